package label_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/rule"
)

func TestErrorMessages(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{label.CheckLDH("a_b", false), `label: U+005F '_' at byte 1 is not a letter, digit or hyphen [U1]`},
		{label.CheckLDH("b\u00FCcher", false), `label: U+00FC 'ü' at byte 1 is not a letter, digit or hyphen [U1]`},
		{label.CheckLDH("a\U0001F600", false), `label: U+1F600 '😀' at byte 1 is not a letter, digit or hyphen [U1]`},
		{label.CheckLDH("a\u200B", false), `label: U+200B '\u200b' at byte 1 is not a letter, digit or hyphen [U1]`},
		{label.CheckLDH("a\x00", false), `label: U+0000 '\x00' at byte 1 is not a letter, digit or hyphen [U1]`},
		{label.CheckLDH("ab\xff", false), `label: invalid UTF-8 at byte 2 is not a letter, digit or hyphen [U1]`},
		{label.CheckHyphenEnds("-ab"), `label: label starts with a hyphen [V3]`},
		{label.CheckHyphenEnds("ab-"), `label: label ends with a hyphen (byte 2) [V3]`},
		{label.CheckHyphen34("ab--c"), `label: label has hyphens in the third and fourth positions (byte 2) [V2]`},
		{label.CheckLength(""), `label: empty label [A4_2]`},
		{label.CheckLength(strings.Repeat("a", 64)), `label: label is 64 octets long, more than 63 [A4_2]`},
		{label.CheckNameLength(""), `label: empty name [A4_1]`},
		{label.CheckNameLength("."), `label: empty name [A4_1]`},
		{label.CheckNameLength(strings.Repeat("a", 300)), `label: name is 300 octets long without the root dot, more than 253 (byte 253) [A4_1]`},
		{&label.Error{Code: "Z9", Offset: 4}, `label: unknown rule at byte 4 [Z9]`},
	}
	for _, tt := range tests {
		if tt.err == nil {
			t.Errorf("want error %q, got nil", tt.want)
			continue
		}
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("message = %s\n\t   want %s", got, tt.want)
		}
	}
}

func TestErrorCode(t *testing.T) {
	tests := []struct {
		err  error
		code rule.Code
	}{
		{label.CheckLDH("a_b", false), rule.U1},
		{label.CheckHyphenEnds("-a"), rule.V3},
		{label.CheckHyphen34("ab--"), rule.V2},
		{label.CheckHyphens("ab-"), rule.V3},
		{label.CheckLength(""), rule.A4_2},
		{label.CheckNameLength(""), rule.A4_1},
	}
	for _, tt := range tests {
		var e *label.Error
		if !errors.As(tt.err, &e) || e.Code != tt.code {
			t.Errorf("errors.As(%v) code = %v, want %v", tt.err, e, tt.code)
		}
		if !strings.HasPrefix(tt.err.Error(), "label: ") {
			t.Errorf("%q lacks the package prefix", tt.err)
		}
	}
}
