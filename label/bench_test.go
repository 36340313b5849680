package label_test

import (
	"strings"
	"testing"

	"golang.org/x/net/idna"

	"github.com/xn-go/xn/label"
)

var benchNames = []struct{ name, s string }{
	{"host", "www.example-123.co.uk"},
	{"host-root", "mail.google.com."},
	{"long", strings.Repeat("a", 63) + "." + strings.Repeat("b", 63) + "." + strings.Repeat("c", 63) + "." + strings.Repeat("d", 61)},
	{"ace", "xn--bcher-kva.xn--p1ai"},
}

var (
	sinkInt    int
	sinkErr    error
	sinkLabels []label.Label
	sinkStrs   []string
)

// BenchmarkIndexDot scans names for the first dot, the one that ends the
// name being scanned in turn; strings.IndexByte, which looks only for
// U+002E, is the floor.
func BenchmarkIndexDot(b *testing.B) {
	inputs := []struct{ name, s string }{
		{"label63", strings.Repeat("a", 63) + "."},
		{"1KiB", strings.Repeat("a", 1024) + "."},
		{"CJK", strings.Repeat("\u4E2D", 20) + "\u3002"},
	}
	for _, in := range inputs {
		b.Run("label/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				sinkInt, _ = label.IndexDot(in.s)
			}
		})
		b.Run("strings.IndexByte/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				sinkInt = strings.IndexByte(in.s, '.')
			}
		})
	}
}

// BenchmarkSplit compares All, collected or not, with strings.Split and
// strings.SplitSeq, which split at U+002E only and report no offsets.
func BenchmarkSplit(b *testing.B) {
	for _, in := range benchNames {
		b.Run("slices.Collect(label.All)/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				sinkLabels = label.Split(in.s)
			}
		})
		b.Run("strings.Split/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				sinkStrs = strings.Split(in.s, ".")
			}
		})
		b.Run("label.All/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				for l := range label.All(in.s) {
					sinkInt += len(l.Text)
				}
			}
		})
		b.Run("strings.SplitSeq/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				for l := range strings.SplitSeq(in.s, ".") {
					sinkInt += len(l)
				}
			}
		})
	}
}

// BenchmarkCheckHost runs every check of the package on an ASCII host name
// (checkHost in alloc_test.go). x/net has no separate syntax layer: its
// nearest twins are ToASCII with only the hyphen and length checks, and
// the full Lookup profile, which also maps and validates.
func BenchmarkCheckHost(b *testing.B) {
	xnetSyntax := idna.New(idna.CheckHyphens(true), idna.VerifyDNSLength(true))
	// No ACE labels here: a profile checks their hyphens after decoding.
	for _, in := range benchNames[:3] {
		b.Run("label/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				sinkErr = checkHost(in.s)
			}
			if sinkErr != nil {
				b.Fatal(sinkErr)
			}
		})
		b.Run("xnet-hyphens-length/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				_, sinkErr = xnetSyntax.ToASCII(in.s)
			}
		})
		b.Run("xnet-Lookup/"+in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				_, sinkErr = idna.Lookup.ToASCII(in.s)
			}
		})
	}
}

// BenchmarkClassify classifies single labels of each kind.
func BenchmarkClassify(b *testing.B) {
	inputs := []struct{ name, s string }{
		{"NR-LDH", "example-123"},
		{"XN", "xn--bcher-kva"},
		{"U", "b\u00FCcher"},
	}
	var sink label.Kind
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sink = label.Classify(in.s, nil)
			}
		})
	}
	_ = sink
}

// BenchmarkCheckLDH checks one label; x/net has no twin.
func BenchmarkCheckLDH(b *testing.B) {
	inputs := []struct{ name, s string }{
		{"short", "example"},
		{"label63", strings.Repeat("ab-1", 15) + "xyz"},
	}
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				sinkErr = label.CheckLDH(in.s, false)
			}
		})
	}
}
