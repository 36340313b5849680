package spoof

import (
	"strings"

	"github.com/xn-go/xn/idna"
)

// Display returns the form in which a host name should be shown to a user,
// deciding with [DefaultPolicy]: the Unicode form ("bücher.de") when every
// label passes the policy, and the ASCII form with A-labels
// ("xn--80ak6aa92e.com") otherwise, together with the reasons the policy
// gave. The name may be given in either form; it is converted with
// idna.ToASCII and idna.ToUnicode (the UTS #46 Lookup profile). The ASCII
// conversion is always made, so a name shown in Unicode is one that
// idna.ToASCII accepts.
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

// Display is [Display] with the policy p.
func (p *Policy) Display(name string) (shown string, reasons []Reason, err error) {
	// ToASCII first: it is the stricter of the two conversions (it alone
	// applies the rules for the ASCII form, such as IPLITERAL), and its
	// error lists every problem.
	a, err := idna.ToASCII(name)
	if err != nil {
		return "", nil, err
	}
	// ToASCII writes every label that is not ASCII after mapping as an
	// A-label and every other label as ToUnicode does, so when a holds no
	// "xn--" at all it is also the Unicode form. ASCII names, the common
	// case, thus cost one conversion (idna's one-pass ASCII path).
	u := a
	if strings.Contains(a, "xn--") {
		u, err = idna.ToUnicode(name)
		if err != nil {
			return "", nil, err
		}
	}
	reasons = p.Check(u)
	if len(reasons) == 0 {
		return u, nil, nil
	}
	return a, reasons, nil
}
