package spoof_test

import (
	"testing"

	"github.com/xn-go/xn/spoof"
)

// TestRestrictionLevelBoundaries has, for each level, strings just inside it
// and strings just outside it (in the next level up).
func TestRestrictionLevelBoundaries(t *testing.T) {
	tests := []struct {
		level  spoof.Level
		inside []string
		beyond []string // each is of level+1
	}{
		{spoof.ASCIIOnly,
			[]string{"", "paypal", "xn--80ak6aa92e", "a-b_c", "0123"},
			[]string{"payp\u00e4l", "\u00fc", "\u0661"}},
		{spoof.SingleScript,
			[]string{"b\u00fccher", "\u043f\u0440\u0438\u043c\u0435\u0440", "\u4f8b\u3048", "\u03b4\u03bf\u03ba\u03b9\u03bc\u03ae",
				"\ud55c\uad6d", "\u30c6\u30b9\u30c8", "\u0430\u0440\u0440\u04cf\u0435", "\u043f\u0440\u0438\u043c\u0435\u04401",
				"\u0661\u0662", "\u00e9"},
			// Latin with Japanese, Korean or Chinese.
			[]string{"abc\u4f8b\u3048", "han\ud55c\uae00", "abc\u30ab", "abc\u4e2d\u6587", "\u00e9\u4e2d"}},
		{spoof.HighlyRestrictive,
			[]string{"abc\u4f8b\u3048", "han\ud55c\uae00", "abc\u4e2d\u6587\u3042\u30a2", "tokyo\u6771\u4eac"},
			// Latin with one Recommended script other than Cyrillic and Greek.
			[]string{"abc\u0627", "abc\u0905", "abc\u10eb", "abc\u05d0", "abc\u0e01"}},
		{spoof.ModeratelyRestrictive,
			[]string{"abc\u0627", "abc\u0905", "abc\u10ebef", "\u00e9\u0627"},
			// Latin with Cyrillic or Greek, or with two other scripts.
			[]string{"p\u0430ypal", "g\u03bfogle", "abc\u0627\u0905", "\u0430\u03b1", "\u30ab\ud55c", "abc\u30ab\ud55c"}},
		{spoof.MinimallyRestrictive,
			[]string{"p\u0430ypal", "\u03c1\u0430\u0443", "abc\u0627\u0905"},
			// A character outside the identifier profile.
			[]string{"p\u0430ypa\u0251", "\u0251", "\u13a0", "a\u200bb", "a!b", "A B", "\x00"}},
	}
	for _, tt := range tests {
		for _, s := range tt.inside {
			if got := spoof.RestrictionLevel(s); got != tt.level {
				t.Errorf("RestrictionLevel(%+q) = %v, want %v", s, got, tt.level)
			}
		}
		for _, s := range tt.beyond {
			if got := spoof.RestrictionLevel(s); got != tt.level+1 {
				t.Errorf("RestrictionLevel(%+q) = %v, want %v", s, got, tt.level+1)
			}
		}
	}
}

func TestRestrictionLevelVersions(t *testing.T) {
	// Latin + Han + Bopomofo is a Highly Restrictive combination, but
	// Unicode 17.0.0 made Bopomofo letters Limited_Use, hence Restricted.
	want := map[string]spoof.Level{"15.0.0": spoof.HighlyRestrictive, "17.0.0": spoof.Unrestricted}[spoof.UnicodeVersion]
	if got := spoof.RestrictionLevel("abc\u4e2d\u3105"); got != want {
		t.Errorf("RestrictionLevel(Latin+Han+Bopomofo) = %v, want %v with Unicode %s", got, want, spoof.UnicodeVersion)
	}
	wantSingle := map[string]spoof.Level{"15.0.0": spoof.SingleScript, "17.0.0": spoof.Unrestricted}[spoof.UnicodeVersion]
	if got := spoof.RestrictionLevel("\u4e2d\u3105"); got != wantSingle {
		t.Errorf("RestrictionLevel(Han+Bopomofo) = %v, want %v with Unicode %s", got, wantSingle, spoof.UnicodeVersion)
	}
}

