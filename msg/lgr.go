package msg

// The sentences of package lgr: why a Label Generation Ruleset (RFC 7940)
// refuses a label or gives it its disposition, and remarks about an LGR.
// Unless said otherwise, %[1]s is the label as given, quoted by [Quote];
// a character is a [Char], a sequence of them a [Quote]; a rule name is
// quoted text; a disposition is one of the LGRDisp messages or, for an
// LGR's own, quoted text.
const (
	// LGRNotInRepertoire: %[1]s has %[2]s, which the LGR does not list.
	LGRNotInRepertoire ID = "lgr.not-in-repertoire"
	// LGRCapitals: %[1]s is refused for a capital letter, and its
	// lowercase form %[2]s would be accepted.
	LGRCapitals ID = "lgr.capitals"
	// LGRContextWhen: %[1]s has %[2]s, allowed only where the rule %[3]s
	// is met, and it is not met there.
	LGRContextWhen ID = "lgr.context-when"
	// LGRContextNotWhen: %[1]s has %[2]s where the rule %[3]s, which
	// forbids it, is met.
	LGRContextNotWhen ID = "lgr.context-not-when"
	// LGRInputUTF8: the label is not valid UTF-8.
	LGRInputUTF8 ID = "lgr.input-utf8"
	// LGRInputEmpty: the label is empty.
	LGRInputEmpty ID = "lgr.input-empty"
	// LGRInputDot: %[1]s holds a dot: a whole name, not one label.
	LGRInputDot ID = "lgr.input-dot"
	// LGRInputALabel: %[1]s begins with xn-- but does not decode.
	LGRInputALabel ID = "lgr.input-alabel"
	// LGRInputTooLong: %[1]s has %[2]d characters, more than %[3]d.
	LGRInputTooLong ID = "lgr.input-too-long"
	// LGRInputTooLongDNS: %[1]s has %[2]d characters in its xn-- form,
	// more than %[3]d.
	LGRInputTooLongDNS ID = "lgr.input-too-long-dns"
	// LGRTooComplex: the LGR's rules exceeded their step budget on %[1]s.
	LGRTooComplex ID = "lgr.too-complex"
	// LGRAllowed: %[1]s has the disposition %[2]s, which lets it be
	// registered, because %[3]s (an LGRWhy message or a [List] of them),
	// decided by %[4]s (LGRActionLine or LGRDefaultAction).
	LGRAllowed ID = "lgr.allowed"
	// LGRRefused: as LGRAllowed, for a disposition that refuses the label
	// (invalid or blocked).
	LGRRefused ID = "lgr.refused"
	// LGRWhyMatch: the label matches the rule %[1]s.
	LGRWhyMatch ID = "lgr.why-match"
	// LGRWhyNotMatch: the label does not match the rule %[1]s.
	LGRWhyNotMatch ID = "lgr.why-not-match"
	// LGRWhyTypes: the label's variant types meet the condition %[1]s,
	// written as in the LGR (all-variants="r-eszett").
	LGRWhyTypes ID = "lgr.why-types"
	// LGRWhyAsWritten: the label has %[1]s (a [List] of characters or
	// sequences) as written, not a variant of them, which is what the
	// deciding action's variant types test.
	LGRWhyAsWritten ID = "lgr.why-as-written"
	// LGRWhyNone: no earlier action applies (a catch-all action).
	LGRWhyNone ID = "lgr.why-none"
	// LGRActionLine: the action on line %[1]s of the LGR, a number
	// written without separators (a [LineNumber]), as editors number lines.
	LGRActionLine ID = "lgr.action-line"
	// LGRDefaultAction: one of the default actions of RFC 7940.
	LGRDefaultAction ID = "lgr.default-action"
	// LGRDispInvalid and the four below: the dispositions of RFC 7940.
	LGRDispInvalid     ID = "lgr.disp-invalid"
	LGRDispBlocked     ID = "lgr.disp-blocked"
	LGRDispAllocatable ID = "lgr.disp-allocatable"
	LGRDispActivated   ID = "lgr.disp-activated"
	LGRDispValid       ID = "lgr.disp-valid"
	// LGRMerged: the LGR is a merged (common) one, which cannot establish
	// that %[1]s is valid for its script; %[2]s are the scripts of the
	// label (a [List] of LGRScript messages).
	LGRMerged ID = "lgr.merged"
	// LGRMergedNoScript: as LGRMerged, for a label of no particular
	// script (digits and hyphens).
	LGRMergedNoScript ID = "lgr.merged-no-script"
	// LGRNewerUnicode: the LGR declares Unicode %[1]s, newer than the
	// tables in use, Unicode %[2]s.
	LGRNewerUnicode ID = "lgr.newer-unicode"
	// LGREmptyTagClass: the class on line %[1]s (a [LineNumber]) is made from the tag
	// %[2]s, which no code point carries.
	LGREmptyTagClass ID = "lgr.empty-tag-class"
	// LGRCountOverPosition: the element %[2]s on line %[1]s (a [LineNumber]) has a count
	// but holds start or end (RFC 7940 section 6.3.3).
	LGRCountOverPosition ID = "lgr.count-over-position"
)

