package punycode

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"
)

// The algorithms of RFC 3492 sections 6.2 and 6.3 for the inputs that
// pShort and pEncodeShort do not take: long ones, mixed-case flags and
// tracing.

// Above decodeDirectMax bytes, decodeWith inserts directly only while the
// code points moved stay within directBudget times the input length, so
// that decoding stays O(n log n). BenchmarkCrossover measures both choices.
const (
	decodeDirectMax = 1024
	directBudget    = 8
)

// encode appends the encoding of rs to dst. upper, if not nil, holds one
// mixed-case flag per code point. fn, if not nil, is called once per delta.
// Error offsets are indexes in rs. The result is undefined on error. Up to
// maxShort code points, its memory is on the stack.
func encode(dst []byte, rs []rune, upper []bool, fn func(Step)) ([]byte, error) {
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
	return encodeDeltas(dst, start, buf, len(rs), upper, fn)
}

// encodeDeltas writes the delimiter, if there are basic code points, and
// the deltas for a string of total code points whose basic ones the caller
// has written into dst[start:]. buf.keys holds code point<<32 | position
// for each non-basic code point, in the order of the positions, and
// buf.words the bits of the basic ones. Error offsets are positions.
// Instead of section 6.3's scan per distinct code point, it sorts the keys
// and counts the handled positions with a bitset and a Fenwick tree over
// its words (long.go): O(n log n).
func encodeDeltas(dst []byte, start int, buf encodeBuffers, total int, upper []bool, fn func(Step)) ([]byte, error) {
	keys, words, tree := buf.keys, buf.words, buf.tree
	b := uint32(total - len(keys))
	if b > 0 {
		dst = append(dst, pDelimiter)
	}
	if len(dst)-start > MaxLen {
		return dst, errorAt(total, ErrTooLong)
	}
	work := sortKeys(keys, buf.tmp, 32) + initTree(words, tree)
	h := b
	n, delta, bias := uint32(pInitialN), uint64(0), uint32(pInitialBias)
	oldi := uint32(0) // the decoder's i before it reads the next delta
	for g := 0; g < len(keys); {
		m := uint32(keys[g] >> 32)
		delta += uint64(m-n) * uint64(h+1)
		if delta > maxInt {
			return dst, longPositionError(keys, g, ErrOverflow)
		}
		n = m
		first := g
		inPass := h          // handled code points before this pass
		counted := uint32(0) // handled code points before the previous occurrence of n
		for equal := uint32(0); g < len(keys) && uint32(keys[g]>>32) == n; g++ {
			j := int(uint32(keys[g]))
			// The earlier occurrences of n are handled already: they
			// count in the index, not in delta. Only the first occurrence
			// can overflow here: delta is 0 after each (see maxLenFits).
			index, k := countBelow(words, tree, j)
			work += k + addPosition(words, tree, j)
			delta += uint64(index - equal - counted)
			counted = index - equal
			// The decoder reads this delta into i = oldi + delta and must
			// not overflow either (see Encode).
			if delta+uint64(oldi) > maxInt {
				return dst, longPositionError(keys, first, ErrOverflow)
			}
			at := len(dst)
			var ok bool
			if dst, ok = pEncodeDelta(dst, uint32(delta), bias); !ok {
				return dst, longPositionError(keys, first, ErrOverflow)
			}
			if len(dst)-start > MaxLen {
				return dst, longPositionError(keys, first, ErrTooLong)
			}
			if upper != nil { // the last digit, a letter, carries the flag
				dst[len(dst)-1] = setCase(dst[len(dst)-1], upper[j])
			}
			bias = pAdapt(uint32(delta), h+1, h == b)
			if fn != nil {
				fn(Step{CodePoint: rune(n), Index: int(index), Delta: uint32(delta), Digits: string(dst[at:]), Offset: at - start, Bias: int(bias)})
			}
			delta = 0
			h++
			oldi = index + 1
			equal++
		}
		// The handled code points after the last occurrence of n: at most
		// the number of code points, so no overflow (maxLenFits).
		delta += uint64(inPass-counted) + 1
		n++
	}
	reportWork(work + total + len(dst) - start)
	return dst, nil
}

func setCase(c byte, upper bool) byte {
	if upper {
		return c &^ 0x20
	}
	return c | 0x20
}

// upperFlag marks, with wantFlags, a decoded non-basic code point whose
// last digit is uppercase (RFC 3492 appendix A), so that the flag moves
// with it; splitFlags takes the flags out.
const upperFlag = 1 << 30

// decode decodes s and appends its code points to out. With wantFlags, the
// non-basic code points carry upperFlag. fn, if not nil, is called once per
// delta. The result is undefined on error.
func decode(out []rune, s string, wantFlags bool, fn func(Step)) ([]rune, error) {
	if len(s) > MaxLen {
		return out, errorAt(MaxLen, ErrTooLong)
	}
	budget := math.MaxInt
	if len(s) > decodeDirectMax {
		budget = directBudget * len(s)
		// At most one code point per byte of s: the room for them at
		// once, rather than growing it by appending.
		out = slices.Grow(out, len(s))
	}
	return decodeWith(out, s, wantFlags, fn, budget)
}

