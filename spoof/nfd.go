package spoof

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// forEachDecomposed calls f with each code point of the canonical
// decomposition of s, and its Canonical_Combining_Class, stopping when f
// returns false. Each byte of invalid UTF-8 counts as U+FFFD.
//
// These are the code points of NFD(s), but not necessarily in NFD order:
// canonical reordering is left out. The checks that use this function do
// not depend on the order of the marks between two starters, and so need
// neither a buffer nor an allocation (norm.Iter and norm.Form.Append
// allocate).
func forEachDecomposed(s string, f func(r rune, ccc uint8) bool) {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			i++
			if !f(rune(c), 0) {
				return
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			i++
			if !f(utf8.RuneError, 0) {
				return
			}
			continue
		}
		if !decompose(s[i:i+size], r, f) {
			return
		}
		i += size
	}
}

// Hangul syllable decomposition constants (The Unicode Standard, 3.12).
const (
	hangulBase   = 0xAC00
	hangulLBase  = 0x1100
	hangulVBase  = 0x1161
	hangulTBase  = 0x11A7
	hangulTCount = 28
	hangulNCount = 21 * hangulTCount
	hangulCount  = 19 * hangulNCount
)

// decompose calls f for the canonical decomposition of r, whose UTF-8
// encoding is enc.
func decompose(enc string, r rune, f func(r rune, ccc uint8) bool) bool {
	if s := r - hangulBase; 0 <= s && s < hangulCount {
		if !f(hangulLBase+s/hangulNCount, 0) || !f(hangulVBase+s%hangulNCount/hangulTCount, 0) {
			return false
		}
		if t := s % hangulTCount; t != 0 {
			return f(hangulTBase+t, 0)
		}
		return true
	}
	if uint32(r-utf8.RuneSelf) < latinDecompEnd-utf8.RuneSelf {
		e := &latinDecomp[r-utf8.RuneSelf]
		for i := range e.n {
			if !f(rune(e.r[i]), e.ccc[i]) {
				return false
			}
		}
		return true
	}
	p := norm.NFD.PropertiesString(enc)
	d := p.Decomposition()
	if d == nil {
		return f(r, p.CCC())
	}
	for len(d) > 0 {
		q := norm.NFD.Properties(d)
		c, n := utf8.DecodeRune(d)
		d = d[n:]
		if !f(c, q.CCC()) {
			return false
		}
	}
	return true
}

// latinDecompEnd ends the range, from U+0080 (Latin-1 Supplement to Latin
// Extended-B), whose decompositions latinDecomp holds, so that the
// accented letters of most names need no lookup in norm's tables.
const latinDecompEnd = 0x250

// latinDecomp holds, for each code point of U+0080 to latinDecompEnd, what
// decompose passes to f: the code points of its canonical decomposition
// (itself when it has none; three at most in this range, which
// TestLatinDecomp checks) with their combining classes.
var latinDecomp = func() (t [latinDecompEnd - utf8.RuneSelf]struct {
	n   uint8
	ccc [3]uint8
	r   [3]uint16
}) {
	for r := rune(utf8.RuneSelf); r < latinDecompEnd; r++ {
		e := &t[r-utf8.RuneSelf]
		p := norm.NFD.PropertiesString(string(r))
		d := p.Decomposition()
		if d == nil {
			e.n, e.r[0], e.ccc[0] = 1, uint16(r), p.CCC()
			continue
		}
		for len(d) > 0 && e.n < 3 {
			c, size := utf8.DecodeRune(d)
			e.r[e.n], e.ccc[e.n] = uint16(c), norm.NFD.Properties(d).CCC()
			e.n++
			d = d[size:]
		}
		if len(d) > 0 {
			panic("spoof: a decomposition of more than three code points below latinDecompEnd")
		}
	}
	return t
}()
