package idna

import (
	"math/bits"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/urlhost"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/punycode"
)

// The Unicode fast path converts, in one pass and without the pipeline's
// state, the names that most Unicode and A-label input is: labels of LDH
// bytes, of code points that UTS #46 leaves as they are and that no rule
// beyond validity looks at, and lowercase A-labels of such labels.
// Anything else, and every name that would fail, goes to the full
// pipeline, which gives the exact result and problems; so the fast path
// only has to be right about the names it takes (TestFastConvert and
// FuzzFastConvert compare it with the pipeline).

// fastMaxRunes bounds the code points of one label on the fast path, which
// keeps them in an array on the stack (Punycode's short encoder takes as
// many).
const fastMaxRunes = 64

// fastMaxInput bounds the names the fast path takes, so that their
// converted form nearly always fits the caller's stack buffer of
// fastBufLen bytes: twice the input, which only contrived names exceed
// (the buffer then grows on the heap). Every call zeroes the buffer, so
// it is no larger: at 512 bytes the zeroing cost the A-label corpus's
// ToUnicode about 1.7% of its instructions.
const (
	fastMaxInput = 128
	fastBufLen   = 2 * fastMaxInput
)

// fastUnicode reports whether the profile's rules allow the Unicode fast
// path: UTS #46 with mapping and validation, no refused option.
func (o *options) fastUnicode() bool {
	return o.std == stdUTS46 && !o.noMapping && !o.skipValidation && !o.refuses()
}

// fastValid reports whether the fast path takes a non-ASCII code point with
// the properties p: one the status rule allows (statusAllows, with STD3
// rules on, since the fast path leaves 15.0's disallowed_STD3_valid to the
// pipeline) and not CONTEXTJ or CONTEXTO, whose rules it does not check.
func fastValid(p tables.Props, transitional bool) bool {
	d := p.Derived()
	return statusAllows(p, transitional, true) && d != tables.CONTEXTO && d != tables.CONTEXTJ
}

