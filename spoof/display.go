package spoof

import (
	"strings"

	"github.com/xn-go/xn/idna"
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
	host, port := splitPort(a)
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
	uhost, _ := splitPort(u)
	reasons = p.Check(uhost)
	if len(reasons) == 0 {
		return u, nil, nil
	}
	return host + port, reasons, nil
}

// splitPort splits a host name converted by the host helpers into the host
// and ":port" (or ""): the port is the digits after the last colon, when
// the host is not an IPv6 literal.
func splitPort(hostport string) (host, port string) {
	i := strings.LastIndexByte(hostport, ':')
	if i < 0 || strings.HasSuffix(hostport[:i], "]") && !strings.HasPrefix(hostport, "[") {
		return hostport, ""
	}
	if strings.HasPrefix(hostport, "[") {
		if j := strings.LastIndexByte(hostport, ']'); j >= 0 && j < i {
			return hostport[:i], hostport[i:]
		}
		return hostport, ""
	}
	if strings.IndexByte(hostport[:i], ':') >= 0 {
		return hostport, "" // a bare IPv6 address
	}
	return hostport[:i], hostport[i:]
}
