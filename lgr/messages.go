package lgr

import "github.com/xn-go/xn/msg"

// The sentences of package lgr: why a Label Generation Ruleset (RFC 7940)
// refuses a label or gives it its disposition, and remarks about an LGR.
// Unless said otherwise, %[1]s is the label as given, quoted by [msg.Quote];
// a character is a [msg.Char], a sequence of them a [msg.Quote]; a rule name is
// quoted text; a disposition is one of the LGRDisp messages or, for an
// LGR's own, quoted text.
const (
	// msgNotInRepertoire: %[1]s has %[2]s, which the LGR does not list.
	msgNotInRepertoire msg.ID = "lgr.not-in-repertoire"
	// msgCapitals: %[1]s is refused for a capital letter, and its
	// lowercase form %[2]s would be accepted.
	msgCapitals msg.ID = "lgr.capitals"
	// msgContextWhen: %[1]s has %[2]s, allowed only where the rule %[3]s
	// is met, and it is not met there.
	msgContextWhen msg.ID = "lgr.context-when"
	// msgContextNotWhen: %[1]s has %[2]s where the rule %[3]s, which
	// forbids it, is met.
	msgContextNotWhen msg.ID = "lgr.context-not-when"
	// msgInputUTF8: the label is not valid UTF-8.
	msgInputUTF8 msg.ID = "lgr.input-utf8"
	// msgInputEmpty: the label is empty.
	msgInputEmpty msg.ID = "lgr.input-empty"
	// msgInputDot: %[1]s holds a dot: a whole name, not one label.
	msgInputDot msg.ID = "lgr.input-dot"
	// msgInputALabel: %[1]s begins with xn-- but does not decode.
	msgInputALabel msg.ID = "lgr.input-alabel"
	// msgInputTooLong: %[1]s has %[2]d characters, more than %[3]d.
	msgInputTooLong msg.ID = "lgr.input-too-long"
	// msgInputTooLongDNS: %[1]s has %[2]d characters in its xn-- form,
	// more than %[3]d.
	msgInputTooLongDNS msg.ID = "lgr.input-too-long-dns"
	// msgTooComplex: the LGR's rules exceeded their step budget on %[1]s.
	msgTooComplex msg.ID = "lgr.too-complex"
	// msgAllowed: %[1]s has the disposition %[2]s, which lets it be
	// registered, because %[3]s (an LGRWhy message or a [msg.List] of them),
	// decided by %[4]s (msgActionLine or msgDefaultAction).
	msgAllowed msg.ID = "lgr.allowed"
	// msgRefused: as msgAllowed, for a disposition that refuses the label
	// (invalid or blocked).
	msgRefused msg.ID = "lgr.refused"
	// msgWhyMatch: the label matches the rule %[1]s.
	msgWhyMatch msg.ID = "lgr.why-match"
	// msgWhyNotMatch: the label does not match the rule %[1]s.
	msgWhyNotMatch msg.ID = "lgr.why-not-match"
	// msgWhyTypes: the label's variant types meet the condition %[1]s,
	// written as in the LGR (all-variants="r-eszett").
	msgWhyTypes msg.ID = "lgr.why-types"
	// msgWhyAsWritten: the label has %[1]s (a [msg.List] of characters or
	// sequences) as written, not a variant of them, which is what the
	// deciding action's variant types test.
	msgWhyAsWritten msg.ID = "lgr.why-as-written"
	// msgWhyNone: no earlier action applies (a catch-all action).
	msgWhyNone msg.ID = "lgr.why-none"
	// msgActionLine: the action on line %[1]s of the LGR, a number
	// written without separators (lineNumber: digits without separators), as editors number lines.
	msgActionLine msg.ID = "lgr.action-line"
	// msgDefaultAction: one of the default actions of RFC 7940.
	msgDefaultAction msg.ID = "lgr.default-action"
	// msgDispInvalid and the four below: the dispositions of RFC 7940.
	msgDispInvalid     msg.ID = "lgr.disp-invalid"
	msgDispBlocked     msg.ID = "lgr.disp-blocked"
	msgDispAllocatable msg.ID = "lgr.disp-allocatable"
	msgDispActivated   msg.ID = "lgr.disp-activated"
	msgDispValid       msg.ID = "lgr.disp-valid"
	// msgMerged: the LGR is a merged (common) one, which cannot establish
	// that %[1]s is valid for its script; %[2]s are the scripts of the
	// label (a [msg.List] of LGRScript messages).
	msgMerged msg.ID = "lgr.merged"
	// msgMergedNoScript: as msgMerged, for a label of no particular
	// script (digits and hyphens).
	msgMergedNoScript msg.ID = "lgr.merged-no-script"
	// msgNewerUnicode: the LGR declares Unicode %[1]s, newer than the
	// tables in use, Unicode %[2]s.
	msgNewerUnicode msg.ID = "lgr.newer-unicode"
	// msgEmptyTagClass: the class on line %[1]s (lineNumber: digits without separators) is made from the tag
	// %[2]s, which no code point carries.
	msgEmptyTagClass msg.ID = "lgr.empty-tag-class"
	// msgCountOverPosition: the element %[2]s on line %[1]s (lineNumber: digits without separators) has a count
	// but holds start or end (RFC 7940 section 6.3.3).
	msgCountOverPosition msg.ID = "lgr.count-over-position"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgNotInRepertoire:   "the label %[1]s has %[2]s, which this LGR does not allow; remove or replace it",
	msgCapitals:          "the label %[1]s has capital letters, which this LGR does not allow; write %[2]s",
	msgContextWhen:       "the label %[1]s has %[2]s, which this LGR allows only where its rule %[3]s is met, and here it is not; remove it or change what stands around it",
	msgContextNotWhen:    "the label %[1]s has %[2]s where this LGR's rule %[3]s forbids it; remove it or change what stands around it",
	msgInputUTF8:         "the label is damaged (it is not valid UTF-8); enter it again",
	msgInputEmpty:        "the label is empty; enter a label",
	msgInputDot:          "the label %[1]s has a dot; enter one label at a time, not a whole domain name",
	msgInputALabel:       "the label %[1]s is not a valid xn-- form; check it, or enter the label as you would write it",
	msgInputTooLong:      "the label %[1]s is too long: %[2]d characters where at most %[3]d are allowed; shorten it",
	msgInputTooLongDNS:   "the label %[1]s is too long: %[2]d characters in its xn-- form where at most %[3]d are allowed; shorten it",
	msgTooComplex:        "this LGR's rules take too long to decide on %[1]s; choose a shorter or simpler label",
	msgAllowed:           "the label %[1]s is %[2]s under this LGR: %[3]s (%[4]s)",
	msgRefused:           "the label %[1]s is %[2]s under this LGR: %[3]s (%[4]s); choose another label",
	msgWhyMatch:          "it matches the rule %[1]s",
	msgWhyNotMatch:       "it does not match the rule %[1]s",
	msgWhyTypes:          "its variant types meet %[1]s",
	msgWhyAsWritten:      "it has %[1]s as written, not as a variant",
	msgWhyNone:           "no earlier action applies",
	msgActionLine:        "the action on line %[1]s",
	msgDefaultAction:     "a default action of RFC 7940",
	msgDispInvalid:       "invalid",
	msgDispBlocked:       "blocked",
	msgDispAllocatable:   "allocatable",
	msgDispActivated:     "activated",
	msgDispValid:         "valid",
	msgMerged:            "this LGR merges the LGRs of several scripts to find conflicts between labels, and cannot establish that %[1]s is valid for its script; check it with the LGR of its script (%[2]s)",
	msgMergedNoScript:    "this LGR merges the LGRs of several scripts to find conflicts between labels, and cannot establish that %[1]s is valid; check it with the LGR of the script or language it is meant for",
	msgNewerUnicode:      "the LGR is written for Unicode %[1]s, newer than the Unicode %[2]s of this program, so its classes of Unicode properties may miss newer characters",
	msgEmptyTagClass:     "line %[1]s: no code point has the tag %[2]s, so this class is empty",
	msgCountOverPosition: "line %[1]s: %[2]s has a count but holds start or end, which RFC 7940 does not allow; it is read as written",
}

func init() { msg.Register(english) }
