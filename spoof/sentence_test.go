package spoof_test

import (
	"fmt"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/rule"
	"github.com/xn-go/xn/spoof"
)

// TestSentence pins the sentence of a reason of each kind, written by hand.
func TestSentence(t *testing.T) {
	protected := spoof.DefaultPolicy()
	names, err := spoof.NewProtectedNames("google.com")
	if err != nil {
		t.Fatal(err)
	}
	protected.Protected = names
	tests := []struct {
		p    *spoof.Policy
		name string
		code rule.Code
		want string
	}{
		{nil, "\u0430pple.com", spoof.CodeRestrictionLevel, "the part 'аpple' mixes Cyrillic and Latin letters and looks like 'apple.com', so it can imitate that name"},
		// Issue 40 item 15: what a mixed-script part imitates, and the
		// Latin look-alike of a whole-script one instead of the Cyrillic.
		{nil, "\u0440\u0430\u0443\u0440\u0430l.com", spoof.CodeRestrictionLevel, "the part 'раураl' mixes Cyrillic and Latin letters and looks like 'paypal.com', so it can imitate that name"},
		{nil, "b\u00fccher-\u0440\u0430\u0443\u0440\u0430l.de", spoof.CodeRestrictionLevel, "the part 'bücher-раураl' mixes Cyrillic and Latin letters, so it can imitate another name"},
		{nil, "\u0440\u0430\u0443\u0440\u0430l.\u043f\u0440\u0438\u043c\u0435\u0440", spoof.CodeRestrictionLevel, "the part 'раураl' mixes Cyrillic and Latin letters and looks like 'paypal', so it can imitate that name"},
		{nil, "\u0430\u0440\u0440\u04cf\u0435.com", spoof.CodeWholeScriptConfusable, "a part that looks like the Latin 'apple' is written in Cyrillic letters, so it can imitate that name"},
		{nil, "www.pay\u200bpal.com", spoof.CodeInvisible, "the part 'paypal' has an invisible character, which can hide a difference from another name"},
		{nil, "\u0251pple.com", spoof.CodeRestrictedCharacter, "the part 'ɑpple' has 'ɑ', an unusual character that can be used to imitate another name"},
		{nil, "\u0259li.com", spoof.CodeTLDCharacter, "the part 'əli' has 'ə', which is shown only under the endings .az"},
		{nil, "\u0441\u043a.com", spoof.CodeLatinLookalikeLetters, "the part 'ск' is written in Cyrillic letters that all look like Latin letters, so it can imitate another name"},
		{nil, "1\u0577.com", spoof.CodeDigitLookalike, "the part '1շ' is made of digits and characters that look like digits, so it can imitate a number"},
		{nil, "abc\u2010def.com", spoof.CodeNotIDNA2008, "the part 'abc‐def' has '‐', which current domain names cannot have and browsers do not show"},
		{nil, "ab\u02bcc.com", spoof.CodeBrowserRemoved, "the part 'abʼc' has 'ʼ', which browsers do not show because it looks like another character"},
		{nil, "ip\u4e00address.com", spoof.CodeCJKContext, "the part 'ip一address' has '一' next to other scripts, where it can pass for another character"},
		{nil, "t\u00f6kyo\u6771\u4eac.jp", spoof.CodeNonASCIILatinMixed, "the part 'tökyo東京' mixes 'ö', a Latin letter with a mark, with another script, so it can imitate another name"},
		{nil, "pi\u0307xel.com", spoof.CodeMarkContext, "the part 'pi̇xel' has the mark '◌̇' where it can fake or hide a letter"},
		{nil, "1\u0662.com", spoof.CodeMixedNumbers, "the part '1٢' mixes digits of different writing systems, so it can imitate another number"},
		{protected, "g\u00f6ogle.com", spoof.CodeProtectedLookalike, "the name looks like 'google.com' but is a different name; check that it is the one you mean"},
	}
	for _, tt := range tests {
		p := tt.p
		if p == nil {
			p = spoof.DefaultPolicy()
		}
		found := false
		for _, r := range p.Check(tt.name) {
			if r.Code != tt.code {
				continue
			}
			found = true
			if got := r.Sentence().String(); got != tt.want {
				t.Errorf("Check(%+q) %v: sentence\n\t%q\nwant\n\t%q", tt.name, tt.code, got, tt.want)
			}
		}
		if !found {
			t.Errorf("Check(%+q) = %v: no reason %v", tt.name, p.Check(tt.name), tt.code)
		}
	}
}

func TestLooksLike(t *testing.T) {
	for in, want := range map[string]string{
		"\u0430\u0440\u0440\u04cf\u0435": "apple",
		"\u0455\u0441\u043e\u0440\u0435": "scope",
		"\u0251pple":                     "apple",
		"bücher":                         "bücher",
	} {
		if got := spoof.LooksLike(in); got != want {
			t.Errorf("LooksLike(%+q) = %q, want %q", in, got, want)
		}
	}
}

// TestDisplayHostPort checks that Display takes a port, an IPv6 literal and
// the underscores of DNS service names, and the profile of the policy.
func TestDisplayHostPort(t *testing.T) {
	tests := []struct {
		in, want string
		reasons  int
	}{
		{"bücher.de:8080", "bücher.de:8080", 0},
		{"xn--bcher-kva.de:443", "bücher.de:443", 0},
		{"_dmarc.bücher.de", "_dmarc.bücher.de", 0},
		{"_sip._tcp.example.com", "_sip._tcp.example.com", 0},
		{"[::1]:8080", "[::1]:8080", 0},
		{"\u0430pple.com:443", "xn--pple-43d.com:443", 1},
	}
	for _, tt := range tests {
		shown, reasons, err := spoof.Display(tt.in)
		if err != nil || shown != tt.want || len(reasons) != tt.reasons {
			t.Errorf("Display(%q) = %q, %v, %v; want %q with %d reasons", tt.in, shown, reasons, err, tt.want, tt.reasons)
		}
	}
	// A policy with a profile of its own: strict hostnames refuse "_".
	p := spoof.DefaultPolicy()
	p.Profile = idna.Lookup
	if shown, _, err := p.Display("_dmarc.bücher.de"); err == nil {
		t.Errorf("Display with idna.Lookup = %q, want an error", shown)
	}
	if _, _, err := spoof.Display("bücher.de:80x"); err == nil {
		t.Error("Display(\"bücher.de:80x\"): want an error for the port")
	}
}

// A browser or a resolver front-end tells its user why a name is shown in
// its xn-- form.
func ExampleReason_Sentence() {
	shown, reasons, err := spoof.Display("\u0430\u0440\u0440\u04cf\u0435.com:443")
	if err != nil {
		return
	}
	fmt.Println(shown)
	for _, r := range reasons {
		fmt.Println(r.Sentence())
	}
	// Output:
	// xn--80ak6aa92e.com:443
	// a part that looks like the Latin 'apple' is written in Cyrillic letters, so it can imitate that name
}
