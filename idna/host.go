package idna

import (
	"errors"
	"strconv"
	"strings"

	"github.com/xn-go/xn/rule"
)

// HostToASCII converts the host of hostport to its ASCII form with p and
// returns hostport with that host. hostport is what a URL's host component
// or an HTTP Host header holds: a host name, an IPv4 address, or an IPv6
// literal in brackets, optionally followed by ":" and a port.
//
// Under every profile but [WHATWG], IPv6 literals (bracketed, or a bare
// address such as "::1") and the port are returned as they are, and the
// host must not be percent-encoded. IPv4 addresses are valid ASCII names
// and come back unchanged.
//
// Under [WHATWG], HostToASCII is the URL Standard's host parser for a URL
// of a special scheme (http, https, ws, wss, ftp), followed by its port:
// hostport is the host and port as written in the URL, percent-encoded or
// not ("b%C3%BCcher.de:8080"). The host is percent-decoded, then converted
// with domain to ASCII (with the [ASCIIFallback]); a host whose last label
// is a number is parsed as an IPv4 address in any of the forms the
// standard accepts ("0x7f.1", "2130706433") and serialized in dotted
// decimal ("127.0.0.1"), or rejected (code "IPV4"); an IPv6 literal is
// parsed and serialized canonically ("[0:0::1]" → "[::1]"), and one with
// a zone ("%eth0") is rejected. The port, if any, must be decimal and at
// most 65535; it comes back without leading zeros, and an empty one
// (hostport ending in ":") is dropped. The URL's scheme is unknown here,
// so a default port (":80" for http) is kept.
//
// The Host field of a [net/url.URL] has already been percent-decoded by
// net/url, which rejects every escape of an ASCII byte except %25 ("%"):
// it can be given to HostToASCII as it is, except that a host written with
// "%25" followed by two hexadecimal digits, which the URL Standard rejects,
// is decoded a second time here.
//
// Errors are [*Error] as from [Profile.ToASCII], whose Input is hostport and
// whose offsets are offsets in hostport (under WHATWG, in a percent-decoded
// host, the offset of the escape or byte a problem was decoded from); a
// malformed bracket, IPv6 address or port is code "HOSTPORT"
// ([ErrHostPort]). On error the result is "".
func (p *Profile) HostToASCII(hostport string) (string, error) {
	return p.convertHost(hostport, true)
}

// HostToUnicode is [Profile.HostToASCII] in the other direction, for the
// same input: it converts the host of hostport to its Unicode form and
// returns, as [Profile.ToUnicode] does, its best-effort result together
// with any error. Under WHATWG the host is percent-decoded, IPv4 and IPv6
// addresses and the port are handled as HostToASCII handles them, and a
// malformed address or port returns hostport with the error.
func (p *Profile) HostToUnicode(hostport string) (string, error) {
	return p.convertHost(hostport, false)
}

func (p *Profile) convertHost(hostport string, toASCII bool) (string, error) {
	if p.o.urlHost {
		out, err := p.convertURLHost(hostport, toASCII)
		if err != nil && !toASCII && out == "" {
			out = hostport
		}
		return out, err
	}
	host, port, literal, err := splitHostPort(hostport)
	if err != nil {
		if toASCII {
			return "", err
		}
		return hostport, err
	}
	if literal {
		return hostport, nil
	}
	// host starts hostport: the offsets hold as they are.
	out, err := p.convertHostPart(hostport, host, toASCII)
	if err != nil && toASCII {
		return "", err
	}
	return out + port, err
}

