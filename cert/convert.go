package cert

import (
	"net/netip"
	"strings"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/rule"
)

// Profiles: what a CA converts with (IDNA2008 validity, the UTS #46
// mapping of what people type, lowercase A-labels, DNS lengths), and the
// same with the underscore, for the names a client compares, which may
// come from a private PKI.
var (
	caProfile  = idna.IDNA2008Lookup
	refProfile = idna.IDNA2008Lookup.With(idna.AllowUnderscore(true))
	// labelProfile converts one label of a name the Checker checks; the
	// Checker measures the lengths itself, to report them.
	labelProfile = idna.IDNA2008Lookup.With(idna.VerifyDNSLength(false))
)

// maxName is the longest name in A-labels, without a trailing dot (RFC
// 1034 section 3.1: 255 octets on the wire).
const maxName = 253

// ToASCII converts a name for a certificate's dNSName or a certificate
// request to its A-label form: "*.bücher.de" is "*.xn--bcher-kva.de",
// "Bücher.DE" is "xn--bcher-kva.de". A wildcard is '*' as the whole first
// label; every other label is converted with IDNA2008 (mapping case and
// width first, as RFC 5895 describes), so the result is lower case. The
// error is an *[Error]: a misplaced or partial wildcard, an empty label, a
// name over 253 octets, or what IDNA2008 refuses (the problems of its
// *idna.Error, with idna's codes, which the error unwraps to). ToASCII
// does not know public suffixes: a CA checks the result with a [Checker]
// whose PublicSuffix is set.
func ToASCII(name string) (string, error) {
	s, err := convert(name, caProfile, false)
	if err != nil {
		return "", err
	}
	return s, nil
}

// ToUnicode converts a name from a certificate to its Unicode form, for
// display after a display policy has allowed it (package spoof):
// "*.xn--bcher-kva.de" is "*.bücher.de". It refuses what [ToASCII]
// refuses, and an A-label that is not valid IDNA2008.
func ToUnicode(name string) (string, error) {
	s, err := convert(name, caProfile, true)
	if err != nil {
		return "", err
	}
	return s, nil
}

// HostToASCII converts the host a client connects to, the reference
// identifier of RFC 9525, to the form to compare with a certificate's
// names and to send in SNI and the HTTP Host header: A-labels in lower
// case, without a trailing dot. An IP address comes back as it is. Labels
// with an underscore are accepted (private names); '*' is not a host.
func HostToASCII(host string) (string, error) {
	host = strings.TrimSuffix(host, ".")
	if isIP(host) {
		return host, nil
	}
	if strings.Contains(host, "*") {
		at := strings.IndexByte(host, '*')
		p := newProblem(rule.STD3_LDH, strings.Count(host[:at], "."), at, '*', msgCharacter, msg.Quote(host), msg.Char('*'))
		return "", &Error{Name: host, Problems: []Problem{p}}
	}
	s, err := convert(host, refProfile, false)
	if err != nil {
		return "", err
	}
	return s, nil
}

// isIP reports whether s is an IP address (an IPv6 one with or without
// brackets).
func isIP(s string) bool {
	_, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(s, "["), "]"))
	return err == nil
}

// convert converts name with p, a wildcard first label kept as it is.
func convert(name string, p *idna.Profile, toUnicode bool) (string, *Error) {
	rest, wildcard, probs := splitWildcard(name)
	if len(probs) > 0 {
		return "", &Error{Name: name, Problems: probs}
	}
	var out string
	var err error
	if toUnicode {
		out, err = p.ToUnicode(rest)
	} else {
		out, err = p.ToASCII(rest)
	}
	if err != nil {
		lab, off := 0, 0
		if wildcard {
			lab, off = 1, len("*.")
		}
		return "", &Error{Name: name, Problems: idnaProblems(err, lab, off), errs: []error{err}}
	}
	if wildcard {
		out = "*." + out
	}
	if !toUnicode && len(out) > maxName {
		return "", &Error{Name: name, Problems: []Problem{newProblem(rule.A4_1, -1, 0, -1, msgNameLength, msg.Quote(name), len(out))}}
	}
	return out, nil
}

// splitWildcard returns name without its wildcard label "*." and whether
// it had one, or the problems of a name that is no text, is empty, or has
// '*' anywhere else.
func splitWildcard(name string) (rest string, wildcard bool, probs []Problem) {
	if p, bad := nameProblem(name); bad {
		return "", false, []Problem{p}
	}
	if strings.HasSuffix(name, ".") {
		return "", false, []Problem{newProblem(rule.A4_2, strings.Count(name, "."), len(name), -1, msgEmptyLabel, msg.Quote(name))}
	}
	rest, wildcard = strings.CutPrefix(name, "*.")
	if name == "*" || wildcard && rest == "" {
		return "", false, []Problem{wildcardSuffixProblem(name, ".")}
	}
	off := 0
	for i, l := range strings.Split(name, ".") {
		if p, bad := wildcardProblem(name, l, i, off); bad && len(probs) < maxProblems {
			probs = append(probs, p)
		}
		off += len(l) + 1
	}
	return rest, wildcard, probs
}

// wildcardProblem returns the problem of the label l, the i-th of name,
// at byte off, when it holds a '*' other than as the whole first label.
func wildcardProblem(name, l string, i, off int) (Problem, bool) {
	switch {
	case strings.IndexByte(l, '*') < 0 || l == "*" && i == 0:
		return Problem{}, false
	case l == "*":
		return newProblem(CodeWildcardPosition, i, off, '*', msgWildcardPosition, msg.Quote(name)), true
	}
	return newProblem(CodePartialWildcard, i, off+strings.IndexByte(l, '*'), '*', msgPartialWildcard, msg.Quote(l)), true
}
