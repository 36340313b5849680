package spoof

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/internal/fullnorm"
)

// extraLookalikes are look-alikes of Latin letters, digits and the hyphen
// that confusables.txt does not give (or gives another prototype), used
// only to match names against protected names. The facts are Chromium's
// (components/url_formatter/spoof_checks/skeleton_generator.cc: its extra
// confusable mappings and its ł, ø, đ diacritic removal, and the cases of
// its tests: စ like o, ੜ and კ like 3), with ӏ mapped to l as Chromium's
// second skeleton does: Unicode 15.0.0 maps it to i.
var extraLookalikes = [...]struct{ from, to string }{
	{"\u00e6\u04d5", "ae"}, // æӕ
	{"\u03fc\u048f", "p"},  // ϼҏ
	{"\u0127\u043d\u045b\u04a3\u04a5\u04c8\u04ca\u050b\u0527\u0529", "h"}, // ħнћңҥӈӊԋԧԩ
	{"\u0138\u03ba\u043a\u049b\u049d\u049f\u04a1\u04c4\u051f", "k"},       // ĸκкқҝҟҡӄԟ
	{"\u014b\u043f\u0525\u0e01\u05d7", "n"},                               // ŋпԥกח
	{"\u0167\u0442\u04ad\u050f\u4e03\u4e05\u4e06\u4e01", "t"},             // ŧтҭԏ七丅丆丁
	{"\u0185\u044c\u048d\u0432", "b"},                                     // ƅьҍв
	{"\u03c9\u0448\u0449\u0e1e\u0e1f\u0e9e\u0e9f", "w"},                   // ωшщพฟພຟ
	{"\u043c\u04ce", "m"},                                                 // мӎ
	{"\u0454\u04bd\u04bf\u1054", "e"},                                     // єҽҿၔ
	{"\u0491", "r"},                                                       // ґ
	{"\u0493\u04fb", "f"},                                                 // ғӻ
	{"\u04ab\u1004", "c"},                                                 // ҫင
	{"\u04b1\u4e2b", "y"},                                                 // ұ丫
	{"\u03c7\u04b3\u04fd\u04ff\u4e42", "x"},                               // χҳӽӿ乂
	{"\u0503\u10eb", "d"},                                                 // ԃძ
	{"\u050d\u100c", "g"},                                                 // ԍဌ
	{"\u0d1f\u0e23\u0ea3\u0eae", "s"},                                     // ടรຣຮ
	{"\u1042", "j"},                                                       // ၂
	{"\u0966\u09e6\u0a66\u0ae6\u0b20\u0b66\u0ce6\u1005", "o"},             // ०০੦૦ଠ୦೦စ
	{"\u09ed\u0a67\u0ae7", "q"},                                           // ৭੧૧
	{"\u0e1a\u0e9a", "u"},                                                 // บບ
	{"\u03b8", "0"},                                                       // θ
	{"\u0968\u09e8\u0a68\u0ae8\u0ce9\u0ced\u0577", "2"},                   // २২੨૨೩೭շ
	{"\u0437\u0499\u04e1\u0909\u0993\u0a24\u0a69\u0ae9\u0c69\u1012\u10d5\u10de\u0a5c\u10d9", "3"}, // зҙӡउওਤ੩૩౩ဒვპੜკ
	{"\u0a6b\u4e29\u3110", "4"},             // ੫丩ㄐ
	{"\u0573", "6"},                         // ճ
	{"\u09ea\u0a6a\u0b6b", "8"},             // ৪੪୫
	{"\u0aed\u0b68\u0c68", "9"},             // ૭୨౨
	{"\u2014\u4e00\u2015\u2e3a\u2e3b", "-"}, // —一―⸺⸻
	{"\u0142\u04cf", "l"},                   // łӏ
	{"\u00f8", "o"},                         // ø
	{"\u0111", "d"},                         // đ
}

// extraLookalike maps each source character of extraLookalikes.
var extraLookalike = func() map[rune]string {
	m := make(map[rune]string)
	for _, e := range extraLookalikes {
		for _, r := range e.from {
			m[r] = e.to
		}
	}
	return m
}()

// lookalikeKey returns the key under which a label is compared with the
// labels of protected names: in NFD, the nonspacing marks are dropped when
// the label is written in Latin, Greek or Cyrillic (googlé and google
// compare equal), extraLookalikes are replaced, and the result is reduced
// to its UTS #39 skeleton.
func lookalikeKey(label string) string {
	d := fullnorm.AppendString(norm.NFD, nil, label)
	strip := isLGC(d)
	var b strings.Builder
	b.Grow(len(d))
	for len(d) > 0 {
		r, n := utf8.DecodeRune(d)
		d = d[n:]
		if strip && isNonspacingMark(r) {
			continue
		}
		if to, ok := extraLookalike[r]; ok {
			b.WriteString(to)
			continue
		}
		b.WriteRune(r)
	}
	return Skeleton(b.String())
}

// isLGC reports whether the NFD text s holds only Latin, Greek and Cyrillic
// letters, ASCII digits, hyphens, underscores and combining marks: the
// labels whose diacritics Chromium drops before comparing them.
func isLGC(s []byte) bool {
	for len(s) > 0 {
		r, n := utf8.DecodeRune(s)
		s = s[n:]
		switch {
		case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z', '0' <= r && r <= '9', r == '-', r == '_':
		case isMark(r):
		case inScripts(r, scriptLatn, scriptGrek, scriptCyrl):
		default:
			return false
		}
	}
	return true
}
