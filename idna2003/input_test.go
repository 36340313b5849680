package idna2003

import (
	"errors"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/rule"
)

// TestInvalidUTF8Only checks that invalid UTF-8 is the only problem
// reported, at its first bad byte, even when other labels (before or after
// it) have problems of their own, and whichever label holds it; ToUnicode
// returns the input itself.
func TestInvalidUTF8Only(t *testing.T) {
	cases := []struct {
		in  string
		off int
	}{
		{"a_b.-x-.\xffc.com", 8},
		{"bücher.\xe4\xb8.x\x80", 8},
		{"\xc3", 0},
		{"ab\xed\xa0\x80.com", 2}, // an encoded surrogate
		{"\u2488\xff", 3},
		{"xn--bcher-kva.\xf4\x90\x80\x80", 14}, // above U+10FFFF
		{"a\u3002b\xff", 5},
		{strings.Repeat("ab.", 100) + "\xff", 300},
		{strings.Repeat("\u00fc.", 100) + "x\xc3", 301},
	}
	for _, p := range []Profile{{}, {UseSTD3ASCIIRules: true}} {
		for _, c := range cases {
			_, errA := p.ToASCII(c.in)
			u, errU := p.ToUnicode(c.in)
			if u != c.in {
				t.Errorf("%v.ToUnicode(%+q) = %+q; want the input itself", p, c.in, u)
			}
			for _, err := range []error{errA, errU} {
				var e *idna.Error
				if !errors.As(err, &e) || len(e.Problems) != 1 || e.Problems[0].Code != rule.UTF8 || e.Problems[0].Offset != c.off || !errors.Is(err, idna.ErrInvalidUTF8) {
					t.Errorf("%v on %+q: %v; want only UTF8 at byte %d", p, c.in, err, c.off)
				}
			}
		}
	}
}

// TestTooLong checks that input over idna.MaxInputLen is rejected at once,
// ToUnicode returning it as it is.
func TestTooLong(t *testing.T) {
	for _, in := range []string{strings.Repeat("a", idna.MaxInputLen+1), strings.Repeat("ü", idna.MaxInputLen)} {
		a, err := ToASCII(in)
		if a != "" || !errors.Is(err, idna.ErrTooLong) {
			t.Errorf("ToASCII(%d bytes) = %.10q, %v; want ErrTooLong", len(in), a, err)
		}
		u, err := ToUnicode(in)
		if u != in || !errors.Is(err, idna.ErrTooLong) {
			t.Errorf("ToUnicode(%d bytes) = %.10q, %v; want the input and ErrTooLong", len(in), u, err)
		}
	}
	// At the limit, an ASCII name of short labels converts.
	in := strings.Repeat("a.", idna.MaxInputLen/2-1) + "ab"
	if a, err := ToASCII(in); a != in || err != nil {
		t.Errorf("ToASCII(%d bytes of labels) = %v", len(in), err)
	}
}
