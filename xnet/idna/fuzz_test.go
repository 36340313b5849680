package idna

import (
	"testing"

	"github.com/xn-go/xn/internal/fuzzseeds"
)

// FuzzXNetDifferential runs a fuzzed name through every conversion of
// TestXNetDifferential: each difference from x/net must be exactly one of
// the documented classes.
func FuzzXNetDifferential(f *testing.F) {
	for _, s := range append(fuzzseeds.Names(), handwritten[:len(handwritten)-1]...) {
		f.Add(s)
	}
	cs := conversions()
	f.Fuzz(func(t *testing.T, name string) {
		if len(name) > 4096 {
			return // x/net's encoder is quadratic; the generated run covers length
		}
		tl := &tally{classes: map[string]int{}}
		tl.compare(cs, name)
		for _, u := range tl.unexplained {
			t.Error("unexplained difference: " + u)
		}
	})
}