// convertURLHost is convertHost under WHATWG: the URL Standard's host
// parser for special schemes, then the port. On error in the ToUnicode
// direction it returns the best-effort host, or "" when there is none.
func (p *Profile) convertURLHost(hostport string, toASCII bool) (string, error) {
	host, rest := hostport, ""
	if strings.HasPrefix(hostport, "[") {
		end := strings.IndexByte(hostport, ']')
		if end < 0 {
			return "", hostPortError(hostport, 0, "the opening bracket of an IPv6 address is not closed: add \"]\" after the address")
		}
		host, rest = hostport[:end+1], hostport[end+1:]
	} else if i := strings.IndexByte(hostport, ':'); i >= 0 {
		host, rest = hostport[:i], hostport[i:]
	}
	port, ok := urlPort(rest)
	if !ok {
		return "", hostPortError(hostport, len(host), "the port must be \":\" and a decimal number from 0 to 65535")
	}
	if strings.HasPrefix(host, "[") {
		inner := host[1 : len(host)-1]
		if strings.IndexByte(inner, '%') >= 0 {
			return "", hostPortError(hostport, 1+strings.IndexByte(inner, '%'), "a URL's IPv6 address takes no zone: remove the \"%\" and what follows it")
		}
		addr, ok := parseURLIPv6(inner)
		if !ok {
			return "", hostPortError(hostport, 1, "the text in brackets is not an IPv6 address: write eight groups of one to four hexadecimal digits separated by colons, or fewer with \"::\" once")
		}
		b := append(make([]byte, 0, 48), '[')
		b = append(appendIPv6(b, addr), ']')
		return string(append(b, port...)), nil
	}
	raw := host
	if strings.IndexByte(host, '%') >= 0 {
		host = percentDecode(host)
	}
	out, err := p.convertHostPart(hostport, host, toASCII)
	var e *Error
	if len(host) != len(raw) && errors.As(err, &e) {
		// A decoded host's offsets are moved back to the bytes of
		// hostport they were decoded from.
		for i := range e.Problems {
			e.Problems[i].Offset = rawOffset(raw, e.Problems[i].Offset)
		}
	}
	if err == nil && out != "" && endsInNumber(out) {
		addr, ok := parseIPv4(out)
		if !ok {
			return "", &Error{Input: hostport, Problems: []Problem{{
				Code: rule.IPV4, Label: -1, Rune: -1, Err: ErrIPLiteral,
				Detail: "the host ends in a number but is not an IPv4 address",
			}}}
		}
		out = formatIPv4(addr)
	}
	if err != nil && toASCII {
		return "", err
	}
	return out + port, err
}

// convertHostPart converts host, the host part that starts hostport, in
// the direction asked, and makes an error's Input hostport.
func (p *Profile) convertHostPart(hostport, host string, toASCII bool) (string, error) {
	var out string
	var err error
	if toASCII {
		out, err = p.ToASCII(host)
	} else {
		out, err = p.ToUnicode(host)
	}
	var e *Error
	if errors.As(err, &e) {
		e.Input = hostport
	}
	return out, err
}

// urlPort checks the port part of a URL's host and port ("" or ":" and
// digits) and returns it as the URL Standard serializes it: "" for no port
// or an empty one, else ":" and the number without leading zeros. ok is
// false when it holds anything but digits or exceeds 65535.
func urlPort(s string) (port string, ok bool) {
	if s == "" || s == ":" {
		return "", true
	}
	if !isPort(s) {
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

// rawOffset returns the offset in raw of the byte that percentDecode(raw)
// has at off (len(raw) for the end).
func rawOffset(raw string, off int) int {
	for i := 0; i < len(raw); i++ {
		if off == 0 {
			return i
		}
		off--
		if raw[i] == '%' && i+2 < len(raw) && digitValue(raw[i+1]) < 16 && digitValue(raw[i+2]) < 16 {
			i += 2
		}
	}
	return len(raw)
}

// percentDecode is the URL Standard's percent-decoding of a string: each
// "%" followed by two hexadecimal digits becomes the byte they spell; any
// other "%" stays.
func percentDecode(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && digitValue(s[i+1]) < 16 && digitValue(s[i+2]) < 16 {
			b = append(b, byte(digitValue(s[i+1])<<4|digitValue(s[i+2])))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// splitHostPort cuts hostport into its host and its port with the colon
// (":443", or "" without a port). literal reports an IPv6 literal, which is
// left as it is.
func splitHostPort(hostport string) (host, port string, literal bool, err error) {
	if strings.HasPrefix(hostport, "[") {
		end := strings.IndexByte(hostport, ']')
		if end < 0 {
			return "", "", false, hostPortError(hostport, 0, "the opening bracket of an IPv6 literal is not closed")
		}
		if !isIPv6(hostport[1:end]) {
			return "", "", false, hostPortError(hostport, 1, "not an IPv6 address in brackets")
		}
		port = hostport[end+1:]
		if port != "" && !isPort(port) {
			return "", "", false, hostPortError(hostport, end+1, "the port is not a colon and digits")
		}
		return hostport[:end+1], port, true, nil
	}
	if strings.Count(hostport, ":") > 1 {
		// A bare IPv6 address; anything else with several colons is a
		// host name whose colons ToASCII reports.
		if isIPv6(hostport) {
			return hostport, "", true, nil
		}
		return hostport, "", false, nil
	}
	if i := strings.LastIndexByte(hostport, ':'); i >= 0 && isPort(hostport[i:]) {
		return hostport[:i], hostport[i:], false, nil
	}
	return hostport, "", false, nil
}

// isPort reports whether s is a colon followed by decimal digits (possibly
// none, which the URL Standard allows).
func isPort(s string) bool {
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

func hostPortError(hostport string, off int, detail string) error {
	return &Error{Input: hostport, Problems: []Problem{{
		Code: rule.HOSTPORT, Label: -1, Offset: off, Rune: -1, Err: ErrHostPort, Detail: detail,
	}}}
}
