package catalog

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

// The prefixes of the messages that the command line owns (package main of
// cmd/xn and its internal packages), which this package's tests cannot
// import: their translations are checked by those packages' tests.
var commandPrefixes = []string{"cli.", "compare.", "playground.", "verdict."}

// TestNoStrayEntry checks that no translation is for an ID that no
// package registers, and that each ID has one entry per language; complete_test.go
// checks that every registered message is translated.
func TestNoStrayEntry(t *testing.T) {
	for tag, tables := range translations {
		n := map[msg.ID]int{}
		for _, table := range tables {
			for id := range table {
				n[id]++
				_, ok := msg.English(id)
				command := slices.ContainsFunc(commandPrefixes, func(p string) bool { return strings.HasPrefix(string(id), p) })
				if !ok && !command {
					t.Errorf("%v has an entry for %s, which no package registers", tag, id)
				}
			}
		}
		for id, c := range n {
			if c != 1 {
				t.Errorf("%s has %d entries in %v, want 1", id, c, tag)
			}
		}
	}
	if len(translations) == 0 {
		t.Error("no translations registered")
	}
}

func TestSprint(t *testing.T) {
	m := msg.Message{ID: msg.ID("idna.space"), Args: []any{msg.Quote("my site")}}
	for _, c := range []struct {
		tag  language.Tag
		want string
	}{
		{language.English, "the part 'my site' has a space; remove it"},
		{language.German, "der Teil „my site“ enthält ein Leerzeichen; entfernen Sie es"},
		{language.MustParse("de-CH"), "der Teil „my site“ enthält ein Leerzeichen; entfernen Sie es"},
		{language.French, "the part 'my site' has a space; remove it"},
	} {
		if got := Sprint(c.tag, m); got != c.want {
			t.Errorf("Sprint(%v) = %q, want %q", c.tag, got, c.want)
		}
	}
}

// TestNested checks that a message inside another one is rendered in the
// language of the sentence around it.
func TestNested(t *testing.T) {
	m := msg.Message{ID: msg.ID("spoof.mixed-scripts"), Args: []any{msg.Quote("аpple"), msg.List(msg.ScriptLetters("Greek"), msg.ScriptLetters("Cyrillic"), msg.ScriptLetters("Latin"))}}
	if got, want := m.String(), "the part 'аpple' mixes Greek, Cyrillic and Latin letters, so it can imitate another name"; got != want {
		t.Errorf("English: %q, want %q", got, want)
	}
	if got, want := Sprint(language.German, m), "der Teil „аpple“ mischt griechische, kyrillische und lateinische Buchstaben und kann so einen anderen Namen nachahmen"; got != want {
		t.Errorf("German: %q, want %q", got, want)
	}
}

// TestSentence checks that Sentence capitalizes in the language of the
// message, and Sprint does not.
func TestSentence(t *testing.T) {
	m := msg.Message{ID: msg.ID("idna.invisible-start"), Args: []any{msg.Quote("\u200dx"), msg.Char(0x200d)}}
	for _, c := range []struct {
		tag            language.Tag
		sentence, frag string
	}{
		{language.English, "The part 'x' begins with an invisible character; remove it", "the part 'x' begins with an invisible character; remove it"},
		{language.German, "Am Anfang des Teils „x“ steht ein unsichtbares Zeichen; entfernen Sie es", "am Anfang des Teils „x“ steht ein unsichtbares Zeichen; entfernen Sie es"},
		{language.French, "The part 'x' begins with an invisible character; remove it", "the part 'x' begins with an invisible character; remove it"},
	} {
		if got := Sentence(c.tag, m); got != c.sentence {
			t.Errorf("Sentence(%v) = %q, want %q", c.tag, got, c.sentence)
		}
		if got := Sprint(c.tag, m); got != c.frag {
			t.Errorf("Sprint(%v) = %q, want %q", c.tag, got, c.frag)
		}
	}
	// A German template that begins with a message: the message decides.
	mark := msg.Message{ID: msg.ID("idna.mark-alone"), Args: []any{msg.Char(0x301)}}
	if got, want := Sentence(language.German, mark), "Das diakritische Zeichen „◌́“ braucht einen Buchstaben davor; setzen Sie einen Buchstaben davor oder entfernen Sie das Zeichen"; got != want {
		t.Errorf("Sentence(de) = %q, want %q", got, want)
	}
}