var lgrEnglish = []entry{
	{LGRNotInRepertoire, "the label %[1]s has %[2]s, which this LGR does not allow; remove or replace it"},
	{LGRCapitals, "the label %[1]s has capital letters, which this LGR does not allow; write %[2]s"},
	{LGRContextWhen, "the label %[1]s has %[2]s, which this LGR allows only where its rule %[3]s is met, and here it is not; remove it or change what stands around it"},
	{LGRContextNotWhen, "the label %[1]s has %[2]s where this LGR's rule %[3]s forbids it; remove it or change what stands around it"},
	{LGRInputUTF8, "the label is damaged (it is not valid UTF-8); enter it again"},
	{LGRInputEmpty, "the label is empty; enter a label"},
	{LGRInputDot, "the label %[1]s has a dot; enter one label at a time, not a whole domain name"},
	{LGRInputALabel, "the label %[1]s is not a valid xn-- form; check it, or enter the label as you would write it"},
	{LGRInputTooLong, "the label %[1]s is too long: %[2]d characters where at most %[3]d are allowed; shorten it"},
	{LGRInputTooLongDNS, "the label %[1]s is too long: %[2]d characters in its xn-- form where at most %[3]d are allowed; shorten it"},
	{LGRTooComplex, "this LGR's rules take too long to decide on %[1]s; choose a shorter or simpler label"},
	{LGRAllowed, "the label %[1]s is %[2]s under this LGR: %[3]s (%[4]s)"},
	{LGRRefused, "the label %[1]s is %[2]s under this LGR: %[3]s (%[4]s); choose another label"},
	{LGRWhyMatch, "it matches the rule %[1]s"},
	{LGRWhyNotMatch, "it does not match the rule %[1]s"},
	{LGRWhyTypes, "its variant types meet %[1]s"},
	{LGRWhyAsWritten, "it has %[1]s as written, not as a variant"},
	{LGRWhyNone, "no earlier action applies"},
	{LGRActionLine, "the action on line %[1]s"},
	{LGRDefaultAction, "a default action of RFC 7940"},
	{LGRDispInvalid, "invalid"},
	{LGRDispBlocked, "blocked"},
	{LGRDispAllocatable, "allocatable"},
	{LGRDispActivated, "activated"},
	{LGRDispValid, "valid"},
	{LGRMerged, "this LGR merges the LGRs of several scripts to find conflicts between labels, and cannot establish that %[1]s is valid for its script; check it with the LGR of its script (%[2]s)"},
	{LGRMergedNoScript, "this LGR merges the LGRs of several scripts to find conflicts between labels, and cannot establish that %[1]s is valid; check it with the LGR of the script or language it is meant for"},
	{LGRNewerUnicode, "the LGR is written for Unicode %[1]s, newer than the Unicode %[2]s of this program, so its classes of Unicode properties may miss newer characters"},
	{LGREmptyTagClass, "line %[1]s: no code point has the tag %[2]s, so this class is empty"},
	{LGRCountOverPosition, "line %[1]s: %[2]s has a count but holds start or end, which RFC 7940 does not allow; it is read as written"},
}
