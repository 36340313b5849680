package label

import "math/bits"

// The four code points that separate labels (RFC 3490 section 3.1; the
// "label separators" of the Notation section of UTS #46), with their UTF-8
// encodings.
const (
	fullStop           = '.'    // U+002E FULL STOP
	ideographicStop    = 0x3002 // U+3002 IDEOGRAPHIC FULL STOP: E3 80 82
	fullwidthStop      = 0xFF0E // U+FF0E FULLWIDTH FULL STOP: EF BC 8E
	halfwidthIdeoStop  = 0xFF61 // U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP: EF BD A1
	multiByteDotLength = 3      // the UTF-8 length of the three non-ASCII dots
)

// IndexDot returns the byte index and the byte length (1 or 3) of the first
// IDNA dot in s, or (-1, 0) if s has none. The dots are the four label
// separators of IDNA: U+002E FULL STOP, U+3002 IDEOGRAPHIC FULL STOP,
// U+FF0E FULLWIDTH FULL STOP and U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP
// (RFC 3490 section 3.1; UTS #46 maps the last three to U+002E).
//
// s is read as bytes: a dot is found only where its exact UTF-8 encoding
// appears. Invalid UTF-8 never matches and never hides a dot that follows
// it, so IndexDot agrees with decoding s rune by rune (as a for-range loop
// does) and testing each rune for the four dots.
func IndexDot(s string) (i, size int) {
	// Eight bytes at a time: find the bytes that may start a dot, then
	// verify each, lowest first.
	for ; len(s)-i >= 8; i += 8 {
		w := load64(s, i)
		m := zeroBytes(w ^ (fullStop * lowBits))
		if w&highBits != 0 {
			m |= zeroBytes(w^(0xE3*lowBits)) | zeroBytes(w^(0xEF*lowBits))
		}
		for ; m != 0; m &= m - 1 {
			j := i + bits.TrailingZeros64(m)/8
			if s[j] == fullStop {
				return j, 1
			}
			if multiByteDotAt(s, j) {
				return j, multiByteDotLength
			}
		}
	}
	for ; i < len(s); i++ {
		// Compared, not looked up in byteClass, so that a program that
		// only finds dots (package idna's) links no class table.
		if c := s[i]; c != fullStop && c != 0xE3 && c != 0xEF {
			continue
		}
		if s[i] == fullStop {
			return i, 1
		}
		if multiByteDotAt(s, i) {
			return i, multiByteDotLength
		}
	}
	return -1, 0
}

// Constants for working on the eight bytes of a word at once.
const (
	lowBits  = 0x0101010101010101
	highBits = 0x8080808080808080
)

// load64 returns the eight bytes of s starting at i as a little-endian
// word. The compiler turns it into one load.
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// zeroBytes returns a word with the high bit set in every byte where x is
// zero. It finds every zero byte; it may also flag a byte lying above a
// zero byte, so callers verify each flagged byte.
func zeroBytes(x uint64) uint64 {
	return (x - lowBits) &^ x & highBits
}

// multiByteDotAt reports whether one of the three non-ASCII dots starts at
// byte i of s, 0 <= i <= len(s).
func multiByteDotAt(s string, i int) bool {
	if len(s)-i < multiByteDotLength {
		return false
	}
	b0, b1, b2 := s[i], s[i+1], s[i+2]
	switch {
	case b0 == 0xE3: // U+3002
		return b1 == 0x80 && b2 == 0x82
	case b0 == 0xEF && b1 == 0xBC: // U+FF0E
		return b2 == 0x8E
	case b0 == 0xEF && b1 == 0xBD: // U+FF61
		return b2 == 0xA1
	}
	return false
}

// TrimRoot removes one trailing IDNA dot, the separator of the root label,
// from name. It reports whether there was one. Any of the four dots counts,
// because UTS #46 maps all of them to U+002E before the root dot is looked
// at. Only one dot is removed: "a.." becomes "a." and the empty label before
// the last dot is then the caller's to judge.
func TrimRoot(name string) (trimmed string, root bool) {
	n := len(name)
	if n == 0 {
		return name, false
	}
	if name[n-1] == fullStop {
		return name[:n-1], true
	}
	if n >= multiByteDotLength && multiByteDotAt(name, n-multiByteDotLength) {
		return name[:n-multiByteDotLength], true
	}
	return name, false
}
