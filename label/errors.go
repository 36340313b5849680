package label

import (
	"strconv"

	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/rule"
)

// The rules this package checks, by their UTS #46 code ([rule.Code]):
//
//   - [rule.U1]: only ASCII letters, digits and hyphen, and optionally
//     underscore ([CheckLDH]; UTS #46 UseSTD3ASCIIRules, here restricted to
//     ASCII input).
//   - [rule.V3]: no hyphen at the start or the end of a label
//     ([CheckHyphenEnds]; RFC 5891 section 4.2.3.1).
//   - [rule.V2]: no hyphens in both the third and fourth positions
//     ([CheckHyphen34]; RFC 5891 section 4.2.3.1).
//   - [rule.A4_2]: a label is 1 to 63 octets long ([CheckLength]; RFC 1035
//     section 2.3.4).
//   - [rule.A4_1]: a name is 1 to 253 octets long, not counting a root dot
//     ([CheckNameLength]; RFC 1035 section 2.3.4).

// An Error reports the rule a label or name broke and where. The check
// functions of this package return errors of type *Error; the values they
// return do not refer to the checked string. A program tells the rules
// apart by Code (errors.As(err, &e) && e.Code == rule.V2), the one name of
// each rule.
type Error struct {
	Code rule.Code // the rule that failed: U1, V3, V2, A4_2 or A4_1

	// Offset is the byte offset, in the checked label (or name, for
	// rule.A4_1), of the first byte that breaks the rule:
	//   rule.U1: the first byte that is not allowed.
	//   rule.V3: 0 for a leading hyphen, else the trailing hyphen's.
	//   rule.V2: the hyphen in the third position.
	//   rule.A4_2: 63 (the first octet past the limit), or 0 when
	//   the label is empty.
	//   rule.A4_1: the first octet past the 253-octet limit, or 0
	//   when the name is empty.
	Offset int

	// Rune is, for rule.U1, the code point at Offset, or -1 when the bytes
	// at Offset are not valid UTF-8. It is 0 for the other rules.
	Rune rune

	// Length is, for rule.A4_2 and rule.A4_1, the length found,
	// in octets (for a name: without the root dot, each dot counted as one
	// octet). It is 0 for the other rules.
	Length int
}

// Error returns a message that starts with "label: " and names the rule,
// its UTS #46 code and the offset.
func (e *Error) Error() string {
	b := []byte("label: ")
	off := strconv.Itoa(e.Offset)
	switch e.Code {
	case rule.U1:
		if e.Rune < 0 {
			b = append(b, "invalid UTF-8 at byte "...)
			b = append(b, off...)
		} else {
			b = codepoint.Append(b, e.Rune)
			b = append(b, ' ')
			b = strconv.AppendQuoteRune(b, e.Rune)
			b = append(b, " at byte "...)
			b = append(b, off...)
		}
		b = append(b, " is not a letter, digit or hyphen"...)
	case rule.V3:
		if e.Offset == 0 {
			b = append(b, "label starts with a hyphen"...)
		} else {
			b = append(b, "label ends with a hyphen (byte "...)
			b = append(b, off...)
			b = append(b, ')')
		}
	case rule.V2:
		b = append(b, "label has hyphens in the third and fourth positions (byte "...)
		b = append(b, off...)
		b = append(b, ')')
	case rule.A4_2:
		if e.Length == 0 {
			b = append(b, "empty label"...)
		} else {
			b = append(b, "label is "...)
			b = strconv.AppendInt(b, int64(e.Length), 10)
			b = append(b, " octets long, more than 63"...)
		}
	case rule.A4_1:
		if e.Length == 0 {
			b = append(b, "empty name"...)
		} else {
			b = append(b, "name is "...)
			b = strconv.AppendInt(b, int64(e.Length), 10)
			b = append(b, " octets long without the root dot, more than 253 (byte "...)
			b = append(b, off...)
			b = append(b, ')')
		}
	default:
		b = append(b, "unknown rule at byte "...)
		b = append(b, off...)
	}
	b = append(b, " ["...)
	b = append(b, e.Code...)
	b = append(b, ']')
	return string(b)
}
