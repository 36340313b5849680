package idna

import (
	"slices"
	"unicode/utf8"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/rule"
)

// The pipeline names three rules by their codes in UTS #46 16.0 and later,
// which 15.x numbers one lower (see options.ownCode).
const (
	ruleDot         = rule.V5 // a full stop inside a label
	ruleLeadingMark = rule.V6 // a label begins with a combining mark
	ruleStatus      = rule.V7 // a code point whose status the label does not allow
)

const (
	zwnj = 0x200C
	zwj  = 0x200D
)

// propsOf returns the properties of r.
func propsOf(tab *tables.Table, r rune) tables.Props {
	if uint32(r) < utf8.RuneSelf {
		return tab.ASCII(byte(r))
	}
	return tab.Lookup(r)
}

// appendProps appends the properties of the code points of lab, valid
// UTF-8, to props.
func appendProps(tab *tables.Table, props []tables.Props, lab []byte) []tables.Props {
	props, _, _, _ = appendDecodedProps(tab, props, lab)
	return props
}

// appendDecodedProps is appendProps for a label that Punycode decoding
// made, which also sums it up as mapping sums up a mapped label (see
// mappedLabel): plain when every code point is lowercase LDH, or of status
// valid, not CONTEXTO and NFC-inert (so the label is in NFC); ascii; and
// its bidi flags.
func appendDecodedProps(tab *tables.Table, props []tables.Props, lab []byte) (_ []tables.Props, plain, ascii bool, bidi uint8) {
	props = slices.Grow(props, len(lab))
	plain, ascii = true, true
	for i := 0; i < len(lab); {
		c := lab[i]
		if c < utf8.RuneSelf {
			props = append(props, tab.ASCII(c))
			if asciiClass[c] != clsLower && c != '-' {
				plain = false
			}
			i++
			continue
		}
		// The two- and three-byte forms (all of the BMP scripts)
		// decoded inline.
		var r rune
		if i+2 < len(lab) && c&0xF0 == 0xE0 && lab[i+1]&0xC0 == 0x80 && lab[i+2]&0xC0 == 0x80 {
			r = rune(c&0x0F)<<12 | rune(lab[i+1]&0x3F)<<6 | rune(lab[i+2]&0x3F)
			if r < 0x800 || 0xD800 <= r && r <= 0xDFFF {
				r = -1
			} else {
				i += 3
			}
		} else if i+1 < len(lab) && c&0xE0 == 0xC0 && c >= 0xC2 && lab[i+1]&0xC0 == 0x80 {
			r = rune(c&0x1F)<<6 | rune(lab[i+1]&0x3F)
			i += 2
		} else {
			r = -1
		}
		if r < 0 {
			var n int
			r, n = utf8.DecodeRune(lab[i:])
			i += n
		}
		p := tab.Lookup(r)
		props = append(props, p)
		ascii = false
		plain = plain && p.Status() == tables.Valid && p.Derived() != tables.CONTEXTO && p.NFCInert()
		bidi |= bidiFlags(p)
	}
	return props, plain, ascii, bidi
}

// A labelRule is a validity rule of a label: its codes, and whether it
// applies under the options to a label (decoded: from Punycode). validate
// asks the predicate before checking the rule, and Explain's walk of
// conversionSteps before listing it, so the two agree.
type labelRule struct {
	codes   []rule.Code
	applies func(o *options, decoded bool) bool
}

// labelRules lists the validity rules in the order Explain shows them.
var labelRules = []labelRule{
	{[]rule.Code{rule.V2, rule.V3}, (*options).checksHyphens},
	{[]rule.Code{rule.V4}, (*options).checksPrefix},
	{[]rule.Code{rule.V1}, (*options).checksNFC},
	{[]rule.Code{ruleDot, ruleLeadingMark, ruleStatus}, (*options).checksCodePoints},
	{[]rule.Code{rule.U1}, (*options).checksSTD3},
}

// The predicates of labelRules. V4 is from 16.0 on; V1 is for labels that
// mapping did not normalize; U1 is from 16.0 on (15.0 gives ASCII outside
// LDH an invalid status instead).
func (o *options) checksHyphens(bool) bool        { return o.checkHyphens }
func (o *options) checksPrefix(decoded bool) bool { return !o.v15() && decoded }
func (o *options) checksNFC(decoded bool) bool    { return decoded || o.noMapping }
func (o *options) checksCodePoints(bool) bool     { return true }
func (o *options) checksSTD3(bool) bool           { return !o.v15() && o.appliesSTD3() }

