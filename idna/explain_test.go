package idna

import (
	"testing"
)

// An xn-- label that does not decode is kept as it is, and the validity
// rules do not run on it.
func TestExplainUndecodable(t *testing.T) {
	for _, p := range []*Profile{Lookup, UTS46, IDNA2008, Lookup.With(IgnoreInvalidPunycode(true))} {
		tr := p.Explain("xn--zz.de")
		rules := tr.Labels[0].Rules
		if rules[0].Code != "P4" {
			t.Fatalf("%v: first rule %+v", p, rules[0])
		}
		ignored := p.o.ignoreInvalidPunycode
		if rules[0].OK != ignored || rules[0].Skipped || ignored && rules[0].Detail == "" {
			t.Errorf("%v: P4 %+v", p, rules[0])
		}
		for _, rv := range rules[1:] {
			// The mapping step (P1) and the length (A4_2) apply to the
			// label as it is.
			run := rv.Code == "P1" || rv.Code == "A4_2" || rv.Code == "FORBIDDEN" || rv.Code == "MAPPED_FORBIDDEN"
			if rv.Skipped == run || rv.Skipped && rv.OK {
				t.Errorf("%v: %+v", p, rv)
			}
		}
		for _, rv := range tr.Labels[1].Rules {
			if rv.Skipped || !rv.OK {
				t.Errorf("%v label 1: %+v", p, rv)
			}
		}
	}
}
