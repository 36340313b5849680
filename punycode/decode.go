package punycode

import (
	"encoding/binary"
	"math"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Decoding, RFC 3492 section 6.2. pShort decodes every input of at most
// shortDecodeMax bytes that succeeds with at most maxShort code points;
// decodeWith decodes the rest, with exact errors, mixed-case flags and
// traces, by insertion while that moves few code points and past that by
// recording the insertions and placing them with a Fenwick tree.

// Decode returns the UTF-8 string that the Punycode string s encodes (RFC
// 3492 section 6.2), without any ACE prefix such as "xn--". The delimiter is
// the last hyphen-minus; digits are accepted in either case, and the basic
// code points before the delimiter are copied with their case. Every failure
// of section 6.2 is reported, as are decoded surrogates ([ErrSurrogate]) and
// code points above U+10FFFF ([ErrOutOfRange]).
func Decode(s string) (string, error) {
	if len(s) <= shortDecodeMax {
		var words [maxShort]uint32
		if count, size, ok := pShort(&words, s); ok {
			if size == count {
				// Basic code points only: s is the literal portion and
				// its delimiter, or empty.
				return s[:size], nil
			}
			buf := make([]byte, size)
			putWords(buf, words[:count])
			return unsafe.String(unsafe.SliceData(buf), len(buf)), nil
		}
	}
	// A string of basic code points only decodes to itself: no copy.
	if b := strings.LastIndexByte(s, pDelimiter); b > 0 && b == len(s)-1 && len(s) <= MaxLen && isASCII(s) {
		return s[:b], nil
	}
	var buf [4 * stackRunes]byte
	out, err := appendDecodeRunes(buf[:0], s)
	if err != nil {
		return "", err
	}
	return string(out), nil
}

// AppendDecode appends the UTF-8 string that s encodes to dst and returns the
// extended buffer, as [Decode] does. On error it returns dst unchanged and
// has written nothing into it: the output is written only once s has been
// decoded. On success it writes only the bytes it appends.
//
// AppendDecode does not allocate when len(s) is at most 64 and dst has room
// for the output. s does not escape: in AppendDecode(dst, string(b)), the
// compiler can make the string on the stack when b is short (up to 32 bytes
// with gc today) instead of allocating it.
func AppendDecode(dst []byte, s string) ([]byte, error) {
	if len(s) <= shortDecodeMax {
		var words [maxShort]uint32
		if count, size, ok := pShort(&words, s); ok {
			dst = slices.Grow(dst, size)
			putWords(dst[len(dst):len(dst)+size], words[:count])
			return dst[:len(dst)+size], nil
		}
	}
	return appendDecodeRunes(dst, s)
}

// appendDecodeRunes is AppendDecode for the inputs that pShort does not
// decode: it decodes to runes, then writes them as UTF-8.
func appendDecodeRunes(dst []byte, s string) ([]byte, error) {
	var buf [stackRunes]rune
	rs, err := AppendDecodeRunes(buf[:0], s)
	if err != nil {
		return dst, err
	}
	return appendUTF8(dst, rs), nil
}

// AppendDecodeRunes appends the code points that s encodes to dst and returns
// the extended slice, as [Decode] does. On error it returns dst unchanged;
// the elements between its length and capacity may have been overwritten.
//
// AppendDecodeRunes does not allocate when len(s) is at most 1024 and dst has
// room for the output.
func AppendDecodeRunes(dst []rune, s string) ([]rune, error) {
	out, err := decode(dst, s, false, nil)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// Above decodeDirectMax bytes, decodeWith inserts directly only while the
// code points moved stay within directBudget times the input length, so
// that decoding stays O(n log n). BenchmarkCrossover measures both choices.
const (
	decodeDirectMax = 1024
	directBudget    = 8
)

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
			d := pDigit[s[pos]]
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

// upperFlag marks, with wantFlags, a decoded non-basic code point whose
// last digit is uppercase (RFC 3492 appendix A), so that the flag moves
// with it; splitFlags takes the flags out.
const upperFlag = 1 << 30

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

// shortDecodeMax is the longest input that pShort takes: an input longer
// than maxShort bytes may still decode to at most maxShort code points (RFC
// 3492 sample H has 67 bytes and 24 code points).
const shortDecodeMax = 4 * maxShort

// pShort decodes s into out, one uint32 of UTF-8 bytes per code point, and
// returns the number of code points and of bytes, or false. It is the
// decoder of Decode and AppendDecode for inputs of at most shortDecodeMax
// bytes (every DNS label): section 6.2 with the output built as UTF-8
// words from the start, each integer checked once at its end against
// pMaxI, and tables instead of divisions where constants allow. It gives
// up, without an error, on any input that fails or has more than maxShort
// code points, which decodeWith then decodes. TestShortAgainstDirect
// compares it with decodeWith.
func pShort(out *[maxShort]uint32, s string) (count, size int, ok bool) {
	pos := 0
	if b := lastDelimiter(s); b > 0 {
		if b > len(out) {
			return 0, 0, false
		}
		// Copy the basic code points, 8 at a time while there are 8.
		var acc uint64
		j := 0
		for ; j+8 <= b; j += 8 {
			x := load64(s, j)
			acc |= x
			o := out[j : j+8 : j+8]
			o[0], o[1], o[2], o[3] = uint32(byte(x)), uint32(byte(x>>8)), uint32(byte(x>>16)), uint32(byte(x>>24))
			o[4], o[5], o[6], o[7] = uint32(byte(x>>32)), uint32(byte(x>>40)), uint32(byte(x>>48)), uint32(x>>56)
		}
		for ; j < b; j++ {
			c := s[j]
			acc |= uint64(c)
			out[j] = uint32(c)
		}
		if acc&highBits != 0 {
			return 0, 0, false
		}
		pos = b + 1
		size = b
	}
	n, i, bias := uint32(pInitialN), uint32(0), uint32(pInitialBias)
	length := uint32(size) // code points so far
	for pos < len(s) {
		// i + delta is the i of section 6.2; kb is k - bias + pBias.
		kb := pBase - bias + pBias
		d := pDigit[s[pos]]
		pos++
		delta := uint64(d)
		if t := uint32(pThresholds[kb%uint32(len(pThresholds))]); d >= t {
			w := uint64(pBase - t)
			for {
				kb += pBase
				if pos >= len(s) {
					return 0, 0, false
				}
				d := pDigit[s[pos]]
				pos++
				delta += uint64(d) * w
				t := uint32(pThresholds[kb%uint32(len(pThresholds))])
				if d < t {
					break
				}
				w *= uint64(pBase - t)
				if w > maxInt {
					return 0, 0, false
				}
			}
		}
		if delta >= pMaxI-uint64(i) || length == maxShort {
			return 0, 0, false
		}
		length++
		// pAdapt, with delta < pMaxI and numPoints <= maxShort.
		damped := pDampen(uint32(delta), i == 0)
		bias = pAdaptScaled(damped + divideShort(damped, length))
		i += uint32(delta)
		q := divideShort(i, length)
		// n + q above 0x10FFFF covers n + q above 2^32-1.
		if m := n + q; m > utf8.MaxRune || m-0xD800 < 0x800 {
			return 0, 0, false
		}
		n += q
		i -= q * length // i mod length
		u, un := utf8Word(n)
		size += un
		insertWord(out[i:length], u)
		i++
	}
	return int(length), size, true
}

// utf8Word returns the UTF-8 bytes of n >= 0x80 in one uint32 (first byte
// lowest), and their number.
func utf8Word(n uint32) (uint32, int) {
	switch {
	case n < 0x800:
		return 0x80C0 | n>>6 | (n&0x3F)<<8, 2
	case n < 0x10000:
		return 0x8080E0 | n>>12 | (n>>6&0x3F)<<8 | (n&0x3F)<<16, 3
	}
	return 0x808080F0 | n>>18 | (n>>12&0x3F)<<8 | (n>>6&0x3F)<<16 | (n&0x3F)<<24, 4
}

// insertWord inserts u in front of move, moving its words one place on
// into the array after it, two at a time: cheaper than memmove for a label.
func insertWord(move []uint32, u uint32) {
	j := len(move) - 1
	for ; j > 1; j -= 2 {
		move[j], move[j-1] = move[j-1], move[j-2]
	}
	if j > 0 {
		move[1] = move[0]
	}
	move[0] = u
}

// putWords writes the UTF-8 bytes held in words (see pShort) to buf, which
// has exactly the room for them. Each word is written with one 4-byte
// store while 4 bytes are left in buf (the bytes that it writes past its
// own are overwritten by the words after it); the last bytes, with a
// 2-byte and a 1-byte store.
func putWords(buf []byte, words []uint32) {
	o := uint(0)
	for _, u := range words {
		n := uint(utf8Len[byte(u)])
		if o+4 <= uint(len(buf)) {
			binary.LittleEndian.PutUint32(buf[o:o+4], u)
			o += n
			continue
		}
		if n >= 2 {
			binary.LittleEndian.PutUint16(buf[o:o+2], uint16(u))
		}
		if n&1 != 0 { // 1 or 3 bytes
			buf[o+n-1] = byte(u >> (8 * (n - 1)))
		}
		o += n
	}
}

// utf8Len[c] is the length of the UTF-8 sequence that starts with the
// byte c (1 for basic code points). It is filled by init (arith.go).
var utf8Len [256]uint8

// appendUTF8 appends the UTF-8 encoding of rs, valid scalar values, to dst.
// It grows dst once, to the exact size, and writes each non-basic code
// point as its utf8Word, with one 4-byte store where there is room: the
// decoders spend a large part of their time here.
func appendUTF8(dst []byte, rs []rune) []byte {
	n := len(rs)
	for _, r := range rs {
		if r >= utf8.RuneSelf {
			n++
			if r >= 0x800 {
				n++
				if r >= 0x10000 {
					n++
				}
			}
		}
	}
	dst = slices.Grow(dst, n)
	for _, r := range rs {
		if r < utf8.RuneSelf {
			dst = append(dst, byte(r))
			continue
		}
		u, size := utf8Word(uint32(r))
		if end := len(dst) + size; cap(dst)-len(dst) >= 4 {
			dst = binary.LittleEndian.AppendUint32(dst, u)[:end]
			continue
		}
		for ; size > 0; size-- { // at the end of an exact buffer
			dst = append(dst, byte(u))
			u >>= 8
		}
	}
	return dst
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// lastDelimiter returns the index of the last delimiter in s, or -1, as
// strings.LastIndexByte does, 8 bytes at a time.
func lastDelimiter(s string) int {
	i := len(s)
	for ; i >= 8; i -= 8 {
		x := load64(s, i-8) ^ lowBits*pDelimiter
		// The high bit of each zero byte of x, and no other bit: a byte
		// below 0x80 other than 0 sets its high bit in the sum.
		if z := ^(x&low7Bits + low7Bits | x | low7Bits); z != 0 {
			return i - 8 + (63-bits.LeadingZeros64(z))/8
		}
	}
	for i > 0 {
		i--
		if s[i] == pDelimiter {
			return i
		}
	}
	return -1
}

// insertions are the insertions that decodeWith records past its budget,
// and the string built before. Their state does not depend on the output's
// contents: place puts them all in at the end, last first; the code point
// of insertion j ends at the index[j]-th position still free after the
// later ones, which a Fenwick tree finds in O(log n).
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
	free := make(fenwick, total+1) // 1 at every position
	for i := 1; i < len(free); i++ {
		free[i] = 1
	}
	work = free.build()
	for j := len(r.cps) - 1; j >= 0; j-- {
		p, steps := free.find(r.at[j])
		work += steps + free.add(p, ^uint32(0))
		res[p] = r.cps[j]
	}
	k := 0
	for p := range res {
		if res[p] < 0 {
			res[p] = r.built[k]
			k++
		}
	}
	return out, total + work
}
