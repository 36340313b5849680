package idna

import (
	"errors"
	"strconv"
	"strings"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/nameprep"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// IDNA2003 is RFC 3490 with nameprep (RFC 3491), with the flags as RFC 3490
// defaults them for stored strings: AllowUnassigned false and
// UseSTD3ASCIIRules false. ToASCII and ToUnicode apply the RFC's operations
// to each label (section 3.1); ASCII labels are not lowercased, as the RFC
// says. Its problem codes are listed in docs/idna2003.md.
var IDNA2003 = &Profile{"IDNA2003", options{std: stdIDNA2003}}

// AllowUnassigned sets the IDNA2003 flag AllowUnassigned: when true,
// nameprep lets code points unassigned in Unicode 3.2 through (for queries,
// RFC 3490 section 5); when false they are an error (NP_UNASSIGNED). It has
// no effect on the other standards.
func AllowUnassigned(allow bool) Option {
	return setting(boolName("AllowUnassigned", allow), !allow, func(o *options) { o.allowUnassigned = allow })
}

// The IDNA2003 problem codes, each naming the RFC 3490 or 3491 step that
// failed.
const (
	codeNPProhibited = rule.NP_PROHIBITED // RFC 3491 section 5: prohibited output
	codeNPBidi       = rule.NP_BIDI       // RFC 3491 section 6: bidi (RFC 3454 section 6)
	codeNPUnassigned = rule.NP_UNASSIGNED // RFC 3491 section 7 with AllowUnassigned false
	codeSTD3LDH      = rule.STD3_LDH      // RFC 3490 4.1 step 3a
	codeSTD3Hyphen   = rule.STD3_HYPHEN   // RFC 3490 4.1 step 3b
	codeACEPrefix    = rule.ACE_PREFIX    // RFC 3490 4.1 step 5
	codePunycode2003 = rule.PUNYCODE      // RFC 3490 4.1 step 6, 4.2 step 5
	codeLength2003   = rule.LENGTH        // RFC 3490 4.1 step 8
	codeRoundTrip    = rule.ROUNDTRIP     // RFC 3490 4.2 step 7
	codeLabelDot2003 = rule.LABEL_DOT     // nameprep produced a full stop inside the label
)

// label2003 converts one label with RFC 3490 ToASCII or ToUnicode, appending
// the result to st.buf.
func (st *state) label2003(in string, src, srcEnd int, last bool) {
	idx := len(st.labels)
	if idx > 0 {
		st.buf = append(st.buf, '.')
	}
	sp := labelValue{index: idx, start: len(st.buf), src: src, srcEnd: srcEnd}
	root := last && idx > 0 && in == ""
	switch {
	case root:
		// The empty root label after a trailing dot is not a label to
		// convert (RFC 3490 section 3.1 lets a name end in a dot).
	case st.toASCII:
		n := len(st.buf)
		out, ok := st.toASCII2003(st.buf, in, idx, src, true)
		if ok {
			st.buf = out
		} else {
			st.buf = append(st.buf[:n], in...)
		}
	default:
		st.buf = append(st.buf, st.toUnicode2003(in, idx, src)...)
	}
	sp.end = len(st.buf)
	sp.ascii = isASCII(st.buf[sp.start:sp.end])
	st.labels = append(st.labels, sp)
}

// toASCII2003 is RFC 3490 section 4.1 for one label, appending the result
// to dst. src is the input offset of the label. fromInput tells whether lab
// is the input label itself, so that byte offsets in it are offsets in the
// input from src on; otherwise (the decoded label of ToUnicode's round
// trip) every problem is reported at src, the start of the label.
func (st *state) toASCII2003(dst []byte, lab string, idx, src int, fromInput bool) ([]byte, bool) {
	s := lab
	if !isASCII(s) {
		p, err := nameprep.Prepare(s, st.o.allowUnassigned)
		if err != nil {
			st.nameprepProblem(err, idx, src, fromInput)
			return dst, false
		}
		if strings.IndexByte(p, '.') >= 0 {
			// U+2488 and others become "1.": the label would turn into
			// two, which RFC 3490 (labels split before ToASCII) does not
			// provide for. Reject it rather than emit a different name.
			// The full stop is not in the input: report the label.
			st.problemAt(codeLabelDot2003, ErrLabelDot, idx, '.', src, "nameprep gives "+strconv.Quote(p))
			return dst, false
		}
		s = p
	}
	if st.o.useSTD3ASCIIRules {
		// Step 3a looks at ASCII code points only.
		for i := 0; i < len(s); i++ {
			if c := s[i]; c < 0x80 && asciiClass[c] == clsOther {
				off := src
				if fromInput && s == lab {
					// The input label, unchanged by nameprep.
					off += i
				}
				st.problemAt(codeSTD3LDH, ErrDisallowed, idx, rune(c), off, "")
				return dst, false
			}
		}
		if s != "" && (s[0] == '-' || s[len(s)-1] == '-') {
			st.problemAt(codeSTD3Hyphen, ErrHyphen, idx, -1, src, "")
			return dst, false
		}
	}
	start := len(dst)
	if isASCII(s) {
		dst = append(dst, s...)
	} else {
		if label.HasACEPrefix(s) {
			st.problemAt(codeACEPrefix, ErrPunycode, idx, -1, src, "")
			return dst[:start], false
		}
		dst = append(dst, label.ACEPrefix...)
		var err error
		if dst, err = punycode.AppendEncode(dst, s); err != nil {
			st.problemAt(codePunycode2003, ErrPunycode, idx, -1, src, err.Error())
			return dst[:start], false
		}
	}
	if n := len(dst) - start; n < 1 || n > 63 {
		st.problemAt(codeLength2003, ErrLength, idx, -1, src, strconv.Itoa(n)+" octets")
		return dst[:start], false
	}
	return dst, true
}

// toUnicode2003 is RFC 3490 section 4.2 for one label. It never fails: on
// any failure it returns the label as given, and the problem is recorded
// separately.
func (st *state) toUnicode2003(lab string, idx, src int) string {
	s := lab
	if !isASCII(s) {
		p, err := nameprep.Prepare(s, st.o.allowUnassigned)
		if err != nil {
			st.nameprepProblem(err, idx, src, true)
			return lab
		}
		s = p
	}
	body, ok := label.TrimACEPrefix(s)
	if !ok {
		return lab // not an ACE label: nothing to convert
	}
	dec, err := punycode.Decode(body)
	if err != nil {
		st.problemAt(codePunycode2003, ErrPunycode, idx, -1, src, err.Error())
		return lab
	}
	if i, _ := label.IndexDot(dec); i >= 0 {
		// "xn--r6j" decodes to U+3002: the label would read as two.
		st.problemAt(codeLabelDot2003, ErrLabelDot, idx, -1, src, "decodes to "+strconv.Quote(dec))
		return lab
	}
	// Round trip: ToASCII of the result must give back the ACE label. Its
	// problems concern the decoded text, not the input: they are reported
	// at the start of the label.
	back, ok := st.toASCII2003(nil, dec, idx, src, false)
	if !ok {
		return lab
	}
	if !strings.EqualFold(string(back), s) {
		st.problemAt(codeRoundTrip, ErrPunycode, idx, -1, src, "ToASCII gives "+string(back))
		return lab
	}
	return dec
}

// problemAt records a problem whose input offset is known: no search for
// the code point in the input label follows (see resolveOffsets).
func (st *state) problemAt(code rule.Code, family error, idx int, r rune, off int, detail string) {
	st.problems = append(st.problems, Problem{Code: code, Label: idx, Offset: off, Rune: r, Err: family, Detail: detail})
}

// nameprepProblem records the nameprep error err of label idx, which starts
// at input offset src. When fromInput is true the prepared string was the
// input label, and err's offset, an offset in it, points into the input;
// otherwise the problem is reported at the start of the label.
func (st *state) nameprepProblem(err error, idx, src int, fromInput bool) {
	var ne *nameprep.Error
	if !errors.As(err, &ne) {
		st.problemAt(codeNPProhibited, ErrDisallowed, idx, -1, src, err.Error())
		return
	}
	code, family, detail := ne.Code, ErrDisallowed, nameprepRule(ne)
	switch ne.Code {
	case rule.NP_BIDI:
		family = ErrBidi
	case rule.NP_PROHIBITED, rule.NP_UNASSIGNED:
		detail += " (RFC 3454 table " + ne.Table.String() + ")"
	default: // invalid UTF-8 cannot reach nameprep
		code = codeNPProhibited
	}
	off := src
	if fromInput {
		off += ne.Offset
	}
	st.problemAt(code, family, idx, ne.Rune, off, detail)
}

// nameprepRule says in words which nameprep rule ne reports.
func nameprepRule(ne *nameprep.Error) string {
	switch ne.Code {
	case rule.NP_PROHIBITED:
		return "prohibited"
	case rule.NP_UNASSIGNED:
		return "unassigned"
	case rule.NP_BIDI:
		if ne.Table == nameprep.TableD2 {
			return "bidi: RandALCat and LCat mixed"
		}
		return "bidi: must start and end with RandALCat"
	}
	return string(ne.Code)
}

// asciiScan2003 is the fast path of IDNA2003 ToASCII: a name of ASCII
// labels is returned as it is when every label passes steps 3 and 8.
func (p *Profile) asciiScan2003(s string) bool {
	if len(s) == 0 || len(s) > MaxInputLen {
		return false
	}
	labelStart := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) {
			c := s[i]
			if c >= 0x80 {
				return false
			}
			if c != '.' {
				if p.o.useSTD3ASCIIRules && asciiClass[c] == clsOther {
					return false
				}
				continue
			}
		}
		n := i - labelStart
		if n == 0 {
			if i != len(s) || labelStart == 0 {
				return false
			}
			break
		}
		if n > 63 || p.o.useSTD3ASCIIRules && (s[labelStart] == '-' || s[i-1] == '-') {
			return false
		}
		labelStart = i + 1
	}
	return true
}
