package idna

import (
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/fuzzseeds"
)

// fuzzProfile is a profile and the properties that hold for it.
type fuzzProfile struct {
	p *Profile
	// roundTrip: ToUnicode(ToASCII(x)) succeeds, and ToASCII of it is
	// ToASCII(x). Not for transitional processing, where ToUnicode keeps
	// the deviation characters of decoded A-labels (ß) that ToASCII then
	// maps (ss).
	roundTrip bool
	// nestedACE: the profile accepts an A-label that decodes to "xn--…"
	// (no V2 without CheckHyphens, no V4 before Unicode 16 or without
	// validation). ToASCII of such a ToUnicode result sees a non-ASCII
	// ACE label and fails, as it should; the last step of roundTrip, and
	// stableUnicode, are then not checked.
	nestedACE bool
	// stableUnicode: ToUnicode of a successful ToUnicode result succeeds
	// and returns it unchanged.
	stableUnicode bool
}

func fuzzProfiles() []fuzzProfile {
	return []fuzzProfile{
		{p: Lookup, roundTrip: true, stableUnicode: true},
		{p: UTS46, roundTrip: true, stableUnicode: true},
		{p: UTS46.With(Transitional(true)), stableUnicode: true},
		{p: Registration, roundTrip: true, stableUnicode: true},
		{p: IDNA2008, roundTrip: true, stableUnicode: true},
		{p: WHATWG, roundTrip: true, nestedACE: v15, stableUnicode: true},
		{p: newProfile(), roundTrip: true, nestedACE: v15, stableUnicode: true},
		{p: Punycode, roundTrip: true, nestedACE: true, stableUnicode: true},
	}
}

// addFuzzSeeds adds inputs of every kind the conversions treat differently
// (internal/fuzzseeds, shared with package idna2003).
func addFuzzSeeds(f *testing.F) {
	for _, s := range fuzzseeds.Names() {
		f.Add(s)
	}
}

// FuzzToASCII checks that ToASCII never panics, agrees with AppendToASCII,
// returns "" with an *Error on failure, and on success returns ASCII that
// is a fixed point: ToASCII(ToASCII(x)) == ToASCII(x), and (roundTrip
// profiles) ToASCII(ToUnicode(ToASCII(x))) == ToASCII(x) with every step
// succeeding, except for names accepted by WHATWG's ASCII fallback, which
// have no Unicode form.
func FuzzToASCII(f *testing.F) {
	addFuzzSeeds(f)
	profiles := fuzzProfiles()
	f.Fuzz(func(t *testing.T, s string) {
		for _, fp := range profiles {
			p := fp.p
			a, err := p.ToASCII(s)
			prefix := []byte("prefix:")
			ab, errb := p.AppendToASCII(prefix, s)
			if (err == nil) != (errb == nil) || string(ab) != "prefix:"+a {
				t.Errorf("%v: ToASCII(%+q) = %+q, %v but AppendToASCII gives %+q, %v", p, s, a, err, ab, errb)
			}
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || len(e.Problems) == 0 {
					t.Errorf("%v: ToASCII(%+q) error %v is not an *Error with problems", p, s, err)
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
			if !fp.roundTrip {
				continue
			}
			if _, val, _ := p.ToASCIIWithErrors(s); val != nil {
				continue // accepted by the ASCII fallback: no Unicode form
			}
			u, err := p.ToUnicode(a)
			if err != nil {
				t.Errorf("%v: ToASCII(%+q) = %+q, but ToUnicode of that fails: %v", p, s, a, err)
				continue
			}
			if fp.nestedACE && fuzzseeds.HasACELabel(u) {
				continue
			}
			a3, err := p.ToASCII(u)
			if err != nil || a3 != a {
				t.Errorf("%v: ToASCII(%+q) = %+q, ToUnicode = %+q, ToASCII of that = %+q, %v", p, s, a, u, a3, err)
			}
		}
	})
}

// FuzzToUnicode checks that ToUnicode never panics, returns valid UTF-8
// for valid UTF-8 input, reports invalid UTF-8 as such, agrees with
// AppendToUnicode, and is idempotent on success for stableUnicode
// profiles.
func FuzzToUnicode(f *testing.F) {
	addFuzzSeeds(f)
	profiles := fuzzProfiles()
	f.Fuzz(func(t *testing.T, s string) {
		valid := utf8.ValidString(s)
		for _, fp := range profiles {
			p := fp.p
			u, err := p.ToUnicode(s)
			ub, errb := p.AppendToUnicode([]byte("prefix:"), s)
			if (err == nil) != (errb == nil) || string(ub) != "prefix:"+u {
				t.Errorf("%v: ToUnicode(%+q) = %+q, %v but AppendToUnicode gives %+q, %v", p, s, u, err, ub, errb)
			}
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || len(e.Problems) == 0 {
					t.Errorf("%v: ToUnicode(%+q) error %v is not an *Error with problems", p, s, err)
				}
			}
			if !valid {
				if !errors.Is(err, ErrInvalidUTF8) || u != s {
					t.Errorf("%v: ToUnicode(%+q) = %+q, %v; want the input and ErrInvalidUTF8", p, s, u, err)
				}
				continue
			}
			if !utf8.ValidString(u) {
				t.Errorf("%v: ToUnicode(%+q) = %+q, not valid UTF-8", p, s, u)
			}
			if err != nil || !fp.stableUnicode || fp.nestedACE && fuzzseeds.HasACELabel(u) {
				continue
			}
			u2, err := p.ToUnicode(u)
			if err != nil || u2 != u {
				t.Errorf("%v: ToUnicode(%+q) = %+q, but ToUnicode of that = %+q, %v", p, s, u, u2, err)
			}
		}
	})
}

// FuzzXNetDifferential runs the input through the pairs of xnetPairs
// (Lookup, Display, Registration and the newProfile(…) combinations) and requires
// every difference to be explained by a class of xnetClasses. The Punycode
// pairs are left to TestXNetDifferential: x/net's Punycode profile differs
// on most inputs, and its classes are best read there.
func FuzzXNetDifferential(f *testing.F) {
	addFuzzSeeds(f)
	var pairs []*xnetPair
	for _, p := range xnetPairs() {
		if p.punycodeOnly || p.name == "package-level ToASCII/ToUnicode" {
			continue
		}
		pairs = append(pairs, p)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range pairs {
			for _, ascii := range []bool{true, false} {
				c := p.run(ascii, s)
				if c.same() || classifyXNet(c) != nil {
					continue
				}
				t.Errorf("%s %s(%+q): unexplained difference: xn %+q %v; x/net %+q, %v",
					p.name, c.op(), s, c.got, c.codes, c.xgot, c.xerr)
			}
		}
	})
}
