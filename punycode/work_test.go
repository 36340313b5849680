package punycode

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestWorkIsNLogN guards against superlinear decoding and encoding without
// timing anything: it counts the elementary steps of each call (workHook)
// on inputs built to be slow for the direct algorithms of RFC 3492, at
// sizes 4 times apart, through every public function that takes long
// inputs. From one size to the next, an O(n log n) algorithm does about
// 4 * 15/13 ≈ 4.6 times the work; a quadratic one (for example the
// inserting decoder used past decodeDirectMax, which moves every code point
// before each insertion at the front, or a Fenwick tree search made linear)
// does 16 times the work; so does the long encoder (encodeDeltas) if its
// count of the positions before another becomes a scan of its bitset,
// O(n^2/64). The paths checked are those that every public function takes
// for long input: decodeWith (inserting, then recording past its budget)
// and encodeDeltas (radix sort, or keys already in order), for the
// package-level functions. The test fails at the first step
// above twice n log n, before it runs the larger sizes, so that a quadratic
// algorithm fails it within seconds instead of running for minutes.
//
// It also fails if a call reports less work than the size of its input,
// which is what a path that does not count at all would do.
func TestWorkIsNLogN(t *testing.T) {
	sizes := []int{4 << 10, 16 << 10, 64 << 10} // bytes of input
	var work int
	workHook = func(w int) { work += w }
	defer func() { workHook = nil }()

	type input struct {
		s    string // the input
		size int    // its size: code points to encode, bytes to decode
	}
	// Inputs of about n bytes.
	descendingRunes := func(n int) []rune {
		rs := make([]rune, n/3) // 3 bytes each in UTF-8
		for i := range rs {
			rs[i] = rune(0x4E00 + len(rs) - i)
		}
		return rs
	}
	distinct := func(n int) string {
		rs := descendingRunes(n)
		rng := rand.New(rand.NewPCG(1, uint64(n)))
		rng.Shuffle(len(rs), func(i, j int) { rs[i], rs[j] = rs[j], rs[i] })
		return string(rs)
	}
	toDecode := map[string]func(n int) input{
		// Every insertion at the front.
		"descending": func(n int) input {
			enc, err := Encode(string(descendingRunes(n)))
			if err != nil {
				t.Fatal(err)
			}
			return input{enc, len(enc)}
		},
		// Each "a" inserts U+0080 after the previous one.
		"a": func(n int) input { return input{strings.Repeat("a", n), n} },
		// A literal portion, then insertions at the front.
		"literal": func(n int) input {
			enc, err := Encode(strings.Repeat("x", n/2) + string(descendingRunes(n/2)))
			if err != nil {
				t.Fatal(err)
			}
			return input{enc, len(enc)}
		},
	}
	toEncode := map[string]func(n int) input{
		"distinct":   func(n int) input { s := distinct(n); return input{s, n / 3} },
		"descending": func(n int) input { return input{string(descendingRunes(n)), n / 3} },
		// Keys already in order: the radix sort returns at once.
		"ascending": func(n int) input {
			rs := descendingRunes(n)
			slices.Reverse(rs)
			return input{string(rs), n / 3}
		},
		"mixed": func(n int) input {
			s := strings.Repeat("ab", n/8) + distinct(n/2)
			return input{s, n/4 + n/6}
		},
	}
	decoders := map[string]func(string) error{
		"Decode":            func(s string) error { _, err := Decode(s); return err },
		"AppendDecode":      func(s string) error { _, err := AppendDecode(nil, s); return err },
		"AppendDecodeRunes": func(s string) error { _, err := AppendDecodeRunes(nil, s); return err },
		"DecodeMixedCase":   func(s string) error { _, _, err := DecodeMixedCase(s); return err },
		"DecodeTrace":       func(s string) error { _, err := DecodeTrace(s, func(Step) {}); return err },
	}
	encoders := map[string]func(string) error{
		"Encode":            func(s string) error { _, err := Encode(s); return err },
		"AppendEncode":      func(s string) error { _, err := AppendEncode(nil, s); return err },
		"AppendEncodeRunes": func(s string) error { _, err := AppendEncodeRunes(nil, []rune(s)); return err },
		"EncodeMixedCase": func(s string) error {
			_, err := EncodeMixedCase(s, make([]bool, len([]rune(s))))
			return err
		},
		"EncodeTrace": func(s string) error { _, err := EncodeTrace(s, func(Step) {}); return err },
	}
	check := func(name string, gen func(int) input, f func(string) error) {
		var prev input
		var prevWork int
		for _, size := range sizes {
			in := gen(size)
			work = 0
			if err := f(in.s); err != nil {
				t.Fatalf("%s on %d: %v", name, in.size, err)
			}
			if work < in.size {
				t.Errorf("%s on %d: work %d, less than the input: a path that does not count", name, in.size, work)
				return
			}
			if limit := 64 * in.size * bits.Len(uint(in.size)); work > limit {
				t.Errorf("%s on %d: work %d > 64 n log2 n = %d", name, in.size, work, limit)
				return
			}
			if prevWork > 0 {
				ratio := float64(work) / float64(prevWork)
				n0, n1 := float64(prev.size), float64(in.size)
				limit := 2 * n1 / n0 * float64(bits.Len(uint(in.size))) / float64(bits.Len(uint(prev.size)))
				if testing.Verbose() {
					fmt.Printf("%-32s %8d %9d  ratio %5.1f (limit %.1f)\n", name, prev.size, in.size, ratio, limit)
				}
				if ratio > limit {
					t.Errorf("%s: work %d on %d, %d on %d: ratio %.1f > %.1f (twice n log n)", name, prevWork, prev.size, work, in.size, ratio, limit)
					return
				}
			}
			prev, prevWork = in, work
		}
	}
	for inName, gen := range toDecode {
		for fName, f := range decoders {
			check(fName+"/"+inName, gen, f)
		}
	}
	for inName, gen := range toEncode {
		for fName, f := range encoders {
			check(fName+"/"+inName, gen, f)
		}
	}
}
