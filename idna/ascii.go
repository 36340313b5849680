package idna

import (
	"encoding/binary"

	"github.com/xn-go/xn/label"
)

// Byte classes for the one-pass ASCII path.
const (
	clsOther  = iota // anything the fast path hands to the full pipeline
	clsLower         // a-z, 0-9
	clsUpper         // A-Z
	clsHyphen        // -
	clsDot           // .
)

// asciiClass gives each byte its class. Written out, as asciiBits and
// forbiddenHost are, so that they cost no init code (TestByteTables
// derives them).
var asciiClass = [256]uint8{
	'-': clsHyphen, '.': clsDot, '0': clsLower, '1': clsLower, '2': clsLower, '3': clsLower, '4': clsLower, '5': clsLower, '6': clsLower,
	'7': clsLower, '8': clsLower, '9': clsLower, 'A': clsUpper, 'B': clsUpper, 'C': clsUpper, 'D': clsUpper, 'E': clsUpper,
	'F': clsUpper, 'G': clsUpper, 'H': clsUpper, 'I': clsUpper, 'J': clsUpper, 'K': clsUpper, 'L': clsUpper, 'M': clsUpper,
	'N': clsUpper, 'O': clsUpper, 'P': clsUpper, 'Q': clsUpper, 'R': clsUpper, 'S': clsUpper, 'T': clsUpper, 'U': clsUpper,
	'V': clsUpper, 'W': clsUpper, 'X': clsUpper, 'Y': clsUpper, 'Z': clsUpper, 'a': clsLower, 'b': clsLower, 'c': clsLower,
	'd': clsLower, 'e': clsLower, 'f': clsLower, 'g': clsLower, 'h': clsLower, 'i': clsLower, 'j': clsLower, 'k': clsLower,
	'l': clsLower, 'm': clsLower, 'n': clsLower, 'o': clsLower, 'p': clsLower, 'q': clsLower, 'r': clsLower, 's': clsLower,
	't': clsLower, 'u': clsLower, 'v': clsLower, 'w': clsLower, 'x': clsLower, 'y': clsLower, 'z': clsLower,
}

// asciiBits flags the bytes of an LDH label for asciiScan's inner loop:
// bitLDH for a-z, 0-9 and hyphen, bitUpper for A-Z; 0 for anything else.
const (
	bitLDH   = 1
	bitUpper = 2
)

var asciiBits = [256]uint8{
	'-': bitLDH, '0': bitLDH, '1': bitLDH, '2': bitLDH, '3': bitLDH, '4': bitLDH, '5': bitLDH, '6': bitLDH,
	'7': bitLDH, '8': bitLDH, '9': bitLDH, 'A': bitUpper, 'B': bitUpper, 'C': bitUpper, 'D': bitUpper, 'E': bitUpper,
	'F': bitUpper, 'G': bitUpper, 'H': bitUpper, 'I': bitUpper, 'J': bitUpper, 'K': bitUpper, 'L': bitUpper, 'M': bitUpper,
	'N': bitUpper, 'O': bitUpper, 'P': bitUpper, 'Q': bitUpper, 'R': bitUpper, 'S': bitUpper, 'T': bitUpper, 'U': bitUpper,
	'V': bitUpper, 'W': bitUpper, 'X': bitUpper, 'Y': bitUpper, 'Z': bitUpper, 'a': bitLDH, 'b': bitLDH, 'c': bitLDH,
	'd': bitLDH, 'e': bitLDH, 'f': bitLDH, 'g': bitLDH, 'h': bitLDH, 'i': bitLDH, 'j': bitLDH, 'k': bitLDH,
	'l': bitLDH, 'm': bitLDH, 'n': bitLDH, 'o': bitLDH, 'p': bitLDH, 'q': bitLDH, 'r': bitLDH, 's': bitLDH,
	't': bitLDH, 'u': bitLDH, 'v': bitLDH, 'w': bitLDH, 'x': bitLDH, 'y': bitLDH, 'z': bitLDH,
}

// asciiScan is the fast path of ToASCII (asciiScanTo serves ToUnicode too)
// for the common case, a name of LDH labels (and "_" with AllowUnderscore),
// in one pass: it validates and finds out whether
// lowercasing is needed (upper). It returns ok == false whenever anything
// needs the full pipeline (non-ASCII, xn-- labels, empty labels, errors),
// which then produces the exact result and problems; ldh then reports
// that the name is at least all LDH bytes and U+002E dots, which spares the
// pipeline the search for the other three dots, and upper, when ldh is
// true, whether it has capitals.
func (p *Profile) asciiScan(s string) (ok, upper, ldh bool) {
	ok, upper, ldh, _ = p.asciiScanTo(s, true)
	return ok, upper, ldh
}

