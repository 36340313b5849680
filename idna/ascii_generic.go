//go:build !amd64 || purego

package idna

// asciiMasks classifies the bytes of s, 1 to 64 of them, 8 at a time, and
// returns one bit per byte, byte i in bit i: valid has the bits of all
// bytes set exactly when every byte is LDH, a dot or extra (a letter,
// neither hyphen, dot nor capital: "_" where it is valid, '.' for none),
// and then hyphens, dots and upper (A-Z) mark those bytes. Bits at and
// above len(s) are meaningless; the caller masks them off.
func asciiMasks(s string, extra byte) (valid, hyphens, dots, upper uint64) {
	n := len(s)
	for i := 0; i < n; i += 8 {
		// x holds the bytes s[i:i+8], or the rest of s in its low bytes
		// and 0 (not valid) in the others.
		var x uint64
		switch {
		case i+8 <= n:
			x = load64(s, i)
		case n >= 8:
			x = load64(s, n-8) >> (8 * uint(i+8-n))
		default:
			x = loadShort(s)
		}
		// A byte of 0x80 or above is not valid (&^ x); the sums of ge
		// may then carry into the next byte, whose bit no longer
		// matters once one byte is invalid.
		g2D, g2E, g2F := ge(x, '-'), ge(x, '.'), ge(x, '/')
		y := x | ones*0x20 // A-Z to a-z, and no other byte into a-z
		letter := ge(y, 'a') &^ ge(y, 'z'+1)
		v := (g2D&^g2F|ge(x, '0')&^ge(x, '9'+1)|letter)&^x&highBits | eqByte(x, extra)
		valid |= packHigh(v) << uint(i)
		upper |= packHigh(letter&^(x<<2)&highBits) << uint(i)
		dots |= packHigh(g2E&^g2F&highBits) << uint(i)
		hyphens |= packHigh(g2D&^g2E&highBits) << uint(i)
	}
	return valid, hyphens, dots, upper
}

// eqByte returns x with the high bit of each byte set if and only if that
// byte is c, for any bytes: t has a zero byte exactly there, and the sum
// sets the high bit of every other byte without a carry into the next.
func eqByte(x uint64, c byte) uint64 {
	t := x ^ ones*uint64(c)
	return ^((t&^highBits + ones*0x7f) | t) & highBits
}
