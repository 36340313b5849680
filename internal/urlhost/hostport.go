package urlhost

import (
	"strconv"
	"strings"
)

// A Fault says why a host and port is malformed, and where: Offset is a
// byte offset in the text given. The zero Fault (Detail "") is none. It is
// a value, not an error, so that finding one allocates nothing: the caller
// makes its own error of it.
type Fault struct {
	Offset int
	Detail string
}

// Split cuts hostport into its host and its port with the colon (":443",
// or "" without a port), as HTTP Host headers and URLs write them. literal
// reports an IPv6 address, bracketed or bare, which the caller leaves as it
// is; a host name with several colons is no literal and keeps them all. A
// port is what [CutPort] finds; one that [Port] refuses (":99999") is a
// fault, as in the URL Standard.
func Split(hostport string) (host, port string, literal bool, f Fault) {
	if strings.HasPrefix(hostport, "[") {
		end := strings.IndexByte(hostport, ']')
		if end < 0 {
			return "", "", false, Fault{0, "the opening bracket of an IPv6 literal is not closed"}
		}
		if !IsIPv6(hostport[1:end]) {
			return "", "", false, Fault{1, "not an IPv6 address in brackets"}
		}
		port = hostport[end+1:]
		if port != "" && !IsPort(port) {
			return "", "", false, Fault{end + 1, "the port is not a colon and digits"}
		}
		literal = true
	} else if strings.Count(hostport, ":") > 1 {
		return hostport, "", IsIPv6(hostport), Fault{}
	}
	host, port = CutPort(hostport)
	if _, ok := Port(port); !ok {
		return "", "", false, Fault{len(host), portRange}
	}
	return host, port, literal, Fault{}
}

// portRange says what a port must be.
const portRange = "the port must be \":\" and a decimal number from 0 to 65535"

// CutPort cuts what is written as a port from the end of hostport: a colon
// and digits after a bracketed IPv6 literal, or after a host with no other
// colon ("example.com:8080", "[::1]:80"); otherwise port is "". It does not
// judge the number: [Port] says whether it is one (":99999" is not).
func CutPort(hostport string) (host, port string) {
	i := strings.LastIndexByte(hostport, ':')
	switch {
	case i < 0 || !IsPort(hostport[i:]):
		return hostport, ""
	case strings.HasPrefix(hostport, "["):
		if strings.IndexByte(hostport, ']') != i-1 {
			return hostport, ""
		}
	case strings.IndexByte(hostport[:i], ':') >= 0:
		return hostport, ""
	}
	return hostport[:i], hostport[i:]
}

// SplitURL cuts the host and port of a URL of a special scheme as the URL
// Standard's parser does: the host ends at the first colon, or after the
// closing bracket of an IPv6 address. The port comes back as the standard
// serializes it ([Port]).
func SplitURL(hostport string) (host, port string, f Fault) {
	host, rest := hostport, ""
	if strings.HasPrefix(hostport, "[") {
		end := strings.IndexByte(hostport, ']')
		if end < 0 {
			return "", "", Fault{0, "the opening bracket of an IPv6 address is not closed: add \"]\" after the address"}
		}
		host, rest = hostport[:end+1], hostport[end+1:]
	} else if i := strings.IndexByte(hostport, ':'); i >= 0 {
		host, rest = hostport[:i], hostport[i:]
	}
	port, ok := Port(rest)
	if !ok {
		return "", "", Fault{len(host), portRange}
	}
	return host, port, Fault{}
}

// URLIPv6 parses the text between a URL's brackets as an IPv6 address and
// returns its canonical serialization, bracketed, followed by port.
// Offsets in errors are offsets in inner.
func URLIPv6(inner, port string) (string, Fault) {
	if i := strings.IndexByte(inner, '%'); i >= 0 {
		return "", Fault{i, "a URL's IPv6 address takes no zone: remove the \"%\" and what follows it"}
	}
	addr, ok := ParseIPv6(inner)
	if !ok {
		return "", Fault{0, "the text in brackets is not an IPv6 address: write eight groups of one to four hexadecimal digits separated by colons, or fewer with \"::\" once"}
	}
	b := append(make([]byte, 0, 48), '[')
	b = append(AppendIPv6(b, addr), ']')
	return string(append(b, port...)), Fault{}
}

// Port checks the port part of a URL's host and port ("" or ":" and
// digits) and returns it as the URL Standard serializes it: "" for no port
// or an empty one, else ":" and the number without leading zeros. ok is
// false when it holds anything but digits or exceeds 65535.
func Port(s string) (port string, ok bool) {
	if s == "" || s == ":" {
		return "", true
	}
	if !IsPort(s) {
		return "", false
	}
	digits := strings.TrimLeft(s[1:], "0")
	if len(digits) > 5 {
		return "", false
	}
	n := 0
	for i := 0; i < len(digits); i++ {
		n = n*10 + int(digits[i]-'0')
	}
	if n > 65535 {
		return "", false
	}
	if len(digits) == len(s)-1 {
		return s, true
	}
	return ":" + strconv.Itoa(n), true
}

// IsPort reports whether s is a colon followed by decimal digits (possibly
// none, which the URL Standard allows).
func IsPort(s string) bool {
	if s == "" || s[0] != ':' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// PercentDecode is the URL Standard's percent-decoding of a string: each
// "%" followed by two hexadecimal digits becomes the byte they spell; any
// other "%" stays.
func PercentDecode(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if isEscape(s, i) {
			b = append(b, byte(digitValue(s[i+1])<<4|digitValue(s[i+2])))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// RawOffset returns the offset in raw of the byte that PercentDecode(raw)
// has at off (len(raw) for the end), so that a problem found in a decoded
// host points at the escape it came from.
func RawOffset(raw string, off int) int {
	for i := 0; i < len(raw); i++ {
		if off == 0 {
			return i
		}
		off--
		if isEscape(raw, i) {
			i += 2
		}
	}
	return len(raw)
}

// isEscape reports whether s has a "%" and two hexadecimal digits at i.
func isEscape(s string, i int) bool {
	return s[i] == '%' && i+2 < len(s) && digitValue(s[i+1]) < 16 && digitValue(s[i+2]) < 16
}
