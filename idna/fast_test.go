package idna

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/xn-go/xn/bench/corpus"
)

// fastProfiles are the profiles whose options the Unicode fast path reads:
// every profile it serves, with each setting it tests both ways.
func fastProfiles() []*Profile {
	return []*Profile{
		Lookup, UTS46, Display, WHATWG, New(),
		UTS46.With(Transitional(true)), UTS46.With(CheckHyphens(false)),
		Lookup.With(VerifyDNSLength(true)), Lookup.With(RejectMappedIPLiterals(false)),
		Lookup.With(UseSTD3ASCIIRules(false)), Lookup.With(CheckBidi(false)),
		// Profiles the fast path must leave alone.
		Registration, IDNA2008, IDNA2008Lookup, Punycode, Lookup.With(ValidateLabels(false)),
		IDNA2008.With(Transitional(true)),
	}
}

// checkFast checks that whenever the fast path takes s, the full pipeline
// of ToASCII (toASCII) succeeds with the same ASCII form. It reports
// whether the fast path took s.
func checkFast(t *testing.T, p *Profile, s string) bool {
	t.Helper()
	if !p.o.fastUnicode() {
		return false // the callers never take the fast path
	}
	got, ok := p.o.fastToASCII([]byte("x"), s)
	if !ok {
		if string(got) != "x" {
			t.Fatalf("%v: fastToASCII(%+q) declined but left %+q", p, s, got)
		}
		return false
	}
	want, err := p.toASCII(s, false)
	if err != nil || "x"+want != string(got) {
		t.Fatalf("%v: fastToASCII(%+q) = %+q; the pipeline gives %+q, %v", p, s, got[1:], want, err)
	}
	return true
}

// TestFastToASCII compares the Unicode fast path of ToASCII with the full
// pipeline on the IdnaTestV2 rows, the benchmark corpora and random names
// built from the code points whose handling differs, and checks that it
// takes most Unicode host names.
func TestFastToASCII(t *testing.T) {
	var names []string
	for _, row := range readConformance(t, UnicodeVersion) {
		names = append(names, row.source, row.toUnicode, row.toASCIIN)
	}
	for _, c := range corpus.All() {
		names = append(names, c.Hosts...)
	}
	pieces := []string{"a", "b", "Z", "0", "-", ".", "ü", "Ü", "中", "ß", "ς", "\u200d", "\u200c", "\u0300",
		"\u0903", "\u05d0", "\u0661", "\u00b7", "\u3002", "\uff0e", "\u00ad", "_", " ", "xn--", "\u1100", "\u1161",
		"\U0001F600", "\U00020000", "\ufffd", "\xff", "\u0345", "\u30fb", "\u0375", "\u2488",
		"\uff21", "\u2126", "\u0130", "\u1e9e", "\u03a3", "\u0416", "\u00c5", "\u212b", "\u0915\u094d"}
	rng := rand.New(rand.NewPCG(5, 5))
	for range 30000 {
		var b strings.Builder
		for n := 1 + rng.IntN(12); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		names = append(names, b.String())
	}
	names = append(names, strings.Repeat("ü", 64)+".de", strings.Repeat("ü", 65)+".de",
		strings.Repeat("ü", 30)+"."+strings.Repeat("ü", 30)+".de", "ü."+strings.Repeat("a", 125),
		"ü.1", "ü.0x1f", "ü.08", "1.ü", "ü.de.", "ü..de", ".ü",
		// The Bidi rule: B1 to B6 each failing, and passing.
		"\u05d0\u05d1.com", "1\u05d0.com", "\u05d0a.com", "\u05d0-.com", "\u05d01\u0661.com", "\u05d01.com",
		"\u05d0\u0661.com", "a\u05d0.com", "a-.\u05d0", "1a.\u05d0", "a1.\u05d0", "\u0627\u0661\u0300.com")
	for _, p := range fastProfiles() {
		taken := 0
		for _, s := range names {
			if checkFast(t, p, s) {
				taken++
			}
		}
		t.Logf("%v: fast path took %d of %d names", p, taken, len(names))
		if p.o.fastUnicode() && taken == 0 {
			t.Errorf("%v: the fast path took no name", p)
		}
	}
	// The IDN corpus is what the fast path is for.
	taken := 0
	idn := corpus.IDN().Hosts
	for _, s := range idn {
		if checkFast(t, Lookup, s) {
			taken++
		}
	}
	if taken < len(idn)/2 {
		t.Errorf("Lookup: the fast path took %d of %d IDN host names, want most", taken, len(idn))
	}
}

// FuzzFastToASCII checks the Unicode fast path against the full pipeline
// on every profile it serves.
func FuzzFastToASCII(f *testing.F) {
	addFuzzSeeds(f)
	for _, s := range corpus.IDN().Hosts[:50] {
		f.Add(s)
	}
	profiles := fastProfiles()
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range profiles {
			checkFast(t, p, s)
		}
	})
}
