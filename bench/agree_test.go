package bench

import (
	"testing"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/bench/corpus"
	"github.com/xn-go/xn/idna"
)

// profiles are the profiles with a golang.org/x/net/idna twin.
var profiles = []struct {
	name string
	xn   *idna.Profile
	xnet *xnet.Profile
}{
	{"Lookup", idna.Lookup, xnet.Lookup},
	{"Display", idna.Display, xnet.Display},
	{"Registration", idna.Registration, xnet.Registration},
}

// TestAgreement checks that both implementations give the same results on
// the corpora (the same output, or both an error), so that the benchmarks
// compare the same work. Registration rejects the host names with capitals,
// about one in ten, in both.
func TestAgreement(t *testing.T) {
	for _, p := range profiles {
		for _, c := range corpus.All() {
			for _, dir := range []string{"ToASCII", "ToUnicode"} {
				diff, xnErr, xnetErr := 0, 0, 0
				for _, h := range c.Hosts {
					var a, b string
					var ea, eb error
					if dir == "ToASCII" {
						a, ea = p.xn.ToASCII(h)
						b, eb = p.xnet.ToASCII(h)
					} else {
						a, ea = p.xn.ToUnicode(h)
						b, eb = p.xnet.ToUnicode(h)
					}
					if ea != nil {
						xnErr++
					}
					if eb != nil {
						xnetErr++
					}
					if (ea == nil) != (eb == nil) || ea == nil && a != b {
						if diff < 3 {
							t.Logf("%s %s %q: xn %q, %v; xnet %q, %v", p.name, dir, h, a, ea, b, eb)
						}
						diff++
					}
				}
				t.Logf("%s.%s corpus=%s: errors xn %d, xnet %d of %d", p.name, dir, c.Name, xnErr, xnetErr, len(c.Hosts))
				if diff > 0 {
					t.Errorf("%s.%s corpus=%s: %d of %d results differ", p.name, dir, c.Name, diff, len(c.Hosts))
				}
			}
		}
	}
}