func TestMixedScriptVersions(t *testing.T) {
	// ScriptExtensions.txt of 17.0.0 gives U+00B7 MIDDLE DOT explicit
	// extensions (Latin, Greek and others, not Cyrillic); in 15.0.0 it is
	// plain Common.
	want := map[string]bool{"15.0.0": false, "17.0.0": true}[spoof.UnicodeVersion]
	if got := spoof.IsMixedScript("\u00b7\u0430"); got != want {
		t.Errorf("IsMixedScript(middle dot + Cyrillic) = %v, want %v with Unicode %s", got, want, spoof.UnicodeVersion)
	}
}

func TestRestrictionLevelInvalid(t *testing.T) {
	for _, s := range []string{"\xff", "abc\xc3", "\xed\xa0\x80", "p\u0430y\xffpal"} {
		if got := spoof.RestrictionLevel(s); got != spoof.Unrestricted {
			t.Errorf("RestrictionLevel(%+q) = %v, want unrestricted", s, got)
		}
	}
}

func TestLevelString(t *testing.T) {
	tests := []struct {
		l    spoof.Level
		want string
	}{
		{spoof.ASCIIOnly, "ASCII-only"},
		{spoof.SingleScript, "single script"},
		{spoof.HighlyRestrictive, "highly restrictive"},
		{spoof.ModeratelyRestrictive, "moderately restrictive"},
		{spoof.MinimallyRestrictive, "minimally restrictive"},
		{spoof.Unrestricted, "unrestricted"},
		{spoof.Level(9), "Level(9)"},
	}
	for _, tt := range tests {
		if got := tt.l.String(); got != tt.want {
			t.Errorf("Level(%d).String() = %q, want %q", tt.l, got, tt.want)
		}
	}
}

func TestIsMixedScript(t *testing.T) {
	tests := []struct {
		s    string
		want bool
	}{
		{"", false},
		{"paypal", false},
		{"123-456", false},
		{"\u043f\u0440\u0438\u043c\u0435\u0440", false},
		{"\u4f8b\u3048", false},        // Han + Hiragana resolve to Jpan
		{"\u4e2d\ud55c", false},        // Han + Hangul resolve to Kore
		{"\u30fc\u30a2", false},        // prolonged sound mark (Hira Kana) + Katakana
		{"\u0661\u0627", false},        // Arabic-Indic digit (Arab Thaa Yezi) + Arabic
		{"\u0301a", false},             // Inherited + Latin
		{"p\u0430ypal", true},          // Latin + Cyrillic
		{"g\u03bfogle", true},          // Latin + Greek
		{"abc\u4f8b", true},            // Latin + Han
		{"\u30ab\ud55c", true},         // Katakana + Hangul
		{"\u0661a", true},              // Arabic-Indic digit + Latin
		{"\u3042\u3105", true},         // Hiragana + Bopomofo
		{"\u00b7a", false},             // middle dot + Latin
		{"a\u0300\u0301\u0302", false}, // marks inherit
	}
	for _, tt := range tests {
		if got := spoof.IsMixedScript(tt.s); got != tt.want {
			t.Errorf("IsMixedScript(%+q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

func TestIsWholeScriptConfusable(t *testing.T) {
	tests := []struct {
		s    string
		want bool
	}{
		{"\u0430\u0440\u0440\u04cf\u0435", true},        // Cyrillic "apple"
		{"\u0455\u0441\u043e\u0440\u0435", true},        // Cyrillic "scope"
		{"\u0441\u043e\u0441\u043e", true},              // Cyrillic "coco"
		{"\u0430\u0440\u0440\u04cf\u04351", true},       // with an ASCII digit
		{"\u0430-\u0430", true},                         // with a hyphen
		{"\u03bf\u03bf\u03bf", true},                    // Greek "ooo"
		{"\u0431\u0431", true},                          // Cyrillic be looks like 6
		{"\u043f\u0440\u0438\u043c\u0435\u0440", false}, // пример: п, и, м have no ASCII look-alike
		{"\u03b4\u03bf\u03ba\u03b9\u03bc\u03ae", false}, // δοκιμή
		{"apple", false},                                // ASCII
		{"\u0131l\u0131k", false},                       // Latin, not whole-script
		{"p\u0430ypal", false},                          // mixed-script
		{"\u4f8b\u3048", false},
		{"\u0661", true},  // Arabic-Indic one looks like l
		{"\u0662", false}, // Arabic-Indic two has no ASCII look-alike
		{"", false},
	}
	for _, tt := range tests {
		if got := spoof.IsWholeScriptConfusable(tt.s); got != tt.want {
			t.Errorf("IsWholeScriptConfusable(%+q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}
