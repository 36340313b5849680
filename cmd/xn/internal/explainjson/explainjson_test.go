package explainjson

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
)

// The problems that say a sentence mark the place to underline in the
// input, in UTF-16 code units: the code point, or the whole label of a
// problem about a label; the verdict counts each sentence once.
func TestProblemMarks(t *testing.T) {
	for _, tt := range []struct {
		name  string
		marks string // start..end of each problem that says a sentence, in order
		more  string // the end of the verdict's conversion sentence
	}{
		{"xn--go-.dev", "0..7", "as you would write it"}, // the label xn--go-
		{"𝒶_.de", "2..3", "so remove it"},                // after a surrogate pair
		{"ü@a-.example", "1..2, 3..4", "(and 1 more problem)"},
		{"a-.b-.example", "1..2, 4..5", "(and 1 more problem)"},
		{"a-.b-.c-.example", "1..2, 4..5, 7..8", "(and 2 more problems)"},
	} {
		x := New(tt.name, idna.Lookup, Options{Profile: "lookup", Lang: language.English})
		var marks []string
		for _, p := range x.ASCIIProblems {
			if p.Text != "" {
				marks = append(marks, fmt.Sprintf("%d..%d", p.Start, p.End))
			}
		}
		slices.Sort(marks) // the problems of 15.0.0 and 17.0.0 come in different orders
		if got := strings.Join(marks, ", "); got != tt.marks {
			t.Errorf("%s: marks %q, want %q", tt.name, got, tt.marks)
		}
		if x.Verdict.OK || !strings.HasPrefix(x.Verdict.Conversion, "Not valid: ") || !strings.HasSuffix(x.Verdict.Conversion, tt.more) {
			t.Errorf("%s: verdict %+v, want a sentence ending %q", tt.name, x.Verdict, tt.more)
		}
		if x.Schema != 2 || x.Labels[0].Punycode != nil || x.Regimes != nil {
			t.Errorf("%s: schema %d, Punycode and Regimes not asked for: %v %v", tt.name, x.Schema, x.Labels[0].Punycode, x.Regimes)
		}
	}
}
