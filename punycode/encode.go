package punycode

import (
	"math/bits"
	"slices"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/utf8fast"
)

// Encoding, RFC 3492 section 6.3. Up to scanMax code points, pEncodeScan
// does as the section does, a pass over the code points per distinct
// non-basic one, which costs less than sorting them. Up to maxShort,
// pEncodeShort keeps the handled positions in one bitmask; past it, and
// with mixed-case flags or a trace, encodeDeltas keeps them in a bitset
// with a Fenwick tree over its words. Both sort the non-basic code points
// by sortKey instead of rescanning the input for each value, and write each
// delta with pEncodeDelta.

// Encode returns the Punycode encoding of the UTF-8 string s (RFC 3492
// section 6.3), without any ACE prefix such as "xn--". Basic (ASCII) code
// points are copied with their case; digits are written in lowercase.
// Invalid UTF-8 fails with [ErrInvalidUTF8] and the offset of the first bad
// byte: it is never replaced with U+FFFD.
//
// Besides the overflow checks of RFC 3492 section 6.3, Encode fails with
// [ErrOverflow] when the decoder would overflow on its output, and with
// [ErrTooLong] past [MaxLen], so that a successful Encode always decodes
// back to s. Encode never fails on valid UTF-8 of at most 110 code points
// (see the package documentation).
func Encode(s string) (string, error) {
	var buf [4 * stackRunes]byte
	out, err := AppendEncode(buf[:0], s)
	if err != nil {
		return "", err
	}
	return string(out), nil
}

// AppendEncode appends the Punycode encoding of s to dst and returns the
// extended buffer, as [Encode] does. On error it returns dst unchanged, but
// the bytes between len(dst) and cap(dst) may have been overwritten (the
// literal portion is written before the deltas are computed).
//
// AppendEncode does not allocate when s has at most 64 code points and dst
// has room for the output.
func AppendEncode(dst []byte, s string) ([]byte, error) {
	if len(s) > 4*maxShort {
		// More than maxShort code points.
		return appendEncodeLong(dst, s)
	}
	orig := dst
	var rs [maxShort]rune
	m := uint32(utf8.MaxRune + 1) // the smallest non-basic code point
	n := 0
	for i := 0; i < len(s); n++ {
		if n == maxShort {
			return appendEncodeLong(orig, s)
		}
		c0 := s[i]
		if c0 < utf8.RuneSelf {
			dst = append(dst, c0)
			rs[n] = rune(c0)
			i++
			continue
		}
		// Two- and three-byte sequences inline, as utf8fast.DecodeRune
		// does; the others through it.
		r, size := rune(0), 0
		if c0&0xF0 == 0xE0 && i+2 < len(s) {
			c1, c2 := s[i+1], s[i+2]
			r = rune(c0&0x0F)<<12 | rune(c1&0x3F)<<6 | rune(c2&0x3F)
			if c1&0xC0 == 0x80 && c2&0xC0 == 0x80 && r >= 0x800 && uint32(r)-0xD800 >= 0x800 {
				size = 3
			}
		} else if c0&0xE0 == 0xC0 && c0 >= 0xC2 && i+1 < len(s) && s[i+1]&0xC0 == 0x80 {
			r, size = rune(c0&0x1F)<<6|rune(s[i+1]&0x3F), 2
		}
		if size == 0 {
			if r, size = utf8fast.DecodeRune(s, i); r == utf8.RuneError && size == 1 {
				return orig, errorAt(i, ErrInvalidUTF8)
			}
		}
		rs[n] = r
		m = min(m, uint32(r))
		i += size
	}
	if n > scanMax {
		out, err := appendEncodeKeys(orig, rs[:n])
		if err != nil {
			return orig, byteOffsetError(err, s)
		}
		return out, nil
	}
	b := len(dst) - len(orig)
	if b > 0 {
		dst = append(dst, pDelimiter)
	}
	return pEncodeScan(dst, rs[:n], m, uint32(b)), nil
}

