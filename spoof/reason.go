package spoof

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/glyph"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/rule"
)

// The codes of a [Reason]: why a policy refuses to show a label in
// Unicode. They are rule codes, spelled in lower case with hyphens
// ("whole-script-confusable") so that they never collide with the codes of
// the IDNA rules, which package form reports beside them.
const (
	// CodeInvalidUTF8: the label is not valid UTF-8.
	CodeInvalidUTF8 rule.Code = "invalid-utf8"
	// CodeInvisible: the label holds a Default_Ignorable_Code_Point
	// character, which is drawn as nothing (U+200B ZERO WIDTH SPACE,
	// U+00AD SOFT HYPHEN, U+200D ZERO WIDTH JOINER, bidi controls, ...).
	CodeInvisible rule.Code = "invisible-character"
	// CodeRestrictedCharacter: the label holds a character outside the
	// UTS #39 identifier profile (Identifier_Status=Restricted), such as a
	// historic script, a symbol or a technical character.
	CodeRestrictedCharacter rule.Code = "restricted-character"
	// CodeRestrictionLevel: the label mixes scripts beyond the policy's
	// MaxLevel (UTS #39 section 5.2), as pаypal does with Latin and Cyrillic.
	CodeRestrictionLevel rule.Code = "restriction-level"
	// CodeWholeScriptConfusable: the label is written in one script other
	// than Latin and looks like an ASCII label, as the Cyrillic аррӏе looks
	// like "apple" (see [IsWholeScriptConfusable]).
	CodeWholeScriptConfusable rule.Code = "whole-script-confusable"
	// CodeASCIILookalike: the label is not ASCII but looks like an ASCII
	// label, as ɑpple (with U+0251) does; reported only by policies with
	// RejectASCIILookalikes.
	CodeASCIILookalike rule.Code = "ascii-lookalike"
	// CodeMixedNumbers: the label has digits of more than one decimal
	// system (UTS #39 section 5.3), as "1٢3" does with ASCII and
	// Arabic-Indic digits.
	CodeMixedNumbers rule.Code = "mixed-numbers"
	// CodeRepeatedMark: one character carries the same nonspacing mark
	// twice (UTS #39 section 5.4), which draws like one mark.
	CodeRepeatedMark rule.Code = "repeated-mark"
	// CodeTooManyMarks: one character carries more nonspacing marks than
	// the policy's MaxMarks (UTS #39 section 5.4).
	CodeTooManyMarks rule.Code = "too-many-marks"
	// CodeNotIDNA2008: the label is valid under UTS #46 but not under
	// IDNA2008 (RFC 5892): it holds a character IDNA2008 disallows, such as
	// U+2010 HYPHEN or U+2019 RIGHT SINGLE QUOTATION MARK, or a CONTEXTO
	// character outside its context, such as U+00B7 MIDDLE DOT other than in
	// l·l. Browsers never show such labels in Unicode.
	CodeNotIDNA2008 rule.Code = "not-idna2008"
	// CodeTLDCharacter: the label holds a character that the policy shows
	// only under some top-level domains (TLDCharacters), as þ (thorn)
	// outside .is and .fo, and the name is under another TLD.
	CodeTLDCharacter rule.Code = "tld-specific-character"
	// CodeLatinLookalikeLetters: every letter of the label belongs to a
	// short per-script list of letters that look like Latin ones, as ск
	// (Cyrillic) or ικα (Greek) do, though confusables.txt does not map them
	// all to ASCII; refused unless the TLD vouches for the script, as for
	// CodeWholeScriptConfusable.
	CodeLatinLookalikeLetters rule.Code = "latin-lookalike-letters"
	// CodeDigitLookalike: the label is made of ASCII digits and characters
	// that look like digits, as 1շ (Armenian sha, like 2) is.
	CodeDigitLookalike rule.Code = "digit-lookalike"
	// CodeCJKContext: a Han, Bopomofo or Kana character that looks like ASCII
	// punctuation or a Latin letter stands next to non-CJK text, as in
	// ip一address, or a Kana sign is used outside Kana (ー at the start
	// of a label, an iteration mark after Hiragana).
	CodeCJKContext rule.Code = "cjk-context"
	// CodeNonASCIILatinMixed: a label that mixes Latin with another script
	// (Chinese, Japanese, Korean) holds a Latin letter outside ASCII, as
	// tökyo東京 does.
	CodeNonASCIILatinMixed rule.Code = "non-ascii-latin-mixed"
	// CodeMarkContext: a combining mark where it can hide or fake a
	// letter: U+0307 COMBINING DOT ABOVE after i, j or l, any mark on a
	// dotless ı or ȷ, a combining diacritic (U+0300..U+0339) after a
	// letter that is not Latin, Greek or Cyrillic, a combining Kana voiced
	// sound mark, or a mark of another script than its base.
	CodeMarkContext rule.Code = "mark-context"
	// CodeProtectedLookalike: the name looks like one of the policy's
	// protected names (Protected) without being it or a name under it, as
	// göogle.com looks like google.com; Label is the first label that
	// differs.
	CodeProtectedLookalike rule.Code = "protected-lookalike"
	// CodeBrowserRemoved: the label holds a character that UTS #39 allows
	// in identifiers but browsers do not show, such as ʼ (U+02BC, like an
	// apostrophe), ĸ (U+0138, like k) or letters of Latin Extended
	// Additional and Greek Extended (ḷ, ἀ).
	CodeBrowserRemoved rule.Code = "browser-removed-character"
	// CodeTooLong: the name (or label) is longer than idna.MaxInputLen
	// bytes, far beyond any domain name, and was not examined; Label is 0
	// and Rune -1.
	CodeTooLong rule.Code = "too-long"
)

