package idna2003

import (
	"errors"
	"slices"
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

// TestLengthSentences checks that IDNA2003 words an empty label as every
// other profile does (one sentence about the dots, the same as idna.UTS46
// gives) and a long label with its length, never "too long: 0 characters".
func TestLengthSentences(t *testing.T) {
	long := strings.Repeat("a", 64)
	cases := []struct {
		in, want    string
		sameAsUTS46 bool // idna.UTS46 gives the same single sentence
	}{
		{"a..b", "the name has two dots in a row; remove one", true},
		{".a", "the name begins with a dot; remove it", true},
		{"", "the name is empty; enter a domain name such as example.com", true},
		{long + ".com", "the part '" + long[:24] + "…' is too long: 64 characters where at most 63 are allowed (letters outside ASCII count in their xn-- form); shorten it", false},
	}
	for _, p := range []Profile{{}, {UseSTD3ASCIIRules: true}} {
		for _, c := range cases {
			got := sentences(t, p.ToASCII, c.in)
			if len(got) != 1 || got[0] != c.want {
				t.Errorf("%v.ToASCII(%q) says %q; want [%q]", p, c.in, got, c.want)
			}
			if !c.sameAsUTS46 {
				continue
			}
			if other := sentences(t, idna.UTS46.ToASCII, c.in); !slices.Equal(got, other) {
				t.Errorf("%v.ToASCII(%q) says %q; idna.UTS46 says %q", p, c.in, got, other)
			}
		}
	}
}

// sentences converts in and returns the English sentences of its error.
func sentences(t *testing.T, conv func(string) (string, error), in string) []string {
	t.Helper()
	_, err := conv(in)
	var e *idna.Error
	if !errors.As(err, &e) {
		t.Fatalf("converting %q: error %v; want an *idna.Error", in, err)
	}
	var out []string
	for _, m := range e.Sentences() {
		out = append(out, m.String())
	}
	return out
}

// TestChecks pins the rules that depend on the flags.
func TestChecks(t *testing.T) {
	cases := []struct {
		p                  Profile
		ldh, hyphen, unass bool
	}{
		{Profile{}, false, false, true},
		{Profile{UseSTD3ASCIIRules: true}, true, true, true},
		{Profile{AllowUnassigned: true}, false, false, false},
	}
	for _, c := range cases {
		got := [4]bool{c.p.Checks(rule.STD3_LDH), c.p.Checks(rule.STD3_HYPHEN), c.p.Checks(rule.NP_UNASSIGNED), c.p.Checks(rule.NP_PROHIBITED)}
		if want := [4]bool{c.ldh, c.hyphen, c.unass, false}; got != want {
			t.Errorf("%v.Checks(STD3_LDH, STD3_HYPHEN, NP_UNASSIGNED, NP_PROHIBITED) = %v; want %v", c.p, got, want)
		}
	}
}
