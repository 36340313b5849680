package idna2003

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/fuzzseeds"
)

// fuzzProfiles are the profiles the fuzz tests run. ToUnicode never fails
// in RFC 3490's sense (section 4.2): a label that fails a step comes back
// as it was given, and the error is reported alongside. ToUnicode may fail
// on ToASCII's result, since ToASCII lets any ASCII label through
// ("xn--zca", whose decoding ß nameprep maps to "ss"), so the round trip
// of the UTS #46 profiles does not hold; these hold instead, whether or
// not ToUnicode reports an error:
//
//   - ToASCII(ToUnicode(a)) succeeds and equals a = ToASCII(x), up to
//     the case of the letters of ACE labels. A label ToUnicode returns
//     unchanged is a label of a, which ToASCII passed already and
//     passes again unchanged. A label it decodes passed step 7: ToASCII
//     of the decoding equals the label "using a case-insensitive ASCII
//     comparison", and it is an ACE label.
//   - ToUnicode(ToUnicode(s)) = ToUnicode(s), with an error exactly
//     when the first call reported one: a failing label comes back
//     unchanged and fails again; a decoded label is not ASCII and its
//     nameprepped form has no ACE prefix (ToASCII of it succeeded), so
//     step 3 returns it as it is.
func fuzzProfiles() []Profile {
	return []Profile{{}, {UseSTD3ASCIIRules: true}, {AllowUnassigned: true}}
}

// addFuzzSeeds adds inputs of every kind the conversions treat differently
// (internal/fuzzseeds, shared with package idna2003).
func addFuzzSeeds(f *testing.F) {
	for _, s := range fuzzseeds.Names() {
		f.Add(s)
	}
}

// FuzzToASCII checks that ToASCII never panics, agrees with
// AppendToASCII, returns "" with an *idna.Error on failure, and on success
// returns ASCII that is a fixed point, ToASCII(ToASCII(x)) == ToASCII(x),
// and passes the round trip of RFC 3490 (see fuzzProfiles).
func FuzzToASCII(f *testing.F) {
	addFuzzSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range fuzzProfiles() {
			a, err := p.ToASCII(s)
			ab, errb := p.AppendToASCII([]byte("prefix:"), s)
			if (err == nil) != (errb == nil) || string(ab) != "prefix:"+a {
				t.Errorf("%v: ToASCII(%+q) = %+q, %v but AppendToASCII gives %+q, %v", p, s, a, err, ab, errb)
			}
			if err != nil {
				var e *idna.Error
				if !errors.As(err, &e) || len(e.Problems) == 0 {
					t.Errorf("%v: ToASCII(%+q) error %v is not an *idna.Error with problems", p, s, err)
				}
				if a != "" {
					t.Errorf("%v: ToASCII(%+q) = %+q with error %v, want \"\"", p, s, a, err)
				}
				continue
			}
			if !isASCII(a) {
				t.Errorf("%v: ToASCII(%+q) = %+q, not ASCII", p, s, a)
			}
			a2, err := p.ToASCII(a)
			if err != nil || a2 != a {
				t.Errorf("%v: ToASCII(%+q) = %+q, but ToASCII of that = %+q, %v", p, s, a, a2, err)
			}
			check3490RoundTrip(t, p, s, a)
		}
	})
}

// FuzzToUnicode checks that ToUnicode never panics, returns valid UTF-8
// for valid UTF-8 input, reports invalid UTF-8 as such, agrees with
// AppendToUnicode, and is idempotent, error or not.
func FuzzToUnicode(f *testing.F) {
	addFuzzSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		valid := utf8.ValidString(s)
		for _, p := range fuzzProfiles() {
			u, err := p.ToUnicode(s)
			ub, errb := p.AppendToUnicode([]byte("prefix:"), s)
			if (err == nil) != (errb == nil) || string(ub) != "prefix:"+u {
				t.Errorf("%v: ToUnicode(%+q) = %+q, %v but AppendToUnicode gives %+q, %v", p, s, u, err, ub, errb)
			}
			if err != nil {
				var e *idna.Error
				if !errors.As(err, &e) || len(e.Problems) == 0 {
					t.Errorf("%v: ToUnicode(%+q) error %v is not an *idna.Error with problems", p, s, err)
				}
			}
			if !valid {
				if !errors.Is(err, idna.ErrInvalidUTF8) || u != s {
					t.Errorf("%v: ToUnicode(%+q) = %+q, %v; want the input and ErrInvalidUTF8", p, s, u, err)
				}
				continue
			}
			if !utf8.ValidString(u) {
				t.Errorf("%v: ToUnicode(%+q) = %+q, not valid UTF-8", p, s, u)
			}
			u2, err2 := p.ToUnicode(u)
			if u2 != u || (err == nil) != (err2 == nil) {
				t.Errorf("%v: ToUnicode(%+q) = %+q, %v, but ToUnicode of that = %+q, %v", p, s, u, err, u2, err2)
			}
		}
	})
}

// check3490RoundTrip checks the round trip of RFC 3490 on a = ToASCII(s)
// for an rfc3490 profile p: ToASCII(ToUnicode(a)) equals a, exactly in
// labels without the ACE prefix and ASCII case-insensitively in ACE labels
// (RFC 3490 4.2 step 7), and ToUnicode is stable, error or not.
func check3490RoundTrip(t *testing.T, p Profile, s, a string) {
	t.Helper()
	u, err := p.ToUnicode(a)
	a3, err3 := p.ToASCII(u)
	if err3 != nil || !sameUpToACECase(a3, a) {
		t.Errorf("%v: ToASCII(%+q) = %+q, ToUnicode = %+q (%v), ToASCII of that = %+q, %v", p, s, a, u, err, a3, err3)
	}
	u2, err2 := p.ToUnicode(u)
	if u2 != u || (err == nil) != (err2 == nil) {
		t.Errorf("%v: ToASCII(%+q) = %+q, ToUnicode = %+q, %v, ToUnicode of that = %+q, %v", p, s, a, u, err, u2, err2)
	}
}

// sameUpToACECase reports whether the ASCII names x and y have the same
// labels, where labels with the ACE prefix may differ in the case of ASCII
// letters.
func sameUpToACECase(x, y string) bool {
	xl, yl := strings.Split(x, "."), strings.Split(y, ".")
	if len(xl) != len(yl) {
		return false
	}
	for i := range xl {
		if xl[i] != yl[i] && !(fuzzseeds.HasACELabel(xl[i]) && strings.EqualFold(xl[i], yl[i])) {
			return false
		}
	}
	return true
}
