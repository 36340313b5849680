package idna

import (
	"github.com/xn-go/xn/rule"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/fullnorm"
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

// appendCodePoints appends the code points of lab, valid UTF-8, and their
// properties to st.runes and st.props.
func (st *state) appendCodePoints(lab []byte) {
	for i := 0; i < len(lab); {
		if c := lab[i]; c < utf8.RuneSelf {
			st.runes = append(st.runes, rune(c))
			st.props = append(st.props, asciiProps[c])
			i++
			continue
		}
		r, n := utf8.DecodeRune(lab[i:])
		st.runes = append(st.runes, r)
		st.props = append(st.props, tables.Lookup(r))
		i += n
	}
}

// validate checks one label against the validity criteria of UTS #46
// section 4.1 (or IDNA2008's rules), recording problems. decoded is true for
// a label that came from Punycode, which is always checked as
// nontransitional and for NFC. When collected is true, st.runes[rs0:] and
// st.props[rs0:] already hold the code points of lab (gathered while
// mapping or decoding it); otherwise validate gathers them.
func (st *state) validate(lab []byte, sp *span, idx int, decoded, transitional bool, collected bool, rs0 int) {
	o := st.o
	src, srcEnd := sp.src, sp.srcEnd
	if !collected {
		rs0 = len(st.runes)
	}
	if len(lab) == 0 {
		sp.ascii = true
		st.runes, st.props = st.runes[:rs0], st.props[:rs0]
		return
	}
	if o.checkHyphens {
		if lab[0] == '-' || lab[len(lab)-1] == '-' {
			st.problem(rule.V3, ErrHyphen, idx, -1, src, srcEnd)
		}
	}
	if !v15 && decoded && len(lab) >= 4 && lab[0] == 'x' && lab[1] == 'n' && lab[2] == '-' && lab[3] == '-' {
		st.problem(rule.V4, ErrHyphen, idx, -1, src, srcEnd)
	}
	if !collected {
		if isASCII(lab) {
			st.validateASCII(lab, sp, idx)
			return
		}
		st.appendCodePoints(lab)
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
	ps := st.props[rs0:]
	if collected && !decoded && st.mapSummary.plain {
		// Mapping found every code point valid (see mapSummary): only
		// the label-wide checks below remain. A mapped label is in NFC,
		// so inert is not needed.
		ascii, bidi = !st.mapSummary.nonASCII, st.mapSummary.bidi
		ps = nil
	}
	for _, p := range ps {
		r := rune(p >> 32)
		if r < utf8.RuneSelf {
			c := byte(r)
			if c == '.' {
				if !dotSeen {
					st.problem(codeDot, ErrLabelDot, idx, '.', src, srcEnd)
					dotSeen = true
				}
				continue
			}
			if asciiClass[c] == clsLower || c == '-' {
				continue // the common case: LDH, valid everywhere
			}
			if o.std == stdIDNA2008 {
				if !statusBad {
					st.problem(codeStatus, ErrDisallowed, idx, r, src, srcEnd)
					statusBad = true
				}
				continue
			}
			if 'A' <= c && c <= 'Z' {
				// Only a decoded or unmapped label can hold uppercase:
				// the status of A-Z is mapped.
				if !statusBad {
					st.problem(codeStatus, ErrDisallowed, idx, r, src, srcEnd)
					statusBad = true
				}
				continue
			}
			if o.useSTD3ASCIIRules {
				if v15 {
					// 15.0: disallowed_STD3_valid, an invalid status.
					if !statusBad {
						st.problem(codeStatus, ErrDisallowed, idx, r, src, srcEnd)
						statusBad = true
					}
				} else if !std3Bad {
					st.problem(rule.U1, ErrDisallowed, idx, r, src, srcEnd)
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
					st.problem(codeStatus, ErrDisallowed, idx, r, src, srcEnd)
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
			st.problem(codeStatus, ErrDisallowed, idx, r, src, srcEnd)
			statusBad = true
		}
	}
	sp.ascii = ascii
	sp.bidi = bidi
	rs := st.runes[rs0:]
	// V2 counts code points: the third and fourth must not both be hyphens.
	if o.checkHyphens && len(rs) >= 4 && rs[2] == '-' && rs[3] == '-' {
		st.problem(rule.V2, ErrHyphen, idx, -1, src, srcEnd)
	}
	if ascii {
		// ASCII labels need no code points kept.
		st.runes, st.props = st.runes[:rs0], st.props[:rs0]
	} else {
		sp.hasRunes, sp.rs, sp.re = true, rs0, len(st.runes)
	}
	// Without mapping nothing normalized the label, so it is checked
	// like a decoded one.
	if (decoded || o.noMapping) && !inert && !fullnorm.IsNormal(norm.NFC, lab) {
		st.problem(rule.V1, ErrNotNFC, idx, -1, src, srcEnd)
	}
	if ascii {
		return
	}
	if st.props[rs0].IsMark() {
		st.problem(codeLeadingMark, ErrLeadingMark, idx, rs[0], src, srcEnd)
	}
	if hasJoiner && o.checkJoiners {
		st.checkJoiners(rs, idx, src, srcEnd)
	}
	if hasContextO && o.checkContextO {
		st.checkContextO(rs, idx, src, srcEnd)
	}
}

// validateASCII is validate for a label of ASCII code points, which needs
// neither the code points nor their properties: no ASCII code point is a
// mark, a joiner, CONTEXTO or right-to-left, and ASCII is its own NFC. The
// hyphen checks of positions 1 and n (V3) and of xn-- (V4) are done by
// validate before it calls here.
func (st *state) validateASCII(lab []byte, sp *span, idx int) {
	o := st.o
	sp.ascii = true
	if o.checkHyphens && len(lab) >= 4 && lab[2] == '-' && lab[3] == '-' {
		st.problem(rule.V2, ErrHyphen, idx, -1, sp.src, sp.srcEnd)
	}
	if ldhLower(lab) {
		return // the common case, valid everywhere
	}
	var statusBad, std3Bad, dotSeen bool
	for _, c := range lab {
		switch {
		case asciiClass[c] == clsLower || c == '-':
		case c == '.':
			if !dotSeen {
				st.problem(codeDot, ErrLabelDot, idx, '.', sp.src, sp.srcEnd)
				dotSeen = true
			}
		case o.std == stdIDNA2008 || 'A' <= c && c <= 'Z' || o.useSTD3ASCIIRules && v15:
			// Outside LDH IDNA2008 allows nothing; UTS #46 maps A-Z (so
			// only an unmapped or decoded label holds them), and 15.0
			// gives ASCII outside LDH status disallowed_STD3_valid.
			if !statusBad {
				st.problem(codeStatus, ErrDisallowed, idx, rune(c), sp.src, sp.srcEnd)
				statusBad = true
			}
		case o.useSTD3ASCIIRules:
			if !std3Bad {
				st.problem(rule.U1, ErrDisallowed, idx, rune(c), sp.src, sp.srcEnd)
				std3Bad = true
			}
		}
	}
}

// checkJoiners applies the CONTEXTJ rules of RFC 5892 appendix A.1 (ZWNJ,
// C1) and A.2 (ZWJ, C2).
func (st *state) checkJoiners(rs []rune, idx, src, srcEnd int) {
	var seen [2]int // occurrences so far of ZWNJ and ZWJ, for offsets
	for i, r := range rs {
		if r != zwnj && r != zwj {
			continue
		}
		k := &seen[r-zwnj]
		if i > 0 && tables.Lookup(rs[i-1]).IsVirama() {
			*k++
			continue
		}
		if r == zwj {
			st.problemNth(rule.C2, ErrJoiner, idx, r, *k, src, srcEnd, "")
		} else if !zwnjJoins(rs, i) {
			st.problemNth(rule.C1, ErrJoiner, idx, r, *k, src, srcEnd, "")
		}
		*k++
	}
}

// zwnjJoins reports whether the ZWNJ at rs[i] stands in
// (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ (Joining_Type:T)*(Joining_Type:{R,D}).
func zwnjJoins(rs []rune, i int) bool {
	left := false
	for j := i - 1; j >= 0; j-- {
		jt := tables.Lookup(rs[j]).Joining()
		if jt == tables.JoinT {
			continue
		}
		left = jt == tables.JoinL || jt == tables.JoinD
		break
	}
	if !left {
		return false
	}
	for j := i + 1; j < len(rs); j++ {
		jt := tables.Lookup(rs[j]).Joining()
		if jt == tables.JoinT {
			continue
		}
		return jt == tables.JoinR || jt == tables.JoinD
	}
	return false
}

// checkContextO applies RFC 5892 appendix A.3 to A.9, recorded as C3 to C9.
func (st *state) checkContextO(rs []rune, idx, src, srcEnd int) {
	var arabicIndic, extArabicIndic, kanaOrHan bool
	seen := make(map[rune]int)
	for _, r := range rs {
		switch {
		case 0x0660 <= r && r <= 0x0669:
			arabicIndic = true
		case 0x06F0 <= r && r <= 0x06F9:
			extArabicIndic = true
		}
		switch tables.Lookup(r).Script() {
		case tables.ScriptHiragana, tables.ScriptKatakana, tables.ScriptHan:
			kanaOrHan = true
		}
	}
	for i, r := range rs {
		var ok bool
		var code rule.Code
		switch {
		case r == 0x00B7: // MIDDLE DOT: between two l
			code = rule.C3
			ok = i > 0 && i+1 < len(rs) && rs[i-1] == 'l' && rs[i+1] == 'l'
		case r == 0x0375: // GREEK LOWER NUMERAL SIGN: before Greek
			code = rule.C4
			ok = i+1 < len(rs) && tables.Lookup(rs[i+1]).Script() == tables.ScriptGreek
		case r == 0x05F3 || r == 0x05F4: // HEBREW GERESH, GERSHAYIM: after Hebrew
			code = rule.C5
			if r == 0x05F4 {
				code = rule.C6
			}
			ok = i > 0 && tables.Lookup(rs[i-1]).Script() == tables.ScriptHebrew
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
		k := seen[r] // occurrences of r so far, for the offset
		seen[r] = k + 1
		if !ok {
			st.problemNth(code, ErrContextO, idx, r, k, src, srcEnd, "")
		}
	}
}

// checkBidiDomain applies RFC 5893 section 2 to every label when the name
// is a Bidi domain name: one with a label holding R, AL or AN.
func (st *state) checkBidiDomain() {
	isBidi := false
	for _, sp := range st.labels {
		if sp.bidi != 0 {
			isBidi = true
			break
		}
	}
	if !isBidi {
		return
	}
	for idx, sp := range st.labels {
		if sp.start == sp.end {
			continue
		}
		if sp.hasRunes {
			st.checkBidiLabel(st.props[sp.rs:sp.re], idx, sp.src, sp.srcEnd)
			continue
		}
		rs0 := len(st.props)
		for _, r := range string(st.buf[sp.start:sp.end]) {
			st.props = append(st.props, propsOf(r))
		}
		st.checkBidiLabel(st.props[rs0:], idx, sp.src, sp.srcEnd)
		st.props = st.props[:rs0]
	}
}

// checkBidiLabel applies the six rules of RFC 5893 section 2 to one label.
func (st *state) checkBidiLabel(lab []tables.Props, idx, src, srcEnd int) {
	first := rune(lab[0] >> 32)
	firstClass := lab[0].Bidi()
	rtl := false
	switch firstClass {
	case tables.BidiR, tables.BidiAL:
		rtl = true
	case tables.BidiL:
	default:
		st.problem(rule.B1, ErrBidi, idx, first, src, srcEnd)
		if v15 && allNSM(lab) {
			// The 15.0 reference also found no valid end for a label
			// of nothing but NSM, in either direction.
			st.problem(rule.B3, ErrBidi, idx, -1, src, srcEnd)
			st.problem(rule.B6, ErrBidi, idx, -1, src, srcEnd)
		}
		return
	}
	var hasEN, hasAN, badChar bool
	var badRune rune = -1
	// The class of the last non-NSM character; the first character is L,
	// R or AL, so there is one.
	last := firstClass
	for _, p := range lab {
		r := rune(p >> 32)
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
			st.problem(rule.B2, ErrBidi, idx, badRune, src, srcEnd)
		}
		switch last {
		case tables.BidiR, tables.BidiAL, tables.BidiEN, tables.BidiAN:
		default:
			st.problem(rule.B3, ErrBidi, idx, -1, src, srcEnd)
		}
		if hasEN && hasAN {
			st.problem(rule.B4, ErrBidi, idx, -1, src, srcEnd)
		}
		return
	}
	if badChar {
		st.problem(rule.B5, ErrBidi, idx, badRune, src, srcEnd)
	}
	if last != tables.BidiL && last != tables.BidiEN {
		st.problem(rule.B6, ErrBidi, idx, -1, src, srcEnd)
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
	for idx, sp := range st.labels {
		for _, c := range st.buf[sp.start:sp.end] {
			if c < utf8.RuneSelf && forbiddenHost[c] {
				st.problem(rule.FORBIDDEN, ErrForbidden, idx, rune(c), sp.src, sp.srcEnd)
				break
			}
		}
	}
}
