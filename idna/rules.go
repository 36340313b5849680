package idna

import (
	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/rule"
)

// A step is one rule, or a group of rules checked together, of a
// conversion: its codes (or of, which gives those that depend on the
// label's code points, in the order checked) and when it runs. Explain
// derives what a conversion checked by walking conversionSteps over the
// finished labels, so the conversion records nothing; each "when" asks
// what the pipeline asks before it runs the check.
type step struct {
	name  bool // about the whole name; otherwise run on each label
	codes []rule.Code
	of    func(w *walk) []rule.Code
	when  func(w *walk) bool
}

// walk is what a step reads: the finished conversion, whether it is a
// Bidi domain name, and for a label step the label, its index and its
// code points.
type walk struct {
	st     *state
	domain bool
	idx    int
	lv     *labelValue
	props  []tables.Props
}

// conversionSteps are the rules of a conversion in pipeline order: the
// name's input, each label from mapping to its ASCII form, the name's
// result. A trace lists the name's apart from each label's.
var conversionSteps = []step{
	{name: true, codes: []rule.Code{rule.OPTION}, when: func(w *walk) bool { return len(w.st.o.refused) > 0 }},
	{name: true, codes: []rule.Code{rule.TOOLONG, rule.UTF8}, when: func(w *walk) bool { return len(w.st.o.refused) == 0 }},
	// mapLabel, once per input label: 15.0's P1 and MAPPED_FORBIDDEN.
	{codes: []rule.Code{rule.P1}, when: func(w *walk) bool { return v15 && w.mapped() }},
	{codes: []rule.Code{rule.MAPPED_FORBIDDEN}, when: func(w *walk) bool {
		return w.mapped() && w.st.o.rejectMappedForbidden && !w.st.o.useSTD3ASCIIRules
	}},
	// decodeLabel or punycodeOnly, on an xn-- label, decoded or not.
	{codes: []rule.Code{rule.P4}, when: func(w *walk) bool { return w.lv.origin != fromText }},
	{codes: []rule.Code{codeDot}, when: func(w *walk) bool { return w.lv.origin != fromText && w.st.o.punycodeOnly != nil }},
	// validate: labelRules, then the contextual rules where their code points are.
	{of: (*walk).validity, when: (*walk).validated},
	{of: (*walk).joiners, when: func(w *walk) bool { return w.validated() && w.st.o.checksJoiners() }},
	{of: (*walk).contextO, when: func(w *walk) bool { return w.validated() && w.st.o.checksContextO() }},
	{codes: []rule.Code{rule.X4_2}, when: func(w *walk) bool { return !w.st.toASCII && w.st.o.verifyDNSLength }},
	// process: the Bidi rule of the label's direction in a Bidi domain
	// name, forbidden code points, an empty result.
	{of: (*walk).bidi, when: func(w *walk) bool {
		return w.st.o.checkBidi && len(w.props) > 0 && w.domain
	}},
	{codes: []rule.Code{rule.FORBIDDEN}, when: func(w *walk) bool { return w.st.o.forbidden != nil }},
	{name: true, codes: []rule.Code{rule.EMPTY}, when: func(w *walk) bool { return w.labelled() && w.st.o.rejectEmptyResult }},
	// appendASCII: Punycode for a label not ASCII and not an A-label of
	// the input copied as it is; VerifyDnsLength; then checkIPLiteral.
	{codes: []rule.Code{rule.A3}, when: func(w *walk) bool {
		return w.st.toASCII && w.lv.origin != decodedInput && !isASCII(w.st.buf[w.lv.start:w.lv.end])
	}},
	{codes: []rule.Code{rule.A4_2}, when: (*walk).checksLengths},
	{name: true, codes: []rule.Code{rule.A4_1}, when: (*walk).checksLengths},
	{name: true, codes: []rule.Code{rule.IPLITERAL}, when: func(w *walk) bool {
		return w.labelled() && w.st.toASCII && w.st.o.rejectMappedIP
	}},
}

// ranSteps returns the codes of the steps that ran on label idx of st's
// finished conversion (-1: on the whole name), in order, possibly repeated;
// domain tells whether the name is a Bidi domain name (bidiDomain).
func ranSteps(st *state, idx int, domain bool) []rule.Code {
	w := &walk{st: st, domain: domain, idx: idx}
	if idx >= 0 {
		w.lv = &st.labels[idx]
		w.props = appendProps(nil, st.buf[w.lv.start:w.lv.end])
	}
	var codes []rule.Code
	for _, s := range conversionSteps {
		switch {
		case s.name != (idx < 0) || !s.when(w):
		case s.of != nil:
			codes = append(codes, s.of(w)...)
		default:
			codes = append(codes, s.codes...)
		}
	}
	return codes
}

// labelled: the conversion got as far as labels (no refused option, and
// the input is not too long and is UTF-8).
func (w *walk) labelled() bool      { return len(w.st.labels) > 0 }
func (w *walk) checksLengths() bool { return w.labelled() && w.st.toASCII && w.st.o.verifyDNSLength }

// mapped reports whether the mapping step ran on the label's input label,
// whose first label holds its rules.
func (w *walk) mapped() bool {
	return w.st.o.maps() && (w.idx == 0 || w.st.labels[w.idx-1].src != w.lv.src)
}

// validated reports whether validate ran on the label: the profile
// validates, and the label is not an xn-- label kept as it is.
func (w *walk) validated() bool {
	o := w.st.o
	return o.punycodeOnly == nil && o.unvalidated == nil && w.lv.origin != undecodable
}

// validity gives the rules of labelRules that apply to the label.
func (w *walk) validity() (codes []rule.Code) {
	for _, r := range labelRules {
		if r.applies(w.st.o, w.lv.origin != fromText) {
			codes = append(codes, r.codes...)
		}
	}
	return codes
}

// joiners and contextO give the rule of each joiner (C1, C2) and CONTEXTO
// code point (C3 to C9) of the label, in order.
func (w *walk) joiners() []rule.Code  { return w.each(joinerRule) }
func (w *walk) contextO() []rule.Code { return w.each(contextORule) }
func (w *walk) each(ruleOf func(rune) rule.Code) (codes []rule.Code) {
	for _, p := range w.props {
		if code := ruleOf(p.Rune()); code != "" {
			codes = append(codes, code)
		}
	}
	return codes
}

func (w *walk) bidi() []rule.Code { return bidiRules(w.props) }
