package idna

import (
	"slices"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/fullnorm"
	"github.com/xn-go/xn/rule"
)

// Rule codes whose number changed between UTS #46 15.0 and 16.0.
var (
	codeLeadingMark = pick(rule.V5, rule.V6)
	codeStatus      = pick(rule.V6, rule.V7)
	codeDot         = pick(rule.V4, rule.V5)
)

func pick[T any](old, cur T) T {
	if v15 {
		return old
	}
	return cur
}

const (
	zwnj = 0x200C
	zwj  = 0x200D
)

// asciiProps holds the properties of the ASCII code points, so that the
// checks need no table lookup for them.
var asciiProps = func() (t [utf8.RuneSelf]tables.Props) {
	for c := range t {
		t[c] = tables.Lookup(rune(c))
	}
	return t
}()

// propsOf returns the properties of r.
func propsOf(r rune) tables.Props {
	if uint32(r) < utf8.RuneSelf {
		return asciiProps[r]
	}
	return tables.Lookup(r)
}

// appendProps appends the properties of the code points of lab, valid
// UTF-8, to props.
func appendProps(props []tables.Props, lab []byte) []tables.Props {
	props = slices.Grow(props, len(lab))
	for i := 0; i < len(lab); {
		c := lab[i]
		if c < utf8.RuneSelf {
			props = append(props, asciiProps[c])
			i++
			continue
		}
		// The two- and three-byte forms (all of the BMP scripts)
		// decoded inline, as decodeRune does.
		if i+2 < len(lab) && c&0xF0 == 0xE0 && lab[i+1]&0xC0 == 0x80 && lab[i+2]&0xC0 == 0x80 {
			r := rune(c&0x0F)<<12 | rune(lab[i+1]&0x3F)<<6 | rune(lab[i+2]&0x3F)
			if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
				props = append(props, tables.Lookup(r))
				i += 3
				continue
			}
		}
		if i+1 < len(lab) && c&0xE0 == 0xC0 && c >= 0xC2 && lab[i+1]&0xC0 == 0x80 {
			props = append(props, tables.Lookup(rune(c&0x1F)<<6|rune(lab[i+1]&0x3F)))
			i += 2
			continue
		}
		r, n := utf8.DecodeRune(lab[i:])
		props = append(props, tables.Lookup(r))
		i += n
	}
	return props
}

// appendDecodedProps is appendProps for a label that Punycode decoding
// made, which also sums it up as mapping sums up a mapped label (see
// mappedLabel): plain when every code point is lowercase LDH, or of status
// valid, not CONTEXTO and NFC-inert (so the label is in NFC); ascii; and
// its bidi flags.
func appendDecodedProps(props []tables.Props, lab []byte) (_ []tables.Props, plain, ascii bool, bidi uint8) {
	props = slices.Grow(props, len(lab))
	plain, ascii = true, true
	for i := 0; i < len(lab); {
		c := lab[i]
		if c < utf8.RuneSelf {
			props = append(props, asciiProps[c])
			if asciiClass[c] != clsLower && c != '-' {
				plain = false
			}
			i++
			continue
		}
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
		p := tables.Lookup(r)
		props = append(props, p)
		ascii = false
		plain = plain && p.Status() == tables.Valid && p.Derived() != tables.CONTEXTO && p.NFCInert()
		bidi |= bidiFlags(p)
	}
	return props, plain, ascii, bidi
}

