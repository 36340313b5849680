package idna

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/rule"
)

// TestDoomedSkipsEncoding checks that once ToASCII's result can only be "",
// the labels after the problem are not Punycode-encoded, and that the
// error still lists every problem the full run finds, A3 included.
func TestDoomedSkipsEncoding(t *testing.T) {
	long := strings.Repeat("a", 40000) + "\U00020000" // encoding overflows: A3
	for _, tc := range []struct {
		name string
		p    *Profile
		in   string
		// out is the ASCII form the pipeline leaves when it skips, and
		// full the one it leaves with every step run.
		out, full string
		codes     []rule.Code
	}{
		{"joiner", Lookup, "a\u200Db.bücher.example",
			"xn--.xn--.example", "xn--ab-m1t.xn--bcher-kva.example", []rule.Code{rule.C2}},
		{"joiner then overflow", Lookup, "a\u200Db." + long,
			"xn--.xn--", "xn--ab-m1t.xn--", []rule.Code{rule.A3, rule.C2}},
		// Registration checks the lengths, which need the encoding.
		{"lengths", Registration, "a\u200Db.bücher.example",
			"xn--ab-m1t.xn--bcher-kva.example", "xn--ab-m1t.xn--bcher-kva.example", []rule.Code{rule.C2}},
	} {
		for _, full := range []bool{false, true} {
			st := getState(&tc.p.o, tc.in, true)
			st.full = full
			st.process()
			out := string(st.appendASCII(nil))
			codes := slices.Clone(st.problemCodes())
			putState(st)
			want := tc.out
			if full {
				want = tc.full
			}
			if out != want || !slices.Equal(codes, tc.codes) {
				t.Errorf("%s (full=%v): ASCII form %+q, codes %v; want %+q, %v", tc.name, full, out, codes, want, tc.codes)
			}
		}
		_, err := tc.p.ToASCII(tc.in)
		var e *Error
		if !errors.As(err, &e) || !slices.Equal(e.Codes(), tc.codes) {
			t.Errorf("%s: ToASCII error %v, want the codes %v", tc.name, err, tc.codes)
		}
	}
}

// problemCodes returns the distinct codes of the problems recorded so far,
// sorted.
func (st *state) problemCodes() []rule.Code {
	var codes []rule.Code
	for _, p := range st.problems {
		codes = append(codes, p.Code)
	}
	slices.Sort(codes)
	return slices.Compact(codes)
}
