package spoof_test

import (
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
