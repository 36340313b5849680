package idna

import (
	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/rule"
)

// A step is one rule, or a group of rules checked together, of a
// conversion: its codes and when it runs. conversionSteps lists them in
// the order the pipeline runs them, and Explain derives what a conversion
// checked by walking that list over the conversion's finished labels, so
// the conversion itself records nothing. Each "when" asks the predicates
// the pipeline asks before it runs the check.
type step struct {
	name  bool        // about the whole name; otherwise run on each label
	codes []rule.Code // the codes it checks, or nil when of gives them
	// of gives the codes of a step that depend on the label's code points
	// (the contextual rules and the Bidi rule), in the order checked.
	of   func(w *walk) []rule.Code
	when func(w *walk) bool
}

// walk is what a step's predicate reads: the finished conversion, and
// for a label step the label, its index and its code points.
type walk struct {
	st    *state
	idx   int
	lv    *labelValue
	props []tables.Props // lv's code points
}

// conversionSteps are the rules of a conversion in pipeline order: the
// name's input, then each label from mapping to its ASCII form, then the
// name's result. Name and label steps interleave as the pipeline runs
// them; a trace lists the name's apart from each label's.
var conversionSteps = []step{
	{name: true, codes: []rule.Code{rule.OPTION}, when: (*walk).refused},
	{name: true, codes: []rule.Code{rule.TOOLONG, rule.UTF8}, when: (*walk).converts},
	// Mapping (mapLabel), once per input label.
	{codes: []rule.Code{rule.P1}, when: (*walk).mapsP1},
	{codes: []rule.Code{rule.MAPPED_FORBIDDEN}, when: (*walk).mapsForbidden},
	// Punycode decoding (decodeLabel, punycodeOnly).
	{codes: []rule.Code{rule.P4}, when: (*walk).decodes},
	{codes: []rule.Code{codeDot}, when: (*walk).decodesOnly},
	// Validity (validate): labelRules, then the contextual rules where
	// their code points are.
	{of: (*walk).validity, when: (*walk).validated},
	{of: (*walk).joiners, when: (*walk).checksJoiners},
	{of: (*walk).contextO, when: (*walk).checksContextO},
	{codes: []rule.Code{rule.X4_2}, when: (*walk).checksEmptyLabel},
	// The name's Bidi rule and forbidden code points (process).
	{of: (*walk).bidi, when: (*walk).checksBidi},
	{codes: []rule.Code{rule.FORBIDDEN}, when: (*walk).checksForbidden},
	{name: true, codes: []rule.Code{rule.EMPTY}, when: (*walk).checksEmptyName},
	// The ASCII form (appendASCII, checkIPLiteral).
	{codes: []rule.Code{rule.A3}, when: (*walk).encodes},
	{codes: []rule.Code{rule.A4_2}, when: (*walk).checksLengths},
	{name: true, codes: []rule.Code{rule.A4_1}, when: (*walk).checksLengths},
	{name: true, codes: []rule.Code{rule.IPLITERAL}, when: (*walk).checksIPLiteral},
}

// ranSteps returns the codes of the steps that ran on label idx of st's
// finished conversion (-1: on the whole name), in order, possibly repeated.
func ranSteps(st *state, idx int) []rule.Code {
	w := &walk{st: st, idx: idx}
	if idx >= 0 {
		w.lv = &st.labels[idx]
		w.props = appendProps(nil, st.buf[w.lv.start:w.lv.end])
	}
	var codes []rule.Code
	for _, s := range conversionSteps {
		if s.name != (idx < 0) || !s.when(w) {
			continue
		}
		if s.of != nil {
			codes = append(codes, s.of(w)...)
		} else {
			codes = append(codes, s.codes...)
		}
	}
	return codes
}

