package form

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/unicodeversions"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/rule"
)

// TestSettingsRefused: a Unicode version this build cannot serve (17.0.0
// with Go 1.26; a version whose package the test does not import; one
// without tables) is a configuration error that Checker.Err reports once,
// naming it, and every field gets one sentence, in English and German,
// with no settings, version or import path in it (issue 40 item 2).
func TestSettingsRefused(t *testing.T) {
	versions := append(unicodeversions.Names(), "14.0.0")
	refused := 0
	for _, v := range versions {
		c := Checker{Profile: idna.Lookup.With(idna.VerifyDNSLength(true), idna.Unicode(v))}
		err := c.Err()
		if idna.ServesUnicode(v) == nil {
			if err != nil {
				t.Errorf("Unicode %s, served: Err() = %v", v, err)
			}
			continue
		}
		refused++
		if !errors.Is(err, idna.ErrOption) || !strings.Contains(err.Error(), `Unicode("`+v+`")`) {
			t.Errorf("Unicode %s: Err() = %v, want ErrOption naming the setting", v, err)
		}
		for _, in := range []string{"bücher.de", "example.com", "https://bücher.de/", "max@bücher.de", "<bücher.de>"} {
			for _, r := range []Result{c.Domain(in), c.Email(in)} {
				if len(r.Problems) != 1 || !slices.Equal(r.Problems[0].Codes, []rule.Code{rule.OPTION}) {
					t.Errorf("Unicode %s: %q: %v, want one OPTION problem", v, in, r.Problems)
					continue
				}
				m := r.Problems[0].Message
				for _, s := range []string{m.Sentence(), catalog.Sentence(language.German, m)} {
					for _, bad := range []string{"Unicode", v, "github.com", "import", "Go 1", "(", "Option"} {
						if strings.Contains(s, bad) {
							t.Errorf("Unicode %s: %q: the sentence %q holds %q", v, in, s, bad)
						}
					}
				}
			}
		}
	}
	if refused == 0 {
		t.Fatal("no version refused")
	}
	var zero Checker
	if err := zero.Err(); err != nil {
		t.Errorf("the zero Checker: Err() = %v", err)
	}
	r := Domain("bücher.de")
	if !r.OK() {
		t.Errorf("the zero Checker refuses bücher.de: %v", r.Problems)
	}
}
