package bootstring

// Encode encodes input by RFC 3492 section 6.3 with the overflow tests of
// section 6.4. If upper is not nil it holds the mixed-case annotation of
// appendix A, one flag per code point: a basic letter is written in the
// case of its flag, and so is the last digit of a non-basic code point's
// integer; all other digits are lowercase. Encode returns the encoded
// string and one Step per integer. Error offsets are indexes in input:
// a code point that is not a Unicode scalar value fails at its index, and
// an overflow at the first occurrence of the code point being encoded.
//
// Encode follows section 6.3 exactly, so it may write an integer that the
// decoder of section 6.2 cannot read without an overflow (package punycode
// refuses such an output).
func (p Params) Encode(input []rune, upper []bool) (string, []Step, error) {
	if err := p.check(input, upper); err != nil {
		return "", nil, err
	}
	maxint := p.maxInt()
	n := uint64(p.InitialN)
	delta := uint64(0)
	bias := uint64(p.InitialBias)
	var output []byte
	var steps []Step
	b := 0
	for j, c := range input {
		if c < 0x80 {
			output = append(output, p.flagged(byte(c), upper, j))
			b++
		}
	}
	h := b
	if b > 0 {
		output = append(output, p.Delimiter)
	}
	for h < len(input) {
		m := uint64(1 << 32) // above every code point
		for _, c := range input {
			if c >= 0x80 && uint64(c) >= n && uint64(c) < m {
				m = uint64(c)
			}
		}
		if m-n > (maxint-delta)/uint64(h+1) {
			return "", nil, p.overflow(input, m)
		}
		delta = delta + (m-n)*uint64(h+1)
		n = m
		for j, c := range input {
			if uint64(c) < n { // basic code points too: n >= 0x80 here
				delta++
				if delta > maxint {
					return "", nil, p.overflow(input, n)
				}
			}
			if uint64(c) == n {
				at := len(output)
				output = p.appendInteger(output, delta, bias)
				output[len(output)-1] = p.flagged(output[len(output)-1], upper, j)
				bias = p.Adapt(delta, uint64(h+1), h == b)
				steps = append(steps, Step{
					CodePoint: c, Index: index(input[:j], n), Delta: uint32(delta),
					Digits: string(output[at:]), Offset: at, Bias: int(bias),
				})
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return string(output), steps, nil
}

// check fails on input that Encode cannot take.
func (p Params) check(input []rune, upper []bool) error {
	if err := p.Validate(); err != nil {
		return err
	}
	if upper != nil && !p.SupportsMixedCase() {
		return ErrNoMixedCase
	}
	if len(input) > MaxLen {
		return fail(MaxLen, ErrTooLong)
	}
	if upper != nil && len(upper) != len(input) {
		return fail(min(len(upper), len(input)), ErrCaseFlags)
	}
	for j, c := range input {
		switch {
		case c < 0 || c > 0x10FFFF:
			return fail(j, ErrOutOfRange)
		case 0xD800 <= c && c <= 0xDFFF:
			return fail(j, ErrSurrogate)
		}
	}
	return nil
}

// appendInteger appends q as a generalized variable-length integer
// (section 3.3), its digits in the case of Digits.
func (p Params) appendInteger(output []byte, q, bias uint64) []byte {
	base := uint64(p.Base)
	for k := base; ; k += base {
		t := p.Threshold(k, bias)
		if q < t {
			break
		}
		output = append(output, p.Digits[t+((q-t)%(base-t))])
		q = (q - t) / (base - t)
	}
	return append(output, p.Digits[q])
}

// flagged returns c in the case of upper[j], if upper is not nil and c is
// a letter.
func (p Params) flagged(c byte, upper []bool, j int) byte {
	if upper == nil || !isLetter(c) {
		return c
	}
	return setCase(c, upper[j])
}

// index returns the number of code points before this one that the
// decoder has when it inserts the code point n: the basic ones and those
// up to n.
func index(before []rune, n uint64) int {
	count := 0
	for _, c := range before {
		if c < 0x80 || uint64(c) <= n {
			count++
		}
	}
	return count
}

// overflow is ErrOverflow at the first occurrence of the code point v.
func (p Params) overflow(input []rune, v uint64) error {
	for j, c := range input {
		if uint64(c) == v {
			return fail(j, ErrOverflow)
		}
	}
	return fail(len(input), ErrOverflow)
}
