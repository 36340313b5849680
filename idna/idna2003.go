package idna

import (
	"errors"
	"strconv"
	"strings"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/nameprep"
	"github.com/xn-go/xn/punycode"
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
	codeNPProhibited = "NP_PROHIBITED" // RFC 3491 section 5: prohibited output
	codeNPBidi       = "NP_BIDI"       // RFC 3491 section 6: bidi (RFC 3454 section 6)
	codeNPUnassigned = "NP_UNASSIGNED" // RFC 3491 section 7 with AllowUnassigned false
	codeSTD3LDH      = "STD3_LDH"      // RFC 3490 4.1 step 3a
	codeSTD3Hyphen   = "STD3_HYPHEN"   // RFC 3490 4.1 step 3b
	codeACEPrefix    = "ACE_PREFIX"    // RFC 3490 4.1 step 5
	codePunycode2003 = "PUNYCODE"      // RFC 3490 4.1 step 6, 4.2 step 5
	codeLength2003   = "LENGTH"        // RFC 3490 4.1 step 8
	codeRoundTrip    = "ROUNDTRIP"     // RFC 3490 4.2 step 7
	codeLabelDot2003 = "LABEL_DOT"     // nameprep produced a full stop inside the label
)

// label2003 converts one label with RFC 3490 ToASCII or ToUnicode, appending
// the result to st.buf.
func (st *state) label2003(in string, src, srcEnd int, last bool) {
	idx := len(st.labels)
	if idx > 0 {
		st.buf = append(st.buf, '.')
	}
	sp := span{start: len(st.buf), src: src, srcEnd: srcEnd}
	root := last && idx > 0 && in == ""
	switch {
	case root:
		// The empty root label after a trailing dot is not a label to
		// convert (RFC 3490 section 3.1 lets a name end in a dot).
	case st.toASCII:
		n := len(st.buf)
		out, ok := st.toASCII2003(st.buf, in, idx, src, srcEnd)
		if ok {
			st.buf = out
		} else {
			st.buf = append(st.buf[:n], in...)
		}
	default:
		st.buf = append(st.buf, st.toUnicode2003(in, idx, src, srcEnd)...)
	}
	sp.end = len(st.buf)
	sp.ascii = isASCII(st.buf[sp.start:sp.end])
	st.labels = append(st.labels, sp)
}

// toASCII2003 is RFC 3490 section 4.1 for one label.
func (st *state) toASCII2003(dst []byte, lab string, idx, src, srcEnd int) ([]byte, bool) {
	s := lab
	if !isASCII(s) {
		p, err := nameprep.Prepare(s, st.o.allowUnassigned)
		if err != nil {
			st.nameprepProblem(err, idx, src, srcEnd)
			return dst, false
		}
		if strings.IndexByte(p, '.') >= 0 {
			// U+2488 and others become "1.": the label would turn into
			// two, which RFC 3490 (labels split before ToASCII) does not
			// provide for. Reject it rather than emit a different name.
			st.problemDetail(codeLabelDot2003, ErrLabelDot, idx, '.', src, srcEnd, "nameprep gives "+strconv.Quote(p))
			return dst, false
		}
		s = p
	}
	if st.o.useSTD3ASCIIRules {
		// Step 3a looks at ASCII code points only.
		for i := 0; i < len(s); i++ {
			if c := s[i]; c < 0x80 && asciiClass[c] == clsOther {
				st.problemDetail(codeSTD3LDH, ErrDisallowed, idx, rune(c), src, srcEnd, "")
				return dst, false
			}
		}
		if s != "" && (s[0] == '-' || s[len(s)-1] == '-') {
			st.problemDetail(codeSTD3Hyphen, ErrHyphen, idx, -1, src, srcEnd, "")
			return dst, false
		}
	}
	start := len(dst)
	if isASCII(s) {
		dst = append(dst, s...)
	} else {
		if label.HasACEPrefix(s) {
			st.problemDetail(codeACEPrefix, ErrPunycode, idx, -1, src, srcEnd, "")
			return dst[:start], false
		}
		dst = append(dst, label.ACEPrefix...)
		var err error
		if dst, err = punycode.AppendEncode(dst, s); err != nil {
			st.problemDetail(codePunycode2003, ErrPunycode, idx, -1, src, srcEnd, err.Error())
			return dst[:start], false
		}
	}
	if n := len(dst) - start; n < 1 || n > 63 {
		st.problemDetail(codeLength2003, ErrLength, idx, -1, src, srcEnd, "")
		return dst[:start], false
	}
	return dst, true
}

// toUnicode2003 is RFC 3490 section 4.2 for one label. It never fails: on
// any failure it returns the label as given, and the problem is recorded
// separately.
func (st *state) toUnicode2003(lab string, idx, src, srcEnd int) string {
	s := lab
	if !isASCII(s) {
		p, err := nameprep.Prepare(s, st.o.allowUnassigned)
		if err != nil {
			st.nameprepProblem(err, idx, src, srcEnd)
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
		st.problemDetail(codePunycode2003, ErrPunycode, idx, -1, src, srcEnd, err.Error())
		return lab
	}
	if i, _ := label.IndexDot(dec); i >= 0 {
		// "xn--r6j" decodes to U+3002: the label would read as two.
		st.problemDetail(codeLabelDot2003, ErrLabelDot, idx, -1, src, srcEnd, "decodes to "+strconv.Quote(dec))
		return lab
	}
	// Round trip: ToASCII of the result must give back the ACE label.
	back, ok := st.toASCII2003(nil, dec, idx, src, srcEnd)
	if !ok {
		return lab
	}
	if !strings.EqualFold(string(back), s) {
		st.problemDetail(codeRoundTrip, ErrPunycode, idx, -1, src, srcEnd, "ToASCII gives "+string(back))
		return lab
	}
	return dec
}

func (st *state) nameprepProblem(err error, idx, src, srcEnd int) {
	var ne *nameprep.Error
	if !errors.As(err, &ne) {
		st.problemDetail(codeNPProhibited, ErrDisallowed, idx, -1, src, srcEnd, err.Error())
		return
	}
	code, family, detail := codeNPProhibited, ErrDisallowed, ne.Rule.String()
	switch ne.Rule {
	case nameprep.RuleBidiMixed, nameprep.RuleBidiEnds:
		code, family = codeNPBidi, ErrBidi
	case nameprep.RuleUnassigned:
		code = codeNPUnassigned
	}
	if ne.Table != 0 {
		detail += " (RFC 3454 table " + ne.Table.String() + ")"
	}
	st.problemDetail(code, family, idx, ne.Rune, src, srcEnd, detail)
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
