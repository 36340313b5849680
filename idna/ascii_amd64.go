//go:build !purego

package idna

// asciiMasks classifies the bytes of s, 1 to 64 of them, 16 at a time with
// SSE2 (ascii_amd64.s), and returns one bit per byte, byte i in bit i:
// valid has the bits of all bytes set exactly when every byte is LDH, a
// dot or extra (a letter, neither hyphen, dot nor capital: "_" where it is
// valid, '.' for none), and then hyphens, dots and upper (A-Z) mark those
// bytes. Bits at and above len(s) are meaningless; the caller masks them
// off.
//
//go:noescape
func asciiMasks(s string, extra byte) (valid, hyphens, dots, upper uint64)
