package spoof_test

import (
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/internal/fullnorm"
	"github.com/xn-go/xn/spoof"
)

func TestSkeleton(t *testing.T) {
	// Expected values follow confusables.txt entries that are the same in
	// 15.0.0 and 17.0.0.
	tests := []struct{ in, want string }{
		{"", ""},
		{"paypal", "paypal"},
		{"p\u0430ypal", "paypal"}, // U+0430 → a
		{"\u0455\u0441\u043e\u0440\u0435", "scope"}, // ѕ с о р е → s c o p e
		{"m", "rn"}, // m → r n
		{"rn", "rn"},
		{"1", "l"},
		{"I", "l"},
		{"0", "O"},
		{"g\u03bfogle", "google"},   // Greek omicron → o
		{"\u0131", "i"},             // dotless i → i
		{"pay\u200bpal", "paypal"},  // default ignorable removed
		{"pay\u00adpal", "paypal"},  // soft hyphen removed
		{"\ufe0fa", "a"},            // variation selector removed
		{"\u00e9", "e\u0301"},       // NFD
		{"e\u0301", "e\u0301"},      // already NFD
		{"\u1e69", "s\u0323\u0307"}, // NFD with canonical reordering of the marks
		{"\u01c4", "DZ\u030c"},      // DŽ → D Ž, then the last NFD decomposes Ž
		{"\xff", "\ufffd"},          // invalid UTF-8 counts as U+FFFD
	}
	for _, tt := range tests {
		if got := spoof.Skeleton(tt.in); got != tt.want {
			t.Errorf("Skeleton(%+q) = %+q, want %+q", tt.in, got, tt.want)
		}
	}
}

func TestConfusable(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"paypal", "p\u0430ypal", true},
		{"rn", "m", true},
		{"modern", "rnodern", true},
		{"apple", "\u0430\u0440\u0440l\u0435", true},
		{"scope", "\u0455\u0441\u043e\u0440\u0435", true},
		{"google", "g\u03bfogle", true},
		{"caf\u00e9", "cafe\u0301", true},      // canonically equivalent
		{"caf\u00e9", "caf\u0435\u0301", true}, // Cyrillic е with combining acute
		{"paypal", "pay\u200bpal", true},
		{"l1I", "lll", true},
		{"paypal", "paypa", false},
		{"apple", "apples", false},
		{"bücher", "bucher", false},
		{"\u043f\u0440\u0438\u043c\u0435\u0440", "npnmep", false},
	}
	for _, tt := range tests {
		if got := spoof.Confusable(tt.a, tt.b); got != tt.want {
			t.Errorf("Confusable(%+q, %+q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
		if got := spoof.Confusable(tt.b, tt.a); got != tt.want {
			t.Errorf("Confusable(%+q, %+q) = %v, want %v", tt.b, tt.a, got, tt.want)
		}
	}
}

func TestSkeletonVersions(t *testing.T) {
	// CYRILLIC SMALL LETTER PALOCHKA maps to i in 15.0.0 and to l in 17.0.0.
	want := map[string]string{"15.0.0": "appie", "17.0.0": "apple"}[spoof.UnicodeVersion]
	if got := spoof.Skeleton("\u0430\u0440\u0440\u04cf\u0435"); got != want {
		t.Errorf("Skeleton(Cyrillic apple) = %q, want %q with Unicode %s", got, want, spoof.UnicodeVersion)
	}
}

// TestSkeletonNormalization checks that canonically equivalent strings have
// the same skeleton, as step 1 of the algorithm guarantees.
func TestSkeletonNormalization(t *testing.T) {
	for _, s := range []string{"caf\u00e9", "\u1e69\u0301", "\uac00\u11a8", "\u0958\u093c", "\u212b", "a\u0328\u0301"} {
		sk := spoof.Skeleton(s)
		for _, f := range []norm.Form{norm.NFC, norm.NFD} {
			if got := spoof.Skeleton(string(fullnorm.AppendString(f, nil, s))); got != sk {
				t.Errorf("Skeleton(%+q) = %+q but Skeleton of its normal form = %+q", s, sk, got)
			}
		}
	}
}

// TestSkeletonXTextIterPanics pins two inputs on which norm.Iter of
// golang.org/x/text v0.43.0 panics (a nil pointer in reorderBuffer.doFlush,
// and an index out of range in insertOrdered), which Skeleton once used;
// FuzzSkeleton found them. The skeleton must come back in NFD.
func TestSkeletonXTextIterPanics(t *testing.T) {
	for _, s := range []string{
		"a\uff9e\u0651\u09be",
		"\u00a8\u0f73\u059a\u05b3\u0e38\u1dfa\u05b3\u05b1\u064c\u05b2\u05bc\u302e\u05b5\u0619\u05c2\U00016ff0\u1dfa\u093c\ufb1e\u0618\u05b1\u0652\u0315\u05b2\u0619\u05b0\u0670\u1dfa\u05b4\u05bf\u1f82\u035d\u061a\u059a\u0340\U00016ff0\u05b0\u05bd\u0f74\u1dfa\u0321\u05b7\u05b0\u05bf\u0618\u0344\u0f74\u05bf\u05b1\u1dce\u05b4\u05c2\u0618\u05b6\ufb1e\u0f74\u0344\u031b",
	} {
		sk := spoof.Skeleton(s)
		if !fullnorm.IsNormal(norm.NFD, []byte(sk)) {
			t.Errorf("Skeleton(%+q) = %+q, not in NFD", s, sk)
		}
	}
}

// TestSkeletonLongRuns checks that a run of more than 30 combining marks
// gets the skeleton of its exact NFD (UAX #15), with no U+034F that x/text
// would insert: "a" and 31 U+0301 decompose to themselves, and no step of
// the skeleton changes a or U+0301.
func TestSkeletonLongRuns(t *testing.T) {
	s := "a" + strings.Repeat("\u0301", 31)
	if got := spoof.Skeleton(s); got != s {
		t.Errorf("Skeleton(a + 31 U+0301) = %+q, want the input", got)
	}
	if !spoof.Confusable("\u00e1"+strings.Repeat("\u0301", 30), s) {
		t.Error("a + 31 U+0301 and its NFC form are not confusable")
	}
}