// fastConvert appends the ASCII form (toASCII) or the Unicode form of s to
// dst and reports fastDone (or, for ToASCII, fastBidiPending: see
// fastPath), or reports fastNo, with dst unchanged in length, when s
// needs the full pipeline. lower says that s is all lowercase LDH bytes and
// dots (the ASCII scan found it so), which spares checking A-labels for it;
// its dots are then the bits of dots (see asciiScanTo), which end the
// labels. It takes a name only when each of its labels is nonempty and
//   - made of ASCII letters, digits and hyphens (capitals are lowercased,
//     the mapping of UTS #46) and code points that fastValid takes or that
//     map to one such code point (capitals), with no mark first (V6), and
//     in NFC as it is (code points that are not NFC-inert only in a label
//     that mapping leaves unchanged); or
//   - a lowercase A-label that decodes to a label with at least one
//     non-ASCII code point, all of them NFC-inert, and no capitals (P4,
//     V7, V1);
//
// and when no label has hyphens in its third and fourth positions once
// decoded (V2, V4; for the input, xn-- labels aside), starts or ends with
// one under CheckHyphens (V3), or fails the length limits of ToASCII when
// they apply (A4_1, A4_2), ToASCII's last label does not read as a number
// when mapped IP literals are rejected, and, in a name with right-to-left
// labels, every label satisfies the Bidi rule when it is checked.
// Ignored code points, other mappings (to ASCII or to several code points),
// joiners, labels over 64 code points and names over 128 bytes all go to
// the pipeline; a root dot does only where fastRoot says so, and the three
// other dots only after an A-label or in a name whose Bidi rule is checked.
func (o *options) fastConvert(dst []byte, s string, toASCII, lower bool, dots uint64) ([]byte, fastResult) {
	if len(s) == 0 || len(s) > fastMaxInput {
		return dst, fastNo
	}
	transitional, lengths := o.transitionalFor(toASCII), o.checksLengths(toASCII)
	tab := o.table()
	start := len(dst)
	var rs [fastMaxRunes]rune
	var bidiDomain uint8 // bidiRTL, bidiAN: what the name holds
	decoded := false     // some label was an A-label
	otherDots := false   // some label ended at U+3002, U+FF0E or U+FF61
	last := start        // where the last label's output starts
	for i := 0; ; {
		last = len(dst)
		var ok bool
		if i+4 <= len(s) && s[i+2] == '-' && s[i+3] == '-' {
			// An A-label, or "--" in positions 3 and 4 (V2).
			var j int
			if lower {
				j = dotEnd(dots, s, i)
			} else {
				j = labelEnd(s, i)
			}
			dst, ok = fastALabel(tab, dst, s[i:j], toASCII, o.checksHyphens(true), lower, &bidiDomain)
			decoded, i = true, j
		} else if j := lowerEnd(dots, s, i, lower); j > i {
			// Lowercase LDH: its own form, and not an A-label, so only
			// V3 remains (fastScan fails an empty label).
			ok = !(o.checksHyphens(false) && hyphenEdge(rune(s[i]), rune(s[j-1])))
			dst, i = append(dst, s[i:j]...), j
		} else {
			var lab fastLabel
			if lab, ok = o.fastScan(tab, s, i, transitional, &rs); ok {
				bidiDomain |= lab.bidi
				switch {
				case toASCII && lab.nonASCII:
					var err error
					dst, err = punycode.AppendEncodeRunes(append(dst, label.ACEPrefix...), rs[:lab.n])
					ok = err == nil
				case !lab.mapped:
					dst = append(dst, s[i:lab.end]...) // the label is its own form
				default:
					for _, r := range rs[:lab.n] {
						dst = utf8.AppendRune(dst, r)
					}
				}
				i = lab.end
				if lab.otherDot {
					// One of the three other dots, all of 3 bytes, ends
					// the label: i is at its last byte. fastBidiCheck
					// splits the input on U+002E alone, so such names
					// with a Bidi rule to check go to the pipeline.
					i, otherDots = i+2, true
				}
			}
		}
		if !ok || lengths && len(dst)-last > label.MaxLabelLen {
			return dst[:start], fastNo
		}
		if i == len(s) {
			break
		}
		dst = append(dst, '.')
		if i++; i == len(s) {
			return o.fastRoot(dst, start, last, toASCII, bidiDomain)
		}
	}
	if otherDots && o.checksBidi(bidiDomain != 0) {
		return dst[:start], fastNo
	}
	if lengths && len(dst)-start > label.MaxNameLen ||
		o.checksIPLiteral(toASCII) && readsAsNumber(dst[last:]) {
		return dst[:start], fastNo
	}
	if o.checksBidi(bidiDomain != 0) {
		return fastBidiCheck(tab, dst, start, s, toASCII, decoded)
	}
	return dst, fastDone
}

// readsAsNumber is urlhost.IsIPv4Number for the fast path's last label,
// which it calls only for a label that starts with a digit, as every
// number does: most last labels are letters, and the call is not inlined.
func readsAsNumber(lab []byte) bool {
	return len(lab) > 0 && lab[0]-'0' < 10 && urlhost.IsIPv4Number(lab)
}

// isOtherDot reports whether r is one of the three dots that UTS #46 maps
// to U+002E: U+3002, U+FF0E, U+FF61.
func isOtherDot(r rune) bool { return r == 0x3002 || r == 0xFF0E || r == 0xFF61 }

// fastRoot ends fastConvert for a name whose root dot dst now ends in, the
// last label's output starting at last: it takes the name where the root
// label is allowed (takesRoot), the name without the dot fits the length
// limits when they apply, and the last label does not read as a number
// when mapped IP literals are rejected. Names with right-to-left labels
// whose Bidi rule is checked go to the pipeline.
func (o *options) fastRoot(dst []byte, start, last int, toASCII bool, bidiDomain uint8) ([]byte, fastResult) {
	end := len(dst) - 1 // the root dot
	if !o.takesRoot(toASCII) || o.checksBidi(bidiDomain != 0) ||
		o.checksLengths(toASCII) && end-start > label.MaxNameLen ||
		o.checksIPLiteral(toASCII) && readsAsNumber(dst[last:end]) {
		return dst[:start], fastNo
	}
	return dst, fastDone
}

