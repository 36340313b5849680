package nameprep

// Map applies the mapping step (RFC 3491 section 3): it deletes the code
// points of table B.1 and replaces those of table B.2 by their mappings.
// Other code points, including those of table A.1, are copied. When
// nothing changes, the result is s itself.
//
// Map and [Normalize] are the first two steps of [Prepare], for showing
// what each does to a label; Prepare then checks the result for
// prohibited, right-to-left and unassigned code points, and tells which
// rule failed by [Error.Code].
func Map(s string) (string, error) {
	if off := invalidUTF8(s); off >= 0 {
		return "", utf8Error(off)
	}
	var (
		b  []byte
		k  int // s[:k] has been copied to b (or needs no copy while b is nil)
		pc propCache
	)
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		bits := pc.props(r)
		if bits&(bitB1|bitB2) == 0 {
			i += n
			continue
		}
		if b == nil {
			b = make([]byte, 0, len(s)+8)
		}
		b = append(b, s[k:i]...)
		if bits&bitB2 != 0 {
			b = append(b, mapB2(r)...)
		}
		i += n
		k = i
	}
	if b == nil {
		return s, nil
	}
	return string(append(b, s[k:]...)), nil
}

// Normalize applies the normalization step (RFC 3491 section 4): Unicode
// normalization form KC as defined for Unicode 3.2, the version RFC 3454
// and RFC 3491 are bound to. It differs from golang.org/x/text's NFKC for
// code points assigned after Unicode 3.2 (left unchanged, as Unicode 3.2
// gave them no decomposition), for five CJK compatibility ideographs whose
// decomposition was corrected after Unicode 3.2, and for runs of more than
// 30 combining marks, where x/text inserts U+034F. The package
// documentation lists the details.
//
// Surrogates encoded in UTF-8 are passed through unchanged. When nothing
// changes, the result is s itself.
func Normalize(s string) (string, error) {
	if off := invalidUTF8(s); off >= 0 {
		return "", utf8Error(off)
	}
	p := preparer{out: make([]byte, 0, len(s)+8)}
	p.run(s)
	if string(p.out) == s {
		return s, nil
	}
	return string(p.out), nil
}

// checkProhibited reports the first code point of s that is listed in one
// of the prohibition tables of nameprep (C.1.2, C.2.2, C.3 to C.9; RFC 3491
// section 5). A code point listed in more than one is reported with the
// first of them in that order.
func checkProhibited(s string) error {
	return check(s, (*checker).prohibitedError)
}

// checkBidi applies the bidi rules of RFC 3454 section 6 to s: if s holds
// a RandALCat character (table D.1), it must hold no LCat character (table
// D.2) and must start and end with a RandALCat character. Prohibited code
// points of table C.8, the first rule of that section, are left to
// checkProhibited.
func checkBidi(s string) error {
	return check(s, (*checker).bidiError)
}

// checkUnassigned reports the first code point of s that is unassigned in
// Unicode 3.2 (table A.1).
func checkUnassigned(s string) error {
	return check(s, (*checker).unassignedError)
}

// check feeds every code point of s, at its own offset, to a checker and
// returns the error chosen by pick.
func check(s string, pick func(*checker) *Error) error {
	if off := invalidUTF8(s); off >= 0 {
		return utf8Error(off)
	}
	var (
		c  checker
		pc propCache
	)
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		c.add(r, pc.props(r), i)
		i += n
	}
	if err := pick(&c); err != nil {
		return err
	}
	return nil
}
