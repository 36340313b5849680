package idna

import (
	"slices"
	"testing"
)

// ruleCase is one input for a single validity rule; codes are the exact
// problem codes expected, worked out from the RFC text (nil: accepted).
type ruleCase struct {
	in    string
	codes []string
	why   string
}

// runRules checks the codes of ToASCII and ToUnicode for each case, and for
// an accepted case that the ASCII form converts back to the input.
func runRules(t *testing.T, p *Profile, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		a, err := p.ToASCII(c.in)
		if got := codesOf(err); !slices.Equal(got, nonNil(c.codes)) {
			t.Errorf("%v.ToASCII(%+q) codes = %v, want %v (%s)", p, c.in, got, c.codes, c.why)
			continue
		}
		u, err := p.ToUnicode(c.in)
		if got := codesOf(err); !slices.Equal(got, nonNil(c.codes)) {
			t.Errorf("%v.ToUnicode(%+q) codes = %v, want %v (%s)", p, c.in, got, c.codes, c.why)
		}
		if c.codes != nil {
			if a != "" {
				t.Errorf("%v.ToASCII(%+q) = %q with an error, want \"\"", p, c.in, a)
			}
			continue
		}
		if u != c.in {
			t.Errorf("%v.ToUnicode(%+q) = %+q, want the input back", p, c.in, u)
		}
		if back, err := p.ToUnicode(a); err != nil || back != c.in {
			t.Errorf("%v.ToUnicode(ToASCII(%+q) = %q) = %+q, %v", p, c.in, a, back, err)
		}
	}
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// TestBidiRules checks each rule of RFC 5893 section 2 on its own,
// rejecting and accepting. Bidi classes: U+05D0 א and U+05D1 ב are R,
// U+0628 ب is AL, U+0661 ١ is AN, ASCII digits are EN, U+00B7 is ON,
// U+05B0 (Hebrew point) is NSM, U+200C is BN.
func TestBidiRules(t *testing.T) {
	runRules(t, UTS46, []ruleCase{
		{"\u0661\u0662.com", []string{"B1"}, "B1: an RTL domain's label starting with AN"},
		{"1\u05d0", []string{"B1"}, "B1: a label starting with EN"},
		{"\u05d0a\u05d1", []string{"B2"}, "B2: L inside an RTL label"},
		{"\u05d0\u00b7", []string{"B3"}, "B3: an RTL label ending with ON"},
		{"\u05d0\u05b0", nil, "B3: R followed by NSM is a valid end"},
		{"\u05d01", nil, "B3: an RTL label may end with EN"},
		{"\u05d01\u0661", []string{"B4"}, "B4: EN and AN in one RTL label"},
		{"\u0628\u0661\u0662", nil, "B4: AN alone is fine"},
		{"a\u05d0b.\u05d0", []string{"B5"}, "B5: R inside an LTR label"},
		{"\u05d0.a\u00b7", []string{"B6"}, "B6: an LTR label of a Bidi domain ending with ON"},
		{"\u05d0.a1", nil, "B6: an LTR label may end with EN"},
		{"\u05d0.ab\u0301", nil, "B6: L followed by NSM is a valid end"},
		// Not a Bidi domain name: no rule applies to the LTR label.
		{"a\u00b7", nil, "no RTL label: the Bidi rules do not apply"},
	})
}

// TestContextJ checks the two CONTEXTJ rules of RFC 5892 appendix A.
// U+094D DEVANAGARI SIGN VIRAMA has Canonical_Combining_Class Virama;
// U+0628 ARABIC LETTER BEH is Joining_Type D; U+0627 ALEF is R.
func TestContextJ(t *testing.T) {
	runRules(t, UTS46, []ruleCase{
		{"a\u200cb", []string{"C1"}, "C1: ZWNJ between Latin letters"},
		{"\u0915\u094d\u200c\u0937", nil, "C1: ZWNJ after a virama"},
		{"\u0628\u200c\u0628", nil, "C1: ZWNJ between dual-joining letters"},
		{"\u0628\u200c\u0627", nil, "C1: ZWNJ between D and R"},
		{"\u0627\u200c\u0628", []string{"C1"}, "C1: ALEF (R) does not join to the left"},
		{"\u0628\u200c", []string{"B3", "C1"}, "C1: nothing joins after the ZWNJ (and B3: an RTL label ending in BN)"},
		{"a\u200d", []string{"C2"}, "C2: ZWJ not after a virama"},
		{"\u0915\u094d\u200d\u0937", nil, "C2: ZWJ after a virama"},
	})
	// CheckJoiners off: the same labels pass.
	runRules(t, UTS46.With(CheckJoiners(false)), []ruleCase{
		{"a\u200cb", nil, "CheckJoiners(false)"},
		{"a\u200db", nil, "CheckJoiners(false)"},
	})
}

// TestContextO checks the CONTEXTO rules of RFC 5892 appendix A.3 to A.9
// with the IDNA2008 profile, which applies them.
func TestContextO(t *testing.T) {
	runRules(t, IDNA2008, []ruleCase{
		{"l\u00b7l", nil, "C3: MIDDLE DOT between two l"},
		{"a\u00b7l", []string{"C3"}, "C3: MIDDLE DOT after a"},
		{"l\u00b7", []string{"C3"}, "C3: MIDDLE DOT at the end"},
		{"\u0375\u03b1", nil, "C4: KERAIA before a Greek letter"},
		{"\u0375a", []string{"C4"}, "C4: KERAIA before a Latin letter"},
		{"\u05d0\u05f3", nil, "C5: GERESH after a Hebrew letter"},
		{"\u05f3\u05d0", []string{"C5"}, "C5: GERESH first"},
		{"\u05d0\u05f4\u05d1", nil, "C6: GERSHAYIM after a Hebrew letter"},
		{"\u05f4\u05d0", []string{"C6"}, "C6: GERSHAYIM first"},
		{"\u30a2\u30fb\u30a2", nil, "C7: KATAKANA MIDDLE DOT with Katakana"},
		{"\u6f22\u30fb", nil, "C7: KATAKANA MIDDLE DOT with Han"},
		{"a\u30fbb", []string{"C7"}, "C7: KATAKANA MIDDLE DOT with Latin only"},
		{"\u0628\u0661\u0662", nil, "C8: Arabic-Indic digits alone"},
		{"\u0628\u06f1\u06f2", nil, "C9: extended Arabic-Indic digits alone"},
		{"\u0628\u0661\u06f1", []string{"B4", "C8", "C9"}, "C8 and C9: both kinds of digit (and B4: AN with EN)"},
	})
	// UTS #46 leaves the CONTEXTO rules out.
	runRules(t, UTS46, []ruleCase{
		{"a\u00b7l", nil, "UTS #46 has no CONTEXTO check"},
	})
}
