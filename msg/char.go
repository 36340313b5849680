package msg

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/runenames"
)

// Parts of sentences: characters, quoted text and lists. A program builds
// them with [Char], [Quote] and [List].
const (
	// CharVisible: a character a person can see, %[1]s, quoted.
	CharVisible ID = "char.visible"
	// CharSpace: the character U+0020.
	CharSpace ID = "char.space"
	// CharInvisible: a character drawn as nothing, %[1]s its Unicode name
	// (or U+XXXX when it has none).
	CharInvisible ID = "char.invisible"
	// CharMark: a combining mark, %[1]s its Unicode name.
	CharMark ID = "char.mark"
	// TextQuoted: text a person typed, %[1]s, quoted.
	TextQuoted ID = "text.quoted"
	// ListPair: two things, %[1]s and %[2]s.
	ListPair ID = "list.pair"
	// ListMore: the first items of a longer list, %[1]s, and one more, %[2]s.
	ListMore ID = "list.more"
)

var charEnglish = []entry{
	{CharVisible, "'%[1]s'"},
	{CharSpace, "a space"},
	{CharInvisible, "the invisible character %[1]s"},
	{CharMark, "the combining mark %[1]s"},
	{TextQuoted, "'%[1]s'"},
	{ListPair, "%[1]s and %[2]s"},
	{ListMore, "%[1]s, %[2]s"},
}

// Char returns a character as a person should see it in a sentence:
// visible characters quoted ('ü'), the space said as a space, characters
// drawn as nothing (controls, format characters such as ZERO WIDTH JOINER,
// other spaces, variation selectors) as invisible with their Unicode name,
// and a combining mark by its name, since alone it draws on the quote.
func Char(r rune) Message {
	switch {
	case r == ' ':
		return Message{ID: CharSpace}
	case Invisible(r):
		return Message{ID: CharInvisible, Args: []any{runeName(r)}}
	case unicode.In(r, unicode.Mn, unicode.Me):
		return Message{ID: CharMark, Args: []any{runeName(r)}}
	}
	return Message{ID: CharVisible, Args: []any{string(r)}}
}

// Invisible reports whether r is drawn as nothing or as blank space other
// than the space itself, or is not a valid character: controls, format
// characters, separators other than U+0020, default ignorable code points,
// variation selectors, surrogates and code points beyond Unicode.
func Invisible(r rune) bool {
	return r != ' ' && (!utf8.ValidRune(r) ||
		unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zs, unicode.Zl, unicode.Zp,
			unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector) ||
		0x2060 <= r && r <= 0x206F || 0xFFF0 <= r && r <= 0xFFF8 || 0xE0000 <= r && r <= 0xE0FFF)
}

// runeName is the Unicode name of r, or U+XXXX for a code point without
// one (controls, unassigned code points).
func runeName(r rune) string {
	if utf8.ValidRune(r) {
		if n := runenames.Name(r); n != "" && !strings.HasPrefix(n, "<") {
			return n
		}
	}
	return hexName(r)
}

func hexName(r rune) string {
	s := strings.ToUpper(strconv.FormatUint(uint64(uint32(r)), 16))
	for len(s) < 4 {
		s = "0" + s
	}
	return "U+" + s
}

// maxQuoted is how many characters of a text Quote shows.
const maxQuoted = 24

// Quote returns text a person typed, quoted for a sentence: cut after 24
// characters (with "…"), and with every invisible character written as
// <U+XXXX>, so that a sentence can neither hide nor reorder text.
func Quote(s string) Message {
	var b strings.Builder
	n := 0
	for i, r := range s {
		if n == maxQuoted {
			b.WriteString("…")
			break
		}
		n++
		switch {
		case r == utf8.RuneError && len(s[i:]) > 0 && !strings.HasPrefix(s[i:], "\uFFFD"):
			b.WriteString("<?>")
		case Invisible(r):
			b.WriteString("<" + hexName(r) + ">")
		default:
			b.WriteRune(r)
		}
	}
	return Message{ID: TextQuoted, Args: []any{b.String()}}
}

// List joins items as a sentence lists them: "a", "a and b", "a, b and c".
func List(items ...any) any {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	head := items[0]
	for _, it := range items[1 : len(items)-1] {
		head = Message{ID: ListMore, Args: []any{head, it}}
	}
	return Message{ID: ListPair, Args: []any{head, items[len(items)-1]}}
}
