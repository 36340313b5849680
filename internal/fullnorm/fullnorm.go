// Package fullnorm normalizes text exactly as UAX #15 defines the four
// normalization forms, on top of golang.org/x/text/unicode/norm.
//
// x/text follows the Stream-Safe Text Format of UAX #15: it inserts U+034F
// COMBINING GRAPHEME JOINER after 30 non-starters in a row, so that its
// buffers stay bounded. The normalization forms themselves do no such
// thing: NFC of "a" followed by 31 U+0301 is "á" followed by 30 U+0301, but
// x/text gives "á", 29 U+0301, U+034F and one more U+0301. IDNA must use
// the real forms (UTS #46 section 4 step 2, RFC 3491 section 5), so this
// package calls x/text and, only for the segments where x/text inserted a
// joiner, runs the algorithm of UAX #15 itself with x/text's per-character
// data. Both paths take linear time.
package fullnorm

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// cgj is U+034F COMBINING GRAPHEME JOINER, which x/text inserts into long
// runs of non-starters.
const cgj = "\u034F"

// Append appends the normalization form f of text to dst. Unlike
// norm.Form.Append it normalizes text on its own, not together with the end
// of dst. text must be valid UTF-8 and must not overlap the spare capacity
// of dst.
func Append(f norm.Form, dst, text []byte) []byte {
	start := len(dst)
	// Normalize into the spare capacity of dst, as its own text; if x/text
	// had to allocate, the result is copied over.
	res := f.Append(dst[start:start], text...)
	dst = append(dst[:start], res...)
	if containsCGJ(dst[start:]) {
		// Either x/text inserted a joiner or text holds one: normalize
		// segment by segment, the long segments without the limit.
		dst = appendSegments(f, dst[:start], text)
	}
	return dst
}

// AppendString is Append for a string.
func AppendString(f norm.Form, dst []byte, text string) []byte {
	if len(text) <= 64 {
		var buf [64]byte
		return Append(f, dst, append(buf[:0], text...))
	}
	return Append(f, dst, []byte(text))
}

// IsNormal reports whether b is in normalization form f.
func IsNormal(f norm.Form, b []byte) bool {
	if f.IsNormal(b) {
		return true
	}
	// x/text also says no to text in form f that holds a run of more than
	// 30 non-starters; settle it exactly. The callers ask about text that
	// is normal nearly always, so this path is rare.
	return bytes.Equal(Append(f, nil, b), b)
}

// BoundaryBefore reports whether form f has a boundary before the
// character with properties p (taken in form f): whether the first
// character of its full decomposition (compatibility decomposition for the
// K forms) is a starter that never combines with a preceding character.
// Then nothing before it can reorder or compose with it or what follows it.
//
// p.BoundaryBefore alone does not answer this for characters whose
// compatibility decomposition starts with a character that combines
// backward: for NFKC it reports a boundary before U+FFCD HALFWIDTH HANGUL
// LETTER WAE and U+314F HANGUL LETTER A, which decompose to vowel jamo,
// although NFKC composes <U+1108, U+FFCD> to U+BF5C and <U+3131, U+314F>
// to U+AC00.
func BoundaryBefore(f norm.Form, p norm.Properties) bool {
	if d := p.Decomposition(); len(d) > 0 {
		p = f.Properties(d)
	}
	return p.BoundaryBefore()
}

// appendSegments appends the form f of text to dst, cutting text into
// segments at normalization boundaries and normalizing each with x/text,
// or with appendLong when x/text inserts U+034F into it.
func appendSegments(f norm.Form, dst, text []byte) []byte {
	var scratch []byte
	for start := 0; start < len(text); {
		_, n := utf8.DecodeRune(text[start:])
		end := start + n
		for end < len(text) && !BoundaryBefore(f, f.Properties(text[end:])) {
			_, n := utf8.DecodeRune(text[end:])
			end += n
		}
		seg := text[start:end]
		scratch = f.Append(scratch[:0], seg...)
		if containsCGJ(scratch) {
			dst = appendLong(f, dst, seg)
		} else {
			dst = append(dst, scratch...)
		}
		start = end
	}
	return dst
}

// A cpClass is a code point with its canonical combining class.
type cpClass struct {
	r   rune
	ccc uint8
}

// decomposition returns the decomposed form that goes with f: NFD for NFC
// and NFD, NFKD for NFKC and NFKD.
func decomposition(f norm.Form) norm.Form {
	if f == norm.NFKC || f == norm.NFKD {
		return norm.NFKD
	}
	return norm.NFD
}

// appendLong appends the form f of seg to dst, following the algorithm of
// UAX #15 without the stream-safe limit of x/text: full decomposition,
// canonical ordering and, for the composed forms, canonical composition.
// x/text supplies the per-character data (decompositions, combining
// classes, primary composites). Its running time is linear in the length
// of seg.
func appendLong(f norm.Form, dst, seg []byte) []byte {
	// Decompose one character at a time: no single character decomposes to
	// more than 30 non-starters, so x/text decomposes each exactly.
	var cs []cpClass
	var buf [4 * 32]byte
	d := decomposition(f)
	for i := 0; i < len(seg); {
		_, n := utf8.DecodeRune(seg[i:])
		dec := d.Append(buf[:0], seg[i:i+n]...)
		for j := 0; j < len(dec); {
			p := norm.NFD.Properties(dec[j:])
			r, m := utf8.DecodeRune(dec[j:])
			cs = append(cs, cpClass{r, p.CCC()})
			j += m
		}
		i += n
	}
	sortNonStarters(cs)
	if f == norm.NFC || f == norm.NFKC {
		cs = compose(cs)
	}
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

// containsCGJ reports whether b holds U+034F. It finds the joiner's lead
// byte with bytes.IndexByte: bytes.Contains would link the general
// substring search (Rabin-Karp) into every program that normalizes.
func containsCGJ(b []byte) bool {
	for {
		i := bytes.IndexByte(b, cgj[0])
		if i < 0 || i+1 >= len(b) {
			return false
		}
		if b[i+1] == cgj[1] {
			return true
		}
		b = b[i+1:]
	}
}
