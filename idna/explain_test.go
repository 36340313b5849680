package idna

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/rule"
)

// rulesOf returns the verdicts of lt by code, as "ok" or "FAIL",
// in order.
func rulesOf(lt trace.Label) []string {
	var out []string
	for _, rv := range lt.Rules {
		v := "ok"
		if !rv.OK {
			v = "FAIL"
		}
		out = append(out, string(rv.Code)+" "+v)
	}
	return out
}

// An xn-- label that does not decode is kept as it is, and the validity
// rules do not run on it: its trace has P4 and the rules that apply to the
// label as it is (mapping, forbidden code points, length), and no other.
func TestExplainUndecodable(t *testing.T) {
	asIs := []rule.Code{rule.P1, rule.P4, rule.A4_2, rule.FORBIDDEN, rule.MAPPED_FORBIDDEN}
	for _, p := range []*Profile{Lookup, UTS46, IDNA2008, Lookup.With(IgnoreInvalidPunycode(true))} {
		tr := p.Explain("xn--zz.de")
		lt := tr.Labels[0]
		if !lt.Undecodable || lt.FromPunycode {
			t.Errorf("%v: Undecodable %v, FromPunycode %v", p, lt.Undecodable, lt.FromPunycode)
		}
		var p4 *trace.Verdict
		for i, rv := range lt.Rules {
			if rv.Code == rule.P4 {
				p4 = &lt.Rules[i]
			}
			if !slices.Contains(asIs, rv.Code) {
				t.Errorf("%v: a rule ran on the undecodable label: %+v", p, rv)
			}
		}
		ignored := p.o.ignoreInvalidPunycode
		if p4 == nil || p4.OK != ignored || ignored && p4.Detail == "" {
			t.Errorf("%v: P4 %+v in %v", p, p4, rulesOf(lt))
		}
		if len(tr.Labels[1].Rules) == 0 {
			t.Errorf("%v label 1: no rules ran", p)
		}
		for _, rv := range tr.Labels[1].Rules {
			if !rv.OK {
				t.Errorf("%v label 1: %+v", p, rv)
			}
		}
	}
}

// explainCodes returns the codes of the failed rules of a trace, of every
// label and of the name, sorted and without repeats.
func explainCodes(tr *trace.Trace) []rule.Code {
	var codes []rule.Code
	add := func(rules []trace.Verdict) {
		for _, rv := range rules {
			if !rv.OK {
				codes = append(codes, rv.Code)
			}
		}
	}
	add(tr.NameRules)
	for _, lt := range tr.Labels {
		add(lt.Rules)
	}
	slices.Sort(codes)
	return slices.Compact(codes)
}

// For every row of IdnaTestV2.txt, under the profile of each ToASCII
// column and under the other predefined profiles, the rules that fail in
// Explain's trace are exactly the problems of ToASCII's error, and the
// trace's ASCII result is ToASCII's.
func TestExplainConformance(t *testing.T) {
	rows := readConformance(t, tables.UnicodeVersion)
	profiles := []*Profile{UTS46, UTS46.With(Transitional(true)), Lookup, WHATWG, IDNA2008, IDNA2008Lookup,
		Registration, Punycode, Lookup.With(ValidateLabels(false)), Lookup.With(IgnoreInvalidPunycode(true)),
		IDNA2008.With(Transitional(true))}
	checked := 0
	for _, row := range rows {
		for _, p := range profiles {
			tr := p.Explain(row.source)
			ascii, err := p.ToASCII(row.source)
			var want []rule.Code
			var e *Error
			if errors.As(err, &e) {
				want = e.Codes()
			}
			if _, val, _ := p.ToASCIIWithErrors(row.source); val != nil {
				want = val.Codes() // the ASCII fallback's validation errors
			}
			if got := explainCodes(tr); !slices.Equal(got, want) {
				t.Errorf("line %d %v %+q: Explain fails %v, ToASCII %v", row.line, p, row.source, got, want)
			}
			if tr.ASCII != ascii || (tr.ASCIIErr == nil) != (err == nil) {
				t.Errorf("line %d %v %+q: Explain gives %q, %v; ToASCII %q, %v", row.line, p, row.source, tr.ASCII, tr.ASCIIErr, ascii, err)
			}
			checked++
		}
	}
	t.Logf("IdnaTestV2 %s: %d rows, %d conversions explained", tables.UnicodeVersion, len(rows), checked)
}

