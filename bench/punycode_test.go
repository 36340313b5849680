package bench

import (
	"strings"
	"sync"
	"testing"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/bench/corpus"
	"github.com/xn-go/xn/punycode"
)

// punyLabels are the non-ASCII labels of the IDN corpus, with and without
// their xn-- prefix, and their Unicode forms as decoded by x/net.
var punyLabels = sync.OnceValue(func() (l struct{ unicode, ace, body []string }) {
	for _, h := range corpus.ALabel().Hosts {
		for lab := range strings.SplitSeq(h, ".") {
			if !strings.HasPrefix(lab, "xn--") {
				continue
			}
			u, err := xnet.Punycode.ToUnicode(lab)
			if err != nil {
				panic(err)
			}
			l.unicode = append(l.unicode, u)
			l.ace = append(l.ace, lab)
			l.body = append(l.body, lab[len("xn--"):])
		}
	}
	return l
})

// BenchmarkPunycodeEncode encodes every non-ASCII label of the IDN corpus
// per op. Package punycode writes the bare encoding; x/net's Punycode
// profile adds xn--, which costs it nothing extra to strip.
func BenchmarkPunycodeEncode(b *testing.B) {
	in := punyLabels().unicode
	b.Run("impl=xn", func(b *testing.B) {
		perItem(b, len(in), "label", func() {
			for _, s := range in {
				out, _ := punycode.Encode(s)
				sink += len(out)
			}
		})
	})
	b.Run("impl=xnet", func(b *testing.B) {
		perItem(b, len(in), "label", func() {
			for _, s := range in {
				out, _ := xnet.Punycode.ToASCII(s)
				sink += len(out[min(len(out), 4):])
			}
		})
	})
}

// BenchmarkPunycodeDecode decodes the same labels. x/net's Punycode profile
// is given them with their xn-- prefix, prepared before the timing.
func BenchmarkPunycodeDecode(b *testing.B) {
	l := punyLabels()
	b.Run("impl=xn", func(b *testing.B) {
		perItem(b, len(l.body), "label", func() {
			for _, s := range l.body {
				out, _ := punycode.Decode(s)
				sink += len(out)
			}
		})
	})
	b.Run("impl=xnet", func(b *testing.B) {
		perItem(b, len(l.ace), "label", func() {
			for _, s := range l.ace {
				out, _ := xnet.Punycode.ToUnicode(s)
				sink += len(out)
			}
		})
	})
}

// BenchmarkPunycodeAppend encodes and decodes into a reused buffer: it
// should allocate nothing. x/net has no Append form.
func BenchmarkPunycodeAppend(b *testing.B) {
	l := punyLabels()
	b.Run("op=encode/impl=xn", func(b *testing.B) {
		buf := make([]byte, 0, 256)
		perItem(b, len(l.unicode), "label", func() {
			for _, s := range l.unicode {
				buf, _ = punycode.AppendEncode(buf[:0], s)
				sink += len(buf)
			}
		})
	})
	b.Run("op=decode/impl=xn", func(b *testing.B) {
		buf := make([]byte, 0, 256)
		perItem(b, len(l.body), "label", func() {
			for _, s := range l.body {
				buf, _ = punycode.AppendDecode(buf[:0], s)
				sink += len(buf)
			}
		})
	})
}
