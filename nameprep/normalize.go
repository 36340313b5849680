package nameprep

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Unicode 3.2 normalization on top of golang.org/x/text/unicode/norm, which
// implements the Unicode version of the Go release (15.0.0 or 17.0.0). For
// code points assigned in Unicode 3.2 the data is the same, except in the
// three cases below, each handled here or in preparer.run;
// docs/nameprep.md gives the evidence.
//
//  1. Five decompositions were corrected after Unicode 3.2 (Corrigendum #4,
//     NormalizationCorrections.txt entries marked 4.0.0); decomposition32
//     restores the Unicode 3.2 ones. The sixth entry of that file, U+F951,
//     was corrected in Unicode 3.2.0 itself and needs nothing.
//  2. Code points assigned after Unicode 3.2 (table A.1) had no
//     decomposition, combining class 0 and no composition in Unicode 3.2;
//     preparer.run copies them and normalizes the text between them
//     separately.
//  3. x/text inserts U+034F COMBINING GRAPHEME JOINER after 30 non-starters
//     in a row (the Stream-Safe Text Format of UAX #15), which normalization
//     form KC does not do; appendNFKC then normalizes the segment holding
//     the run with appendNFKCLong.

// decomposition32 returns, in UTF-8, the Unicode 3.2 decomposition of the
// code points whose decomposition was corrected after Unicode 3.2, or ""
// for any other code point. Each is a CJK unified ideograph that
// normalization leaves unchanged, so replacing the code point before
// normalizing gives the Unicode 3.2 result.
func decomposition32(r rune) string {
	if r < 0x2F868 || r > 0x2F9BF {
		return ""
	}
	switch r {
	case 0x2F868:
		return "\U0002136A"
	case 0x2F874:
		return "\u5F33"
	case 0x2F91F:
		return "\u43AB"
	case 0x2F95F:
		return "\u7AAE"
	case 0x2F9BF:
		return "\u4D57"
	}
	return ""
}

// cgj is U+034F COMBINING GRAPHEME JOINER, which x/text inserts into long
// runs of non-starters.
const cgj = "\u034F"

// appendNFKC appends the NFKC form of text to dst, normalizing text on its
// own (unlike norm.Form.Append, which normalizes dst and text together).
// text must hold no code point of table A.1 and no surrogate, and must not
// overlap the spare capacity of dst.
func appendNFKC(dst, text []byte) []byte {
	if len(dst) > 0 {
		return append(dst, appendNFKC(nil, text)...)
	}
	dst = norm.NFKC.Append(dst, text...)
	if bytes.Contains(dst, []byte(cgj)) {
		// Either x/text inserted a joiner or text holds one (possible for
		// Normalize, not for Prepare, as table B.1 deletes U+034F).
		// Normalize segment by segment, the long segments without the
		// stream-safe limit.
		dst = appendNFKCSegments(dst[:0], text)
	}
	return dst
}

// appendNFKCSegments appends the NFKC form of text to dst, cutting text
// into segments at normalization boundaries (see boundaryBefore) and
// normalizing each with x/text, or with appendNFKCLong when x/text inserts
// U+034F into it.
func appendNFKCSegments(dst, text []byte) []byte {
	var scratch []byte
	for start := 0; start < len(text); {
		_, n := utf8.DecodeRune(text[start:])
		end := start + n
		for end < len(text) && !boundaryBefore(norm.NFKC.Properties(text[end:])) {
			_, n := utf8.DecodeRune(text[end:])
			end += n
		}
		seg := text[start:end]
		scratch = norm.NFKC.Append(scratch[:0], seg...)
		if bytes.Contains(scratch, []byte(cgj)) {
			dst = appendNFKCLong(dst, seg)
		} else {
			dst = append(dst, scratch...)
		}
		start = end
	}
	return dst
}

// boundaryBefore reports whether normalization form KC has a boundary
// before the character with properties p (in form NFKC): whether the first
// character of its full compatibility decomposition is a starter that
// never combines with a preceding character. Then nothing before it can
// reorder or compose with it or what follows it.
//
// p.BoundaryBefore alone does not answer this for characters whose
// compatibility decomposition starts with a character that combines
// backward: it reports a boundary before U+FFCD HALFWIDTH HANGUL LETTER WAE
// and U+314F HANGUL LETTER A, which decompose to vowel jamo, although NFKC
// composes <U+1108, U+FFCD> to U+BF5C and <U+3131, U+314F> to U+AC00.
func boundaryBefore(p norm.Properties) bool {
	if d := p.Decomposition(); len(d) > 0 {
		p = norm.NFKC.Properties(d)
	}
	return p.BoundaryBefore()
}

