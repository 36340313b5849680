package idna

import (
	"unicode/utf8"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/punycode"
)

// The Unicode fast path of ToASCII converts, in one pass and without the
// pipeline's state, the names that most Unicode input is: labels of
// lowercase-able LDH bytes and of code points that UTS #46 leaves as they
// are and that no rule beyond validity looks at. Anything else, and every
// name that would fail, goes to the full pipeline, which gives the exact
// result and problems; so the fast path only has to be right about the
// names it takes (TestFastToASCII and FuzzFastToASCII compare it with the
// pipeline).

// fastMaxRunes bounds the code points of one label on the fast path, which
// keeps them in an array on the stack (Punycode's short encoder takes as
// many).
const fastMaxRunes = 64

// fastMaxInput bounds the names the fast path takes, so that their ASCII
// form nearly always fits the caller's stack buffer of fastBufLen bytes.
const (
	fastMaxInput = 128
	fastBufLen   = 512
)

// fastUnicode reports whether the profile's rules allow the Unicode fast
// path: UTS #46 with mapping and validation, no refused option.
func (o *options) fastUnicode() bool {
	return o.std == stdUTS46 && !o.noMapping && !o.skipValidation && len(o.refused) == 0
}

// fastToASCII appends the ASCII form of s to dst and reports true, or
// reports false, with dst unchanged in length, when s needs the full
// pipeline. It takes a name only when each of its labels is nonempty and
// made of
//   - ASCII letters, digits and hyphens (capitals are lowercased, the
//     mapping of UTS #46), and
//   - code points of status valid that are NFC-inert (so the label is in
//     NFC), neither CONTEXTO nor right-to-left or Arabic digits (so neither
//     the CONTEXTO rules nor the Bidi rule have anything to check), and not
//     a mark at the start of the label (V6);
//
// and when no label has hyphens in its third and fourth positions (V2, and
// xn-- labels, which need decoding), starts or ends with one under
// CheckHyphens (V3), or fails the length limits when they apply (A4_1,
// A4_2), and the last label does not read as a number when mapped IP
// literals are rejected. Deviations, ignored and mapped non-ASCII code
// points, joiners, the three other dots and a root dot all go to the
// pipeline.
func (o *options) fastToASCII(dst []byte, s string) ([]byte, bool) {
	if len(s) == 0 || len(s) > fastMaxInput {
		return dst, false
	}
	start := len(dst)
	var rs [fastMaxRunes]rune
	last := start // where the last label's ASCII form starts
	for i := 0; ; {
		labStart := len(dst)
		last = labStart
		n := 0
		nonASCII := false
		for i < len(s) && s[i] != '.' {
			if n == fastMaxRunes {
				return dst[:start], false
			}
			c := s[i]
			if c < utf8.RuneSelf {
				switch asciiClass[c] {
				case clsUpper:
					c += 'a' - 'A'
				case clsLower, clsHyphen:
				default:
					return dst[:start], false
				}
				dst = append(dst, c)
				rs[n] = rune(c)
				n++
				i++
				continue
			}
			var r rune
			if i+2 < len(s) && c&0xF0 == 0xE0 && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80 {
				r = rune(c&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
				if r < 0x800 || 0xD800 <= r && r <= 0xDFFF {
					return dst[:start], false
				}
				i += 3
			} else if i+1 < len(s) && c&0xE0 == 0xC0 && c >= 0xC2 && s[i+1]&0xC0 == 0x80 {
				r = rune(c&0x1F)<<6 | rune(s[i+1]&0x3F)
				i += 2
			} else {
				var size int
				r, size = utf8fast.DecodeRune(s, i)
				if r == utf8.RuneError && size == 1 {
					return dst[:start], false
				}
				i += size
			}
			p := tables.Lookup(r)
			if p.Status() != tables.Valid || !p.NFCInert() || p.Derived() == tables.CONTEXTO || p.Derived() == tables.CONTEXTJ ||
				bidiFlags(p) != 0 || n == 0 && p.IsMark() {
				return dst[:start], false
			}
			rs[n] = r
			n++
			nonASCII = true
		}
		if n == 0 {
			return dst[:start], false // an empty label, or a root dot
		}
		if n >= 4 && rs[2] == '-' && rs[3] == '-' ||
			o.checkHyphens && (rs[0] == '-' || rs[n-1] == '-') {
			return dst[:start], false
		}
		if nonASCII {
			var err error
			dst, err = punycode.AppendEncodeRunes(append(dst[:labStart], label.ACEPrefix...), rs[:n])
			if err != nil {
				return dst[:start], false
			}
		}
		if o.verifyDNSLength && len(dst)-labStart > label.MaxLabelLen {
			return dst[:start], false
		}
		if i == len(s) {
			break
		}
		dst = append(dst, '.')
		i++
		if i == len(s) {
			return dst[:start], false // a root dot
		}
	}
	if o.verifyDNSLength && len(dst)-start > label.MaxNameLen {
		return dst[:start], false
	}
	if o.rejectMappedIP && isIPv4Number(dst[last:]) {
		return dst[:start], false
	}
	return dst, true
}
