package punycode_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/bootstring"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// Digit strings used below, with the value they have as the first delta
// (bias 72), computed by hand from RFC 3492 section 3.3:
//
//	"k0902716a" = 4294967295 = 2^32-1: n = 0x80 + i overflows
//	"en32g"     = 1113984: n = 0x80 + 1113984 = 0x110000
//	"dn32g"     = 1113983: n = 0x10FFFF
//	"ib9b"      = 55168:   n = 0xD800
//	"zy0c"      = 57215:   n = 0xDFFF
//	"0y0c"      = 57216:   n = 0xE000
//	"zd9k"      = 165505:  after "ab-" (2 code points) n = 0x80 + 165505 div 3
//	                       = 0xD800 at index 165505 mod 3 = 1
//	"99999999": the digit value 35 with weights 1, 35, 1225, 12250, ...,
//	           122500000 makes i pass 2^32-1 at the eighth digit.

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		in   string
		want error // *punycode.Error
	}{
		// Section 6.2: "fail on any non-basic code point" before the last
		// delimiter.
		{"ab\u00e9-xyz", &punycode.Error{Offset: 2, Err: punycode.ErrNonBasic}},
		{"\xff-a", &punycode.Error{Offset: 0, Err: punycode.ErrNonBasic}},
		{"a-b\x80-a", &punycode.Error{Offset: 3, Err: punycode.ErrNonBasic}},
		// "fail if it has none" (digit value).
		{"abc-de!f", &punycode.Error{Offset: 6, Err: punycode.ErrInvalidDigit}},
		{"ab-c\xffd", &punycode.Error{Offset: 4, Err: punycode.ErrInvalidDigit}},
		{"a_", &punycode.Error{Offset: 1, Err: punycode.ErrInvalidDigit}},
		{"ihq wc", &punycode.Error{Offset: 3, Err: punycode.ErrInvalidDigit}},
		// A delimiter with nothing before it is not consumed, and is no
		// digit.
		{"-", &punycode.Error{Offset: 0, Err: punycode.ErrInvalidDigit}},
		{"-abc", &punycode.Error{Offset: 0, Err: punycode.ErrInvalidDigit}},
		// "fail if there was none to consume": the input ends inside an
		// integer.
		{"b", &punycode.Error{Offset: 1, Err: punycode.ErrTruncated}},
		{"ih", &punycode.Error{Offset: 2, Err: punycode.ErrTruncated}},
		{"abc-z", &punycode.Error{Offset: 5, Err: punycode.ErrTruncated}},
		{"ihqwcr", &punycode.Error{Offset: 6, Err: punycode.ErrTruncated}},
		// "let i = i + digit * w, fail on overflow".
		{"99999999", &punycode.Error{Offset: 7, Err: punycode.ErrOverflow}},
		{"a-99999999", &punycode.Error{Offset: 9, Err: punycode.ErrOverflow}},
		// "let n = n + i div (length(output) + 1), fail on overflow".
		{"k0902716a", &punycode.Error{Offset: 0, Err: punycode.ErrOverflow}},
		{"K0902716A", &punycode.Error{Offset: 0, Err: punycode.ErrOverflow}},
		// Our checks: the decoded code point must be a scalar value.
		{"en32g", &punycode.Error{Offset: 0, Err: punycode.ErrOutOfRange}},
		{"ib9b", &punycode.Error{Offset: 0, Err: punycode.ErrSurrogate}},
		{"zy0c", &punycode.Error{Offset: 0, Err: punycode.ErrSurrogate}},
		{"ab-zd9k", &punycode.Error{Offset: 3, Err: punycode.ErrSurrogate}},
		// Input over the bound.
		{strings.Repeat("a", punycode.MaxLen+1), &punycode.Error{Offset: punycode.MaxLen, Err: punycode.ErrTooLong}},
		// One byte over, although it decodes to itself without the
		// delimiter (TestDecodeBoundaries has the last valid length).
		{strings.Repeat("a", punycode.MaxLen) + "-", &punycode.Error{Offset: punycode.MaxLen, Err: punycode.ErrTooLong}},
	}
	for _, tc := range tests {
		name := tc.in
		if len(name) > 20 {
			name = name[:20] + "..."
		}
		got, err := punycode.Decode(tc.in)
		if got != "" || !sameError(err, tc.want) {
			t.Errorf("Decode(%q) = %.40q, %v; want %v", name, got, err, tc.want)
		}
		if b, err := punycode.AppendDecode([]byte("x"), tc.in); string(b) != "x" || !sameError(err, tc.want) {
			t.Errorf("AppendDecode(%q) = %.40q, %v; want %q, %v", name, b, err, "x", tc.want)
		}
		if rs, err := punycode.AppendDecodeRunes([]rune("x"), tc.in); string(rs) != "x" || !sameError(err, tc.want) {
			t.Errorf("AppendDecodeRunes(%q) = %.40q, %v; want %q, %v", name, rs, err, "x", tc.want)
		}
		if len(tc.in) <= bootstring.MaxLen {
			_, _, _, refErr := refPunycode.decode(tc.in)
			if !sameError(refErr, tc.want) {
				t.Errorf("reference decode(%q): %v; the table says %v", tc.in, refErr, tc.want)
			}
		}
	}
}

