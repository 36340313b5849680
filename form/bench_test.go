package form

import (
	"testing"

	xidna "golang.org/x/net/idna"

	"github.com/xn-go/xn/idna"
)

// benchDomains are the inputs of BenchmarkDomain: an ASCII name, a name
// with one U-label, and a look-alike that mixes Latin and Cyrillic in a
// label (the display policy's slow path, with a warning).
var benchDomains = []struct{ name, in string }{
	{"ascii", "www.example.com"},
	{"bücher.de", "bücher.de"},
	{"mixed", "www.p\u0430ypal.com"},
}

var (
	sinkResult Result
	sinkString string
)

// BenchmarkDomain measures Checker.Domain beside the conversion it makes
// (package idna's Lookup.ToASCII) and x/net's Lookup.ToASCII, on the same
// inputs in the same run: the ratios say what the form checker adds.
func BenchmarkDomain(b *testing.B) {
	var c Checker
	for _, bd := range benchDomains {
		b.Run(bd.name+"/form", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkResult = c.Domain(bd.in)
			}
		})
		b.Run(bd.name+"/idna", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString, _ = idna.Lookup.ToASCII(bd.in)
			}
		})
		b.Run(bd.name+"/xnet", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString, _ = xidna.Lookup.ToASCII(bd.in)
			}
		})
	}
}
