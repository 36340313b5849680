package idna

import (
	"errors"
	"strings"

	"github.com/xn-go/xn/internal/urlhost"
	"github.com/xn-go/xn/rule"
)

// HostToASCII converts the host of hostport to its ASCII form with p and
// returns hostport with that host. hostport is what a URL's host component
// or an HTTP Host header holds: a host name, an IPv4 address, or an IPv6
// literal in brackets, optionally followed by ":" and a port.
//
// Under every profile but [WHATWG], IPv6 literals (bracketed, or a bare
// address such as "::1") and the port are returned as they are, and the
// host must not be percent-encoded; an IPv6 zone ("%eth0") is one or more
// of the characters RFC 6874 allows in a zone ID (letters, digits, "-",
// ".", "_", "~"), so that "[fe80::1%\x12]" is an error of code
// "HOSTPORT". Under every profile a port is ":" and
// digits whose value is at most 65535, as in the URL Standard:
// "example.com:99999" is an error of code "HOSTPORT". IPv4 addresses are valid ASCII names
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
	if err := p.refusal(hostport); err != nil {
		// Before splitting: an IP literal converts nothing either.
		if toASCII {
			return "", err
		}
		return hostport, err
	}
	if p.o.urlHost {
		out, err := p.convertURLHost(hostport, toASCII)
		if err != nil && !toASCII && out == "" {
			out = hostport
		}
		return out, err
	}
	host, port, literal, f := urlhost.Split(hostport)
	if f.Detail != "" {
		err := hostPortError(hostport, f.Offset, f.Detail)
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
	host, port, f := urlhost.SplitURL(hostport)
	if f.Detail != "" {
		return "", hostPortError(hostport, f.Offset, f.Detail)
	}
	if strings.HasPrefix(host, "[") {
		out, f := urlhost.URLIPv6(host[1:len(host)-1], port)
		if f.Detail != "" {
			return "", hostPortError(hostport, 1+f.Offset, f.Detail)
		}
		return out, nil
	}
	raw := host
	if strings.IndexByte(host, '%') >= 0 {
		host = urlhost.PercentDecode(host)
	}
	out, err := p.convertHostPart(hostport, host, toASCII)
	var e *Error
	if len(host) != len(raw) && errors.As(err, &e) {
		// A decoded host's offsets are moved back to the bytes of
		// hostport they were decoded from.
		for i := range e.Problems {
			e.Problems[i].Offset = urlhost.RawOffset(raw, e.Problems[i].Offset)
		}
	}
	if err == nil && out != "" && urlhost.EndsInNumber(out) {
		addr, ok := urlhost.ParseIPv4(out)
		if !ok {
			return "", &Error{Input: hostport, Problems: []Problem{{
				Code: rule.IPV4, Label: -1, Rune: -1, Err: ErrIPLiteral,
				Detail: "the host ends in a number but is not an IPv4 address",
			}}}
		}
		out = urlhost.FormatIPv4(addr)
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

func hostPortError(hostport string, off int, detail string) error {
	return &Error{Input: hostport, Problems: []Problem{{
		Code: rule.HOSTPORT, Label: -1, Offset: off, Rune: -1, Err: ErrHostPort, Detail: detail,
	}}}
}
