package bench

import (
	"testing"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/bench/corpus"
	"github.com/xn-go/xn/idna"
)

// BenchmarkToASCII converts every host name of each corpus per op with the
// profiles that x/net has too, then with UTS46, which it has not.
func BenchmarkToASCII(b *testing.B) {
	for _, c := range corpus.All() {
		for _, p := range profiles {
			name := "profile=" + p.name + "/corpus=" + c.Name
			b.Run(name+"/impl=xn", func(b *testing.B) { toASCII(b, p.xn, c.Hosts) })
			b.Run(name+"/impl=xnet", func(b *testing.B) { toASCIIXNet(b, p.xnet, c.Hosts) })
		}
		b.Run("profile=UTS46/corpus="+c.Name+"/impl=xn", func(b *testing.B) { toASCII(b, idna.UTS46, c.Hosts) })
	}
}

// BenchmarkToUnicode is BenchmarkToASCII for ToUnicode.
func BenchmarkToUnicode(b *testing.B) {
	for _, c := range corpus.All() {
		for _, p := range profiles {
			name := "profile=" + p.name + "/corpus=" + c.Name
			b.Run(name+"/impl=xn", func(b *testing.B) { toUnicode(b, p.xn, c.Hosts) })
			b.Run(name+"/impl=xnet", func(b *testing.B) { toUnicodeXNet(b, p.xnet, c.Hosts) })
		}
		b.Run("profile=UTS46/corpus="+c.Name+"/impl=xn", func(b *testing.B) { toUnicode(b, idna.UTS46, c.Hosts) })
	}
}

// BenchmarkAppendToASCII appends to a reused buffer: it should allocate
// nothing. x/net has no Append form.
func BenchmarkAppendToASCII(b *testing.B) {
	for _, c := range corpus.All() {
		b.Run("profile=Lookup/corpus="+c.Name+"/impl=xn", func(b *testing.B) {
			buf := make([]byte, 0, 1024)
			perItem(b, len(c.Hosts), "host", func() {
				for _, h := range c.Hosts {
					buf, _ = idna.Lookup.AppendToASCII(buf[:0], h)
					sink += len(buf)
				}
			})
		})
	}
}

// BenchmarkAppendToUnicode is BenchmarkAppendToASCII for AppendToUnicode.
func BenchmarkAppendToUnicode(b *testing.B) {
	for _, c := range corpus.All() {
		b.Run("profile=Lookup/corpus="+c.Name+"/impl=xn", func(b *testing.B) {
			buf := make([]byte, 0, 1024)
			perItem(b, len(c.Hosts), "host", func() {
				for _, h := range c.Hosts {
					buf, _ = idna.Lookup.AppendToUnicode(buf[:0], h)
					sink += len(buf)
				}
			})
		})
	}
}

// The loops below call the methods on the concrete types directly, with no
// function value in between, so that neither side pays for an indirect
// call per host name.

func toASCII(b *testing.B, p *idna.Profile, hosts []string) {
	perItem(b, len(hosts), "host", func() {
		for _, h := range hosts {
			s, _ := p.ToASCII(h)
			sink += len(s)
		}
	})
}

func toASCIIXNet(b *testing.B, p *xnet.Profile, hosts []string) {
	perItem(b, len(hosts), "host", func() {
		for _, h := range hosts {
			s, _ := p.ToASCII(h)
			sink += len(s)
		}
	})
}

func toUnicode(b *testing.B, p *idna.Profile, hosts []string) {
	perItem(b, len(hosts), "host", func() {
		for _, h := range hosts {
			s, _ := p.ToUnicode(h)
			sink += len(s)
		}
	})
}

func toUnicodeXNet(b *testing.B, p *xnet.Profile, hosts []string) {
	perItem(b, len(hosts), "host", func() {
		for _, h := range hosts {
			s, _ := p.ToUnicode(h)
			sink += len(s)
		}
	})
}

// nameLengths are single host names of about 4, 16 and 60 bytes, ASCII and
// Unicode, for the cost of one call at each length (issue 13 asks for the
// per-name overhead to shrink with the per-byte cost).
var nameLengths = []struct{ name, host string }{
	{"ascii4", "a.io"},
	{"ascii16", "www.example.com"},
	{"ascii60", "static-content.eu-west-1.cloudfront.example-cdn.com"},
	{"idn5", "ü.de"},
	{"idn16", "www.bücher.de"},
	{"idn60", "www.große-bücherstube.beispiel.münchen.de"},
}

// BenchmarkNameLength converts one host name per op with Lookup, ToASCII,
// for each of nameLengths, with xn and x/net.
func BenchmarkNameLength(b *testing.B) {
	for _, n := range nameLengths {
		hosts := []string{n.host}
		b.Run("name="+n.name+"/impl=xn", func(b *testing.B) { toASCII(b, idna.Lookup, hosts) })
		b.Run("name="+n.name+"/impl=xnet", func(b *testing.B) { toASCIIXNet(b, xnet.Lookup, hosts) })
	}
}