// Reason is one finding of a [Policy] about one label.
type Reason struct {
	// Code is one of this package's codes, such as [CodeInvisible].
	Code rule.Code
	// Label is the index of the label in the name, 0 for the leftmost
	// (0-based, for programs; String counts from 1 and Sentence names the
	// label by its text). CheckLabel reports 0.
	Label int
	// Rune is the character at fault, or -1 when the finding concerns the
	// label as a whole (the restriction level, a whole-script confusable).
	Rune rune
	// Message explains the finding in English for developers and logs,
	// with the standard's terms. Characters other than printable ASCII
	// appear escaped (U+0430), never raw. [Reason.Sentence] is the text
	// for the person who reads the name.
	Message string

	// text is the label as checked (for CodeProtectedLookalike, the
	// name), extra what a sentence needs beyond it (the protected name,
	// the list of top-level domains).
	text, extra string
}

// String formats the reason as "spoof: label 1: " followed by the
// message, counting labels from 1 as people do.
func (r Reason) String() string {
	return "spoof: label " + strconv.Itoa(r.Label+1) + ": " + r.Message
}

// Sentence returns the reason as a sentence for the person who reads the
// name, naming the label by its text and saying what it can be mistaken
// for: "the part 'раураl' mixes Cyrillic and Latin letters and looks like
// 'paypal.com', so it can imitate that name"; a whole-script look-alike
// is named by what it looks like to a person, not drawn ("a part that
// looks like the Latin 'apple' is written in Cyrillic letters"), and
// neither sentence gives a skeleton. Render it with its Sentence
// method (English) or with package github.com/xn-go/xn/msg/catalog.
// Scripts are [msg.Script] messages, named in the language of the
// sentence ("Kyrillisch" in German).
func (r Reason) Sentence() msg.Message {
	q := msg.Quote(r.text)
	m := func(id msg.ID, args ...any) msg.Message { return msg.Message{ID: id, Args: args} }
	char := msg.Char(r.Rune)
	if id, ok := aloneIDs[r.Code]; ok && r.text == string(r.Rune) && glyph.Visible(r.Rune) {
		// The label is the character: name it once.
		if r.Code == CodeTLDCharacter {
			return m(id, q, r.extra)
		}
		return m(id, q)
	}
	switch r.Code {
	case CodeInvalidUTF8:
		return m(msgInvalidUTF8, q)
	case CodeInvisible:
		return m(msgInvisible, q, char)
	case CodeRestrictedCharacter:
		return m(msgRestricted, q, char)
	case CodeRestrictionLevel:
		if r.extra != "" {
			return m(msgMixedScriptsLooksLike, q, scriptNamesOf(r.text, msg.ScriptLetters), msg.Quote(r.extra))
		}
		return m(msgMixedScripts, q, scriptNamesOf(r.text, msg.ScriptLetters))
	case CodeWholeScriptConfusable:
		return m(msgWholeScript, q, scriptNamesOf(r.text, msg.InScript), msg.Quote(LooksLike(r.text)))
	case CodeASCIILookalike:
		return m(msgASCIILookalike, q, msg.Quote(LooksLike(r.text)))
	case CodeMixedNumbers:
		return m(msgMixedNumbers, q)
	case CodeRepeatedMark:
		return m(msgRepeatedMark, q, char)
	case CodeTooManyMarks:
		return m(msgTooManyMarks, q)
	case CodeNotIDNA2008:
		if r.Rune < 0 {
			return m(msgNotIDNA2008Label, q)
		}
		return m(msgNotIDNA2008, q, char)
	case CodeTLDCharacter:
		return m(msgTLDCharacter, q, char, r.extra)
	case CodeLatinLookalikeLetters:
		return m(msgLatinLookalike, q, scriptNamesOf(r.text, msg.InScript))
	case CodeDigitLookalike:
		return m(msgDigitLookalike, q)
	case CodeCJKContext:
		return m(msgCJKContext, q, char)
	case CodeNonASCIILatinMixed:
		return m(msgNonASCIILatin, q, char)
	case CodeMarkContext:
		return m(msgMarkContext, q, char)
	case CodeProtectedLookalike:
		return m(msgProtected, msg.Quote(r.extra))
	case CodeBrowserRemoved:
		return m(msgBrowserRemoved, q, char)
	case CodeTooLong:
		return m(msgTooLong)
	}
	return m(msgOther, q)
}