// A validity rule shows in Explain's trace only because labelRules lists
// it: with any one code left out of the table, some row of IdnaTestV2.txt
// has a trace that misses a failure ToASCII reports. (A code that no row
// breaks under these profiles, such as U1 before Unicode 16.0, or that
// another entry also records, is skipped and logged.)
func TestExplainNeedsEachLabelRule(t *testing.T) {
	rows := readConformance(t, tables.UnicodeVersion)
	profiles := []*Profile{UTS46, Lookup, IDNA2008, Registration, Punycode.With(ValidateLabels(true))}
	saved := labelRules
	t.Cleanup(func() { labelRules = saved })
	for j, lr := range saved {
		for _, code := range lr.codes {
			recordedElsewhere := false
			for k, other := range saved {
				recordedElsewhere = recordedElsewhere || k != j && slices.Contains(other.codes, code)
			}
			labelRules = slices.Clone(saved)
			labelRules[j].codes = slices.DeleteFunc(slices.Clone(lr.codes), func(c rule.Code) bool { return c == code })
			broken, missed := explainMisses(rows, profiles, UTS46.o.ownCode(code))
			labelRules = saved
			switch {
			case recordedElsewhere || broken == 0:
				t.Logf("%s: skipped (recorded by another entry: %v; rows that break it: %d)", code, recordedElsewhere, broken)
			case !missed:
				t.Errorf("labelRules without %s: Explain still shows all %d failures of it, so the table does not decide what the trace records", code, broken)
			}
		}
	}
}

// explainMisses counts the conversions of the rows under the profiles whose
// ToASCII error has code, and reports whether Explain's trace misses it in
// one of them.
func explainMisses(rows []conformanceRow, profiles []*Profile, code rule.Code) (broken int, missed bool) {
	for _, row := range rows {
		for _, p := range profiles {
			var e *Error
			if _, err := p.ToASCII(row.source); !errors.As(err, &e) || !slices.Contains(e.Codes(), code) {
				continue
			}
			broken++
			if !slices.Contains(explainCodes(p.Explain(row.source)), code) {
				return broken, true
			}
		}
	}
	return broken, false
}

