package idna

import (
	"errors"
	"slices"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/fullnorm"
	"github.com/xn-go/xn/rule"
)

// RuneInfo is what the IDNA tables say about one code point.
type RuneInfo struct {
	Rune rune
	// Status is the UTS #46 status: valid, ignored, mapped, deviation,
	// disallowed, and in Unicode 15.0.0 also disallowed_STD3_valid and
	// disallowed_STD3_mapped.
	Status string
	// Mapping is the mapping target of a mapped or deviation code point.
	Mapping string
	// NV8 is true when the code point is valid in UTS #46 but not in
	// IDNA2008 (the NV8 and XV8 marks of the mapping table).
	NV8 bool
	// IDNA2008 is the RFC 5892 derived property: PVALID, CONTEXTJ,
	// CONTEXTO, DISALLOWED or UNASSIGNED.
	IDNA2008 string
	// BidiClass is the Bidi_Class, such as L, R, AL, EN or NSM.
	BidiClass string
	// JoiningType is the Joining_Type: U, C, D, L, R or T.
	JoiningType string
	// Mark reports General_Category Mark; Virama reports canonical combining
	// class 9.
	Mark, Virama bool
}

// LookupRune returns the IDNA properties of r.
func LookupRune(r rune) RuneInfo {
	p := tables.Lookup(r)
	return RuneInfo{
		Rune:        r,
		Status:      p.Status().String(),
		Mapping:     p.Mapping(),
		NV8:         p.NV8(),
		IDNA2008:    p.Derived().String(),
		BidiClass:   p.Bidi().String(),
		JoiningType: p.Joining().String(),
		Mark:        p.IsMark(),
		Virama:      p.IsVirama(),
	}
}

// A Trace records how a profile processed one name, stage by stage, for
// diagnostics such as the xn explain command.
type Trace struct {
	Profile string
	Input   string
	// InputLabels are the labels of the input as split at the four IDNA
	// dots, with the mapping of each code point.
	InputLabels []InputLabel
	// Labels are the labels after mapping, normalization and conversion,
	// with the rules run on each.
	Labels []LabelTrace
	// BidiDomain is true when a label holds R, AL or AN, which makes the
	// Bidi rules apply to every label.
	BidiDomain bool
	// NameRules are the rules checked on the name as a whole (input
	// length and UTF-8, total length, IP literals), with their verdicts.
	NameRules []RuleVerdict
	// Unicode and UnicodeErr are the results of ToUnicode; ASCII and
	// ASCIIErr those of ToASCII.
	Unicode    string
	UnicodeErr error
	ASCII      string
	ASCIIErr   error
}

// InputLabel is one label of the input and what mapping made of it.
type InputLabel struct {
	Text   string
	Offset int
	// CodePoints are the input code points with their properties.
	CodePoints []RuneInfo
	// Mapped is the label after the mapping step, Normalized after NFC.
	// The traces of package idna2003 hold the results of the nameprep
	// steps instead: Mapped after tables B.1 and B.2 (RFC 3491 section 3),
	// Normalized after NFKC (section 4); for an all-ASCII label, to which
	// RFC 3490 does not apply nameprep, both are Text.
	Mapped, Normalized string
}

// LabelTrace is one label of the processed name.
type LabelTrace struct {
	Index int
	// Unicode is the label's Unicode form; ASCII its ASCII form (ToASCII).
	Unicode, ASCII string
	// FromPunycode is true when the label was an xn-- label decoded here.
	FromPunycode bool
	// Undecodable is true when the label is an xn-- label that did not
	// decode: it is kept as it is, and the validity rules do not run on it.
	Undecodable bool
	// NoASCII is true when ToASCII stopped on this label before it had an
	// ASCII form, so that ASCII is "". Only IDNA2003 (package idna2003),
	// which converts label by label, stops early; the profiles of this
	// package always give each label an ASCII form, valid or not.
	NoASCII bool
	// Rules lists every rule the profile has for the label, in the order
	// they are applied, with its verdict.
	Rules []RuleVerdict
}

