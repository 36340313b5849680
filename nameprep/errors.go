package nameprep

import (
	"errors"
	"strconv"
)

// A Rule names the rule of nameprep that rejected a string.
type Rule uint8

// The rules, in the order Prepare checks them.
const (
	// RuleUTF8: the input is not valid UTF-8.
	RuleUTF8 Rule = iota + 1

	// RuleProhibited: the prepared string holds a code point of one of the
	// prohibition tables C.1.2, C.2.2 and C.3 to C.9 (RFC 3491 section 5).
	RuleProhibited

	// RuleBidiMixed: the prepared string holds both RandALCat (table D.1)
	// and LCat (table D.2) characters (RFC 3454 section 6, requirement 2).
	RuleBidiMixed

	// RuleBidiEnds: the prepared string holds a RandALCat character but
	// does not start and end with one (RFC 3454 section 6, requirement 3).
	RuleBidiEnds

	// RuleUnassigned: the prepared string holds a code point of table A.1,
	// unassigned in Unicode 3.2, and unassigned code points are not allowed
	// (RFC 3491 section 7, RFC 3490 section 4 "AllowUnassigned").
	RuleUnassigned
)

// String describes r: "invalid UTF-8", "prohibited", "bidi: RandALCat and
// LCat mixed", "bidi: must start and end with RandALCat" or "unassigned".
// An unknown Rule prints as "Rule(n)".
func (r Rule) String() string {
	switch r {
	case RuleUTF8:
		return "invalid UTF-8"
	case RuleProhibited:
		return "prohibited"
	case RuleBidiMixed:
		return "bidi: RandALCat and LCat mixed"
	case RuleBidiEnds:
		return "bidi: must start and end with RandALCat"
	case RuleUnassigned:
		return "unassigned"
	}
	return "Rule(" + strconv.Itoa(int(r)) + ")"
}

// Sentinel errors. An [*Error] unwraps to the sentinel of its rule, so
// errors.Is(err, ErrBidi) tells that a bidi rule failed.
var (
	ErrInvalidUTF8 = errors.New("nameprep: invalid UTF-8")
	ErrProhibited  = errors.New("nameprep: prohibited code point")
	ErrBidi        = errors.New("nameprep: bidi rule violated")
	ErrUnassigned  = errors.New("nameprep: unassigned code point")
)

// Err returns the sentinel error of r: [ErrInvalidUTF8], [ErrProhibited],
// [ErrBidi] (for both bidi rules) or [ErrUnassigned]; nil for an unknown
// Rule.
func (r Rule) Err() error {
	switch r {
	case RuleUTF8:
		return ErrInvalidUTF8
	case RuleProhibited:
		return ErrProhibited
	case RuleBidiMixed, RuleBidiEnds:
		return ErrBidi
	case RuleUnassigned:
		return ErrUnassigned
	}
	return nil
}

// An Error reports why a string was rejected and where.
//
// Offset is a byte offset in the string given to the function that returned
// the error. For [Prepare] and [AppendPrepare] that is the label before
// mapping and normalization, not the prepared string: Offset is the start
// of the input character that produced the rejected code point. Where that
// cannot be told exactly, because normalization changed a group of input
// characters together (a base character and the combining marks or
// conjoining jamo after it, up to the next normalization boundary) or
// mapping changed the length of one of them, Offset is the start of the
// first input character of the group.
type Error struct {
	Rule   Rule  // the rule that failed
	Table  Table // for RuleProhibited and RuleUnassigned, the table listing Rune; otherwise 0
	Offset int   // byte offset of the rejected character (see above)
	Rune   rune  // the rejected code point; -1 for RuleUTF8
}

// Error returns a message such as
// "nameprep: prohibited code point U+1680 (table C.1.2) at byte 3".
func (e *Error) Error() string {
	b := make([]byte, 0, 80)
	b = append(b, "nameprep: "...)
	switch e.Rule {
	case RuleUTF8:
		b = append(b, "invalid UTF-8"...)
	case RuleProhibited:
		b = append(b, "prohibited code point "...)
		b = appendCodePoint(b, e.Rune)
	case RuleUnassigned:
		b = append(b, "unassigned code point "...)
		b = appendCodePoint(b, e.Rune)
	default:
		b = append(b, e.Rule.String()...)
		b = append(b, ": "...)
		b = appendCodePoint(b, e.Rune)
	}
	if e.Table != 0 {
		b = append(b, " (table "...)
		b = append(b, e.Table.String()...)
		b = append(b, ')')
	}
	b = append(b, " at byte "...)
	b = strconv.AppendInt(b, int64(e.Offset), 10)
	return string(b)
}

// Unwrap returns the sentinel error of e.Rule (see [Rule.Err]).
func (e *Error) Unwrap() error { return e.Rule.Err() }

// appendCodePoint appends r as "U+0041".
func appendCodePoint(b []byte, r rune) []byte {
	const hex = "0123456789ABCDEF"
	b = append(b, "U+"...)
	n := 4
	for r>>(4*n) != 0 && n < 8 {
		n++
	}
	for i := n - 1; i >= 0; i-- {
		b = append(b, hex[r>>(4*i)&0xF])
	}
	return b
}