// A cpClass is a code point with its canonical combining class.
type cpClass struct {
	r   rune
	ccc uint8
}

// appendNFKCLong appends the NFKC form of seg to dst, following the
// algorithm of UAX #15 without the stream-safe limit of x/text: full
// compatibility decomposition, canonical ordering, canonical composition.
// x/text supplies the per-character data (decompositions, combining
// classes, primary composites), which for code points assigned in Unicode
// 3.2 equals the Unicode 3.2 data once decomposition32 has been applied.
// It is used only for segments with more than 30 non-starters in a row, and
// its running time is linear in the length of seg.
func appendNFKCLong(dst, seg []byte) []byte {
	// Decompose one character at a time: no single character decomposes to
	// more than 30 non-starters, so x/text decomposes each exactly.
	var cs []cpClass
	var buf [4 * 32]byte
	for i := 0; i < len(seg); {
		_, n := utf8.DecodeRune(seg[i:])
		d := norm.NFKD.Append(buf[:0], seg[i:i+n]...)
		for j := 0; j < len(d); {
			p := norm.NFD.Properties(d[j:])
			r, m := utf8.DecodeRune(d[j:])
			cs = append(cs, cpClass{r, p.CCC()})
			j += m
		}
		i += n
	}
	sortNonStarters(cs)
	cs = compose(cs)
	for _, c := range cs {
		dst = utf8.AppendRune(dst, c.r)
	}
	return dst
}

// sortNonStarters puts every run of non-starters of cs in canonical order:
// a stable sort by combining class, done as a counting sort.
func sortNonStarters(cs []cpClass) {
	var scratch []cpClass
	for i := 0; i < len(cs); {
		if cs[i].ccc == 0 {
			i++
			continue
		}
		j := i + 1
		for j < len(cs) && cs[j].ccc != 0 {
			j++
		}
		run := cs[i:j]
		var count [257]int
		for _, c := range run {
			count[int(c.ccc)+1]++
		}
		for k := 1; k < len(count); k++ {
			count[k] += count[k-1]
		}
		scratch = append(scratch[:0], run...)
		for _, c := range scratch {
			run[count[c.ccc]] = c
			count[c.ccc]++
		}
		i = j
	}
}

// compose applies the canonical composition algorithm of UAX #15 (as
// amended by Corrigendum #5) to the canonically ordered cs, in place.
func compose(cs []cpClass) []cpClass {
	out := cs[:0]
	starter := -1     // index in out of the last starter
	var lastCCC uint8 // combining class of the last character in out
	for _, c := range cs {
		if starter >= 0 {
			// c is not blocked from the starter if nothing lies between
			// them, or if what lies between (canonically ordered) ends
			// with a non-starter of a lower combining class than c.
			adjacent := len(out) == starter+1
			if adjacent || lastCCC != 0 && lastCCC < c.ccc {
				if p, ok := primaryComposite(out[starter].r, c.r); ok {
					out[starter].r = p
					continue
				}
			}
		}
		if c.ccc == 0 {
			starter = len(out)
		}
		lastCCC = c.ccc
		out = append(out, c)
	}
	return out
}

// primaryComposite returns the primary composite of the pair (a, b), if
// there is one, by asking x/text to compose the pair. a is a starter in
// normalization form C and b is a character in decomposed form, so the
// pair composes to a single character exactly when a primary composite
// exists.
func primaryComposite(a, b rune) (rune, bool) {
	var in, out [16]byte
	if b < utf8.RuneSelf {
		return 0, false // no ASCII character is the second of a pair
	}
	s := utf8.AppendRune(utf8.AppendRune(in[:0], a), b)
	c := norm.NFC.Append(out[:0], s...)
	r, n := utf8.DecodeRune(c)
	if n != len(c) || r == a {
		return 0, false
	}
	return r, true
}
