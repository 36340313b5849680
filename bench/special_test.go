package bench

import (
	"encoding/binary"
	"strings"
	"testing"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/bench/corpus"
	"github.com/xn-go/xn/idna"
)

// The profiles of the names that issue 46 wants off the slow path: the one
// package resolve converts with (underscore labels for SRV and TXT
// names), and Lookup with VerifyDNSLength (fully qualified names). Their
// x/net twins accept the same names: StrictDomainName(false) lets "_"
// through, and x/net's VerifyDNSLength allows the root label.
var (
	resolveProfile = idna.Lookup.With(idna.AllowUnderscore(true))
	lengthProfile  = idna.Lookup.With(idna.VerifyDNSLength(true))
	resolveXNet    = xnet.New(xnet.MapForLookup(), xnet.BidiRule(), xnet.StrictDomainName(false))
	lengthXNet     = xnet.New(xnet.MapForLookup(), xnet.BidiRule(), xnet.VerifyDNSLength(true))
)

// specialNames are each name of issue 46's item 2 beside its plain ASCII
// counterpart of the same length, with the profiles that take both, an
// IDN name with a root dot and with ideographic full stops beside it, and
// A-label names of Indic scripts and Thai.
// rootLabel marks the fully qualified name, which ToASCII rejects under
// VerifyDNSLength from UTS #46 16.0 on (the root label counts as empty),
// in both implementations: that row measures the error with go1.27.
var specialNames = []struct {
	name, host string
	xn         *idna.Profile
	xnet       *xnet.Profile
	rootLabel  bool
}{
	{"dmarc-plain", "xdmarc.example.com", resolveProfile, resolveXNet, false},
	{"dmarc-underscore", "_dmarc.example.com", resolveProfile, resolveXNet, false},
	{"srv-plain", "xsip.xtcp.example.com", resolveProfile, resolveXNet, false},
	{"srv-underscore", "_sip._tcp.example.com", resolveProfile, resolveXNet, false},
	{"fqdn-plain", "www.example.com", lengthProfile, lengthXNet, false},
	{"fqdn-root", "www.example.com.", lengthProfile, lengthXNet, true},
	{"idn-plain", "www.bücher.de", idna.Lookup, xnet.Lookup, false},
	{"idn-root", "www.bücher.de.", idna.Lookup, xnet.Lookup, false},
	{"idn-ideographic-dots", "www\u3002bücher\u3002de", idna.Lookup, xnet.Lookup, false},
	// A-labels whose marks make them NFC only by their combining classes
	// and quick-check bits (issue 46 item 2): हिन्दी.भारत, বাংলা.ভারত,
	// சிங்கப்பூர்.இந்தியா, กุ้ง.ไทย.
	{"alabel-devanagari", "xn--j2bd4cyah0f.xn--h2brj9c", idna.Lookup, xnet.Lookup, false},
	{"alabel-bengali", "xn--54b7fta0cc.xn--45brj9c", idna.Lookup, xnet.Lookup, false},
	{"alabel-tamil", "xn--clchc0ea0b2g2a9gcd.xn--xkc2dl3a5ee0h", idna.Lookup, xnet.Lookup, false},
	{"alabel-thai", "xn--12cm0msc.xn--o3cw4h", idna.Lookup, xnet.Lookup, false},
}

