package catalog

import (
	"regexp"
	"slices"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

// verbRE matches a verb of a template; every verb names its argument.
var verbRE = regexp.MustCompile(`%(\[\d+\])?[a-zA-Z%]`)

// verbs returns the verbs of t, sorted, and whether each names its argument.
func verbs(t string) (vs []string, indexed bool) {
	indexed = true
	for _, m := range verbRE.FindAllStringSubmatch(t, -1) {
		if m[0] == "%%" {
			continue
		}
		if m[1] == "" {
			indexed = false
		}
		vs = append(vs, m[0])
	}
	slices.Sort(vs)
	return slices.Compact(vs), indexed
}

// TestComplete checks that every message has an entry in every shipped
// language, that no entry is for an unknown ID, and that each translation
// uses the same arguments, with the same verbs, as the English.
func TestComplete(t *testing.T) {
	ids := msg.IDs()
	if len(ids) == 0 {
		t.Fatal("msg.IDs() is empty")
	}
	if got := Languages(); !slices.Contains(got, language.English) || !slices.Contains(got, language.German) {
		t.Errorf("Languages() = %v, want English and German", got)
	}
	for _, id := range ids {
		en, _ := msg.English(id)
		want, ok := verbs(en)
		if !ok {
			t.Errorf("%s: English %q has a verb without an argument index", id, en)
		}
		for tag, tables := range translations {
			n := 0
			for _, table := range tables {
				tr, ok := table[id]
				if !ok {
					continue
				}
				n++
				if got, _ := verbs(tr); !slices.Equal(got, want) {
					t.Errorf("%s in %v: %q uses %q; English %q uses %q", id, tag, tr, got, en, want)
				}
			}
			if n != 1 {
				t.Errorf("%s has %d entries in %v, want 1", id, n, tag)
			}
		}
	}
	for tag, tables := range translations {
		for _, table := range tables {
			for id := range table {
				if _, ok := msg.English(id); !ok {
					t.Errorf("%v has an entry for %s, which package msg does not define", tag, id)
				}
			}
		}
	}
	if len(translations) == 0 {
		t.Error("no translations registered")
	}
}

func TestSprint(t *testing.T) {
	m := msg.Message{ID: msg.IDNASpace, Args: []any{msg.Quote("my site")}}
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
	m := msg.Message{ID: msg.SpoofMixedScripts, Args: []any{msg.Quote("аpple"), msg.List(msg.ScriptLetters("Greek"), msg.ScriptLetters("Cyrillic"), msg.ScriptLetters("Latin"))}}
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
	m := msg.Message{ID: msg.IDNAInvisibleStart, Args: []any{msg.Quote("\u200dx"), msg.Char(0x200d)}}
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
	mark := msg.Message{ID: msg.IDNAMarkAlone, Args: []any{msg.Char(0x301)}}
	if got, want := Sentence(language.German, mark), "Das diakritische Zeichen „◌́“ braucht einen Buchstaben davor; setzen Sie einen Buchstaben davor oder entfernen Sie das Zeichen"; got != want {
		t.Errorf("Sentence(de) = %q, want %q", got, want)
	}
}
