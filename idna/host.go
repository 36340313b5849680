package idna

import (
	"errors"
	"strings"

	"github.com/xn-go/xn/rule"
)

// HostToASCII converts the host of hostport to its ASCII form with p and
// returns hostport with that host. hostport is what a URL's host component
// or an HTTP Host header holds: a host name, an IPv4 address, or an IPv6
// literal in brackets, optionally followed by ":" and a port.
//
// IPv6 literals (bracketed, or a bare address such as "::1") and the port
// are returned as they are. IPv4 addresses are valid ASCII names and come
// back unchanged under every profile; under [WHATWG], as in the URL
// Standard's host parser, a host whose last label is a number is parsed as
// an IPv4 address, in any of the forms the URL Standard accepts
// ("0x7f.1", "2130706433"), and serialized in dotted decimal
// ("127.0.0.1"), or rejected (code "IPV4") when it is not a valid one.
//
// Errors are [*Error] as from [Profile.ToASCII], whose Input is hostport and
// whose offsets are offsets in hostport; a malformed bracket or port is
// code "HOSTPORT" ([ErrHostPort]). On error the result is "".
func (p *Profile) HostToASCII(hostport string) (string, error) {
	return p.convertHost(hostport, true)
}

// HostToUnicode is [Profile.HostToASCII] in the other direction: it
// converts the host of hostport to its Unicode form and returns, as
// [Profile.ToUnicode] does, its best-effort result together with any error.
func (p *Profile) HostToUnicode(hostport string) (string, error) {
	return p.convertHost(hostport, false)
}

func (p *Profile) convertHost(hostport string, toASCII bool) (string, error) {
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
	var out string
	if toASCII {
		out, err = p.ToASCII(host)
	} else {
		out, err = p.ToUnicode(host)
	}
	var e *Error
	if errors.As(err, &e) {
		// host starts hostport: the offsets hold as they are.
		e.Input = hostport
	}
	if err == nil && p.o.parseIPv4 && out != "" && endsInNumber(out) {
		addr, ok := parseIPv4(out)
		if !ok {
			err = &Error{Input: hostport, Problems: []Problem{{
				Code: rule.IPV4, Label: -1, Rune: -1, Err: ErrIPLiteral,
				Detail: "the host ends in a number but is not an IPv4 address",
			}}}
		} else {
			out = formatIPv4(addr)
		}
	}
	if err != nil && toASCII {
		return "", err
	}
	return out + port, err
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