// appliesSTD3 reports whether the STD3 rules apply: UseSTD3ASCIIRules, in
// a UTS #46 profile (IDNA2008 disallows ASCII outside LDH anyway). From
// 16.0 on validity reports them as U1 (checksSTD3); with 15.0 the status
// disallowed_STD3_valid does (breaksP1, statusAllows).
func (o *options) appliesSTD3() bool { return o.useSTD3ASCIIRules && o.std != stdIDNA2008 }

// The predicates of the contextual rules: validate runs C1 and C2 on the
// labels that hold a joiner, and C3 to C9 on those that hold a CONTEXTO
// code point (through the step o.contextO, which only profiles that check
// them link).
func (o *options) checksJoiners() bool  { return o.checkJoiners }
func (o *options) checksContextO() bool { return o.contextO != nil }

// validate checks one label against the validity criteria of UTS #46
// section 4.1 (or IDNA2008's rules), recording problems. A label decoded
// from Punycode is always checked as nontransitional and for NFC. It
// collects the label's code points when mapping did not, and keeps them
// unless the label is ASCII.
func (st *state) validate(lv *labelValue) {
	o := st.o
	lab := st.buf[lv.start:]
	decoded := lv.fromACE()
	if len(lab) == 0 {
		lv.ascii = true
		st.props = st.props[:lv.ps]
		lv.pe = lv.ps
		return
	}
	if o.checksHyphens(decoded) && hyphenEdge(rune(lab[0]), rune(lab[len(lab)-1])) {
		// Point at the hyphen: the first, or the last of the label.
		k := 0
		if lab[0] != '-' {
			k = countHyphens(lab) - 1
		}
		st.hyphenProblem(lv, rule.V3, k)
	}
	if o.checksPrefix(decoded) && len(lab) >= 4 && lab[0] == 'x' && lab[1] == 'n' && lab[2] == '-' && lab[3] == '-' {
		st.report(rule.V4, lv.at(), -1)
	}
	if !lv.collected() {
		if isASCII(lab) {
			st.validateASCII(lab, lv, decoded)
			return
		}
		st.props = appendProps(st.tab, st.props[:lv.ps], lab)
		lv.pe = int32(len(st.props))
	}
	ps := st.props[lv.ps:lv.pe]
	sum := labelSum{ascii: lv.ascii, inert: true, bidi: lv.bidi}
	// Mapping or decoding found every code point of a plain label valid
	// under UTS #46 (see mappedLabel.plain), and in NFC: only the
	// label-wide checks remain for it.
	if !lv.plain || o.std != stdUTS46 {
		sum = st.checkCodePoints(ps, lv, st.trans && !decoded)
	}
	lv.ascii, lv.bidi = sum.ascii, sum.bidi
	if o.checksHyphens(decoded) && len(ps) >= 4 && hyphens34(ps[2].Rune(), ps[3].Rune()) {
		// V2 counts code points.
		st.hyphenProblem(lv, rule.V2, hyphensBefore3(ps[0].Rune(), ps[1].Rune()))
	}
	if sum.ascii {
		// ASCII labels need no code points kept.
		st.props = st.props[:lv.ps]
		lv.pe = lv.ps
	}
	// Without mapping nothing normalized the label, so it is checked
	// like a decoded one.
	if o.checksNFC(decoded) && !sum.inert && !st.isNFC(lab, false) {
		st.report(rule.V1, lv.at(), -1)
	}
	if sum.ascii {
		return
	}
	if leadingMark(ps[0], 0) {
		st.report(ruleLeadingMark, lv.at(), ps[0].Rune())
	}
	if sum.joiner && o.checksJoiners() {
		st.checkJoiners(ps, lv)
	}
	if sum.contextO && o.checksContextO() {
		o.contextO(st, ps, *lv)
	}
}

// labelSum is what checkCodePoints finds in a label for the label-wide
// rules.
type labelSum struct {
	ascii, inert, joiner, contextO bool
	bidi                           uint8
}

