package idna2003

import (
	"errors"
	"slices"
	"testing"

	"github.com/xn-go/xn/idna"
)

// convCase is one conversion and its expected result.
type convCase struct {
	in    string
	want  string   // expected output (ToASCII: only checked when codes is empty)
	codes []string // expected problem codes; nil means none
}

func runASCII(t *testing.T, p Profile, cases []convCase) {
	t.Helper()
	for _, c := range cases {
		got, err := p.ToASCII(c.in)
		checkResult(t, p, "ToASCII", c, got, err, true)
	}
}

func runUnicode(t *testing.T, p Profile, cases []convCase) {
	t.Helper()
	for _, c := range cases {
		got, err := p.ToUnicode(c.in)
		checkResult(t, p, "ToUnicode", c, got, err, false)
	}
}

func checkResult(t *testing.T, p Profile, op string, c convCase, got string, err error, emptyOnError bool) {
	t.Helper()
	var codes []string
	if err != nil {
		var e *idna.Error
		if !errors.As(err, &e) {
			t.Errorf("%v.%s(%+q): error %T is not *idna.Error", p, op, c.in, err)
			return
		}
		for _, code := range e.Codes() {
			codes = append(codes, string(code))
		}
	}
	if !slices.Equal(codes, c.codes) {
		t.Errorf("%v.%s(%+q) codes = %v, want %v (err %v)", p, op, c.in, codes, c.codes, err)
	}
	switch {
	case err != nil && emptyOnError:
		if got != "" {
			t.Errorf("%v.%s(%+q) = %+q with an error, want \"\"", p, op, c.in, got)
		}
	case got != c.want:
		t.Errorf("%v.%s(%+q) = %+q, want %+q", p, op, c.in, got, c.want)
	}
}
