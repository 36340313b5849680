package punycode

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"unicode/utf8"
)

// TestEncodeLongAgainstLarge checks the Punycode-only long encoder
// (long.go), through AppendEncode and AppendEncodeRunes, against the
// rune path, encode, on random inputs of sizes on both sides of
// every threshold: maxShort code points (where the package-level functions
// switch to it), 64 * 64 positions (where the tree over words gains a
// level) and the radix sort's 7-bit digits. Results and errors must be the
// same, with the same offsets.
func TestEncodeLongAgainstLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 3))
	// Code point sources: few distinct (many occurrences each), many
	// distinct in one 7-bit digit range or across all three digits, and
	// high ones, whose deltas overflow after a few thousand code points.
	// A slice, not a map, so that every run draws the same inputs.
	sources := []struct {
		name string
		src  func() rune
	}{
		{"few", func() rune { return []rune("éèàçüöñß")[rng.IntN(8)] }},
		{"cjk", func() rune { return rune(0x4E00 + rng.IntN(20000)) }},
		{"block", func() rune { return rune(0x4E00 + rng.IntN(128)) }},
		{"any", func() rune { return randomScalar(rng) }},
		{"high", func() rune { return rune(0x10FFFF - rng.IntN(4)) }},
		{"ladder", func() rune { return rune(0x80 + rng.IntN(3)<<7 + rng.IntN(3)<<14) }},
		// Many low code points, then a pass for a high one: its first
		// delta overflows once there are about 4000 code points below it.
		{"jump", func() rune {
			if rng.IntN(64) == 0 {
				return rune(0x10FFFF - rng.IntN(2))
			}
			return 0xE9
		}},
	}
	sizes := []int{maxShort + 1, maxShort + 2, 100, 127, 128, 129, 1000, 4095, 4096, 4097, 4161, 9000}
	basicShares := []int{0, 1, 2, 8} // in eighths
	failures := 0
	for _, source := range sources {
		name, src := source.name, source.src
		for _, n := range sizes {
			for _, share := range basicShares {
				rs := make([]rune, n)
				for i := range rs {
					if rng.IntN(8) < share {
						rs[i] = rune(rng.IntN(utf8.RuneSelf))
					} else {
						rs[i] = src()
					}
				}
				label := fmt.Sprintf("%s/%d/%d", name, n, share)
				want, wantErr := encode([]byte("x"), rs, nil, nil)
				got, err := AppendEncodeRunes([]byte("x"), rs)
				if !sameEncoding(got, err, want, wantErr) {
					t.Fatalf("%s: AppendEncodeRunes = %.40q, %v; encode %.40q, %v", label, got, err, want, wantErr)
				}
				if wantErr != nil {
					failures++
					// Offsets in bytes for the string form.
					wantErr = byteOffsetError(wantErr, string(rs))
				}
				got, err = AppendEncode([]byte("x"), string(rs))
				if !sameEncoding(got, err, want, wantErr) {
					t.Fatalf("%s: AppendEncode = %.40q, %v; encode %.40q, %v", label, got, err, want, wantErr)
				}
			}
		}
	}
	if failures == 0 {
		t.Error("no input failed: the errors were not compared")
	}
}

// sameEncoding reports whether a call gave the result want, wantErr, and
// the same error offset.
func sameEncoding(got []byte, err error, want []byte, wantErr error) bool {
	if wantErr != nil {
		var e, w *Error
		return errors.As(err, &e) && errors.As(wantErr, &w) && *e == *w && string(got) == "x"
	}
	return err == nil && slices.Equal(got, want)
}

// randomScalar returns a random Unicode scalar value, non-basic.
func randomScalar(rng *rand.Rand) rune {
	for {
		r := rune(0x80 + rng.IntN(utf8.MaxRune-0x7F))
		if utf8.ValidRune(r) {
			return r
		}
	}
}

// TestRadixSort checks radixSort against slices.Sort on keys with few and
// many distinct code points.
func TestRadixSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for _, n := range []int{0, 1, 2, 17, 64, 1000} {
		for _, distinct := range []int{1, 3, 1 << 21} {
			keys := make([]uint64, n)
			for i := range keys {
				keys[i] = sortKey(uint32(rng.IntN(distinct)), i)
			}
			want := slices.Clone(keys)
			slices.Sort(want)
			tmp := make([]uint64, n)
			if radixSort(keys, tmp); !slices.Equal(keys, want) {
				t.Fatalf("%d keys, %d distinct: not sorted", n, distinct)
			}
		}
	}
}

