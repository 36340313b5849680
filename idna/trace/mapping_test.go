package trace_test

import (
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/idna2003"
)

// TestMapping checks the mapping step that each kind of profile records
// in its traces, and what the step says about mapping, deviations and
// IDNA2008.
func TestMapping(t *testing.T) {
	cases := []struct {
		name                   string
		explain                func(string) *trace.Trace
		want                   trace.Mapping
		transitional, idna2008 bool
		maps, mapsDeviations   bool
	}{
		{"Lookup", idna.Lookup.Explain, trace.MappingUTS46, false, false, true, false},
		{"UTS46", idna.UTS46.Explain, trace.MappingUTS46, false, false, true, false},
		{"WHATWG", idna.WHATWG.Explain, trace.MappingUTS46, false, false, true, false},
		{"UTS46 transitional", idna.UTS46.With(idna.Transitional(true)).Explain, trace.MappingTransitional, true, false, true, true},
		{"Registration", idna.Registration.Explain, trace.MappingNone, false, false, false, false},
		{"Registration transitional", idna.Registration.With(idna.Transitional(true)).Explain, trace.MappingNoneTransitional, true, false, false, false},
		{"IDNA2008", idna.IDNA2008.Explain, trace.MappingIDNA2008, false, true, false, false},
		{"IDNA2008Lookup", idna.IDNA2008Lookup.Explain, trace.MappingIDNA2008UTS46, false, true, true, false},
		{"Punycode", idna.Punycode.Explain, trace.MappingPunycodeOnly, false, false, false, false},
		{"IDNA2003", idna2003.Profile{}.Explain, trace.MappingNameprep, false, false, true, true},
		{"IDNA2003 STD3", idna2003.Profile{UseSTD3ASCIIRules: true}.Explain, trace.MappingNameprep, false, false, true, true},
	}
	for _, c := range cases {
		for _, name := range []string{"faß.de", "", "\xff"} {
			m := c.explain(name).Mapping
			if m != c.want {
				t.Errorf("%s: Explain(%q).Mapping = %d; want %d", c.name, name, m, c.want)
			}
			if m.Transitional() != c.transitional || m.IDNA2008() != c.idna2008 {
				t.Errorf("%s: Transitional, IDNA2008 = %v, %v; want %v, %v", c.name, m.Transitional(), m.IDNA2008(), c.transitional, c.idna2008)
			}
			if m.Maps() != c.maps || m.MapsDeviations() != c.mapsDeviations {
				t.Errorf("%s: Maps, MapsDeviations = %v, %v; want %v, %v", c.name, m.Maps(), m.MapsDeviations(), c.maps, c.mapsDeviations)
			}
		}
	}
}
