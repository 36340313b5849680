package punycode

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestEncodeScanAgainstKeys checks the scan encoder (pEncodeScan, up to
// scanMax code points), through AppendEncode and AppendEncodeRunes,
// against the sorted-key encoder of the same lengths (appendEncodeKeys)
// and the general one (encode), whose overflow checks it does without:
// results and errors must be the same, with the same offsets. The inputs
// have every length up to past scanMax, few and many distinct code
// points, high ones (the largest deltas), and invalid values.
func TestEncodeScanAgainstKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(46, 3))
	sources := []struct {
		name string
		src  func() rune
	}{
		{"few", func() rune { return []rune("éèàçüöñß")[rng.IntN(8)] }},
		{"two", func() rune { return rune(0x4E00 + rng.IntN(2)) }},
		{"cjk", func() rune { return rune(0x4E00 + rng.IntN(20000)) }},
		{"any", func() rune { return randomScalar(rng) }},
		{"high", func() rune { return rune(0x10FFFF - rng.IntN(4)) }},
		{"ends", func() rune { return []rune{0x80, 0x10FFFF}[rng.IntN(2)] }},
		{"invalid", func() rune {
			if rng.IntN(16) == 0 {
				return []rune{0xD800, 0xDFFF, 0x110000, -1}[rng.IntN(4)]
			}
			return randomScalar(rng)
		}},
	}
	for _, source := range sources {
		for n := 0; n <= scanMax+2; n++ {
			for _, share := range []int{0, 2, 4, 7} { // basic code points, in eighths
				for rep := range 8 {
					rs := make([]rune, n)
					for i := range rs {
						if rng.IntN(8) < share {
							rs[i] = rune(rng.IntN(utf8.RuneSelf))
						} else {
							rs[i] = source.src()
						}
					}
					checkScan(t, fmt.Sprintf("%s/%d/%d/%d", source.name, n, share, rep), rs)
				}
			}
		}
	}
	// The largest deltas of the scan: U+10FFFF after scanMax-1 code points
	// (basic or U+0080), or first and inserted after all of them.
	for b := 0; b < scanMax; b++ {
		for _, fill := range []string{"a", "\u0080"} {
			low := strings.Repeat(fill, b)
			for _, s := range []string{low + "\U0010FFFF", "\U0010FFFF" + low, low + "\U0010FFFF\U0010FFFF"} {
				checkScan(t, fmt.Sprintf("%d×%+q", b, fill), []rune(s))
			}
		}
	}
}

// checkScan compares the encoders on rs (see TestEncodeScanAgainstKeys).
func checkScan(t *testing.T, label string, rs []rune) {
	t.Helper()
	want, wantErr := encode([]byte("x"), rs, nil, nil)
	if len(rs) <= maxShort {
		keys, keysErr := appendEncodeKeys([]byte("x"), rs)
		if !sameEncoding(keys, keysErr, want, wantErr) {
			t.Fatalf("%s: appendEncodeKeys = %q, %v; encode: %q, %v", label, keys, keysErr, want, wantErr)
		}
	}
	got, err := AppendEncodeRunes([]byte("x"), rs)
	if !sameEncoding(got, err, want, wantErr) {
		t.Fatalf("%s: AppendEncodeRunes(%q) = %q, %v; encode: %q, %v", label, rs, got, err, want, wantErr)
	}
	if wantErr != nil {
		return
	}
	s := string(rs)
	got, err = AppendEncode([]byte("x"), s)
	if !sameEncoding(got, err, want, nil) {
		t.Fatalf("%s: AppendEncode(%q) = %q, %v; encode: %q", label, s, got, err, want)
	}
}

// TestEncodeScanInvalidUTF8 checks that AppendEncode reports the byte
// offset of invalid UTF-8 in a short string at every position, as the
// standard library decodes it, and leaves dst as it was.
func TestEncodeScanInvalidUTF8(t *testing.T) {
	for _, bad := range []string{"\xff", "\xc0\x80", "\xed\xa0\x80", "\xe4\xb8", "\xf4\x90\x80\x80", "\xc3"} {
		for _, before := range []string{"", "a", "ü", "中", "😀", "ab中ü"} {
			for _, after := range []string{"", "b", "中"} {
				s := before + bad + after
				got, err := AppendEncode([]byte("x"), s)
				e, ok := err.(*Error)
				if !ok || e.Err != ErrInvalidUTF8 || e.Offset != len(before) || string(got) != "x" {
					t.Errorf("AppendEncode(%+q) = %q, %v; want x and ErrInvalidUTF8 at %d", s, got, err, len(before))
				}
			}
		}
	}
}
