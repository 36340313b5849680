package label

import (
	"errors"
	"strconv"
)

// A Rule names one syntax rule checked by this package. Its String method
// returns the status code that UTS #46 and its conformance file
// IdnaTestV2.txt use for the rule.
type Rule uint8

// The rules, each checked by one function.
const (
	// RuleLDH: only ASCII letters, digits and hyphen, and optionally
	// underscore ([CheckLDH]). UTS #46 code U1 (UseSTD3ASCIIRules), here
	// restricted to ASCII input.
	RuleLDH Rule = iota + 1

	// RuleHyphenEnds: no hyphen at the start or the end of a label
	// ([CheckHyphenEnds]). UTS #46 code V3; RFC 5891 section 4.2.3.1.
	RuleHyphenEnds

	// RuleHyphen34: no hyphens in both the third and fourth positions
	// ([CheckHyphen34]). UTS #46 code V2; RFC 5891 section 4.2.3.1.
	RuleHyphen34

	// RuleLabelLength: a label is 1 to 63 octets long ([CheckLength]).
	// UTS #46 code A4_2; RFC 1035 section 2.3.4.
	RuleLabelLength

	// RuleNameLength: a name is 1 to 253 octets long, not counting a root
	// dot ([CheckNameLength]). UTS #46 code A4_1; RFC 1035 section 2.3.4.
	RuleNameLength
)

// String returns the UTS #46 status code of r: "U1", "V3", "V2", "A4_2" or
// "A4_1". An unknown Rule prints as "Rule(n)".
func (r Rule) String() string {
	switch r {
	case RuleLDH:
		return "U1"
	case RuleHyphenEnds:
		return "V3"
	case RuleHyphen34:
		return "V2"
	case RuleLabelLength:
		return "A4_2"
	case RuleNameLength:
		return "A4_1"
	}
	return "Rule(" + strconv.Itoa(int(r)) + ")"
}

// Sentinel errors, one per [Rule]. An [*Error] unwraps to the sentinel of
// its rule, so errors.Is(err, ErrHyphen34) tells which rule failed.
var (
	ErrLDH         = errors.New("label: not a letter, digit or hyphen")
	ErrHyphenEnds  = errors.New("label: hyphen at the start or end")
	ErrHyphen34    = errors.New("label: hyphens in the third and fourth positions")
	ErrLabelLength = errors.New("label: label length not from 1 to 63 octets")
	ErrNameLength  = errors.New("label: name length not from 1 to 253 octets")
)

// Err returns the sentinel error of r, or nil for an unknown Rule.
func (r Rule) Err() error {
	switch r {
	case RuleLDH:
		return ErrLDH
	case RuleHyphenEnds:
		return ErrHyphenEnds
	case RuleHyphen34:
		return ErrHyphen34
	case RuleLabelLength:
		return ErrLabelLength
	case RuleNameLength:
		return ErrNameLength
	}
	return nil
}

// An Error reports the rule a label or name broke and where. The check
// functions of this package return errors of type *Error; the values they
// return do not refer to the checked string.
type Error struct {
	Rule Rule // the rule that failed

	// Offset is the byte offset, in the checked label (or name, for
	// RuleNameLength), of the first byte that breaks the rule:
	//   RuleLDH: the first byte that is not allowed.
	//   RuleHyphenEnds: 0 for a leading hyphen, else the trailing hyphen's.
	//   RuleHyphen34: the hyphen in the third position.
	//   RuleLabelLength: 63 (the first octet past the limit), or 0 when
	//   the label is empty.
	//   RuleNameLength: the first octet past the 253-octet limit, or 0
	//   when the name is empty.
	Offset int

	// Rune is, for RuleLDH, the code point at Offset, or -1 when the bytes
	// at Offset are not valid UTF-8. It is 0 for the other rules.
	Rune rune

	// Length is, for RuleLabelLength and RuleNameLength, the length found,
	// in octets (for a name: without the root dot, each dot counted as one
	// octet). It is 0 for the other rules.
	Length int
}

// Error returns a message that starts with "label: " and names the rule,
// its UTS #46 code and the offset.
func (e *Error) Error() string {
	b := []byte("label: ")
	off := strconv.Itoa(e.Offset)
	switch e.Rule {
	case RuleLDH:
		if e.Rune < 0 {
			b = append(b, "invalid UTF-8 at byte "...)
			b = append(b, off...)
		} else {
			b = append(b, "U+"...)
			b = appendHex4(b, e.Rune)
			b = append(b, ' ')
			b = strconv.AppendQuoteRune(b, e.Rune)
			b = append(b, " at byte "...)
			b = append(b, off...)
		}
		b = append(b, " is not a letter, digit or hyphen"...)
	case RuleHyphenEnds:
		if e.Offset == 0 {
			b = append(b, "label starts with a hyphen"...)
		} else {
			b = append(b, "label ends with a hyphen (byte "...)
			b = append(b, off...)
			b = append(b, ')')
		}
	case RuleHyphen34:
		b = append(b, "label has hyphens in the third and fourth positions (byte "...)
		b = append(b, off...)
		b = append(b, ')')
	case RuleLabelLength:
		if e.Length == 0 {
			b = append(b, "empty label"...)
		} else {
			b = append(b, "label is "...)
			b = strconv.AppendInt(b, int64(e.Length), 10)
			b = append(b, " octets long, more than 63"...)
		}
	case RuleNameLength:
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
	b = append(b, e.Rule.String()...)
	b = append(b, ']')
	return string(b)
}

// Unwrap returns the sentinel error of e.Rule, such as [ErrHyphen34].
func (e *Error) Unwrap() error { return e.Rule.Err() }

// appendHex4 appends r in upper-case hexadecimal, at least four digits.
func appendHex4(b []byte, r rune) []byte {
	const digits = "0123456789ABCDEF"
	n := 4
	for v := r >> 16; v > 0; v >>= 4 {
		n++
	}
	for shift := (n - 1) * 4; shift >= 0; shift -= 4 {
		b = append(b, digits[(r>>shift)&0xF])
	}
	return b
}
