package tables

import (
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// benchRunes mixes the code points that IDNA input meets: Latin with
// diacritics, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai, Han, kana,
// Hangul, upper case and compatibility characters that map, joiners, emoji
// and unassigned code points.
var benchRunes = []rune(
	"éüßñçøåæ" + "αβγδεζης" + "абвгдежз" + "بتثجحخدذ" + "אבגדהוזח" +
		"कखगघ्ङचछ" + "กขคฆงจฉช" + "中文域名测试例子" + "ひらがなカタカナ" + "한국어도메인이름" +
		"ÄÖÜÉΑΒАБ" + "Ⅶﬁ𝐀𝐁①②ｆｕ" + "\u200c\u200d\u00ad\u0301" + "😀🎉👍🌍" +
		"\u0378\u05ff\U0001ffff\U000e0001")

func BenchmarkLookup(b *testing.B) {
	b.ReportAllocs()
	var sink uint32
	for b.Loop() {
		for _, r := range benchRunes {
			p := Lookup(r)
			sink += uint32(p.Status()) + uint32(p.Bidi())
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchRunes)), "ns/rune")
	_ = sink
}

func BenchmarkLookupMapping(b *testing.B) {
	b.ReportAllocs()
	var sink int
	for b.Loop() {
		for _, r := range benchRunes {
			sink += len(Default.Mapping(Lookup(r)))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchRunes)), "ns/rune")
	_ = sink
}

// BenchmarkXTextBidi looks the same runes up in the Bidi_Class trie of
// golang.org/x/text/unicode/bidi, which golang.org/x/net/idna uses, for
// scale: it returns one property where Lookup returns all of them.
func BenchmarkXTextBidi(b *testing.B) {
	b.ReportAllocs()
	var buf [utf8.UTFMax]byte
	enc := make([][]byte, len(benchRunes))
	for i, r := range benchRunes {
		n := utf8.EncodeRune(buf[:], r)
		enc[i] = append([]byte(nil), buf[:n]...)
	}
	var sink int
	for b.Loop() {
		for _, s := range enc {
			p, _ := bidi.Lookup(s)
			sink += int(p.Class())
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchRunes)), "ns/rune")
	_ = sink
}