// TestEncodeLongInvalidUTF8 checks that AppendEncode fails on long input
// with invalid UTF-8 (a surrogate, an overlong form, a stray continuation
// byte, a truncated sequence) at the offset of its first bad byte, wherever
// it is, and writes nothing.
func TestEncodeLongInvalidUTF8(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	bad := []string{"\xED\xA0\x80", "\xE0\x80\x80", "\xC0\xAF", "\x80", "\xE4\xB8", "\xF4\x90\x80\x80", "\xFF"}
	for _, n := range []int{maxShort + 1, 100, 3000} {
		for _, b := range bad {
			for range 20 {
				rs := make([]rune, n)
				for i := range rs {
					rs[i] = []rune{'a', 0xE9, 0x4E2D, 0x1F600}[rng.IntN(4)]
				}
				at := rng.IntN(n + 1)
				s := string(rs[:at]) + b + string(rs[at:])
				want := len(string(rs[:at]))
				got, err := AppendEncode([]byte("x"), s)
				var e *Error
				if !errors.As(err, &e) || e.Err != ErrInvalidUTF8 || e.Offset != want || string(got) != "x" {
					t.Fatalf("%d code points, %q at %d: got %q, %v; want ErrInvalidUTF8 at %d", n, b, at, got, err, want)
				}
			}
		}
	}
}

// TestDecodeBudgetAgainstDirect checks decodeWith, which inserts directly
// until its budget runs out and then places the remaining insertions with a
// Fenwick tree, against pDecode (no budget) on random encodings, with
// budgets that run out at the first insertion, early, late and never, and
// with a prefix already in the output. Errors must be the same, with the
// same offsets.
func TestDecodeBudgetAgainstDirect(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 2))
	var inputs []string
	for _, n := range []int{1, 10, 65, 300, 2000} {
		for _, distinct := range []int{3, 300, 5000} {
			rs := make([]rune, n)
			for i := range rs {
				if rng.IntN(4) == 0 {
					rs[i] = rune('a' + rng.IntN(26))
				} else {
					rs[i] = rune(0x4E00 + rng.IntN(distinct))
				}
			}
			enc, err := Encode(string(rs))
			if err != nil {
				t.Fatal(err)
			}
			inputs = append(inputs, enc)
			// Broken forms: truncated, a bad digit, an overflow.
			cut := enc[:rng.IntN(len(enc)+1)]
			inputs = append(inputs, cut, cut+"!"+enc[len(cut):], cut+"99999999"+enc[len(cut):])
		}
	}
	inputs = append(inputs, "a", "aaaaaaaa", "ab-cd", "-", "99999999")
	for _, s := range inputs {
		want, wantErr := pDecode([]rune("p"), s)
		for _, budget := range []int{0, 1, 7, 100, 5000, len(s) * directBudget} {
			got, err := decodeBudget([]rune("p"), s, budget)
			if wantErr != nil {
				var e, w *Error
				if !errors.As(err, &e) || !errors.As(wantErr, &w) || *e != *w {
					t.Fatalf("budget %d, %.40q: error %v, want %v", budget, s, err, wantErr)
				}
				continue
			}
			if err != nil || !slices.Equal(got, want) {
				t.Fatalf("budget %d, %.40q: %q, %v; want %q", budget, s, string(got), err, string(want))
			}
		}
	}
}

// TestSortKeys checks sortKeys (insertion up to 16 keys, radixSort above)
// against slices.Sort at every length up to maxShort and beyond, on keys in
// random, ascending and descending order.
func TestSortKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	for n := 0; n <= maxShort+2; n++ {
		for order := range 3 {
			keys := make([]uint64, n)
			for i := range keys {
				keys[i] = sortKey(uint32(rng.IntN(1<<21)), i)
			}
			switch order {
			case 1:
				slices.Sort(keys)
			case 2:
				slices.Sort(keys)
				slices.Reverse(keys)
			}
			want := slices.Clone(keys)
			slices.Sort(want)
			if sortKeys(keys, make([]uint64, n)); !slices.Equal(keys, want) {
				t.Fatalf("%d keys, order %d: not sorted", n, order)
			}
		}
	}
}
