package nameprep

import (
	"bytes"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"
)

// Prepare applies the nameprep profile (RFC 3491) to one domain name label
// and returns the prepared label:
//
//  1. map: delete the code points of table B.1, case-fold those of table B.2;
//  2. normalize with Unicode 3.2 normalization form KC (see [Normalize]);
//  3. prohibit the code points of tables C.1.2, C.2.2 and C.3 to C.9;
//  4. check bidi (RFC 3454 section 6) with tables D.1 and D.2;
//  5. unless allowUnassigned is true, reject the code points of table A.1,
//     unassigned in Unicode 3.2. When it is true they pass through steps 1
//     to 4 unchanged.
//
// On failure Prepare returns "" and an [*Error] naming the rule, the table
// and the offending code point, with its byte offset in label. Invalid UTF-8
// is such an error too; it is never replaced by U+FFFD.
//
// When preparation changes nothing, the result is label itself, and
// Prepare does not allocate: so for every ASCII label without upper-case
// letters, and for most labels already in the prepared form.
func Prepare(label string, allowUnassigned bool) (string, error) {
	upper := false
	for i := 0; i < len(label); i++ {
		c := label[i]
		if c >= utf8.RuneSelf {
			return prepareSlow(label, allowUnassigned)
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if upper {
		// ASCII needs no more than case folding: nothing in ASCII is
		// deleted, normalized, prohibited, unassigned or right-to-left.
		b := appendLowerASCII(make([]byte, 0, len(label)), label)
		return unsafe.String(unsafe.SliceData(b), len(b)), nil
	}
	return label, nil
}

func appendLowerASCII(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

func prepareSlow(label string, allowUnassigned bool) (string, error) {
	if done, err := prepareUnchanged(label, allowUnassigned); done {
		if err != nil {
			return "", err
		}
		return label, nil
	}
	out, err := prepareChanged(make([]byte, 0, len(label)+8), label, allowUnassigned)
	if err != nil {
		return "", err
	}
	if string(out) == label {
		return label, nil
	}
	if len(out) == 0 {
		return "", nil
	}
	// out is not used after this point, so the string can share its bytes.
	return unsafe.String(unsafe.SliceData(out), len(out)), nil
}

// AppendPrepare is like [Prepare] but appends the prepared label to dst and
// returns the extended buffer. On error it returns dst unchanged (its
// spare capacity may have been written to) and the error.
func AppendPrepare(dst []byte, label string, allowUnassigned bool) ([]byte, error) {
	ascii := true
	for i := 0; i < len(label) && ascii; i++ {
		ascii = label[i] < utf8.RuneSelf
	}
	if ascii {
		return appendLowerASCII(dst, label), nil
	}
	if done, err := prepareUnchanged(label, allowUnassigned); done {
		if err != nil {
			return dst, err
		}
		return append(dst, label...), nil
	}
	return prepareChanged(dst, label, allowUnassigned)
}

// prepareUnchanged handles, without allocating unless it reports an error,
// the labels that mapping and normalization leave unchanged: no code point
// of tables B.1, B.2 or A.1, none of the five code points of
// decomposition32, and already in NFKC. It reports done = false for any
// other label, including invalid UTF-8, which prepareChanged then handles.
// As nothing moves, the offsets of its errors are exact.
func prepareUnchanged(label string, allowUnassigned bool) (done bool, err error) {
	var (
		c  checker
		pc propCache
	)
	for i := 0; i < len(label); {
		r, n := rune(label[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(label[i:])
			if r == utf8.RuneError && n == 1 {
				return false, nil
			}
		}
		bits := pc.props(r)
		if bits&(bitA1|bitB1|bitB2) != 0 || decomposition32(r) != "" {
			return false, nil
		}
		c.add(r, bits, i)
		i += n
	}
	// QuickSpanString, unlike IsNormalString, does not allocate. It may
	// stop early on a label that is in NFKC (at a character that may combine
	// backward, such as a combining mark); prepareChanged then finds that
	// nothing changes.
	if norm.NFKC.QuickSpanString(label) < len(label) {
		return false, nil
	}
	return true, c.err(allowUnassigned)
}

// prepareChanged runs the profile on label in full, appending the result
// to dst. It maps and normalizes the label in chunks, checks the result,
// and only if a check fails runs again segment by segment to find the
// input offset of the rejected character.
func prepareChanged(dst []byte, label string, allowUnassigned bool) ([]byte, error) {
	if off := invalidUTF8(label); off >= 0 {
		return dst, utf8Error(off)
	}
	p := preparer{out: dst, seg: len(dst), doMap: true}
	p.run(label)
	var c checker
	out := p.out[len(dst):]
	for j := 0; j < len(out); {
		r, n := decodeRuneBytes(out[j:])
		if !c.add(r, p.pc.props(r), 0) {
			break
		}
		j += n
	}
	if c.err(allowUnassigned) == nil {
		return p.out, nil
	}
	q := preparer{out: p.out[:len(dst)], seg: len(dst), doMap: true, precise: true}
	q.run(label)
	if err := q.chk.err(allowUnassigned); err != nil {
		return dst, err
	}
	// Not reached: both runs produce the same text (TestPreciseModeOutput).
	// Should they not, fail with the offset-less error rather than pass.
	return dst, c.err(allowUnassigned)
}

// A preparer runs the mapping and normalization steps over a string.
//
// Code points unassigned in Unicode 3.2 (table A.1) and surrogates are
// copied unchanged and split the string into chunks that are normalized
// one at a time: Unicode 3.2 gave them no decomposition, combining class 0
// and no composition, so nothing reorders or composes across them.
//
// In precise mode the chunks are cut further into segments, each starting
// at a character with a normalization boundary before it (see
// boundaryBefore), so that every character of the output can be traced to
// the input; each finished segment is fed to a checker. Each character is
// reported at the input offset of its segment, or, when the segment's
// bytes still line up with the input (mapping kept the length of every
// character, deleted none inside the segment, and normalization changed
// nothing), at its own input offset.
type preparer struct {
	out      []byte  // output; the pending chunk or segment is out[seg:]
	seg      int     // start of the pending chunk or segment in out
	segIn    int     // input offset of the first character of the pending segment
	dirty    bool    // the pending text holds non-ASCII characters
	verbatim bool    // the pending segment lines up with the input
	doMap    bool    // apply tables B.1 and B.2
	precise  bool    // cut segments and feed them to chk
	chk      checker // the checks, in precise mode
	pc       propCache
}

// run maps and normalizes s, which must hold no invalid UTF-8 (surrogates
// are allowed, see decodeRune), appending the result to p.out. In precise
// mode it returns false when the checker reported a prohibited character.
func (p *preparer) run(s string) bool {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			// Every ASCII character has a boundary before it and maps, if
			// at all, to a lower-case letter of the same length.
			if p.precise {
				if !p.flush() {
					return false
				}
				p.start(i)
			}
			if p.doMap && 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			p.out = append(p.out, c)
			i++
			continue
		}
		r, n := decodeRune(s[i:])
		bits := p.pc.props(r)
		switch {
		case bits&bitA1 != 0 || r >= 0xD800 && r <= 0xDFFF:
			if !p.flush() {
				return false
			}
			p.start(i)
			p.out = append(p.out, s[i:i+n]...)
			if !p.flush() {
				return false
			}
		case p.doMap && bits&bitB1 != 0:
			// Mapped to nothing.
			if p.seg < len(p.out) {
				p.verbatim = false
			}
		default:
			m := s[i : i+n]
			if p.doMap && bits&bitB2 != 0 {
				m = mapB2(r)
			} else if d := decomposition32(r); d != "" {
				m = d
			}
			if p.precise {
				if boundaryBefore(norm.NFKC.PropertiesString(m)) {
					if !p.flush() {
						return false
					}
					p.start(i)
				} else if p.seg == len(p.out) {
					p.start(i)
				}
				if len(m) != n {
					p.verbatim = false
				}
			}
			p.out = append(p.out, m...)
			p.dirty = true
		}
		i += n
	}
	return p.flush()
}

// start begins a new pending segment at input offset in.
func (p *preparer) start(in int) {
	p.segIn = in
	p.verbatim = true
}

// flush normalizes the pending text if needed and, in precise mode, feeds
// it to the checker. It returns false when the checker reported a
// prohibited character.
func (p *preparer) flush() bool {
	if p.seg == len(p.out) {
		return true
	}
	if p.dirty {
		p.dirty = false
		if seg := p.out[p.seg:]; norm.NFKC.QuickSpan(seg) < len(seg) {
			// Normalize into the spare capacity of out, then move the
			// result over the pending text.
			end := len(p.out)
			r := appendNFKC(p.out[end:end], seg)
			if !bytes.Equal(seg, r) {
				p.verbatim = false
			}
			p.out = append(p.out[:p.seg], r...)
		}
	}
	ok := true
	if p.precise {
		seg := p.out[p.seg:]
		for j := 0; j < len(seg); {
			r, n := decodeRuneBytes(seg[j:])
			off := p.segIn
			if p.verbatim {
				off += j
			}
			if !p.chk.add(r, p.pc.props(r), off) {
				ok = false
				break
			}
			j += n
		}
	}
	p.seg = len(p.out)
	return ok
}
