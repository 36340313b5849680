package msg

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/glyph"
)

// Parts of sentences: characters, quoted text and lists. A program builds
// them with [Char], [Quote] and [List].
//
// A character a reader cannot see or tell apart is never shown as a code
// point (U+200D) or by its Unicode name (ZERO WIDTH JOINER): it is said by
// what it is to a reader — a space, a tab, a line break, an invisible
// character, an invisible text-direction mark — and the sentence says where
// it is ("after 'a'"). A combining mark is shown on a dotted circle ('◌́'),
// the way type specimens show a mark without its letter. Everything else
// is quoted as itself.
const (
	// charVisible: a character a person can see, %[1]s, quoted.
	charVisible ID = "char.visible"
	// charSpace: a space: U+0020 and every other Unicode space (no-break,
	// ideographic, thin, ...), which a reader cannot tell apart.
	charSpace ID = "char.space"
	// charTab: the tab character.
	charTab ID = "char.tab"
	// charLineBreak: a line break (line feed, carriage return, the Unicode
	// line and paragraph separators, ...).
	charLineBreak ID = "char.line-break"
	// charInvisible: a character drawn as nothing: a joiner, a zero-width
	// space, a control or format character, a variation selector.
	charInvisible ID = "char.invisible"
	// charDirection: an invisible mark that changes the direction of the
	// text around it (the Bidi controls: U+200E, U+202E, U+2066, ...).
	charDirection ID = "char.direction"
	// charPrivate: a private-use character or a noncharacter (U+E000,
	// U+FDD0), which has no meaning of its own: fonts draw it as a box,
	// as nothing or as whatever glyph they chose.
	charPrivate ID = "char.private"
	// charMark: a combining mark (an accent, a vowel sign), %[1]s the
	// mark on a dotted circle '◌'.
	charMark ID = "char.mark"
	// TextQuoted: text a person typed, %[1]s, quoted.
	TextQuoted ID = "text.quoted"
	// listPair: two things, %[1]s and %[2]s.
	listPair ID = "list.pair"
	// listMore: the first items of a longer list, %[1]s, and one more, %[2]s.
	listMore ID = "list.more"
)

var charEnglish = []entry{
	{charVisible, "'%[1]s'"},
	{charSpace, "a space"},
	{charTab, "a tab"},
	{charLineBreak, "a line break"},
	{charInvisible, "an invisible character"},
	{charDirection, "an invisible text-direction mark"},
	{charPrivate, "a special character that most devices cannot show"},
	{charMark, "the mark '%[1]s'"},
	{TextQuoted, "'%[1]s'"},
	{listPair, "%[1]s and %[2]s"},
	{listMore, "%[1]s, %[2]s"},
}

// dottedCircle carries a combining mark shown without its letter.
const dottedCircle = '◌'

// Char returns a character as a person should see it in a sentence:
// visible characters quoted ('ü'), every space said as a space, a tab as a
// tab, a line break as one, characters drawn as nothing as an invisible
// character (or an invisible text-direction mark), and a combining mark on
// a dotted circle, since alone it would draw on the quote.
func Char(r rune) Message {
	switch {
	case r == '\t':
		return Message{ID: charTab}
	case r == ' ' || unicode.Is(unicode.Zs, r):
		return Message{ID: charSpace}
	case isLineBreak(r):
		return Message{ID: charLineBreak}
	case isBidiControl(r):
		return Message{ID: charDirection}
	case glyph.Invisible(r):
		return Message{ID: charInvisible}
	case glyph.Mark(r):
		return Message{ID: charMark, Args: []any{string(dottedCircle) + string(r)}}
	case glyph.Private(r):
		return Message{ID: charPrivate}
	}
	return Message{ID: charVisible, Args: []any{string(r)}}
}

func isLineBreak(r rune) bool {
	return '\n' <= r && r <= '\r' || r == 0x85 || r == 0x2028 || r == 0x2029
}

// isBidiControl reports the explicit directional formatting characters.
func isBidiControl(r rune) bool {
	return r == 0x061C || r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E || 0x2066 <= r && r <= 0x2069
}

// maxQuoted is how many characters of a text Quote shows.
const maxQuoted = 24

// Quote returns text a person typed, quoted for a sentence as the person
// sees it: cut after 24 characters (with "…"), every space, tab and line
// break written as a space, every other invisible character left out (the
// sentence around it says where it is), a combining mark with no letter
// before it put on a dotted circle, and invalid UTF-8 as "<?>". So a
// sentence can neither hide nor reorder text (the direction marks are left
// out too), and shows no code point.
func Quote(s string) Message {
	var b strings.Builder
	n := 0
	base := false // whether the last character written can carry a mark
	for i, r := range s {
		if n == maxQuoted {
			b.WriteString("…")
			break
		}
		n++
		switch {
		case r == utf8.RuneError && len(s[i:]) > 0 && !strings.HasPrefix(s[i:], "\uFFFD"):
			b.WriteString("<?>")
			base = false
		case r == '\t' || isLineBreak(r) || unicode.Is(unicode.Zs, r):
			b.WriteByte(' ')
			base = false
		case glyph.Invisible(r):
			n-- // not shown
		case glyph.Mark(r) && !base:
			b.WriteRune(dottedCircle)
			b.WriteRune(r)
			base = true
		default:
			b.WriteRune(r)
			base = r != ' '
		}
	}
	return Message{ID: TextQuoted, Args: []any{b.String()}}
}

// maxQuotedEnd is how many characters of a text QuoteEnd shows.
const maxQuotedEnd = 16

// QuoteEnd returns the end of s, the text before something a sentence
// points at ("after 'max'"), quoted as [Quote] does: its last 16
// characters, after "…" when there are more.
func QuoteEnd(s string) Message {
	n, i := 0, len(s)
	for i > 0 && n < maxQuotedEnd {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
		n++
	}
	if i > 0 {
		return Quote("…" + s[i:])
	}
	return Quote(s)
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
		head = Message{ID: listMore, Args: []any{head, it}}
	}
	return Message{ID: listPair, Args: []any{head, items[len(items)-1]}}
}