// checkCodePoints applies the rules of each code point (ruleDot,
// ruleStatus, U1) to the code points ps of a label, reporting the first
// offender of each rule, in one pass that also sums the label up.
func (st *state) checkCodePoints(ps []tables.Props, lv *labelValue, transitional bool) labelSum {
	o := st.o
	sum := labelSum{ascii: true, inert: true}
	var seen uint8 // the rules reported, as reportOnce keeps them
	for _, p := range ps {
		r := p.Rune()
		if r < utf8.RuneSelf {
			if c := byte(r); asciiClass[c] != clsLower && c != '-' {
				st.reportOnce(&seen, o.asciiRule(c), lv, r)
			}
			continue
		}
		sum.ascii = false
		sum.inert = sum.inert && p.NFCInert()
		sum.bidi |= bidiFlags(p)
		sum.joiner = sum.joiner || r == zwj || r == zwnj
		sum.contextO = sum.contextO || p.Derived() == tables.CONTEXTO
		ok := false
		if o.std == stdIDNA2008 {
			ok = derivedAllows(p)
		} else {
			ok = statusAllows(p, transitional, o.useSTD3ASCIIRules)
		}
		if !ok {
			st.reportOnce(&seen, ruleStatus, lv, r)
		}
	}
	return sum
}

// statusAllows reports whether the UTS #46 status of a non-ASCII code
// point of properties p allows it in a label (ruleStatus): valid, a
// deviation under nontransitional processing, or (15.0) valid under STD3
// rules when they are off. The pipeline and the fast path both ask it.
func statusAllows(p tables.Props, transitional, std3 bool) bool {
	switch p.Status() {
	case tables.Valid:
		return true
	case tables.Deviation:
		return !transitional
	case tables.DisallowedSTD3Valid:
		return !std3
	}
	return false
}

// derivedAllows is statusAllows for IDNA2008: PVALID, or CONTEXTJ or
// CONTEXTO, whose rules are checked apart.
func derivedAllows(p tables.Props) bool {
	switch p.Derived() {
	case tables.PVALID, tables.CONTEXTJ, tables.CONTEXTO:
		return true
	}
	return false
}

// asciiRule returns the rule that an ASCII code point c breaks in a label
// (ruleDot, ruleStatus or U1), or "" when none does.
func (o *options) asciiRule(c byte) rule.Code {
	switch {
	case asciiClass[c] == clsLower || c == '-' || c == '_' && o.allowUnderscore:
		return "" // LDH, valid everywhere
	case c == '.':
		return ruleDot
	case o.std == stdIDNA2008 || 'A' <= c && c <= 'Z' || o.v15() && o.std3Refuses(c):
		// Outside LDH IDNA2008 allows nothing; UTS #46 maps A-Z (so
		// only an unmapped or decoded label holds them).
		return ruleStatus
	case o.checksSTD3(false):
		return rule.U1
	}
	return ""
}

// reportOnce reports code (none: "") about r in label lv unless seen, a
// set of the code-point rules, holds it: each reports a label's first
// offender.
func (st *state) reportOnce(seen *uint8, code rule.Code, lv *labelValue, r rune) {
	bit := uint8(1)
	switch code {
	case "":
		return
	case ruleStatus:
		bit = 2
	case rule.U1:
		bit = 4
	}
	if *seen&bit == 0 {
		*seen |= bit
		st.report(code, lv.at(), r)
	}
}

// leadingMark reports whether the code point of properties p, the i-th of
// its label (from 0), breaks the leading-mark rule (ruleLeadingMark: V6,
// V5 in 15.0): a label must not begin with a combining mark. The
// pipeline and the fast path both ask it.
func leadingMark(p tables.Props, i int) bool { return i == 0 && p.IsMark() }

// hyphenEdge reports whether a label whose first and last code points are
// first and last breaks V3: it starts or ends with a hyphen. The pipeline
// and the fast path both ask it, and hyphens34.
func hyphenEdge(first, last rune) bool { return first == '-' || last == '-' }

// hyphens34 reports whether a label whose third and fourth code points are
// third and fourth breaks V2: both are hyphens. hyphensBefore3 counts the
// hyphens before them, where V2's problem points.
func hyphens34(third, fourth rune) bool { return third == '-' && fourth == '-' }
func hyphensBefore3(first, second rune) (n int) {
	for _, r := range [2]rune{first, second} {
		if r == '-' {
			n++
		}
	}
	return n
}

// countHyphens counts the hyphens of b, as bytes.Count would, without
// linking bytes.Index into every program; it runs only on a hyphen problem.
func countHyphens(b []byte) int {
	n := 0
	for _, c := range b {
		if c == '-' {
			n++
		}
	}
	return n
}

