package spoof

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// The TLDs whose registries serve the users of Bopomofo (Taiwan) and of the
// less common Han characters (the Chinese-, Japanese- and Korean-speaking
// regions), in Unicode form.
var (
	bopomofoTLDs = []string{"tw", "\u53f0\u7063", "\u53f0\u6e7e"} // tw 台灣 台湾
	hanTLDs      = []string{
		"cn", "\u4e2d\u56fd", "\u4e2d\u570b", // cn 中国 中國
		"hk", "\u9999\u6e2f", // hk 香港
		"mo", "\u6fb3\u9580", "\u6fb3\u95e8", // mo 澳門 澳门
		"tw", "\u53f0\u7063", "\u53f0\u6e7e", // tw 台灣 台湾
		"sg", "\u65b0\u52a0\u5761", // sg 新加坡
		"jp", "kr", "\ud55c\uad6d", // jp kr 한국
	}
)

// regionalCharacters are the blocks whose characters Unicode 15.0.0 lets
// into identifiers (Identifier_Status=Allowed) and 17.0.0 restricts, by
// Identifier_Type Limited_Use (Bopomofo) or Uncommon_Use (Han characters
// outside the common core), although people write their names and places
// with them: Bopomofo in Taiwan, and Han characters of Extension A and B,
// such as the 𠮷 of 𠮷野家, in China, Hong Kong, Taiwan and Japan. With
// AllowRegionalCharacters, they are not refused for their identifier status
// under the TLDs of those regions. Every assigned character of these
// ranges is Allowed in 15.0.0 except U+312E, an obsolete Bopomofo letter,
// so with the 15.0.0 tables this changes nothing.
var regionalCharacters = [...]struct {
	lo, hi rune
	tlds   []string
}{
	{0x3105, 0x312D, bopomofoTLDs}, // Bopomofo (U+312E is restricted in 15.0.0 too)
	{0x312F, 0x312F, bopomofoTLDs},
	{0x31A0, 0x31BF, bopomofoTLDs}, // Bopomofo Extended
	{0x3400, 0x4DBF, hanTLDs},      // CJK Unified Ideographs Extension A
	{0x4E00, 0x9FFF, hanTLDs},      // CJK Unified Ideographs
	{0x20000, 0x2A6DF, hanTLDs},    // CJK Unified Ideographs Extension B
}

// isRegional reports whether r is one of the regionalCharacters of tld.
func isRegional(r rune, tld string) bool {
	if tld == "" {
		return false
	}
	for _, e := range regionalCharacters {
		if e.lo <= r && r <= e.hi {
			return slices.ContainsFunc(e.tlds, func(t string) bool { return strings.EqualFold(t, tld) })
		}
	}
	return false
}

// firstRestricted returns the first restricted character of label that is
// not regional under tld, or -1. Default_Ignorable characters are left to
// the invisible-character check, as scan leaves them.
func firstRestricted(label, tld string, allowJoiners bool) rune {
	for i := 0; i < len(label); {
		r, size := utf8.DecodeRuneInString(label[i:])
		i += size
		if r == utf8.RuneError && size == 1 || isAllowed(r) || isDefaultIgnorable(r) ||
			allowJoiners && (r == 0x200C || r == 0x200D) || isRegional(r, tld) {
			continue
		}
		return r
	}
	return -1
}
