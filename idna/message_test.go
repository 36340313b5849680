package idna

import (
	"errors"
	"strings"
	"testing"
)

func TestProblemMessage(t *testing.T) {
	long := strings.Repeat("a", 64)
	tests := []struct {
		p    *Profile
		in   string
		want string // the message of the first problem
	}{
		{Lookup, "bücher-.de", "label 1 'bücher-' ends with a hyphen; remove it or move it inside the label"},
		{Lookup, "x.-bücher.de", "label 2 '-bücher' begins with a hyphen; remove it or move it inside the label"},
		{Lookup, "ab--c.de", "label 1 'ab--c' has hyphens in both the third and fourth positions, which are kept for encodings such as xn--"},
		{UTS46, long + ".de", "label 1 'aaaaaaaaaaaaaaaaaaaaaaaa…' is 64 octets long in ASCII form; the limit is 63 octets"},
		{UTS46, "a..de", "label 2 is empty: two dots in a row, or a dot at the start"},
		{Registration, "Bücher.DE", "capital letters are not allowed here: write 'bücher.de'"},
		{Lookup, "a\u200db.de", "label 1 'a<U+200D>b' has an invisible ZERO WIDTH JOINER that does not follow a virama"},
		{Lookup, "xn--go-.dev", "label 1 'xn--go-' begins with xn-- but is not a valid A-label: it does not decode to a name with characters outside ASCII"},
		{IDNA2008, "l\u00b7a.cat", "label 1 'l·a' has '·' (U+00B7) at character 2 (byte 1) outside the context where it is allowed: MIDDLE DOT only between two l (as in Catalan l·l)"},
		{WHATWG, "a b.com", "label 1 'a b' has U+0020 at character 2 (byte 1), which a host name in a URL cannot hold"},
		{Lookup, "\xffabc", "the text is not valid UTF-8 at byte 0"},
	}
	for _, tt := range tests {
		_, err := tt.p.ToASCII(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("%s.ToASCII(%+q) = %v; want an *Error", tt.p.name, tt.in, err)
		}
		if got := e.Problems[0].Message(e.Input); got != tt.want {
			t.Errorf("%s.ToASCII(%+q): message\n\t%s\nwant\n\t%s", tt.p.name, tt.in, got, tt.want)
		}
	}
}

// V2 and V3 point at the hyphen, not at the start of the label.
func TestHyphenOffsets(t *testing.T) {
	tests := []struct {
		in     string
		offset int
	}{
		{"x.bücher-.de", 9},
		{"x.-a.de", 2},
		{"x.a-b-.de", 5},
		{"x.ab--c.de", 4},
		{"x.a--b-.de", 6}, // V3 first: the trailing hyphen
	}
	for _, tt := range tests {
		_, err := Lookup.ToASCII(tt.in)
		var e *Error
		if !errors.As(err, &e) || e.Problems[0].Offset != tt.offset || e.Problems[0].Rune != '-' {
			t.Errorf("ToASCII(%q) = %v; want a hyphen problem at byte %d", tt.in, err, tt.offset)
		}
	}
}

// The sentinel families are the classification to match on: the same
// input is in the same families whatever the Unicode version, while the
// codes of some rules change (V6 in 15.0.0 is V7 from 16.0 on, P1 for ASCII
// under STD3 rules is U1). This table holds under both toolchains.
func TestFamiliesDoNotDependOnVersion(t *testing.T) {
	tests := []struct {
		p    *Profile
		in   string
		want []error
	}{
		{Registration, "Bücher.DE", []error{ErrDisallowed}},
		{Lookup, "a:b.com", []error{ErrDisallowed}},
		{Lookup, "a\u2488.com", []error{ErrDisallowed}},
		{Lookup, "\u0300a.com", []error{ErrLeadingMark}},
		{Lookup, "-a.com", []error{ErrHyphen}},
		{Lookup, "xn--zz.com", []error{ErrPunycode}},
		{Lookup, "a\u200db.com", []error{ErrJoiner}},
		{UTS46, "a..com", []error{ErrLength}},
		{Lookup, "\u05d0a.com", []error{ErrBidi}},
		{IDNA2008, "a\u00b7b.cat", []error{ErrContextO}},
		{Lookup, "\xff", []error{ErrInvalidUTF8}},
	}
	all := []error{ErrInvalidUTF8, ErrDisallowed, ErrHyphen, ErrPunycode, ErrNotNFC, ErrLeadingMark,
		ErrLabelDot, ErrJoiner, ErrContextO, ErrBidi, ErrLength, ErrForbidden, ErrIPLiteral, ErrTooLong}
	for _, tt := range tests {
		_, err := tt.p.ToASCII(tt.in)
		for _, family := range all {
			want := false
			for _, w := range tt.want {
				want = want || w == family
			}
			if errors.Is(err, family) != want {
				t.Errorf("%s.ToASCII(%+q) = %v: errors.Is(%v) = %v", tt.p.name, tt.in, err, family, !want)
			}
		}
	}
}
