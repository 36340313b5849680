package idna2003

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/nameprep"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// Explain converts s with p and records, for each label, RFC 3490 ToASCII
// with the steps of nameprep one by one and, for a label that is an ACE
// label after nameprep, ToUnicode and its round trip. Its Unicode and ASCII
// results are those of ToUnicode and ToASCII. In the trace's input labels,
// Mapped is the label after nameprep's tables B.1 and B.2 (RFC 3491
// section 3) and Normalized after NFKC (section 4); an all-ASCII label, to
// which RFC 3490 does not apply nameprep, is both.
func (p Profile) Explain(s string) *trace.Trace {
	tr := &trace.Trace{Profile: p.String(), Input: s}
	tr.Unicode, tr.UnicodeErr = p.ToUnicode(s)
	tr.ASCII, tr.ASCIIErr = p.ToASCII(s)
	if len(s) > idna.MaxInputLen || !utf8.ValidString(s) {
		return tr // no labels to show
	}
	spans := labelSpans(s)
	for idx, sp := range spans {
		in := s[sp[0]:sp[1]]
		il := trace.InputLabel{Text: in, Offset: sp[0], Mapped: in, Normalized: in}
		for _, r := range in {
			il.CodePoints = append(il.CodePoints, trace.LookupRune(r))
		}
		lt := trace.Label{Index: idx, Unicode: in, ASCII: in}
		if idx > 0 && idx == len(spans)-1 && in == "" {
			// The root: not a label to convert (see conversion.label).
			tr.InputLabels = append(tr.InputLabels, il)
			tr.Labels = append(tr.Labels, lt)
			continue
		}
		a := p.traceToASCII(in)
		il.Mapped, il.Normalized = a.mapped, a.normalized
		lt.Rules = a.run.rules
		lt.ASCII, lt.NoASCII = a.ascii, !a.hasASCII
		if a.prepared {
			lt.Unicode = a.normalized
		}
		// ToUnicode converts a label that is an ACE label after nameprep.
		if body, ok := label.TrimACEPrefix(a.normalized); a.prepared && ok {
			lt.Rules = append(lt.Rules, p.traceToUnicode(&lt, body, a.normalized)...)
		}
		tr.InputLabels = append(tr.InputLabels, il)
		tr.Labels = append(tr.Labels, lt)
	}
	return tr
}

// labelSpans returns the start and end offsets of the labels of s, split
// at the four IDNA dots.
func labelSpans(s string) [][2]int {
	var spans [][2]int
	start := 0
	for {
		i, n := label.IndexDot(s[start:])
		if i < 0 {
			return append(spans, [2]int{start, len(s)})
		}
		spans = append(spans, [2]int{start, start + i})
		start += i + n
	}
}

// asciiTrace is the trace of RFC 3490 ToASCII (section 4.1) on one label.
type asciiTrace struct {
	run                ruleRun
	mapped, normalized string // the nameprep steps; the label itself when it is ASCII
	prepared           bool   // nameprep ran and passed, or was not needed
	ascii              string // the ASCII form, if the steps before step 8 passed
	hasASCII           bool
}

// traceToASCII runs RFC 3490 ToASCII on one label step by step, with the
// exported steps of package nameprep, as labelToASCII runs it in one go.
func (p Profile) traceToASCII(lab string) *asciiTrace {
	a := &asciiTrace{mapped: lab, normalized: lab}
	r := &a.run
	text := lab
	if !isASCII(lab) {
		// Step 2: nameprep, whose steps stop at the first error.
		a.mapped, _ = nameprep.Map(lab) // the input is valid UTF-8
		a.normalized, _ = nameprep.Normalize(a.mapped)
		text = a.normalized
		r.check(rule.NP_PROHIBITED, "nameprep: no prohibited code point (RFC 3491 section 5: tables C.1.2, C.2.2, C.3 to C.9)", func() (bool, string) {
			return nameprepVerdict(nameprep.CheckProhibited(text))
		})
		r.check(rule.NP_BIDI, "nameprep: bidi (RFC 3454 section 6): RandALCat not mixed with LCat, and first and last", func() (bool, string) {
			return nameprepVerdict(nameprep.CheckBidi(text))
		})
		if !p.AllowUnassigned {
			r.check(rule.NP_UNASSIGNED, "nameprep: no code point unassigned in Unicode 3.2 (table A.1; AllowUnassigned off)", func() (bool, string) {
				return nameprepVerdict(nameprep.CheckUnassigned(text))
			})
		}
		r.check(rule.LABEL_DOT, "nameprep gives no full stop, which would split the label", func() (bool, string) {
			return strings.IndexByte(text, '.') < 0, "nameprep gives " + quoteLabel(text)
		})
		a.prepared = !r.failed
	} else {
		a.prepared = true
	}
	if p.UseSTD3ASCIIRules {
		r.check(rule.STD3_LDH, "step 3a: ASCII code points are letters, digits or hyphen (STD3)", func() (bool, string) {
			for i := 0; i < len(text); i++ {
				if b := text[i]; b < 0x80 && !std3Allowed(b) {
					return false, runeName(rune(b))
				}
			}
			return true, ""
		})
		r.check(rule.STD3_HYPHEN, "step 3b: no hyphen at the start or end (STD3)", func() (bool, string) {
			return text == "" || text[0] != '-' && text[len(text)-1] != '-', ""
		})
	}
	ascii := text
	if !isASCII(text) {
		r.check(rule.ACE_PREFIX, "step 5: does not begin with xn-- before encoding", func() (bool, string) {
			return !label.HasACEPrefix(text), ""
		})
		r.check(rule.PUNYCODE, "step 6: Punycode encoding, behind xn--", func() (bool, string) {
			enc, err := punycode.Encode(text)
			if err != nil {
				return false, err.Error()
			}
			ascii = label.ACEPrefix + enc
			return true, ""
		})
	}
	if !r.failed {
		a.ascii, a.hasASCII = ascii, true
	}
	r.check(rule.LENGTH, "step 8: ASCII form is 1 to 63 octets", func() (bool, string) {
		return len(ascii) >= 1 && len(ascii) <= label.MaxLabelLen, ""
	})
	return a
}

