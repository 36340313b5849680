package spoof

import (
	"strings"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/urlhost"
)

// Display returns the form in which a host name should be shown to a user,
// deciding with [DefaultPolicy]: the Unicode form ("bücher.de") when every
// label passes the policy, and the ASCII form with A-labels
// ("xn--80ak6aa92e.com") otherwise, together with the reasons the policy
// gave. The name may be given in either form, and may be followed by a
// port ("bücher.de:8080", kept as it is) or be an IPv6 literal in brackets
// (returned as it is). It is converted with the policy's Profile, by
// default idna.Lookup with AllowUnderscore, so that the names of DNS
// services such as "_dmarc.bücher.de" and "_sip._tcp.example.com" are
// shown as a resolver front-end shows them. The ASCII conversion is always
// made, so a name shown in Unicode is one that the profile accepts.
//
// If either conversion fails, Display returns "" and the idna error: a name
// that IDNA rejects has no safe form to show. In particular a name that
// mapping turns into an IPv4 address literal, such as "１２７．０．０．１"
// (fullwidth digits and dots) or "example.０ｘ７ｆ", is an error wrapping
// idna.ErrIPLiteral, whereas the plain ASCII "127.0.0.1" is returned as it
// is: the caller already sees exactly what would be resolved.
func Display(name string) (shown string, reasons []Reason, err error) {
	return defaultPolicy.Display(name)
}

// displayProfile is the profile of Display when the policy has none.
var displayProfile = idna.Lookup.With(idna.AllowUnderscore(true))

// DefaultProfile returns the profile Display converts with when the policy
// has none (idna.Lookup, with underscores allowed), by the tables of
// Unicode version, one of idna.UnicodeVersions; "" is the build's default.
// A program that pins its Unicode version sets it as Policy.Profile.
func DefaultProfile(version string) *idna.Profile {
	if version == "" {
		return displayProfile
	}
	return displayProfile.With(idna.Unicode(version))
}

// Display is [Display] with the policy p, converting with p.Profile.
func (p *Policy) Display(name string) (shown string, reasons []Reason, err error) {
	prof := p.Profile
	if prof == nil {
		prof = displayProfile
	}
	// ASCII first: it is the stricter of the two conversions (it alone
	// applies the rules for the ASCII form, such as IPLITERAL), and its
	// error lists every problem. The host helpers keep a port and an IPv6
	// literal as they are.
	toASCII, toUnicode := prof.ToASCII, prof.ToUnicode
	if strings.IndexByte(name, ':') >= 0 || strings.HasPrefix(name, "[") {
		// The host helpers cost an allocation for the result; most names
		// have no port and need not pay it.
		toASCII, toUnicode = prof.HostToASCII, prof.HostToUnicode
	}
	a, err := toASCII(name)
	if err != nil {
		return "", nil, err
	}
	host, port := urlhost.CutPort(a)
	if host == "" || host[0] == '[' || strings.IndexByte(host, ':') >= 0 {
		return a, nil, nil // an IPv6 literal: nothing to spoof
	}
	// ToASCII writes every label that is not ASCII after mapping as an
	// A-label and every other label as ToUnicode does, so when a holds no
	// "xn--" at all it is also the Unicode form. ASCII names, the common
	// case, thus cost one conversion (idna's one-pass ASCII path).
	u := a
	if strings.Contains(a, "xn--") {
		u, err = toUnicode(name)
		if err != nil {
			return "", nil, err
		}
	}
	uhost, _ := urlhost.CutPort(u)
	shown, reasons = p.DisplayConverted(host, uhost)
	return shown + port, reasons, nil
}

// DisplayConverted is [Policy.Display] for a name already converted, as a
// program that has just validated it holds it: ascii is its ASCII form
// (A-labels, without a port) and unicode its Unicode form, as a profile's
// ToASCII and ToUnicode give them. It converts nothing and trusts both
// forms to be of one valid name: shown is unicode when the policy finds no
// reason against it, and ascii with the reasons otherwise.
func (p *Policy) DisplayConverted(ascii, unicode string) (shown string, reasons []Reason) {
	reasons = p.Check(unicode)
	if len(reasons) == 0 {
		return unicode, nil
	}
	return ascii, reasons
}
