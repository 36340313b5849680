package punycode

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestDecodeDirectThenPlaced checks decodeWith on long input, which inserts
// directly until its budget of moved code points runs out and places the
// rest with a Fenwick tree, against the direct decoder alone, with and
// without mixed-case flags, on inputs that run out of budget early, late
// and never; and Decode, which takes decodeWith for such input.
func TestDecodeDirectThenPlaced(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 4))
	// A slice, not a map: the shapes draw from rng in a fixed order, so
	// that every run tests the same inputs.
	shapes := []struct {
		name  string
		shape func(n int) []rune
	}{
		// Each code point after the previous one: never out of budget.
		{"ascending", func(n int) []rune {
			rs := make([]rune, n)
			for i := range rs {
				rs[i] = rune(0x4E00 + i)
			}
			return rs
		}},
		// Random positions: out of budget after a few insertions.
		{"shuffled", func(n int) []rune {
			rs := make([]rune, n)
			for i := range rs {
				rs[i] = rune(0x4E00 + i)
			}
			rng.Shuffle(n, func(i, j int) { rs[i], rs[j] = rs[j], rs[i] })
			return rs
		}},
		// Ascending text with letters, then a few code points of low
		// value far before the end, inserted first; then code points
		// inserted at the front: out of budget late.
		{"late", func(n int) []rune {
			rs := make([]rune, 0, n)
			for i := range n - n/8 {
				if i%5 == 0 {
					rs = append(rs, rune('a'+i%26))
				} else {
					rs = append(rs, rune(0x4E00+i))
				}
			}
			for i := range n / 8 {
				rs = append(rs, rune(0x20000-i))
			}
			slices.Reverse(rs[n-n/8:])
			front := slices.Clone(rs[n-n/8:])
			return append(front, rs[:n-n/8]...)
		}},
		{"repeated", func(n int) []rune {
			rs := make([]rune, n)
			for i := range rs {
				rs[i] = rune(0xE0 + rng.IntN(3))
				if rng.IntN(4) == 0 {
					rs[i] = rune('a' + rng.IntN(26))
				}
			}
			return rs
		}},
	}
	tested := 0 // inputs long enough for the budget
	for _, sh := range shapes {
		name := sh.name
		for _, n := range []int{400, 2000, 9000} {
			rs := sh.shape(n)
			upper := make([]bool, len(rs))
			for i := range upper {
				upper[i] = rng.IntN(3) == 0
			}
			enc, err := EncodeMixedCase(string(rs), upper)
			if err != nil {
				t.Fatalf("%s %d: %v", name, n, err)
			}
			if len(enc) <= decodeDirectMax {
				continue
			}
			tested++
			for _, flags := range []bool{false, true} {
				want, err := decodeWith(nil, enc, flags, nil, math.MaxInt)
				if err != nil {
					t.Fatalf("%s %d direct: %v", name, n, err)
				}
				got, err := decodeWith([]rune("prefix"), enc, flags, nil, directBudget*len(enc))
				if err != nil {
					t.Fatalf("%s %d: %v", name, n, err)
				}
				gotUpper, wantUpper := splitFlags(got[len("prefix"):]), splitFlags(want)
				// Basic code points come out in the case of their flags.
				if string(got) != "prefix"+string(want) || !strings.EqualFold(string(want), string(rs)) {
					t.Fatalf("%s %d flags %v: decodes differently", name, n, flags)
				}
				if flags && !slices.Equal(gotUpper, wantUpper) {
					t.Fatalf("%s %d: mixed-case flags differ", name, n)
				}
			}
			// Decode tries the direct decoder with a budget first.
			want, _ := decodeWith(nil, enc, false, nil, math.MaxInt)
			if d, err := Decode(enc); err != nil || d != string(want) {
				t.Fatalf("%s %d: Decode: %v", name, n, err)
			}
		}
	}
	if tested < 2*len(shapes) {
		t.Fatalf("%d inputs over %d bytes, want at least %d", tested, decodeDirectMax, 2*len(shapes))
	}
}
