package spoof

import "fmt"

// browserRemoved lists characters that the UTS #39 identifier profile
// allows but that Chromium removes from the characters it shows (the facts
// are from SetAllowedUnicodeSet in Chromium's
// components/url_formatter/spoof_checks/idn_spoof_checker.cc): look-alikes
// of punctuation, and blocks of Latin, Greek and Cyrillic letters that are
// rarely used and rich in look-alikes. Those that IDNA2008 disallows
// (U+058A, U+2010, U+2019, U+2027, U+30A0) are refused as not-idna2008 and
// are left out.
var browserRemoved = [...]struct{ lo, hi rune }{
	{0x0138, 0x0138}, // ĸ LATIN SMALL LETTER KRA, historic, like k
	{0x01CD, 0x01DC}, // Latin Extended-B: Pinyin letters with caron
	{0x02BB, 0x02BC}, // ʻ ʼ MODIFIER LETTER TURNED COMMA, APOSTROPHE: like quotes
	{0x02EC, 0x02EC}, // ˬ MODIFIER LETTER VOICING
	{0x0337, 0x0338}, // COMBINING SHORT and LONG SOLIDUS OVERLAY: like a slash (Firefox blocks both)
	{0x1C80, 0x1C8F}, // Cyrillic Extended-C
	{0x1E00, 0x1E9B}, // Latin Extended Additional, before the Vietnamese letters
	{0x1F00, 0x1FFF}, // Greek Extended (polytonic Greek)
	{0xA640, 0xA69F}, // Cyrillic Extended-B
	{0xA720, 0xA7FF}, // Latin Extended-D
}

// firstBrowserRemoved returns the first character of label that
// browserRemoved lists and the identifier profile allows (a restricted one
// is reported as such already), or -1.
func firstBrowserRemoved(label string) rune {
	for _, r := range label {
		if r < 0x0138 || !isAllowed(r) {
			continue
		}
		for _, e := range browserRemoved {
			if e.lo <= r && r <= e.hi {
				return r
			}
		}
	}
	return -1
}

func browserRemovedReason(index int, r rune) Reason {
	return Reason{Code: CodeBrowserRemoved, Label: index, Rune: r,
		Message: fmt.Sprintf("contains %U, which browsers leave out of the characters they show", r)}
}