// TestDecodeBoundaries checks the last valid values next to the errors
// above.
func TestDecodeBoundaries(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"dn32g", "\U0010FFFF"},
		{"0y0c", "\uE000"},
		{"", ""},
		{"a-", "a"},
		{"-> $1.00 <--", "-> $1.00 <-"},
		{"--", "-"},
		{"\x00-", "\x00"},
		{strings.Repeat("a", punycode.MaxLen-1) + "-", strings.Repeat("a", punycode.MaxLen-1)},
	} {
		if got, err := punycode.Decode(tc.in); got != tc.want || err != nil {
			t.Errorf("Decode(%.20q) = %.20q, %v; want %.20q", tc.in, got, err, tc.want)
		}
	}
}

func TestEncodeErrors(t *testing.T) {
	tests := []struct {
		in   string
		want error
	}{
		{"ab\xffc", &punycode.Error{Offset: 2, Err: punycode.ErrInvalidUTF8}},
		{"a\xe2\x82", &punycode.Error{Offset: 1, Err: punycode.ErrInvalidUTF8}},
		{"\xed\xa0\x80", &punycode.Error{Offset: 0, Err: punycode.ErrInvalidUTF8}}, // a surrogate in UTF-8
		{"\xc0\xaf", &punycode.Error{Offset: 0, Err: punycode.ErrInvalidUTF8}},     // overlong
		{"\xf4\x90\x80\x80", &punycode.Error{Offset: 0, Err: punycode.ErrInvalidUTF8}},
		// Section 6.3: "let delta = delta + (m - n) * (h + 1), fail on
		// overflow": (0x10FFFF - 0x80) * 3856 > 2^32-1.
		{strings.Repeat("a", 3855) + "\U0010FFFF", &punycode.Error{Offset: 3855, Err: punycode.ErrOverflow}},
		// Section 6.3: "if c < n {or c is basic} then increment delta,
		// fail on overflow". (0xF008F - 0x80) * 4369 = 2^32-1 exactly, so
		// the multiplication above passes, and counting the first of the
		// 4368 basic code points before U+F008F overflows.
		{strings.Repeat("a", 4368) + "\U000F008F", &punycode.Error{Offset: 4368, Err: punycode.ErrOverflow}},
		// The same with one more basic code point after U+F008F: the
		// overflow is still at its first occurrence.
		{strings.Repeat("a", 4368) + "\U000F008Fa", &punycode.Error{Offset: 4368, Err: punycode.ErrOverflow}},
		{strings.Repeat("é", punycode.MaxLen+1), &punycode.Error{Offset: 2 * punycode.MaxLen, Err: punycode.ErrTooLong}},
	}
	for _, tc := range tests {
		name := tc.in
		if len(name) > 20 {
			name = name[:20] + "..."
		}
		if got, err := punycode.Encode(tc.in); got != "" || !sameError(err, tc.want) {
			t.Errorf("Encode(%q) = %.40q, %v; want %v", name, got, err, tc.want)
		}
		if b, err := punycode.AppendEncode([]byte("x"), tc.in); string(b) != "x" || !sameError(err, tc.want) {
			t.Errorf("AppendEncode(%q) = %.40q, %v; want %q, %v", name, b, err, "x", tc.want)
		}
		if got, err := punycode.EncodeMixedCase(tc.in, make([]bool, len([]rune(tc.in)))); !sameError(err, tc.want) {
			t.Errorf("EncodeMixedCase(%q) = %.40q, %v; want %v", name, got, err, tc.want)
		}
		// Package bootstring (RFC 3492 section 6.3 as written) agrees, on
		// the valid UTF-8 inputs within its bound.
		if rs := []rune(tc.in); utf8.ValidString(tc.in) && len(rs) <= bootstring.MaxLen {
			_, _, refErr := refPunycode.roundTrip(rs, nil)
			if e, ok := refErr.(*punycode.Error); ok {
				e.Offset = len(string(rs[:e.Offset])) // index to byte offset
			}
			if !sameError(refErr, tc.want) {
				t.Errorf("reference encode(%q): %v; the table says %v", name, refErr, tc.want)
			}
		}
	}
	// The last inputs before the overflows above encode, as the reference
	// implementation does.
	for _, s := range []string{strings.Repeat("a", 4367) + "\U000F008F", strings.Repeat("a", 3854) + "\U0010FFFF"} {
		want, _, err := refPunycode.roundTrip([]rune(s), nil)
		if err != nil {
			t.Fatalf("reference encode(%.10q...): %v", s, err)
		}
		if got, err := punycode.Encode(s); got != want || err != nil {
			t.Errorf("Encode(%.10q...) = %.20q, %v; want %.20q", s, got, err, want)
		}
	}
	rs := make([]rune, punycode.MaxLen+1)
	for i := range rs {
		rs[i] = 'a'
	}
	want := &punycode.Error{Offset: punycode.MaxLen, Err: punycode.ErrTooLong}
	if _, err := punycode.AppendEncodeRunes(nil, rs); !sameError(err, want) {
		t.Errorf("AppendEncodeRunes(MaxLen+1 runes): %v; want %v", err, want)
	}
	// MaxLen basic code points: the delimiter makes the output too long.
	if _, err := punycode.AppendEncodeRunes(nil, rs[:punycode.MaxLen]); !sameError(err, want) {
		t.Errorf("AppendEncodeRunes(MaxLen basic runes): %v; want %v", err, want)
	}
	if b, err := punycode.AppendEncodeRunes(nil, rs[:punycode.MaxLen-1]); err != nil || len(b) != punycode.MaxLen {
		t.Errorf("AppendEncodeRunes(MaxLen-1 basic runes): %d bytes, %v; want MaxLen bytes", len(b), err)
	}
}