// AppendEncodeRunes appends the Punycode encoding of the code points rs to
// dst and returns the extended buffer. A surrogate fails with
// [ErrSurrogate], and a negative rune or one above U+10FFFF with
// [ErrOutOfRange]; [Error.Offset] is an index in rs. On error it returns
// dst unchanged, but the bytes between len(dst) and cap(dst) may have been
// overwritten.
//
// AppendEncodeRunes does not allocate when len(rs) is at most 64 and dst
// has room for the output.
func AppendEncodeRunes(dst []byte, rs []rune) ([]byte, error) {
	if len(rs) <= scanMax {
		return appendEncodeScan(dst, rs)
	}
	if len(rs) > maxShort {
		out, err := encode(dst, rs, nil, nil)
		if err != nil {
			return dst, err
		}
		return out, nil
	}
	return appendEncodeKeys(dst, rs)
}

// appendEncodeKeys is AppendEncodeRunes for at most maxShort code points,
// with pEncodeShort.
func appendEncodeKeys(dst []byte, rs []rune) ([]byte, error) {
	orig := dst
	var keys [maxShort]uint64
	var basic uint64
	nk := 0
	for j, r := range rs {
		c := uint32(r)
		if c < utf8.RuneSelf {
			dst = append(dst, byte(c))
			basic |= 1 << j
			continue
		}
		if err := checkScalar(c); err != nil {
			return orig, errorAt(j, err)
		}
		keys[nk] = sortKey(c, j)
		nk++
	}
	if nk < len(rs) {
		dst = append(dst, pDelimiter)
	}
	out, err := pEncodeShort(dst, len(orig), keys[:nk], basic, len(rs))
	if err != nil {
		return orig, err
	}
	return out, nil
}

// appendEncodeLong is AppendEncode for more than maxShort code points.
func appendEncodeLong(dst []byte, s string) ([]byte, error) {
	if len(s) > MaxLen && utf8.RuneCountInString(s) > MaxLen {
		return dst, errorAt(byteOffset(s, MaxLen), ErrTooLong)
	}
	// Room for a code point per byte, and a non-basic one per lead byte
	// (11xxxxxx), counted 8 bytes at a time.
	multi, i := 0, 0
	for ; i+8 <= len(s); i += 8 {
		x := load64(s, i)
		multi += bits.OnesCount64(x & (x << 1) & highBits)
	}
	for ; i < len(s); i++ {
		multi += int(s[i]>>6) >> 1
	}
	buf := newLongBuffers(len(s), multi)
	j := 0
	out := dst
	for i := 0; i < len(s); j++ {
		if c := s[i]; c < utf8.RuneSelf {
			out = append(out, c)
			buf.words[j>>6] |= 1 << (uint(j) & 63)
			i++
			continue
		}
		// Three-byte sequences (most of the BMP) inline, as
		// utf8fast.DecodeRune does; the others through it.
		if c0 := s[i]; c0&0xF0 == 0xE0 && i+2 < len(s) {
			c1, c2 := s[i+1], s[i+2]
			r := uint32(c0&0x0F)<<12 | uint32(c1&0x3F)<<6 | uint32(c2&0x3F)
			if c1&0xC0 == 0x80 && c2&0xC0 == 0x80 && r >= 0x800 && r-0xD800 >= 0x800 {
				buf.keys = append(buf.keys, sortKey(uint32(r), j))
				i += 3
				continue
			}
		}
		r, size := utf8fast.DecodeRune(s, i)
		if r == utf8.RuneError && size == 1 {
			return dst, errorAt(i, ErrInvalidUTF8)
		}
		buf.keys = append(buf.keys, sortKey(uint32(r), j))
		i += size
	}
	// The bitset and its tree for the j code points found.
	buf.words = buf.words[:(j+63)/64]
	buf.tree = buf.tree[:len(buf.words)+1]
	out, err := encodeDeltas(out, len(dst), buf, j, nil, nil)
	if err != nil {
		return dst, byteOffsetError(err, s)
	}
	return out, nil
}

