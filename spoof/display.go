package spoof

import "github.com/xn-go/xn/idna"

// Display returns the form in which a host name should be shown to a user,
// deciding with [DefaultPolicy]: the Unicode form ("bücher.de") when every
// label passes the policy, and the ASCII form with A-labels
// ("xn--80ak6aa92e.com") otherwise, together with the reasons the policy
// gave. The name may be given in either form; it is converted with
// idna.ToUnicode and idna.ToASCII (the UTS #46 Lookup profile).
//
// If either conversion fails, Display returns "" and the idna error: a name
// that IDNA rejects has no safe form to show.
func Display(name string) (shown string, reasons []Reason, err error) {
	return defaultPolicy.Display(name)
}

// Display is [Display] with the policy p.
func (p *Policy) Display(name string) (shown string, reasons []Reason, err error) {
	u, err := idna.ToUnicode(name)
	if err != nil {
		return "", nil, err
	}
	reasons = p.Check(u)
	if len(reasons) == 0 {
		return u, nil, nil
	}
	a, err := idna.ToASCII(name)
	if err != nil {
		return "", nil, err
	}
	return a, reasons, nil
}
