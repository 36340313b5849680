package spoof

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// defaultTLDCharacters lists letters that Chromium shows only under the
// top-level domains of the languages that need them (the facts are from
// Chromium's components/url_formatter/spoof_checks/idn_spoof_checker.cc):
// þ looks like b or p and ð like o outside Icelandic and Faroese, ə like e
// outside Azerbaijani, and U+00B7 MIDDLE DOT, the Catalan ela geminada of
// l·l, like a dot.
func defaultTLDCharacters() map[rune][]string {
	return map[rune][]string{
		0x00FE: {"is", "fo"}, // þ LATIN SMALL LETTER THORN
		0x00F0: {"is", "fo"}, // ð LATIN SMALL LETTER ETH
		0x0259: {"az"},       // ə LATIN SMALL LETTER SCHWA
		0x00B7: {"cat"},      // · MIDDLE DOT
	}
}

// appendTLDCharacter appends a CodeTLDCharacter reason for the first
// character of label that TLDCharacters allows only under other TLDs than
// tld. IDNA2008 (appendIDNA2008) already limits U+00B7 to l·l.
func (p *Policy) appendTLDCharacter(dst []Reason, label string, index int, tld string) []Reason {
	if len(p.TLDCharacters) == 0 {
		return dst
	}
	for _, r := range label {
		if r < utf8.RuneSelf {
			continue
		}
		tlds, ok := p.TLDCharacters[r]
		if !ok || slices.ContainsFunc(tlds, func(t string) bool { return tld != "" && strings.EqualFold(t, tld) }) {
			continue
		}
		return append(dst, Reason{Code: CodeTLDCharacter, Label: index, Rune: r,
			Message: fmt.Sprintf("contains %U, which the policy shows only under the top-level domains %s", r, tldList(tlds)), extra: tldList(tlds)})
	}
	return dst
}

// tldList formats TLDs for a message: ".is, .fo", each escaped as %+q
// would (without the quotes) when it is not printable ASCII.
func tldList(tlds []string) string {
	if len(tlds) == 0 {
		return "(none)"
	}
	var b strings.Builder
	for i, t := range tlds {
		if i > 0 {
			b.WriteString(", ")
		}
		q := fmt.Sprintf("%+q", t)
		b.WriteString("." + q[1:len(q)-1])
	}
	return b.String()
}
