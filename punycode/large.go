package punycode

import (
	"math/bits"
	"slices"
	"unicode/utf8"
)

// This file holds the O(n log n) forms of the encoder and decoder, used for
// inputs longer than maxShort code points or decodeDirectMax bytes. They
// compute the same deltas, digits, errors and trace steps as the forms in
// engine.go:
//
//   - The decoder of RFC 3492 section 6.2 inserts each code point into the
//     output, which moves O(n) code points per insertion. The state
//     variables n, i and bias do not depend on the output's contents, only
//     on its length, so decodeWith (with large set) first records every
//     insertion (code point, index), and insertions.place puts them all in
//     at the end, last first: the code point of insertion j ends at the
//     index[j]-th position still free after the later insertions are
//     placed. A Fenwick tree finds that position in O(log n).
//   - The encoder of section 6.3 scans the whole input once per distinct
//     code point. encodeLarge sorts the non-basic code points (value,
//     position) once, and a Fenwick tree over positions counts the code
//     points already handled before each position, which is what the scan
//     counts one by one.
//
// The package-level functions use the Punycode-only forms instead:
// pDecodeBudget (fast.go) and pEncodeLong (long.go).

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

// prefix returns the sum over positions [0, p).
func (f *fenwick) prefix(p int) int32 {
	t, s := f.t, int32(0)
	for i := p; i > 0; i -= i & -i {
		s += t[i]
		f.steps++
	}
	return s
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

// The encoders rely on counts of code points fitting in delta: a
// compile-time error if MaxLen ever exceeds maxInt.
const _ = uint32(maxInt - MaxLen)

// encodeLarge is encode for long inputs. It gives the same results.
func (c *Codec) encodeLarge(dst []byte, rs []rune, upper []bool, fn func(Step)) ([]byte, error) {
	start := len(dst)
	keys := make([]uint64, 0, len(rs)) // code point << 32 | position
	b := 0
	for j, r := range rs {
		cp := uint32(r)
		if cp < utf8.RuneSelf {
			ch := byte(cp)
			if upper != nil && isLetter(ch) {
				ch = setCase(ch, upper[j])
			}
			dst = append(dst, ch)
			b++
			continue
		}
		if err := checkScalar(cp); err != nil {
			return dst, errorAt(j, err)
		}
		keys = append(keys, uint64(cp)<<32|uint64(j))
	}
	if b > 0 {
		dst = append(dst, c.delim)
	}
	if len(dst)-start > MaxLen {
		return dst, errorAt(len(rs), ErrTooLong)
	}
	sortWork := radixSort(keys, make([]uint64, len(keys)), 32)
	// handled counts, per position, the code points that the decoder has
	// inserted before the current pass: basic ones and those below n.
	handled := newFenwick(len(rs), func(p int) int32 {
		if rs[p] < utf8.RuneSelf {
			return 1
		}
		return 0
	})
	h := uint32(b)
	n, delta, bias := c.initialN, uint32(0), c.initialBias
	oldi := uint32(0)
	for g := 0; g < len(keys); {
		m := uint32(keys[g] >> 32)
		v := uint64(delta) + uint64(m-n)*uint64(h+1)
		if v > maxInt {
			return dst, overflowAt(rs, m)
		}
		delta, n = uint32(v), m
		first := g
		inPass := h         // handled code points in this pass
		counted := int32(0) // handled code points before the previous occurrence
		equal := uint32(0)  // occurrences of n already inserted
		for ; g < len(keys) && uint32(keys[g]>>32) == n; g++ {
			j := int(uint32(keys[g]))
			before := handled.prefix(j)
			// RFC 3492 section 6.3: "increment delta, fail on overflow",
			// for the handled code points before this occurrence. Only
			// the first occurrence can overflow: delta is 0 after each.
			v := uint64(delta) + uint64(before-counted)
			if v > maxInt {
				return dst, overflowAt(rs, n)
			}
			delta = uint32(v)
			counted = before
			index := uint32(before) + equal
			if uint64(oldi)+uint64(delta) > maxInt {
				return dst, overflowAt(rs, n)
			}
			at := len(dst)
			var ok bool
			if dst, ok = c.encodeDelta(dst, delta, bias, upper != nil, upper != nil && upper[j]); !ok {
				return dst, overflowAt(rs, n)
			}
			if len(dst)-start > MaxLen {
				return dst, firstAt(rs, n, ErrTooLong)
			}
			bias = c.adapt(delta, h+1, h == uint32(b))
			if fn != nil {
				fn(Step{CodePoint: rune(n), Index: int(index), Delta: delta, Digits: string(dst[at:]), Offset: at - start, Bias: int(bias)})
			}
			delta = 0
			h++
			oldi = index + 1
			equal++
		}
		// The handled code points after the last occurrence of n. Here
		// the increments of delta cannot overflow: delta was 0 after that
		// occurrence, so it is at most the number of code points, and
		// MaxLen <= maxInt (checked at compile time above encodeLarge).
		delta += uint32(int32(inPass) - counted)
		for k := first; k < g; k++ {
			handled.add(int(uint32(keys[k])), 1)
		}
		delta++
		n++
	}
	// The work: the sort, the tree, and each code point and digit.
	reportWork(sortWork + handled.steps + len(rs) + len(dst) - start)
	return dst, nil
}