// validate checks one label against the validity criteria of UTS #46
// section 4.1 (or IDNA2008's rules), recording problems. A label decoded
// from Punycode is always checked as nontransitional and for NFC. It
// collects the label's code points when mapping did not, and keeps them
// unless the label is ASCII.
func (st *state) validate(lv *labelValue) {
	o := st.o
	lab := st.buf[lv.start:]
	fromPunycode := lv.origin != fromText
	transitional := st.trans && !fromPunycode
	if st.tracing {
		st.traced.validity(st, lv.index, lv.origin != fromText)
	}
	if len(lab) == 0 {
		lv.ascii = true
		st.props = st.props[:lv.ps]
		lv.pe = lv.ps
		return
	}
	if o.checkHyphens && (lab[0] == '-' || lab[len(lab)-1] == '-') {
		// Point at the hyphen: the first, or the last of the label.
		k := 0
		if lab[0] != '-' {
			k = countHyphens(lab) - 1
		}
		st.hyphenProblem(lv, rule.V3, k)
	}
	if !v15 && fromPunycode && len(lab) >= 4 && lab[0] == 'x' && lab[1] == 'n' && lab[2] == '-' && lab[3] == '-' {
		st.report(rule.V4, lv.at(), -1)
	}
	if !lv.collected() {
		if isASCII(lab) {
			st.validateASCII(lab, lv)
			return
		}
		st.props = appendProps(st.props[:lv.ps], lab)
		lv.pe = int32(len(st.props))
	}

	var (
		ascii       = true
		inert       = true
		hasJoiner   bool
		hasContextO bool
		bidi        uint8
		statusBad   bool
		std3Bad     bool
		dotSeen     bool
	)
	ps := st.props[lv.ps:lv.pe]
	loop := ps
	if lv.plain && o.std == stdUTS46 {
		// Mapping or decoding found every code point valid (see
		// mappedLabel.plain and appendDecodedProps), which is UTS #46
		// validity, not IDNA2008's: only the label-wide checks below
		// remain. A mapped label is in NFC, and a plain decoded one
		// has only NFC-inert code points, so inert is not needed.
		ascii, bidi = lv.ascii, lv.bidi
		loop = nil
	}
	for _, p := range loop {
		r := p.Rune()
		if r < utf8.RuneSelf {
			c := byte(r)
			if c == '.' {
				if !dotSeen {
					st.report(codeDot, lv.at(), '.')
					dotSeen = true
				}
				continue
			}
			if asciiClass[c] == clsLower || c == '-' || c == '_' && o.allowUnderscore {
				continue // the common case: LDH, valid everywhere
			}
			if o.std == stdIDNA2008 {
				if !statusBad {
					st.report(codeStatus, lv.at(), r)
					statusBad = true
				}
				continue
			}
			if 'A' <= c && c <= 'Z' {
				// Only a decoded or unmapped label can hold uppercase:
				// the status of A-Z is mapped.
				if !statusBad {
					st.report(codeStatus, lv.at(), r)
					statusBad = true
				}
				continue
			}
			if o.useSTD3ASCIIRules {
				if v15 {
					// 15.0: disallowed_STD3_valid, an invalid status.
					if !statusBad {
						st.report(codeStatus, lv.at(), r)
						statusBad = true
					}
				} else if !std3Bad {
					st.report(rule.U1, lv.at(), r)
					std3Bad = true
				}
			}
			continue
		}
		ascii = false
		inert = inert && p.NFCInert()
		bidi |= bidiFlags(p)
		if r == zwj || r == zwnj {
			hasJoiner = true
		}
		if o.std == stdIDNA2008 {
			switch p.Derived() {
			case tables.PVALID, tables.CONTEXTJ:
			case tables.CONTEXTO:
				hasContextO = true
			default:
				if !statusBad {
					st.report(codeStatus, lv.at(), r)
					statusBad = true
				}
			}
			continue
		}
		if p.Derived() == tables.CONTEXTO {
			hasContextO = true
		}
		ok := false
		switch p.Status() {
		case tables.Valid:
			ok = true
		case tables.Deviation:
			ok = !transitional
		case tables.DisallowedSTD3Valid:
			ok = !o.useSTD3ASCIIRules
		}
		if !ok && !statusBad {
			st.report(codeStatus, lv.at(), r)
			statusBad = true
		}
	}
	lv.ascii = ascii
	lv.bidi = bidi
	// V2 counts code points: the third and fourth must not both be hyphens.
	if o.checkHyphens && len(ps) >= 4 && ps[2].Rune() == '-' && ps[3].Rune() == '-' {
		k := 0 // hyphens before the third code point
		for _, p := range ps[:2] {
			if p.Rune() == '-' {
				k++
			}
		}
		st.hyphenProblem(lv, rule.V2, k)
	}
	if ascii {
		// ASCII labels need no code points kept.
		st.props = st.props[:lv.ps]
		lv.pe = lv.ps
	}
	// Without mapping nothing normalized the label, so it is checked
	// like a decoded one.
	if (fromPunycode || o.noMapping) && !inert && !fullnorm.IsNormal(norm.NFC, lab) {
		st.report(rule.V1, lv.at(), -1)
	}
	if ascii {
		return
	}
	if leadingMark(ps[0], 0) {
		st.report(codeLeadingMark, lv.at(), ps[0].Rune())
	}
	if hasJoiner && o.checkJoiners {
		st.checkJoiners(ps, lv)
	}
	if hasContextO && o.contextO != nil {
		o.contextO(st, ps, *lv)
	}
}

