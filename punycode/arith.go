package punycode

import "math/bits"

// Punycode's parameters and the arithmetic that the encoders and decoders
// share: the digit values and thresholds, division by a reciprocal, bias
// adaptation, and the bounds that keep every count below maxint.

// MaxLen bounds the size of every call: 1 MiB. An encoder accepts at most
// MaxLen code points and writes at most MaxLen bytes; a decoder accepts at
// most MaxLen bytes (and so writes at most MaxLen code points). Past the
// bound the call fails with [ErrTooLong]; an input is checked before any
// other work is done. Everything that an encoder writes can be decoded.
//
// The encoders and decoders take O(n log n) time on any input, so the bound
// is not needed for speed. It keeps the memory of one call near 20 MiB at
// most, and every count far below the 32-bit maxint of RFC 3492 section 6.4.
// A DNS label is at most 63 bytes long.
const MaxLen = 1 << 20

// stackRunes is the number of code points that the package-level functions
// convert in a buffer on the stack. It covers every DNS label.
const stackRunes = 64

// Punycode parameter values, RFC 3492 section 5.
const (
	pBase        = 36
	pTMin        = 1
	pTMax        = 26
	pSkew        = 38
	pDamp        = 700
	pInitialBias = 72
	pInitialN    = 0x80
	pDelimiter   = '-'
	pDigits      = "abcdefghijklmnopqrstuvwxyz0123456789"
)

// maxInt is the maxint of RFC 3492 section 6.4 (a 32-bit unsigned
// integer), against which all arithmetic is checked.
const maxInt = 1<<32 - 1

// maxShort is the most code points that the short forms take: one
// bit per position in a uint64.
const maxShort = 64

// pMaxI bounds i in the short decoder: at most maxShort code points and i div length
// <= 0x10FFFF need i < 0x110000 * maxShort < 2^27.
const pMaxI = 1 << 27

// pDigit maps each byte to its Punycode digit value (a letter in either
// case, RFC 3492 section 5), and a byte without one to pMaxI: added to the integer (with a weight of at
// least 1), it makes the integer fail the short decoder's check at its end,
// so that it does not test each digit. The sum cannot wrap: it has at most 10
// terms (see pThresholds), each at most pMaxI * (2^32-1) < 2^59. The
// general decoder tests each digit against pBase.
//
// pDigit, the other tables of this file, utf8Len and pDigitTable are
// filled by init in one function, not by a closure each: the closures'
// names and line tables would cost every program that links the package.
var pDigit [256]uint32

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
var pThresholds [1024]uint8

// recip[d] is floor((2^64-1) / d) + 1: for every 32-bit x, x div d is the
// high 64 bits of recip[d] * x (Lemire, Kaser and Kurz, "Faster remainder
// by direct computation", 2019). TestDivide checks it.
var recip [recipLen]uint64

const recipLen = 128

// divide returns x div d for d >= 1.
func divide(x, d uint32) uint32 {
	if d >= 2 && d < recipLen {
		hi, _ := bits.Mul64(recip[d], uint64(x))
		return uint32(hi)
	}
	return x / d
}

// shortRecip[d] is ceil(2^shortRecipShift / d) for 1 <= d <= maxShort: for
// every x below pMaxI, x div d = x * shortRecip[d] >> shortRecipShift,
// because the error shortRecip[d] * d - 2^shortRecipShift is below d <=
// 2^(shortRecipShift-27) (Granlund and Montgomery, "Division by invariant
// integers using multiplication", 1994, theorem 4.2). The product is below
// 2^61. It costs the short decoder fewer instructions than recip, whose
// range it does not need. TestShortDivide checks it.
var shortRecip [2 * maxShort]uint64

const shortRecipShift = 27 + 6

// divideShort returns x div d for x < pMaxI and 1 <= d <= maxShort.
func divideShort(x, d uint32) uint32 {
	return uint32(uint64(x) * shortRecip[d%uint32(len(shortRecip))] >> shortRecipShift)
}

// pAdaptMax is ((base - tmin) * tmax) div 2, the largest delta that ends
// the loop of the adaptation function.
const pAdaptMax = ((pBase - pTMin) * pTMax) / 2

// pAdaptTail holds the last step of the adaptation function for every
// delta <= pAdaptMax, without its division.
var pAdaptTail [pAdaptMax + 1]uint8

// init fills the tables above, utf8Len and pDigitTable.
func init() {
	for c := range pDigit {
		pDigit[c] = pMaxI
	}
	for d := 0; d < len(pDigits); d++ {
		c := pDigits[d]
		pDigit[c] = uint32(d)
		if isLetter(c) {
			pDigit[c&^0x20] = uint32(d) // either case, RFC 3492 section 5
		}
	}
	for x := range pThresholds {
		pThresholds[x] = uint8(min(max(x-pBias, pTMin), pTMax))
	}
	for d := 2; d < len(recip); d++ {
		recip[d] = ^uint64(0)/uint64(d) + 1
	}
	for d := 1; d <= maxShort; d++ {
		shortRecip[d] = (1<<shortRecipShift + uint64(d) - 1) / uint64(d)
	}
	for d := range pAdaptTail {
		pAdaptTail[d] = uint8((pBase - pTMin + 1) * d / (d + pSkew))
	}
	for c := range utf8Len {
		switch {
		case c < 0xE0:
			utf8Len[c] = 1 + uint8(c>>7) // 1 below 0x80, 2 from 0xC0
		case c < 0xF0:
			utf8Len[c] = 3
		default:
			utf8Len[c] = 4
		}
	}
	copy(pDigitTable[:], pDigits)
}

// pAdapt is the bias adaptation function of RFC 3492 section 6.1.
func pAdapt(delta, numPoints uint32, first bool) uint32 {
	delta = pDampen(delta, first)
	if delta >= numPoints { // else delta div numPoints is 0
		delta += divide(delta, numPoints)
	}
	return pAdaptScaled(delta)
}

// pDampen divides delta by damp for the first code point, by 2 after.
func pDampen(delta uint32, first bool) uint32 {
	if first {
		return delta / pDamp
	}
	return delta / 2
}

// pAdaptScaled is the rest of the adaptation, after delta div numpoints.
func pAdaptScaled(delta uint32) uint32 {
	k := uint32(0)
	for delta > pAdaptMax {
		delta /= pBase - pTMin
		k += pBase
	}
	return k + uint32(pAdaptTail[delta])
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

func setCase(c byte, upper bool) byte {
	if upper {
		return c &^ 0x20
	}
	return c | 0x20
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

// workHook, if not nil, receives the work (elementary steps: bytes read,
// code points moved, iterations in a Fenwick tree) of each successful call
// of the general decoder and encoder, for TestWorkIsNLogN.
var workHook func(work int)

func reportWork(work int) {
	if workHook != nil {
		workHook(work)
	}
}

// maxLenFits fails to compile if MaxLen exceeds maxInt: the encoders add
// the handled code points after the last occurrence of a code point to
// delta without an overflow check.
const maxLenFits = uint32(maxInt - MaxLen)