// TestSpecialNames checks that the names of BenchmarkSpecialNames convert
// without error to the same result in both implementations (but for the root
// label under UTS #46 16.0 and later, where both fail), so that the
// benchmark measures success and both sides do the same work.
func TestSpecialNames(t *testing.T) {
	for _, n := range specialNames {
		for _, dir := range []string{"ToASCII", "ToUnicode"} {
			var a, b string
			var ea, eb error
			if dir == "ToASCII" {
				a, ea = n.xn.ToASCII(n.host)
				b, eb = n.xnet.ToASCII(n.host)
			} else {
				a, ea = n.xn.ToUnicode(n.host)
				b, eb = n.xnet.ToUnicode(n.host)
			}
			if n.rootLabel && dir == "ToASCII" && idna.UnicodeVersion >= "16" {
				if ea == nil || eb == nil {
					t.Errorf("%s(%q) with Unicode %s: xn %q, %v; x/net %q, %v; want an error from both", dir, n.host, idna.UnicodeVersion, a, ea, b, eb)
				}
				continue
			}
			if ea != nil || eb != nil || a != b {
				t.Errorf("%s(%q): xn %q, %v; x/net %q, %v; want the same result from both", dir, n.host, a, ea, b, eb)
			}
		}
	}
}

// BenchmarkSpecialNames converts one name of specialNames per op, ToASCII
// and ToUnicode, with xn and x/net.
func BenchmarkSpecialNames(b *testing.B) {
	for _, n := range specialNames {
		hosts := []string{n.host}
		b.Run("name="+n.name+"/op=ToASCII/impl=xn", func(b *testing.B) { toASCII(b, n.xn, hosts) })
		b.Run("name="+n.name+"/op=ToASCII/impl=xnet", func(b *testing.B) { toASCIIXNet(b, n.xnet, hosts) })
		b.Run("name="+n.name+"/op=ToUnicode/impl=xn", func(b *testing.B) { toUnicode(b, n.xn, hosts) })
		b.Run("name="+n.name+"/op=ToUnicode/impl=xnet", func(b *testing.B) { toUnicodeXNet(b, n.xnet, hosts) })
	}
}

// appendLowerFloor appends s with A-Z lowercased, 8 bytes a step and the
// rest a byte at a time, and checks nothing: the least work that producing
// the ASCII form of an ASCII name takes, the floor of issue 46's item 1.
func appendLowerFloor(dst []byte, s string) []byte {
	dst = append(dst, s...)
	const ones = 0x0101010101010101
	for b := dst[len(dst)-len(s):]; len(b) > 0; {
		if len(b) < 8 {
			for k, c := range b {
				if c-'A' <= 'Z'-'A' { // unsigned: A-Z only
					b[k] = c | 0x20
				}
			}
			break
		}
		// The high bit of each byte ends up set where it is in A-Z (for
		// bytes below 0x80; the floor does not care about the others).
		x := binary.LittleEndian.Uint64(b)
		upper := (x + ones*(0x80-'A')) &^ (x + ones*(0x80-'Z'-1)) &^ x & (ones * 0x80)
		binary.LittleEndian.PutUint64(b, x|upper>>2)
		b = b[8:]
	}
	return dst
}

// TestAppendLowerFloor checks the floor against strings.ToLower on every
// ASCII name of the corpora, so that the baseline does the work it claims.
func TestAppendLowerFloor(t *testing.T) {
	for _, c := range corpus.All() {
		for _, h := range c.Hosts {
			if got, want := string(appendLowerFloor([]byte("x"), h)), "x"+strings.ToLower(h); c.Name == "ascii" && got != want {
				t.Fatalf("appendLowerFloor(%q) = %q, want %q", h, got, want)
			}
		}
	}
}

// BenchmarkFloor is the baseline of the ASCII rows: appendLowerFloor of
// every name of the ascii and mixed corpora into one reused buffer, beside
// Lookup's AppendToASCII doing the same with every check.
func BenchmarkFloor(b *testing.B) {
	for _, c := range corpus.All() {
		if c.Name != "ascii" && c.Name != "mixed" {
			continue
		}
		b.Run("corpus="+c.Name+"/impl=floor", func(b *testing.B) {
			buf := make([]byte, 0, 1024)
			perItem(b, len(c.Hosts), "host", func() {
				for _, h := range c.Hosts {
					buf = appendLowerFloor(buf[:0], h)
					sink += len(buf)
				}
			})
		})
	}
}
