package spoof_test

import (
	"strings"
	"testing"

	xidna "golang.org/x/net/idna"

	"github.com/xn-go/xn/spoof"
)

var benchNames = []struct{ name, in string }{
	{"ASCII", "www.example.com"},
	{"Latin", "www.b\u00fccher.de"},
	{"Cyrillic", "\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444"},
	{"Japanese", "\u4f8b\u3048.\u30c6\u30b9\u30c8.jp"},
	{"Homograph", "\u0455\u0441\u043e\u0440\u0435.com"},
	{"Mixed", "www.p\u0430ypal.com"},
}

var sinkReasons []spoof.Reason

func BenchmarkCheck(b *testing.B) {
	p := spoof.DefaultPolicy()
	for _, bn := range benchNames {
		b.Run(bn.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bn.in)))
			for b.Loop() {
				sinkReasons = p.Check(bn.in)
			}
		})
	}
}

var sinkString string

// BenchmarkDisplay includes the two IDNA conversions. Package spoof has no
// twin in golang.org/x/net/idna; its Lookup.ToUnicode on the same inputs is
// given for scale.
func BenchmarkDisplay(b *testing.B) {
	for _, bn := range benchNames {
		b.Run(bn.name+"/xn", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString, sinkReasons, _ = spoof.Display(bn.in)
			}
		})
		b.Run(bn.name+"/xnet-ToUnicode", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString, _ = xidna.Lookup.ToUnicode(bn.in)
			}
		})
	}
}

func BenchmarkSkeleton(b *testing.B) {
	for _, bn := range benchNames {
		b.Run(bn.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString = spoof.Skeleton(bn.in)
			}
		})
	}
}

var sinkLevel spoof.Level

func BenchmarkRestrictionLevel(b *testing.B) {
	for _, bn := range benchNames {
		b.Run(bn.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkLevel = spoof.RestrictionLevel(bn.in)
			}
		})
	}
}

// hostileSizes are the input sizes of BenchmarkHostileSize, 1 KiB to 1 MiB.
var hostileSizes = []struct {
	name string
	n    int
}{
	{"1KiB", 1 << 10}, {"4KiB", 4 << 10}, {"16KiB", 16 << 10}, {"64KiB", 64 << 10},
	{"256KiB", 256 << 10}, {"1MiB", 1 << 20},
}

// hostileShapes are repeated to the size wanted and cut at a character
// boundary.
var hostileShapes = []struct{ name, unit string }{
	// Many labels: one shown, one mixed-script, one Cyrillic.
	{"labels", "b\u00fccher.p\u0430ypal.\u043f\u0440\u0438\u043c\u0435\u0440."},
	// One label, a Cyrillic whole-script confusable of "apple..." (the
	// skeleton of the whole label is computed).
	{"cyrillic-label", "\u0430\u0440\u0440\u04cf\u0435"},
	// One base character and nonspacing marks, all on it.
	{"marks", "\u0301\u0300\u0302\u0303"},
}

func hostileInput(unit string, n int) string {
	s := strings.Repeat(unit, n/len(unit)+1)
	if unit == hostileShapes[2].unit {
		s = "a" + s
	}
	return strings.ToValidUTF8(s[:n], "")
}

// BenchmarkHostileSize runs Check, Skeleton and Display on inputs of 1 KiB
// to 1 MiB and reports ns/B: a cost linear in the input gives the same
// ns/B at every size. Display hands the name to idna first, which refuses
// anything over idna.MaxInputLen (64 KiB) at once, so from 256 KiB on it
// measures that refusal.
//
//	go test ./spoof -run '^$' -bench HostileSize
func BenchmarkHostileSize(b *testing.B) {
	p := spoof.DefaultPolicy()
	funcs := []struct {
		name string
		f    func(string)
	}{
		{"Check", func(s string) { sinkReasons = p.Check(s) }},
		{"Skeleton", func(s string) { sinkString = spoof.Skeleton(s) }},
		{"Display", func(s string) { sinkString, sinkReasons, _ = p.Display(s) }},
	}
	for _, fn := range funcs {
		for _, shape := range hostileShapes {
			for _, size := range hostileSizes {
				in := hostileInput(shape.unit, size.n)
				b.Run(fn.name+"/"+shape.name+"/"+size.name, func(b *testing.B) {
					b.ReportAllocs()
					b.SetBytes(int64(len(in)))
					for b.Loop() {
						fn.f(in)
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(float64(b.N)*float64(len(in))), "ns/B")
				})
			}
		}
	}
}
