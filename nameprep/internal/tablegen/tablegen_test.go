package tablegen

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// sample is a small RFC-like text with page breaks inside tables, as in
// the published RFC.
const sample = `Some prose.

   ----- Start Table A.1 -----
   0221
   0234-024F

Hoffman & Blanchet          Standards Track                    [Page 23]
` + "\f" + `
RFC 3454        Preparation of Internationalized Strings   December 2002

   02AE-02AF
   ----- End Table A.1 -----

   ----- Start Table B.1 -----
   00AD; ; Map to nothing
   ----- End Table B.1 -----

   ----- Start Table B.2 -----
   0041; 0061; Case map
   00DF; 0073 0073; Case map
   ----- End Table B.2 -----

   ----- Start Table C.1.2 -----
   00A0; NO-BREAK SPACE
   ----- End Table C.1.2 -----
`

func TestParse(t *testing.T) {
	tb, err := Parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if want := []Range{{0x221, 0x221}, {0x234, 0x24F}, {0x2AE, 0x2AF}}; !slices.Equal(tb.Sets["A.1"], want) {
		t.Errorf("A.1 = %X, want %X", tb.Sets["A.1"], want)
	}
	if m := tb.Maps["B.2"]; len(m) != 2 || m[1].From != 0xDF || !slices.Equal(m[1].To, []rune{'s', 's'}) {
		t.Errorf("B.2 = %v", m)
	}
	if m := tb.Maps["B.1"]; len(m) != 1 || m[0].From != 0xAD || len(m[0].To) != 0 {
		t.Errorf("B.1 = %v", m)
	}
	if !tb.Contains("A.1", 0x240) || tb.Contains("A.1", 0x250) || !tb.Contains("C.1.2", 0xA0) {
		t.Error("Contains gives wrong answers")
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"not hex", "----- Start Table A.1 -----\n   02G1\n----- End Table A.1 -----\n"},
		{"out of order", "----- Start Table A.1 -----\n   0300\n   0200\n----- End Table A.1 -----\n"},
		{"overlap", "----- Start Table A.1 -----\n   0200-0300\n   0300\n----- End Table A.1 -----\n"},
		{"reversed range", "----- Start Table A.1 -----\n   0300-0200\n----- End Table A.1 -----\n"},
		{"beyond U+10FFFF", "----- Start Table A.1 -----\n   110000\n----- End Table A.1 -----\n"},
		{"mapping of a range", "----- Start Table B.2 -----\n   0041-0042; 0061; Case map\n----- End Table B.2 -----\n"},
		{"mapping without fields", "----- Start Table B.2 -----\n   0041\n----- End Table B.2 -----\n"},
		{"unclosed", "----- Start Table A.1 -----\n   0300\n"},
		{"wrong end", "----- Start Table A.1 -----\n----- End Table B.1 -----\n"},
		{"nested", "----- Start Table A.1 -----\n----- Start Table B.1 -----\n"},
		{"twice", "----- Start Table A.1 -----\n----- End Table A.1 -----\n----- Start Table A.1 -----\n----- End Table A.1 -----\n"},
	} {
		if _, err := Parse(strings.NewReader(tc.text)); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

func TestGenerateChecks(t *testing.T) {
	tb, err := Parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	// The sample lacks most tables: Generate must refuse it.
	if _, err := Generate(tb); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("Generate on incomplete tables: %v", err)
	}
	// Complete the set with one entry each, then break a rule.
	for i, name := range Names {
		if len(tb.Sets[name]) == 0 {
			r := 0xE0100 + rune(i)
			tb.Sets[name] = []Range{{r, r}}
		}
	}
	a, err := Generate(tb)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate(tb)
	if err != nil || !bytes.Equal(a, b) {
		t.Fatal("Generate is not deterministic")
	}
	if !bytes.HasPrefix(a, []byte(Header+"\n")) {
		t.Error("output does not start with the generated-code header")
	}
	tb.Maps["B.2"] = append(tb.Maps["B.2"], Mapping{From: 0xC0, To: []rune{0x221}})
	tb.Sets["B.2"] = append(tb.Sets["B.2"], Range{0xC0, 0xC0})
	if _, err := Generate(tb); err == nil || !strings.Contains(err.Error(), "unassigned") {
		t.Errorf("Generate with a mapping to an unassigned code point: %v", err)
	}
}