// decodeWith is decode with a budget: it inserts each code point into out
// (section 6.2) while the code points moved stay within budget, then
// records the rest and places them at the end (large.go).
func decodeWith(out []rune, s string, wantFlags bool, fn func(Step), budget int) ([]rune, error) {
	start := len(out)
	out, pos, err := literal(out, s)
	if err != nil {
		return out, err
	}
	x := &extra{wantFlags: wantFlags, fn: fn, budget: budget, deltas: len(s), direct: !wantFlags && fn == nil, start: start}
	length := uint32(len(out) - start)
	n, i, bias := uint32(pInitialN), uint32(0), uint32(pInitialBias)
	for pos < len(s) {
		first, oldi, w := pos, i, uint32(1)             // read an integer into i
		for kb := pBase - bias + pBias; ; kb += pBase { // k - bias + pBias
			if pos >= len(s) {
				return out, errorAt(len(s), ErrTruncated)
			}
			d := uint32(pValue[s[pos]])
			if d >= pBase {
				return out, errorAt(pos, ErrInvalidDigit)
			}
			pos++
			v := uint64(i) + uint64(d)*uint64(w)
			if v > maxInt {
				return out, errorAt(pos-1, ErrOverflow)
			}
			i = uint32(v)
			t := uint32(pThresholds[kb%uint32(len(pThresholds))])
			if d < t {
				break
			}
			if v = uint64(w) * uint64(pBase-t); v > maxInt {
				return out, errorAt(pos-1, ErrOverflow)
			}
			w = uint32(v)
		}
		length++
		delta := i - oldi
		bias = pAdapt(delta, length, oldi == 0)
		if i >= length { // else i div length is 0
			q := divide(i, length)
			if uint64(n)+uint64(q) > maxInt {
				return out, errorAt(first, ErrOverflow)
			}
			n += q
			i -= q * length
		}
		if n >= 0xD800 { // else a scalar value (n >= pInitialN, not basic)
			if err := checkScalar(n); err != nil {
				return out, errorAt(first, err)
			}
		}
		if i == length-1 && x.direct { // at the end
			out = append(out, rune(n))
		} else {
			out = x.insert(out, x.start+int(i), rune(n), Step{CodePoint: rune(n), Index: int(i), Delta: delta, Offset: first, Bias: int(bias)}, s[first:pos])
		}
		i++
	}
	work := len(s) + x.moved
	if x.rec != nil {
		var steps int
		out, steps = x.rec.place(out[:x.start])
		work += steps
	}
	reportWork(work)
	return out, nil
}

// extra is the state of decodeWith that its usual step, an append with
// neither flags nor a trace, does not use.
type extra struct {
	direct    bool // an append at the end needs no call of insert
	start     int  // where the decoded string starts in out
	wantFlags bool
	fn        func(Step)
	rec       *insertions // past the budget: the insertions still to make
	budget    int
	deltas    int // bounds the number of deltas: the length of the input
	moved     int // code points moved by insertions (work, see workHook)
}

// insert makes or records the insertion of n at index at of out, for
// the step st whose digits are digits.
func (x *extra) insert(out []rune, at int, n rune, st Step, digits string) []rune {
	start := at - st.Index
	if x.wantFlags && isUpper(digits[len(digits)-1]) {
		n |= upperFlag
	}
	if x.fn != nil {
		st.Digits = strings.Clone(digits)
		x.fn(st)
	}
	switch i := st.Index; {
	case x.rec != nil:
		x.rec.add(n, uint32(i))
	case at == len(out):
		out = append(out, n)
	case x.moved+len(out)-at > x.budget:
		// Insertions far from the end: place this one and the rest in
		// O(n log n) into what is built so far.
		x.rec, x.direct = newInsertions(out[start:], x.deltas-st.Offset+1), false
		x.rec.add(n, uint32(i))
	default:
		x.moved += len(out) - at
		out = append(out, 0)
		copy(out[at+1:], out[at:])
		out[at] = n
	}
	return out
}

// splitFlags clears upperFlag in rs and returns the mixed-case flags: set
// for an uppercase basic letter and for a code point that carried the flag.
func splitFlags(rs []rune) []bool {
	var upper []bool
	for j, r := range rs {
		upper = append(upper, r&upperFlag != 0 || r < utf8.RuneSelf && isUpper(byte(r)))
		rs[j] = r &^ upperFlag
	}
	return upper
}

// literal appends the basic code points before the last delimiter of s to
// out, if the delimiter is not at the start (RFC 3492 section 6.2), and
// returns where the deltas start.
func literal(out []rune, s string) ([]rune, int, error) {
	b := strings.LastIndexByte(s, pDelimiter)
	if b <= 0 {
		return out, 0, nil
	}
	for j := 0; j < b; j++ {
		if s[j] >= utf8.RuneSelf {
			return out, 0, errorAt(j, ErrNonBasic)
		}
		out = append(out, rune(s[j]))
	}
	return out, b + 1, nil
}

// workHook, if not nil, receives the work (elementary steps: bytes read,
// code points moved, iterations in a Fenwick tree) of each successful call
// of decodeWith and encodeDeltas, for TestWorkIsNLogN.
var workHook func(work int)

func reportWork(work int) {
	if workHook != nil {
		workHook(work)
	}
}
