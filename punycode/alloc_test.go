package punycode_test

import (
	"strings"
	"testing"

	"github.com/xn-go/xn/punycode"
)

// shortLabels are typical labels, as Unicode and as Punycode.
var shortLabels = []struct{ unicode, encoded string }{
	{"bücher", "bcher-kva"},
	{"münchen", "mnchen-3ya"},
	{"日本語", "wgv71a119e"},
	{"例え", "r8jz45g"},
	{"παράδειγμα", "hxajbheg2az3al"},
	{"пример", "e1afmkfd"},
	{"☃", "n3h"},
	{"faß", "fa-hia"},
	{"ñ", "ida"},
	{"😀", "e28h"},
}

// TestNoAllocs checks the allocation promises of the Append functions with
// a buffer that has room, after a non-empty prefix.
func TestNoAllocs(t *testing.T) {
	var inputs []struct{ unicode, encoded string }
	inputs = append(inputs, shortLabels...)
	for _, s := range loadSamples(t) {
		if len([]rune(s.unicode)) <= 64 && len(s.plain) <= 64 {
			inputs = append(inputs, struct{ unicode, encoded string }{s.unicode, s.plain})
		}
	}
	bytesBuf := make([]byte, 0, 1024)
	runesBuf := make([]rune, 0, 1024)
	prefix := "prefix."
	for _, in := range inputs {
		rs := []rune(in.unicode)
		wantEnc, wantDec := prefix+in.encoded, prefix+in.unicode
		pre := []rune(prefix)
		for _, tc := range []struct {
			name string
			call func() (string, error)
		}{
			{"AppendEncode", func() (string, error) {
				b, err := punycode.AppendEncode(append(bytesBuf[:0], prefix...), in.unicode)
				return string(b), err
			}},
			{"AppendDecode", func() (string, error) {
				b, err := punycode.AppendDecode(append(bytesBuf[:0], prefix...), in.encoded)
				return string(b), err
			}},
			{"AppendEncodeRunes", func() (string, error) {
				b, err := punycode.AppendEncodeRunes(append(bytesBuf[:0], prefix...), rs)
				return string(b), err
			}},
			{"AppendDecodeRunes", func() (string, error) {
				r, err := punycode.AppendDecodeRunes(append(runesBuf[:0], pre...), in.encoded)
				return string(r), err
			}},
		} {
			want := wantEnc
			if strings.Contains(tc.name, "Decode") {
				want = wantDec
			}
			if got, err := tc.call(); got != want || err != nil {
				t.Fatalf("%s(%q) = %q, %v; want %q", tc.name, in.unicode, got, err, want)
			}
		}
		// The calls alone, without the string conversions of the check.
		for name, f := range map[string]func(){
			"AppendEncode":      func() { punycode.AppendEncode(append(bytesBuf[:0], prefix...), in.unicode) },
			"AppendDecode":      func() { punycode.AppendDecode(append(bytesBuf[:0], prefix...), in.encoded) },
			"AppendEncodeRunes": func() { punycode.AppendEncodeRunes(append(bytesBuf[:0], prefix...), rs) },
			"AppendDecodeRunes": func() { punycode.AppendDecodeRunes(append(runesBuf[:0], pre...), in.encoded) },
		} {
			if n := testing.AllocsPerRun(50, f); n != 0 {
				t.Errorf("%s(%q): %v allocations, want 0", name, in.unicode, n)
			}
		}
	}
	// Encode and Decode allocate only the result; Decode of basic code
	// points returns a substring of its input.
	for _, in := range shortLabels {
		if n := testing.AllocsPerRun(50, func() { punycode.Encode(in.unicode) }); n != 1 {
			t.Errorf("Encode(%q): %v allocations, want 1", in.unicode, n)
		}
		if n := testing.AllocsPerRun(50, func() { punycode.Decode(in.encoded) }); n != 1 {
			t.Errorf("Decode(%q): %v allocations, want 1", in.encoded, n)
		}
	}
	if n := testing.AllocsPerRun(50, func() { punycode.Decode("example-") }); n != 0 {
		t.Errorf("Decode(%q): %v allocations, want 0", "example-", n)
	}
	// AppendDecode's s does not escape, so converting a short []byte for
	// it does not allocate (package idna does this).
	for _, in := range shortLabels {
		b := []byte(in.encoded)
		if n := testing.AllocsPerRun(50, func() { punycode.AppendDecode(bytesBuf[:0], string(b)) }); n != 0 {
			t.Errorf("AppendDecode(dst, string(%q)): %v allocations, want 0", b, n)
		}
	}
}
