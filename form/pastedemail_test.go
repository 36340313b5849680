package form

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

// TestEmailRefusesInvisible: the email field refuses every space (Zs),
// control (Cc), format character (Cf) and Bidi control before the '@',
// with package email's rule (issue 40 item 1).
func TestEmailRefusesInvisible(t *testing.T) {
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) || !unicode.In(r, unicode.Zs, unicode.Cc, unicode.Cf, unicode.Bidi_Control) {
			continue
		}
		n++
		for _, in := range []string{"max" + string(r) + "@example.com", "m" + string(r) + "ax@example.com"} {
			res := Email(in)
			if res.OK() || res.Problems[0].Codes[0] != CodeEmailSyntax {
				t.Errorf("Email(%+q) = %q, %v; want EMAIL_SYNTAX", in, res.ASCII, res.Problems)
			}
		}
	}
	if n < 250 {
		t.Fatalf("only %d code points", n)
	}
}

// TestPastedEmailSentences: what people paste into an email field, each
// with its sentence, in English and German, and its suggestion (issue 40
// items 1 and 7).
func TestPastedEmailSentences(t *testing.T) {
	tests := []oneSentence{
		{"max\u00a0@example.com", "EMAIL_SYNTAX", "",
			"The part before the '@' has a space after 'max'; remove it",
			"Im Teil vor dem „@“ folgt auf „max“ ein Leerzeichen; entfernen Sie es"},
		{"\u200bmax@example.com", "EMAIL_SYNTAX", "",
			"The part before the '@' begins with an invisible character; remove it",
			"Am Anfang des Teils vor dem „@“ steht ein unsichtbares Zeichen; entfernen Sie es"},
		{"max\u202e@example.com", "EMAIL_SYNTAX", "",
			"The part before the '@' has an invisible text-direction mark after 'max'; remove it",
			"Im Teil vor dem „@“ folgt auf „max“ ein unsichtbares Steuerzeichen für die Schreibrichtung; entfernen Sie es"},
		{"max\u3000@example.com", "EMAIL_SYNTAX", "",
			"The part before the '@' has a space after 'max'; remove it",
			"Im Teil vor dem „@“ folgt auf „max“ ein Leerzeichen; entfernen Sie es"},
		{"ｍａｘ@example.com", "EMAIL_SYNTAX", "max@example.com",
			"The part before the '@', 'ｍａｘ', is written in wide characters; write it as 'max'",
			"Der Teil vor dem „@“, „ｍａｘ“, ist mit breiten Zeichen geschrieben; schreiben Sie ihn als „max“"},
		{"max＠example.com", "EMAIL_SYNTAX", "max@example.com",
			"The address has a wide '＠' instead of '@'; enter it as 'max@example.com'",
			"Die Adresse enthält ein breites „＠“ statt „@“; geben Sie sie als „max@example.com“ ein"},
		{"max＠bücher.de", "EMAIL_SYNTAX", "max@bücher.de",
			"The address has a wide '＠' instead of '@'; enter it as 'max@bücher.de'",
			"Die Adresse enthält ein breites „＠“ statt „@“; geben Sie sie als „max@bücher.de“ ein"},
		{"https://example.com", "URL", "",
			"This is a web address; enter an email address, such as name@example.com",
			"Das ist eine Webadresse; geben Sie eine E-Mail-Adresse ein, etwa name@example.com"},
		{"https://Bücher.de/kontakt", "URL", "",
			"This is a web address; enter an email address, such as name@bücher.de",
			"Das ist eine Webadresse; geben Sie eine E-Mail-Adresse ein, etwa name@bücher.de"},
		{"max@example.com, moritz@example.com", "MANY_ADDRESSES", "max@example.com",
			"This is more than one address; enter only one, such as max@example.com",
			"Das sind mehrere Adressen; geben Sie nur eine ein, etwa max@example.com"},
		{"max@example.com; moritz@example.com", "MANY_ADDRESSES", "max@example.com",
			"This is more than one address; enter only one, such as max@example.com",
			"Das sind mehrere Adressen; geben Sie nur eine ein, etwa max@example.com"},
		{"max@my_site.com moritz@example.com", "MANY_ADDRESSES", "",
			"This is more than one address; enter only one",
			"Das sind mehrere Adressen; geben Sie nur eine ein"},
		{"Max Mustermann max@example.com", "NAME_ADDRESS", "max@example.com",
			"Enter only the address, max@example.com, without the name",
			"Geben Sie nur die Adresse max@example.com ohne den Namen ein"},
		{"Max <max@example.com>", "NAME_ADDRESS", "max@example.com",
			"Enter only the address, max@example.com, without the name",
			"Geben Sie nur die Adresse max@example.com ohne den Namen ein"},
		{"jörg müller@example.com", "EMAIL_SYNTAX", "",
			"The part before the '@' has a space; if 'jörg' is a name, enter only the address, müller@example.com, and otherwise remove the space",
			"Der Teil vor dem „@“ enthält ein Leerzeichen; ist „jörg“ ein Name, geben Sie nur die Adresse müller@example.com ein, sonst entfernen Sie das Leerzeichen"},
	}
	for _, tt := range tests {
		tt.check(t, "Email", Email(tt.in))
	}
}

// oneSentence is what a checker should answer to in: one problem, with
// the code (a family of codeFamily; "" for any), the suggestion and the
// sentence in English and German.
type oneSentence struct {
	in, code, suggestion, en, de string
}

func (tt oneSentence) check(t *testing.T, checker string, r Result) {
	t.Helper()
	if len(r.Problems) != 1 {
		t.Errorf("%s(%+q): %d problems %v, want one", checker, tt.in, len(r.Problems), r.Problems)
		return
	}
	m := r.Problems[0].Message
	en, de := m.Sentence(), catalog.Sentence(language.German, m)
	if code := codeFamily(problemCodes(r)[0]); tt.code != "" && code != tt.code || r.Suggestion != tt.suggestion || en != tt.en || de != tt.de {
		t.Errorf("%s(%+q) = %s, suggestion %q:\n\t%s\n\t%s\nwant %s, %q:\n\t%s\n\t%s",
			checker, tt.in, code, r.Suggestion, en, de, tt.code, tt.suggestion, tt.en, tt.de)
	}
}

// TestEveryEmailPasteMessage: the sentences of otherPaste have the
// twins the message table lists.
func TestEveryEmailPasteMessage(t *testing.T) {
	for in, id := range map[string]msg.ID{
		"https://my_site.com/": msgURLInEmailOnly,
		"a@my_site.com,b@c.de": msgManyAddressesOnly,
	} {
		if r := Email(in); len(r.Problems) != 1 || r.Problems[0].Message.ID != id {
			t.Errorf("Email(%q) = %v, want %s", in, r.Problems, id)
		}
	}
}