// encodeString is Encode with mixed-case flags (if upper is not nil) and a
// trace (if fn is not nil).
func encodeString(s string, upper []bool, fn func(Step)) (string, error) {
	var buf [stackRunes]rune
	rs, err := toRunes(buf[:0], s)
	if err != nil {
		return "", err
	}
	if upper != nil && len(upper) != len(rs) {
		off := len(s)
		if len(upper) < len(rs) {
			off = byteOffset(s, len(upper))
		}
		return "", errorAt(off, ErrCaseFlags)
	}
	out, err := encode(nil, rs, upper, fn)
	if err != nil {
		return "", byteOffsetError(err, s)
	}
	return string(out), nil
}

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
		buf.keys = append(buf.keys, sortKey(cp, j))
	}
	return encodeDeltas(dst, start, buf, len(rs), upper, fn)
}

// encodeDeltas writes the delimiter, if there are basic code points, and
// the deltas for a string of total code points whose basic ones the caller
// has written into dst[start:]. buf.keys holds the sortKey
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
	work := sortKeys(keys, buf.tmp) + initTree(words, tree)
	h := b
	n, delta, bias := uint32(pInitialN), uint64(0), uint32(pInitialBias)
	oldi := uint32(0) // the decoder's i before it reads the next delta
	for g := 0; g < len(keys); {
		m := keyCodePoint(keys[g])
		delta += uint64(m-n) * uint64(h+1)
		if delta > maxInt {
			return dst, longPositionError(keys, g, ErrOverflow)
		}
		n = m
		first := g
		inPass := h          // handled code points before this pass
		counted := uint32(0) // handled code points before the previous occurrence of n
		for equal := uint32(0); g < len(keys) && keyCodePoint(keys[g]) == n; g++ {
			j := keyPosition(keys[g])
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

// scanMax is the most code points that pEncodeScan takes. Its cost grows
// with the code points times the distinct non-basic ones, that of
// pEncodeShort with the non-basic ones alone: up to scanMax, the scan
// costs fewer instructions, with no key array to fill and no sort (at 32
// code points, random CJK or Latin with one letter in eight accented,
// pEncodeShort costs fewer).
const scanMax = 24

// appendEncodeScan is AppendEncodeRunes for at most scanMax code points.
func appendEncodeScan(dst []byte, rs []rune) ([]byte, error) {
	orig := dst
	m := uint32(utf8.MaxRune + 1) // the smallest non-basic code point
	for j, r := range rs {
		c := uint32(r)
		if c < utf8.RuneSelf {
			dst = append(dst, byte(c))
			continue
		}
		if err := checkScalar(c); err != nil {
			return orig, errorAt(j, err)
		}
		m = min(m, c)
	}
	b := len(dst) - len(orig)
	if b > 0 {
		dst = append(dst, pDelimiter)
	}
	return pEncodeScan(dst, rs, m, uint32(b)), nil
}

// pEncodeScan writes the deltas of the code points rs, of which b are basic
// and m is the smallest non-basic one, as section 6.3 does: one pass over
// rs per distinct non-basic code point, which also finds the next. The
// caller has written the literal portion and its delimiter. It needs no
// overflow check (see scanFits).
func pEncodeScan(dst []byte, rs []rune, m, b uint32) []byte {
	total := uint32(len(rs))
	n, delta, bias, h := uint32(pInitialN), uint32(0), uint32(pInitialBias), b
	for h < total {
		delta += (m - n) * (h + 1)
		n, m = m, utf8.MaxRune+1
		for _, r := range rs {
			c := uint32(r)
			if c < n {
				delta++
				continue
			}
			if c > n {
				m = min(m, c)
				continue
			}
			// The delta's digits, as pEncodeDelta writes them.
			at := len(dst)
			if cap(dst)-at < pMaxDigits {
				dst = slices.Grow(dst, pMaxDigits)
			}
			out := (*[pMaxDigits]byte)(dst[at : at+pMaxDigits])
			j, q := uint(0), delta
			for kb := pBase - bias + pBias; ; kb += pBase {
				t := uint32(pThresholds[kb%uint32(len(pThresholds))])
				if q < t {
					break
				}
				d := pBase - t
				hi, _ := bits.Mul64(recip[d%recipLen], uint64(q-t))
				out[j%pMaxDigits] = pDigitTable[(q-uint32(hi)*d)%uint32(len(pDigitTable))]
				j++
				q = uint32(hi)
			}
			out[j%pMaxDigits] = pDigitTable[q%uint32(len(pDigitTable))]
			dst = dst[:at+int(j)+1]
			// pAdapt, with delta < pMaxI and h < maxShort.
			damped := pDampen(delta, h == b)
			bias = pAdaptScaled(damped + divideShort(damped, h+1))
			delta = 0
			h++
		}
		delta++
		n++
	}
	return dst
}

// scanMaxDelta bounds the deltas of pEncodeScan: the carry of a pass (at
// most the code points), its first term (m - n) * (h + 1), and the code
// points below n before an occurrence, each at most scanMax.
const scanMaxDelta = (utf8.MaxRune + 2) * scanMax

// scanFits fails to compile unless no delta of pEncodeScan can overflow
// (section 6.4), which is why it checks none: the decoder's weight grows by
// at most base - tmin per digit and, before each digit but the last, is at
// most the delta, so it stays below 2^32 for a delta of at most
// maxInt / (base - tmin); i is at most the delta plus scanMax.
const scanFits = uint32(maxInt/(pBase-pTMin) - scanMaxDelta)

// scanDivides fails to compile unless the deltas of pEncodeScan are in the
// range of divideShort, which its bias adaptation uses.
const scanDivides = uint32(pMaxI-1-scanMaxDelta) + uint32(maxShort-scanMax)

// pEncodeShort is encodeDeltas (engine.go) for total <= maxShort code
// points, with the Punycode parameters as constants and the handled
// positions in one bitmask (a popcount per count): about 10% fewer
// instructions per label. keys holds the sortKey of each
// non-basic code point, basic the bits of the basic ones; the caller has
// written the literal portion and its delimiter into dst[start:].
func pEncodeShort(dst []byte, start int, keys []uint64, basic uint64, total int) ([]byte, error) {
	if len(keys) > 16 {
		var tmp [maxShort]uint64 // zeroed only when needed
		radixSort(keys, tmp[:len(keys)])
	} else {
		sortKeys(keys, nil)
	}
	b := uint32(total - len(keys))
	h := b
	n, delta, bias := uint32(pInitialN), uint64(0), uint32(pInitialBias)
	oldi := uint32(0) // the decoder's i before it reads the next delta
	handled := basic
	for g := 0; g < len(keys); {
		m := keyCodePoint(keys[g])
		delta += uint64(m-n) * uint64(h+1)
		if delta > maxInt {
			return dst, errorAt(keyPosition(keys[g]), ErrOverflow)
		}
		n = m
		first := keyPosition(keys[g])
		counted := uint64(0) // the positions up to the previous occurrence of n
		equal := uint32(0)   // occurrences of n already inserted
		added := uint64(0)   // the positions of n
		for ; g < len(keys) && keyCodePoint(keys[g]) == n; g++ {
			bit := uint64(1) << (keyPosition(keys[g]) & 63)
			below := bit - 1
			delta += uint64(bits.OnesCount64(handled & below &^ counted))
			index := uint32(bits.OnesCount64(handled&below)) + equal
			// The decoder reads this delta into i = oldi + delta and must
			// not overflow either (see Encode).
			if delta+uint64(oldi) > maxInt {
				return dst, errorAt(first, ErrOverflow)
			}
			var ok bool
			if dst, ok = pEncodeDelta(dst, uint32(delta), bias); !ok {
				return dst, errorAt(first, ErrOverflow)
			}
			bias = pAdapt(uint32(delta), h+1, h == b)
			delta = 0
			h++
			oldi = index + 1
			equal++
			counted = below | bit
			added |= bit
		}
		// The handled code points after the last occurrence of n: fewer
		// than maxShort, so no overflow.
		delta += uint64(bits.OnesCount64(handled&^counted)) + 1
		handled |= added
		n++
	}
	return dst, nil
}

// pEncodeDelta appends q as a generalized variable-length integer (RFC
// 3492 section 3.3), its digits lowercase, and reports false if decoding
// them would overflow the weight w (section 6.2). Each digit
// but the last multiplies w by base - t >= 10, so an integer has at most 10
// digits before w passes 2^32-1: they are written into room grown once.
func pEncodeDelta(dst []byte, q, bias uint32) ([]byte, bool) {
	n := len(dst)
	dst = slices.Grow(dst, pMaxDigits)
	b := (*[pMaxDigits]byte)(dst[n : n+pMaxDigits])
	j := uint(0)
	w := uint64(1)
	for kb := pBase - bias + pBias; ; kb += pBase {
		t := uint32(pThresholds[kb%uint32(len(pThresholds))])
		if q < t {
			break
		}
		d := pBase - t
		hi, _ := bits.Mul64(recip[d%recipLen], uint64(q-t))
		b[j%pMaxDigits] = pDigitTable[(t+(q-t)-uint32(hi)*d)%uint32(len(pDigitTable))]
		j++
		q = uint32(hi)
		if w *= uint64(d); w > maxInt {
			return dst[:n+int(j)], false
		}
	}
	b[j%pMaxDigits] = pDigitTable[q%uint32(len(pDigitTable))]
	return dst[:n+int(j)+1], true
}

// pDigitTable is pDigits in an array of a power-of-2 size, so that a
// masked index needs no bounds check. It is filled by init (arith.go).
var pDigitTable [64]byte

// pMaxDigits bounds the digits of one integer (see pEncodeDelta).
const pMaxDigits = 16

// sortKey is the key of the non-basic code point cp at position pos: the
// keys sort by code point, and the occurrences of one by position.
func sortKey(cp uint32, pos int) uint64 { return uint64(cp)<<32 | uint64(pos) }

func keyCodePoint(key uint64) uint32 { return uint32(key >> 32) }

func keyPosition(key uint64) int { return int(uint32(key)) }

// sortKeys sorts keys (sortKey, in the order of the
// positions) with tmp, as long as keys, as scratch space, and returns its
// work (see workHook): by insertion for the few of a typical label, which
// costs less than any other sort, and by radixSort for more.
func sortKeys(keys, tmp []uint64) int {
	if len(keys) > 16 {
		return radixSort(keys, tmp)
	}
	for i := 1; i < len(keys); i++ {
		k := keys[i]
		j := i
		for ; j > 0 && keys[j-1] > k; j-- {
			keys[j] = keys[j-1]
		}
		keys[j] = k
	}
	return len(keys)
}

// radixSort sorts keys by their code point (21 bits),
// stably, with tmp as scratch space: three passes of 7 bits, skipping a
// pass whose digit is the same in every key, and all of them if the keys
// are in order already. It returns its work (see workHook).
func radixSort(keys, tmp []uint64) int {
	const shift = 32
	if len(keys) < 2 {
		return len(keys)
	}
	i := 1
	for i < len(keys) && keys[i-1] <= keys[i] {
		i++
	}
	if i == len(keys) {
		return len(keys) // in order already
	}
	var count [3][128]uint32
	for _, k := range keys {
		c := k >> shift
		count[0][c&127]++
		count[1][c>>7&127]++
		count[2][c>>14&127]++
	}
	src, dst := keys, tmp[:len(keys)]
	work := i + len(keys)
	for d := range count {
		cnt := &count[d]
		digit := shift + 7*uint(d)
		if cnt[src[0]>>digit&127] == uint32(len(src)) {
			continue // one value of the digit in every key
		}
		sum := uint32(0)
		for i, c := range cnt {
			cnt[i] = sum
			sum += c
		}
		for _, k := range src {
			x := k >> digit & 127
			dst[cnt[x]] = k
			cnt[x]++
		}
		src, dst = dst, src
		work += len(keys)
	}
	if &src[0] != &keys[0] {
		copy(keys, src)
	}
	return work
}

// encodeBuffers holds the memory of encodeDeltas: the keys, the scratch
// space of their sort, and the bitset of the handled positions with a
// Fenwick tree over the popcounts of its words (tree[w+1] for word w), 64
// times smaller than one over positions.
type encodeBuffers struct {
	keys, tmp, words []uint64
	tree             fenwick
}

// initTree builds the tree for the positions already in words. tree has
// len(words)+1 elements, all zero.
func initTree(words []uint64, tree fenwick) int {
	for w, x := range words {
		tree[w+1] = uint32(bits.OnesCount64(x))
	}
	return tree.build()
}

// countBelow returns the number of positions in the set before p.
func countBelow(words []uint64, tree fenwick, p int) (count uint32, steps int) {
	w := p >> 6
	c, steps := tree.prefix(w)
	return c + uint32(bits.OnesCount64(words[w]&(1<<(uint(p)&63)-1))), steps
}

// addPosition adds the position p, which is not in the set.
func addPosition(words []uint64, tree fenwick, p int) (steps int) {
	w := p >> 6
	words[w] |= 1 << (uint(p) & 63)
	return tree.add(w, 1)
}

// newLongBuffers returns the buffers for total code points, at most keys of
// them non-basic, in one allocation.
func newLongBuffers(total, keys int) encodeBuffers {
	nw := (total + 63) / 64
	mem := make([]uint64, 2*keys+nw)
	return encodeBuffers{
		keys:  mem[:0:keys],
		tmp:   mem[keys : 2*keys : 2*keys],
		words: mem[2*keys:],
		tree:  make(fenwick, nw+1),
	}
}

// shortBuffers is the memory of encode for at most maxShort code
// points, on the caller's stack.
type shortBuffers struct {
	keys  [maxShort]uint64
	tmp   [maxShort]uint64
	words [1]uint64
	tree  [2]uint32
}

func (m *shortBuffers) buffers() encodeBuffers {
	return encodeBuffers{keys: m.keys[:0], tmp: m.tmp[:], words: m.words[:], tree: m.tree[:]}
}

// longPositionError returns err at the position of keys[g], the first
// occurrence of its code point.
func longPositionError(keys []uint64, g int, err error) *Error {
	return errorAt(keyPosition(keys[g]), err)
}

// toRunes appends the code points of s to buf. It fails on invalid UTF-8 and
// on more than MaxLen code points.
func toRunes(buf []rune, s string) ([]rune, error) {
	if len(s) > cap(buf)-len(buf) {
		n := utf8.RuneCountInString(s)
		if n > MaxLen {
			return buf, errorAt(byteOffset(s, MaxLen), ErrTooLong)
		}
		buf = slices.Grow(buf, n)
	}
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			buf = append(buf, rune(c))
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return buf, errorAt(i, ErrInvalidUTF8)
		}
		buf = append(buf, r)
		i += size
	}
	return buf, nil
}

// byteOffset returns the byte offset in s of the code point with the given
// index.
func byteOffset(s string, index int) int {
	for off := range s {
		if index == 0 {
			return off
		}
		index--
	}
	return len(s)
}

// byteOffsetError turns the code point index of an *Error about s into a
// byte offset.
func byteOffsetError(err error, s string) error {
	if e, ok := err.(*Error); ok {
		e.Offset = byteOffset(s, e.Offset)
	}
	return err
}
