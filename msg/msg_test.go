package msg

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestChar(t *testing.T) {
	tests := []struct {
		r    rune
		want string
	}{
		{'a', "'a'"},
		{'ü', "'ü'"},
		{' ', "a space"},
		{0x200D, "an invisible character"},
		{0x00A0, "a space"},
		{0x3000, "a space"},
		{'\t', "a tab"},
		{'\n', "a line break"},
		{0x2028, "a line break"},
		{0x0007, "an invisible character"},
		{0xFE0F, "an invisible character"},
		{0x202E, "an invisible text-direction mark"},
		{0x0301, "the mark '◌́'"},
		{0x0903, "the mark '◌ः'"},
		{0xD800, "an invisible character"},
		{0x110000, "an invisible character"},
		{0xE000, "a special character that most devices cannot show"},
		{0xF0000, "a special character that most devices cannot show"},
		{0xFDD0, "a special character that most devices cannot show"},
		{0xFFFF, "a special character that most devices cannot show"},
	}
	for _, tt := range tests {
		if got := Char(tt.r).String(); got != tt.want {
			t.Errorf("Char(%U) = %q, want %q", tt.r, got, tt.want)
		}
	}
}

func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"bücher", "'bücher'"},
		{"a\u200db", "'ab'"},
		{"a\u202eb", "'ab'"},
		{"exa\tmple", "'exa mple'"},
		{"a\u00a0b\u3000c", "'a b c'"},
		{"a\r\nb", "'a  b'"},
		{"\u0301x", "'◌́x'"},
		{"a\u0301", "'a\u0301'"},
		{" \u0301", "' ◌́'"},
		{"\u200d\u0301", "'◌́'"},
		{strings.Repeat("\u200d", 30) + "ab", "'ab'"},
		{"a\xffb", "'a<?>b'"},
		{"a\ufffdb", "'a\ufffdb'"},
		{strings.Repeat("x", 30), "'" + strings.Repeat("x", 24) + "…'"},
		{"", "''"},
	}
	for _, tt := range tests {
		if got := Quote(tt.in).String(); got != tt.want {
			t.Errorf("Quote(%+q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestQuoteEnd(t *testing.T) {
	for in, want := range map[string]string{
		"max":                         "'max'",
		"":                            "''",
		"abcdefghijklmnop":            "'abcdefghijklmnop'",
		"abcdefghijklmnopq":           "'…bcdefghijklmnopq'",
		strings.Repeat("ü", 20) + "x": "'…" + strings.Repeat("ü", 15) + "x'",
	} {
		if got := QuoteEnd(in).String(); got != want {
			t.Errorf("QuoteEnd(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestList(t *testing.T) {
	tests := []struct {
		items []any
		want  string
	}{
		{nil, ""},
		{[]any{"a"}, "a"},
		{[]any{"a", "b"}, "a and b"},
		{[]any{"a", "b", "c", "d"}, "a, b, c and d"},
		{[]any{Char(':'), Char(' ')}, "':' and a space"},
	}
	for _, tt := range tests {
		got := Message{ID: "test.disallowed-many", Args: []any{"x", List(tt.items...)}}.String()
		want := "the part x has " + tt.want + ", which a domain name cannot have; remove them"
		if got != want {
			t.Errorf("List(%v) in a sentence: %q, want %q", tt.items, got, want)
		}
	}
}

// TestUnknownID checks that an ID without a template still says something
// a program can log.
func TestUnknownID(t *testing.T) {
	if got, want := (Message{ID: "app.custom", Args: []any{"x", 2}}).String(), "app.custom x 2"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

// testEnglish stands for the templates of a package that raises messages:
// the tests of package msg cannot import one.
var testEnglish = map[ID]string{
	"test.disallowed-many": "the part %[1]s has %[2]s, which a domain name cannot have; remove them",
	"test.hyphen-end":      "the part %[1]s ends with a hyphen; remove it",
	"test.empty":           "the name is empty; enter a domain name such as example.com",
	"test.mark-alone":      "%[1]s needs a letter before it; add the letter or remove the mark",
	"test.single-label":    "the name %[1]s has no dot; enter the whole domain name, such as %[1]s.com",
}

func init() { Register(testEnglish) }

// TestRegister checks that a registered template is found, listed by IDs,
// and that registering an ID twice panics.
func TestRegister(t *testing.T) {
	for id, want := range testEnglish {
		if got, ok := English(id); !ok || got != want {
			t.Errorf("English(%q) = %q, %v; want %q", id, got, ok, want)
		}
		if !slices.Contains(IDs(), id) {
			t.Errorf("IDs() does not list %q", id)
		}
	}
	if _, ok := English("test.unregistered"); ok {
		t.Error(`English("test.unregistered") has a template`)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "test.empty") {
			t.Errorf("registering test.empty twice: recover() = %v, want a panic naming it", r)
		}
	}()
	Register(map[ID]string{"test.other": "x", "test.empty": "again"})
}

// TestIDs checks that every ID has a template with indexed verbs only.
func TestIDs(t *testing.T) {
	ids := IDs()
	if len(ids) < 20 {
		t.Errorf("IDs() has %d entries; msg's own templates are more", len(ids))
	}
	for _, id := range ids {
		tmpl, ok := English(id)
		if !ok || tmpl == "" {
			t.Errorf("%s: no English template", id)
		}
		if i := strings.Index(tmpl, "%"); i >= 0 && !strings.HasPrefix(tmpl[i:], "%[") {
			t.Errorf("%s: %q has a verb without an argument index", id, tmpl)
		}
	}
}

// TestSentence checks that the sentence form capitalizes the first letter
// of the template's words and never text the person typed.
func TestSentence(t *testing.T) {
	tests := []struct {
		m    Message
		want string
	}{
		{Message{ID: "test.hyphen-end", Args: []any{Quote("bücher-")}}, "The part 'bücher-' ends with a hyphen; remove it"},
		{Message{ID: "test.empty"}, "The name is empty; enter a domain name such as example.com"},
		// A template that begins with a message: that message decides.
		{Message{ID: "test.mark-alone", Args: []any{Char(0x301)}}, "The mark '◌́' needs a letter before it; add the letter or remove the mark"},
		{Message{ID: "test.single-label", Args: []any{"shop"}}, "The name shop has no dot; enter the whole domain name, such as shop.com"},
		// A template that begins with text the person typed keeps it.
		{Message{ID: listPair, Args: []any{Char(' '), Char('x')}}, "A space and 'x'"},
		{Message{ID: listPair, Args: []any{"ébc", Char('x')}}, "ébc and 'x'"},
		{Message{ID: charVisible, Args: []any{"é"}}, "'é'"},
		// No template: the ID and arguments as they are.
		{Message{ID: "app.custom", Args: []any{"x"}}, "app.custom x"},
	}
	for _, tt := range tests {
		if got := tt.m.Sentence(); got != tt.want {
			t.Errorf("%v.Sentence() = %q, want %q", tt.m.ID, got, tt.want)
		}
		if got, frag := tt.m.String(), tt.m.Sentence(); !strings.EqualFold(got, frag) {
			t.Errorf("%v: String %q and Sentence %q differ beyond case", tt.m.ID, got, frag)
		}
	}
}

// TestScript checks the messages of scripts: one of their own for the
// scripts of domain names in use, the Unicode name otherwise.
func TestScript(t *testing.T) {
	tests := []struct{ name, id, want string }{
		{"Cyrillic", "script.cyrillic", "Cyrillic"},
		{"Han", "script.han", "Han"},
		{"Old_Italic", "script.other", "Old Italic"},
	}
	for _, tt := range tests {
		m := Script(tt.name)
		if string(m.ID) != tt.id || m.String() != tt.want {
			t.Errorf("Script(%q) = %v %q, want %v %q", tt.name, m.ID, m.String(), tt.id, tt.want)
		}
	}
}
