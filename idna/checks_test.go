package idna

import (
	"errors"
	"slices"
	"testing"

	"github.com/xn-go/xn/rule"
)

// TestChecks pins which setting-dependent rules each profile checks, and
// that a rule Checks denies is never reported by a conversion that breaks
// it under another profile.
func TestChecks(t *testing.T) {
	codes := []rule.Code{rule.V2, rule.U1, rule.C1, rule.C3, rule.B1, rule.FORBIDDEN, rule.A4_2, rule.IPLITERAL, rule.EMPTY}
	cases := []struct {
		p    *Profile
		want string // one letter per code: y checked, n not
	}{
		{UTS46, "yyynynynn"},
		{Lookup, "yyynynnyn"},
		{IDNA2008, "ynyyynynn"},
		{WHATWG, "nnynyynny"},
		{Punycode, "nnnnnnnnn"},
		{Punycode.With(CheckBidi(true)), "nnnnnnnnn"}, // refused: OPTION
		{Lookup.With(UseSTD3ASCIIRules(false)), "ynynyynyn"},
		{Lookup.With(CheckJoiners(false)), "yynnynnyn"},
	}
	for _, c := range cases {
		for i, code := range codes {
			if got, want := c.p.Checks(code), c.want[i] == 'y'; got != want {
				t.Errorf("%v.Checks(%s) = %v; want %v", c.p, code, got, want)
			}
		}
	}
	breaks := []string{"ab--c.com", "a_b.com", "a\u200cb.com", "a\u00b7b.com", "\u05d0a.com", "a b.com",
		"a..com", "\uff11\uff12\uff17.0.0.1", "\u00ad", "xn--ab--c.com", "a<b.com"}
	for _, c := range cases {
		for _, in := range breaks {
			_, err := c.p.ToASCII(in)
			var e *Error
			if !errors.As(err, &e) {
				continue
			}
			for _, code := range e.Codes() {
				if i := slices.Index(codes, code); i >= 0 && !c.p.Checks(code) {
					t.Errorf("%v.ToASCII(%q) reports %s, which Checks denies", c.p, in, code)
				}
			}
		}
	}
}
