package email_test

import (
	"errors"
	"fmt"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

func TestCheckLocal(t *testing.T) {
	tests := []struct {
		local string
		id    msg.ID // "": valid
		off   int
	}{
		{"user", "", 0},
		{"first.last+tag", "", 0},
		{"jörg", "", 0},
		{".a..b.", "", 0}, // dots are the caller's to judge, as in ToASCII
		{`"a b"`, "", 0},
		{`"a@b"`, "", 0},
		{`"a\"b"`, "", 0},
		{"", msg.ID("email.empty-local"), 0},
		{"a b", msg.ID("email.local-char"), 1},
		{"mailto:user", msg.ID("email.local-char"), 6},
		{"a@b", msg.ID("email.many-at"), 1},
		{`"a"b`, msg.ID("email.no-at-after-quote"), 3},
		{`"a b`, msg.ID("email.unclosed-quote"), 4},
		{"\"a\x01\"", msg.ID("email.quoted-control"), 2},
		{`"a\`, msg.ID("email.quoted-backslash"), 2},
		{"a\xffb", msg.ID("email.invalid-utf8"), 1},
		// Issue 40 item 1: what a person cannot see, quoted or not.
		{"max\u00a0", msg.ID("email.local-invisible"), 3},
		{"\u200bmax", msg.ID("email.local-invisible-start"), 0},
		{"max\u202e", msg.ID("email.local-invisible"), 3},
		{"max\u3000", msg.ID("email.local-invisible"), 3},
		{"ma\u3164x", msg.ID("email.local-invisible"), 2},
		{"\"max\u00a0\"", msg.ID("email.local-invisible"), 4},
		{"ｍａｘ", msg.ID("email.local-wide"), 0},
		{"mａx", msg.ID("email.local-wide"), 1},
		{"max＠example.com", msg.ID("email.wide-at"), 3},
		{"jörg\u0301", "", 0}, // a combining mark is seen on its letter
	}
	for _, tt := range tests {
		err := email.CheckLocal(tt.local)
		var e *email.Error
		switch {
		case tt.id == "" && err != nil:
			t.Errorf("CheckLocal(%q) = %v, want nil", tt.local, err)
		case tt.id == "":
		case !errors.As(err, &e) || !errors.Is(err, email.ErrSyntax):
			t.Errorf("CheckLocal(%q) = %v, want a syntax *Error", tt.local, err)
		case e.Sentences()[0].ID != tt.id || e.Offset != tt.off || e.Address != tt.local:
			t.Errorf("CheckLocal(%q): %s at %d in %q, want %s at %d", tt.local, e.Sentences()[0].ID, e.Offset, e.Address, tt.id, tt.off)
		}
	}
}

// TestCheckLocalInvisible goes over every code point of the Unicode
// categories Zs (spaces), Cc (controls) and Cf (format characters) and
// the Bidi controls: none may stand in a local part, quoted or not, except
// the ASCII space in quotes, as RFC 5321 allows. The ASCII ones keep the
// grammar's sentences.
func TestCheckLocalInvisible(t *testing.T) {
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) || !unicode.In(r, unicode.Zs, unicode.Cc, unicode.Cf, unicode.Bidi_Control) {
			continue
		}
		n++
		c := string(r)
		for _, tt := range []struct {
			local string
			off   int
			id    msg.ID
		}{
			{"max" + c, 3, msg.ID("email.local-invisible")},
			{c + "max", 0, msg.ID("email.local-invisible-start")},
			{`"m` + c + `"`, 2, msg.ID("email.local-invisible")},
		} {
			err := email.CheckLocal(tt.local)
			var e *email.Error
			switch {
			case r == ' ' && tt.local[0] == '"':
				if err != nil {
					t.Errorf("CheckLocal(%+q) = %v, want nil", tt.local, err)
				}
				continue
			case r < utf8.RuneSelf && tt.local[0] == '"':
				tt.id = msg.ID("email.quoted-control")
			case r < utf8.RuneSelf:
				tt.id = msg.ID("email.local-char")
			}
			if !errors.As(err, &e) || !errors.Is(err, email.ErrSyntax) {
				t.Errorf("CheckLocal(%+q) = %v, want a syntax *Error", tt.local, err)
				continue
			}
			if got := e.Sentences()[0].ID; got != tt.id || e.Offset != tt.off {
				t.Errorf("CheckLocal(%+q): %s at %d, want %s at %d", tt.local, got, e.Offset, tt.id, tt.off)
			}
		}
	}
	if n < 250 {
		t.Fatalf("only %d code points in Zs, Cc, Cf and Bidi_Control", n)
	}
}

// TestCheckLocalWide: each wide ASCII character is refused, and Fix is
// the text with it written in ASCII.
func TestCheckLocalWide(t *testing.T) {
	for r := rune(0xFF01); r <= 0xFF5E; r++ {
		local := "a" + string(r) + "b"
		var e *email.Error
		if !errors.As(email.CheckLocal(local), &e) {
			t.Errorf("CheckLocal(%q) accepted", local)
			continue
		}
		if want := "a" + string(r-0xFF01+'!') + "b"; e.Fix != want || e.Offset != 1 {
			t.Errorf("CheckLocal(%q): Fix %q at %d, want %q at 1", local, e.Fix, e.Offset, want)
		}
	}
}

// TestLocalSentences: each sentence says what the character is and where,
// in English and German.
func TestLocalSentences(t *testing.T) {
	tests := []struct{ local, en, de string }{
		{"max\u00a0", "The part before the '@' has a space after 'max'; remove it",
			"Im Teil vor dem „@“ folgt auf „max“ ein Leerzeichen; entfernen Sie es"},
		{"max\u3000", "The part before the '@' has a space after 'max'; remove it",
			"Im Teil vor dem „@“ folgt auf „max“ ein Leerzeichen; entfernen Sie es"},
		{"\u200bmax", "The part before the '@' begins with an invisible character; remove it",
			"Am Anfang des Teils vor dem „@“ steht ein unsichtbares Zeichen; entfernen Sie es"},
		{"max\u202e", "The part before the '@' has an invisible text-direction mark after 'max'; remove it",
			"Im Teil vor dem „@“ folgt auf „max“ ein unsichtbares Steuerzeichen für die Schreibrichtung; entfernen Sie es"},
		{"max\u0085", "The part before the '@' has a line break after 'max'; remove it",
			"Im Teil vor dem „@“ folgt auf „max“ ein Zeichen für einen Zeilenumbruch; entfernen Sie es"},
		{"abcdefghijklmnopqrstuvwxyz\u00a0", "The part before the '@' has a space after '…klmnopqrstuvwxyz'; remove it",
			"Im Teil vor dem „@“ folgt auf „…klmnopqrstuvwxyz“ ein Leerzeichen; entfernen Sie es"},
		{"ｍａｘ", "The part before the '@', 'ｍａｘ', is written in wide characters; write it as 'max'",
			"Der Teil vor dem „@“, „ｍａｘ“, ist mit breiten Zeichen geschrieben; schreiben Sie ihn als „max“"},
		{"max＠example.com", "The address has a wide '＠' instead of '@'; enter it as 'max@example.com'",
			"Die Adresse enthält ein breites „＠“ statt „@“; geben Sie sie als „max@example.com“ ein"},
	}
	for _, tt := range tests {
		var e *email.Error
		if !errors.As(email.CheckLocal(tt.local), &e) {
			t.Errorf("CheckLocal(%+q) accepted", tt.local)
			continue
		}
		m := e.Sentences()[0]
		if en, de := m.Sentence(), catalog.Sentence(language.German, m); en != tt.en || de != tt.de {
			t.Errorf("CheckLocal(%+q):\n\t%s\n\t%s\nwant\n\t%s\n\t%s", tt.local, en, de, tt.en, tt.de)
		}
	}
}

// CheckLocal checks the part before the '@' alone, as ToASCII reads it,
// and refuses what a person cannot see there.
func ExampleCheckLocal() {
	for _, local := range []string{"jörg", `"a b"`, "a b", "max\u00a0"} {
		fmt.Printf("%+q %v\n", local, email.CheckLocal(local))
	}
	// Output:
	// "j\u00f6rg" <nil>
	// "\"a b\"" <nil>
	// "a b" email: malformed address "a b": character ' ' not allowed in an unquoted local part at byte 1
	// "max\u00a0" email: malformed address "max\u00a0": invisible character '\u00a0' in the local part at byte 3
}

// A wide '＠' typed by an input method: Fix is the address to offer.
func ExampleError_Fix() {
	var e *email.Error
	if errors.As(email.CheckLocal("max＠example.com"), &e) {
		fmt.Println(e.Fix)
		fmt.Println(e.Sentences()[0].Sentence())
	}
	// Output:
	// max@example.com
	// The address has a wide '＠' instead of '@'; enter it as 'max@example.com'
}

// FuzzCheckLocal: CheckLocal never panics, its error points inside the
// text, and a Fix is the text with only its wide characters changed, which
// CheckLocal does not refuse for them again.
func FuzzCheckLocal(f *testing.F) {
	for _, s := range []string{"max", "max\u00a0", "ｍａｘ", "max＠example.com", `"ｍ\u200bx"`, "\u202e", "a@b", "\xff", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, local string) {
		err := email.CheckLocal(local)
		if err == nil {
			return
		}
		var e *email.Error
		if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(local) || e.Address != local || len(e.Sentences()) != 1 {
			t.Fatalf("CheckLocal(%q) = %v", local, err)
		}
		if e.Fix == "" {
			return
		}
		if utf8.RuneCountInString(e.Fix) != utf8.RuneCountInString(local) {
			t.Fatalf("CheckLocal(%q): Fix %q changes more than the wide characters", local, e.Fix)
		}
		var again *email.Error
		if errors.As(email.CheckLocal(e.Fix), &again) && again.Fix != "" {
			t.Fatalf("CheckLocal(%q): Fix %q is refused for its width again", local, e.Fix)
		}
	})
}
