package main

import (
	"strings"
	"unicode/utf8"
)

// A table lays out rows of cells in columns, each cell optionally coloured.
// Widths are counted in code points, which is right for most scripts on a
// terminal and only approximate for wide (East Asian) characters.
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
			widths[i] = max(widths[i], utf8.RuneCountInString(c.text))
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
				line += strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c.text)+2)
			}
		}
		b.WriteString(strings.TrimRight(line, " "))
		b.WriteByte('\n')
	}
}
