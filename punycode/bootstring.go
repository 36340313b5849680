package punycode

import (
	"fmt"
	"unicode/utf8"
)

// Params are the parameters of a Bootstring encoding (RFC 3492 section 4).
//
// The basic code points are always the ASCII code points U+0000..U+007F, and
// the extended strings are sequences of Unicode scalar values. Digits are
// recognized in both cases: a letter in Digits also stands for the same
// digit value in the other case, so the digit part of an encoded string is
// case-insensitive, as RFC 3492 section 5 requires for Punycode.
type Params struct {
	Base        int32 // number of digit values, 0 through Base-1
	TMin, TMax  int32 // range of the thresholds t(j), RFC 3492 section 3.3
	Skew        int32 // bias adaptation, RFC 3492 section 3.4
	Damp        int32 // divisor of the first delta in bias adaptation
	InitialBias int32 // bias before the first delta
	InitialN    int32 // code point n of the decoder's initial state
	Delimiter   byte  // the basic code point that ends the literal portion

	// Digits holds the basic code point of each digit value: Digits[d] is
	// written for the value d. Its length must be Base.
	Digits string
}

// PunycodeParams are the parameter values of Punycode (RFC 3492 section 5).
var PunycodeParams = Params{
	Base:        pBase,
	TMin:        pTMin,
	TMax:        pTMax,
	Skew:        pSkew,
	Damp:        pDamp,
	InitialBias: pInitialBias,
	InitialN:    pInitialN,
	Delimiter:   pDelimiter,
	Digits:      pDigits,
}

// Validate checks p against the constraints of RFC 3492 section 4, and
// against three more that the package needs so that every call ends soon:
//
//   - Digits has Base distinct basic code points (letters compared without
//     regard to case), none of them the Delimiter, which is basic too
//     (section 4: digit values are associated with distinct non-delimiter
//     basic code points).
//   - 0 <= TMin <= TMax <= Base-1, Skew >= 1, Damp >= 2, and
//     InitialBias mod Base <= Base - TMin (the section 4 constraints).
//   - 0 <= InitialN <= 0x80: InitialN cannot exceed the least non-basic
//     code point that may appear in an extended string (section 4), which
//     is U+0080 here.
//   - TMax >= 1 (stricter): with TMax = 0 no digit can end an integer.
//   - TMax <= Base-2 (stricter than Base-1): a threshold t = Base-1 gives
//     the weight factor Base - t = 1, so the number of digits of an
//     integer grows linearly with its value (3 code points can take
//     hundreds of kilobytes), and with TMin = Base-1 the loop of the
//     adaptation function, which divides by Base - TMin, never ends.
//     With Base - t >= 2 every integer below 2^32 has at most 33 digits.
//   - InitialBias >= 0 (stricter): RFC 3492 uses div and mod on
//     nonnegative operands only.
//
// Every error wraps [ErrInvalidParams].
func (p Params) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrInvalidParams}, args...)...)
	}
	if len(p.Digits) != int(p.Base) {
		return bad("%d digits for base %d", len(p.Digits), p.Base)
	}
	if p.Delimiter >= utf8.RuneSelf {
		return bad("delimiter %#x is not a basic code point", p.Delimiter)
	}
	var seen [utf8.RuneSelf]bool
	seen[fold(p.Delimiter)] = true
	for d := 0; d < len(p.Digits); d++ {
		c := p.Digits[d]
		if c >= utf8.RuneSelf {
			return bad("digit %d (%#x) is not a basic code point", d, c)
		}
		if fold(c) == fold(p.Delimiter) {
			return bad("digit %d (%q) is the delimiter", d, c)
		}
		if seen[fold(c)] {
			return bad("digit %d (%q) is used twice", d, c)
		}
		seen[fold(c)] = true
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
	case p.InitialN < 0 || p.InitialN > utf8.RuneSelf:
		return bad("initial n %#x not in 0..0x80", p.InitialN)
	}
	return nil
}

// SupportsMixedCase reports whether the digits for the values 0 through
// TMax-1 are all letters, so that the last digit of every delta can carry
// an uppercase/lowercase flag (RFC 3492 section 4, last paragraph, and
// appendix A).
func (p Params) SupportsMixedCase() bool {
	for d := 0; d < int(p.TMax) && d < len(p.Digits); d++ {
		if !isLetter(p.Digits[d]) {
			return false
		}
	}
	return true
}

