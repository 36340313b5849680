package idna2003

import (
	"errors"
	"strconv"
	"strings"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/nameprep"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// labelToASCII is RFC 3490 section 4.1 for one label, appending the result
// to dst. src is the input offset of the label. fromInput tells whether lab
// is the input label itself, so that byte offsets in it are offsets in the
// input from src on; otherwise (the decoded label of ToUnicode's round
// trip) every problem is reported at src, the start of the label.
func (c *conversion) labelToASCII(dst []byte, lab string, idx, src int, fromInput bool) ([]byte, bool) {
	s := lab
	if !isASCII(s) {
		p, err := nameprep.Prepare(s, c.p.AllowUnassigned)
		if err != nil {
			c.nameprepProblem(err, idx, src, fromInput)
			return dst, false
		}
		if strings.IndexByte(p, '.') >= 0 {
			// U+2488 and others become "1.": the label would turn into
			// two, which RFC 3490 (labels split before ToASCII) does not
			// provide for. Reject it rather than emit a different name.
			// The full stop is not in the input: report the label.
			c.problem(rule.LABEL_DOT, idna.ErrLabelDot, idx, '.', src, "nameprep gives "+strconv.Quote(p))
			return dst, false
		}
		s = p
	}
	if c.p.UseSTD3ASCIIRules {
		// Step 3a looks at ASCII code points only.
		for i := 0; i < len(s); i++ {
			if b := s[i]; b < 0x80 && !std3Allowed(b) {
				off := src
				if fromInput && s == lab {
					// The input label, unchanged by nameprep.
					off += i
				}
				c.problem(rule.STD3_LDH, idna.ErrDisallowed, idx, rune(b), off, "")
				return dst, false
			}
		}
		if s != "" && (s[0] == '-' || s[len(s)-1] == '-') {
			c.problem(rule.STD3_HYPHEN, idna.ErrHyphen, idx, -1, src, "")
			return dst, false
		}
	}
	start := len(dst)
	if isASCII(s) {
		dst = append(dst, s...)
	} else {
		if label.HasACEPrefix(s) {
			c.problem(rule.ACE_PREFIX, idna.ErrPunycode, idx, -1, src, "")
			return dst[:start], false
		}
		dst = append(dst, label.ACEPrefix...)
		var err error
		if dst, err = punycode.AppendEncode(dst, s); err != nil {
			c.problem(rule.PUNYCODE, idna.ErrPunycode, idx, -1, src, err.Error())
			return dst[:start], false
		}
	}
	if n := len(dst) - start; n < 1 || n > label.MaxLabelLen {
		c.problem(rule.LENGTH, idna.ErrLength, idx, -1, src, strconv.Itoa(n)+" octets")
		return dst[:start], false
	}
	return dst, true
}

// labelToUnicode is RFC 3490 section 4.2 for one label. It never fails: on
// any failure it returns the label as given, and the problem is recorded.
func (c *conversion) labelToUnicode(lab string, idx, src int) string {
	s := lab
	if !isASCII(s) {
		p, err := nameprep.Prepare(s, c.p.AllowUnassigned)
		if err != nil {
			c.nameprepProblem(err, idx, src, true)
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
		c.problem(rule.PUNYCODE, idna.ErrPunycode, idx, -1, src, err.Error())
		return lab
	}
	if i, _ := label.IndexDot(dec); i >= 0 {
		// "xn--r6j" decodes to U+3002: the label would read as two.
		c.problem(rule.LABEL_DOT, idna.ErrLabelDot, idx, -1, src, "decodes to "+strconv.Quote(dec))
		return lab
	}
	// Round trip: ToASCII of the result must give back the ACE label. Its
	// problems concern the decoded text, not the input: they are reported
	// at the start of the label.
	back, ok := c.labelToASCII(nil, dec, idx, src, false)
	if !ok {
		return lab
	}
	if !strings.EqualFold(string(back), s) {
		c.problem(rule.ROUNDTRIP, idna.ErrPunycode, idx, -1, src, "ToASCII gives "+string(back))
		return lab
	}
	return dec
}

// nameprepProblem records the nameprep error err of label idx, which starts
// at input offset src. When fromInput is true the prepared string was the
// input label, and err's offset, an offset in it, points into the input;
// otherwise the problem is reported at the start of the label.
func (c *conversion) nameprepProblem(err error, idx, src int, fromInput bool) {
	var ne *nameprep.Error
	if !errors.As(err, &ne) {
		c.problem(rule.NP_PROHIBITED, idna.ErrDisallowed, idx, -1, src, err.Error())
		return
	}
	code, family, detail := ne.Code, idna.ErrDisallowed, nameprepRule(ne)
	switch ne.Code {
	case rule.NP_BIDI:
		family = idna.ErrBidi
	case rule.NP_PROHIBITED, rule.NP_UNASSIGNED:
		detail += " (RFC 3454 table " + ne.Table.String() + ")"
	default: // invalid UTF-8 cannot reach nameprep
		code = rule.NP_PROHIBITED
	}
	off := src
	if fromInput {
		off += ne.Offset
	}
	c.problem(code, family, idx, ne.Rune, off, detail)
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
