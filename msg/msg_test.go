package msg

import (
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
		{0x200D, "the invisible character ZERO WIDTH JOINER"},
		{0x00A0, "the invisible character NO-BREAK SPACE"},
		{0x0007, "the invisible character U+0007"},
		{0xFE0F, "the invisible character VARIATION SELECTOR-16"},
		{0x0301, "the combining mark COMBINING ACUTE ACCENT"},
		{0xD800, "the invisible character U+D800"},
		{0x110000, "the invisible character U+110000"},
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
		{"a\u200db", "'a<U+200D>b'"},
		{"a\u202eb", "'a<U+202E>b'"},
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
		got := Message{ID: IDNADisallowedMany, Args: []any{"x", List(tt.items...)}}.String()
		want := "x has " + tt.want + ", which a domain name cannot have; remove them"
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

// TestIDs checks that every ID has a template with indexed verbs only and
// that IDs are unique (index panics on a duplicate).
func TestIDs(t *testing.T) {
	ids := IDs()
	if len(ids) < 80 {
		t.Errorf("IDs() has %d entries; the areas hold more", len(ids))
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
