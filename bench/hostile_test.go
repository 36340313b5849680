package bench

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/punycode"
)

// hostileSizes are the input lengths in bytes, from 1 KiB to 1 MiB. Package
// idna refuses input over idna.MaxInputLen (64 KiB) before any other work;
// package punycode takes up to punycode.MaxLen (1 MiB).
var hostileSizes = []int{1 << 10, 4 << 10, 16 << 10, 64 << 10, 1 << 20}

// xnetQuadraticMax is the largest input given to x/net where its time
// grows with the square of the input: encoding distinct code points, which
// takes it about 0.4 s at 16 KiB and 5 s at 64 KiB.
const xnetQuadraticMax = 16 << 10

// A hostile input kind: gen returns an input of exactly n bytes.
type hostileKind struct {
	name      string
	gen       func(n int) string
	quadratic bool // for x/net's encoder
}

var hostileKinds = []hostileKind{
	// A name valid up to its last byte, which is not UTF-8.
	{"badutf8", func(n int) string { return repeat("ab.", n-1) + "\xff" }, false},
	// Many one-letter non-ASCII labels.
	{"dots", func(n int) string { return repeat("ü.", n) }, false},
	// One label of distinct CJK ideographs, each a new Punycode step.
	{"cjk", distinctCJK, true},
	// xn-- and base-36 digits: each "a" decodes to U+0080.
	{"xndigits", func(n int) string { return "xn--" + strings.Repeat("a", n-4) }, false},
}

// repeat returns unit repeated and cut to n bytes, padded with "a".
func repeat(unit string, n int) string {
	s := strings.Repeat(unit, n/len(unit))
	return s + strings.Repeat("a", n-len(s))
}

// distinctCJK returns n bytes of distinct CJK unified ideographs: the main
// block, then extension B (4 bytes each), padded with "a".
func distinctCJK(n int) string {
	b := make([]byte, 0, n)
	r := rune(0x4E00)
	for len(b)+utf8.RuneLen(r) <= n && r <= 0x2A6DF {
		b = utf8.AppendRune(b, r)
		if r++; r == 0xA000 {
			r = 0x20000
		}
	}
	for len(b) < n {
		b = append(b, 'a')
	}
	return string(b)
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return strconv.Itoa(n>>20) + "MiB"
	}
	return strconv.Itoa(n>>10) + "KiB"
}

// BenchmarkHostile runs Lookup's ToASCII and ToUnicode on long hostile
// input. ns/B must stay flat from 1 KiB up: no superlinear time.
func BenchmarkHostile(b *testing.B) {
	for _, k := range hostileKinds {
		for _, n := range hostileSizes {
			s := k.gen(n)
			if len(s) != n {
				b.Fatalf("%s: input of %d bytes, want %d", k.name, len(s), n)
			}
			name := "input=" + k.name + "/size=" + sizeName(n)
			b.Run(name+"/op=ToASCII/impl=xn", func(b *testing.B) {
				perByte(b, len(s), func() { out, _ := idna.Lookup.ToASCII(s); sink += len(out) })
			})
			if !k.quadratic || n <= xnetQuadraticMax {
				b.Run(name+"/op=ToASCII/impl=xnet", func(b *testing.B) {
					perByte(b, len(s), func() { out, _ := xnet.Lookup.ToASCII(s); sink += len(out) })
				})
			}
			b.Run(name+"/op=ToUnicode/impl=xn", func(b *testing.B) {
				perByte(b, len(s), func() { out, _ := idna.Lookup.ToUnicode(s); sink += len(out) })
			})
			b.Run(name+"/op=ToUnicode/impl=xnet", func(b *testing.B) {
				perByte(b, len(s), func() { out, _ := xnet.Lookup.ToUnicode(s); sink += len(out) })
			})
		}
	}
}

// distinctRunes returns n bytes of distinct code points from U+4E00 up,
// skipping the surrogates, padded with "a": unlike distinctCJK it has
// enough of them for 1 MiB. Punycode does not care whether they are
// assigned.
func distinctRunes(n int) string {
	b := make([]byte, 0, n)
	for r := rune(0x4E00); r <= utf8.MaxRune && len(b)+4 <= n; r++ {
		if 0xD800 <= r && r <= 0xDFFF {
			continue
		}
		b = utf8.AppendRune(b, r)
	}
	for len(b) < n {
		b = append(b, 'a')
	}
	return string(b)
}

// BenchmarkPunycodeHostile encodes a label of distinct code points and
// decodes a long run of digits, up to punycode.MaxLen.
func BenchmarkPunycodeHostile(b *testing.B) {
	for _, n := range hostileSizes {
		s := distinctRunes(n)
		name := "op=encode/input=distinct/size=" + sizeName(n)
		b.Run(name+"/impl=xn", func(b *testing.B) {
			perByte(b, len(s), func() { out, _ := punycode.Encode(s); sink += len(out) })
		})
		if n <= xnetQuadraticMax {
			b.Run(name+"/impl=xnet", func(b *testing.B) {
				perByte(b, len(s), func() { out, _ := xnet.Punycode.ToASCII(s); sink += len(out) })
			})
		}
	}
	for _, n := range hostileSizes {
		s := strings.Repeat("a", n)
		ace := "xn--" + s
		name := "op=decode/input=digits/size=" + sizeName(n)
		b.Run(name+"/impl=xn", func(b *testing.B) {
			perByte(b, len(s), func() { out, _ := punycode.Decode(s); sink += len(out) })
		})
		b.Run(name+"/impl=xnet", func(b *testing.B) {
			perByte(b, len(s), func() { out, _ := xnet.Punycode.ToUnicode(ace); sink += len(out) })
		})
	}
}
