package trace

import (
	"encoding/json"
	"testing"
)

// TestFactsPrintAsTheDataFiles checks that the typed properties print,
// and marshal to JSON, as the Unicode data files spell them.
func TestFactsPrintAsTheDataFiles(t *testing.T) {
	cases := []struct {
		r                        rune
		status, prop, bidi, join string
	}{
		{'ß', "deviation", "PVALID", "L", "U"},
		{'A', "mapped", "DISALLOWED", "L", "U"},
		{'\u00ad', "ignored", "DISALLOWED", "BN", "T"},
		{'\u0628', "valid", "PVALID", "AL", "D"},
		{'\u200d', "deviation", "CONTEXTJ", "BN", "C"},
		{'\u00b7', "valid", "CONTEXTO", "ON", "U"},
		{'\u05d0', "valid", "PVALID", "R", "U"},
	}
	for _, c := range cases {
		ri := LookupRune(c.r)
		got := [4]string{ri.Status.String(), ri.IDNA2008.String(), ri.BidiClass.String(), ri.JoiningType.String()}
		if want := [4]string{c.status, c.prop, c.bidi, c.join}; got != want {
			t.Errorf("LookupRune(%U) = %v; want %v", c.r, got, want)
		}
		b, err := json.Marshal(struct {
			S Status
			P Property
			B BidiClass
			J JoiningType
		}{ri.Status, ri.IDNA2008, ri.BidiClass, ri.JoiningType})
		want := `{"S":"` + c.status + `","P":"` + c.prop + `","B":"` + c.bidi + `","J":"` + c.join + `"}`
		if err != nil || string(b) != want {
			t.Errorf("JSON of %U = %s, %v; want %s", c.r, b, err, want)
		}
	}
	if !StatusMapped.Maps() || !StatusDisallowedSTD3Mapped.Maps() || StatusDeviation.Maps() || StatusValid.Maps() {
		t.Error("Maps: want true for mapped and disallowed_STD3_mapped only")
	}
	if !BidiR.RightToLeft() || !BidiAL.RightToLeft() || BidiAN.RightToLeft() || BidiL.RightToLeft() {
		t.Error("RightToLeft: want true for R and AL only")
	}
}
