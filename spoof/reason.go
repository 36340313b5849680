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
	// CodeNotIDNA2008: the label is valid under UTS #46 but not under
	// IDNA2008 (RFC 5892): it holds a character IDNA2008 disallows, such as
	// U+2010 HYPHEN or U+2019 RIGHT SINGLE QUOTATION MARK, or a CONTEXTO
	// character outside its context, such as U+00B7 MIDDLE DOT other than in
	// l·l. Browsers never show such labels in Unicode.
	CodeNotIDNA2008
	// CodeTLDCharacter: the label holds a character that the policy shows
	// only under some top-level domains (TLDCharacters), as þ (thorn)
	// outside .is and .fo, and the name is under another TLD.
	CodeTLDCharacter
	// CodeLatinLookalikeLetters: every letter of the label belongs to a
	// short per-script list of letters that look like Latin ones, as ск
	// (Cyrillic) or ικα (Greek) do, though confusables.txt does not map them
	// all to ASCII; refused unless the TLD vouches for the script, as for
	// CodeWholeScriptConfusable.
	CodeLatinLookalikeLetters
	// CodeDigitLookalike: the label is made of ASCII digits and characters
	// that look like digits, as 1շ (Armenian sha, like 2) is.
	CodeDigitLookalike
	// CodeCJKContext: a Han, Bopomofo or Kana character that looks like ASCII
	// punctuation or a Latin letter stands next to non-CJK text, as in
	// ip一address, or a Kana sign is used outside Kana (ー at the start
	// of a label, an iteration mark after Hiragana).
	CodeCJKContext
	// CodeNonASCIILatinMixed: a label that mixes Latin with another script
	// (Chinese, Japanese, Korean) holds a Latin letter outside ASCII, as
	// tökyo東京 does.
	CodeNonASCIILatinMixed
	// CodeMarkContext: a combining mark where it can hide or fake a
	// letter: U+0307 COMBINING DOT ABOVE after i, j or l, any mark on a
	// dotless ı or ȷ, a combining diacritic (U+0300..U+0339) after a
	// letter that is not Latin, Greek or Cyrillic, a combining Kana voiced
	// sound mark, or a mark of another script than its base.
	CodeMarkContext
	// CodeProtectedLookalike: the name looks like one of the policy's
	// protected names (Protected) without being it or a name under it, as
	// göogle.com looks like google.com; Label is the first label that
	// differs.
	CodeProtectedLookalike
	// CodeBrowserRemoved: the label holds a character that UTS #39 allows
	// in identifiers but browsers do not show, such as ʼ (U+02BC, like an
	// apostrophe), ĸ (U+0138, like k) or letters of Latin Extended
	// Additional and Greek Extended (ḷ, ἀ).
	CodeBrowserRemoved
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
	CodeNotIDNA2008:           "not-idna2008",
	CodeTLDCharacter:          "tld-specific-character",
	CodeLatinLookalikeLetters: "latin-lookalike-letters",
	CodeDigitLookalike:        "digit-lookalike",
	CodeCJKContext:            "cjk-context",
	CodeNonASCIILatinMixed:    "non-ascii-latin-mixed",
	CodeMarkContext:           "mark-context",
	CodeProtectedLookalike:    "protected-lookalike",
	CodeBrowserRemoved:        "browser-removed-character",
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
