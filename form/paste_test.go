package form

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Checker.Domain, xn check and the playground look for a paste only when
// MayBePasted: every text in which findPasted finds one must have one of
// its characters, or the gate would change an answer.
func TestMayBePasted(t *testing.T) {
	inputs := []string{"https://bücher.de/x", "bücher.de:8080", "a@bücher.de", "mailto:a@b.de", "Jörg <j@b.de>",
		"bücher.de/path", "bücher.de?q", "bücher.de#f", `bücher.de\x`, "[::1]:80", "ftp://a.b"}
	// Texts made of the parts of pastes, with noise between them.
	rng := rand.New(rand.NewPCG(7, 8))
	parts := [][]string{
		{"", "", "https://", "ftp://", "x@", "Jörg <", "mailto:", "user:pw@"},
		{"bücher.de", "a.example", "ex.com", "b", "[::1]", "1.2.3.4"},
		{"", "", ":80", ":99999", "/p", "?q", "#f", `\x`, ">", ".", "。"},
	}
	noise := []string{"", "", "", " ", "_", "-", ".", "ü", "@", ":", "/"}
	for range 20000 {
		var b strings.Builder
		for _, choices := range parts {
			b.WriteString(noise[rng.IntN(len(noise))])
			b.WriteString(choices[rng.IntN(len(choices))])
		}
		inputs = append(inputs, b.String())
	}
	suggested := 0
	for _, s := range inputs {
		if _, ok := findPasted(s); ok && !MayBePasted(s) {
			t.Errorf("findPasted(%q) finds a paste, but MayBePasted is false", s)
		}
		if r := Domain(s); r.Suggestion != "" && r.Suggestion != s {
			suggested++
		}
	}
	if suggested < 1000 {
		t.Errorf("only %d inputs got a suggestion: the test checks little", suggested)
	}
}
