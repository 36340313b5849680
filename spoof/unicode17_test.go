package spoof_test

import (
	"slices"
	"testing"

	"github.com/xn-go/xn/spoof"
)

// TestUnicode17Decisions pins what the default policy decides for the names
// whose characters Unicode 17.0.0 (go1.27) restricts although 15.0.0
// allowed them (docs/security-display.md, "Unicode 17.0").
func TestUnicode17Decisions(t *testing.T) {
	tests := []struct {
		name       string
		want15     []string
		want17     []string
		regional17 []string // with AllowRegionalCharacters off
	}{
		// Han Extension B (𠮷野家) and A (㐀): shown under the CJK ccTLDs.
		{"\U00020bb7\u91ce\u5bb6.jp", nil, nil, []string{"0:restricted-character"}},
		{"\U00020bb7\u91ce\u5bb6.com", nil, []string{"0:restricted-character"}, []string{"0:restricted-character"}},
		{"\u3400\u4e00\u4e8c.cn", nil, nil, []string{"0:restricted-character"}},
		{"\u3400\u5b57.\u9999\u6e2f", nil, nil, []string{"0:restricted-character"}},
		// Bopomofo, alone and with Han (Hanb): shown under .tw and .台灣.
		{"\u3105\u3106\u3107.tw", nil, nil, []string{"0:restricted-character"}},
		{"\u4e2d\u6587\u3105.\u53f0\u7063", nil, nil, []string{"0:restricted-character"}},
		{"\u3105\u3106\u3107.com", nil, []string{"0:restricted-character"}, []string{"0:restricted-character"}},
		{"\u3105\u3106\u3107.jp", nil, []string{"0:restricted-character"}, []string{"0:restricted-character"}},
		// Decided against: Gurmukhi digits, Shan digits and archaic Georgian
		// letters follow the 17.0.0 data, even under their own ccTLDs.
		{"\u0a2a\u0a70\u0a1c\u0a3e\u0a2c\u0a67\u0a68.in", nil, []string{"0:restricted-character"}, []string{"0:restricted-character"}},
		{"\u1000\u1091\u1092.mm", nil, []string{"0:restricted-character"}, []string{"0:restricted-character"}},
		{"\u10f7\u10d0.ge", nil, []string{"0:restricted-character"}, []string{"0:restricted-character"}},
		// Extension C is not restored: rare, and often missing from fonts.
		{"\U0002a700\u5b57.cn", nil, []string{"0:restricted-character"}, []string{"0:restricted-character"}},
		// Common Han stays shown everywhere.
		{"\u4e2d\u6587.com", nil, nil, nil},
	}
	off := spoof.DefaultPolicy()
	off.AllowRegionalCharacters = false
	for _, tt := range tests {
		want, wantOff := tt.want15, tt.want15
		if spoof.UnicodeVersion == "17.0.0" {
			want, wantOff = tt.want17, tt.regional17
		}
		if got := reasonKeys(spoof.DefaultPolicy().Check(tt.name)); !slices.Equal(got, want) {
			t.Errorf("Unicode %s: Check(%+q) = %v, want %v", spoof.UnicodeVersion, tt.name, got, want)
		}
		if got := reasonKeys(off.Check(tt.name)); !slices.Equal(got, wantOff) {
			t.Errorf("Unicode %s, AllowRegionalCharacters off: Check(%+q) = %v, want %v", spoof.UnicodeVersion, tt.name, got, wantOff)
		}
		if _, _, err := spoof.Display(tt.name); err != nil {
			t.Errorf("Display(%+q): %v", tt.name, err)
		}
	}
}
