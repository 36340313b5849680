// Package bootstring implements Bootstring (RFC 3492 sections 3 to 6), the
// general algorithm of which Punycode is one instance, for any parameters
// that section 4 allows.
//
// It is written as plainly as the RFC's pseudocode: the encoder rescans its
// input for every code point value and the decoder inserts into a slice, so
// both take time quadratic in the length of the input, which [MaxLen]
// bounds. Package punycode, which has Punycode's parameters compiled in and
// runs in O(n log n), is tested against it.
package bootstring

import (
	"errors"
	"fmt"
	"strconv"
)

// MaxLen bounds the input of every call: at most MaxLen code points to
// encode and MaxLen bytes to decode. Past it a call fails with ErrTooLong.
// It keeps the quadratic loops below 2^32 steps.
const MaxLen = 1 << 16

// Params are the parameters of a Bootstring encoding (RFC 3492 section 4).
//
// The basic code points are the ASCII code points U+0000..U+007F, and the
// extended strings are sequences of Unicode scalar values. A letter in
// Digits also stands for the same digit value in the other case, so that
// digits are read without regard to case, as section 5 requires for
// Punycode.
type Params struct {
	Base        int32 // number of digit values, 0 through Base-1
	TMin, TMax  int32 // range of the thresholds t(j), section 3.3
	Skew        int32 // bias adaptation, section 3.4
	Damp        int32 // divisor of the first delta in bias adaptation
	InitialBias int32 // bias before the first delta
	InitialN    int32 // code point n of the decoder's initial state
	Delimiter   byte  // the basic code point that ends the literal portion

	// Digits holds the basic code point of each digit value: Digits[d] is
	// written for the value d. Its length must be Base.
	Digits string

	// MaxInt is the largest value of an integer variable (section 6.4),
	// against which every sum and product is checked; 0 means 2^32-1, the
	// value that package punycode uses.
	MaxInt uint32
}

// Punycode are the parameter values of Punycode (RFC 3492 section 5).
var Punycode = Params{
	Base: 36, TMin: 1, TMax: 26, Skew: 38, Damp: 700, InitialBias: 72, InitialN: 0x80,
	Delimiter: '-', Digits: "abcdefghijklmnopqrstuvwxyz0123456789",
}

// Errors about parameters. Validate's errors wrap ErrInvalidParams and say
// which constraint failed.
var (
	ErrInvalidParams = errors.New("bootstring: invalid parameters")
	ErrNoMixedCase   = errors.New("bootstring: parameters do not support mixed-case annotation")
)

// Errors about an input, each reported in an [*Error] with its offset.
var (
	ErrNonBasic     = errors.New("bootstring: non-basic code point before the delimiter")
	ErrInvalidDigit = errors.New("bootstring: invalid digit")
	ErrTruncated    = errors.New("bootstring: input ends inside a variable-length integer")
	ErrOverflow     = errors.New("bootstring: arithmetic overflow")
	ErrSurrogate    = errors.New("bootstring: code point is a surrogate")
	ErrOutOfRange   = errors.New("bootstring: code point out of range")
	ErrBasicDelta   = errors.New("bootstring: delta decodes to a basic code point")
	ErrTooLong      = errors.New("bootstring: input longer than MaxLen")
	ErrCaseFlags    = errors.New("bootstring: number of case flags differs from the number of code points")
)

// An Error is a failure to encode or decode an input. Offset is a byte
// offset in the string given to Decode, or an index in the code points
// given to Encode.
type Error struct {
	Offset int
	Err    error
}

// Error returns the sentinel's message followed by the offset.
func (e *Error) Error() string { return e.Err.Error() + " at offset " + strconv.Itoa(e.Offset) }

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

func fail(off int, err error) *Error { return &Error{Offset: off, Err: err} }

