package bootstring

import "strings"

// Decode decodes input by RFC 3492 section 6.2 with the overflow tests of
// section 6.4 ("B > (maxint - A) div C"). It returns the code points, their
// mixed-case flags (appendix A: set for an uppercase basic letter and for a
// code point whose last digit is uppercase) and one Step per integer.
//
// Besides the failures of section 6.2, a decoded code point that is a
// surrogate (ErrSurrogate), above U+10FFFF (ErrOutOfRange) or basic
// (ErrBasicDelta, possible only with InitialN below 0x80) is an error; the
// offset of these and of an overflow of n is the integer's first digit.
func (p Params) Decode(input string) ([]rune, []bool, []Step, error) {
	if err := p.Validate(); err != nil {
		return nil, nil, nil, err
	}
	if len(input) > MaxLen {
		return nil, nil, nil, fail(MaxLen, ErrTooLong)
	}
	maxint := p.maxInt()
	base := uint64(p.Base)
	n := uint64(p.InitialN)
	i := uint64(0)
	bias := uint64(p.InitialBias)
	var output []rune
	var upper []bool
	var steps []Step
	in := 0
	// The basic code points before the last delimiter, if it is not at the
	// start, are copied.
	if b := strings.LastIndexByte(input, p.Delimiter); b > 0 {
		for j := 0; j < b; j++ {
			if input[j] >= 0x80 {
				return nil, nil, nil, fail(j, ErrNonBasic)
			}
			output = append(output, rune(input[j]))
			upper = append(upper, isUpper(input[j]))
		}
		in = b + 1
	}
	for in < len(input) {
		first := in
		oldi := i
		w := uint64(1)
		for k := base; ; k += base {
			if in >= len(input) {
				return nil, nil, nil, fail(len(input), ErrTruncated)
			}
			digit := p.digitValue(input[in])
			if digit < 0 {
				return nil, nil, nil, fail(in, ErrInvalidDigit)
			}
			in++
			if uint64(digit) > (maxint-i)/w {
				return nil, nil, nil, fail(in-1, ErrOverflow)
			}
			i = i + uint64(digit)*w
			t := p.Threshold(k, bias)
			if uint64(digit) < t {
				break
			}
			if w > maxint/(base-t) {
				return nil, nil, nil, fail(in-1, ErrOverflow)
			}
			w = w * (base - t)
		}
		length := uint64(len(output) + 1)
		delta := i - oldi
		bias = p.Adapt(delta, length, oldi == 0)
		if i/length > maxint-n {
			return nil, nil, nil, fail(first, ErrOverflow)
		}
		n = n + i/length
		i = i % length
		switch {
		case n > 0x10FFFF:
			return nil, nil, nil, fail(first, ErrOutOfRange)
		case 0xD800 <= n && n <= 0xDFFF:
			return nil, nil, nil, fail(first, ErrSurrogate)
		case n < 0x80:
			return nil, nil, nil, fail(first, ErrBasicDelta)
		}
		steps = append(steps, Step{
			CodePoint: rune(n), Index: int(i), Delta: uint32(delta),
			Digits: input[first:in], Offset: first, Bias: int(bias),
		})
		output = append(output[:i], append([]rune{rune(n)}, output[i:]...)...)
		upper = append(upper[:i], append([]bool{isUpper(input[in-1])}, upper[i:]...)...)
		i++
	}
	return output, upper, steps, nil
}