// aloneIDs are the sentences for a label that is the one character at
// fault, which say it once ("'😀' is an unusual character").
var aloneIDs = map[rule.Code]msg.ID{
	CodeRestrictedCharacter: msgRestrictedAlone,
	CodeNotIDNA2008:         msgNotIDNA2008Alone,
	CodeTLDCharacter:        msgTLDCharacterAlone,
	CodeBrowserRemoved:      msgBrowserRemovedAlone,
}

// scriptNamesOf lists the scripts of a label for a sentence, each named by
// form (msg.ScriptLetters, msg.InScript, for where the sentence names
// them): "Cyrillic and Latin".
func scriptNamesOf(label string, form func(string) msg.Message) any {
	var a analysis
	a.scan(label, true)
	names := strings.Split(a.scriptsUsed(label), ", ")
	items := make([]any, len(names))
	for i, n := range names {
		items[i] = form(n)
	}
	return msg.List(items...)
}

// imitated returns the ASCII name that a mixed-script label of name looks
// like, for its sentence: name with every character replaced by its
// look-alike (LooksLike), when that is ASCII, else the label's own
// look-alike when that is; "" when neither is, or nothing changes.
func imitated(name, label string) string {
	for _, s := range []string{name, label} {
		if s == "" {
			continue
		}
		if l := LooksLike(s); l != s && isASCII(l) {
			return l
		}
	}
	return ""
}

// LooksLike returns what label looks like to a person when it imitates an
// ASCII name: each character that is not ASCII replaced by the ASCII letter
// or digit it is drawn like, as "аррӏе" (Cyrillic) looks like "apple".
// Unlike [Skeleton], which maps to the prototypes UTS #39 chose for
// comparing (аррӏе becomes "appie", and m becomes "rn"), it keeps ASCII as
// it is and names the letter a reader sees. Characters with no ASCII
// look-alike stay as they are. A label longer than idna.MaxInputLen bytes
// is not examined: LooksLike returns "".
func LooksLike(label string) string {
	if tooLong(label) {
		return ""
	}
	var b strings.Builder
	for _, r := range label {
		if r < utf8.RuneSelf {
			b.WriteRune(r)
			continue
		}
		if c, ok := seenAs[r]; ok {
			b.WriteByte(c)
			continue
		}
		if s := Skeleton(string(r)); len(s) == 1 && s[0] < utf8.RuneSelf && s[0] > ' ' {
			c := s[0]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// seenAs corrects the few prototypes of confusables.txt that are not the
// letter a reader takes a character for: the vertical strokes that
// confusables.txt maps to i or to l, read as l in a lowercase word.
var seenAs = map[rune]byte{
	0x04CF: 'l', // CYRILLIC SMALL LETTER PALOCHKA
	0x04C0: 'l', // CYRILLIC LETTER PALOCHKA
	0x0406: 'l', // CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I
	0x0399: 'l', // GREEK CAPITAL LETTER IOTA
	0x05C0: 'l', // HEBREW PUNCTUATION PASEQ
	0x01C0: 'l', // LATIN LETTER DENTAL CLICK
}
