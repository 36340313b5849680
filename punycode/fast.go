package punycode

import (
	"math/bits"
	"slices"
	"unicode/utf8"
)

// This file holds the Punycode-only encoder of the package-level functions
// for at most maxShort code points, and the parts that it shares with the
// short decoder (short.go): the parameters of RFC 3492 section 5 as
// constants, which the compiler folds, and tables that constants allow.

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

// noDigit marks a byte that has no digit value.
const noDigit = 0xFF

// pValue maps each byte to its Punycode digit value (both cases of a letter
// give the same value, RFC 3492 section 5), or noDigit.
var pValue = func() (v [256]uint8) {
	for i := range v {
		v[i] = noDigit
	}
	for d := 0; d < len(pDigits); d++ {
		c := pDigits[d]
		v[c] = uint8(d)
		if 'a' <= c && c <= 'z' {
			v[c-'a'+'A'] = uint8(d)
		}
	}
	return v
}()

// recip[d] is floor((2^64-1) / d) + 1: for every 32-bit x, x div d is the
// high 64 bits of recip[d] * x (Lemire, Kaser and Kurz, "Faster remainder
// by direct computation", 2019). TestDivide checks it.
var recip = func() (r [recipLen]uint64) {
	for d := 2; d < len(r); d++ {
		r[d] = ^uint64(0)/uint64(d) + 1
	}
	return r
}()

const recipLen = 128

// divide returns x div d for d >= 1.
func divide(x, d uint32) uint32 {
	if d >= 2 && d < recipLen {
		hi, _ := bits.Mul64(recip[d], uint64(x))
		return uint32(hi)
	}
	return x / d
}

// pAdaptMax is ((base - tmin) * tmax) div 2, the largest delta that ends
// the loop of the adaptation function.
const pAdaptMax = ((pBase - pTMin) * pTMax) / 2

// pAdaptTail holds the last step of the adaptation function for every
// delta <= pAdaptMax, without its division.
var pAdaptTail = func() (t [pAdaptMax + 1]uint8) {
	for d := range t {
		t[d] = uint8((pBase - pTMin + 1) * d / (d + pSkew))
	}
	return t
}()

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

// checkScalar reports whether n is a Unicode scalar value.
func checkScalar(n uint32) error {
	switch {
	case n > utf8.MaxRune:
		return ErrOutOfRange
	case 0xD800 <= n && n <= 0xDFFF:
		return ErrSurrogate
	}
	return nil
}

// maxShort is the most code points that pEncodeShort and pShort take: one
// bit per position in a uint64.
const maxShort = 64

// sortKeys sorts keys (code point<<shift | position, in the order of the
// positions) with tmp, as long as keys, as scratch space, and returns its
// work (see workHook): by insertion for the few of a typical label, which
// costs less than any other sort, and by radixSort for more.
func sortKeys(keys, tmp []uint64, shift uint) int {
	if len(keys) > 16 {
		return radixSort(keys, tmp, shift)
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

// pEncodeShort is encodeDeltas (engine.go) for total <= maxShort code
// points, with the Punycode parameters as constants and the handled
// positions in one bitmask (a popcount per count): about 10% fewer
// instructions per label. keys holds code point<<8 | position for each
// non-basic code point, basic the bits of the basic ones; the caller has
// written the literal portion and its delimiter into dst[start:].
func pEncodeShort(dst []byte, start int, keys []uint64, basic uint64, total int) ([]byte, error) {
	if len(keys) > 16 {
		var tmp [maxShort]uint64 // zeroed only when needed
		radixSort(keys, tmp[:len(keys)], 8)
	} else {
		sortKeys(keys, nil, 8)
	}
	b := uint32(total - len(keys))
	h := b
	n, delta, bias := uint32(pInitialN), uint64(0), uint32(pInitialBias)
	oldi := uint32(0) // the decoder's i before it reads the next delta
	handled := basic
	for g := 0; g < len(keys); {
		m := uint32(keys[g] >> 8)
		delta += uint64(m-n) * uint64(h+1)
		if delta > maxInt {
			return dst, errorAt(int(keys[g]&0xFF), ErrOverflow)
		}
		n = m
		first := int(keys[g] & 0xFF)
		counted := uint64(0) // the positions up to the previous occurrence of n
		equal := uint32(0)   // occurrences of n already inserted
		added := uint64(0)   // the positions of n
		for ; g < len(keys) && uint32(keys[g]>>8) == n; g++ {
			bit := uint64(1) << (keys[g] & 0xFF)
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
// masked index needs no bounds check.
var pDigitTable = func() (t [64]byte) {
	copy(t[:], pDigits)
	return t
}()

// pMaxDigits bounds the digits of one integer (see pEncodeDelta).
const pMaxDigits = 16
