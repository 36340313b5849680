package punycode_test

import (
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/punycode"
)

// This file holds a reference implementation of Bootstring, written for
// readability straight from the pseudocode of RFC 3492 sections 6.1 to 6.3,
// with the overflow tests of section 6.4 ("B > (maxint - A) div C") and
// maxint = 2^32-1. It inserts into a []rune and rescans the input for every
// code point, like the RFC. The package is checked against it.

const refMaxInt = 1<<32 - 1

type refCodec struct {
	p punycode.Params
	// maxint is the largest value of an integer variable (RFC 3492 section
	// 6.4); 0 means 2^32-1. x/net/idna works with 2^31-1.
	maxint uint64
}

func (r refCodec) max() uint64 {
	if r.maxint == 0 {
		return refMaxInt
	}
	return r.maxint
}

func (r refCodec) digitValue(c byte) (uint64, bool) {
	for d := 0; d < len(r.p.Digits); d++ {
		if r.p.Digits[d] == c || isLetter(c) && r.p.Digits[d]|0x20 == c|0x20 {
			return uint64(d), true
		}
	}
	return 0, false
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func (r refCodec) t(k, bias uint64) uint64 {
	tmin, tmax := uint64(r.p.TMin), uint64(r.p.TMax)
	if k <= bias+tmin { // with the "+ tmin" that the RFC says may be left out
		return tmin
	}
	if k >= bias+tmax {
		return tmax
	}
	return k - bias
}

func (r refCodec) adapt(delta, numpoints uint64, firsttime bool) uint64 {
	base, tmin, tmax := uint64(r.p.Base), uint64(r.p.TMin), uint64(r.p.TMax)
	if firsttime {
		delta = delta / uint64(r.p.Damp)
	} else {
		delta = delta / 2
	}
	delta = delta + delta/numpoints
	k := uint64(0)
	for delta > ((base-tmin)*tmax)/2 {
		delta = delta / (base - tmin)
		k = k + base
	}
	return k + (((base - tmin + 1) * delta) / (delta + uint64(r.p.Skew)))
}

func refErr(off int, err error) error { return &punycode.Error{Offset: off, Err: err} }

// decode follows RFC 3492 section 6.2. It returns the decoded code points,
// their mixed-case flags (appendix A) and the trace.
func (r refCodec) decode(input string) ([]rune, []bool, []punycode.Step, error) {
	if len(input) > punycode.MaxLen {
		return nil, nil, nil, refErr(punycode.MaxLen, punycode.ErrTooLong)
	}
	base := uint64(r.p.Base)
	n := uint64(r.p.InitialN)
	i := uint64(0)
	bias := uint64(r.p.InitialBias)
	var output []rune
	var flags []bool
	var steps []punycode.Step
	in := 0
	if last := strings.LastIndexByte(input, r.p.Delimiter); last >= 0 {
		for j := 0; j < last; j++ {
			if input[j] >= 0x80 {
				return nil, nil, nil, refErr(j, punycode.ErrNonBasic)
			}
			output = append(output, rune(input[j]))
			flags = append(flags, 'A' <= input[j] && input[j] <= 'Z')
		}
		if last > 0 {
			in = last + 1
		}
	}
	for in < len(input) {
		first := in
		oldi := i
		w := uint64(1)
		for k := base; ; k += base {
			if in >= len(input) {
				return nil, nil, nil, refErr(len(input), punycode.ErrTruncated)
			}
			digit, ok := r.digitValue(input[in])
			if !ok {
				return nil, nil, nil, refErr(in, punycode.ErrInvalidDigit)
			}
			in++
			if digit > (r.max()-i)/w {
				return nil, nil, nil, refErr(in-1, punycode.ErrOverflow)
			}
			i = i + digit*w
			t := r.t(k, bias)
			if digit < t {
				break
			}
			if w > r.max()/(base-t) {
				return nil, nil, nil, refErr(in-1, punycode.ErrOverflow)
			}
			w = w * (base - t)
		}
		length := uint64(len(output) + 1)
		delta := i - oldi
		bias = r.adapt(delta, length, oldi == 0)
		if i/length > r.max()-n {
			return nil, nil, nil, refErr(first, punycode.ErrOverflow)
		}
		n = n + i/length
		i = i % length
		switch {
		case n > utf8.MaxRune:
			return nil, nil, nil, refErr(first, punycode.ErrOutOfRange)
		case 0xD800 <= n && n <= 0xDFFF:
			return nil, nil, nil, refErr(first, punycode.ErrSurrogate)
		case n < 0x80:
			return nil, nil, nil, refErr(first, punycode.ErrBasicDelta)
		}
		steps = append(steps, punycode.Step{
			CodePoint: rune(n), Index: int(i), Delta: uint32(delta),
			Digits: input[first:in], Offset: first, Bias: int(bias),
		})
		output = append(output[:i], append([]rune{rune(n)}, output[i:]...)...)
		flags = append(flags[:i], append([]bool{'A' <= input[in-1] && input[in-1] <= 'Z'}, flags[i:]...)...)
		i++
	}
	return output, flags, steps, nil
}

// encode follows RFC 3492 section 6.3, with the mixed-case flags of
// appendix A if upper is not nil. Error offsets are indexes in input.
func (r refCodec) encode(input []rune, upper []bool) (string, []punycode.Step, error) {
	if len(input) > punycode.MaxLen {
		return "", nil, refErr(punycode.MaxLen, punycode.ErrTooLong)
	}
	basic := func(c rune) bool { return 0 <= c && c < 0x80 }
	firstOf := func(v uint64) int {
		for j, c := range input {
			if uint64(c) == v {
				return j
			}
		}
		return -1
	}
	for j, c := range input {
		switch {
		case c < 0 || c > utf8.MaxRune:
			return "", nil, refErr(j, punycode.ErrOutOfRange)
		case 0xD800 <= c && c <= 0xDFFF:
			return "", nil, refErr(j, punycode.ErrSurrogate)
		}
	}
	base := uint64(r.p.Base)
	n := uint64(r.p.InitialN)
	delta := uint64(0)
	bias := uint64(r.p.InitialBias)
	var output []byte
	var steps []punycode.Step
	b := 0
	for j, c := range input {
		if basic(c) {
			ch := byte(c)
			if upper != nil && isLetter(ch) {
				if upper[j] {
					ch &^= 0x20
				} else {
					ch |= 0x20
				}
			}
			output = append(output, ch)
			b++
		}
	}
	h := b
	if b > 0 {
		output = append(output, r.p.Delimiter)
	}
	if len(output) > punycode.MaxLen { // the package's bound on the output
		return "", nil, refErr(len(input), punycode.ErrTooLong)
	}
	for h < len(input) {
		m := uint64(refMaxInt) // any value above the code points
		for _, c := range input {
			if !basic(c) && uint64(c) >= n && uint64(c) < m {
				m = uint64(c)
			}
		}
		if m-n > (r.max()-delta)/uint64(h+1) {
			return "", nil, refErr(firstOf(m), punycode.ErrOverflow)
		}
		delta = delta + (m-n)*uint64(h+1)
		n = m
		for j, c := range input {
			if uint64(c) < n || basic(c) {
				delta++
				if delta > r.max() {
					return "", nil, refErr(firstOf(n), punycode.ErrOverflow)
				}
			}
			if uint64(c) == n {
				at := len(output)
				q := delta
				for k := base; ; k += base {
					t := r.t(k, bias)
					if q < t {
						break
					}
					output = append(output, r.p.Digits[t+((q-t)%(base-t))])
					q = (q - t) / (base - t)
				}
				d := r.p.Digits[q]
				if upper != nil && isLetter(d) {
					if upper[j] {
						d &^= 0x20
					} else {
						d |= 0x20
					}
				}
				output = append(output, d)
				if len(output) > punycode.MaxLen {
					return "", nil, refErr(firstOf(n), punycode.ErrTooLong)
				}
				bias = r.adapt(delta, uint64(h+1), h == b)
				index := 0 // code points that the decoder has before this one
				for _, c2 := range input[:j] {
					if uint64(c2) <= n || basic(c2) {
						index++
					}
				}
				steps = append(steps, punycode.Step{
					CodePoint: c, Index: index, Delta: uint32(delta),
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

// roundTrip encodes input with the reference encoder and checks that the
// reference decoder reads the result back. It returns the result the
// package must give: the RFC encoder's output, or ErrOverflow at the first
// occurrence of the code point whose delta the decoder cannot read (the
// package's encoders refuse to write what its decoders would reject).
func (r refCodec) roundTrip(input []rune, upper []bool) (string, []punycode.Step, error) {
	out, steps, err := r.encode(input, upper)
	if err != nil {
		return out, steps, err
	}
	if _, _, _, derr := r.decode(out); derr != nil {
		off := derr.(*punycode.Error).Offset
		for _, st := range steps {
			if off >= st.Offset && off < st.Offset+len(st.Digits) {
				for j, c := range input {
					if c == st.CodePoint {
						return "", nil, refErr(j, punycode.ErrOverflow)
					}
				}
			}
		}
		panic("reference decoder failed outside any delta: " + derr.Error())
	}
	return out, steps, nil
}
