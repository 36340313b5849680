package resolve

import (
	"strconv"

	"github.com/xn-go/xn/spoof"
)

// A Shown is a name from a DNS answer in the form to show a person.
type Shown struct {
	// Name is the name as the DNS gave it, for programs and logs.
	Name string
	// Text is what to show: the Unicode form when Unicode is true, the
	// A-label form otherwise (Name quoted as a Go string when Err is set
	// and Name holds more than printable ASCII).
	Text string
	// Unicode reports that the display policy allows the Unicode form
	// (for an all-ASCII name, the name itself).
	Unicode bool
	// Reasons say why the policy refused the Unicode form; each has a
	// sentence for the reader (spoof.Reason.Sentence).
	Reasons []spoof.Reason
	// Err is set when IDNA refuses Name itself, as a label "xn--" followed
	// by invalid Punycode: there is no Unicode form.
	Err error
}

// Show turns name, as it came in a DNS answer (a CNAME target, an MX, NS
// or SRV host, a PTR name), into what to show a person, with the default
// display policy of package spoof.
func Show(name string) Shown {
	return ShowWith(nil, name)
}

// ShowWith is [Show] with the display policy p; nil means
// spoof.DefaultPolicy().
func ShowWith(p *spoof.Policy, name string) Shown {
	display := spoof.Display
	if p != nil {
		display = p.Display
	}
	shown, reasons, err := display(name)
	if err != nil {
		return Shown{Name: name, Text: printable(name), Err: err}
	}
	if hasControl(shown) {
		// The host helpers keep an IPv6 literal as it is, zone included
		// ("::%\x12"): a control character never reaches the reader.
		return Shown{Name: name, Text: strconv.Quote(name), Reasons: reasons}
	}
	return Shown{Name: name, Text: shown, Unicode: len(reasons) == 0, Reasons: reasons}
}

// hasControl reports whether s holds a C0 control character or DEL.
func hasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] == 0x7f {
			return true
		}
	}
	return false
}

// printable returns s if it is printable ASCII, else s quoted as a Go
// string.
func printable(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] > '~' {
			return strconv.Quote(s)
		}
	}
	return s
}
