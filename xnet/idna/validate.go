package idna

import (
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/idna/trace"
)

const (
	zwnj = '\u200c'
	zwj  = '\u200d'
)

// validateDecoded checks a label decoded from Punycode: NFC, and only runes
// that are valid (deviations too) under the profile's settings.
func (p *Profile) validateDecoded(u string) error {
	if !p.isNFC(u) {
		return labelError{u, "V1"}
	}
	for i := 0; i < len(u); {
		r, size := decodeRune(u[i:])
		i += size
		if c := p.simplify(factsOf(r).Status); c != catValid && c != catDeviation {
			return labelError{u, code16("V6", "V7")}
		}
	}
	return nil
}

// validateLabel checks the criteria of UTS #46 section 4.1 that the
// profile has, in x/net's order: hyphens, the runes (from Unicode 16 on),
// a leading combining mark, the joiners.
func (p *Profile) validateLabel(s, lengthCode string) error {
	if s == "" {
		if p.verifyDNSLength {
			return labelError{s, lengthCode}
		}
		return nil
	}
	if p.checkHyphens {
		if p.hyphens34(s) {
			return labelError{s, "V2"}
		}
		if s[0] == '-' || s[len(s)-1] == '-' {
			return labelError{s, "V3"}
		}
	} else if unicode16 && p.validateLabels && !p.legacy(compatNoV4) && strings.HasPrefix(s, acePrefix) {
		// UTS #46 revision 33 criterion 4: without CheckHyphens a label
		// must still not begin with "xn--"; x/net lacks this rule.
		return labelError{s, "V4"}
	}
	if unicode16 && p.validateLabels {
		if err := p.validateRunes(s); err != nil {
			return err
		}
	}
	if (p.checkJoiners || p.validateLabels && !p.legacy(compatMarkByJoiners)) && startsWithMark(s) {
		// UTS #46 criterion 5 (V5, V6 from Unicode 16 on) is part of
		// validation; x/net checks it only with CheckJoiners.
		return labelError{s, code16("V5", "V6")}
	}
	if p.checkJoiners && !p.joinersValid(s) {
		return labelError{s, "C"}
	}
	return nil
}

// hyphens34 reports whether the third and fourth characters (not bytes, as
// x/net reads them) are hyphens (UTS #46 criterion 2, RFC 5891 4.2.3.1).
func (p *Profile) hyphens34(s string) bool {
	if p.legacy(compatHyphenBytes) {
		return len(s) > 4 && s[2] == '-' && s[3] == '-'
	}
	n := 0
	for _, r := range s {
		n++
		switch {
		case n < 3:
		case r != '-':
			return false
		case n == 4:
			return true
		}
	}
	return false
}

// validateRunes is the Unicode 16 check of each rune's status (V7) and of
// the STD3 rules on ASCII (U1).
func (p *Profile) validateRunes(s string) error {
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		i += size
		c := p.simplify(factsOf(r).Status)
		if c != catValid && (!p.transitional || c != catDeviation) {
			return labelError{s, "V7"}
		}
		if r < utf8.RuneSelf && p.useSTD3Rules && !allowedSTD3(r) {
			return runeError{r, "U1"}
		}
	}
	return nil
}

// startsWithMark reports whether s begins with a combining mark
// (General_Category M). Like x/net, it ignores a mark that the table maps.
func startsWithMark(s string) bool {
	r, _ := decodeRune(s)
	f := factsOf(r)
	return f.Mark && !carriesMapping(f.Status)
}

// joinersValid applies the CONTEXTJ rules of RFC 5892 appendix A.1 and A.2:
// ZWJ and ZWNJ may follow a virama; a ZWNJ may also stand between a
// left-joining or dual-joining letter and a right-joining or dual-joining
// one, with transparent letters between. x/net's state machine accepts a
// ZWNJ followed by a non-joining or join-causing letter.
func (p *Profile) joinersValid(s string) bool {
	if !strings.ContainsRune(s, zwnj) && !strings.ContainsRune(s, zwj) {
		return true
	}
	if p.legacy(compatJoiners) {
		return legacyJoiners(s)
	}
	for i, r := range s {
		if r != zwnj && r != zwj {
			continue
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		if i > 0 && factsOf(before).Virama {
			continue
		}
		if r == zwj || !joinsBefore(s[:i]) || !joinsAfter(s[i+utf8.RuneLen(r):]) {
			return false
		}
	}
	return true
}

// joinsBefore reports whether s ends in (L|D) T*, by Joining_Type.
func joinsBefore(s string) bool {
	for len(s) > 0 {
		r, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
		switch factsOf(r).JoiningType {
		case trace.JoinT:
		case trace.JoinL, trace.JoinD:
			return true
		default:
			return false
		}
	}
	return false
}

// joinsAfter reports whether s begins with T* (R|D), by Joining_Type.
func joinsAfter(s string) bool {
	for _, r := range s {
		switch factsOf(r).JoiningType {
		case trace.JoinT:
		case trace.JoinR, trace.JoinD:
			return true
		default:
			return false
		}
	}
	return false
}
