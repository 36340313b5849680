package idna

import (
	"testing"

	xnet "golang.org/x/net/idna"
)

var benchNames = []struct{ kind, name string }{
	{"ASCII", "www.example.com"},
	{"Latin", "www.bücher-straße.example"},
	{"ALabel", "xn--bcher-kva.example"},
	{"Arabic", "\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631"},
}

// BenchmarkLookupToASCII compares Lookup.ToASCII here and in x/net.
func BenchmarkLookupToASCII(b *testing.B) {
	for _, n := range benchNames {
		b.Run("xnet/"+n.kind, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Lookup.ToASCII(n.name)
			}
		})
		b.Run("x-net/"+n.kind, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				xnet.Lookup.ToASCII(n.name)
			}
		})
	}
}
