package punycode

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/bootstring"
)

// The tests in this file check the parts of the short decoder (short.go)
// against the plain forms they replace, and the whole of it against pDecode,
// the inserting decoder of RFC 3492 section 6.2 (itself checked against the
// reference implementation by TestAgainstReference).

// TestShortDivide checks divideShort against the division operator for
// every divisor and the dividends next to multiples of it up to pMaxI,
// where an error of the reciprocal would show first.
func TestShortDivide(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for d := uint32(1); d <= maxShort; d++ {
		xs := []uint32{0, 1, d - 1, d, pMaxI - 1, pMaxI - 1 - (pMaxI-1)%d, pMaxI - 2 - (pMaxI-1)%d}
		for range 5000 {
			q := rng.Uint32N((pMaxI - 1) / d)
			xs = append(xs, q*d, q*d+d-1, rng.Uint32N(pMaxI))
		}
		for _, x := range xs {
			if got := divideShort(x, d); got != x/d {
				t.Fatalf("divideShort(%d, %d) = %d, want %d", x, d, got, x/d)
			}
		}
	}
}

// TestShortAdapt checks pAdapt against bootstring's adapt, pThresholds against bootstring's threshold, and the
// largest bias, pMaxBias, against bootstring's adapt.
func TestShortAdapt(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for np := uint32(1); np <= maxShort; np++ {
		deltas := []uint32{0, 1, 454, 455, 456, 909, 910, 911, pDamp*455 + 699, pMaxI - 1}
		for range 2000 {
			deltas = append(deltas, rng.Uint32N(pMaxI), rng.Uint32N(1<<16))
		}
		for _, delta := range deltas {
			for _, first := range []bool{false, true} {
				if got, want := pAdapt(delta, np, first), uint32(bootstring.Punycode.Adapt(uint64(delta), uint64(np), first)); got != want {
					t.Fatalf("pAdapt(%d, %d, %v) = %d, want %d", delta, np, first, got, want)
				}
			}
		}
	}
	if got := uint32(bootstring.Punycode.Adapt(uint64(maxInt), uint64(1), false)); got != pMaxBias {
		t.Errorf("adapt(2^32-1, 1, false) = %d, want pMaxBias = %d", got, pMaxBias)
	}
	for range 100000 {
		delta, np := rng.Uint32(), 1+rng.Uint32N(MaxLen)
		if got := uint32(bootstring.Punycode.Adapt(uint64(delta), uint64(np), rng.IntN(2) == 0)); got > pMaxBias {
			t.Fatalf("adapt(%d, %d) = %d > pMaxBias", delta, np, got)
		}
	}
	for bias := uint32(0); bias <= pMaxBias; bias++ {
		for k := uint32(pBase); k <= pBase*10; k += pBase {
			if k-bias+pBias >= uint32(len(pThresholds)) {
				break
			}
			if got, want := uint32(pThresholds[k-bias+pBias]), uint32(bootstring.Punycode.Threshold(uint64(k), uint64(bias))); got != want {
				t.Fatalf("pThresholds for k %d, bias %d = %d, want %d", k, bias, got, want)
			}
		}
	}
}

// TestLastDelimiter checks lastDelimiter against strings.LastIndexByte,
// with bytes that differ from the delimiter in one bit and bytes that
// carry into the next one in the zero-byte test.
func TestLastDelimiter(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	alphabet := []byte{'-', '-' | 0x80, '-' ^ 1, '-' + 1, 0, 0x80, 0xFF, 'a', 0x7F, 1}
	for n := 0; n < 40; n++ {
		for range 300 {
			b := make([]byte, n)
			for i := range b {
				b[i] = alphabet[rng.IntN(len(alphabet))]
			}
			if got, want := lastDelimiter(string(b)), strings.LastIndexByte(string(b), '-'); got != want {
				t.Fatalf("lastDelimiter(%q) = %d, want %d", b, got, want)
			}
		}
	}
}

