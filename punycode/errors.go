package punycode

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/rule"
)

// Sentinel errors. Every failure of an encoding or decoding function to
// convert its input is reported as an [*Error] whose Err field is one of
// these values, so callers can test for them with [errors.Is] and find the
// offset with [errors.As].
var (
	// ErrInvalidUTF8 reports that the string given to an encoder is not valid
	// UTF-8. Offset is the byte offset of the first invalid byte.
	ErrInvalidUTF8 = errors.New("punycode: invalid UTF-8")

	// ErrNonBasic reports a byte before the last delimiter that is not a
	// basic (ASCII) code point (RFC 3492 section 6.2: "fail on any non-basic
	// code point"). Offset is that byte.
	ErrNonBasic = errors.New("punycode: non-basic code point before the delimiter")

	// ErrInvalidDigit reports a byte after the last delimiter that has no
	// digit value (RFC 3492 section 6.2: "fail if it has none"). A delimiter
	// at offset 0 is such a byte: with no basic code points before it, it is
	// not consumed as a delimiter. Offset is that byte.
	ErrInvalidDigit = errors.New("punycode: invalid digit")

	// ErrTruncated reports that the input ends inside a generalized
	// variable-length integer (RFC 3492 section 6.2: "fail if there was none
	// to consume"). Offset is the length of the input.
	ErrTruncated = errors.New("punycode: input ends inside a variable-length integer")

	// ErrOverflow reports that a value exceeded the maximum 2^32-1 (the
	// overflow checks of RFC 3492 sections 6.2, 6.3 and 6.4). When decoding,
	// Offset is the digit at which the overflow happened, or the first digit
	// of the integer for the code point sum n. When encoding, Offset is the
	// first occurrence of the code point value being inserted.
	ErrOverflow = errors.New("punycode: arithmetic overflow")

	// ErrSurrogate reports a code point in the range U+D800..U+DFFF, which
	// is not a Unicode scalar value: decoded from a delta (Offset is the
	// first digit of its integer), or found in a []rune given to an encoder
	// (Offset is its index).
	ErrSurrogate = errors.New("punycode: code point is a surrogate")

	// ErrOutOfRange reports a code point above U+10FFFF, decoded from a
	// delta (Offset is the first digit of its integer), or a negative or too
	// large rune given to an encoder (Offset is its index).
	ErrOutOfRange = errors.New("punycode: code point out of range")

	// ErrTooLong reports an input longer than [MaxLen], or an encoding that
	// would be longer than MaxLen bytes (and so could not be decoded). An
	// input is checked before any other work is done: Offset is MaxLen for
	// a decoder, and the first code point past the limit for an encoder. For
	// an encoding, Offset is the first occurrence of the code point whose
	// digits pass the limit, or the end of the input if the literal portion
	// and its delimiter do.
	ErrTooLong = errors.New("punycode: input or output longer than MaxLen")

	// ErrCaseFlags reports that the mixed-case flags given to
	// [EncodeMixedCase] are not one per code
	// point. Offset is the first code point without a flag, or the length
	// of the input if there are more flags than code points.
	ErrCaseFlags = errors.New("punycode: number of case flags differs from the number of code points")
)

// An Error describes a failure to encode or decode, and where it happened.
type Error struct {
	// Offset is the byte offset in the input string, or the index in the
	// input []rune for [AppendEncodeRunes].
	Offset int
	// Err is one of the sentinel errors of this package, such as
	// [ErrInvalidDigit].
	Err error
}

// Error returns the sentinel's message followed by the offset, for example
// "punycode: invalid digit at offset 3".
func (e *Error) Error() string {
	return e.Err.Error() + " at offset " + strconv.Itoa(e.Offset)
}

// Description is [Error.Error] without the package name in front, for
// a program that shows the code apart: "invalid digit at offset 3".
func (e *Error) Description() string {
	return strings.TrimPrefix(e.Error(), "punycode: ")
}

// Code returns the rule code of the failure, as the other packages of this
// module report it: [rule.UTF8] for invalid UTF-8 input, [rule.TOOLONG] for
// input or output over [MaxLen], and [rule.PUNYCODE] for everything else.
func (e *Error) Code() rule.Code {
	switch e.Err {
	case ErrInvalidUTF8:
		return rule.UTF8
	case ErrTooLong:
		return rule.TOOLONG
	}
	return rule.PUNYCODE
}

// Unwrap returns e.Err, so that errors.Is(err, ErrInvalidDigit) works.
func (e *Error) Unwrap() error { return e.Err }

// errorAt returns err at offset off. It is not inlined: the decoders and
// encoders call it from many failure paths, where an inlined allocation at
// each one makes the binary larger and the hot loops no faster.
//
//go:noinline
func errorAt(off int, err error) *Error { return &Error{Offset: off, Err: err} }

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