// recordValidity records the validity criteria that validate checks on
// every label (the joiner and CONTEXTO rules are recorded where they run).
func (st *state) recordValidity(idx int, fromPunycode bool) {
	o := st.o
	if o.checkHyphens {
		st.record(idx, rule.V2, rule.V3)
	}
	if !v15 && fromPunycode {
		st.record(idx, rule.V4)
	}
	if fromPunycode || o.noMapping {
		st.record(idx, rule.V1)
	}
	st.record(idx, codeDot, codeLeadingMark, codeStatus)
	if !v15 && o.useSTD3ASCIIRules && o.std != stdIDNA2008 {
		st.record(idx, rule.U1)
	}
}

// leadingMark reports whether the code point of properties p, the i-th of
// its label (from 0), breaks the leading-mark rule (codeLeadingMark: V6,
// V5 in 15.0): a label must not begin with a combining mark. The
// pipeline and the fast path both ask it.
func leadingMark(p tables.Props, i int) bool { return i == 0 && p.IsMark() }

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
	if lv.origin != fromText {
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
func (st *state) validateASCII(lab []byte, lv *labelValue) {
	o := st.o
	lv.ascii = true
	if o.checkHyphens && len(lab) >= 4 && lab[2] == '-' && lab[3] == '-' {
		st.hyphenProblem(lv, rule.V2, countHyphens(lab[:2]))
	}
	if ldhLower(lab) {
		return // the common case, valid everywhere
	}
	var statusBad, std3Bad, dotSeen bool
	for _, c := range lab {
		switch {
		case asciiClass[c] == clsLower || c == '-' || c == '_' && o.allowUnderscore:
		case c == '.':
			if !dotSeen {
				st.report(codeDot, lv.at(), '.')
				dotSeen = true
			}
		case o.std == stdIDNA2008 || 'A' <= c && c <= 'Z' || o.useSTD3ASCIIRules && v15:
			// Outside LDH IDNA2008 allows nothing; UTS #46 maps A-Z (so
			// only an unmapped or decoded label holds them), and 15.0
			// gives ASCII outside LDH status disallowed_STD3_valid.
			if !statusBad {
				st.report(codeStatus, lv.at(), rune(c))
				statusBad = true
			}
		case o.useSTD3ASCIIRules:
			if !std3Bad {
				st.report(rule.U1, lv.at(), rune(c))
				std3Bad = true
			}
		}
	}
}

// checkJoiners applies the CONTEXTJ rules of RFC 5892 appendix A.1 (ZWNJ,
// C1) and A.2 (ZWJ, C2) to a label of code points ps.
func (st *state) checkJoiners(ps []tables.Props, lv *labelValue) {
	var seen [2]int // occurrences so far of ZWNJ and ZWJ, for offsets
	for i, p := range ps {
		r := p.Rune()
		if r != zwnj && r != zwj {
			continue
		}
		if st.tracing {
			code := rule.C1
			if r == zwj {
				code = rule.C2
			}
			st.record(lv.index, code)
		}
		k := &seen[r-zwnj]
		if i > 0 && ps[i-1].IsVirama() {
			*k++
			continue
		}
		if r == zwj {
			st.report(rule.C2, lv.nth(*k), r)
		} else if !zwnjJoins(ps, i) {
			st.report(rule.C1, lv.nth(*k), r)
		}
		*k++
	}
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
		var code rule.Code
		switch {
		case r == 0x00B7: // MIDDLE DOT: between two l
			code = rule.C3
			ok = i > 0 && i+1 < len(ps) && ps[i-1].Rune() == 'l' && ps[i+1].Rune() == 'l'
		case r == 0x0375: // GREEK LOWER NUMERAL SIGN: before Greek
			code = rule.C4
			ok = i+1 < len(ps) && ps[i+1].Script() == tables.ScriptGreek
		case r == 0x05F3 || r == 0x05F4: // HEBREW GERESH, GERSHAYIM: after Hebrew
			code = rule.C5
			if r == 0x05F4 {
				code = rule.C6
			}
			ok = i > 0 && ps[i-1].Script() == tables.ScriptHebrew
		case r == 0x30FB: // KATAKANA MIDDLE DOT: with kana or Han
			code = rule.C7
			ok = kanaOrHan
		case 0x0660 <= r && r <= 0x0669:
			code = rule.C8
			ok = !extArabicIndic
		case 0x06F0 <= r && r <= 0x06F9:
			code = rule.C9
			ok = !arabicIndic
		default:
			continue
		}
		if st.tracing {
			st.record(lv.index, code)
		}
		k := seen[r] // occurrences of r so far, for the offset
		seen[r] = k + 1
		if !ok {
			st.report(code, lv.nth(k), r)
		}
	}
}

