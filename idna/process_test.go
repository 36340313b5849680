package idna

import (
	"errors"
	"testing"
	"unsafe"

	"github.com/xn-go/xn/rule"
)

// TestLabelValueSize pins the size of a label's record, which every label
// of a name keeps until the name is done: hostile input has a label per
// byte, so the record's size is most of what such a call allocates (see
// TestProblemCapMemory).
func TestLabelValueSize(t *testing.T) {
	if n := unsafe.Sizeof(labelValue{}); n > 40 {
		t.Errorf("labelValue takes %d bytes; want at most 40", n)
	}
}

// TestIPLiteralCapitals checks that IPLITERAL reads the last label of the
// ASCII form as a URL parser does, capitals included: Registration does
// not map, so "0X" and "0XA" stay in the ASCII form (and are errors of
// their own), and still read as the number 0 and 10.
func TestIPLiteralCapitals(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"ü.0X", true},
		{"ü.0XA", true},
		{"ü.0x", true},
		{"ü.0Xg", false},
		{"ü.AB", false},
	} {
		_, err := Registration.ToASCII(tc.in)
		var e *Error
		if !errors.As(err, &e) && tc.want {
			t.Errorf("Registration.ToASCII(%q): %v; want IPLITERAL", tc.in, err)
			continue
		}
		if got := e != nil && e.Has(rule.IPLITERAL); got != tc.want {
			t.Errorf("Registration.ToASCII(%q): %v; want IPLITERAL %v", tc.in, err, tc.want)
		}
	}
}
