package nameprep

import (
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

// benchInputs are labels named after their script and what nameprep does
// to them.
var benchInputs = []struct{ name, in string }{
	{"ASCII", "www-example-123"},
	{"ASCIIUpper", "WWW-Example-123"},
	{"LatinSame", "b\u00FCcher-m\u00FCller"},
	{"LatinFold", "B\u00DCCHER-STRASSE"},
	{"Greek", "\u03B5\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC"},
	{"CJK", "\u4E2D\u6587\u57DF\u540D\u6D4B\u8BD5"},
	{"Hebrew", "\u05E9\u05DC\u05D5\u05DD"},
	{"Fullwidth", "\uFF21\uFF22\uFF23\uFF11\uFF12\uFF13"},
	{"Combining", "e\u0301a\u0308o\u0302u\u0300"},
	{"Jamo", "\u1112\u1161\u11AB\u1100\u1173\u11AF"},
	{"Marks40", "a" + strings.Repeat("\u0316\u0301", 20)},
}

// BenchmarkPrepare measures Prepare. There is no nameprep in x/net/idna to
// compare with; "xtext-NFKC" runs x/text's NFKC alone on the same input,
// the largest part of the work for non-ASCII labels.
func BenchmarkPrepare(b *testing.B) {
	for _, bi := range benchInputs {
		b.Run("xn/"+bi.name, func(b *testing.B) {
			b.SetBytes(int64(len(bi.in)))
			b.ReportAllocs()
			for b.Loop() {
				_, _ = Prepare(bi.in, false)
			}
		})
		b.Run("xtext-NFKC/"+bi.name, func(b *testing.B) {
			b.SetBytes(int64(len(bi.in)))
			b.ReportAllocs()
			for b.Loop() {
				_ = norm.NFKC.String(bi.in)
			}
		})
	}
}

func BenchmarkAppendPrepare(b *testing.B) {
	buf := make([]byte, 0, 256)
	for _, bi := range benchInputs {
		b.Run(bi.name, func(b *testing.B) {
			b.SetBytes(int64(len(bi.in)))
			b.ReportAllocs()
			for b.Loop() {
				_, _ = AppendPrepare(buf[:0], bi.in, false)
			}
		})
	}
}

// BenchmarkLong measures a megabyte-long hostile label: combining marks
// beyond the stream-safe limit of x/text.
func BenchmarkLong(b *testing.B) {
	in := "a" + strings.Repeat("\u0301\u0316", 1<<18)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		_, _ = Prepare(in, false)
	}
}
