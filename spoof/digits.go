package spoof

import (
	"strings"
	"unicode/utf8"
)

// digitLookalikes are characters that look like ASCII digits: Greek θ like
// 0, Devanagari २ and Armenian շ like 2, Cyrillic з like 3, and so on. The
// facts are Chromium's (digit_lookalikes_ in idn_spoof_checker.cc).
const digitLookalikes = "\u03b8\u0968\u09e8\u0a68\u0ae8\u0ce9\u0ced\u0577\u0437\u0499\u04e1\u0909\u0993\u0a24\u0a69\u0ae9\u0c69\u1012\u10d5\u10de\u0a5c\u10d9\u0a6b\u4e29\u3110\u0573\u09ea\u0a6a\u0b6b\u0aed\u0b68\u0c68" // θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨

// isDigitLookalike reports whether label is made of ASCII digits and
// digitLookalikes only, with at least one of the latter: it then reads as a
// number, as 1շ reads 12.
func isDigitLookalike(label string) bool {
	seen := false
	for _, r := range label {
		switch {
		case '0' <= r && r <= '9':
		case r >= utf8.RuneSelf && strings.ContainsRune(digitLookalikes, r):
			seen = true
		default:
			return false
		}
	}
	return seen
}
