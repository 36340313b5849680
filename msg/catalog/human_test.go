package catalog_test

import (
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/internal/glyph"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

// unicodeName matches a Unicode character name in capitals, such as ZERO
// WIDTH JOINER or NO-BREAK SPACE.
var unicodeName = regexp.MustCompile(`\b[A-Z][A-Z-]+(?: [A-Z][A-Z0-9-]+)+\b`)

// quoted matches the quotes of an English and a German sentence.
var quoted = regexp.MustCompile(`'([^']*)'|„([^“]*)“`)

// TestHumanSentences checks the sentences of form.Domain, in English and
// German, for inputs with invisible characters, spaces, marks and
// characters that make a whole label: no code point, no Unicode name, no
// quote said twice, a capital first letter.
func TestHumanSentences(t *testing.T) {
	inputs := []string{"a\u200db.com", "exa\tmple.com", "a\u00a0b.com", "😀.com", "*.com", "\u0301x.com",
		"\u200dx.com", "\u0430pple.com", "\u202ex.com", "\u0301.com", "a\u3000b.com"}
	for _, in := range inputs {
		r := form.Domain(in)
		var ms []msg.Message
		for _, p := range r.Problems {
			ms = append(ms, p.Message)
		}
		for _, w := range r.Warnings {
			ms = append(ms, w.Message)
		}
		if len(ms) == 0 {
			t.Errorf("form.Domain(%+q): no sentence", in)
		}
		for _, m := range ms {
			for _, s := range []string{m.Sentence(), catalog.Sentence(language.German, m)} {
				checkHuman(t, in, s)
			}
		}
	}
}

func checkHuman(t *testing.T, in, s string) {
	t.Helper()
	if strings.Contains(s, "U+") || strings.Contains(s, "<") {
		t.Errorf("%+q: %q shows a code point", in, s)
	}
	if n := unicodeName.FindString(s); n != "" {
		t.Errorf("%+q: %q has the Unicode name %q", in, s, n)
	}
	seen := map[string]bool{}
	for _, q := range quoted.FindAllString(s, -1) {
		q = strings.NewReplacer("'", "", "„", "", "“", "").Replace(q)
		if seen[q] {
			t.Errorf("%+q: %q quotes %q twice", in, s, q)
		}
		seen[q] = true
	}
	for _, r := range s {
		if r != ' ' && r != dottedCircle && (glyph.Invisible(r) || unicode.Is(unicode.Zs, r)) {
			t.Errorf("%+q: %q holds the invisible character %U", in, s, r)
		}
	}
	if r, _ := utf8.DecodeRuneInString(s); !unicode.IsUpper(r) {
		t.Errorf("%+q: %q does not begin with a capital", in, s)
	}
}

const dottedCircle = '◌'

// TestScriptsInGerman checks that the German warning of аpple.com names
// the scripts in German, as adjectives (issue 40 item 16).
func TestScriptsInGerman(t *testing.T) {
	r := form.Domain("\u0430pple.com")
	if len(r.Warnings) == 0 {
		t.Fatal("form.Domain(аpple.com): no warning")
	}
	s := catalog.Sentence(language.German, r.Warnings[0].Message)
	if !strings.Contains(s, "kyrillische und lateinische Buchstaben") {
		t.Errorf("German warning %q does not say kyrillische und lateinische Buchstaben", s)
	}
}
