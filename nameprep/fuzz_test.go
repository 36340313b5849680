package nameprep

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/rule"
)

// fuzzSeeds are inputs for the fuzz targets, one per kind of path.
var fuzzSeeds = []string{
	"",                                       // empty
	"example",                                // ASCII fast path
	"ExAmPlE",                                // ASCII folding
	"b\u00FCcher",                            // unchanged non-ASCII
	"Stra\u00DFe\u00AD",                      // B.1 and B.2
	"e\u0301\u0323",                          // composition with reordering
	"\u3131\u314F\uFFCD",                     // compatibility jamo
	"\u05D0a",                                // bidi mixed
	"\u0627\u0031",                           // bidi ends
	"\u1680",                                 // prohibited
	"a\u0221\U0001F101",                      // unassigned
	"\U0002F868\uF951",                       // Unicode 3.2 decompositions
	"a" + strings.Repeat("\u0316\u0301", 20), // beyond 30 non-starters
	"\xED\xA0\x80",                           // encoded surrogate
	"ab\xff\xc3",                             // invalid UTF-8
}

// FuzzPrepare checks that Prepare never panics, that its error is
// well-formed, that it agrees with AppendPrepare and with the step
// functions, and that its output is valid UTF-8 that Prepare returns
// unchanged. RFC 3454 and RFC 3491 do not promise that last property
// (idempotence); TestIdempotentSingles and this target found no
// counterexample, and a counterexample would be reported here.
func FuzzPrepare(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, in string, allow bool) {
		out, err := Prepare(in, allow)

		app, appErr := AppendPrepare([]byte("x"), in, allow)
		if (err == nil) != (appErr == nil) || err == nil && string(app) != "x"+out || err != nil && (string(app) != "x" || err.Error() != appErr.Error()) {
			t.Fatalf("AppendPrepare(%+q) = %+q, %v; Prepare %+q, %v", in, app, appErr, out, err)
		}
		sOut, sErr := steps(in, allow)
		if sOut != out || !sameError(err, sErr) {
			t.Fatalf("Prepare(%+q, %v) = %+q, %v; steps %+q, %v", in, allow, out, err, sOut, sErr)
		}

		if err != nil {
			var e *Error
			if !errors.As(err, &e) || out != "" {
				t.Fatalf("Prepare(%+q) = %+q, %v: want \"\" and an *Error", in, out, err)
			}
			if e.Offset < 0 || e.Offset >= len(in) || !strings.HasPrefix(err.Error(), "nameprep: ") {
				t.Fatalf("Prepare(%+q): bad error %+v", in, e)
			}
			if (e.Code == rule.UTF8) != (e.Rune == -1) {
				t.Fatalf("Prepare(%+q): bad error %+v", in, e)
			}
			return
		}
		if !utf8.ValidString(out) {
			t.Fatalf("Prepare(%+q) = %+q, not valid UTF-8", in, out)
		}
		if again, err := Prepare(out, allow); again != out || err != nil {
			t.Fatalf("Prepare(%+q) = %+q, but Prepare(%+q) = %+q, %v", in, out, out, again, err)
		}
	})
}

// FuzzNormalize checks Normalize against the NFKC of x/text on inputs
// where both must agree: valid UTF-8 of code points assigned in Unicode
// 3.2, without the five whose decomposition was corrected later, and
// without runs of non-starters long enough for x/text to insert U+034F.
func FuzzNormalize(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, err := Normalize(in)
		if !utf8.ValidString(in) {
			if err == nil && invalidUTF8(in) >= 0 {
				t.Fatalf("Normalize(%+q): no error for invalid UTF-8", in)
			}
			return
		}
		if err != nil {
			t.Fatalf("Normalize(%+q): %v", in, err)
		}
		for _, r := range in {
			if tableA1.contains(r) || decomposition32(r) != "" {
				return
			}
		}
		want := norm.NFKC.String(in)
		if strings.Contains(want, "\u034F") {
			return
		}
		if got != want {
			t.Fatalf("Normalize(%+q) = %+q, x/text %+q", in, got, want)
		}
	})
}
