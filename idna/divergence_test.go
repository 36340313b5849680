package idna_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/xn-go/xn/idna"
)

type divergeCase struct {
	in         string
	trans, ntr string // "" for a failing side
	differ     bool
	err        error // the family of the error, or nil
}

func TestDiverges(t *testing.T) {
	tests := []divergeCase{
		// The four deviation characters.
		{"fa\u00df.de", "fass.de", "xn--fa-hia.de", true, nil},
		{"stra\u00dfe.example", "strasse.example", "xn--strae-oqa.example", true, nil},
		{"\u03b2\u03cc\u03bb\u03bf\u03c2.gr", "xn--nxasmq6b.gr", "xn--nxasmm1c.gr", true, nil},
		{"\u0915\u094d\u200d\u0937.in", "xn--11b2ezc.in", "xn--11b2ezcw70k.in", true, nil},
		{"\u0644\u200c\u0627.example", "xn--mgb1d.example", "xn--mgb1ds31i.example", true, nil},
		// Uppercase input reaching a deviation: "FAß" maps to "faß".
		{"FA\u00df.DE", "fass.de", "xn--fa-hia.de", true, nil},
		// A decoded A-label is nontransitional in both.
		{"xn--fa-hia.de", "xn--fa-hia.de", "xn--fa-hia.de", false, nil},
		// One side fails: ZWNJ outside its context is removed by
		// transitional processing and invalid (C1) in nontransitional.
		{"a\u200cb.example", "ab.example", "", true, idna.ErrJoiner},
		{"a\u200db.example", "ab.example", "", true, idna.ErrJoiner},
		// No deviation.
		{"example.com", "example.com", "example.com", false, nil},
		{"b\u00fccher.de", "xn--bcher-kva.de", "xn--bcher-kva.de", false, nil},
		{"\u03c3.gr", "xn--4xa.gr", "xn--4xa.gr", false, nil},
		{"ss.de", "ss.de", "ss.de", false, nil},
		// Both fail.
		{"xn--go-.dev", "", "", false, idna.ErrPunycode},
		{"bad\xff", "", "", false, idna.ErrInvalidUTF8},
	}
	// U+1E9E ẞ maps to "ss" in the IdnaMappingTable of Unicode 15.0.0 and
	// to ß, a deviation, from 15.1.0 on.
	if idna.UnicodeVersion == "15.0.0" {
		tests = append(tests, divergeCase{"FA\u1e9e.DE", "fass.de", "fass.de", false, nil})
	} else {
		tests = append(tests, divergeCase{"FA\u1e9e.DE", "fass.de", "xn--fa-hia.de", true, nil})
	}
	for _, tc := range tests {
		tr, ntr, differ, err := idna.Diverges(tc.in)
		if tr != tc.trans || ntr != tc.ntr || differ != tc.differ {
			t.Errorf("Diverges(%+q) = %q, %q, %v; want %q, %q, %v", tc.in, tr, ntr, differ, tc.trans, tc.ntr, tc.differ)
		}
		if tc.err == nil && err != nil || tc.err != nil && !errors.Is(err, tc.err) {
			t.Errorf("Diverges(%+q): error %v; want %v", tc.in, err, tc.err)
		}
		// The two sides are the two UTS46 profiles, independently.
		want, _ := idna.UTS46.ToASCII(tc.in)
		if ntr != want {
			t.Errorf("Diverges(%+q): nontransitional %q; UTS46.ToASCII gives %q", tc.in, ntr, want)
		}
	}
}

// Every name in the deviation corpus of the security tests diverges, and
// nothing without a deviation character does.
func TestDivergesOnlyOnDeviations(t *testing.T) {
	for _, in := range aLabelCorpus() {
		u, err := idna.UTS46.ToUnicode(in)
		if err != nil {
			continue
		}
		hasDeviation := false
		for _, r := range u {
			if r == '\u00df' || r == '\u03c2' || r == '\u200c' || r == '\u200d' {
				hasDeviation = true
			}
		}
		_, _, differ, _ := idna.Diverges(u)
		if differ != hasDeviation {
			t.Errorf("Diverges(%+q) = %v; the name has deviation characters: %v", u, differ, hasDeviation)
		}
	}
}

func ExampleDiverges() {
	for _, name := range []string{"faß.example", "bücher.example"} {
		tr, ntr, differ, err := idna.Diverges(name)
		fmt.Println(tr, ntr, differ, err)
	}
	// Output:
	// fass.example xn--fa-hia.example true <nil>
	// xn--bcher-kva.example xn--bcher-kva.example false <nil>
}
