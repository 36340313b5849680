package punycode

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

// pShort is the decoder of Decode and AppendDecode for inputs of at most
// shortDecodeMax bytes (every DNS label): section 6.2 with the output built
// as UTF-8 words from the start, each integer checked once at its end
// against pMaxI, and reciprocals and tables instead of divisions. It gives
// up, without an error, on any input that fails or has more than maxShort
// code points, which decodeWith then decodes. It is about 1.5 times as fast
// on labels (docs/punycode.md). TestShortAgainstDirect compares it with
// decodeWith.

// shortDecodeMax is the longest input that pShort takes: an input longer
// than maxShort bytes may still decode to at most maxShort code points (RFC
// 3492 sample H has 67 bytes and 24 code points).
const shortDecodeMax = 4 * maxShort

// k - bias + pBias, the index of pThresholds, is never negative: no bias
// exceeds pMaxBias, the adaptation of the largest delta.
const (
	pMaxBias = 204 // adapt(2^32-1, 1, false): 5 divisions by 35, then 24
	pBias    = pMaxBias
)

// pThresholds[k - bias + pBias] is t(j) of RFC 3492 section 3.3 for k =
// base * (j + 1). An integer has at most 10 digits (each digit but the last
// multiplies the weight by at least 10), so the index stays in range; it is
// masked so that the compiler need not check it.
var pThresholds = func() (t [1024]uint8) {
	for x := range t {
		t[x] = uint8(min(max(x-pBias, pTMin), pTMax))
	}
	return t
}()

// utf8Len[c] is the length of the UTF-8 sequence that starts with the
// byte c (1 for basic code points).
var utf8Len = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c < 0xE0:
			t[c] = 1 + uint8(c>>7) // 1 below 0x80, 2 from 0xC0
		case c < 0xF0:
			t[c] = 3
		default:
			t[c] = 4
		}
	}
	return t
}()

// pShort decodes s into out, one uint32 of UTF-8 bytes per code point, and
// returns the number of code points and of bytes, or false.
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
		bias = pShortAdapt(uint32(delta), length, i == 0)
		i += uint32(delta)
		q := uint32(uint64(i) * pRecip[length%uint32(len(pRecip))] >> pRecipShift)
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

// pMaxI bounds i in pShort: at most maxShort code points and i div length
// <= 0x10FFFF need i < 0x110000 * maxShort < 2^27.
const pMaxI = 1 << 27

// pRecip[d] is ceil(2^pRecipShift / d) for 1 <= d <= maxShort: for every x
// below pMaxI, x div d = x * pRecip[d] >> pRecipShift, because the error
// pRecip[d] * d - 2^pRecipShift is below d <= 2^(pRecipShift-27)
// (Granlund and Montgomery, "Division by invariant integers using
// multiplication", 1994, theorem 4.2). The product is below 2^61.
// TestShortDivide checks it.
var pRecip = func() (r [2 * maxShort]uint64) {
	for d := 1; d <= maxShort; d++ {
		r[d] = (1<<pRecipShift + uint64(d) - 1) / uint64(d)
	}
	return r
}()

const pRecipShift = 27 + 6

// pDigit maps each byte to its Punycode digit value, as pValue does, and a
// byte without one to pMaxI: added to the integer (with a weight of at
// least 1), it makes the integer fail pShort's check at its end, so that
// pShort does not test each digit. The sum cannot wrap: it has at most 10
// terms (see pThresholds), each at most pMaxI * (2^32-1) < 2^59.
var pDigit = func() (t [256]uint32) {
	for c, v := range pValue {
		t[c] = uint32(v)
		if v == noDigit {
			t[c] = pMaxI
		}
	}
	return t
}()

// pShortAdapt is pAdapt for delta < pMaxI and numPoints <= maxShort.
func pShortAdapt(delta, numPoints uint32, first bool) uint32 {
	delta = pDampen(delta, first)
	return pAdaptScaled(delta + uint32(uint64(delta)*pRecip[numPoints%uint32(len(pRecip))]>>pRecipShift))
}

// putWords writes the UTF-8 bytes held in words (see pShort) to buf, which
// has exactly the room for them. Every word but the last three is written
// with one 4-byte store: the bytes that it writes past its own are within
// buf, because three words of at least one byte each follow, and they
// overwrite them.
func putWords(buf []byte, words []uint32) {
	o := uint(0)
	if n := len(words) - 3; n > 0 {
		for _, u := range words[:n] {
			binary.LittleEndian.PutUint32(buf[o:o+4], u)
			o += uint(utf8Len[byte(u)])
		}
		words = words[n:]
	}
	for _, u := range words {
		for end := o + uint(utf8Len[byte(u)]); o < end; o++ {
			buf[o] = byte(u)
			u >>= 8
		}
	}
}

// Constants for testing the 8 bytes of a uint64 at once.
const (
	lowBits  = 0x0101010101010101
	highBits = 0x8080808080808080
	low7Bits = 0x7F7F7F7F7F7F7F7F
)

// load64 returns the 8 bytes of s from index i, the first in the low bits.
// The compiler makes it one load where the machine allows.
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
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
