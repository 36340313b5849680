package punycode

import (
	"math/bits"
	"slices"
)

// Past its budget, decodeWith records each insertion (code point, index):
// its state does not depend on the output's contents. place puts them all
// in at the end, last first: the code point of insertion j ends at the
// index[j]-th position still free after the later ones, which a Fenwick
// tree finds in O(log n).

// fenwick is a binary indexed tree over positions 0..len(t)-2 holding
// counts; t[0] is unused.
type fenwick struct {
	t     []int32
	steps int // iterations of the loops below, for the work count (workHook)
}

// newFenwick returns a tree holding 1 at each position p < n.
func newFenwick(n int) *fenwick {
	t := make([]int32, n+1)
	for i := 1; i <= n; i++ {
		t[i]++
		if j := i + i&-i; j <= n {
			t[j] += t[i]
		}
	}
	return &fenwick{t: t, steps: n}
}

// remove subtracts 1 at position p.
func (f *fenwick) remove(p int) {
	t := f.t
	for i := p + 1; i < len(t); i += i & -i {
		t[i]--
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

// insertions are the insertions that decodeWith records past its budget,
// and the string built before.
type insertions struct {
	built []rune
	cps   []rune
	at    []uint32
}

// newInsertions returns a record of at most maxDeltas insertions into a
// copy of built.
func newInsertions(built []rune, maxDeltas int) *insertions {
	return &insertions{slices.Clone(built), make([]rune, 0, maxDeltas), make([]uint32, 0, maxDeltas)}
}

func (r *insertions) add(n rune, i uint32) {
	r.cps = append(r.cps, n)
	r.at = append(r.at, i)
}

// place appends the decoded string to out: the string built before
// recording started, with the recorded insertions made into it. work is
// the number of steps it took (see workHook).
func (r *insertions) place(out []rune) (_ []rune, work int) {
	total := len(r.built) + len(r.cps)
	start := len(out)
	out = slices.Grow(out, total)[:start+total]
	res := out[start:]
	for p := range res {
		res[p] = -1
	}
	free := newFenwick(total)
	for j := len(r.cps) - 1; j >= 0; j-- {
		p := free.find(int32(r.at[j]))
		free.remove(p)
		res[p] = r.cps[j]
	}
	k := 0
	for p := range res {
		if res[p] < 0 {
			res[p] = r.built[k]
			k++
		}
	}
	return out, total + free.steps
}

// maxLenFits fails to compile if MaxLen exceeds maxInt: the encoders add
// the handled code points after the last occurrence of a code point to
// delta without an overflow check.
const maxLenFits = uint32(maxInt - MaxLen)
