package cert

import (
	"errors"
	"strconv"
	"strings"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/rule"
)

// The codes of the problems only package cert finds: those of wildcards,
// of A-labels and underscores as certificates judge them, and of the
// common name. Every other problem of a name has the rule code of the
// same fact (package rule): UTF8; EMPTY for an empty name; TOOLONG and
// A4_1 for a name too long; A4_2 for an empty label or one too long;
// ALABEL for a U-label where an A-label must be and for capitals in an
// A-label; P4 for xn-- and no Punycode after it; V2 (hyphens in places 3
// and 4 without xn--), V3 (a hyphen at a label's end), STD3_LDH (a byte
// not letter, digit or hyphen); and the codes of package idna for a label
// IDNA2008 refuses. Codes are stable; programs match on them. [Section]
// gives the rule each one stands for.
const (
	// CodeWildcardPosition: '*' as a label other than the first.
	CodeWildcardPosition rule.Code = "WILDCARD_POSITION"
	// CodePartialWildcard: '*' with other characters in a label ("f*",
	// "xn--*", "*bcher").
	CodePartialWildcard rule.Code = "PARTIAL_WILDCARD"
	// CodeWildcardSuffix: a wildcard over a public suffix ("*.com",
	// "*.co.uk", "*").
	CodeWildcardSuffix rule.Code = "WILDCARD_SUFFIX"
	// CodeInvalidALabel: Punycode of a string that is no IDNA2008
	// U-label; the problem's Detail names IDNA2008's codes.
	CodeInvalidALabel rule.Code = "INVALID_ALABEL"
	// CodeUnderscore: '_' in a label, which the Baseline Requirements
	// refuse on their own (HostToASCII accepts it in a host).
	CodeUnderscore rule.Code = "UNDERSCORE"
	// CodeCommonNameNotInSAN: the CN names no SAN.
	CodeCommonNameNotInSAN rule.Code = "CN_NOT_IN_SAN"
	// CodeCommonNameNotCopy: the CN names a SAN, written differently.
	CodeCommonNameNotCopy rule.Code = "CN_NOT_COPY"
)

// sectionIDNA2008 is the section of the rules of IDNA2008 that package
// idna reports for a label it refuses.
const sectionIDNA2008 = "RFC 5891 §5 (IDNA2008)"

// sections is the rule of each code a problem of cert has: the one table
// that Section and docs/certificates.md's test read. The codes are in the
// order a name is checked.
var sections = []struct {
	code    rule.Code
	section string
}{
	{rule.UTF8, "RFC 5280 §4.2.1.6 (IA5String)"},
	{rule.EMPTY, "RFC 5280 §4.2.1.6"},
	{rule.TOOLONG, "RFC 5280 §4.2.1.6 (RFC 1034 §3.1)"},
	{rule.A4_1, "RFC 5280 §4.2.1.6 (RFC 1034 §3.1)"},
	{rule.A4_2, "RFC 5280 §4.2.1.6 (RFC 1034 §3.5)"},
	{CodeWildcardPosition, "RFC 9525 §6.3; BR §1.6.1 (Wildcard Domain Name)"},
	{CodePartialWildcard, "RFC 9525 §6.3; RFC 6125 §6.4.3; BR §1.6.1"},
	{CodeWildcardSuffix, "BR §3.2.2.6"},
	{rule.ALABEL, "RFC 5280 §7.2 as updated by RFC 9549 §3 (RFC 5891 §5.4); BR §7.1.4.3"},
	{rule.P4, "RFC 9549 §3; RFC 5890 §2.3.1; BR §7.1.2.7.12 (P-Label)"},
	{CodeInvalidALabel, "RFC 9549 §3 (RFC 5891 §5.4); BR §7.1.2.7.12"},
	{rule.V2, "RFC 5890 §2.3.1; BR §7.1.2.7.12 (Reserved LDH Label)"},
	{CodeUnderscore, "RFC 5280 §4.2.1.6; BR §7.1.2.7.12 (LDH Label)"},
	{rule.STD3_LDH, "RFC 5280 §4.2.1.6 (RFC 1034 §3.5, RFC 1123 §2.1)"},
	{rule.V3, "RFC 5280 §4.2.1.6 (RFC 1034 §3.5)"},
	{CodeCommonNameNotInSAN, "BR §7.1.4.3; RFC 9525 §6.4.4"},
	{CodeCommonNameNotCopy, "BR §7.1.4.3"},
}