// hyphenProblem records a hyphen rule (V2, V3) at the k-th hyphen (from 0)
// of the label. A decoded label's hyphens are not in the input, so its
// problem points at the label.
func (st *state) hyphenProblem(lv *labelValue, code rule.Code, k int) {
	if lv.fromACE() {
		st.report(code, lv.at(), -1)
		return
	}
	st.report(code, lv.nth(k), '-')
}

// validateASCII is validate for a label of ASCII code points, which needs
// neither the code points nor their properties: no ASCII code point is a
// mark, a joiner, CONTEXTO or right-to-left, and ASCII is its own NFC. The
// hyphen checks of positions 1 and n (V3) and of xn-- (V4) are done by
// validate before it calls here.
func (st *state) validateASCII(lab []byte, lv *labelValue, decoded bool) {
	lv.ascii = true
	if st.o.checksHyphens(decoded) && len(lab) >= 4 && hyphens34(rune(lab[2]), rune(lab[3])) {
		st.hyphenProblem(lv, rule.V2, hyphensBefore3(rune(lab[0]), rune(lab[1])))
	}
	if ldhLower(lab) {
		return // the common case, valid everywhere
	}
	var seen uint8
	for _, c := range lab {
		st.reportOnce(&seen, st.o.asciiRule(c), lv, rune(c))
	}
}

// checkJoiners applies the CONTEXTJ rules of RFC 5892 appendix A.1 (ZWNJ,
// C1) and A.2 (ZWJ, C2) to a label of code points ps.
func (st *state) checkJoiners(ps []tables.Props, lv *labelValue) {
	var seen [2]int // occurrences so far of ZWNJ and ZWJ, for offsets
	for i, p := range ps {
		r := p.Rune()
		code := joinerRule(r)
		if code == "" {
			continue
		}
		k := &seen[r-zwnj]
		if i > 0 && ps[i-1].IsVirama() {
			*k++
			continue
		}
		if code == rule.C2 || !zwnjJoins(ps, i) {
			st.report(code, lv.nth(*k), r)
		}
		*k++
	}
}

// joinerRule returns the CONTEXTJ rule of r: C1 for ZWNJ, C2 for ZWJ, or
// "" for any other code point.
func joinerRule(r rune) rule.Code {
	switch r {
	case zwnj:
		return rule.C1
	case zwj:
		return rule.C2
	}
	return ""
}

// zwnjJoins reports whether the ZWNJ at ps[i] stands in
// (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ (Joining_Type:T)*(Joining_Type:{R,D}).
func zwnjJoins(ps []tables.Props, i int) bool {
	left := false
	for j := i - 1; j >= 0; j-- {
		jt := ps[j].Joining()
		if jt == tables.JoinT {
			continue
		}
		left = jt == tables.JoinL || jt == tables.JoinD
		break
	}
	if !left {
		return false
	}
	for j := i + 1; j < len(ps); j++ {
		jt := ps[j].Joining()
		if jt == tables.JoinT {
			continue
		}
		return jt == tables.JoinR || jt == tables.JoinD
	}
	return false
}

// checkContextO applies RFC 5892 appendix A.3 to A.9, recorded as C3 to C9,
// to a label of code points ps.
func (st *state) checkContextO(ps []tables.Props, lv *labelValue) {
	var arabicIndic, extArabicIndic, kanaOrHan bool
	seen := make(map[rune]int)
	for _, p := range ps {
		switch r := p.Rune(); {
		case 0x0660 <= r && r <= 0x0669:
			arabicIndic = true
		case 0x06F0 <= r && r <= 0x06F9:
			extArabicIndic = true
		}
		switch p.Script() {
		case tables.ScriptHiragana, tables.ScriptKatakana, tables.ScriptHan:
			kanaOrHan = true
		}
	}
	for i, p := range ps {
		r := p.Rune()
		var ok bool
		code := contextORule(r)
		switch code {
		case "":
			continue
		case rule.C3: // MIDDLE DOT: between two l
			ok = i > 0 && i+1 < len(ps) && ps[i-1].Rune() == 'l' && ps[i+1].Rune() == 'l'
		case rule.C4: // GREEK LOWER NUMERAL SIGN: before Greek
			ok = i+1 < len(ps) && ps[i+1].Script() == tables.ScriptGreek
		case rule.C5, rule.C6: // HEBREW GERESH, GERSHAYIM: after Hebrew
			ok = i > 0 && ps[i-1].Script() == tables.ScriptHebrew
		case rule.C7: // KATAKANA MIDDLE DOT: with kana or Han
			ok = kanaOrHan
		case rule.C8:
			ok = !extArabicIndic
		case rule.C9:
			ok = !arabicIndic
		}
		k := seen[r] // occurrences of r so far, for the offset
		seen[r] = k + 1
		if !ok {
			st.report(code, lv.nth(k), r)
		}
	}
}

