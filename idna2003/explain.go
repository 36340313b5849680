package idna2003

import (
	"slices"
	"unicode/utf8"

	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/nameprep"
)

// Explain converts s with p and records, for each label, the steps RFC 3490
// ToASCII ran (nameprep's checks, then those of section 4.1) and, for a
// label that is an ACE label after nameprep, the steps of ToUnicode and its
// round trip, each with its verdict, as the conversions themselves recorded
// them while they ran: a step that did not run is not listed, and a step
// fails exactly where the conversion reported its problem. Its Unicode and
// ASCII results are those of ToUnicode and ToASCII. In the trace's input
// labels, Mapped is the label after nameprep's tables B.1 and B.2 (RFC 3491
// section 3) and Normalized after NFKC (section 4); an all-ASCII label, to
// which RFC 3490 does not apply nameprep, is both.
func (p Profile) Explain(s string) *trace.Trace {
	tr := &trace.Trace{Profile: p.String(), Input: s, UnicodeVersion: "3.2.0", Mapping: trace.MappingNameprep}
	asc := p.newConversion(s, true)
	asc.tracing = true
	asc.run()
	uni := p.newConversion(s, false)
	uni.tracing = true
	uni.run()
	tr.ASCII, tr.ASCIIErr = asc.asciiResult()
	tr.Unicode, tr.UnicodeErr = uni.unicodeResult()
	if len(asc.results) == 0 {
		return tr // too long or not UTF-8: no labels
	}
	spans := labelSpans(s)
	for idx, sp := range spans {
		in := s[sp[0]:sp[1]]
		il := trace.InputLabel{Text: in, Offset: sp[0], Mapped: in, Normalized: in}
		for _, r := range in {
			il.CodePoints = append(il.CodePoints, trace.LookupRune(r))
		}
		if !isASCII(in) {
			// The intermediate forms, for display; the verdicts are
			// the conversion's.
			il.Mapped, _ = nameprep.Map(in)
			il.Normalized, _ = nameprep.Normalize(il.Mapped)
		}
		a, u := asc.results[idx], uni.results[idx]
		lt := trace.Label{Index: idx, Unicode: u.out, ASCII: a.out, NoASCII: !a.ok, FromPunycode: u.decoded != ""}
		if u.decoded != "" {
			lt.Unicode = u.decoded // shown even when a later step kept the label
		}
		if !a.ok {
			lt.ASCII = ""
		}
		if u.decoded == "" && il.Normalized != in && !hasFailed(asc.steps, idx) {
			lt.Unicode = il.Normalized // the prepared label
		}
		lt.Rules = append(verdicts(asc.steps, idx, phaseToASCII), verdicts(uni.steps, idx, phaseToUnicode, phaseRoundTrip)...)
		tr.InputLabels = append(tr.InputLabels, il)
		tr.Labels = append(tr.Labels, lt)
	}
	return tr
}

// verdicts returns the steps recorded for label idx in the phases given.
func verdicts(steps []step, idx int, phases ...phase) []trace.Verdict {
	var out []trace.Verdict
	for _, st := range steps {
		if st.label == idx && slices.Contains(phases, st.phase) {
			out = append(out, trace.Verdict{Code: st.code, Name: st.name, OK: st.ok, Detail: st.detail})
		}
	}
	return out
}

// hasFailed reports whether a step of label idx failed.
func hasFailed(steps []step, idx int) bool {
	for _, st := range steps {
		if st.label == idx && !st.ok {
			return true
		}
	}
	return false
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

// runeName spells a code point as idna's problems do: U+XXXX, and the
// character itself when it is visible.
func runeName(r rune) string {
	s := codepoint.String(r)
	visible := r > ' ' && r != 0x7f && utf8.ValidRune(r) &&
		!(r >= 0x80 && r < 0xa0 || r == 0x200c || r == 0x200d || r >= 0xd800 && r < 0xe000)
	if visible {
		s += " '" + string(r) + "'"
	}
	return s
}
