package nameprep

import (
	"strconv"

	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/rule"
)

// The rules of nameprep, in the order Prepare checks them, by their code
// ([rule.Code]):
//
//   - [rule.UTF8]: the input is not valid UTF-8.
//   - [rule.NP_PROHIBITED]: the prepared string holds a code point of one
//     of the prohibition tables C.1.2, C.2.2 and C.3 to C.9 (RFC 3491
//     section 5).
//   - [rule.NP_BIDI]: RFC 3454 section 6. With Table "D.2", requirement
//     2 failed: the prepared string holds both RandALCat (table D.1) and
//     LCat (table D.2) characters. With Table "D.1", requirement 3
//     failed: it holds a RandALCat character but does not start and end
//     with one.
//   - [rule.NP_UNASSIGNED]: the prepared string holds a code point of table
//     A.1, unassigned in Unicode 3.2, and unassigned code points are not
//     allowed (RFC 3491 section 7, RFC 3490 section 4 "AllowUnassigned").

// An Error reports why a string was rejected and where. A program tells
// the rules apart by Code, the one name of each.
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
	Code   rule.Code // the rule that failed: UTF8, NP_PROHIBITED, NP_BIDI or NP_UNASSIGNED
	Table  string    // the RFC 3454 table listing Rune, spelled as the RFC spells it ("C.1.2"), or for NP_BIDI the requirement (see above); otherwise ""
	Offset int       // byte offset of the rejected character (see above)
	Rune   rune      // the rejected code point; -1 for UTF8
}

// Error returns a message such as
// "nameprep: prohibited code point U+1680 (table C.1.2) at byte 3".
func (e *Error) Error() string {
	b := make([]byte, 0, 80)
	b = append(b, "nameprep: "...)
	table := e.Table
	switch e.Code {
	case rule.UTF8:
		b = append(b, "invalid UTF-8"...)
	case rule.NP_PROHIBITED:
		b = append(b, "prohibited code point "...)
		b = codepoint.Append(b, e.Rune)
	case rule.NP_UNASSIGNED:
		b = append(b, "unassigned code point "...)
		b = codepoint.Append(b, e.Rune)
	case rule.NP_BIDI:
		if table == tableD2.String() {
			b = append(b, "bidi: RandALCat and LCat mixed: "...)
		} else {
			b = append(b, "bidi: must start and end with RandALCat: "...)
		}
		b = codepoint.Append(b, e.Rune)
		table = "" // said in words
	default:
		b = append(b, "rule "...)
		b = append(b, e.Code...)
		b = append(b, ": "...)
		b = codepoint.Append(b, e.Rune)
	}
	if table != "" {
		b = append(b, " (table "...)
		b = append(b, table...)
		b = append(b, ')')
	}
	b = append(b, " at byte "...)
	b = strconv.AppendInt(b, int64(e.Offset), 10)
	return string(b)
}
