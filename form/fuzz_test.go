package form

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/glyph"
)

// FuzzCheckers: neither checker panics; an accepted name converts to what
// is stored; an accepted field has no sentence and a refused one at least
// one; no sentence mentions a byte offset or gives a code point number for
// a visible character; no two problems have the same sentence; a
// suggestion is itself accepted by the same checker, with the warnings
// the refused field carries for it, and an accepted
// name's Unicode form is what the profile's ToUnicode gives.
func FuzzCheckers(f *testing.F) {
	for _, s := range []string{
		"bücher.de", " https://Bücher.de:8080/p?q#f ", "a@b.c", "0x7f.1", "[::1]:80",
		"example.com..", "my_site.com", "\"a b\"@x.com", ".", "@", "://", "xn--abc.com",
		"a\u200db.com", "١.com", "ab--c.com", "\x00", "\xff",
		"https://example.com:123456/x", "example.com:99999", "a/b.com", "example .com/path",
		"mailto:user@example.com?subject=Hi", "User Name <user@example.com>.", "<mailto:a@b.c>",
		"😀.com", "x·y.cat", "www.", "localhost",
		"U\x1c+40", // quoted as 'U+40', which the input makes without its invisible character
		"max\u00a0@example.com", "ｍａｘ@example.com", "max＠example.com", "https://example.com",
		"max@example.com, moritz@example.com", "Max Mustermann max@example.com", "jörg müller@example.com",
		"Max <info@example.com>", `"example.com"`, "„bücher.de“", "<>", "\u3164.com", "a\ue000b.com", "ab.\u200b\u3164.com",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if _, ok := findPasted(in); ok && !MayBePasted(in) {
			t.Fatalf("%q: findPasted finds a paste, but MayBePasted is false", in)
		}
		for _, check := range []func(string) Result{Domain, Email} {
			r := check(in)
			if r.OK() != (r.ASCII != "") {
				t.Fatalf("%q: OK %v with ASCII %q", in, r.OK(), r.ASCII)
			}
			if r.OK() && !strings.Contains(r.ASCII, "@") {
				if a, err := defaultProfile.ToASCII(r.ASCII); err != nil || a != r.ASCII {
					t.Fatalf("%q: stored %q converts to %q, %v", in, r.ASCII, a, err)
				}
				if u, err := defaultProfile.ToUnicode(r.ASCII); err != nil || u != r.Unicode {
					t.Fatalf("%q: Unicode %q, but %q converts to %q, %v", in, r.Unicode, r.ASCII, u, err)
				}
			}
			if r.Suggestion != "" {
				s := check(r.Suggestion)
				if !s.OK() {
					t.Fatalf("%q: the suggestion %q is refused: %v", in, r.Suggestion, s.Problems)
				}
				if got, want := codeNames(r.Warnings), codeNames(s.Warnings); !slices.Equal(got, want) {
					t.Fatalf("%q: warnings %q, but those of the suggestion %q are %q", in, got, r.Suggestion, want)
				}
			}
			for _, w := range r.Warnings {
				checkSentence(t, in, w.String())
			}
			seen := map[string]bool{}
			for _, p := range r.Problems {
				checkSentence(t, in, p.String())
				if seen[p.String()] {
					t.Fatalf("%q: the sentence %q twice", in, p)
				}
				seen[p.String()] = true
			}
		}
	})
}

// checkSentence fails when s mentions bytes or writes a visible character
// as a code point number.
func checkSentence(t *testing.T, in, s string) {
	t.Helper()
	// A sentence quotes what was typed, leaving invisible characters out
	// ("U\x1c+40" is quoted as 'U+40'): words the input makes itself are
	// not the sentence's own.
	lower := strings.ToLower(strings.Map(func(r rune) rune {
		if glyph.Invisible(r) && r != ' ' && r != '\t' {
			return -1
		}
		return r
	}, in))
	if strings.Contains(s, "byte") && !strings.Contains(lower, "byte") {
		t.Fatalf("%q: sentence mentions bytes: %q", in, s)
	}
	if strings.Contains(lower, "u+") {
		return
	}
	for i := strings.Index(s, "U+"); i >= 0; i = nextIndex(s, "U+", i) {
		j := i + 2
		for j < len(s) && j < i+8 && strings.IndexByte("0123456789ABCDEF", s[j]) >= 0 {
			j++
		}
		var r rune
		for _, c := range s[i+2 : j] {
			r = r*16 + rune(strings.IndexRune("0123456789ABCDEF", c))
		}
		if utf8.ValidRune(r) && unicode.IsGraphic(r) && !unicode.IsSpace(r) && !unicode.Is(unicode.Mn, r) && !unicode.Is(unicode.Me, r) {
			t.Fatalf("%q: sentence gives a number for the visible %q: %q", in, r, s)
		}
	}
}

func nextIndex(s, sub string, i int) int {
	j := strings.Index(s[i+1:], sub)
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

// codeNames returns the codes of ws, as programs match them.
func codeNames(ws []Warning) []string {
	var out []string
	for _, w := range ws {
		out = append(out, string(w.Code))
	}
	return out
}