// asciiScanTo is asciiScan for a conversion to ASCII (toASCII) or to
// Unicode, which differ only on a root dot under VerifyDNSLength. When ldh
// is true, dots has bit i set for each U+002E at byte i (the name is then
// at most 64 bytes), which spares the fast path the search for them.
func (p *Profile) asciiScanTo(s string, toASCII bool) (ok, upper, ldh bool, dots uint64) {
	sc := p.o.asciiScanWords(s, toASCII)
	return sc.ok, sc.upper, sc.ldh, sc.dots
}

// takesRoot reports whether the ASCII scan may take a name that ends in
// the root dot ("example.com."), converted to ASCII (toASCII) or to
// Unicode. Only VerifyDNSLength can refuse it: UTS #46 15.x allows the
// empty root label, 16.0 and later report it as empty (A4_2) in ToASCII,
// which the pipeline does.
func (o *options) takesRoot(toASCII bool) bool {
	return !o.verifyDNSLength || !toASCII || o.v15()
}

// Constants for testing the 8 bytes of a uint64 at once.
const (
	ones     = 0x0101010101010101
	highBits = 0x8080808080808080
)

// ge returns x with the high bit of each byte set if and only if that byte
// is at least c, for x whose bytes are all below 0x80 (the other bits are
// meaningless): no sum carries into the next byte.
func ge(x uint64, c byte) uint64 { return x + ones*uint64(0x80-c) }

// packHigh packs the high bits of the 8 bytes of m (no other bits set) into
// the low 8 bits, byte 0's in bit 0.
func packHigh(m uint64) uint64 { return (m >> 7) * 0x0102040810204080 >> 56 }

// load64 returns the 8 bytes of s from index i, the first in the low bits.
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// load32 returns the 4 bytes of s from index i, the first in the low bits.
func load32(s string, i int) uint64 {
	s = s[i : i+4]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24
}

// loadShort returns the bytes of s (fewer than 8) in the low bytes of a
// word whose other bytes are 0.
func loadShort(s string) uint64 {
	if n := len(s); n >= 4 {
		// Two loads that overlap: the bytes they share are the same.
		return load32(s, 0) | load32(s, n-4)<<(8*uint(n-4))
	}
	var x uint64
	for j := len(s) - 1; j >= 0; j-- {
		x = x<<8 | uint64(s[j])
	}
	return x
}

// The bits of the rules word of asciiRules: what the rules of the ASCII
// scan found in a name of 1 to 64 bytes. A name with none is all lowercase
// LDH labels, which every profile that scans takes as it is. Capitals and
// underscores have 16 bits each, one or more of them set where the name
// has any (asciiRules takes them as they come, without a test); with
// ruleRefused, a hyphen at the edge of another label may go unreported.
const (
	ruleUpper      = 0xffff << 0  // a capital
	ruleUnderscore = 0xffff << 16 // an underscore
)

const (
	ruleRoot       = 1 << (32 + iota) // a root dot: the name ends in "."
	ruleHyphenEdge                    // a label starts or ends with a hyphen
	ruleLong                          // 64 bytes and no dot: a label over 63 bytes
	ruleRefused                       // an empty label other than the root, or "--" in positions 3 and 4 (xn-- and the like)
	ruleBad                           // a byte outside LDH, "_" and dot; the only bit set, and dots is 0
)

