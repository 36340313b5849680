package spoof

// markContext returns the first combining mark of label that sits where it
// can fake or hide a letter, or -1. The rules follow Chromium's (see
// cjk.go), judged against each mark's base character (the last character
// that is not a mark) rather than the character just before it:
//
//   - U+0307 COMBINING DOT ABOVE on i, j or l, where it draws nothing new
//     (pi̇xel looks like pixel);
//   - any nonspacing mark on a dotless ı or ȷ, which then look like i or j
//     with an accent;
//   - a combining diacritic of U+0300..U+0339 on a base that is not Latin,
//     Greek or Cyrillic, or with no base;
//   - U+3099 or U+309A, the combining Kana voiced sound marks, anywhere (NFC
//     composes them with the Kana that take them);
//   - a mark of one script on a base of another, such as a Cyrillic mark on
//     a Latin letter (inherited marks belong to every script).
func markContext(label string) rune {
	base := rune(-1)
	for _, r := range label {
		if !isMark(r) {
			base = r
			continue
		}
		switch {
		case r == 0x3099 || r == 0x309A:
			return r
		case r == 0x0307 && (base == 'i' || base == 'j' || base == 'l'):
			return r
		case base == 0x0131 || base == 0x0237:
			return r
		case 0x0300 <= r && r <= 0x0339 && !inScripts(base, scriptLatn, scriptGrek, scriptCyrl):
			return r
		}
		if base >= 0 {
			m, b := scriptSetOf(r), scriptSetOf(base)
			if !m.isAll() && !b.isAll() && !m.intersects(b) {
				return r
			}
		}
	}
	return -1
}
