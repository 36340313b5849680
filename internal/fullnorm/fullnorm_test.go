package fullnorm

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

var forms = []norm.Form{norm.NFC, norm.NFD, norm.NFKC, norm.NFKD}

// TestLongRuns checks results worked out by hand from UAX #15 for runs of
// more than 30 non-starters, where x/text inserts U+034F.
func TestLongRuns(t *testing.T) {
	acute := "\u0301"   // ccc 230
	grave := "\u0316"   // COMBINING GRAVE ACCENT BELOW, ccc 220
	r := strings.Repeat // shorter lines
	tests := []struct {
		f        norm.Form
		in, want string
	}{
		// a + acute composes; the other 30 acutes stay.
		{norm.NFC, "a" + r(acute, 31), "\u00e1" + r(acute, 30)},
		{norm.NFKC, "a" + r(acute, 31), "\u00e1" + r(acute, 30)},
		{norm.NFD, "\u00e1" + r(acute, 31), "a" + r(acute, 32)},
		{norm.NFKD, "\u00e1" + r(acute, 31), "a" + r(acute, 32)},
		// Canonical ordering moves the 220s before the 230s; then the
		// first acute is not blocked (a lower class lies before it).
		{norm.NFC, "a" + r(acute+grave, 20), "\u00e1" + r(grave, 20) + r(acute, 19)},
		{norm.NFD, "a" + r(acute+grave, 20), "a" + r(grave, 20) + r(acute, 20)},
		// Compatibility: U+FB01 ﬁ is "fi".
		{norm.NFKC, "\ufb01" + r(acute, 31), "f\u00ed" + r(acute, 30)}, // i + acute composes
		{norm.NFC, "\ufb01" + r(acute, 31), "\ufb01" + r(acute, 31)},
		// A joiner already in the text stays where it is.
		{norm.NFC, "a\u034f" + acute, "a\u034f" + acute},
		// Text with a long run that is already normal.
		{norm.NFC, "x" + r(grave, 40), "x" + r(grave, 40)},
	}
	for _, tt := range tests {
		if got := string(Append(tt.f, nil, []byte(tt.in))); got != tt.want {
			t.Errorf("Append(%v, %+q) = %+q, want %+q", tt.f, tt.in, got, tt.want)
		}
		if got := string(AppendString(tt.f, []byte("prefix"), tt.in)); got != "prefix"+tt.want {
			t.Errorf("AppendString(%v, prefix, %+q) = %+q, want prefix%+q", tt.f, tt.in, got, tt.want)
		}
		// The end of dst is not normalized together with text.
		if got := string(Append(tt.f, []byte("e"), []byte("\u0301"))); got != "e\u0301" {
			t.Errorf("Append(%v, \"e\", U+0301) = %+q, want text normalized on its own", tt.f, got)
		}
		if !IsNormal(tt.f, []byte(tt.want)) {
			t.Errorf("IsNormal(%v, %+q) = false", tt.f, tt.want)
		}
		if tt.in != tt.want && IsNormal(tt.f, []byte(tt.in)) {
			t.Errorf("IsNormal(%v, %+q) = true", tt.f, tt.in)
		}
	}
}

// randomText returns a random string of up to n code points, mostly
// letters and combining marks, with the odd Hangul jamo and compatibility
// character, and sometimes a long run of marks.
func randomText(rng *rand.Rand, n int) string {
	ranges := [][2]rune{
		{'a', 'z'}, {0xC0, 0x17F}, {0x300, 0x36F}, {0x591, 0x5C7}, {0x610, 0x61A},
		{0x900, 0x97F}, {0x1100, 0x11FF}, {0xAC00, 0xAC40}, {0x1DC0, 0x1DFF},
		{0x2460, 0x24FF}, {0xFB00, 0xFB06}, {0x3099, 0x309A}, {0x1D15E, 0x1D164},
	}
	var b []byte
	count := 1 + rng.IntN(n)
	for i := 0; i < count; i++ {
		rg := ranges[rng.IntN(len(ranges))]
		c := rg[0] + rune(rng.IntN(int(rg[1]-rg[0]+1)))
		if !unicode.In(c, unicode.L, unicode.M, unicode.N, unicode.S) {
			continue
		}
		b = utf8.AppendRune(b, c)
		if rng.IntN(50) == 0 {
			// A long run of marks of mixed classes.
			for range 25 + rng.IntN(20) {
				b = utf8.AppendRune(b, 0x300+rune(rng.IntN(0x70)))
			}
		}
	}
	return string(b)
}

// TestMatchesXText checks Append against x/text wherever x/text inserts no
// joiner (which is exact there), and appendLong against x/text on short
// text, for all four forms.
func TestMatchesXText(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 46))
	for range 30000 {
		s := randomText(rng, 12)
		for _, f := range forms {
			want := f.String(s)
			got := string(Append(f, nil, []byte(s)))
			if !strings.Contains(want, cgj) && got != want {
				t.Fatalf("Append(%v, %+q) = %+q, x/text %+q", f, s, got, want)
			}
			if IsNormal(f, []byte(got)) != true {
				t.Fatalf("IsNormal(%v, Append(%+q) = %+q) = false", f, s, got)
			}
			if again := string(Append(f, nil, []byte(got))); again != got {
				t.Fatalf("Append(%v) not idempotent on %+q: %+q then %+q", f, s, got, again)
			}
			if strings.Contains(want, cgj) {
				continue
			}
			if long := string(appendLong(f, nil, []byte(s))); long != want {
				t.Fatalf("appendLong(%v, %+q) = %+q, x/text %+q", f, s, long, want)
			}
		}
	}
}

// TestLinear checks that a long run costs no more than a little over
// linear work: 100,000 marks after a letter (x/text alone would insert a
// joiner every 30).
func TestLinear(t *testing.T) {
	s := "a" + strings.Repeat("\u0316\u0301", 50000)
	got := Append(norm.NFC, nil, []byte(s))
	want := "\u00e1" + strings.Repeat("\u0316", 50000) + strings.Repeat("\u0301", 49999)
	if string(got) != want {
		t.Fatalf("NFC of a long run: %d bytes, want %d", len(got), len(want))
	}
}
