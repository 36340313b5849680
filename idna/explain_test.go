package idna

import (
	"errors"
	"slices"
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
			broken, missed := explainMisses(rows, profiles, code)
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
