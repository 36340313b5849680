package idna

import "github.com/xn-go/xn/label"

// Byte classes for the one-pass ASCII path.
const (
	clsOther  = iota // anything the fast path hands to the full pipeline
	clsLower         // a-z, 0-9
	clsUpper         // A-Z
	clsHyphen        // -
	clsDot           // .
)

var asciiClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = clsLower
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = clsLower
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = clsUpper
	}
	t['-'] = clsHyphen
	t['.'] = clsDot
	return t
}()

// asciiBits flags the bytes of an LDH label for asciiScan's inner loop:
// bitLDH for a-z, 0-9 and hyphen, bitUpper for A-Z; 0 for anything else.
const (
	bitLDH   = 1
	bitUpper = 2
)

var asciiBits = func() (t [256]uint8) {
	for c := range 256 {
		switch asciiClass[c] {
		case clsLower, clsHyphen:
			t[c] = bitLDH
		case clsUpper:
			t[c] = bitUpper
		}
	}
	return t
}()

// asciiScan is the fast path of ToASCII and ToUnicode for the common case, a
// name of LDH labels,
// in one pass: it validates and finds out whether lowercasing is needed
// (upper). It returns ok == false whenever anything needs the full pipeline
// (non-ASCII, xn-- labels, empty labels, errors), which then produces the
// exact result and problems.
func (p *Profile) asciiScan(s string) (ok, upper bool) {
	o := &p.o
	if len(o.refused) > 0 {
		return false, false
	}
	switch o.std {
	case stdUTS46, stdIDNA2008:
	case stdPunycode:
		// The length checks, when asked for, are the full pipeline's.
		return len(s) <= MaxInputLen && plainASCIIName(s) && !o.verifyDNSLength, false
	default:
		return false, false
	}
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
				break
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
			if i != len(s) || start == 0 || o.verifyDNSLength {
				return false, false
			}
			break
		}
		if o.verifyDNSLength && n > label.MaxLabelLen {
			return false, false
		}
		lab := s[start:i]
		if o.checkHyphens && (lab[0] == '-' || lab[n-1] == '-') {
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

// appendLower appends s with A-Z lowercased.
func appendLower(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if asciiClass[c] == clsUpper {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}