// contextORule returns the rule of RFC 5892 appendix A.3 to A.9 (C3 to
// C9) of a CONTEXTO code point r, or "" for any other code point.
func contextORule(r rune) rule.Code {
	switch {
	case r == 0x00B7:
		return rule.C3
	case r == 0x0375:
		return rule.C4
	case r == 0x05F3:
		return rule.C5
	case r == 0x05F4:
		return rule.C6
	case r == 0x30FB:
		return rule.C7
	case 0x0660 <= r && r <= 0x0669:
		return rule.C8
	case 0x06F0 <= r && r <= 0x06F9:
		return rule.C9
	}
	return ""
}

// checkBidiLabels applies RFC 5893 section 2 to every label but an empty
// one, in a name the rule runs on (checksBidi).
func (st *state) checkBidiLabels() {
	for i := range st.labels {
		lv := &st.labels[i]
		if lv.empty() {
			continue
		}
		if lv.collected() {
			st.checkBidiLabel(st.props[lv.ps:lv.pe], lv)
			continue
		}
		// An ASCII label, or one that was not validated.
		scratch := len(st.props)
		st.props = appendProps(st.tab, st.props, st.buf[lv.start:lv.end])
		st.checkBidiLabel(st.props[scratch:], lv)
		st.props = st.props[:scratch]
	}
}

// bidiDomain reports whether a name of labels is a Bidi domain name: one
// with a label holding R, AL or AN.
func bidiDomain(labels []labelValue) bool {
	for i := range labels {
		if labels[i].bidi != 0 {
			return true
		}
	}
	return false
}

// checkBidiLabel applies the six rules of RFC 5893 section 2 to one label,
// those that bidiRules lists for it, as bidiSum decides them.
func (st *state) checkBidiLabel(lab []tables.Props, lv *labelValue) {
	rules := st.o.bidiRules(lab)
	var b bidiSum
	for i, p := range lab {
		b.add(p.Bidi(), i == 0)
	}
	for _, code := range rules {
		fails, r := false, rune(-1)
		var allowed uint32 // B2, B5: the problem is the first code point outside it
		switch code {
		case rule.B1:
			fails, r = b.failsB1(), lab[0].Rune()
		case rule.B2:
			fails, allowed = b.failsB2(), rtlAllowed
		case rule.B3:
			fails = b.failsB3()
		case rule.B4:
			fails = b.failsB4()
		case rule.B5:
			fails, allowed = b.failsB5(), ltrAllowed
		case rule.B6:
			fails = b.failsB6()
		}
		if fails && allowed != 0 {
			r = firstOutside(lab, allowed)
		}
		if fails {
			st.report(code, lv.at(), r)
		}
	}
}

// firstOutside returns the first code point of lab whose Bidi class is not
// in the set allowed.
func firstOutside(lab []tables.Props, allowed uint32) rune {
	for _, p := range lab {
		if allowed&(1<<p.Bidi()) == 0 {
			return p.Rune()
		}
	}
	return -1
}

// bidiSum sums up a label for the Bidi rule (RFC 5893 section 2): the
// classes of its first code point and of its last that is not NSM, and
// the set of classes it holds. The pipeline (checkBidiLabel) and the fast
// path (fastBidiOK) both decide the rule on it.
type bidiSum struct {
	first, last tables.BidiClass
	classes     uint32 // bit c set when the label holds class c
}

// add adds a code point of class c to the summary.
func (b *bidiSum) add(c tables.BidiClass, first bool) {
	if first {
		b.first = c
	}
	if c != tables.BidiNSM || first {
		b.last = c
	}
	b.classes |= 1 << c
}

