// Package glyph tells how a character shows on a screen, for the
// sentences that name it (package msg's Char and Quote) and the packages
// that decide how a sentence names one (idna, spoof, form): whether it is
// drawn as itself, as nothing, as a mark on another letter, or as a
// private sign no font agrees on.
package glyph

import (
	"unicode"
	"unicode/utf8"
)

// Visible reports whether package msg's Char quotes r as itself: a sentence can then
// name r and a text made only of r the same way, and should say it once.
func Visible(r rune) bool {
	return r != ' ' && !Invisible(r) && !Mark(r) && !Private(r)
}

// Private reports the private-use characters and the noncharacters,
// which no font draws the same way.
func Private(r rune) bool { return unicode.In(r, unicode.Co, unicode.Noncharacter_Code_Point) }

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

// Mark reports the combining marks, which draw on the letter before them.
func Mark(r rune) bool { return unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) }