// RuleVerdict is the outcome of one rule on one label.
type RuleVerdict struct {
	Code rule.Code // as in Problem.Code
	Name string    // what the rule checks
	// OK is true when the rule ran and passed.
	OK bool
	// Skipped is true when the rule did not run, because an earlier step
	// failed on the label (such as the validity rules of an xn-- label that
	// is not valid Punycode, or the steps of IDNA2003 after the first
	// failure, in the traces of package idna2003); OK is then false.
	Skipped bool
	// Detail says what failed, why a skipped rule did not run, or, for a
	// rule with OK true, why a failure was let through (such as an xn--
	// label that does not decode, kept by IgnoreInvalidPunycode); often "".
	Detail string
}

// Explain processes s with p and records each stage. The rules of each
// label (and of the name as a whole) are those the conversion checked, in
// the order it checked them, as the pipeline of ToASCII recorded them while
// it ran; a rule fails exactly when ToASCII reports its code for that label.
// The Unicode and ASCII results are those of ToUnicode and ToASCII.
func (p *Profile) Explain(s string) *Trace {
	tr := &Trace{Profile: p.String(), Input: s}
	tr.Unicode, tr.UnicodeErr = p.ToUnicode(s)

	// The conversion of ToASCII, recording the rules it checks.
	st := getState(&p.o, s, true)
	defer putState(st)
	st.tracing = true
	st.process()
	var ascii []byte
	if len(st.labels) > 0 {
		ascii = st.appendASCII(nil)
		st.checkIPLiteral(ascii)
	}
	err := st.err()
	var e *Error
	if errors.As(err, &e) {
		tr.ASCIIErr = err
	} else {
		tr.ASCII = string(ascii)
	}
	tr.NameRules = p.verdicts(st.ran, -1, e)
	if len(st.labels) == 0 {
		return tr
	}
	// The input labels and their mapping.
	for _, lv := range st.labels {
		if n := len(tr.InputLabels); n > 0 && tr.InputLabels[n-1].Offset == lv.src {
			continue
		}
		in := s[lv.src:lv.srcEnd]
		il := InputLabel{Text: in, Offset: lv.src}
		for _, r := range in {
			il.CodePoints = append(il.CodePoints, LookupRune(r))
		}
		if p.o.maps() {
			sub := getState(&p.o, s, true)
			il.Mapped = string(sub.mapLabel(in, lv.src).text)
			putState(sub)
		} else {
			il.Mapped = in
		}
		il.Normalized = normalizeNFC(il.Mapped)
		tr.InputLabels = append(tr.InputLabels, il)
	}
	asciiLabels := splitDots(ascii)
	for idx, lv := range st.labels {
		tr.BidiDomain = tr.BidiDomain || lv.bidi != 0
		lt := LabelTrace{
			Index:        idx,
			Unicode:      string(st.buf[lv.start:lv.end]),
			FromPunycode: lv.origin == decoded || lv.origin == decodedInput,
			Rules:        p.verdicts(st.ran, idx, e),
		}
		if idx < len(asciiLabels) {
			lt.ASCII = asciiLabels[idx]
		}
		if lv.origin == undecodable {
			lt.Undecodable = true
			for i, rv := range lt.Rules {
				if rv.Code == rule.P4 && rv.OK {
					// IgnoreInvalidPunycode: no problem, but no decoding.
					lt.Rules[i].Detail = "not valid Punycode; kept as it is (IgnoreInvalidPunycode)"
				}
			}
		}
		tr.Labels = append(tr.Labels, lt)
	}
	return tr
}

// verdicts turns the rules recorded for label idx (-1: the name) into
// verdicts, each rule once, in the order first checked: failed when e has a
// problem of that code in that label.
func (p *Profile) verdicts(ran []ranRule, idx int, e *Error) []RuleVerdict {
	var out []RuleVerdict
	for _, r := range ran {
		if r.label != idx || slices.ContainsFunc(out, func(v RuleVerdict) bool { return v.Code == r.code }) {
			continue
		}
		v := RuleVerdict{Code: r.code, Name: p.ruleName(r.code), OK: true}
		if pr := problemOf(e, idx, r.code); pr != nil {
			v.OK, v.Detail = false, pr.Detail
		}
		out = append(out, v)
	}
	return out
}