// The rules Explain lists for a label, and for the name, worked out by hand
// from the pipeline: the mapping step's (P1 in 15.0, MAPPED_FORBIDDEN),
// Punycode decoding's (P4), the validity rules of labelRules, C1 and C2 at
// each joiner and C3 to C9 at each CONTEXTO code point, the Bidi rules of
// the label's direction in a Bidi domain name, FORBIDDEN, then A3 for a
// label that ToASCII encodes and A4_2; for the name TOOLONG and UTF8 (or
// OPTION alone), EMPTY, A4_1 and IPLITERAL where the profile checks them.
func TestExplainSteps(t *testing.T) {
	// Codes of one Unicode version only.
	only := func(on bool, codes ...rule.Code) []rule.Code {
		if on {
			return codes
		}
		return nil
	}
	cat := func(parts ...[]rule.Code) []rule.Code { return slices.Concat(parts...) }
	c := func(codes ...rule.Code) []rule.Code { return codes }
	p1 := only(v15, rule.P1)
	cps := c(codeDot, codeLeadingMark, codeStatus)
	for _, tc := range []struct {
		p      *Profile
		in     string
		name   []rule.Code
		labels [][]rule.Code
	}{
		{IDNA2008, "l\u00b7l\u200d.\u05d0", c(rule.TOOLONG, rule.UTF8, rule.A4_1), [][]rule.Code{
			cat(c(rule.V2, rule.V3, rule.V1), cps, c(rule.C2, rule.C3, rule.B1, rule.B5, rule.B6, rule.A3, rule.A4_2)),
			cat(c(rule.V2, rule.V3, rule.V1), cps, c(rule.B1, rule.B2, rule.B3, rule.B4, rule.A3, rule.A4_2)),
		}},
		{IDNA2008, "\u06f1\u0661\u200c\u200d", c(rule.TOOLONG, rule.UTF8, rule.A4_1), [][]rule.Code{
			cat(c(rule.V2, rule.V3, rule.V1), cps, c(rule.C1, rule.C2, rule.C9, rule.C8, rule.B1, rule.A3, rule.A4_2)),
		}},
		{Lookup, "xn--nxa.ab", c(rule.TOOLONG, rule.UTF8, rule.IPLITERAL), [][]rule.Code{
			cat(p1, c(rule.P4, rule.V2, rule.V3), only(!v15, rule.V4), c(rule.V1), cps, only(!v15, rule.U1)),
			cat(p1, c(rule.V2, rule.V3), cps, only(!v15, rule.U1)),
		}},
		{Lookup.With(UseSTD3ASCIIRules(false)), "\u2100.1", c(rule.TOOLONG, rule.UTF8, rule.IPLITERAL), [][]rule.Code{
			cat(p1, c(rule.MAPPED_FORBIDDEN, rule.V2, rule.V3), cps, c(rule.FORBIDDEN)),
			cat(p1, c(rule.MAPPED_FORBIDDEN, rule.V2, rule.V3), cps, c(rule.FORBIDDEN)),
		}},
		{Punycode, "xn--nxa.b", c(rule.TOOLONG, rule.UTF8), [][]rule.Code{
			c(rule.P4, codeDot, rule.A3),
			nil,
		}},
		{WHATWG, "", c(rule.TOOLONG, rule.UTF8, rule.EMPTY), [][]rule.Code{
			cat(p1, cps, c(rule.FORBIDDEN)),
		}},
		{UTS46, "xn--zz.de", c(rule.TOOLONG, rule.UTF8, rule.A4_1), [][]rule.Code{
			cat(p1, c(rule.P4, rule.A4_2)),
			cat(p1, c(rule.V2, rule.V3), cps, only(!v15, rule.U1), c(rule.A4_2)),
		}},
		{UTS46.With(CheckBidi(false)), "\u05d0.a", c(rule.TOOLONG, rule.UTF8, rule.A4_1), [][]rule.Code{
			cat(p1, c(rule.V2, rule.V3), cps, only(!v15, rule.U1), c(rule.A3, rule.A4_2)),
			cat(p1, c(rule.V2, rule.V3), cps, only(!v15, rule.U1), c(rule.A4_2)),
		}},
		{Lookup, "a\xff", c(rule.TOOLONG, rule.UTF8), nil},
		{Punycode.With(CheckBidi(true)), "a", c(rule.OPTION), nil},
	} {
		tr := tc.p.Explain(tc.in)
		if got := verdictCodes(tr.NameRules); !slices.Equal(got, tc.name) {
			t.Errorf("%v.Explain(%+q) name rules %v, want %v", tc.p, tc.in, got, tc.name)
		}
		if len(tr.Labels) != len(tc.labels) {
			t.Errorf("%v.Explain(%+q): %d labels, want %d", tc.p, tc.in, len(tr.Labels), len(tc.labels))
			continue
		}
		for i, lt := range tr.Labels {
			if got := verdictCodes(lt.Rules); !slices.Equal(got, tc.labels[i]) {
				t.Errorf("%v.Explain(%+q) label %d rules %v, want %v", tc.p, tc.in, i, got, tc.labels[i])
			}
		}
	}
}

func verdictCodes(vs []trace.Verdict) []rule.Code {
	var codes []rule.Code
	for _, v := range vs {
		codes = append(codes, v.Code)
	}
	return codes
}