// Validate checks p against the constraints of RFC 3492 section 4, and
// against these stricter ones, so that every call ends soon:
//
//   - InitialN is at most 0x80, the least non-basic code point.
//   - 1 <= TMax <= Base-2: with TMax = 0 no digit ends an integer, and a
//     threshold of Base-1 gives the weight factor 1, so that an integer has
//     as many digits as its value (and with TMin = Base-1 the adaptation
//     loop, which divides by Base - TMin, never ends).
//   - InitialBias >= 0: the RFC uses div and mod on nonnegative operands.
func (p Params) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrInvalidParams}, args...)...)
	}
	if len(p.Digits) != int(p.Base) {
		return bad("%d digits for base %d", len(p.Digits), p.Base)
	}
	if p.Delimiter >= 0x80 {
		return bad("delimiter %#x is not a basic code point", p.Delimiter)
	}
	for d := 0; d < len(p.Digits); d++ {
		c := p.Digits[d]
		switch {
		case c >= 0x80:
			return bad("digit %d (%#x) is not a basic code point", d, c)
		case fold(c) == fold(p.Delimiter):
			return bad("digit %d (%q) is the delimiter", d, c)
		case d > 0 && p.digitValue(c) < d:
			return bad("digit %d (%q) is used twice", d, c)
		}
	}
	switch {
	case p.TMin < 0:
		return bad("tmin %d < 0", p.TMin)
	case p.TMin > p.TMax:
		return bad("tmin %d > tmax %d", p.TMin, p.TMax)
	case p.TMax > p.Base-1:
		return bad("tmax %d > base-1", p.TMax)
	case p.TMax < 1:
		return bad("tmax %d < 1", p.TMax)
	case p.TMax > p.Base-2:
		return bad("tmax %d > base-2", p.TMax)
	case p.Skew < 1:
		return bad("skew %d < 1", p.Skew)
	case p.Damp < 2:
		return bad("damp %d < 2", p.Damp)
	case p.InitialBias < 0:
		return bad("initial bias %d < 0", p.InitialBias)
	case p.InitialBias%p.Base > p.Base-p.TMin:
		return bad("initial bias mod base = %d > base-tmin", p.InitialBias%p.Base)
	case p.InitialN < 0 || p.InitialN > 0x80:
		return bad("initial n %#x not in 0..0x80", p.InitialN)
	}
	return nil
}

// SupportsMixedCase reports whether the digits for the values 0 through
// TMax-1 are all letters, so that the last digit of every integer can carry
// an uppercase/lowercase flag (section 4, last paragraph, and appendix A).
func (p Params) SupportsMixedCase() bool {
	for d := 0; d < int(p.TMax) && d < len(p.Digits); d++ {
		if !isLetter(p.Digits[d]) {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// fold maps ASCII letters to lowercase.
func fold(c byte) byte {
	if isUpper(c) {
		return c | 0x20
	}
	return c
}

func setCase(c byte, upper bool) byte {
	if upper {
		return c &^ 0x20
	}
	return c | 0x20
}

// maxInt is the maxint of section 6.4.
func (p Params) maxInt() uint64 {
	if p.MaxInt == 0 {
		return 1<<32 - 1
	}
	return uint64(p.MaxInt)
}

// digitValue returns the value of the digit c, or -1 (section 5: letters in
// either case).
func (p Params) digitValue(c byte) int {
	for d := 0; d < len(p.Digits); d++ {
		if p.Digits[d] == c || isLetter(c) && fold(p.Digits[d]) == fold(c) {
			return d
		}
	}
	return -1
}

// Threshold is t(j) of section 3.3 for k = base * (j + 1): k - bias clamped
// to tmin..tmax.
func (p Params) Threshold(k, bias uint64) uint64 {
	tmin, tmax := uint64(p.TMin), uint64(p.TMax)
	if k <= bias+tmin { // with the "+ tmin" that the RFC says may be left out
		return tmin
	}
	if k >= bias+tmax {
		return tmax
	}
	return k - bias
}

// Adapt is the bias adaptation function of section 6.1.
func (p Params) Adapt(delta, numPoints uint64, firstTime bool) uint64 {
	base, tmin, tmax := uint64(p.Base), uint64(p.TMin), uint64(p.TMax)
	if firstTime {
		delta = delta / uint64(p.Damp)
	} else {
		delta = delta / 2
	}
	delta = delta + delta/numPoints
	k := uint64(0)
	for delta > ((base-tmin)*tmax)/2 {
		delta = delta / (base - tmin)
		k = k + base
	}
	return k + (((base - tmin + 1) * delta) / (delta + uint64(p.Skew)))
}

// A Step is one integer of an encoded string: the insertion of one
// non-basic code point, as in the traces of section 7.2.
type Step struct {
	CodePoint rune   // the code point n inserted
	Index     int    // where the decoder inserts it, in code points
	Delta     uint32 // the integer's value
	Digits    string // the integer as written, with its case
	Offset    int    // the byte offset of Digits in the encoded string
	Bias      int    // the bias after adaptation
}