// checkBidiDomain applies RFC 5893 section 2 to every label when the name
// is a Bidi domain name: one with a label holding R, AL or AN.
func (st *state) checkBidiDomain() {
	isBidi := false
	for i := range st.labels {
		if st.labels[i].bidi != 0 {
			isBidi = true
			break
		}
	}
	if !isBidi {
		return
	}
	for i := range st.labels {
		lv := &st.labels[i]
		if lv.start == lv.end {
			continue
		}
		if lv.collected() {
			st.checkBidiLabel(st.props[lv.ps:lv.pe], lv)
			continue
		}
		// An ASCII label, or one that was not validated.
		scratch := len(st.props)
		st.props = appendProps(st.props, st.buf[lv.start:lv.end])
		st.checkBidiLabel(st.props[scratch:], lv)
		st.props = st.props[:scratch]
	}
}

// checkBidiLabel applies the six rules of RFC 5893 section 2 to one label.
func (st *state) checkBidiLabel(lab []tables.Props, lv *labelValue) {
	first := lab[0].Rune()
	firstClass := lab[0].Bidi()
	if st.tracing {
		st.traced.bidi(st, lab, lv.index)
	}
	rtl := false
	switch firstClass {
	case tables.BidiR, tables.BidiAL:
		rtl = true
	case tables.BidiL:
	default:
		st.report(rule.B1, lv.at(), first)
		if v15 && allNSM(lab) {
			// The 15.0 reference also found no valid end for a label
			// of nothing but NSM, in either direction.
			st.report(rule.B3, lv.at(), -1)
			st.report(rule.B6, lv.at(), -1)
		}
		return
	}
	var hasEN, hasAN, badChar bool
	var badRune rune = -1
	// The class of the last non-NSM character; the first character is L,
	// R or AL, so there is one.
	last := firstClass
	for _, p := range lab {
		r := p.Rune()
		c := p.Bidi()
		if c != tables.BidiNSM {
			last = c
		}
		switch c {
		case tables.BidiEN:
			hasEN = true
		case tables.BidiAN:
			hasAN = true
		}
		var allowed bool
		if rtl {
			switch c {
			case tables.BidiR, tables.BidiAL, tables.BidiAN, tables.BidiEN, tables.BidiES,
				tables.BidiCS, tables.BidiET, tables.BidiON, tables.BidiBN, tables.BidiNSM:
				allowed = true
			}
		} else {
			switch c {
			case tables.BidiL, tables.BidiEN, tables.BidiES, tables.BidiCS, tables.BidiET,
				tables.BidiON, tables.BidiBN, tables.BidiNSM:
				allowed = true
			}
		}
		if !allowed && !badChar {
			badChar, badRune = true, r
		}
	}
	if rtl {
		if badChar {
			st.report(rule.B2, lv.at(), badRune)
		}
		switch last {
		case tables.BidiR, tables.BidiAL, tables.BidiEN, tables.BidiAN:
		default:
			st.report(rule.B3, lv.at(), -1)
		}
		if hasEN && hasAN {
			st.report(rule.B4, lv.at(), -1)
		}
		return
	}
	if badChar {
		st.report(rule.B5, lv.at(), badRune)
	}
	if last != tables.BidiL && last != tables.BidiEN {
		st.report(rule.B6, lv.at(), -1)
	}
}

// recordBidi records the Bidi rules that checkBidiLabel applies to a label:
// B1, then those of its direction.
func (st *state) recordBidi(lab []tables.Props, idx int) {
	switch lab[0].Bidi() {
	case tables.BidiR, tables.BidiAL:
		st.record(idx, rule.B1, rule.B2, rule.B3, rule.B4)
	case tables.BidiL:
		st.record(idx, rule.B1, rule.B5, rule.B6)
	default:
		st.record(idx, rule.B1)
		if v15 && allNSM(lab) {
			st.record(idx, rule.B3, rule.B6)
		}
	}
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
var forbiddenHost = func() (set [128]bool) {
	for c := 0; c <= 0x1f; c++ {
		set[c] = true
	}
	for _, c := range " #/:<>?@[\\]^|%\x7f" {
		set[c] = true
	}
	return set
}()

// checkForbidden rejects what the URL Standard rejects after domain to
// ASCII: a forbidden domain code point.
func (st *state) checkForbidden() {
	for i := range st.labels {
		lv := &st.labels[i]
		if st.tracing {
			st.record(lv.index, rule.FORBIDDEN)
		}
		for _, c := range st.buf[lv.start:lv.end] {
			if c < utf8.RuneSelf && forbiddenHost[c] {
				st.report(rule.FORBIDDEN, lv.at(), rune(c))
				break
			}
		}
	}
}
