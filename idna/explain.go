package idna

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/internal/fullnorm"
	"github.com/xn-go/xn/rule"
)

// Explain processes s with p and records each stage. The rules of each
// label (and of the name as a whole) are those the conversion checked, in
// the order it checked them: the steps of the conversion's one list of
// rules (conversionSteps) whose conditions held for ToASCII's finished
// labels. A rule fails exactly when ToASCII reports its code for that label.
// The Unicode and ASCII results are those of ToUnicode and ToASCII; under
// the [ASCIIFallback] a name can have failed rules and an ASCII result,
// the rules being the validation errors of [Profile.ToASCIIWithErrors].
func (p *Profile) Explain(s string) *trace.Trace {
	tr := &trace.Trace{Profile: p.String(), Input: s, UnicodeVersion: p.UnicodeVersion(), Mapping: p.o.mapping()}
	tr.Unicode, tr.UnicodeErr = p.ToUnicode(s)

	// The conversion of ToASCII, which keeps every problem.
	st := getState(&p.o, s, true)
	defer putState(st)
	st.startTracing()
	st.run()
	ascii := st.out
	err := st.err()
	var e *Error
	switch {
	case errors.As(err, &e) && p.o.fallsBackOn(s):
		// ToASCII succeeds by the ASCII fallback; the failed rules stay
		// in the trace as the validation errors ToASCIIWithErrors returns.
		tr.ASCII = string(appendLower(nil, s))
	case e != nil:
		tr.ASCIIErr = err
	default:
		tr.ASCII = string(ascii)
	}
	probs := problemsByLabel(e, len(st.labels))
	tr.BidiDomain = bidiDomain(st.labels)
	tr.NameRules = p.verdicts(ranSteps(st, -1, false), probs[0])
	if len(st.labels) == 0 {
		return tr
	}
	// The input labels and their mapping.
	for _, lv := range st.labels {
		if n := len(tr.InputLabels); n > 0 && tr.InputLabels[n-1].Offset == int(lv.src) {
			continue
		}
		in := s[lv.src:lv.srcEnd]
		il := trace.InputLabel{Text: in, Offset: int(lv.src)}
		for _, r := range in {
			info, _ := trace.LookupRuneIn(p.UnicodeVersion(), r) // the profile's tables are linked
			il.CodePoints = append(il.CodePoints, info)
		}
		if p.o.maps() {
			sub := getState(&p.o, s, true)
			il.Mapped = string(sub.mapLabel(in, int(lv.src)).text)
			putState(sub)
		} else {
			il.Mapped = in
		}
		il.Normalized = normalizeNFCIn(p.o.table(), il.Mapped)
		tr.InputLabels = append(tr.InputLabels, il)
	}
	asciiLabels := strings.Split(string(ascii), ".")
	for idx, lv := range st.labels {
		lt := trace.Label{
			Index:        idx,
			Unicode:      string(st.buf[lv.start:lv.end]),
			FromPunycode: lv.origin == decoded || lv.origin == decodedInput,
			Rules:        p.verdicts(ranSteps(st, idx, tr.BidiDomain), probs[idx+1]),
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

// mapping returns the mapping step of ToASCII under o (ToUnicode is never
// transitional), for the trace.
func (o *options) mapping() trace.Mapping {
	switch {
	case o.std == stdPunycode:
		return trace.MappingPunycodeOnly
	case o.std == stdIDNA2008 && o.noMapping:
		return trace.MappingIDNA2008
	case o.std == stdIDNA2008:
		return trace.MappingIDNA2008UTS46
	case o.noMapping && o.transitionalFor(true):
		return trace.MappingNoneTransitional
	case o.noMapping:
		return trace.MappingNone
	case o.transitionalFor(true):
		return trace.MappingTransitional
	}
	return trace.MappingUTS46
}

// verdicts turns the codes of the rules that ran on a label (or the name)
// into verdicts, each rule once, in the order first checked: failed when
// probs, the label's problems, has one of that code.
func (p *Profile) verdicts(ran []rule.Code, probs []*Problem) []trace.Verdict {
	var out []trace.Verdict
	for _, code := range ran {
		if slices.ContainsFunc(out, func(v trace.Verdict) bool { return v.Code == code }) {
			continue
		}
		v := trace.Verdict{Code: code, Name: p.ruleName(code), OK: true}
		if i := slices.IndexFunc(probs, func(pr *Problem) bool { return pr.Code == code }); i >= 0 {
			pr := probs[i]
			v.OK, v.Detail = false, pr.Detail
		}
		out = append(out, v)
	}
	return out
}

// problemsByLabel returns the problems of e (possibly nil) of each of n
// labels at its index plus one, and the name's at 0: found once, so that
// the verdicts take time in proportion to the name, not to labels times
// problems.
func problemsByLabel(e *Error, n int) [][]*Problem {
	probs := make([][]*Problem, n+1)
	if e == nil {
		return probs
	}
	for i := range e.Problems {
		if pr := &e.Problems[i]; pr.Label+1 < len(probs) {
			probs[pr.Label+1] = append(probs[pr.Label+1], pr)
		}
	}
	return probs
}

// ruleName says what the rule of a code of p's revision checks under p.
func (p *Profile) ruleName(code rule.Code) string {
	code = p.o.latestCode(code)
	switch code {
	case ruleStatus:
		if p.o.std == stdIDNA2008 {
			return "every code point PVALID, CONTEXTJ or CONTEXTO (RFC 5892)"
		}
		return "every code point has an allowed UTS #46 status"
	case ruleDot:
		return "no full stop inside the label"
	case ruleLeadingMark:
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
	rule.EMPTY:            "the name is not empty once processed (URL Standard)",
	rule.OPTION:           "every option of the profile applies to its standard",
	rule.IPLITERAL:        "mapping does not turn the name into an IPv4 address (RejectMappedIPLiterals)",
}

func normalizeNFC(s string) string {
	if isASCII(s) || !utf8.ValidString(s) {
		return s
	}
	return string(fullnorm.AppendString(norm.NFC, nil, s))
}