// Section returns the sections of the standards that the code of a
// problem of package cert stands for: RFC 5280 and RFC 9549, RFC 6125 and
// RFC 9525, or the CA/Browser Forum Baseline Requirements (BR). Any other
// code is one of IDNA2008's rules, which cert reports for a label
// IDNA2008 refuses: RFC 5891 §5.
func Section(c rule.Code) string {
	for _, s := range sections {
		if s.code == c {
			return s.section
		}
	}
	return sectionIDNA2008
}

// A Problem is one thing wrong with a name, in the one presentation of a
// failure of package problem: its Code and Codes (the code of the problem,
// see the constants above), Label (the index of the label, -1 for the
// whole name), Offset (of the label, or of the byte at fault, in the name
// as written), Rune (the character at fault, -1 for none), Message (the
// sentence for people) and Detail (the text for developers). The name and
// the field that holds it are the [Finding]'s; the form to write instead
// is said in the sentence.
type Problem = problem.Problem

// newProblem is a problem of cert's own with the sentence id, args.
func newProblem(code rule.Code, lab, off int, r rune, id msg.ID, args ...any) Problem {
	m := msg.Message{ID: id, Args: args}
	return Problem{Code: code, Codes: []rule.Code{code}, Label: lab, Offset: off, Rune: r, Message: m, Detail: m.String()}
}

// idnaProblems are the problems of err, an error of package idna for the
// text of name that begins at byte off, its first label the lab-th of
// name: each with its Label, Offset and Detail counted in name, and idna's
// sentence, which names the label by its text.
func idnaProblems(err error, lab, off int) []Problem {
	ps := problem.Of(err)
	var ie *idna.Error
	if !errors.As(err, &ie) || len(ie.Problems) != len(ps) {
		return ps
	}
	for k, ip := range ie.Problems {
		if ip.Label >= 0 {
			ip.Label += lab
		}
		if ip.Offset >= 0 {
			ip.Offset += off
		}
		ps[k].Label, ps[k].Offset, ps[k].Detail = ip.Label, ip.Offset, ip.Description()
	}
	return ps
}

// An Error is a name that [ToASCII], [ToUnicode], [HostToASCII] or a
// [Matcher] refuses, with its problems.
type Error struct {
	Name     string
	Problems []Problem
	// errs are the errors of package idna the problems come from.
	errs []error
}

// Error lists the name and the codes of its problems.
func (e *Error) Error() string {
	codes := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		codes[i] = string(p.Code)
	}
	return "cert: " + quoteName(e.Name) + ": " + strings.Join(codes, ", ")
}

// Unwrap returns the IDNA errors of the problems, for errors.Is with
// idna's sentinels.
func (e *Error) Unwrap() []error { return e.errs }

// Has reports whether one of the problems has the code c.
func (e *Error) Has(c rule.Code) bool {
	for _, p := range e.Problems {
		if p.Code == c {
			return true
		}
	}
	return false
}

// Sentences returns the sentences of the problems, in order, each once
// (a problem that an earlier one says, Problem.Said, adds none).
func (e *Error) Sentences() []msg.Message {
	var ms []msg.Message
	for _, p := range e.Problems {
		if !p.Said && p.Message.ID != "" {
			ms = append(ms, p.Message)
		}
	}
	return ms
}

// quoteName returns name cut at 256 bytes, quoted where it holds more
// than printable ASCII.
func quoteName(name string) string {
	if len(name) > 256 {
		name = name[:256]
	}
	for i := 0; i < len(name); i++ {
		if name[i] < ' ' || name[i] > '~' {
			return strconv.Quote(name)
		}
	}
	return name
}
