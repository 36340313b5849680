package spoof

import "github.com/xn-go/xn/msg"

// The sentences of package spoof: why a name is shown in its ASCII form
// rather than in Unicode. %[1]s is the label as checked, quoted by
// [msg.Quote]; a character is a [msg.Char].
const (
	// msgInvalidUTF8: %[1]s is not valid UTF-8.
	msgInvalidUTF8 msg.ID = "spoof.invalid-utf8"
	// msgInvisible: %[1]s holds the invisible character %[2]s.
	msgInvisible msg.ID = "spoof.invisible"
	// msgRestricted: %[1]s holds %[2]s, a character outside the usual
	// characters of identifiers.
	msgRestricted msg.ID = "spoof.restricted"
	// msgMixedScripts: %[1]s mixes the scripts %[2]s (a [msg.List] of
	// [msg.ScriptLetters]).
	msgMixedScripts msg.ID = "spoof.mixed-scripts"
	// msgMixedScriptsLooksLike: as msgMixedScripts, when the part
	// looks like the ASCII name %[3]s, which it can imitate.
	msgMixedScriptsLooksLike msg.ID = "spoof.mixed-scripts-looks-like"
	// msgWholeScript: a part written in the script %[2]s (an
	// [msg.InScript]) looks like the Latin %[3]s. The part itself, %[1]s, is
	// not drawn: it looks like %[3]s.
	msgWholeScript msg.ID = "spoof.whole-script"
	// msgASCIILookalike: %[1]s looks like the ASCII name %[2]s.
	msgASCIILookalike msg.ID = "spoof.ascii-lookalike"
	// msgMixedNumbers: %[1]s mixes digits of several writing systems.
	msgMixedNumbers msg.ID = "spoof.mixed-numbers"
	// msgRepeatedMark: %[1]s repeats the mark %[2]s on one letter.
	msgRepeatedMark msg.ID = "spoof.repeated-mark"
	// msgTooManyMarks: %[1]s stacks too many marks on one letter.
	msgTooManyMarks msg.ID = "spoof.too-many-marks"
	// msgNotIDNA2008: %[1]s holds %[2]s, which IDNA2008 does not allow.
	msgNotIDNA2008 msg.ID = "spoof.not-idna2008"
	// msgNotIDNA2008Label: %[1]s is not valid under IDNA2008.
	msgNotIDNA2008Label msg.ID = "spoof.not-idna2008-label"
	// msgTLDCharacter: %[1]s holds %[2]s, shown only under the
	// top-level domains %[3]s.
	msgTLDCharacter msg.ID = "spoof.tld-character"
	// msgLatinLookalike: %[1]s is written in %[2]s (an [msg.InScript]) letters that all look
	// like Latin ones.
	msgLatinLookalike msg.ID = "spoof.latin-lookalike"
	// msgDigitLookalike: %[1]s is digits and characters like digits.
	msgDigitLookalike msg.ID = "spoof.digit-lookalike"
	// msgCJKContext: %[1]s holds the Chinese or Japanese character
	// %[2]s beside other scripts.
	msgCJKContext msg.ID = "spoof.cjk-context"
	// msgNonASCIILatin: %[1]s mixes %[2]s, a Latin letter outside
	// ASCII, with another script.
	msgNonASCIILatin msg.ID = "spoof.non-ascii-latin"
	// msgMarkContext: %[1]s holds the mark %[2]s where it can fake or
	// hide a letter.
	msgMarkContext msg.ID = "spoof.mark-context"
	// msgProtected: the name looks like the protected name %[1]s.
	msgProtected msg.ID = "spoof.protected"
	// msgBrowserRemoved: %[1]s holds %[2]s, which browsers do not show.
	msgBrowserRemoved msg.ID = "spoof.browser-removed"
	// msgTooLong: the name is too long to check, far longer than any
	// domain name.
	msgTooLong msg.ID = "spoof.too-long"
	// msgOther: %[1]s is not shown in Unicode, for a reason without a
	// sentence of its own.
	msgOther msg.ID = "spoof.other"
	// msgRestrictedAlone: as msgRestricted, when the part %[1]s is
	// that one character, so that the sentence names it once.
	msgRestrictedAlone msg.ID = "spoof.restricted-alone"
	// msgNotIDNA2008Alone: as msgNotIDNA2008, when the part %[1]s is
	// that one character.
	msgNotIDNA2008Alone msg.ID = "spoof.not-idna2008-alone"
	// msgTLDCharacterAlone: as msgTLDCharacter, when the part %[1]s is
	// that one character; %[2]s the top-level domains.
	msgTLDCharacterAlone msg.ID = "spoof.tld-character-alone"
	// msgBrowserRemovedAlone: as msgBrowserRemoved, when the part
	// %[1]s is that one character.
	msgBrowserRemovedAlone msg.ID = "spoof.browser-removed-alone"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgInvalidUTF8:           "the part %[1]s is not valid text (UTF-8)",
	msgInvisible:             "the part %[1]s has %[2]s, which can hide a difference from another name",
	msgRestricted:            "the part %[1]s has %[2]s, an unusual character that can be used to imitate another name",
	msgMixedScripts:          "the part %[1]s mixes %[2]s letters, so it can imitate another name",
	msgMixedScriptsLooksLike: "the part %[1]s mixes %[2]s letters and looks like %[3]s, so it can imitate that name",
	msgWholeScript:           "a part that looks like the Latin %[3]s is written in %[2]s letters, so it can imitate that name",
	msgASCIILookalike:        "the part %[1]s looks like %[2]s, so it can imitate that name",
	msgMixedNumbers:          "the part %[1]s mixes digits of different writing systems, so it can imitate another number",
	msgRepeatedMark:          "the part %[1]s puts %[2]s twice on one letter, where it looks like once",
	msgTooManyMarks:          "the part %[1]s stacks more marks on one letter than a reader can tell apart",
	msgNotIDNA2008:           "the part %[1]s has %[2]s, which current domain names cannot have and browsers do not show",
	msgNotIDNA2008Label:      "the part %[1]s is not a valid name under the current rules for domain names, and browsers do not show it",
	msgTLDCharacter:          "the part %[1]s has %[2]s, which is shown only under the endings %[3]s",
	msgLatinLookalike:        "the part %[1]s is written in %[2]s letters that all look like Latin letters, so it can imitate another name",
	msgDigitLookalike:        "the part %[1]s is made of digits and characters that look like digits, so it can imitate a number",
	msgCJKContext:            "the part %[1]s has %[2]s next to other scripts, where it can pass for another character",
	msgNonASCIILatin:         "the part %[1]s mixes %[2]s, a Latin letter with a mark, with another script, so it can imitate another name",
	msgMarkContext:           "the part %[1]s has %[2]s where it can fake or hide a letter",
	msgProtected:             "the name looks like %[1]s but is a different name; check that it is the one you mean",
	msgBrowserRemoved:        "the part %[1]s has %[2]s, which browsers do not show because it looks like another character",
	msgOther:                 "the part %[1]s is shown in its xn-- form because it could be mistaken for another name",
	msgTooLong:               "the name is far longer than any domain name, so it was not checked; enter only the domain name",
	msgRestrictedAlone:       "the part %[1]s is an unusual character that can be used to imitate another name",
	msgNotIDNA2008Alone:      "the part %[1]s is a character that current domain names cannot have and browsers do not show",
	msgTLDCharacterAlone:     "the part %[1]s is a character that is shown only under the endings %[2]s",
	msgBrowserRemovedAlone:   "the part %[1]s is a character that browsers do not show because it looks like another one",
}

func init() { msg.Register(english) }