// TestShortAgainstDirect decodes many inputs with pShort and pDecode. pShort
// must give the same UTF-8 as pDecode, or report false exactly when pDecode
// fails or the result has more than maxShort code points.
func TestShortAgainstDirect(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	var inputs []string
	// Strings that look like Punycode, of every length up to past
	// shortDecodeMax.
	const digits = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	for n := 0; n <= shortDecodeMax+8; n++ {
		for range 40 {
			b := make([]byte, n)
			for i := range b {
				switch x := rng.IntN(100); {
				case x < 2:
					b[i] = byte(rng.IntN(256))
				case x < 4:
					b[i] = '-'
				default:
					b[i] = digits[rng.IntN(len(digits))]
				}
			}
			inputs = append(inputs, string(b))
		}
	}
	// Many one-digit deltas: the output reaches maxShort code points, and
	// i passes the length with the last ones.
	for n := maxShort - 4; n <= maxShort+4; n++ {
		for _, last := range []string{"a", "z", "9", "99", "zz", "ba"} {
			for _, first := range []byte{'a', 'b', 'z'} {
				inputs = append(inputs, strings.Repeat(string(first), n-1)+last)
			}
			inputs = append(inputs, strings.Repeat("x", n/2)+"-"+strings.Repeat("a", n/2-1)+last)
		}
	}
	// Valid encodings of up to 80 code points, some near U+10FFFF, and a
	// few with long integers.
	for n := 0; n <= 80; n++ {
		for range 20 {
			rs := make([]rune, n)
			for i := range rs {
				switch x := rng.IntN(10); {
				case x < 3:
					rs[i] = 'a' + rng.Int32N(26)
				case x < 5:
					rs[i] = 0x10FF00 + rng.Int32N(0x100)
				default:
					rs[i] = 0x80 + rng.Int32N(0x3000)
				}
			}
			enc, err := encode(nil, rs, nil, nil)
			if err != nil {
				continue
			}
			inputs = append(inputs, string(enc))
			// The same with a damaged digit.
			if len(enc) > 0 {
				enc[rng.IntN(len(enc))] = digits[rng.IntN(len(digits))]
				inputs = append(inputs, string(enc))
			}
		}
	}
	inputs = append(inputs, "", "-", "a-", "--", "k0902716a", "99999999", "en32g", "dn32g", "ib9b", "zy0c", "0y0c",
		"ab-zd9k", "a-99999999", "bbbbbbbbbb", "zzzzzzzzzzzzzzzzzzz", strings.Repeat("x", maxShort)+"-a")
	for _, s := range inputs {
		var words [maxShort]uint32
		count, size, ok := pShort(&words, s)
		want, err := pDecode(nil, s)
		switch {
		case ok && err != nil:
			t.Fatalf("pShort(%q) succeeds; pDecode fails with %v", s, err)
		case ok:
			buf := make([]byte, size)
			putWords(buf, words[:count])
			if string(buf) != string(want) || count != len(want) {
				t.Fatalf("pShort(%q) = %q (%d code points); pDecode gives %q", s, buf, count, string(want))
			}
		case err == nil && len(want) <= maxShort:
			t.Fatalf("pShort(%q) fails; pDecode gives %q", s, string(want))
		}
	}
}

// TestPutWords checks putWords, which writes past each word's bytes, on
// every length of the last words and on an exact buffer.
func TestPutWords(t *testing.T) {
	rs := []rune{'a', 0xE9, 0x4E2D, 0x10FFFF, 'b', 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000, 'c'}
	for i := range rs {
		for j := i; j <= len(rs); j++ {
			var words []uint32
			for _, r := range rs[i:j] {
				var b [4]byte
				n := utf8.EncodeRune(b[:], r)
				u := uint32(0)
				for k := n - 1; k >= 0; k-- {
					u = u<<8 | uint32(b[k])
				}
				words = append(words, u)
			}
			want := string(rs[i:j])
			// One byte more, which putWords must not write.
			buf := make([]byte, len(want)+1)
			buf[len(want)] = '.'
			putWords(buf[:len(want)], words)
			if string(buf) != want+"." {
				t.Fatalf("putWords(%U) = %q, want %q", rs[i:j], buf, want+".")
			}
		}
	}
}