// Sets of Bidi classes, as bidiSum.classes holds them.
const (
	rtlAllowed = 1<<tables.BidiR | 1<<tables.BidiAL | 1<<tables.BidiAN | 1<<tables.BidiEN |
		1<<tables.BidiES | 1<<tables.BidiCS | 1<<tables.BidiET | 1<<tables.BidiON |
		1<<tables.BidiBN | 1<<tables.BidiNSM
	ltrAllowed = 1<<tables.BidiL | 1<<tables.BidiEN | 1<<tables.BidiES | 1<<tables.BidiCS |
		1<<tables.BidiET | 1<<tables.BidiON | 1<<tables.BidiBN | 1<<tables.BidiNSM
	enAndAN = 1<<tables.BidiEN | 1<<tables.BidiAN
)

// Each condition of the Bidi rule, written once.
func (b bidiSum) rtl() bool     { return b.first == tables.BidiR || b.first == tables.BidiAL }
func (b bidiSum) failsB1() bool { return !b.rtl() && b.first != tables.BidiL }
func (b bidiSum) failsB2() bool { return b.classes&^rtlAllowed != 0 }
func (b bidiSum) failsB3() bool {
	return b.last != tables.BidiR && b.last != tables.BidiAL && b.last != tables.BidiEN && b.last != tables.BidiAN
}
func (b bidiSum) failsB4() bool { return b.classes&enAndAN == enAndAN }
func (b bidiSum) failsB5() bool { return b.classes&^ltrAllowed != 0 }
func (b bidiSum) failsB6() bool { return b.last != tables.BidiL && b.last != tables.BidiEN }

// ok reports whether the label satisfies the Bidi rule in a Bidi domain
// name: B1, then B2 to B4 for a right-to-left label or B5 and B6 for a
// left-to-right one.
func (b bidiSum) ok() bool {
	if b.rtl() {
		return !b.failsB2() && !b.failsB3() && !b.failsB4()
	}
	return !b.failsB1() && !b.failsB5() && !b.failsB6()
}

// The Bidi rules that checkBidiLabel applies to a label, by the class of
// its first character: B1, then those of its direction. The 15.0
// reference also found no valid end, in either direction, for a label of
// nothing but NSM.
var (
	rtlRules   = []rule.Code{rule.B1, rule.B2, rule.B3, rule.B4}
	ltrRules   = []rule.Code{rule.B1, rule.B5, rule.B6}
	noDirRules = []rule.Code{rule.B1}
	nsmRules   = []rule.Code{rule.B1, rule.B3, rule.B6}
)

// bidiRules returns the Bidi rules that apply to the label lab.
func (o *options) bidiRules(lab []tables.Props) []rule.Code {
	switch lab[0].Bidi() {
	case tables.BidiR, tables.BidiAL:
		return rtlRules
	case tables.BidiL:
		return ltrRules
	}
	if o.revision() == rev150 && allNSM(lab) {
		return nsmRules
	}
	return noDirRules
}

func allNSM(lab []tables.Props) bool {
	for _, p := range lab {
		if p.Bidi() != tables.BidiNSM {
			return false
		}
	}
	return true
}

// forbiddenHost is the WHATWG URL Standard's set of forbidden domain code
// points among ASCII: the forbidden host code points, C0 controls, % and DEL.
var forbiddenHost = [128]bool{
	0x00: true, 0x01: true, 0x02: true, 0x03: true, 0x04: true, 0x05: true, 0x06: true, 0x07: true,
	0x08: true, 0x09: true, 0x0a: true, 0x0b: true, 0x0c: true, 0x0d: true, 0x0e: true, 0x0f: true,
	0x10: true, 0x11: true, 0x12: true, 0x13: true, 0x14: true, 0x15: true, 0x16: true, 0x17: true,
	0x18: true, 0x19: true, 0x1a: true, 0x1b: true, 0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true,
	' ': true, '#': true, '/': true, ':': true, '<': true, '>': true, '?': true, '@': true,
	'[': true, '\\': true, ']': true, '^': true, '|': true, '%': true, 0x7f: true,
}

// checkForbidden rejects what the URL Standard rejects after domain to
// ASCII: a forbidden domain code point.
func (st *state) checkForbidden() {
	for i := range st.labels {
		lv := &st.labels[i]
		for _, c := range st.buf[lv.start:lv.end] {
			if c < utf8.RuneSelf && forbiddenHost[c] {
				st.report(rule.FORBIDDEN, lv.at(), rune(c))
				break
			}
		}
	}
}
