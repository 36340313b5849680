package punycode_test

import (
	"errors"
	"fmt"

	"github.com/xn-go/xn/internal/bootstring"
	"github.com/xn-go/xn/punycode"
)

// The package is checked against package bootstring, the general
// Bootstring of RFC 3492 written as plainly as its pseudocode (quadratic,
// with the overflow tests of section 6.4). refCodec turns bootstring's
// results into what the package must give for the same input: its Step
// and *punycode.Error, and its bound MaxLen.

type refCodec struct {
	p bootstring.Params
}

var refPunycode = refCodec{p: bootstring.Punycode}

// refErrs maps bootstring's sentinels to the package's.
var refErrs = map[error]error{
	bootstring.ErrNonBasic:     punycode.ErrNonBasic,
	bootstring.ErrInvalidDigit: punycode.ErrInvalidDigit,
	bootstring.ErrTruncated:    punycode.ErrTruncated,
	bootstring.ErrOverflow:     punycode.ErrOverflow,
	bootstring.ErrSurrogate:    punycode.ErrSurrogate,
	bootstring.ErrOutOfRange:   punycode.ErrOutOfRange,
	bootstring.ErrCaseFlags:    punycode.ErrCaseFlags,
}

func refErr(off int, err error) error { return &punycode.Error{Offset: off, Err: err} }

// fromRef returns the package's error for an error of bootstring.
func fromRef(err error) error {
	var e *bootstring.Error
	if err == nil {
		return nil
	}
	if !errors.As(err, &e) || refErrs[e.Err] == nil {
		panic(fmt.Sprintf("bootstring error %v has no counterpart in package punycode", err))
	}
	return refErr(e.Offset, refErrs[e.Err])
}

func refSteps(steps []bootstring.Step) []punycode.Step {
	var out []punycode.Step
	for _, st := range steps {
		out = append(out, punycode.Step(st))
	}
	return out
}

// t is the threshold t(j) of RFC 3492 section 3.3 for k = base * (j + 1).
func (r refCodec) t(k, bias uint64) uint64 { return r.p.Threshold(k, bias) }

// decode decodes input with bootstring. It returns the decoded code
// points, their mixed-case flags (appendix A) and the trace.
func (r refCodec) decode(input string) ([]rune, []bool, []punycode.Step, error) {
	if len(input) > punycode.MaxLen {
		return nil, nil, nil, refErr(punycode.MaxLen, punycode.ErrTooLong)
	}
	if len(input) > bootstring.MaxLen {
		panic(fmt.Sprintf("an input of %d bytes is beyond the oracle's bound", len(input)))
	}
	rs, upper, steps, err := r.p.Decode(input)
	if err != nil {
		return nil, nil, nil, fromRef(err)
	}
	return rs, upper, refSteps(steps), nil
}

// encode encodes input with bootstring, with the mixed-case flags of
// appendix A if upper is not nil. Error offsets are indexes in input.
func (r refCodec) encode(input []rune, upper []bool) (string, []punycode.Step, error) {
	if len(input) > punycode.MaxLen {
		return "", nil, refErr(punycode.MaxLen, punycode.ErrTooLong)
	}
	if len(input) > bootstring.MaxLen {
		// Below it, no Punycode output is longer than punycode.MaxLen
		// (at most 11 bytes per code point).
		panic(fmt.Sprintf("an input of %d code points is beyond the oracle's bound", len(input)))
	}
	out, steps, err := r.p.Encode(input, upper)
	if err != nil {
		return "", nil, fromRef(err)
	}
	return out, refSteps(steps), nil
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
