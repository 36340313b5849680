package corpus_test

import (
	"strings"
	"testing"
	"unicode"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/bench/corpus"
)

func isASCII(s string) bool {
	for _, r := range s {
		if r >= 0x80 {
			return false
		}
	}
	return true
}

func hasUpper(s string) bool { return strings.ToLower(s) != s }

// TestShape checks the sizes and mixes the documentation promises.
func TestShape(t *testing.T) {
	for _, tc := range []struct {
		c                  corpus.Corpus
		nonASCII           int // exact count of host names with non-ASCII
		upperMin, upperMax int
	}{
		{corpus.ASCII(), 0, 60, 140},
		{corpus.IDN(), 1000, 50, 140},
		{corpus.ALabel(), 0, 0, 0},
		{corpus.Mixed(), 100, 60, 140},
	} {
		if len(tc.c.Hosts) != 1000 {
			t.Errorf("%s: %d host names, want 1000", tc.c.Name, len(tc.c.Hosts))
		}
		nonASCII, upper := 0, 0
		for _, h := range tc.c.Hosts {
			if !isASCII(h) {
				nonASCII++
			}
			if hasUpper(h) {
				upper++
			}
		}
		if nonASCII != tc.nonASCII {
			t.Errorf("%s: %d non-ASCII host names, want %d", tc.c.Name, nonASCII, tc.nonASCII)
		}
		if upper < tc.upperMin || upper > tc.upperMax {
			t.Errorf("%s: %d host names with capitals, want %d to %d", tc.c.Name, upper, tc.upperMin, tc.upperMax)
		}
	}
}

// TestScripts checks that every script of the IDN corpus is there, each
// in at least 2% of the host names.
func TestScripts(t *testing.T) {
	scripts := map[string]*unicode.RangeTable{
		"Latin": unicode.Latin, "Cyrillic": unicode.Cyrillic, "Greek": unicode.Greek,
		"Arabic": unicode.Arabic, "Hebrew": unicode.Hebrew, "Devanagari": unicode.Devanagari,
		"Thai": unicode.Thai, "Han": unicode.Han, "Hangul": unicode.Hangul,
		"Hiragana": unicode.Hiragana, "Katakana": unicode.Katakana,
	}
	for name, rt := range scripts {
		n := 0
		for _, h := range corpus.IDN().Hosts {
			if strings.ContainsFunc(h, func(r rune) bool { return r >= 0x80 && unicode.Is(rt, r) }) {
				n++
			}
		}
		if n < 20 {
			t.Errorf("%s: in %d host names, want at least 20", name, n)
		}
	}
}

// TestALabels checks the A-label corpus against the IDN corpus with
// golang.org/x/net/idna, line by line.
func TestALabels(t *testing.T) {
	idn, alabel := corpus.IDN().Hosts, corpus.ALabel().Hosts
	if len(idn) != len(alabel) {
		t.Fatalf("%d IDN host names, %d A-label host names", len(idn), len(alabel))
	}
	for i := range idn {
		if a, err := xnet.Lookup.ToASCII(idn[i]); err != nil || a != alabel[i] {
			t.Errorf("line %d: x/net ToASCII(%q) = %q, %v; corpus has %q", i, idn[i], a, err, alabel[i])
		}
	}
}

// TestSize keeps the embedded data small.
func TestSize(t *testing.T) {
	total := 0
	for _, c := range corpus.All() {
		for _, h := range c.Hosts {
			total += len(h) + 1
		}
	}
	if total > 200<<10 {
		t.Errorf("corpora hold %d bytes, over 200 KiB", total)
	}
}