// asciiScanWords is asciiScan for 1 to 64 bytes: asciiRules classifies
// the bytes many at a time and checks the label rules on the masks it
// finds, no empty label (but a root dot), no hyphen at the start or end of
// a label with CheckHyphens, and no "--" in positions 3 and 4 (xn-- labels
// go to the full pipeline), and the profile's settings decide what the
// rules it found mean.
//
// Where "_" is valid (underscoreValid), it counts as a letter, and ldh is
// false for a name that has one. toASCII is the direction, for a root dot
// (see takesRoot). dots is as asciiScanTo says.
//
// It is asciiScanTo's body (scan calls it directly, one call fewer): names
// of 1 to 64 bytes with profiles of UTS #46 or IDNA2008 that refuse no
// option take the word scan, the others are settled first.
func (o *options) asciiScanWords(s string, toASCII bool) scanned {
	if o.std > stdIDNA2008 || o.refuses() || uint(len(s)-1) >= 64 {
		switch {
		case o.refuses():
			return scanned{}
		case o.std == stdPunycode:
			// The length checks, when asked for, are the full pipeline's.
			return scanned{ok: len(s) <= MaxInputLen && plainASCIIName(s) && !o.verifyDNSLength}
		case o.std != stdUTS46 && o.std != stdIDNA2008:
			return scanned{}
		}
		ok, upper := o.asciiScanBytes(s, toASCII)
		return scanned{ok: ok, upper: upper}
	}
	rules, dots := asciiRules(s)
	if rules == 0 {
		return scanned{ok: true, ldh: true, dots: dots}
	}
	if rules&ruleBad != 0 || rules&ruleUnderscore != 0 && !o.underscoreValid() {
		return scanned{}
	}
	return scanned{
		ok: rules&ruleRefused == 0 &&
			(rules&ruleRoot == 0 || o.takesRoot(toASCII)) && // a root label refused
			(rules&ruleLong == 0 || !o.verifyDNSLength) &&
			(rules&ruleHyphenEdge == 0 || !o.checksHyphens(false)) &&
			(rules&ruleUpper == 0 || !o.noMapping),
		upper: rules&ruleUpper != 0, ldh: rules&ruleUnderscore == 0, dots: dots,
	}
}

// underscoreValid reports whether "_" is valid in every label, as a letter
// is: with AllowUnderscore, or under UTS #46 without its STD3 rules (as
// WHATWG has it), whose tables give it status valid.
func (o *options) underscoreValid() bool {
	return o.allowUnderscore || !o.useSTD3ASCIIRules && o.std == stdUTS46
}

// asciiScanBytes is asciiScan a byte at a time, for names over 64 bytes.
func (o *options) asciiScanBytes(s string, toASCII bool) (ok, upper bool) {
	if len(s) == 0 || len(s) > MaxInputLen || len(s) > label.MaxNameLen+1 && o.verifyDNSLength {
		return false, false
	}
	var acc uint8 // the OR of the bits of every label byte
	for i := 0; ; {
		// One label: a tight loop over LDH bytes.
		start := i
		if i+4 <= len(s) && s[i+2] == '-' && s[i+3] == '-' {
			// An xn-- label, or hyphens in positions 3 and 4: hand over
			// at once rather than after scanning the label (a false
			// alarm, such as an empty label before "--", only costs
			// the full pipeline).
			return false, false
		}
		for i < len(s) {
			b := asciiBits[s[i]]
			if b == 0 {
				if s[i] != '_' || !o.underscoreValid() {
					break
				}
				b = bitLDH
			}
			acc |= b
			i++
		}
		if i < len(s) && s[i] != '.' {
			return false, false
		}
		n := i - start
		if n == 0 {
			// Only a root dot, after at least one label, passes here.
			if i != len(s) || start == 0 || !o.takesRoot(toASCII) {
				return false, false
			}
			break
		}
		if o.verifyDNSLength && n > label.MaxLabelLen {
			return false, false
		}
		lab := s[start:i]
		if o.checksHyphens(false) && hyphenEdge(rune(lab[0]), rune(lab[n-1])) {
			return false, false
		}
		if i == len(s) {
			break
		}
		i++ // the dot
	}
	upper = acc&bitUpper != 0
	if upper && o.noMapping {
		return false, false
	}
	if o.verifyDNSLength && len(s) > label.MaxNameLen && !(len(s) == label.MaxNameLen+1 && s[label.MaxNameLen] == '.') {
		return false, false
	}
	return true, upper
}

// appendLower appends s with A-Z lowercased, 8 bytes per step: the last
// step, when fewer than 8 bytes remain, takes the last 8, which overlap
// those done (lowercasing them again changes nothing).
func appendLower(dst []byte, s string) []byte {
	n := len(dst)
	dst = append(dst, s...)
	b := dst[n:]
	if len(b) < 8 {
		lowerBytes(b)
		return dst
	}
	for i := 0; i < len(b); i += 8 {
		i = min(i, len(b)-8)
		x := binary.LittleEndian.Uint64(b[i:])
		if x&highBits != 0 {
			lowerBytes(b[i : i+8])
			continue
		}
		// 0x80 >> 2 is 'a' - 'A'.
		binary.LittleEndian.PutUint64(b[i:], x|(ge(x, 'A')&^ge(x, 'Z'+1)&highBits)>>2)
	}
	return dst
}

// lowerBytes lowercases A-Z in b.
func lowerBytes(b []byte) {
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
}