// fastLabel is what fastScan found in a label: where it ends in the input,
// its number of code points, whether some are non-ASCII, whether mapping
// changed one, whether one of the three other dots ends it, and its bidi
// flags.
type fastLabel struct {
	end, n           int
	nonASCII, mapped bool
	otherDot         bool // the label ends at U+3002, U+FF0E or U+FF61
	bidi             uint8
}

// fastScan reads for fastConvert the label of s that starts at i and is
// not an A-label, putting its code points, mapped, in rs. It reports
// whether the fast path takes the label.
func (o *options) fastScan(tab *tables.Table, s string, i int, transitional bool, rs *[fastMaxRunes]rune) (lab fastLabel, ok bool) {
	inStart, n := i, 0
	inert := true // every code point is NFC-inert, so the label is in NFC
	for i < len(s) && s[i] != '.' {
		if n == fastMaxRunes {
			return lab, false
		}
		if c := s[i]; c < utf8.RuneSelf {
			if cl := asciiClass[c]; cl == clsUpper {
				c, lab.mapped = c+'a'-'A', true
			} else if cl != clsLower && cl != clsHyphen {
				return lab, false
			}
			rs[n] = rune(c)
			n++
			i++
			continue
		}
		// UTF-8 of two and three bytes decoded inline (the compiler does
		// not inline a function that does it).
		c, r, size := s[i], rune(0), 0
		if i+2 < len(s) && c&0xF0 == 0xE0 && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80 {
			r = rune(c&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
			if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
				size = 3
			}
		} else if i+1 < len(s) && c&0xE0 == 0xC0 && c >= 0xC2 && s[i+1]&0xC0 == 0x80 {
			r, size = rune(c&0x1F)<<6|rune(s[i+1]&0x3F), 2
		} else if r, size = utf8fast.DecodeRune(s, i); r == utf8.RuneError && size == 1 {
			size = 0
		}
		if size == 0 {
			return lab, false // invalid UTF-8
		}
		i += size
		p := tab.Lookup(r)
		if p.Status() == tables.Mapped {
			if isOtherDot(r) {
				// The label ends at one of the three other dots
				// (mapped to U+002E), checked only among mapped
				// code points.
				i -= size
				lab.otherDot = true
				break
			}
			if r, p = fastMapping(tab, p); r < 0 {
				return lab, false
			}
			lab.mapped = true
		}
		if !fastValid(p, transitional) || leadingMark(p, n) {
			return lab, false
		}
		inert = inert && p.NFCInert()
		lab.bidi |= bidiFlags(p)
		rs[n] = r
		n++
		lab.nonASCII = true
	}
	// An empty label or a root dot; V2 whether or not hyphens are checked
	// (after mapping, an xn-- prefix); V3.
	if n == 0 || n >= 4 && hyphens34(rs[2], rs[3]) || o.checksHyphens(false) && hyphenEdge(rs[0], rs[n-1]) {
		return lab, false
	}
	if !inert && !fastNFC(tab, s[inStart:i], lab.mapped) {
		return lab, false
	}
	lab.end, lab.n = i, n
	return lab, true
}

// fastNFC reports whether the fast path takes a label, read from in, that
// may not be in NFC: only when mapping left it as it was (not mapped) and
// the property bits show it in NFC (nfcByProps), so that normalizing, as
// the pipeline does, would not change it either.
func fastNFC(tab *tables.Table, in string, mapped bool) bool {
	return !mapped && nfcByProps(tab, in)
}

// fastBidiCheck ends fastConvert for a name with right-to-left labels. The
// Bidi rule reads the Unicode form: the output of ToUnicode (dst[start:]),
// the input when it has no A-labels (decoded), or else the Unicode form
// that fastPath makes for the purpose.
func fastBidiCheck(tab *tables.Table, dst []byte, start int, s string, toASCII, decoded bool) ([]byte, fastResult) {
	switch {
	case !toASCII:
		// The output, read as a string in place: fastBidiOK keeps
		// nothing.
		u := dst[start:]
		s = unsafe.String(unsafe.SliceData(u), len(u))
	case decoded:
		return dst, fastBidiPending
	}
	if !fastBidiOK(tab, s) {
		return dst[:start], fastNo
	}
	return dst, fastDone
}

