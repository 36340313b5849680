package spoof

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// latinLookalikeLetters lists, per script, the letters that look like Latin
// letters although confusables.txt does not map every one of them to ASCII
// (Cyrillic к, Greek ι and κ, Armenian ո and ւ...). A single-script label
// whose letters of that script are all in the list reads as a Latin word.
// The lists are the facts of Chromium's whole-script confusable table
// (components/url_formatter/spoof_checks/idn_spoof_checker.cc), the Thai
// list being the union of Chromium's and Firefox's outside Linux; the TLDs that vouch for a script are the policy's
// WholeScriptTLDs and the TLDs written in the script.
var latinLookalikeLetters = [...]struct {
	script  string // ISO 15924 code
	letters string
}{
	{"Armn", "\u0561\u0563\u0566\u0567\u056c\u0570\u0575\u0578\u057d\u0582\u0585\u0559"},                                                                                           // ագզէլհյոսւօՙ
	{"Cyrl", "\u0430\u044b\u0441\u0501\u0435\u050d\u04bb\u0456\u044e\u043a\u0458\u04cf\u043e\u0440\u0517\u051b\u0455\u051d\u0445\u0443\u044a\u044c\u04bd\u043f\u0433\u0475\u0461"}, // аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ
	{"Ethi", "\u1200\u1220\u1230\u1235\u1260\u1290\u1270\u12a8\u12d0\u12d5\u12d8\u1320\u1350\uab05"},                                                                               // ሀሠሰስበነተከዐዕዘጠፐꬅ
	{"Geor", "\u10d8\u10dd\u10e7\u10eb\u10ee\u10fd\u10ff"},                                                                                                                         // იოყძხჽჿ
	{"Grek", "\u03b1\u03b9\u03ba\u03bd\u03c1\u03c5\u03c9\u03b7\u03bf\u03c4"},                                                                                                       // αικνρυωηοτ
	{"Hebr", "\u05d3\u05d5\u05d7\u05d9\u05df\u05e1\u05f0\u05f2\u05f3\ufb26"},                                                                                                       // (Hebrew, right to left)
	{"Beng", "\u09e6\u09ed"},                         // ০৭
	{"Deva", "\u093d\u0966\u0971"},                   // ऽ०ॱ
	{"Gujr", "\u0aa1\u0a9f\u0ae6\u0ae7"},             // ડટ૦૧
	{"Guru", "\u0a66\u0a67"},                         // ੦੧
	{"Knda", "\u0cbd\u0ce6\u0ce7"},                   // ಽ೦೧
	{"Mlym", "\u0d1f\u0d20\u0d27\u0d28\u0d31\u0d66"}, // ടഠധനറ൦
	{"Orya", "\u0b20\u0b66\u0b6e"},                   // ଠ୦୮
	{"Taml", "\u0b9f\u0baa\u0be6"},                   // டப௦
	{"Telu", "\u0c66\u0c67"},                         // ౦౧
	{"Mymr", "\u1001\u1002\u1004\u1011\u1015\u101d\u1040\u1042\u1054\u105c\u1090\u1091\u1095\u1096\u1097"}, // ခဂငထပဝ၀၂ၔၜ႐႑႕႖႗
	{"Thai", "\u0e1a\u0e1e\u0e1f\u0e23\u0e40\u0e41\u0e50"},                                                 // บพฟรเแ๐
}

// latinLookalikeScripts holds the script number of each entry of
// latinLookalikeLetters (-1 if the tables lack the script).
var latinLookalikeScripts = func() (t [len(latinLookalikeLetters)]int) {
	for i, e := range latinLookalikeLetters {
		t[i] = scriptIndex(e.script)
	}
	return t
}()

// latinLookalikeSet holds the scripts of latinLookalikeScripts: a label
// that resolves to none of them (most do: Latin) needs no look at its
// letters.
var latinLookalikeSet = func() (set scriptSet) {
	for _, s := range latinLookalikeScripts {
		if s >= 0 {
			set[s/64] |= 1 << (s % 64)
		}
	}
	return set
}()

// latinLookalikeScript reports whether the single-script label analysed in
// a is written only with letters of one script that look like Latin ones,
// and digits or characters that look like digits (০২ reads o2), and returns
// that script's number. A label of digit look-alikes alone is left to
// isDigitLookalike.
func (a *analysis) latinLookalikeScript(label string) (int, bool) {
	if !a.resolved.intersects(&latinLookalikeSet) {
		return 0, false
	}
	for i, e := range latinLookalikeLetters {
		s := latinLookalikeScripts[i]
		if s < 0 || !a.resolved.has(s) {
			continue
		}
		seen := false
		for _, r := range label {
			if r < utf8.RuneSelf {
				continue
			}
			if set := scriptSetOf(r); set.isAll() || !set.has(s) {
				continue
			}
			switch {
			case strings.ContainsRune(e.letters, r):
				seen = true
			case !strings.ContainsRune(digitLookalikes, r):
				return 0, false
			}
		}
		if seen {
			return s, true
		}
	}
	return 0, false
}

func latinLookalikeReason(index, script int) Reason {
	return Reason{Code: CodeLatinLookalikeLetters, Label: index, Rune: -1,
		Message: fmt.Sprintf("is written in %s letters that all look like Latin letters", scriptNames[script])}
}

// allowedLookalikeWords are common Cyrillic words made only of Latin
// look-alike letters that spell no Latin word; Chromium shows them under
// any TLD (kAllowedWholeScriptConfusableWords in idn_spoof_checker.cc, the
// facts we use).
var allowedLookalikeWords = [...]string{
	"\u0441\u0435\u043a\u0441",                         // секс
	"\u043a\u0430\u043a",                               // как
	"\u043a\u043e\u0441\u0430",                         // коса
	"\u043a\u0443\u0440\u0441",                         // курс
	"\u043f\u0430\u0440\u043a",                         // парк
	"\u0442\u0430\u043a\u0438\u0439",                   // такий
	"\u0443\u043a\u0440\u043e\u043f",                   // укроп
	"\u0441\u0430\u0445\u0430\u0440\u043e\u043a",       // сахарок
	"\u043f\u043e\u043a\u0440\u0430\u0441\u043a\u0430", // покраска
}

func isAllowedLookalikeWord(label string) bool {
	for _, w := range allowedLookalikeWords {
		if label == w {
			return true
		}
	}
	return false
}
