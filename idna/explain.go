package idna

import (
	"errors"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/fullnorm"
	"github.com/xn-go/xn/rule"
)

// UnicodeVersion is the Unicode version of the tables in this build: 15.0.0
// with Go 1.26, 17.0.0 with Go 1.27, following Go's unicode package and
// golang.org/x/text.
const UnicodeVersion = tables.UnicodeVersion

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

// Explain processes s with p and records each stage. Its Unicode and ASCII
// results are those of ToUnicode and ToASCII.
func (p *Profile) Explain(s string) *Trace {
	tr := &Trace{Profile: p.String(), Input: s}
	tr.Unicode, tr.UnicodeErr = p.ToUnicode(s)
	tr.ASCII, tr.ASCIIErr = p.ToASCII(s)

	st := getState(&p.o, s, true)
	defer putState(st)
	st.process()
	if len(st.labels) == 0 {
		return tr
	}
	// The input labels and their mapping.
	for _, sp := range st.labels {
		if n := len(tr.InputLabels); n > 0 && tr.InputLabels[n-1].Offset == sp.src {
			continue
		}
		in := s[sp.src:sp.srcEnd]
		il := InputLabel{Text: in, Offset: sp.src}
		for _, r := range in {
			il.CodePoints = append(il.CodePoints, LookupRune(r))
		}
		if p.o.std == stdUTS46 && !p.o.noMapping {
			sub := getState(&p.o, s, true)
			m, _, _ := sub.mapLabel(in, sp.src)
			il.Mapped = string(m)
			putState(sub)
		} else {
			il.Mapped = in
		}
		il.Normalized = normalizeNFC(il.Mapped)
		tr.InputLabels = append(tr.InputLabels, il)
	}
	bidiDomain := false
	for _, sp := range st.labels {
		bidiDomain = bidiDomain || sp.bidi != 0
	}
	tr.BidiDomain = bidiDomain
	asciiForm := st.appendASCII(nil)
	asciiLabels := splitDots(asciiForm)
	var e *Error
	errors.As(st.err(), &e)
	failed := func(idx int, code rule.Code) bool { return hasProblem(e, idx, code) }
	for idx, sp := range st.labels {
		lab := st.buf[sp.start:sp.end]
		lt := LabelTrace{Index: idx, Unicode: string(lab)}
		if idx < len(asciiLabels) {
			lt.ASCII = asciiLabels[idx]
		}
		in := s[sp.src:sp.srcEnd]
		lt.FromPunycode = len(in) >= 4 && hasACEPrefix([]byte(in), true) && !isASCII(lab)
		// skip is why the label rules did not run, or "": an xn-- label
		// that does not decode is kept as it is, unchecked.
		skip := ""
		add := func(code rule.Code, name string) {
			lt.Rules = append(lt.Rules, RuleVerdict{Code: code, Name: name, OK: !failed(idx, code)})
		}
		addLabelRule := func(code rule.Code, name string) {
			if skip != "" {
				lt.Rules = append(lt.Rules, RuleVerdict{Code: code, Name: name, Skipped: true, Detail: skip})
				return
			}
			add(code, name)
		}
		o := &p.o
		if o.std == stdPunycode {
			add(rule.P4, "Punycode decodes")
			tr.Labels = append(tr.Labels, lt)
			continue
		}
		if lt.FromPunycode || sp.keep {
			add(rule.P4, "xn-- label is valid Punycode of a non-ASCII string")
			if sp.keep {
				skip = "the label did not decode"
				if n := len(lt.Rules) - 1; lt.Rules[n].OK {
					// IgnoreInvalidPunycode: no problem, but no decoding.
					lt.Rules[n].Detail = "not valid Punycode; kept as it is (IgnoreInvalidPunycode)"
				}
			}
			addLabelRule(rule.V1, "decoded label is in NFC")
		}
		if !o.skipValidation {
			if o.checkHyphens {
				addLabelRule(rule.V2, "no hyphens in both positions 3 and 4")
				addLabelRule(rule.V3, "no hyphen at the start or end")
			}
			if !v15 {
				addLabelRule(rule.V4, "decoded label does not begin with xn--")
			}
			addLabelRule(codeDot, "no full stop inside the label")
			addLabelRule(codeLeadingMark, "does not begin with a combining mark")
			if o.std == stdIDNA2008 {
				addLabelRule(codeStatus, "every code point PVALID, CONTEXTJ or CONTEXTO (RFC 5892)")
			} else {
				addLabelRule(codeStatus, "every code point has an allowed UTS #46 status")
			}
			if v15 && o.std == stdUTS46 && !o.noMapping {
				// The mapping step runs before decoding, on every label.
				add(rule.P1, "no disallowed code point in the mapping step")
			}
			if !v15 && o.useSTD3ASCIIRules && o.std == stdUTS46 {
				addLabelRule(rule.U1, "ASCII code points are letters, digits or hyphen (STD3)")
			}
			if o.checkJoiners && containsJoiner(lab) {
				addLabelRule(rule.C1, "ZERO WIDTH NON-JOINER in a joining context (RFC 5892 A.1)")
				addLabelRule(rule.C2, "ZERO WIDTH JOINER after a virama (RFC 5892 A.2)")
			}
			if o.checkContextO {
				for _, c := range []struct {
					code rule.Code
					name string
				}{
					{rule.C3, "MIDDLE DOT between two l (A.3)"},
					{rule.C4, "GREEK KERAIA before Greek (A.4)"},
					{rule.C5, "HEBREW GERESH after Hebrew (A.5)"},
					{rule.C6, "HEBREW GERSHAYIM after Hebrew (A.6)"},
					{rule.C7, "KATAKANA MIDDLE DOT with kana or Han (A.7)"},
					{rule.C8, "Arabic-Indic digits not mixed with extended ones (A.8)"},
					{rule.C9, "extended Arabic-Indic digits not mixed with Arabic-Indic ones (A.9)"},
				} {
					if failed(idx, c.code) {
						addLabelRule(c.code, c.name)
					}
				}
			}
			if o.checkBidi && bidiDomain {
				for _, c := range []struct {
					code rule.Code
					name string
				}{
					{rule.B1, "first character L, R or AL"},
					{rule.B2, "right-to-left label: only R, AL, AN, EN, ES, CS, ET, ON, BN, NSM"},
					{rule.B3, "right-to-left label ends in R, AL, EN or AN (then NSM)"},
					{rule.B4, "right-to-left label: not both EN and AN"},
					{rule.B5, "left-to-right label: only L, EN, ES, CS, ET, ON, BN, NSM"},
					{rule.B6, "left-to-right label ends in L or EN (then NSM)"},
				} {
					add(c.code, c.name)
				}
			}
		}
		if o.rejectMappedForbidden && !o.useSTD3ASCIIRules && o.std == stdUTS46 && !o.noMapping {
			add(rule.MAPPED_FORBIDDEN, "mapping gives no forbidden host code point such as / ? # @ : (RejectMappedForbidden)")
		}
		if o.forbidHostCodePoints && !o.useSTD3ASCIIRules {
			add(rule.FORBIDDEN, "no control, space, # % / : < > ? @ [ \\ ] ^ | or DEL (ForbidHostCodePoints)")
		}
		if o.verifyDNSLength {
			add(rule.A4_2, "ASCII form is 1 to 63 octets")
		}
		tr.Labels = append(tr.Labels, lt)
	}
	return tr
}

func containsJoiner(b []byte) bool {
	for _, r := range string(b) {
		if r == zwj || r == zwnj {
			return true
		}
	}
	return false
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

// hasProblem reports whether e (possibly nil) has a problem with the code
// in label idx or about the whole name.
func hasProblem(e *Error, idx int, code rule.Code) bool {
	if e == nil {
		return false
	}
	for _, pr := range e.Problems {
		if pr.Code == code && (pr.Label == idx || pr.Label < 0) {
			return true
		}
	}
	return false
}
