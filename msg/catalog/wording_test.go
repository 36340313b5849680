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
	"github.com/xn-go/xn/spoof"
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

// TestSpoofWording: the mixed-script sentence names what the part
// imitates, the whole-script one names the Latin look-alike without
// drawing the part, and German names scripts as adjectives (issue 40 items
// 15 and 16).
func TestSpoofWording(t *testing.T) {
	tests := []struct{ name, en, de string }{
		{"\u0440\u0430\u0443\u0440\u0430l.com",
			"The part 'раураl' mixes Cyrillic and Latin letters and looks like 'paypal.com', so it can imitate that name",
			"Der Teil „раураl“ mischt kyrillische und lateinische Buchstaben, sieht aus wie „paypal.com“ und kann so diesen Namen nachahmen"},
		{"\u0430\u0440\u0440\u04cf\u0435.com",
			"A part that looks like the Latin 'apple' is written in Cyrillic letters, so it can imitate that name",
			"Ein Teil, der aussieht wie das lateinische „apple“, ist in kyrillischer Schrift geschrieben und kann so diesen Namen nachahmen"},
		{"\u0441\u043a.com",
			"The part 'ск' is written in Cyrillic letters that all look like Latin letters, so it can imitate another name",
			"Der Teil „ск“ ist in kyrillischer Schrift geschrieben, deren Buchstaben alle wie lateinische aussehen, und kann so einen anderen Namen nachahmen"},
		{"b\u00fccher-\u0440\u0430\u0443\u0440\u0430l.de",
			"The part 'bücher-раураl' mixes Cyrillic and Latin letters, so it can imitate another name",
			"Der Teil „bücher-раураl“ mischt kyrillische und lateinische Buchstaben und kann so einen anderen Namen nachahmen"},
	}
	for _, tt := range tests {
		rs := spoof.DefaultPolicy().Check(tt.name)
		if len(rs) != 1 {
			t.Fatalf("Check(%+q) = %v; want one reason", tt.name, rs)
		}
		m := rs[0].Sentence()
		if en, de := m.Sentence(), catalog.Sentence(language.German, m); en != tt.en || de != tt.de {
			t.Errorf("Check(%+q):\n got %q\n     %q\nwant %q\n     %q", tt.name, en, de, tt.en, tt.de)
		}
	}
	// A script without a German adjective keeps its noun.
	m := msg.Message{ID: msg.ID("spoof.mixed-scripts"), Args: []any{msg.Quote("x"), msg.List(msg.ScriptLetters("Devanagari"), msg.ScriptLetters("Latin"))}}
	if got, want := catalog.Sentence(language.German, m), "Der Teil „x“ mischt in Devanagari geschriebene und lateinische Buchstaben und kann so einen anderen Namen nachahmen"; got != want {
		t.Errorf("German: %q, want %q", got, want)
	}
}

// TestFormWording: the IP address sentence says "IP address" once, and the
// German sentence for a name before an address keeps German word order
// (issue 40 item 16).
func TestFormWording(t *testing.T) {
	tests := []struct {
		m      msg.Message
		en, de string
	}{
		{msg.Message{ID: msg.ID("form.ip"), Args: []any{"192.168.1.1"}},
			"The name 192.168.1.1 is an IP address; enter a domain name, such as example.com",
			"Der Name 192.168.1.1 ist eine IP-Adresse; geben Sie einen Domainnamen ein, etwa example.com"},
		{msg.Message{ID: msg.ID("form.name-address"), Args: []any{"max@example.com"}},
			"Enter only the address, max@example.com, without the name",
			"Geben Sie nur die Adresse max@example.com ohne den Namen ein"},
	}
	for _, tt := range tests {
		if en, de := tt.m.Sentence(), catalog.Sentence(language.German, tt.m); en != tt.en || de != tt.de {
			t.Errorf("%s:\n got %q\n     %q\nwant %q\n     %q", tt.m.ID, en, de, tt.en, tt.de)
		}
	}
}
