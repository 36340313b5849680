package nameprep

import "strconv"

// A table names one of the tables of RFC 3454 (stringprep) that nameprep
// uses. Its String method returns the name the RFC gives it, such as "C.2.2",
// the name that [Tables] and [Error.Table] use.
type table uint8

// The tables of RFC 3454 used by nameprep (RFC 3491 sections 3, 5, 6 and 7),
// in the order of the RFC. The comments give the subject of each table.
const (
	tableA1  table = iota + 1 // unassigned code points in Unicode 3.2
	tableB1                   // commonly mapped to nothing
	tableB2                   // mapping for case folding used with NFKC
	tableC12                  // non-ASCII space characters
	tableC22                  // non-ASCII control characters
	tableC3                   // private use
	tableC4                   // non-character code points
	tableC5                   // surrogate codes
	tableC6                   // inappropriate for plain text
	tableC7                   // inappropriate for canonical representation
	tableC8                   // change display properties or deprecated
	tableC9                   // tagging characters
	tableD1                   // characters with bidirectional property R or AL (RandALCat)
	tableD2                   // characters with bidirectional property L (LCat)
)

// Table bits, as stored in propBits (see tables.go).
const (
	bitA1 = 1 << (tableA1 - 1)
	bitB1 = 1 << (tableB1 - 1)
	bitB2 = 1 << (tableB2 - 1)
	bitD1 = 1 << (tableD1 - 1)
	bitD2 = 1 << (tableD2 - 1)
	bitsC = 1<<tableC9 - 1<<(tableC12-1) // C.1.2 to C.9
)

const (
	maxCP  = 0x10FFFF // largest code point
	ascLen = 0x80     // number of ASCII code points
)

// String returns the name of t in RFC 3454, such as "A.1" or "C.1.2", or
// "table(n)" for a value that is not one of the constants.
func (t table) String() string {
	if t >= 1 && int(t) < len(tableNames) {
		return tableNames[t]
	}
	return "table(" + strconv.Itoa(int(t)) + ")"
}

// contains reports whether the code point r is listed in table t. For the
// mapping tables B.1 and B.2 it reports whether r has a mapping. Values of r
// outside the Unicode code space are in no table.
func (t table) contains(r rune) bool {
	if t < tableA1 || t > tableD2 {
		return false
	}
	return props(r)&(1<<(t-1)) != 0
}

// Tables returns the names of the tables of RFC 3454 used by nameprep
// (RFC 3491 sections 3, 5, 6 and 7) that list the code point r, in the
// order of the RFC and spelled as the RFC spells them: "A.1" (unassigned
// in Unicode 3.2), "B.1" (mapped to nothing), "B.2" (case folding),
// "C.1.2", "C.2.2" and "C.3" to "C.9" (prohibited), "D.1" (RandALCat) and
// "D.2" (LCat). For B.1 and B.2 it tells whether r has a mapping. A value
// outside the Unicode code space is in none; so is a code point no table
// lists, for which Tables returns nil.
func Tables(r rune) []string {
	bits := props(r)
	var names []string
	for t := tableA1; t <= tableD2; t++ {
		if bits&(1<<(t-1)) != 0 {
			names = append(names, t.String())
		}
	}
	return names
}

// props returns the table bits of r.
func props(r rune) uint16 {
	var c propCache
	return c.props(r)
}

// A propCache looks up table bits and remembers the run of code points of
// the last lookup: the characters of a label tend to come from one script,
// often from one run. The zero value is ready to use.
type propCache struct {
	lo, hi uint32 // the run [lo, hi) of the last lookup
	bits   uint16 // its table bits
}

// props returns the table bits of r.
func (c *propCache) props(r rune) uint16 {
	u := uint32(r)
	if u < ascLen {
		switch {
		case 'a' <= r && r <= 'z':
			return bitD2
		case 'A' <= r && r <= 'Z':
			return bitB2 | bitD2
		}
		return 0
	}
	if u-c.lo < c.hi-c.lo {
		return c.bits
	}
	if u > maxCP {
		return 0
	}
	// Find the last run that starts at or before r.
	lo, hi := 0, len(propStart)
	for hi-lo > 1 {
		m := int(uint(lo+hi) >> 1)
		if propStart[m] <= u {
			lo = m
		} else {
			hi = m
		}
	}
	c.lo, c.hi, c.bits = propStart[lo], maxCP+1, propBits[lo]
	if lo+1 < len(propStart) {
		c.hi = propStart[lo+1]
	}
	return c.bits
}

// mapB2 returns the B.2 mapping of r, in UTF-8. It must be called only for
// code points whose table bits include bitB2.
func mapB2(r rune) string {
	lo, hi := 0, len(b2Key)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if b2Key[m] < uint32(r) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(b2Key) || b2Key[lo] != uint32(r) {
		return "" // not reached for code points in B.2
	}
	return b2Data[b2Off[lo]:b2Off[lo+1]]
}

// prohibitedTable returns the first table, in the order of RFC 3491
// section 5, among the prohibition tables whose bits are set in bits.
func prohibitedTable(bits uint16) table {
	for t := tableC12; t <= tableC9; t++ {
		if bits&(1<<(t-1)) != 0 {
			return t
		}
	}
	return 0
}
