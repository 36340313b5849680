package spoof

import "strconv"

// Code says why a policy refuses to show a label in Unicode.
type Code uint8

const (
	// CodeInvalidUTF8: the label is not valid UTF-8.
	CodeInvalidUTF8 Code = iota + 1
	// CodeInvisible: the label holds a Default_Ignorable_Code_Point
	// character, which is drawn as nothing (U+200B ZERO WIDTH SPACE,
	// U+00AD SOFT HYPHEN, U+200D ZERO WIDTH JOINER, bidi controls, ...).
	CodeInvisible
	// CodeRestrictedCharacter: the label holds a character outside the
	// UTS #39 identifier profile (Identifier_Status=Restricted), such as a
	// historic script, a symbol or a technical character.
	CodeRestrictedCharacter
	// CodeRestrictionLevel: the label mixes scripts beyond the policy's
	// MaxLevel (UTS #39 section 5.2), as pаypal does with Latin and Cyrillic.
	CodeRestrictionLevel
	// CodeWholeScriptConfusable: the label is written in one script other
	// than Latin and looks like an ASCII label, as the Cyrillic аррӏе looks
	// like "apple" (see [IsWholeScriptConfusable]).
	CodeWholeScriptConfusable
	// CodeASCIILookalike: the label is not ASCII but looks like an ASCII
	// label, as ɑpple (with U+0251) does; reported only by policies with
	// RejectASCIILookalikes.
	CodeASCIILookalike
	// CodeMixedNumbers: the label has digits of more than one decimal
	// system (UTS #39 section 5.3), as "1٢3" does with ASCII and
	// Arabic-Indic digits.
	CodeMixedNumbers
	// CodeRepeatedMark: one character carries the same nonspacing mark
	// twice (UTS #39 section 5.4), which draws like one mark.
	CodeRepeatedMark
	// CodeTooManyMarks: one character carries more nonspacing marks than
	// the policy's MaxMarks (UTS #39 section 5.4).
	CodeTooManyMarks
)

var codeNames = [...]string{
	CodeInvalidUTF8:           "invalid-utf8",
	CodeInvisible:             "invisible-character",
	CodeRestrictedCharacter:   "restricted-character",
	CodeRestrictionLevel:      "restriction-level",
	CodeWholeScriptConfusable: "whole-script-confusable",
	CodeASCIILookalike:        "ascii-lookalike",
	CodeMixedNumbers:          "mixed-numbers",
	CodeRepeatedMark:          "repeated-mark",
	CodeTooManyMarks:          "too-many-marks",
}

// String returns a short name for the code, such as "whole-script-confusable".
func (c Code) String() string {
	if int(c) < len(codeNames) && codeNames[c] != "" {
		return codeNames[c]
	}
	return "Code(" + strconv.Itoa(int(c)) + ")"
}

// Reason is one finding of a [Policy] about one label.
type Reason struct {
	Code Code
	// Label is the position of the label in the name, 0 for the leftmost.
	// CheckLabel reports 0.
	Label int
	// Rune is the character at fault, or -1 when the finding concerns the
	// label as a whole (the restriction level, a whole-script confusable).
	Rune rune
	// Message explains the finding in English. Characters other than
	// printable ASCII appear escaped (U+0430), never raw.
	Message string
}

// String formats the reason as "spoof: label 0: " followed by the message.
func (r Reason) String() string {
	return "spoof: label " + strconv.Itoa(r.Label) + ": " + r.Message
}
