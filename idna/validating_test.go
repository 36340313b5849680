package idna

import (
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/rule"
)

// The table of docs/validating.md: what plain Lookup accepts and what
// VerifyDNSLength makes of it, and the recommended profiles on two names.
func TestValidatingDoc(t *testing.T) {
	emptyCodes := []rule.Code{rule.A4_2}
	if !v15 {
		emptyCodes = []rule.Code{rule.A4_1, rule.A4_2}
	}
	huge := strings.Repeat(strings.Repeat("a", 59)+".", 5) + "com"
	if len(huge) != 303 {
		t.Fatalf("huge is %d bytes", len(huge))
	}
	form := Lookup.With(VerifyDNSLength(true))
	tests := []struct {
		p     *Profile
		in    string
		codes []rule.Code // nil: converts without error
	}{
		{Lookup, "", nil},
		{Lookup, "a..b", nil},
		{Lookup, strings.Repeat("a", 64) + ".com", nil},
		{Lookup, huge, nil},
		{form, "", emptyCodes},
		{form, "a..b", []rule.Code{rule.A4_2}},
		{form, strings.Repeat("a", 64) + ".com", []rule.Code{rule.A4_2}},
		{form, huge, []rule.Code{rule.A4_1}},
		{form, "Bücher.DE", nil},
		{IDNA2008, "Bücher.DE", []rule.Code{codeStatus}},
		{IDNA2008, "😀.com", []rule.Code{codeStatus}},
		{Registration, "😀.com", nil},
	}
	for _, tt := range tests {
		_, err := tt.p.ToASCII(tt.in)
		var got []rule.Code
		if err != nil {
			got = err.(*Error).Codes()
		}
		if !slices.Equal(got, tt.codes) {
			t.Errorf("%s.ToASCII(%.20q…) codes %v, want %v", tt.p.name, tt.in, got, tt.codes)
		}
	}
}
