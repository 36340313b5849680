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
		if c.tracing {
			c.checkNameprep(idx, err)
		}
		if err != nil {
			c.nameprepProblem(err, idx, src, fromInput)
			return dst, false
		}
		dot := strings.IndexByte(p, '.') >= 0
		c.check(idx, rule.LABEL_DOT, "nameprep gives no full stop, which would split the label", !dot, "nameprep gives "+strconv.Quote(p))
		if dot {
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
				c.check(idx, rule.STD3_LDH, std3LDHName, false, runeName(rune(b)))
				c.problem(rule.STD3_LDH, idna.ErrDisallowed, idx, rune(b), off, "")
				return dst, false
			}
		}
		c.check(idx, rule.STD3_LDH, std3LDHName, true, "")
		hyphen := s != "" && (s[0] == '-' || s[len(s)-1] == '-')
		c.check(idx, rule.STD3_HYPHEN, "step 3b: no hyphen at the start or end (STD3)", !hyphen, "")
		if hyphen {
			c.problem(rule.STD3_HYPHEN, idna.ErrHyphen, idx, -1, src, "")
			return dst, false
		}
	}
	start := len(dst)
	if isASCII(s) {
		dst = append(dst, s...)
	} else {
		ace := label.HasACEPrefix(s)
		c.check(idx, rule.ACE_PREFIX, "step 5: does not begin with xn-- before encoding", !ace, "")
		if ace {
			c.problem(rule.ACE_PREFIX, idna.ErrPunycode, idx, -1, src, "")
			return dst[:start], false
		}
		dst = append(dst, label.ACEPrefix...)
		var err error
		dst, err = punycode.AppendEncode(dst, s)
		c.check(idx, rule.PUNYCODE, "step 6: Punycode encoding, behind xn--", err == nil, errText(err))
		if err != nil {
			c.problem(rule.PUNYCODE, idna.ErrPunycode, idx, -1, src, err.Error())
			return dst[:start], false
		}
	}
	n := len(dst) - start
	c.check(idx, rule.LENGTH, "step 8: ASCII form is 1 to 63 octets", n >= 1 && n <= label.MaxLabelLen, "")
	if n < 1 || n > label.MaxLabelLen {
		if pr := c.problem(rule.LENGTH, idna.ErrLength, idx, -1, src, strconv.Itoa(n)+" octets"); pr != nil {
			// The length words the sentence: 0 is an empty label, as
			// A4_2's, and not a label "too long: 0 characters".
			pr.Length = n
		}
		return dst[:start], false
	}
	return dst, true
}

const std3LDHName = "step 3a: ASCII code points are letters, digits or hyphen (STD3)"

// checkNameprep records the checks of nameprep (RFC 3491 sections 5 to 7)
// as Prepare ran them: in its order, prohibited, bidi, then unassigned
// unless AllowUnassigned, up to the first that failed.
func (c *conversion) checkNameprep(idx int, err error) {
	var ne *nameprep.Error
	errors.As(err, &ne)
	for _, st := range []struct {
		code rule.Code
		name string
	}{
		{rule.NP_PROHIBITED, "nameprep: no prohibited code point (RFC 3491 section 5: tables C.1.2, C.2.2, C.3 to C.9)"},
		{rule.NP_BIDI, "nameprep: bidi (RFC 3454 section 6): RandALCat not mixed with LCat, and first and last"},
		{rule.NP_UNASSIGNED, "nameprep: no code point unassigned in Unicode 3.2 (table A.1; AllowUnassigned off)"},
	} {
		if st.code == rule.NP_UNASSIGNED && c.p.AllowUnassigned {
			continue
		}
		if ne != nil && ne.Code == st.code {
			c.check(idx, st.code, st.name, false, nameprepDetail(ne))
			return
		}
		c.check(idx, st.code, st.name, true, "")
	}
}

// labelToUnicode is RFC 3490 section 4.2 for one label. It never fails: on
// any failure it returns the label as given, and the problem is recorded.
// decoded is the Punycode decoding of an ACE label, even when a later step
// fails, for Explain; "" when there is none.
func (c *conversion) labelToUnicode(lab string, idx, src int) (out, decoded string) {
	s := lab
	if !isASCII(s) {
		p, err := nameprep.Prepare(s, c.p.AllowUnassigned)
		if err != nil {
			c.nameprepProblem(err, idx, src, true)
			return lab, decoded
		}
		s = p
	}
	body, ok := label.TrimACEPrefix(s)
	if !ok {
		return lab, decoded // not an ACE label: nothing to convert
	}
	c.phase = phaseToUnicode
	defer func() { c.phase = phaseToASCII }()
	dec, err := punycode.Decode(body)
	c.check(idx, rule.PUNYCODE, "ToUnicode step 5: the xn-- label is valid Punycode", err == nil, errText(err))
	if err != nil {
		c.problem(rule.PUNYCODE, idna.ErrPunycode, idx, -1, src, err.Error())
		return lab, decoded
	}
	decoded = dec
	i, _ := label.IndexDot(dec)
	c.check(idx, rule.LABEL_DOT, "ToUnicode: the decoded label has no full stop", i < 0, "decodes to "+strconv.Quote(dec))
	if i >= 0 {
		// "xn--r6j" decodes to U+3002: the label would read as two.
		c.problem(rule.LABEL_DOT, idna.ErrLabelDot, idx, -1, src, "decodes to "+strconv.Quote(dec))
		return lab, decoded
	}
	// Round trip: ToASCII of the result must give back the ACE label. Its
	// problems concern the decoded text, not the input: they are reported
	// at the start of the label.
	c.phase = phaseRoundTrip
	back, ok := c.labelToASCII(nil, dec, idx, src, false)
	c.phase = phaseToUnicode
	if !ok {
		return lab, decoded
	}
	same := strings.EqualFold(string(back), s)
	c.check(idx, rule.ROUNDTRIP, "ToUnicode steps 6 and 7: ToASCII of the decoded label gives back the xn-- label, case aside", same, "ToASCII gives "+string(back))
	if !same {
		c.problem(rule.ROUNDTRIP, idna.ErrPunycode, idx, -1, src, "ToASCII gives "+string(back))
		return lab, decoded
	}
	return dec, dec
}

// errText is err's message, or "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
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
		detail += " (RFC 3454 table " + ne.Table + ")"
	default: // invalid UTF-8 cannot reach nameprep
		code = rule.NP_PROHIBITED
	}
	off := src
	if fromInput {
		off += ne.Offset
	}
	c.problem(code, family, idx, ne.Rune, off, detail)
}

// nameprepDetail describes a nameprep error for a trace: the rule, the
// code point and, for a table lookup, the table.
func nameprepDetail(ne *nameprep.Error) string {
	detail := nameprepRule(ne) + ": " + runeName(ne.Rune)
	if ne.Code != rule.NP_BIDI && ne.Table != "" {
		detail += " (table " + ne.Table + ")"
	}
	return detail
}

// nameprepRule says in words which nameprep rule ne reports.
func nameprepRule(ne *nameprep.Error) string {
	switch ne.Code {
	case rule.NP_PROHIBITED:
		return "prohibited"
	case rule.NP_UNASSIGNED:
		return "unassigned"
	case rule.NP_BIDI:
		if ne.Table == "D.2" {
			return "bidi: RandALCat and LCat mixed"
		}
		return "bidi: must start and end with RandALCat"
	}
	return string(ne.Code)
}