// The predicates of the name steps. A refused option stops the conversion
// before anything else; too long or invalid UTF-8 input before any label.
func (w *walk) refused() bool  { return len(w.st.o.refused) > 0 }
func (w *walk) converts() bool { return !w.refused() }
func (w *walk) labelled() bool { return len(w.st.labels) > 0 }
func (w *walk) checksEmptyName() bool {
	return w.labelled() && w.st.o.rejectEmptyResult
}
func (w *walk) checksIPLiteral() bool {
	return w.labelled() && w.st.toASCII && w.st.o.rejectMappedIP
}

// checksLengths is A4_1 for the name and A4_2 for each label (ToASCII's
// VerifyDnsLength).
func (w *walk) checksLengths() bool {
	return w.labelled() && w.st.toASCII && w.st.o.verifyDNSLength
}

// mapped reports whether the mapping step ran on the label's input label,
// whose first label it records its rules on.
func (w *walk) mapped() bool {
	first := w.idx == 0 || w.st.labels[w.idx-1].src != w.lv.src
	return first && w.st.o.maps()
}

// mapsP1 is 15.0's P1, disallowed code points in the mapping step.
func (w *walk) mapsP1() bool { return v15 && w.mapped() }
func (w *walk) mapsForbidden() bool {
	return w.mapped() && w.st.o.rejectMappedForbidden && !w.st.o.useSTD3ASCIIRules
}

// decodes reports whether the label was an xn-- label that Punycode
// decoding was asked to decode, successfully or not; decodesOnly, of the
// Punycode profile, which also rejects a decoded full stop.
func (w *walk) decodes() bool     { return w.lv.origin != fromText }
func (w *walk) decodesOnly() bool { return w.decodes() && w.st.o.punycodeOnly != nil }

// validated reports whether validate ran on the label: the profile
// validates, and the label is not an xn-- label kept as it is.
func (w *walk) validated() bool {
	o := w.st.o
	return o.punycodeOnly == nil && o.unvalidated == nil && w.lv.origin != undecodable
}

// validity gives the rules of labelRules that apply to the label.
func (w *walk) validity() []rule.Code {
	var codes []rule.Code
	for _, r := range labelRules {
		if r.applies(w.st.o, w.lv.origin != fromText) {
			codes = append(codes, r.codes...)
		}
	}
	return codes
}

// checksJoiners and checksContextO: validate's checks of C1 and C2 and of
// C3 to C9, which it runs on the labels that hold their code points.
func (w *walk) checksJoiners() bool  { return w.validated() && w.st.o.checksJoiners() }
func (w *walk) checksContextO() bool { return w.validated() && w.st.o.checksContextO() }

// joiners gives C1 for each ZWNJ and C2 for each ZWJ of the label, in order.
func (w *walk) joiners() []rule.Code {
	var codes []rule.Code
	for _, p := range w.props {
		if code := joinerRule(p.Rune()); code != "" {
			codes = append(codes, code)
		}
	}
	return codes
}

// contextO gives the rule of each CONTEXTO code point of the label, in order.
func (w *walk) contextO() []rule.Code {
	var codes []rule.Code
	for _, p := range w.props {
		if code := contextORule(p.Rune()); code != "" {
			codes = append(codes, code)
		}
	}
	return codes
}

// checksEmptyLabel is ToUnicode's X4_2 (VerifyDnsLength).
func (w *walk) checksEmptyLabel() bool { return !w.st.toASCII && w.st.o.verifyDNSLength }

// checksBidi reports whether the Bidi rule ran on the label: a non-empty
// label of a Bidi domain name; bidi gives the rules of its direction.
func (w *walk) checksBidi() bool {
	return w.st.o.checkBidi && len(w.props) > 0 && bidiDomain(w.st.labels)
}
func (w *walk) bidi() []rule.Code { return bidiRules(w.props) }

func (w *walk) checksForbidden() bool { return w.st.o.forbidden != nil }

// encodes reports whether ToASCII encoded the label with Punycode: it is
// not ASCII, and not an A-label of the input copied as it is.
func (w *walk) encodes() bool {
	return w.st.toASCII && w.lv.origin != decodedInput && len(w.props) > 0 && !isASCII(w.st.buf[w.lv.start:w.lv.end])
}
