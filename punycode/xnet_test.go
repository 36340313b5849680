package punycode_test

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/xn-go/xn/internal/bootstring"
	"github.com/xn-go/xn/punycode"
)

// x/net/idna has no public Punycode codec. Its Punycode profile is the
// closest: it maps nothing and checks almost nothing, so
// idna.Punycode.ToUnicode("xn--" + s) is its decoder on s (as long as s has
// no dot, which would split the label), and idna.Punycode.ToASCII(s) is
// "xn--" + its encoder on s (for a label that is not ASCII and does not
// start with "xn--"). The tests below compare the package with it and
// allow only the differences listed in docs/punycode.md; each class is
// shown by an example in TestXNetDifferences.

// xnetUnicode16 tells whether x/net runs its Unicode 16 rules, as it does
// from Go 1.27 (x/net compares unicode.Version the same way).
var xnetUnicode16 = unicode.Version >= "16.0.0"

// xnetRef models x/net's integer arithmetic: maxint = 2^31-1.
var xnetRef = refCodec{p: xnetParams}

// xnetParams are Punycode's with x/net's maxint.
var xnetParams = func() bootstring.Params { p := bootstring.Punycode; p.MaxInt = 1<<31 - 1; return p }()

// explainDecode returns the class of a difference between our Decode and
// x/net's decoder on s, or "" if the difference is unexplained.
func explainDecode(s, ours string, oerr error, xnet string, xerr error) string {
	switch {
	case oerr == nil && xerr != nil:
		if ours != "" && isASCIIString(ours) {
			return "D: x/net rejects an xn-- label that decodes to ASCII"
		}
		if utf8.RuneCountInString(ours) > 1024 {
			return "F: x/net stops at 1024 code points"
		}
		if _, _, _, e := xnetRef.decode(s); errors.Is(e, punycode.ErrOverflow) {
			return "E: x/net overflows at 2^31-1"
		}
	case oerr != nil && xerr == nil:
		if errors.Is(oerr, punycode.ErrNonBasic) {
			return "A: x/net copies non-basic code points before the delimiter"
		}
		if errors.Is(oerr, punycode.ErrSurrogate) && strings.ContainsRune(xnet, utf8.RuneError) {
			return "B: x/net decodes a surrogate to U+FFFD"
		}
	}
	return ""
}

// explainEncode does the same for our Encode and x/net's encoder on a
// valid, non-ASCII label s.
func explainEncode(s, ours string, oerr error, xnet string, xerr error) string {
	switch {
	case oerr == nil && xerr != nil:
		if xnetUnicode16 && strings.ContainsRune(s, utf8.RuneError) {
			return "H: x/net rejects U+FFFD under Unicode 16"
		}
		if _, _, e := xnetRef.encode([]rune(s), nil); errors.Is(e, punycode.ErrOverflow) {
			return "E: x/net overflows at 2^31-1"
		}
	case oerr != nil && xerr == nil:
		if errors.Is(oerr, punycode.ErrOverflow) {
			// Our encoder refuses outputs that a decoder cannot read back.
			if _, err := idna.Punycode.ToUnicode(xnet); err != nil {
				return "G: x/net writes an encoding that it cannot decode"
			}
		}
	}
	return ""
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func FuzzXNetDecode(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if strings.Contains(s, ".") {
			return // x/net would split the label
		}
		ours, oerr := punycode.Decode(s)
		xnet, xerr := idna.Punycode.ToUnicode("xn--" + s)
		if oerr == nil && xerr == nil {
			if ours != xnet {
				t.Fatalf("Decode(%q) = %+q; x/net %+q", s, ours, xnet)
			}
			return
		}
		if (oerr == nil) == (xerr == nil) {
			return // both fail
		}
		if explainDecode(s, ours, oerr, xnet, xerr) == "" {
			t.Fatalf("unexplained difference on %q: ours %+q, %v; x/net %+q, %v", s, ours, oerr, xnet, xerr)
		}
	})
}