// fastMapping returns the mapping of a code point of properties p, mapped,
// and its properties, when it is one non-ASCII code point (capitals,
// mostly: the label is mapped before it is normalized and validated), or
// else -1 for the pipeline.
func fastMapping(tab *tables.Table, p tables.Props) (rune, tables.Props) {
	m := tab.Mapping(p)
	r, size := utf8fast.DecodeRune(m, 0)
	if size != len(m) || r < utf8.RuneSelf {
		return -1, p
	}
	return r, tab.Lookup(r)
}

// lowerEnd returns the end of the label of s that starts at i when it is
// all a-z, 0-9 and hyphens, and else i (an empty label too): from the dots
// of sc when the whole name is so (lower).
func lowerEnd(dots uint64, s string, i int, lower bool) int {
	if lower {
		return dotEnd(dots, s, i)
	}
	j := i
	for ; j < len(s); j++ {
		if c := asciiClass[s[j]]; c != clsLower && c != clsHyphen {
			if s[j] != '.' {
				return i
			}
			break
		}
	}
	return j
}

// dotEnd is labelEnd for a name that the ASCII scan found all LDH (ldh),
// from the dots it found.
func dotEnd(dots uint64, s string, i int) int {
	// i < len(s) <= 64.
	if d := dots >> uint(i&63); d != 0 {
		return i + bits.TrailingZeros64(d)
	}
	return len(s)
}

// labelEnd returns the end of the label of s that starts at i.
func labelEnd(s string, i int) int {
	if j := strings.IndexByte(s[i:], '.'); j >= 0 {
		return i + j
	}
	return len(s)
}

// fastResult is what fastConvert did with a name.
type fastResult uint8

const (
	fastNo          fastResult = iota // the name needs the pipeline
	fastDone                          // converted
	fastBidiPending                   // converted to ASCII, but the Bidi rule is still to be checked on the Unicode form
)

// fastPath is fastConvert, which it completes, for names converted to
// ASCII with right-to-left labels and A-labels, by converting them to
// Unicode as well (which checks the Bidi rule). It reports whether it
// converted s.
func (o *options) fastPath(dst []byte, s string, toASCII, lower bool, dots uint64) ([]byte, bool) {
	out, res := o.fastConvert(dst, s, toASCII, lower, dots)
	if res == fastBidiPending {
		var buf [fastBufLen]byte
		if _, res = o.fastConvert(buf[:0], s, false, lower, dots); res != fastDone {
			return out[:len(dst)], false
		}
	}
	return out, res == fastDone
}

