package msg

// The sentences of package spoof: why a name is shown in its ASCII form
// rather than in Unicode. %[1]s is the label as checked, quoted by
// [Quote]; a character is a [Char].
const (
	// SpoofInvalidUTF8: %[1]s is not valid UTF-8.
	SpoofInvalidUTF8 ID = "spoof.invalid-utf8"
	// SpoofInvisible: %[1]s holds the invisible character %[2]s.
	SpoofInvisible ID = "spoof.invisible"
	// SpoofRestricted: %[1]s holds %[2]s, a character outside the usual
	// characters of identifiers.
	SpoofRestricted ID = "spoof.restricted"
	// SpoofMixedScripts: %[1]s mixes the scripts %[2]s (a [List] of
	// [ScriptLetters]).
	SpoofMixedScripts ID = "spoof.mixed-scripts"
	// SpoofMixedScriptsLooksLike: as SpoofMixedScripts, when the part
	// looks like the ASCII name %[3]s, which it can imitate.
	SpoofMixedScriptsLooksLike ID = "spoof.mixed-scripts-looks-like"
	// SpoofWholeScript: a part written in the script %[2]s (an
	// [InScript]) looks like the Latin %[3]s. The part itself, %[1]s, is
	// not drawn: it looks like %[3]s.
	SpoofWholeScript ID = "spoof.whole-script"
	// SpoofASCIILookalike: %[1]s looks like the ASCII name %[2]s.
	SpoofASCIILookalike ID = "spoof.ascii-lookalike"
	// SpoofMixedNumbers: %[1]s mixes digits of several writing systems.
	SpoofMixedNumbers ID = "spoof.mixed-numbers"
	// SpoofRepeatedMark: %[1]s repeats the mark %[2]s on one letter.
	SpoofRepeatedMark ID = "spoof.repeated-mark"
	// SpoofTooManyMarks: %[1]s stacks too many marks on one letter.
	SpoofTooManyMarks ID = "spoof.too-many-marks"
	// SpoofNotIDNA2008: %[1]s holds %[2]s, which IDNA2008 does not allow.
	SpoofNotIDNA2008 ID = "spoof.not-idna2008"
	// SpoofNotIDNA2008Label: %[1]s is not valid under IDNA2008.
	SpoofNotIDNA2008Label ID = "spoof.not-idna2008-label"
	// SpoofTLDCharacter: %[1]s holds %[2]s, shown only under the
	// top-level domains %[3]s.
	SpoofTLDCharacter ID = "spoof.tld-character"
	// SpoofLatinLookalike: %[1]s is written in %[2]s (an [InScript]) letters that all look
	// like Latin ones.
	SpoofLatinLookalike ID = "spoof.latin-lookalike"
	// SpoofDigitLookalike: %[1]s is digits and characters like digits.
	SpoofDigitLookalike ID = "spoof.digit-lookalike"
	// SpoofCJKContext: %[1]s holds the Chinese or Japanese character
	// %[2]s beside other scripts.
	SpoofCJKContext ID = "spoof.cjk-context"
	// SpoofNonASCIILatin: %[1]s mixes %[2]s, a Latin letter outside
	// ASCII, with another script.
	SpoofNonASCIILatin ID = "spoof.non-ascii-latin"
	// SpoofMarkContext: %[1]s holds the mark %[2]s where it can fake or
	// hide a letter.
	SpoofMarkContext ID = "spoof.mark-context"
	// SpoofProtected: the name looks like the protected name %[1]s.
	SpoofProtected ID = "spoof.protected"
	// SpoofBrowserRemoved: %[1]s holds %[2]s, which browsers do not show.
	SpoofBrowserRemoved ID = "spoof.browser-removed"
	// SpoofTooLong: the name is too long to check, far longer than any
	// domain name.
	SpoofTooLong ID = "spoof.too-long"
	// SpoofOther: %[1]s is not shown in Unicode, for a reason without a
	// sentence of its own.
	SpoofOther ID = "spoof.other"
	// SpoofRestrictedAlone: as SpoofRestricted, when the part %[1]s is
	// that one character, so that the sentence names it once.
	SpoofRestrictedAlone ID = "spoof.restricted-alone"
	// SpoofNotIDNA2008Alone: as SpoofNotIDNA2008, when the part %[1]s is
	// that one character.
	SpoofNotIDNA2008Alone ID = "spoof.not-idna2008-alone"
	// SpoofTLDCharacterAlone: as SpoofTLDCharacter, when the part %[1]s is
	// that one character; %[2]s the top-level domains.
	SpoofTLDCharacterAlone ID = "spoof.tld-character-alone"
	// SpoofBrowserRemovedAlone: as SpoofBrowserRemoved, when the part
	// %[1]s is that one character.
	SpoofBrowserRemovedAlone ID = "spoof.browser-removed-alone"
)

