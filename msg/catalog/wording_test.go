package catalog_test

import (
	"errors"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	_ "github.com/xn-go/xn/idna/unicode15" // the versions the repros pin
	_ "github.com/xn-go/xn/idna/unicode151"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

// sentencesOf returns the English and German sentences of the refusal of
// name under p.
func sentencesOf(t *testing.T, p *idna.Profile, name string) (en, de []string) {
	t.Helper()
	_, err := p.ToASCII(name)
	var e *idna.Error
	if !errors.As(err, &e) {
		t.Fatalf("%v.ToASCII(%+q) = %v; want an error", p, name, err)
	}
	for _, m := range e.Sentences() {
		en = append(en, m.Sentence())
		de = append(de, catalog.Sentence(language.German, m))
	}
	return en, de
}

// TestTooNewInGerman: the repros of issue 40 item 9 in both languages.
func TestTooNewInGerman(t *testing.T) {
	tests := []struct {
		version, in string
		en, de      string
	}{
		{"15.1.0", "\U000105C0",
			"The part '\U000105C0' is a character new in Unicode 16.0.0, and this program converts names by Unicode 15.1.0, which does not have it yet; remove it",
			"Der Teil „\U000105C0“ ist ein Zeichen, das erst mit Unicode 16.0.0 hinzugekommen ist; dieses Programm wandelt Namen nach Unicode 15.1.0 um und kennt es noch nicht; entfernen Sie es"},
		{"15.0.0", "a\u0c5c.in",
			"The part 'a\u0c5c' has '\u0c5c', which is new in Unicode 17.0.0, and this program converts names by Unicode 15.0.0, which does not have it yet; remove it",
			"Der Teil „a\u0c5c“ enthält „\u0c5c“, das erst mit Unicode 17.0.0 hinzugekommen ist; dieses Programm wandelt Namen nach Unicode 15.0.0 um und kennt es noch nicht; entfernen Sie es"},
	}
	for _, tt := range tests {
		en, de := sentencesOf(t, idna.Lookup.With(idna.Unicode(tt.version)), tt.in)
		if len(en) != 1 || en[0] != tt.en || de[0] != tt.de {
			t.Errorf("Unicode %s, %+q:\n got %q\n     %q\nwant %q\n     %q", tt.version, tt.in, en, de, tt.en, tt.de)
		}
	}
}

var _ = msg.Message{}