func FuzzXNetEncode(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || isASCIIString(s) || strings.Contains(s, ".") || strings.HasPrefix(s, "xn--") {
			return // not a comparable input; see docs/punycode.md
		}
		ours, oerr := punycode.Encode(s)
		xnet, xerr := idna.Punycode.ToASCII(s)
		if oerr == nil && xerr == nil {
			if "xn--"+ours != xnet {
				t.Fatalf("Encode(%q) = %q; x/net %q", s, ours, xnet)
			}
			return
		}
		if (oerr == nil) == (xerr == nil) {
			return
		}
		if explainEncode(s, ours, oerr, xnet, xerr) == "" {
			t.Fatalf("unexplained difference on %q: ours %q, %v; x/net %q, %v", s, ours, oerr, xnet, xerr)
		}
	})
}

// TestXNetDifferences shows each class of difference with an example, and
// fails if x/net changes its behaviour.
func TestXNetDifferences(t *testing.T) {
	decodeCases := []struct {
		class    string
		in       string
		xnet     string // x/net's result when it succeeds
		xnetOK   bool
		ours     string
		oursErr  error
		explains string // the prefix of explainDecode's answer
	}{
		{"A", "\u00fc-", "\u00fc", true, "", punycode.ErrNonBasic, "A:"},
		{"A", "a\u00fc-ihq", "a\u00fc\u1a59", true, "", punycode.ErrNonBasic, "A:"},
		{"A", "\xff-", "\xff", true, "", punycode.ErrNonBasic, "A:"}, // x/net even returns invalid UTF-8
		{"B", "ib9b", "\uFFFD", true, "", punycode.ErrSurrogate, "B:"},
		{"D", "abc-", "", false, "abc", nil, "D:"},
		{"D", "-> $1.00 <--", "", false, "-> $1.00 <-", nil, "D:"},
		{"F", strings.Repeat("a", 1100) + "-" + "ihq", "", false, "", nil, "F:"},
	}
	for _, tc := range decodeCases {
		ours, oerr := punycode.Decode(tc.in)
		xnet, xerr := idna.Punycode.ToUnicode("xn--" + tc.in)
		name := tc.in
		if len(name) > 20 {
			name = name[:20] + "..."
		}
		if (xerr == nil) != tc.xnetOK || tc.xnetOK && xnet != tc.xnet {
			t.Errorf("%s: x/net ToUnicode(xn--%q) = %+q, %v; want %+q, ok=%v", tc.class, name, xnet, xerr, tc.xnet, tc.xnetOK)
		}
		if tc.oursErr != nil && !errors.Is(oerr, tc.oursErr) || tc.oursErr == nil && (oerr != nil || tc.ours != "" && ours != tc.ours) {
			t.Errorf("%s: Decode(%q) = %+q, %v; want %+q, %v", tc.class, name, ours, oerr, tc.ours, tc.oursErr)
		}
		if got := explainDecode(tc.in, ours, oerr, xnet, xerr); !strings.HasPrefix(got, tc.explains) || got == "" {
			t.Errorf("%s: explainDecode(%q) = %q", tc.class, name, got)
		}
	}
	// B, second half: under Unicode 15 (Go 1.26) x/net's ToASCII turns
	// the surrogate label into a different, valid label (U+FFFD), so two
	// ACE labels map to one name; under Unicode 16 it rejects U+FFFD.
	got, err := idna.Punycode.ToASCII("xn--ib9b")
	if xnetUnicode16 && err == nil || !xnetUnicode16 && (got != "xn--zn7c" || err != nil) {
		t.Errorf("x/net ToASCII(xn--ib9b) = %q, %v (Unicode 16 rules: %v)", got, err, xnetUnicode16)
	}
	// x/net keeps no mixed-case annotation: ToASCII re-encodes in lowercase.
	if got, err := idna.Punycode.ToASCII("xn--b1abfaaepdrnnbgefbaDotcwatmq2g4l"); got != "xn--b1abfaaepdrnnbgefbadotcwatmq2g4l" || err != nil {
		t.Errorf("x/net ToASCII(sample I) = %q, %v", got, err)
	}

	// E: x/net's encoder overflows at 2^31-1: (0x10FFFF - 0x80) * 2001 is
	// above 2^31-1 and below 2^32-1.
	long := strings.Repeat("a", 2000) + "\U0010FFFF"
	ours, oerr := punycode.Encode(long)
	xnet, xerr := idna.Punycode.ToASCII(long)
	if oerr != nil || xerr == nil || !strings.HasPrefix(explainEncode(long, ours, oerr, xnet, xerr), "E:") {
		t.Errorf("E: Encode = %.10q..., %v; x/net %.10q..., %v", ours, oerr, xnet, xerr)
	}
	// H: U+FFFD is a valid code point; x/net rejects it under Unicode 16
	// (Go 1.27) and encodes it under Unicode 15.
	ours, oerr = punycode.Encode("a\uFFFD")
	xnet, xerr = idna.Punycode.ToASCII("a\uFFFD")
	if ours != "a-q10i" || oerr != nil {
		t.Errorf("Encode(a U+FFFD) = %q, %v", ours, oerr)
	}
	if xnetUnicode16 != (xerr != nil) || !xnetUnicode16 && xnet != "xn--a-q10i" {
		t.Errorf("H: x/net ToASCII(a U+FFFD) = %q, %v (Unicode 16 rules: %v)", xnet, xerr, xnetUnicode16)
	}
	// J: invalid UTF-8: x/net encodes U+FFFD in its place under Unicode
	// 15 and rejects it under Unicode 16; we always reject it, with the
	// offset.
	_, oerr = punycode.Encode("a\xffb")
	xnet, xerr = idna.Punycode.ToASCII("a\xffb")
	if !sameError(oerr, &punycode.Error{Offset: 1, Err: punycode.ErrInvalidUTF8}) {
		t.Errorf("Encode(a\\xffb): %v", oerr)
	}
	if xnetUnicode16 != (xerr != nil) || !xnetUnicode16 && xnet != "xn--ab-gg4n" {
		t.Errorf("J: x/net ToASCII(a\\xffb) = %q, %v", xnet, xerr)
	}
	// K: x/net leaves an ASCII label as it is; Encode adds the delimiter.
	if ours, _ := punycode.Encode("abc"); ours != "abc-" {
		t.Errorf("Encode(abc) = %q", ours)
	}
	if xnet, _ := idna.Punycode.ToASCII("abc"); xnet != "abc" {
		t.Errorf("x/net ToASCII(abc) = %q", xnet)
	}
}

