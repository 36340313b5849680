// Package codepoint writes a code point as developers' messages and the
// JSON outputs name it: "U+" and at least four uppercase hexadecimal
// digits ("U+00FC", "U+1F600"). It uses neither fmt nor strconv, so that
// the error paths of idna, label and nameprep link nothing more.
package codepoint

const hexDigits = "0123456789ABCDEF"

// Append appends r, which must not be negative, as "U+XXXX".
func Append(b []byte, r rune) []byte {
	b = append(b, 'U', '+')
	shift := 12
	for shift < 28 && uint32(r)>>(shift+4) != 0 {
		shift += 4
	}
	for ; shift >= 0; shift -= 4 {
		b = append(b, hexDigits[uint32(r)>>shift&0xF])
	}
	return b
}

// String returns r, which must not be negative, as "U+XXXX".
func String(r rune) string {
	var buf [10]byte
	return string(Append(buf[:0], r))
}
