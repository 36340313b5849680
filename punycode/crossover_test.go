package punycode

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// BenchmarkCrossover compares the short encoder (up to maxShort code points)
// with the long one (long.go), and the direct decoder with the O(n log n)
// placement of large.go, on inputs of
// n code points, to check the choice of maxShort and decodeDirectMax:
//
//	go test ./punycode -run '^$' -bench Crossover -benchmem
//
// "distinct" has n distinct code points in random order (the most passes
// for the direct encoder), "descending" inserts each code point in front
// (the most copying for the direct decoder), "latin" is Latin text with a
// few accented letters.
func BenchmarkCrossover(b *testing.B) {
	for _, n := range []int{16, 64, 256, 1024, 2048} {
		rng := rand.New(rand.NewPCG(1, uint64(n)))
		distinct := make([]rune, n)
		descending := make([]rune, n)
		latin := make([]rune, n)
		for i := range n {
			distinct[i] = rune(0x4E00 + i)
			descending[i] = rune(0x4E00 + n - i)
			latin[i] = rune('a' + rng.IntN(26))
			if rng.IntN(8) == 0 {
				latin[i] = []rune("éèàçüöñß")[rng.IntN(8)]
			}
		}
		rng.Shuffle(n, func(i, j int) { distinct[i], distinct[j] = distinct[j], distinct[i] })
		for _, in := range []struct {
			name string
			rs   []rune
		}{{"distinct", distinct}, {"descending", descending}, {"latin", latin}} {
			encBytes, err := encode(nil, in.rs, nil, nil)
			if err != nil {
				b.Fatal(err)
			}
			enc := string(encBytes)
			dst := make([]byte, 0, 2*len(enc))
			out := make([]rune, 0, n)
			if n <= maxShort {
				b.Run(fmt.Sprintf("encode/%s/%d/short", in.name, n), func(b *testing.B) {
					b.ReportAllocs()
					for b.Loop() {
						AppendEncodeRunes(dst, in.rs)
					}
				})
			}
			b.Run(fmt.Sprintf("encode/%s/%d/long", in.name, n), func(b *testing.B) {
				b.ReportAllocs()
				buf := newLongBuffers(len(in.rs), len(in.rs))
				for b.Loop() {
					buf.keys = buf.keys[:0]
					clear(buf.words)
					clear(buf.tree)
					for j, r := range in.rs {
						if r < 0x80 {
							buf.words[j>>6] |= 1 << (j & 63)
						} else {
							buf.keys = append(buf.keys, uint64(r)<<32|uint64(j))
						}
					}
					encodeDeltas(dst, 0, buf, len(in.rs), nil, nil)
				}
			})
			b.Run(fmt.Sprintf("decode/%s/%d/direct", in.name, len(enc)), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					decodeWith(out, enc, false, nil, math.MaxInt)
				}
			})
			b.Run(fmt.Sprintf("decode/%s/%d/large", in.name, len(enc)), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					decodeWith(out, enc, false, nil, directBudget*len(enc))
				}
			})
		}
	}
}

// TestDivide checks divide against the division operator for every divisor
// with a reciprocal, on the extremes and on pseudo-random dividends.
func TestDivide(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for d := uint32(1); d < recipLen+2; d++ {
		xs := []uint32{0, 1, d - 1, d, d + 1, 1<<31 - 1, 1 << 31, 1<<32 - 2, 1<<32 - 1}
		for range 2000 {
			xs = append(xs, rng.Uint32(), rng.Uint32N(1<<16))
		}
		for _, x := range xs {
			if got := divide(x, d); got != x/d {
				t.Fatalf("divide(%d, %d) = %d, want %d", x, d, got, x/d)
			}
		}
	}
}

// TestAppendUTF8 checks appendUTF8 against the standard library at every
// length boundary of UTF-8.
func TestAppendUTF8(t *testing.T) {
	rs := []rune{0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x10FFFF, 'a', 0xE9, 0x4E2D}
	want := "x" + string(rs)
	if got := appendUTF8([]byte("x"), rs); string(got) != want {
		t.Errorf("appendUTF8 = %q, want %q", got, want)
	}
	// A buffer of the exact size is used as it is.
	dst := make([]byte, 1, len(want))
	dst[0] = 'x'
	if got := appendUTF8(dst, rs); string(got) != want || &got[0] != &dst[0] {
		t.Errorf("appendUTF8 with an exact buffer = %q (same array: %v)", got, &got[0] == &dst[0])
	}
}
