//go:build !amd64 || purego

package idna

// asciiRules classifies the bytes of s, 1 to 64 of them, 8 at a time
// (asciiMasks), and checks the label rules of the ASCII scan on the masks
// it finds: it returns the rule bits that apply to s (see ruleUpper) and,
// unless ruleBad is set, the positions of its dots, byte i in bit i.
func asciiRules(s string) (rules, dots uint64) {
	n := len(s)
	valid, hyphens, dots, upper, under := asciiMasks(s)
	present := ^uint64(0) >> (uint(64-n) & 63) // 1 <= n <= 64
	if valid&present != present {
		return ruleBad, 0
	}
	hyphens &= present
	dots &= present
	if upper&present != 0 {
		rules |= ruleUpper
	}
	if under&present != 0 {
		rules |= ruleUnderscore
	}
	last := uint64(1) << (uint(n-1) & 63)
	if dots&last != 0 {
		rules |= ruleRoot
	}
	if n == 64 && dots == 0 {
		rules |= ruleLong
	}
	// starts has the bit of the first byte of each label, and one past a
	// root dot, where no hyphen is (or it is lost, for n = 64).
	starts := 1 | dots<<1
	if dots&starts != 0 || starts&(hyphens>>2)&(hyphens>>3) != 0 {
		rules |= ruleRefused // an empty label, or "--" in positions 3 and 4
	}
	if hyphens&(starts|dots>>1|last) != 0 {
		rules |= ruleHyphenEdge
	}
	return rules, dots
}

// asciiMasks classifies the bytes of s, 1 to 64 of them, 8 at a time, and
// returns one bit per byte, byte i in bit i: valid has the bits of all
// bytes set exactly when every byte is LDH, a dot or "_", and then
// hyphens, dots, upper (A-Z) and under ("_") mark those bytes. Bits at and
// above len(s) are meaningless; the caller masks them off.
func asciiMasks(s string) (valid, hyphens, dots, upper, under uint64) {
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
		u := eqByte(x, '_')
		v := (g2D&^g2F|ge(x, '0')&^ge(x, '9'+1)|letter)&^x&highBits | u
		valid |= packHigh(v) << uint(i)
		upper |= packHigh(letter&^(x<<2)&highBits) << uint(i)
		under |= packHigh(u) << uint(i)
		dots |= packHigh(g2E&^g2F&highBits) << uint(i)
		hyphens |= packHigh(g2D&^g2E&highBits) << uint(i)
	}
	return valid, hyphens, dots, upper, under
}

// eqByte returns x with the high bit of each byte set if and only if that
// byte is c, for any bytes: t has a zero byte exactly there, and the sum
// sets the high bit of every other byte without a carry into the next.
func eqByte(x uint64, c byte) uint64 {
	t := x ^ ones*uint64(c)
	return ^((t&^highBits + ones*0x7f) | t) & highBits
}
