package main

import (
	"strings"
	"unicode"

	"golang.org/x/text/width"
)

// A table lays out rows of cells in columns, each cell optionally coloured.
// Widths are display widths on a terminal (see displayWidth), so that
// columns line up after wide East Asian characters, emoji and combining
// marks.
type table struct {
	indent string
	rows   [][]cell
}

type cell struct {
	text  string
	color string // escape sequence, or "" for none
}

func (t *table) row(cells ...cell) { t.rows = append(t.rows, cells) }

// plainCells makes uncoloured cells.
func plainCells(texts ...string) []cell {
	cs := make([]cell, len(texts))
	for i, s := range texts {
		cs[i] = cell{text: s}
	}
	return cs
}

// write appends the table to b, with reset as the escape sequence that ends
// a colour.
func (t *table) write(b *strings.Builder, reset string) {
	var widths []int
	for _, r := range t.rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], displayWidth(c.text))
		}
	}
	for _, r := range t.rows {
		line := t.indent
		for i, c := range r {
			text := c.text
			if c.color != "" && text != "" {
				text = c.color + text + reset
			}
			line += text
			if i < len(r)-1 {
				line += strings.Repeat(" ", widths[i]-displayWidth(c.text)+2)
			}
		}
		b.WriteString(strings.TrimRight(line, " "))
		b.WriteByte('\n')
	}
}

// displayWidth is the number of terminal columns s takes, as wcwidth counts
// them: 2 for East Asian Wide and Fullwidth characters (which include most
// emoji), 0 for combining marks, format characters such as ZERO WIDTH
// JOINER, and the medial and final jamo of Hangul, and 1 for the others.
// Text that is not valid UTF-8 counts 1 per bad byte, as it is shown quoted.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

func runeWidth(r rune) int {
	switch {
	case r < 0x300:
		return 1 // ASCII and Latin-1: no wide or combining characters
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf), 0x1160 <= r && r <= 0x11FF:
		return 0
	}
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}
