package nameprep

import "github.com/xn-go/xn/rule"

// A checker applies the checks that follow normalization (prohibition,
// bidi, unassigned) to the characters of a prepared string, fed in order.
type checker struct {
	n int // characters seen

	first, last      charPos
	firstProhibited  charPos
	firstRAL, firstL charPos // first RandALCat (D.1) and first LCat (D.2) character
	firstA1          charPos
}

// charPos describes one character of the prepared string.
type charPos struct {
	seen bool
	idx  int    // index among the characters of the prepared string
	off  int    // offset reported in errors
	r    rune   // the character
	bits uint16 // its table bits
}

// add records the character r with table bits bits, reported at offset off.
// It returns false if r is prohibited.
func (c *checker) add(r rune, bits uint16, off int) bool {
	p := charPos{seen: true, idx: c.n, off: off, r: r, bits: bits}
	c.n++
	if !c.first.seen {
		c.first = p
	}
	c.last = p
	if bits&(bitsC|bitD1|bitD2|bitA1) == 0 {
		return true
	}
	if bits&bitD1 != 0 && !c.firstRAL.seen {
		c.firstRAL = p
	}
	if bits&bitD2 != 0 && !c.firstL.seen {
		c.firstL = p
	}
	if bits&bitA1 != 0 && !c.firstA1.seen {
		c.firstA1 = p
	}
	if bits&bitsC != 0 {
		if !c.firstProhibited.seen {
			c.firstProhibited = p
		}
		return false
	}
	return true
}

// prohibitedError reports the first prohibited character seen, naming the
// first of its tables in the order of RFC 3491 section 5.
func (c *checker) prohibitedError() *Error {
	p := c.firstProhibited
	if !p.seen {
		return nil
	}
	return &Error{Code: rule.NP_PROHIBITED, Table: prohibitedTable(p.bits).String(), Offset: p.off, Rune: p.r}
}

// bidiError applies RFC 3454 section 6 to the characters seen. For mixed
// directions it names the first character that made the string mixed; for
// the ends rule, the first or else the last character when it is not
// RandALCat.
func (c *checker) bidiError() *Error {
	if !c.firstRAL.seen {
		return nil
	}
	if c.firstL.seen {
		p := c.firstL
		if c.firstRAL.idx > p.idx {
			p = c.firstRAL
		}
		return &Error{Code: rule.NP_BIDI, Table: tableD2.String(), Offset: p.off, Rune: p.r}
	}
	for _, p := range [2]charPos{c.first, c.last} {
		if p.bits&bitD1 == 0 {
			return &Error{Code: rule.NP_BIDI, Table: tableD1.String(), Offset: p.off, Rune: p.r}
		}
	}
	return nil
}

// unassignedError reports the first code point of table A.1 seen.
func (c *checker) unassignedError() *Error {
	if !c.firstA1.seen {
		return nil
	}
	return &Error{Code: rule.NP_UNASSIGNED, Table: tableA1.String(), Offset: c.firstA1.off, Rune: c.firstA1.r}
}

// err returns the first error of Prepare's order: prohibited, bidi, and
// unassigned unless allowUnassigned.
func (c *checker) err(allowUnassigned bool) error {
	if e := c.prohibitedError(); e != nil {
		return e
	}
	if e := c.bidiError(); e != nil {
		return e
	}
	if !allowUnassigned {
		if e := c.unassignedError(); e != nil {
			return e
		}
	}
	return nil
}