// fastALabel converts one label with hyphens in positions 3 and 4 for
// fastConvert: a lowercase A-label (lower: known to be) whose decoded form
// passes, as the input itself (toASCII: a lowercase A-label is its own
// ASCII form, since Punycode has one encoding per string) or as the
// decoded form.
func fastALabel(tab *tables.Table, dst []byte, lab string, toASCII, checkHyphens, lower bool, bidiDomain *uint8) ([]byte, bool) {
	if len(lab) < 5 || lab[0] != 'x' || lab[1] != 'n' {
		return dst, false
	}
	for i := 4; i < len(lab) && !lower; i++ {
		if c := asciiClass[lab[i]]; c != clsLower && c != clsHyphen {
			return dst, false
		}
	}
	start := len(dst)
	dst, err := punycode.AppendDecode(dst, lab[4:])
	if err != nil {
		return dst[:start], false
	}
	dec := dst[start:]
	if len(dec) == 0 || checkHyphens && hyphenEdge(rune(dec[0]), rune(dec[len(dec)-1])) {
		return dst[:start], false
	}
	nonASCII := false
	inert := true // every code point is NFC-inert, so the label is in NFC
	bidi := uint8(0)
	for i, n := 0, 0; i < len(dec); n++ {
		c := dec[i]
		if n == 2 && i+1 < len(dec) && hyphens34(rune(c), rune(dec[i+1])) {
			return dst[:start], false // V2 and V4 (an xn-- prefix once decoded)
		}
		if c < utf8.RuneSelf {
			// Decoded ASCII is the label's basic part, whose bytes are
			// lowercase LDH (checked above, or known from asciiScan):
			// Punycode inserts only code points from 0x80 on.
			i++
			continue
		}
		// The decoder wrote valid UTF-8 of two to four bytes.
		var r rune
		size := 2
		switch {
		case c < 0xE0:
			r = rune(c&0x1F)<<6 | rune(dec[i+1]&0x3F)
		case c < 0xF0:
			r = rune(c&0x0F)<<12 | rune(dec[i+1]&0x3F)<<6 | rune(dec[i+2]&0x3F)
			size = 3
		default:
			r = rune(c&0x07)<<18 | rune(dec[i+1]&0x3F)<<12 | rune(dec[i+2]&0x3F)<<6 | rune(dec[i+3]&0x3F)
			size = 4
		}
		p := tab.Lookup(r)
		// Decoded labels are validated as nontransitional, and are
		// not mapped: a capital is an error.
		if !fastValid(p, false) || leadingMark(p, n) {
			return dst[:start], false
		}
		inert = inert && p.NFCInert()
		bidi |= bidiFlags(p)
		nonASCII = true
		i += size
	}
	*bidiDomain |= bidi // on failure, the caller reads it no more
	if !nonASCII {
		return dst[:start], false // P4: an A-label of ASCII text
	}
	if !inert && !nfcByProps(tab, unsafe.String(unsafe.SliceData(dec), len(dec))) {
		// Possibly not in NFC (V1): the pipeline's exact check. (Here
		// it would make dst, the caller's stack buffer, escape.)
		return dst[:start], false
	}
	if toASCII {
		return append(dst[:start], lab...), true
	}
	return dst, true
}

// nfcByProps reports whether s, valid UTF-8 whose code points are not all
// NFC-inert, is in NFC as the property bits tell, without normalizing: the
// quick check of UAX #15 (no NFC_Quick_Check=No, combining classes in
// order), with a code point of NFC_Quick_Check=Maybe taken only where the
// last starter before it combines with nothing that follows (not
// Composes), so that NFC leaves it as it is. It says no where the bits do
// not settle it: adjacent marks of a class without a rank of its own
// (CCCRank 15), and runs of more than 30 marks, which x/text breaks up.
// The labels of Indic scripts and Thai, whose marks are of ranked classes
// and whose vowel signs of Maybe follow consonants that compose with
// nothing, are settled here, so that their A-labels stay on the fast path.
func nfcByProps(tab *tables.Table, s string) bool {
	var rank uint8 // the CCCRank of the code point before
	composes := false
	run := 0 // marks in a row
	for _, r := range s {
		if r < utf8.RuneSelf {
			// ASCII is inert; a letter may begin a composite.
			rank, composes, run = 0, true, 0
			continue
		}
		p := tab.Lookup(r)
		if p.NFCNo() || p.NFCMaybe() && composes {
			return false
		}
		k := p.CCCRank()
		if k == 0 {
			rank, composes, run = 0, p.Composes(), 0
			continue
		}
		if rank != 0 && (k == 15 || rank == 15 || rank > k) || run == 30 {
			return false
		}
		rank = k
		run++
	}
	return true
}

// fastBidiOK reports whether every label of s, a name that fastConvert has
// otherwise taken (so valid UTF-8), satisfies the Bidi rule. Only names with
// right-to-left labels need it, so it reads s a second time rather than
// slowing the first pass down.
func fastBidiOK(tab *tables.Table, s string) bool {
	var b bidiSum
	first := true
	for i := 0; i < len(s); {
		c := s[i]
		if c == '.' {
			if !b.ok() {
				return false
			}
			b, first = bidiSum{}, true
			i++
			continue
		}
		var p tables.Props
		if c < utf8.RuneSelf {
			p = tab.ASCII(c)
			i++
		} else {
			r, size := utf8fast.DecodeRune(s, i)
			i += size
			if p = tab.Lookup(r); p.Status() == tables.Mapped {
				r, _ = utf8fast.DecodeRune(tab.Mapping(p), 0)
				p = tab.Lookup(r)
			}
		}
		b.add(p.Bidi(), first)
		first = false
	}
	return b.ok()
}