func TestErrorType(t *testing.T) {
	_, err := punycode.Decode("abc-de!f")
	var e *punycode.Error
	if !errors.As(err, &e) || e.Offset != 6 || !errors.Is(err, punycode.ErrInvalidDigit) {
		t.Fatalf("Decode error %#v", err)
	}
	if got, want := err.Error(), "punycode: invalid digit at offset 6"; got != want {
		t.Errorf("Error() = %q; want %q", got, want)
	}
	for _, s := range []error{
		punycode.ErrInvalidUTF8, punycode.ErrNonBasic, punycode.ErrInvalidDigit, punycode.ErrTruncated,
		punycode.ErrOverflow, punycode.ErrSurrogate, punycode.ErrOutOfRange, punycode.ErrTooLong,
		punycode.ErrCaseFlags,
	} {
		if !strings.HasPrefix(s.Error(), "punycode: ") {
			t.Errorf("%q lacks the package prefix", s)
		}
	}
}

// TestMixedCaseFlagsLength checks that flags that are not one per code
// point fail with ErrCaseFlags at the first code point without a flag.
func TestMixedCaseFlagsLength(t *testing.T) {
	flags := func(n int) []bool { return make([]bool, n) }
	for _, tc := range []struct {
		s     string
		upper []bool
		want  error
	}{
		{"ab", flags(1), &punycode.Error{Offset: 1, Err: punycode.ErrCaseFlags}},
		{"ab", nil, &punycode.Error{Offset: 0, Err: punycode.ErrCaseFlags}},
		{"ab", []bool{}, &punycode.Error{Offset: 0, Err: punycode.ErrCaseFlags}},
		{"ab", flags(3), &punycode.Error{Offset: 2, Err: punycode.ErrCaseFlags}},
		{"éa", flags(1), &punycode.Error{Offset: 2, Err: punycode.ErrCaseFlags}}, // byte offset of "a"
		{"é", flags(2), &punycode.Error{Offset: 2, Err: punycode.ErrCaseFlags}},
		{"", flags(1), &punycode.Error{Offset: 0, Err: punycode.ErrCaseFlags}},
		// Invalid UTF-8 is reported first: the code points cannot be
		// counted.
		{"a\xff", nil, &punycode.Error{Offset: 1, Err: punycode.ErrInvalidUTF8}},
		// Long inputs take the other encoder.
		{strings.Repeat("é", 100), flags(99), &punycode.Error{Offset: 198, Err: punycode.ErrCaseFlags}},
		// The right number, including none for the empty string.
		{"", nil, nil},
		{"ab", flags(2), nil},
	} {
		got, err := punycode.EncodeMixedCase(tc.s, tc.upper)
		if !sameError(err, tc.want) || (err != nil && got != "") {
			t.Errorf("EncodeMixedCase(%.10q, %d flags) = %q, %v; want %v", tc.s, len(tc.upper), got, err, tc.want)
		}
	}
}

// Code names each failure by the rule code the other packages use.
func TestErrorCode(t *testing.T) {
	tests := []struct {
		err  error
		want rule.Code
	}{
		{punycode.ErrInvalidUTF8, rule.UTF8},
		{punycode.ErrTooLong, rule.TOOLONG},
		{punycode.ErrInvalidDigit, rule.PUNYCODE},
		{punycode.ErrTruncated, rule.PUNYCODE},
		{punycode.ErrOverflow, rule.PUNYCODE},
		{punycode.ErrSurrogate, rule.PUNYCODE},
	}
	for _, tt := range tests {
		if got := (&punycode.Error{Err: tt.err}).Code(); got != tt.want {
			t.Errorf("Error{Err: %v}.Code() = %v, want %v", tt.err, got, tt.want)
		}
	}
	var e *punycode.Error
	if _, err := punycode.Decode("abc-9"); !errors.As(err, &e) || e.Code() != rule.PUNYCODE {
		t.Errorf("Decode(%q) error %v, want a PUNYCODE *Error", "abc-9", err)
	}
}