var spoofEnglish = []entry{
	{SpoofInvalidUTF8, "the part %[1]s is not valid text (UTF-8)"},
	{SpoofInvisible, "the part %[1]s has %[2]s, which can hide a difference from another name"},
	{SpoofRestricted, "the part %[1]s has %[2]s, an unusual character that can be used to imitate another name"},
	{SpoofMixedScripts, "the part %[1]s mixes %[2]s letters, so it can imitate another name"},
	{SpoofMixedScriptsLooksLike, "the part %[1]s mixes %[2]s letters and looks like %[3]s, so it can imitate that name"},
	{SpoofWholeScript, "a part that looks like the Latin %[3]s is written in %[2]s letters, so it can imitate that name"},
	{SpoofASCIILookalike, "the part %[1]s looks like %[2]s, so it can imitate that name"},
	{SpoofMixedNumbers, "the part %[1]s mixes digits of different writing systems, so it can imitate another number"},
	{SpoofRepeatedMark, "the part %[1]s puts %[2]s twice on one letter, where it looks like once"},
	{SpoofTooManyMarks, "the part %[1]s stacks more marks on one letter than a reader can tell apart"},
	{SpoofNotIDNA2008, "the part %[1]s has %[2]s, which current domain names cannot have and browsers do not show"},
	{SpoofNotIDNA2008Label, "the part %[1]s is not a valid name under the current rules for domain names, and browsers do not show it"},
	{SpoofTLDCharacter, "the part %[1]s has %[2]s, which is shown only under the endings %[3]s"},
	{SpoofLatinLookalike, "the part %[1]s is written in %[2]s letters that all look like Latin letters, so it can imitate another name"},
	{SpoofDigitLookalike, "the part %[1]s is made of digits and characters that look like digits, so it can imitate a number"},
	{SpoofCJKContext, "the part %[1]s has %[2]s next to other scripts, where it can pass for another character"},
	{SpoofNonASCIILatin, "the part %[1]s mixes %[2]s, a Latin letter with a mark, with another script, so it can imitate another name"},
	{SpoofMarkContext, "the part %[1]s has %[2]s where it can fake or hide a letter"},
	{SpoofProtected, "the name looks like %[1]s but is a different name; check that it is the one you mean"},
	{SpoofBrowserRemoved, "the part %[1]s has %[2]s, which browsers do not show because it looks like another character"},
	{SpoofOther, "the part %[1]s is shown in its xn-- form because it could be mistaken for another name"},
	{SpoofTooLong, "the name is far longer than any domain name, so it was not checked; enter only the domain name"},
	{SpoofRestrictedAlone, "the part %[1]s is an unusual character that can be used to imitate another name"},
	{SpoofNotIDNA2008Alone, "the part %[1]s is a character that current domain names cannot have and browsers do not show"},
	{SpoofTLDCharacterAlone, "the part %[1]s is a character that is shown only under the endings %[2]s"},
	{SpoofBrowserRemovedAlone, "the part %[1]s is a character that browsers do not show because it looks like another one"},
}