// traceToUnicode runs RFC 3490 ToUnicode (section 4.2) on an ACE label
// after nameprep, ace, whose Punycode is body, and returns its rules. It
// sets lt's Unicode form and FromPunycode when the label decodes.
func (p Profile) traceToUnicode(lt *trace.Label, body, ace string) []trace.Verdict {
	var u ruleRun
	var dec string
	u.check(rule.PUNYCODE, "ToUnicode step 5: the xn-- label is valid Punycode", func() (bool, string) {
		var err error
		dec, err = punycode.Decode(body)
		if err != nil {
			return false, err.Error()
		}
		lt.FromPunycode = true
		lt.Unicode = dec
		return true, ""
	})
	u.check(rule.LABEL_DOT, "ToUnicode: the decoded label has no full stop", func() (bool, string) {
		i, _ := label.IndexDot(dec)
		return i < 0, "decodes to " + quoteLabel(dec)
	})
	const roundTrip = "ToUnicode steps 6 and 7: ToASCII of the decoded label gives back the xn-- label, case aside"
	if u.failed {
		u.check(rule.ROUNDTRIP, roundTrip, nil)
		return u.rules
	}
	back := p.traceToASCII(dec)
	for _, rv := range back.run.rules {
		if !rv.OK && !rv.Skipped {
			// The round trip fails with the problem of ToASCII.
			u.check(rv.Code, roundTrip, func() (bool, string) {
				return false, "ToASCII of the decoded label: " + rv.Detail
			})
			return u.rules
		}
	}
	u.check(rule.ROUNDTRIP, roundTrip, func() (bool, string) {
		return strings.EqualFold(back.ascii, ace), "ToASCII gives " + back.ascii
	})
	return u.rules
}

// A ruleRun records the rules of one pipeline on one label, in order: once
// a rule fails, the pipeline stops and the rules after it are skipped.
type ruleRun struct {
	rules  []trace.Verdict
	failed bool // a rule has failed
}

// check runs one rule unless an earlier one failed. test returns whether it
// passed and, if not, a detail.
func (r *ruleRun) check(code rule.Code, name string, test func() (ok bool, detail string)) {
	if r.failed {
		r.rules = append(r.rules, trace.Verdict{Code: code, Name: name, Skipped: true, Detail: "an earlier step failed"})
		return
	}
	ok, detail := test()
	r.failed = !ok
	if ok {
		detail = ""
	}
	r.rules = append(r.rules, trace.Verdict{Code: code, Name: name, OK: ok, Detail: detail})
}

// nameprepVerdict turns the result of a nameprep check into a verdict.
func nameprepVerdict(err error) (bool, string) {
	if err == nil {
		return true, ""
	}
	var ne *nameprep.Error
	if !errors.As(err, &ne) {
		return false, err.Error()
	}
	detail := nameprepRule(ne) + ": " + runeName(ne.Rune)
	if ne.Code != rule.NP_BIDI && ne.Table != 0 {
		detail += " (table " + ne.Table.String() + ")"
	}
	return false, detail
}

func quoteLabel(s string) string {
	return "\"" + s + "\""
}

// runeName spells a code point as idna's problems do: U+XXXX, and the
// character itself when it is visible.
func runeName(r rune) string {
	s := "U+" + strings.ToUpper(strconv.FormatInt(int64(r), 16))
	for len(s) < 6 {
		s = s[:2] + "0" + s[2:]
	}
	visible := r > ' ' && r != 0x7f && utf8.ValidRune(r) &&
		!(r >= 0x80 && r < 0xa0 || r == 0x200c || r == 0x200d || r >= 0xd800 && r < 0xe000)
	if visible {
		s += " '" + string(r) + "'"
	}
	return s
}
