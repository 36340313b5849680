package idna_test

import (
	"testing"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/idna"
)

// benchHosts are single host names, one per path through the package, for
// profiling one path at a time:
//
//	go test ./idna -run '^$' -bench 'Host/name=cjk/op=ToASCII/impl=xn$' -cpuprofile cpu.out
//
// The suite over whole corpora is in ../bench.
var benchHosts = []struct{ name, host string }{
	{"ascii", "www.example.com"},
	{"ascii-upper", "WWW.Example.COM"},
	{"latin", "www.bücher-straße.de"},
	{"latin-upper", "Bücher.DE"},
	{"cyrillic", "почта.москва.рф"},
	{"greek", "παράδειγμα.ελ"},
	{"arabic", "www.مثال.مصر"},
	{"hebrew", "דוגמה.ישראל"},
	{"devanagari", "उदाहरण.भारत"},
	{"thai", "ตัวอย่าง.ไทย"},
	{"cjk", "例子.中国"},
	{"hangul", "도메인.한국"},
	{"kana", "テスト.みんな"},
	{"alabel", "www.xn--bcher-kva.de"},
	{"alabel-cjk", "xn--fsqu00a.xn--fiqs8s"},
	{"alabel-arabic", "xn--mgbh0fb.xn--wgbh1c"},
}

// BenchmarkHost converts each of benchHosts with the Lookup profile, ours
// and x/net's.
func BenchmarkHost(b *testing.B) {
	var sink int
	for _, h := range benchHosts {
		s := h.host
		name := "name=" + h.name
		b.Run(name+"/op=ToASCII/impl=xn", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				out, _ := idna.Lookup.ToASCII(s)
				sink += len(out)
			}
		})
		b.Run(name+"/op=ToASCII/impl=xnet", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				out, _ := xnet.Lookup.ToASCII(s)
				sink += len(out)
			}
		})
		b.Run(name+"/op=ToUnicode/impl=xn", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				out, _ := idna.Lookup.ToUnicode(s)
				sink += len(out)
			}
		})
		b.Run(name+"/op=ToUnicode/impl=xnet", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				out, _ := xnet.Lookup.ToUnicode(s)
				sink += len(out)
			}
		})
		b.Run(name+"/op=AppendToASCII/impl=xn", func(b *testing.B) {
			b.ReportAllocs()
			buf := make([]byte, 0, 256)
			for b.Loop() {
				buf, _ = idna.Lookup.AppendToASCII(buf[:0], s)
			}
			sink += len(buf)
		})
		b.Run(name+"/op=AppendToUnicode/impl=xn", func(b *testing.B) {
			b.ReportAllocs()
			buf := make([]byte, 0, 256)
			for b.Loop() {
				buf, _ = idna.Lookup.AppendToUnicode(buf[:0], s)
			}
			sink += len(buf)
		})
	}
	_ = sink
}

// TestBenchHosts checks that the host names of BenchmarkHost are valid, so
// that it measures the paths of success, and that both implementations
// agree on them.
func TestBenchHosts(t *testing.T) {
	for _, h := range benchHosts {
		a, err := idna.Lookup.ToASCII(h.host)
		if err != nil {
			t.Errorf("ToASCII(%q): %v", h.host, err)
		}
		want, err := xnet.Lookup.ToASCII(h.host)
		if err != nil || a != want {
			t.Errorf("ToASCII(%q) = %q; x/net: %q, %v", h.host, a, want, err)
		}
		u, err := idna.Lookup.ToUnicode(h.host)
		if err != nil {
			t.Errorf("ToUnicode(%q): %v", h.host, err)
		}
		want, err = xnet.Lookup.ToUnicode(h.host)
		if err != nil || u != want {
			t.Errorf("ToUnicode(%q) = %q; x/net: %q, %v", h.host, u, want, err)
		}
	}
}