// problemOf returns the first problem of e (possibly nil) with the code in
// label idx (-1: about the whole name), or nil.
func problemOf(e *Error, idx int, code rule.Code) *Problem {
	if e == nil {
		return nil
	}
	for i := range e.Problems {
		if pr := &e.Problems[i]; pr.Code == code && pr.Label == idx {
			return pr
		}
	}
	return nil
}

// ruleName says what the rule of a code checks under p.
func (p *Profile) ruleName(code rule.Code) string {
	// The codes whose number depends on the Unicode version first.
	switch code {
	case codeStatus:
		if p.o.std == stdIDNA2008 {
			return "every code point PVALID, CONTEXTJ or CONTEXTO (RFC 5892)"
		}
		return "every code point has an allowed UTS #46 status"
	case codeDot:
		return "no full stop inside the label"
	case codeLeadingMark:
		return "does not begin with a combining mark"
	}
	if name, ok := ruleNames[code]; ok {
		return name
	}
	return string(code)
}

// ruleNames says what each rule checks; see ruleName for the rest.
var ruleNames = map[rule.Code]string{
	rule.UTF8:             "input is valid UTF-8",
	rule.TOOLONG:          "input is at most MaxInputLen bytes",
	rule.P1:               "no disallowed code point in the mapping step",
	rule.MAPPED_FORBIDDEN: "mapping gives no forbidden host code point such as / ? # @ : (RejectMappedForbidden)",
	rule.P4:               "xn-- label is valid Punycode of a non-ASCII string",
	rule.V1:               "label is in NFC",
	rule.V2:               "no hyphens in both positions 3 and 4",
	rule.V3:               "no hyphen at the start or end",
	rule.V4:               "decoded label does not begin with xn--",
	rule.U1:               "ASCII code points are letters, digits or hyphen (STD3)",
	rule.C1:               "ZERO WIDTH NON-JOINER in a joining context (RFC 5892 A.1)",
	rule.C2:               "ZERO WIDTH JOINER after a virama (RFC 5892 A.2)",
	rule.C3:               "MIDDLE DOT between two l (A.3)",
	rule.C4:               "GREEK KERAIA before Greek (A.4)",
	rule.C5:               "HEBREW GERESH after Hebrew (A.5)",
	rule.C6:               "HEBREW GERSHAYIM after Hebrew (A.6)",
	rule.C7:               "KATAKANA MIDDLE DOT with kana or Han (A.7)",
	rule.C8:               "Arabic-Indic digits not mixed with extended ones (A.8)",
	rule.C9:               "extended Arabic-Indic digits not mixed with Arabic-Indic ones (A.9)",
	rule.B1:               "first character L, R or AL",
	rule.B2:               "right-to-left label: only R, AL, AN, EN, ES, CS, ET, ON, BN, NSM",
	rule.B3:               "right-to-left label ends in R, AL, EN or AN (then NSM)",
	rule.B4:               "right-to-left label: not both EN and AN",
	rule.B5:               "left-to-right label: only L, EN, ES, CS, ET, ON, BN, NSM",
	rule.B6:               "left-to-right label ends in L or EN (then NSM)",
	rule.FORBIDDEN:        "no control, space, # % / : < > ? @ [ \\ ] ^ | or DEL (ForbidHostCodePoints)",
	rule.A3:               "Punycode encoding succeeds",
	rule.A4_2:             "ASCII form is 1 to 63 octets",
	rule.A4_1:             "ASCII form of the name is 1 to 253 octets",
	rule.X4_2:             "no empty label (ToUnicode, VerifyDNSLength)",
	rule.EMPTY:            "the name is not empty once processed (URL Standard)",
	rule.IPLITERAL:        "mapping does not turn the name into an IPv4 address (RejectMappedIPLiterals)",
}

func splitDots(b []byte) []string {
	var out []string
	start := 0
	for i, c := range b {
		if c == '.' {
			out = append(out, string(b[start:i]))
			start = i + 1
		}
	}
	return append(out, string(b[start:]))
}

func normalizeNFC(s string) string {
	if isASCII(s) || !utf8.ValidString(s) {
		return s
	}
	return string(fullnorm.AppendString(norm.NFC, nil, s))
}
