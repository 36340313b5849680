package spoof

import "unicode/utf8"

// The rules of this file follow Chromium's "dangerous patterns" for Chinese
// and Japanese (components/url_formatter/spoof_checks/idn_spoof_checker.cc)
// and Firefox's equivalents (netwerk/dns/nsIDNService.cpp); the facts are
// theirs, the code ours. They apply to labels that contextOpen
// selects, as Chromium's do.

// isKanaException reports whether r is one of the Kana characters that
// need a look at their context even in a single-script label: Hiragana
// へべぺ and Katakana ヘベペ (drawn alike), the middle dot ・, the prolonged
// sound mark ー and the Katakana iteration marks ヽヾ.
func isKanaException(r rune) bool {
	return 0x3078 <= r && r <= 0x307A || 0x30D8 <= r && r <= 0x30DA || 0x30FB <= r && r <= 0x30FE
}

// isSlashLike: Katakana ノソゾン and Han 丶乀乁丿 look like a slash or a
// backslash between non-Japanese characters.
func isSlashLike(r rune) bool {
	switch r {
	case 0x30CE, 0x30BD, 0x30BE, 0x30F3, 0x4E36, 0x4E40, 0x4E41, 0x4E3F:
		return true
	}
	return false
}

// isCJKLatinLike: Han and Bopomofo characters that look like a hyphen, a
// Latin letter or a digit (一 ㄧ 丨 乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 工 ㆲ 讠 丁).
func isCJKLatinLike(r rune) bool {
	switch r {
	case 0x4E00, 0x3127, 0x4E28, 0x4E5B, 0x4E03, 0x4E05, 0x5341, 0x3007, 0x3112,
		0x311A, 0x311F, 0x3128, 0x3129, 0x3108, 0x31BA, 0x31B3, 0x5DE5, 0x31B2,
		0x8BA0, 0x4E01:
		return true
	}
	return false
}

// inScripts reports whether r's Script_Extensions hold one of the scripts.
// Common and Inherited characters, whose augmented set holds every script,
// belong to none here: a digit or a hyphen is not Japanese context.
func inScripts(r rune, scripts ...int) bool {
	if r < 0 {
		return false
	}
	set := scriptSetOf(r)
	if set.isAll() {
		return false
	}
	for _, s := range scripts {
		if set.has(s) {
			return true
		}
	}
	return false
}

func isJapanese(r rune) bool { return inScripts(r, scriptKana, scriptHira, scriptHani) }

func isCJK(r rune) bool { return inScripts(r, scriptKana, scriptHira, scriptHani, scriptBopo) }

// cjkContext returns the first character of label that is out of its CJK
// context, or -1:
//
//   - ノソゾン丶乀乁丿 with a non-Japanese character on both sides;
//   - a CJK look-alike of ASCII (isCJKLatinLike) next to a non-CJK
//     character, as in ip一address or google丨com;
//   - the Katakana iteration marks ヽヾ at the start or after a
//     character that is not Katakana;
//   - the prolonged sound mark ー at the start or after a character that
//     is neither Hiragana nor Katakana (ー日本);
//   - the middle dot ・ next to an ASCII letter;
//   - Hiragana へべぺ next to Katakana, or Katakana ヘベペ next to
//     Hiragana: the pairs are drawn alike (Firefox's form of the rule;
//     Chromium's only looks at a label otherwise in the other script).
func cjkContext(label string) rune {
	prev := rune(-1)
	for i := 0; i < len(label); {
		r, size := utf8.DecodeRuneInString(label[i:])
		i += size
		next := rune(-1)
		if i < len(label) {
			next, _ = utf8.DecodeRuneInString(label[i:])
		}
		switch {
		case isSlashLike(r) && prev >= 0 && next >= 0 && !isJapanese(prev) && !isJapanese(next):
			return r
		case isCJKLatinLike(r) && (prev >= 0 && !isCJK(prev) || next >= 0 && !isCJK(next)):
			return r
		case (r == 0x30FD || r == 0x30FE) && !inScripts(prev, scriptKana):
			return r
		case r == 0x30FC && !inScripts(prev, scriptKana, scriptHira):
			return r
		case r == 0x30FB && (isASCIILetter(prev) || isASCIILetter(next)):
			return r
		case 0x3078 <= r && r <= 0x307A && (isKatakana(prev) || isKatakana(next)):
			return r
		case 0x30D8 <= r && r <= 0x30DA && (isHiragana(prev) || isHiragana(next)):
			return r
		}
		prev = r
	}
	return -1
}

// isKatakana and isHiragana report whether r is of that script alone: the
// prolonged sound mark ー, of both, is neither.
func isKatakana(r rune) bool { return inScripts(r, scriptKana) && !inScripts(r, scriptHira) }

func isHiragana(r rune) bool { return inScripts(r, scriptHira) && !inScripts(r, scriptKana) }

func isASCIILetter(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }

// nonASCIILatin returns the first Latin letter outside ASCII in label, or
// -1. Chromium refuses such a letter in a label that mixes Latin with
// another script (tökyo東京): outside Latin-only labels, accents are not
// what readers check.
func nonASCIILatin(label string) rune {
	for _, r := range label {
		if r >= utf8.RuneSelf && inScripts(r, scriptLatn) {
			return r
		}
	}
	return -1
}
