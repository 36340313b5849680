package punycode

import (
	"math/bits"
	"slices"
)

// This file holds the O(n log n) forms of the encoder and decoder, used for
// inputs longer than maxShort code points or decodeDirectMax bytes. They
// compute the same deltas, digits, errors and trace steps as the forms in
// engine.go:
//
//   - The decoder of RFC 3492 section 6.2 inserts each code point into the
//     output, which moves O(n) code points per insertion. The state
//     variables n, i and bias do not depend on the output's contents, only
//     on its length, so the decoders, past their budget, record each further
//     insertion (code point, index), and insertions.place puts them all in
//     at the end, last first: the code point of insertion j ends at the
//     index[j]-th position still free after the later insertions are
//     placed. A Fenwick tree finds that position in O(log n).
//   - The encoder of section 6.3 scans the whole input once per distinct
//     code point; pEncodeLong and Codec.encode (long.go, loops_gen.go) sort
//     the code points instead, and count the handled ones with a bitset
//     and a Fenwick tree over its words.
//
// The package-level functions use the Punycode-only forms instead:
// pDecodeBudget and pEncodeLong (loops_gen.go).

// fenwick is a binary indexed tree over positions 0..len(t)-2 holding
// counts; t[0] is unused.
type fenwick struct {
	t     []int32
	steps int // iterations of the loops below, for the work count (workHook)
}

// newFenwick returns a tree holding count(p) at each position p < n.
func newFenwick(n int, count func(p int) int32) *fenwick {
	t := make([]int32, n+1)
	for i := 1; i <= n; i++ {
		t[i] += count(i - 1)
		if j := i + i&-i; j <= n {
			t[j] += t[i]
		}
	}
	return &fenwick{t: t, steps: n}
}

// add adds v at position p.
func (f *fenwick) add(p int, v int32) {
	t := f.t
	for i := p + 1; i < len(t); i += i & -i {
		t[i] += v
		f.steps++
	}
}

// find returns the least position p with prefix(p+1) > k, for counts of 0
// and 1: the position of the k-th one, counting from 0.
func (f *fenwick) find(k int32) int {
	t, pos := f.t, 0
	for step := 1 << (bits.Len(uint(len(t)-1)) - 1); step > 0; step >>= 1 {
		if next := pos + step; next < len(t) && t[next] <= k {
			pos = next
			k -= t[next]
		}
		f.steps++
	}
	return pos
}

// insertions records the insertions of the decoder for decodeLarge.
type insertions struct {
	cps   []rune
	at    []uint32
	upper []bool
}

func (r *insertions) init(maxDeltas int, flags bool) {
	r.cps = make([]rune, 0, maxDeltas)
	r.at = make([]uint32, 0, maxDeltas)
	if flags {
		r.upper = make([]bool, 0, maxDeltas)
	}
}

func (r *insertions) add(n rune, i uint32, upper bool) {
	r.cps = append(r.cps, n)
	r.at = append(r.at, i)
	if r.upper != nil {
		r.upper = append(r.upper, upper)
	}
}

// place appends the decoded string to out: the string base (with the
// mixed-case flags baseUpper when wantFlags), built before recording
// started, with the recorded insertions made into it. With wantFlags it also
// returns the mixed-case flags of the appended code points. work is the
// number of steps it took (see workHook).
func (r *insertions) place(out, base []rune, baseUpper []bool, wantFlags bool) (_ []rune, _ []bool, work int) {
	total := len(base) + len(r.cps)
	start := len(out)
	out = slices.Grow(out, total)[:start+total]
	res := out[start:]
	for p := range res {
		res[p] = -1
	}
	var upper []bool
	if wantFlags {
		upper = make([]bool, total)
	}
	free := newFenwick(total, func(int) int32 { return 1 })
	for j := len(r.cps) - 1; j >= 0; j-- {
		p := free.find(int32(r.at[j]))
		free.add(p, -1)
		res[p] = r.cps[j]
		if wantFlags {
			upper[p] = r.upper[j]
		}
	}
	k := 0
	for p := range res {
		if res[p] < 0 {
			res[p] = base[k]
			if wantFlags {
				upper[p] = baseUpper[k]
			}
			k++
		}
	}
	return out, upper, total + free.steps
}

// maxLenFits is a compile-time error if MaxLen ever exceeds maxInt. The
// encoders rely on it: after the last occurrence of a code point, delta is
// at most the number of code points, so adding the handled code points
// after that occurrence cannot overflow.
const maxLenFits = uint32(maxInt - MaxLen)
