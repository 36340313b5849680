package punycode

import (
	"math"
	"unicode/utf8"
)

// This file holds the entry points of the general Bootstring algorithms of
// RFC 3492 sections 6.2 and 6.3, with the parameters read from a Codec, the
// optional mixed-case flags of appendix A and the optional trace callback.
// Their main loops are in loops_gen.go, written from the same templates as
// the package-level functions' (internal/loopgen).

// Above maxShort code points the package-level encoder switches from
// pEncodeShort (a bitmask of positions) to pEncodeLong (a bitset and a
// Fenwick tree over its words, long.go), as a Codec's encoder does. Above
// decodeDirectMax bytes the decoder inserts each code point into the output
// as RFC 3492 section 6.2 does (O(n^2) in the worst case) only while the
// code points moved stay within directBudget times the input length, and
// then switches to the O(n log n) placement of large.go. BenchmarkCrossover
// measures both choices.
const decodeDirectMax = 1024

// directBudget times the input length is the number of code points that
// the insertions of decodeWith may move, for input over decodeDirectMax,
// before it places the rest of them with a Fenwick tree: a linear bound on
// the direct work, so that decoding stays O(n log n).
const directBudget = 8

// encode appends the encoding of rs to dst. upper, if not nil, holds one
// mixed-case flag per code point. fn, if not nil, is called once per delta.
// Error offsets are indexes in rs. The result is undefined on error.
//
// It is the algorithm of pEncodeLong (loops_gen.go) with the parameters of c,
// mixed-case flags and tracing: the non-basic code points sorted once, and
// the handled positions in a bitset with a Fenwick tree over its words.
// Up to maxShort code points, its memory is on the stack.
func (c *Codec) encode(dst []byte, rs []rune, upper []bool, fn func(Step)) ([]byte, error) {
	if len(rs) > MaxLen {
		return dst, errorAt(MaxLen, ErrTooLong)
	}
	var mem shortBuffers
	buf := mem.buffers()
	if len(rs) > maxShort {
		buf = newLongBuffers(len(rs), len(rs))
	}
	start := len(dst)
	for j, r := range rs {
		cp := uint32(r)
		if cp < utf8.RuneSelf {
			ch := byte(cp)
			if upper != nil && isLetter(ch) {
				ch = setCase(ch, upper[j])
			}
			dst = append(dst, ch)
			buf.words[j>>6] |= 1 << (uint(j) & 63)
			continue
		}
		if err := checkScalar(cp); err != nil {
			return dst, errorAt(j, err)
		}
		buf.keys = append(buf.keys, uint64(cp)<<32|uint64(j))
	}
	b := uint32(len(rs) - len(buf.keys))
	if b > 0 {
		dst = append(dst, c.delim)
	}
	if len(dst)-start > MaxLen {
		return dst, errorAt(len(rs), ErrTooLong)
	}
	return c.encodeDeltas(dst, start, buf, b, upper, fn)
}

// encodeDelta appends q as a generalized variable-length integer (RFC 3492
// section 3.3). With flags set, its last digit is written uppercase if upper
// and lowercase if not. It reports false if decoding the digits would
// overflow the weight w, which the decoder checks (RFC 3492 section 6.2).
func (c *Codec) encodeDelta(dst []byte, q, bias uint32, flags, upper bool) ([]byte, bool) {
	w := uint32(1)
	for k := c.base; ; k += c.base {
		t := c.threshold(k, bias)
		if q < t {
			break
		}
		dst = append(dst, c.p.Digits[t+(q-t)%(c.base-t)])
		q = (q - t) / (c.base - t)
		v := uint64(w) * uint64(c.base-t)
		if v > maxInt {
			return dst, false
		}
		w = uint32(v)
	}
	d := c.p.Digits[q]
	if flags && isLetter(d) {
		d = setCase(d, upper)
	}
	return append(dst, d), true
}

func setCase(c byte, upper bool) byte {
	if upper {
		return c &^ 0x20
	}
	return c | 0x20
}

// decoded is the result of decode.
type decoded struct {
	runes []rune
	upper []bool // mixed-case flags, parallel to runes[start:], if wanted
}

// decode decodes s and appends its code points to out. If wantFlags, it
// also returns the mixed-case flag of each decoded code point. fn, if not
// nil, is called once per delta. The result is undefined on error.
func (c *Codec) decode(out []rune, s string, wantFlags bool, fn func(Step)) (decoded, error) {
	if len(s) > MaxLen {
		return decoded{}, errorAt(MaxLen, ErrTooLong)
	}
	budget := math.MaxInt
	if len(s) > decodeDirectMax {
		budget = directBudget * len(s)
	}
	return c.decodeWith(out, s, wantFlags, fn, budget)
}

// workHook, if not nil, receives the work of each successful call of the
// algorithms that long inputs take (decodeWith, pDecodeBudget, encode,
// pEncodeLong): the number of their elementary steps, such as bytes read,
// code points moved by an insertion and iterations in a Fenwick tree.
// TestWorkIsNLogN sets it to check that the work grows as n log n, without
// timing anything. It is nil otherwise,
// which costs one comparison per call.
var workHook func(work int)

func reportWork(work int) {
	if workHook != nil {
		workHook(work)
	}
}
