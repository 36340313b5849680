// Package utf8fast decodes UTF-8 in the hot loops of punycode and idna, and
// tells ASCII text apart.
package utf8fast

import "unicode/utf8"

// DecodeRune is utf8.DecodeRuneInString(s[i:]) for s[i] >= 0x80, with the
// two- and three-byte forms (all of the BMP scripts) decoded inline.
func DecodeRune(s string, i int) (rune, int) {
	if i+1 < len(s) {
		c0, c1 := s[i], s[i+1]
		if c1&0xC0 == 0x80 {
			if c0&0xE0 == 0xC0 && c0 >= 0xC2 {
				return rune(c0&0x1F)<<6 | rune(c1&0x3F), 2
			}
			if c0&0xF0 == 0xE0 && i+2 < len(s) && s[i+2]&0xC0 == 0x80 {
				r := rune(c0&0x0F)<<12 | rune(c1&0x3F)<<6 | rune(s[i+2]&0x3F)
				if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
					return r, 3
				}
			}
		}
	}
	return utf8.DecodeRuneInString(s[i:])
}

// FirstInvalid returns the offset of the first byte of s that is not part
// of valid UTF-8, or len(s).
func FirstInvalid(s string) int {
	off := 0
	for off < len(s) {
		r, n := utf8.DecodeRuneInString(s[off:])
		if r == utf8.RuneError && n == 1 {
			break
		}
		off += n
	}
	return off
}

// IsASCII reports whether s holds only ASCII bytes.
func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