// Every rule of a conversion shows in Explain's trace only because
// conversionSteps lists it: with any one code left out of any one step,
// some conversion (of IdnaTestV2.txt's rows and a few inputs for the
// rules the rows do not break) reports the code in ToASCII's error while
// its trace misses it. A step that never runs, or a code of it that no
// conversion breaks, is a row Explain cannot reach: the test fails. Codes
// that another step also gives wherever one is broken are logged.
func TestExplainNeedsEachStep(t *testing.T) {
	rows := readConformance(t, tables.UnicodeVersion)
	var inputs []string
	for _, row := range rows {
		inputs = append(inputs, row.source)
	}
	inputs = append(inputs, strings.Repeat("a", MaxInputLen+1), "a\xff", "", "\u00ad", "\uff11\uff12\uff17.0.0.1",
		"a%b.c", "ab\u2100.com", "\u05f3\u05d0",
		"xn--a-93t", // "a\u3002": Punycode's decoded full stop
		strings.Repeat("a", 5000)+"\u00e9\U000E0100") // A3: Punycode overflows
	profiles := []*Profile{UTS46, Lookup, WHATWG, IDNA2008, Registration, Punycode, Punycode.With(ValidateLabels(true)),
		Lookup.With(UseSTD3ASCIIRules(false)), Punycode.With(CheckBidi(true))}
	saved := conversionSteps
	t.Cleanup(func() { conversionSteps = saved })
	// The codes each step gives, for the steps that take them from the label.
	gives := make([][]rule.Code, len(saved))
	conversionSteps = slices.Clone(saved)
	for i, s := range saved {
		gives[i] = s.codes
		if s.of != nil {
			conversionSteps[i].of = func(w *walk) []rule.Code {
				codes := s.of(w)
				for _, c := range codes {
					if !slices.Contains(gives[i], c) {
						gives[i] = append(gives[i], c)
					}
				}
				return codes
			}
		}
	}
	for _, s := range inputs {
		for _, p := range profiles {
			p.Explain(s)
		}
	}
	for i, s := range saved {
		if !v15 && slices.Equal(s.codes, []rule.Code{rule.P1}) {
			// The mapping step reports P1 with the Unicode 15.0 tables
			// only; the go1.26 run of this test reaches the row.
			continue
		}
		if len(gives[i]) == 0 {
			t.Errorf("step %d gives no code in any conversion: Explain cannot reach it", i)
		}
		for _, code := range gives[i] {
			conversionSteps = slices.Clone(saved)
			conversionSteps[i] = dropCode(s, code)
			broken, missed := explainMissesIn(inputs, profiles, UTS46.o.ownCode(code))
			conversionSteps = saved
			elsewhere := slices.ContainsFunc(gives[:i], func(g []rule.Code) bool { return slices.Contains(g, code) }) ||
				slices.ContainsFunc(gives[i+1:], func(g []rule.Code) bool { return slices.Contains(g, code) })
			switch {
			case broken == 0:
				t.Errorf("step %d, %s: no conversion breaks it; list only rules Explain can reach, or add an input that breaks it", i, code)
			case !missed && elsewhere:
				t.Logf("step %d, %s: another step gives it for all %d failures of it", i, code, broken)
			case !missed:
				t.Errorf("step %d without %s: Explain still shows all %d failures of it, so the list does not decide what the trace shows", i, code, broken)
			}
		}
	}
}

// dropCode returns s without code.
func dropCode(s step, code rule.Code) step {
	not := func(c rule.Code) bool { return c == code }
	s.codes = slices.DeleteFunc(slices.Clone(s.codes), not)
	if of := s.of; of != nil {
		// A copy: of may return a shared list, such as bidiRules'.
		s.of = func(w *walk) []rule.Code { return slices.DeleteFunc(slices.Clone(of(w)), not) }
	}
	return s
}

// explainMissesIn is explainMisses for inputs.
func explainMissesIn(inputs []string, profiles []*Profile, code rule.Code) (broken int, missed bool) {
	for _, s := range inputs {
		for _, p := range profiles {
			var e *Error
			if _, err := p.ToASCII(s); !errors.As(err, &e) || !slices.Contains(e.Codes(), code) {
				continue
			}
			broken++
			if !slices.Contains(explainCodes(p.Explain(s)), code) {
				return broken, true
			}
		}
	}
	return broken, false
}