// TestXNetInt32Decode backs the claim of docs/punycode.md that x/net's
// int32 arithmetic (class E) never is the only reason why it rejects a
// decoding. Below its cap of 1024 code points, n <= 0x10FFFF bounds i by
// 1024 * 0x110000 < 2^31, so only the weight w could pass 2^31-1 and not
// 2^32-1. Such weights exist (for 70 biases), but for every bias the digits
// before them are worth more than 2^32 already, so i overflows first in
// both implementations. For each such bias, the test decodes the least
// digits that reach the weight (each non-final digit at its threshold),
// then a last digit 0, with the Punycode parameters but that initial bias
// (in package bootstring, with maxint 2^32-1 and x/net's 2^31-1): it must
// fail with ErrOverflow no later than the digit that brings the weight into
// the window.
func TestXNetInt32Decode(t *testing.T) {
	const base, tmin, tmax = 36, 1, 26
	inWindow := 0
	for bias := 0; bias <= 400; bias++ { // adaptation gives at most 204
		w := uint64(1)
		var digits []byte
		for k := base; w <= 1<<32-1; k += base {
			th := min(max(k-bias, tmin), tmax)
			digits = append(digits, bootstring.Punycode.Digits[th]) // the least non-final digit
			w *= uint64(base - th)
			if w < 1<<31 || w > 1<<32-1 {
				continue
			}
			inWindow++
			for _, p := range []bootstring.Params{bootstring.Punycode, xnetParams} {
				p.InitialBias = int32(bias)
				s := string(digits) + "a"
				out, _, _, err := p.Decode(s)
				var e *bootstring.Error
				if !errors.As(err, &e) || e.Err != bootstring.ErrOverflow || e.Offset >= len(digits) {
					t.Fatalf("bias %d, maxint %d: %q decodes to %+q, %v; want ErrOverflow before offset %d", bias, p.MaxInt, s, string(out), err, len(digits))
				}
			}
		}
	}
	if inWindow == 0 {
		t.Fatal("no weight in [2^31, 2^32): the test checks nothing")
	}
}
