package idna

import (
	"slices"

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
// result. A trace lists the name's apart from each label's. Each "when"
// is made of the predicates below, which the pipeline asks before it runs
// the same check: changing when a rule runs is one edit. Explain walks
// ToASCII's conversion, so rules of ToUnicode alone (X4_2, an empty label
// under VerifyDnsLength, which ToASCII reports as A4_2) are not listed.
var conversionSteps = []step{
	{name: true, codes: []rule.Code{rule.OPTION}, when: func(w *walk) bool { return w.st.o.refuses() }},
	{name: true, codes: []rule.Code{rule.TOOLONG, rule.UTF8}, when: func(w *walk) bool { return !w.st.o.refuses() }},
	// mapLabel, once per input label: 15.0's P1 and MAPPED_FORBIDDEN.
	{codes: []rule.Code{rule.P1}, when: func(w *walk) bool { return w.mapped() && w.st.o.checksP1() }},
	{codes: []rule.Code{rule.MAPPED_FORBIDDEN}, when: func(w *walk) bool { return w.mapped() && w.st.o.checksMappedForbidden() }},
	// decodeLabel or punycodeOnly, on an xn-- label, decoded or not.
	{codes: []rule.Code{rule.P4}, when: func(w *walk) bool { return w.lv.fromACE() }},
	{codes: []rule.Code{ruleDot}, when: func(w *walk) bool { return w.lv.fromACE() && w.st.o.punycodeOnly != nil }},
	// validate: labelRules, then the contextual rules where their code points are.
	{of: (*walk).validity, when: (*walk).validated},
	{of: (*walk).joiners, when: func(w *walk) bool { return w.validated() && w.st.o.checksJoiners() }},
	{of: (*walk).contextO, when: func(w *walk) bool { return w.validated() && w.st.o.checksContextO() }},
	// process: the Bidi rule of the label's direction in a Bidi domain
	// name, forbidden code points, an empty result.
	{of: (*walk).bidi, when: func(w *walk) bool { return w.st.o.checksBidi(w.domain) && !w.lv.empty() }},
	{codes: []rule.Code{rule.FORBIDDEN}, when: func(w *walk) bool { return w.st.o.forbidden != nil }},
	{name: true, codes: []rule.Code{rule.EMPTY}, when: func(w *walk) bool { return w.st.labelled() && w.st.o.checksEmpty() }},
	// appendASCII: Punycode for a label not ASCII and not an A-label of
	// the input copied as it is; VerifyDnsLength; then checkIPLiteral.
	{codes: []rule.Code{rule.A3}, when: func(w *walk) bool { return w.st.runsASCII() && w.st.encodes(w.lv) }},
	{codes: []rule.Code{rule.A4_2}, when: (*walk).checksLengths},
	{name: true, codes: []rule.Code{rule.A4_1}, when: (*walk).checksLengths},
	{name: true, codes: []rule.Code{rule.IPLITERAL}, when: func(w *walk) bool {
		return w.st.runsASCII() && w.st.o.checksIPLiteral(w.st.toASCII)
	}},
}

// When each step runs: the predicates that the pipeline (process.go), the
// fast paths (fast.go, ascii.go) and conversionSteps ask. Those on the hot
// path inline.

// What a conversion checks by its direction (toASCII: to ASCII):
// ToUnicode is never transitional, and rejects an empty label under
// VerifyDnsLength (X4_2); ToASCII checks the lengths of its result (A4_1,
// A4_2) and whether it reads as an IPv4 address (IPLITERAL).
func (o *options) transitionalFor(toASCII bool) bool   { return o.transitional && toASCII }
func (o *options) checksEmptyLabels(toASCII bool) bool { return !toASCII && o.verifyDNSLength }
func (o *options) checksLengths(toASCII bool) bool     { return toASCII && o.verifyDNSLength }
func (o *options) checksIPLiteral(toASCII bool) bool   { return toASCII && o.rejectMappedIP }

// refuses reports whether the profile has an option its standard cannot
// apply: then the conversion reports OPTION and converts nothing.
func (o *options) refuses() bool { return len(o.refused) > 0 }

// refusal is the OPTION error of every call of a profile that refuses an
// option, with s as its input, and nil for any other profile. The entry
// points that do not reach the pipeline first (labels, hosts) ask it.
func (p *Profile) refusal(s string) error {
	if !p.o.refuses() {
		return nil
	}
	st := getState(&p.o, s, true)
	st.reportRefused()
	err := st.err()
	putState(st)
	return err
}

// checksP1 reports whether the mapping step reports disallowed code points
// (P1), as UTS #46 of 15.0.0 does; from 15.1.0 on validity reports them.
func (o *options) checksP1() bool { return o.revision() == rev150 }

// checksMappedForbidden reports whether the mapping step rejects a mapping
// to a forbidden host code point (MAPPED_FORBIDDEN); under the STD3 rules
// validity rejects every such code point anyway.
func (o *options) checksMappedForbidden() bool {
	return o.rejectMappedForbidden && !o.useSTD3ASCIIRules
}

// validates reports whether validate runs on label lv: the profile
// validates, and the label is not an xn-- label kept as it is.
func (o *options) validates(lv *labelValue) bool {
	return o.validatesAny() && lv.origin != undecodable
}

// checksBidi reports whether the Bidi rule runs on the labels of a name,
// domain telling whether it is a Bidi domain name (bidiDomain); checksEmpty
// whether an empty result is a failure (EMPTY).
func (o *options) checksBidi(domain bool) bool { return o.checkBidi && domain }
func (o *options) checksEmpty() bool           { return o.rejectEmptyResult }

// labelled reports whether the conversion got as far as labels (no refused
// option, and the input is not too long and is UTF-8); runsASCII whether
// its ASCII steps (appendASCII, checkIPLiteral) run.
func (st *state) labelled() bool  { return len(st.labels) > 0 }
func (st *state) runsASCII() bool { return st.toASCII && st.labelled() }

// encodes reports whether appendASCII encodes label lv with Punycode (A3):
// it is not ASCII, and not an A-label of the input, copied as it is.
func (st *state) encodes(lv *labelValue) bool {
	return lv.origin != decodedInput && !isASCII(st.buf[lv.start:lv.end])
}

// ranSteps returns the codes of the steps that ran on label idx of st's
// finished conversion (-1: on the whole name), in order, possibly repeated;
// domain tells whether the name is a Bidi domain name (bidiDomain).
func ranSteps(st *state, idx int, domain bool) []rule.Code {
	w := &walk{st: st, domain: domain, idx: idx}
	if idx >= 0 {
		w.lv = &st.labels[idx]
		w.props = appendProps(st.tab, nil, st.buf[w.lv.start:w.lv.end])
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
	for i, code := range codes {
		codes[i] = st.o.ownCode(code)
	}
	return codes
}

func (w *walk) checksLengths() bool { return w.st.runsASCII() && w.st.o.checksLengths(w.st.toASCII) }

// mapped reports whether the mapping step ran on the label's input label,
// whose first label holds its rules.
func (w *walk) mapped() bool {
	return w.st.o.maps() && (w.idx == 0 || w.st.labels[w.idx-1].src != w.lv.src)
}

func (w *walk) validated() bool { return w.st.o.validates(w.lv) }

// validity gives the rules of labelRules that apply to the label.
func (w *walk) validity() (codes []rule.Code) {
	for _, r := range labelRules {
		if r.applies(w.st.o, w.lv.fromACE()) {
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

func (w *walk) bidi() []rule.Code { return w.st.o.bidiRules(w.props) }

// checkedRules are the rules that some profiles check and others do not,
// each with the predicates the pipeline asks before it runs the check
// (validates stands for those that run validate at all). Checks reads it.
var checkedRules = []struct {
	codes  []rule.Code
	checks func(o *options) bool
}{
	{[]rule.Code{rule.V2, rule.V3}, func(o *options) bool { return o.validatesAny() && o.checksHyphens(false) }},
	{[]rule.Code{rule.U1}, func(o *options) bool { return o.validatesAny() && o.appliesSTD3() }},
	{[]rule.Code{rule.C1, rule.C2}, func(o *options) bool { return o.validatesAny() && o.checksJoiners() }},
	{[]rule.Code{rule.C3, rule.C4, rule.C5, rule.C6, rule.C7, rule.C8, rule.C9},
		func(o *options) bool { return o.validatesAny() && o.checksContextO() }},
	{[]rule.Code{rule.B1, rule.B2, rule.B3, rule.B4, rule.B5, rule.B6}, func(o *options) bool { return o.checksBidi(true) }},
	{[]rule.Code{rule.FORBIDDEN}, func(o *options) bool { return o.forbidden != nil }},
	{[]rule.Code{rule.MAPPED_FORBIDDEN}, func(o *options) bool { return o.maps() && o.checksMappedForbidden() }},
	{[]rule.Code{rule.A4_1, rule.A4_2}, func(o *options) bool { return o.checksLengths(true) }},
	{[]rule.Code{rule.IPLITERAL}, func(o *options) bool { return o.checksIPLiteral(true) }},
	{[]rule.Code{rule.EMPTY}, func(o *options) bool { return o.checksEmpty() }},
}

// Checks reports whether ToASCII under p checks the rule of code, for the
// rules that depend on the profile's settings: the hyphen rules (V2, V3),
// the STD3 rules (U1), the joiner and CONTEXTO rules (C1 to C9), the Bidi
// rule (B1 to B6), the forbidden host code points (FORBIDDEN,
// MAPPED_FORBIDDEN), the DNS lengths (A4_1, A4_2), IP literals (IPLITERAL)
// and an empty result (EMPTY). It asks the predicates the conversion asks,
// so a program need not know which setting turns which rule on. U1 stands
// for the STD3 rules whichever code reports a breach: with the Unicode
// 15.0 tables, P1 or V6 of a code point of status disallowed_STD3_valid.
// A profile that refuses one of its options (OPTION) checks nothing.
// For every other code, Checks reports false.
func (p *Profile) Checks(code rule.Code) bool {
	if p.o.refuses() {
		return false
	}
	for _, r := range checkedRules {
		if slices.Contains(r.codes, code) {
			return r.checks(&p.o)
		}
	}
	return false
}

// validatesAny reports whether validate runs on any label: the profile
// neither converts Punycode alone nor skips validation (validates asks
// the same for one label).
func (o *options) validatesAny() bool { return o.punycodeOnly == nil && o.unvalidated == nil }