// A Codec encodes and decodes with one set of validated Bootstring
// parameters. Its methods are safe for concurrent use.
//
// The zero value of Codec is ready to use and is the Punycode codec: it has
// the parameters [PunycodeParams] and gives the same results as [Punycode].
// Other parameters need [New].
//
// A Codec runs the general algorithms, which read the parameters from
// memory (for the Punycode parameters, with the divisions by constants).
// For Punycode labels, the package-level functions are faster: they have
// short forms with the parameters compiled in.
type Codec struct {
	p Params

	base, tmin, tmax, skew, damp, initialBias, initialN uint32
	adaptMax                                            uint32 // ((base - tmin) * tmax) div 2
	delim                                               byte
	mixedCase                                           bool
	// constant is set in the Punycode codecs: their adaptation and digits
	// take the Punycode-only forms, whose divisions are by constants.
	constant bool

	// value is the digit value of each byte, or noDigit. The Punycode
	// codecs share pValue, so that they are built without code (see
	// punycodeCodec).
	value *[256]uint8
}

// New returns a Codec for p, or an error wrapping [ErrInvalidParams] if p
// fails [Params.Validate].
func New(p Params) (*Codec, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return newCodec(p), nil
}

// newCodec builds the Codec for parameters that passed Validate. The
// Punycode codecs are built with it directly, so that a program using only
// the package-level functions does not link Validate and fmt.
func newCodec(p Params) *Codec {
	c := &Codec{
		p:           p,
		base:        uint32(p.Base),
		tmin:        uint32(p.TMin),
		tmax:        uint32(p.TMax),
		skew:        uint32(p.Skew),
		damp:        uint32(p.Damp),
		initialBias: uint32(p.InitialBias),
		initialN:    uint32(p.InitialN),
		adaptMax:    uint32((p.Base - p.TMin) * p.TMax / 2),
		delim:       p.Delimiter,
		mixedCase:   p.SupportsMixedCase(),
		constant:    p == punycodeCodec.p,
		value:       new([256]uint8),
	}
	for i := range c.value {
		c.value[i] = noDigit
	}
	for d := 0; d < len(p.Digits); d++ {
		ch := p.Digits[d]
		c.value[ch] = uint8(d)
		if isLetter(ch) {
			c.value[ch^0x20] = uint8(d)
		}
	}
	return c
}

// Punycode is the Codec for [PunycodeParams]. The package-level functions
// give the same results faster; Punycode is there for code that works with
// any *Codec.
var Punycode = &exportedCodec

// punycode is the codec behind the package-level functions that use the
// general algorithms (mixed case, tracing). It is a separate variable so
// that assigning to Punycode cannot change them.
var punycode = &punycodeCodec

// punycodeCodec is newCodec(PunycodeParams) written out with constants, so
// that the compiler lays it out as data: a program that uses only the
// package-level functions neither runs nor links the construction of a
// Codec. TestPunycodeCodec checks it against newCodec.
var punycodeCodec = Codec{
	p: Params{
		Base:        pBase,
		TMin:        pTMin,
		TMax:        pTMax,
		Skew:        pSkew,
		Damp:        pDamp,
		InitialBias: pInitialBias,
		InitialN:    pInitialN,
		Delimiter:   pDelimiter,
		Digits:      pDigits,
	},
	base:        pBase,
	tmin:        pTMin,
	tmax:        pTMax,
	skew:        pSkew,
	damp:        pDamp,
	initialBias: pInitialBias,
	initialN:    pInitialN,
	adaptMax:    pAdaptMax,
	delim:       pDelimiter,
	mixedCase:   true,
	value:       &pValue,
	constant:    true,
}

// exportedCodec is the Codec that Punycode points to, a copy of
// punycodeCodec.
var exportedCodec = punycodeCodec

// Params returns the parameters of c.
func (c *Codec) Params() Params { return c.get().p }

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// fold maps ASCII letters to lowercase.
func fold(c byte) byte {
	if isUpper(c) {
		return c + 'a' - 'A'
	}
	return c
}

// threshold is t(j) of RFC 3492 section 3.3 for k = base * (j + 1): k -
// bias clamped to tmin..tmax, without branches (k and bias are below 2^31).
func (c *Codec) threshold(k, bias uint32) uint32 {
	return uint32(min(max(int32(k)-int32(bias), int32(c.tmin)), int32(c.tmax)))
}

// adapt is the bias adaptation function of RFC 3492 section 6.1. The
// loops call pAdapt instead for the Punycode codecs (c.constant).
func (c *Codec) adapt(delta, numPoints uint32, first bool) uint32 {
	if first {
		delta /= c.damp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := uint32(0)
	for delta > c.adaptMax {
		delta /= c.base - c.tmin
		k += c.base
	}
	return k + (c.base-c.tmin+1)*delta/(delta+c.skew)
}
