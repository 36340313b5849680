package bench

import (
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/lgr"
)

// The LGR benchmarks read ICANN's reference LGRs from ../shared (skipped
// when absent). Labels per second = 1e9 / (ns/op) × labels per op; each op
// handles one label.

var lgrCases = []struct {
	name, file string
	labels     []string
}{
	{"Arabic", "second-level/lgr-second-level-arabic-language-31may22-en.xml.gz", []string{"علي", "مكتبة", "القاهرة", "ىعل"}},
	{"Chinese", "second-level/lgr-second-level-chinese-language-31may22-en.xml.gz", []string{"中国", "国际发展", "北京大学", "网络"}},
	{"Latin", "second-level/lgr-second-level-latin-script-31may22-en.xml.gz", []string{"café", "example", "straße", "zürich"}},
	{"German", "second-level/lgr-second-level-german-language-31may22-en.xml.gz", []string{"straße", "bücher", "example", "-abc"}},
}

func loadLGR(b *testing.B, file string) *lgr.LGR {
	l, err := lgr.ParseFile(shareddata.Path(b, "lgr/"+file))
	if err != nil {
		b.Fatal(err)
	}
	return l
}

// BenchmarkLGRParse parses the largest reference LGR (Chinese, 3.5 MB of
// XML once decompressed; decompression included).
func BenchmarkLGRParse(b *testing.B) {
	path := shareddata.Path(b, "lgr/second-level/lgr-second-level-chinese-language-31may22-en.xml.gz")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := lgr.ParseFile(path); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLGRCheck(b *testing.B) {
	benchLabels(b, func(l *lgr.LGR, label string) { l.Check(label) })
}

// benchLabels runs op on each LGR of lgrCases over its labels in turn, one
// sub-benchmark per LGR.
func benchLabels(b *testing.B, op func(l *lgr.LGR, label string)) {
	for _, c := range lgrCases {
		l := loadLGR(b, c.file)
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				op(l, c.labels[i%len(c.labels)])
				i++
			}
		})
	}
}

func BenchmarkLGRVariants(b *testing.B) {
	for _, c := range lgrCases {
		l := loadLGR(b, c.file)
		for _, only := range []bool{false, true} {
			name := c.name
			if only {
				name += "/allocatable"
			}
			b.Run(name, func(b *testing.B) {
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					l.Variants(c.labels[i%len(c.labels)], lgr.VariantOptions{OnlyAllocatable: only})
					i++
				}
			})
		}
	}
}

func BenchmarkLGRIndex(b *testing.B) {
	benchLabels(b, func(l *lgr.LGR, label string) { l.Index(label) })
}

// BenchmarkLGRVariantsHostile: 63 letters y under the Root Zone LGR, each
// with four look-alike variants, every variant label searched by thirty
// whole-label rules; Max (10,000 labels) stops it (docs/lgr.md, Bounds).
func BenchmarkLGRVariantsHostile(b *testing.B) {
	l := loadLGR(b, "root-zone/lgr-5-common-26may22-en.xml.gz")
	label := strings.Repeat("y", 63)
	b.ReportAllocs()
	for b.Loop() {
		v, err := l.Variants(label, lgr.VariantOptions{})
		if err != nil || !v.Truncated {
			b.Fatalf("%v, truncated %v", err, v.Truncated)
		}
	}
}
