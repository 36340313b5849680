package nameprep

import (
	"unicode/utf8"

	"github.com/xn-go/xn/rule"
)

// decodeRune decodes the first character of s like
// utf8.DecodeRuneInString, with one extension: a surrogate code point
// encoded in three bytes (ED A0 80 to ED BF BF), which Go's decoder
// rejects, is decoded to its value U+D800 to U+DFFF. Surrogates are listed
// in table C.5, so nameprep reports them as prohibited code points rather
// than as invalid UTF-8 (see vector 4.30 of the IDN test vectors draft).
//
// For any other invalid sequence it returns (utf8.RuneError, 1).
func decodeRune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && n == 1 && isSurrogateSeq(s) {
		return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return r, n
}

// decodeRuneBytes is decodeRune for a byte slice.
func decodeRuneBytes(b []byte) (rune, int) {
	r, n := utf8.DecodeRune(b)
	if r == utf8.RuneError && n == 1 && isSurrogateSeq(b) {
		return 0xD000 | rune(b[1]&0x3F)<<6 | rune(b[2]&0x3F), 3
	}
	return r, n
}

func isSurrogateSeq[T string | []byte](s T) bool {
	return len(s) >= 3 && s[0] == 0xED && s[1]&0xE0 == 0xA0 && s[2]&0xC0 == 0x80
}

// invalidUTF8 returns the offset of the first byte of s that does not start
// a character decodeRune accepts, or -1 if there is none.
func invalidUTF8(s string) int {
	if utf8.ValidString(s) {
		return -1
	}
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

func utf8Error(off int) *Error {
	return &Error{Code: rule.UTF8, Offset: off, Rune: -1}
}
