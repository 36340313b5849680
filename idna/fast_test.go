package idna

import (
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/bench/corpus"
	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/testenv"
	"github.com/xn-go/xn/punycode"
)

// fastProfiles are the profiles whose options the Unicode fast path reads:
// every profile it serves, with each setting it tests both ways.
func fastProfiles() []*Profile {
	return []*Profile{
		Lookup, UTS46, Display, WHATWG, newProfile(),
		UTS46.With(Transitional(true)), UTS46.With(CheckHyphens(false)),
		Lookup.With(VerifyDNSLength(true)), Lookup.With(RejectMappedIPLiterals(false)),
		Lookup.With(UseSTD3ASCIIRules(false)), Lookup.With(CheckBidi(false)),
		// Profiles the fast path must leave alone.
		Registration, IDNA2008, IDNA2008Lookup, Punycode, Lookup.With(ValidateLabels(false)),
		IDNA2008.With(Transitional(true)),
	}
}

// checkFast checks that whenever the fast path takes s, in either
// direction, the full pipeline of ToASCII (toASCII) or ToUnicode
// (toUnicode) succeeds with the same result. It reports whether the fast
// path took s to ASCII and to Unicode.
func checkFast(t *testing.T, p *Profile, s string) (toASCII, toUnicode bool) {
	t.Helper()
	if !p.o.fastUnicode() {
		return false, false // the callers never take the fast path
	}
	// What ToASCII and ToUnicode tell the fast path about s.
	for _, dir := range []bool{true, false} {
		var got []byte
		var ok bool
		sc := p.scan(s, dir)
		lower := sc.ldh && !sc.upper
		if dir {
			got, ok = p.o.fastPath([]byte("x"), s, true, lower, sc.dots)
		} else {
			got, ok = p.o.fastPath([]byte("x"), s, false, lower, sc.dots)
		}
		if !ok {
			if string(got) != "x" {
				t.Fatalf("%v: fast path (%+q, toASCII=%v) declined but left %+q", p, s, dir, got)
			}
			continue
		}
		var want string
		var err error
		if dir {
			_, want, err = p.pipeline(nil, s, false, true, false)
			toASCII = true
		} else {
			_, want, err = p.pipeline(nil, s, false, false, false)
			toUnicode = true
		}
		if err != nil || "x"+want != string(got) {
			t.Fatalf("%v: fast path (%+q, toASCII=%v) = %+q; the pipeline gives %+q, %v", p, s, dir, got[1:], want, err)
		}
	}
	return toASCII, toUnicode
}

// TestFastConvert compares the Unicode fast path with the full pipeline in
// both directions on the IdnaTestV2 rows, the benchmark corpora, random
// names built from the code points whose handling differs and their
// A-label forms, and checks that it takes most host names of the IDN and
// A-label corpora.
func TestFastConvert(t *testing.T) {
	var names []string
	for _, row := range readConformance(t, UnicodeVersion) {
		names = append(names, row.source, row.toUnicode, row.toASCIIN)
	}
	for _, c := range corpus.All() {
		names = append(names, c.Hosts...)
	}
	pieces := []string{"a", "b", "Z", "0", "-", ".", "ü", "Ü", "中", "ß", "ς", "\u200d", "\u200c", "\u0300",
		"\u0903", "\u05d0", "\u0661", "\u00b7", "\u3002", "\uff0e", "\uff61", "\u00ad", "_", " ", "xn--", "\u1100", "\u1161",
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
		// Root dots: IP-literal-like last labels, lengths around 253, Bidi.
		"ü.1.", "ü.0x1f.", "ü.de..", "ü.", ".", "ü"+strings.Repeat(".abcdefghi", 25)+".", "ü"+strings.Repeat(".abcdefghi", 25)+"a.",
		"\u05d0\u05d1.com.", "a.\u05d0.", "1a.\u05d0.",
		// The Bidi rule: B1 to B6 each failing, and passing.
		"\u05d0\u05d1.com", "1\u05d0.com", "\u05d0a.com", "\u05d0-.com", "\u05d01\u0661.com", "\u05d01.com",
		"\u05d0\u0661.com", "a\u05d0.com", "a-.\u05d0", "1a.\u05d0", "a1.\u05d0", "\u0627\u0661\u0300.com")
	// Labels that are not in NFC, as text and as A-labels, and marks.
	for _, l := range []string{"bu\u0308cher", "Bu\u0308cher", "\u0915\u093c", "\u0958", "a\u0301\u0301", "\u0e01\u0e49\u0e33",
		"\u0644\u064e\u0627", "a" + strings.Repeat("\u0301", 31), "\u1100\u1161", "\uac00\u11a8"} {
		enc, err := punycode.Encode(l)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, l+".de", "xn--"+enc+".de", "www."+l)
	}
	// The A-label forms, for the decoding side.
	for _, s := range names[:len(names):len(names)] {
		if a, err := newProfile().ToASCII(s); err == nil && a != s {
			names = append(names, a)
		}
	}
	for _, p := range fastProfiles() {
		takenA, takenU := 0, 0
		for _, s := range names {
			a, u := checkFast(t, p, s)
			takenA += b2i(a)
			takenU += b2i(u)
		}
		t.Logf("%v: fast path took %d of %d names to ASCII, %d to Unicode", p, takenA, len(names), takenU)
		if p.o.fastUnicode() && (takenA == 0 || takenU == 0) {
			t.Errorf("%v: the fast path took no name in a direction", p)
		}
	}
	// The IDN and A-label corpora are what the fast path is for.
	// So are their fully qualified forms, with the root dot, and the IDN
	// names with each of the three other dots.
	forms := []struct {
		name string
		form func(string) string
		c    corpus.Corpus
	}{
		{"as they are", func(s string) string { return s }, corpus.IDN()},
		{"as they are", func(s string) string { return s }, corpus.ALabel()},
		{"with a root dot", func(s string) string { return s + "." }, corpus.IDN()},
		{"with a root dot", func(s string) string { return s + "." }, corpus.ALabel()},
		{"with U+3002", func(s string) string { return strings.ReplaceAll(s, ".", "\u3002") }, corpus.IDN()},
		{"with U+FF0E", func(s string) string { return strings.ReplaceAll(s, ".", "\uff0e") }, corpus.IDN()},
		{"with U+FF61 and a root", func(s string) string { return strings.ReplaceAll(s, ".", "\uff61") + "\uff61" }, corpus.IDN()},
	}
	for _, f := range forms {
		takenA, takenU := 0, 0
		for _, s := range f.c.Hosts {
			a, u := checkFast(t, Lookup, f.form(s))
			takenA += b2i(a)
			takenU += b2i(u)
		}
		if takenA < len(f.c.Hosts)/2 || takenU < len(f.c.Hosts)/2 {
			t.Errorf("Lookup: the fast path took %d (ToASCII) and %d (ToUnicode) of the %d host names of corpus %s %s, want most",
				takenA, takenU, len(f.c.Hosts), f.c.Name, f.name)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// FuzzFastConvert checks the Unicode fast path against the full pipeline
// in both directions on every profile it serves.
func FuzzFastConvert(f *testing.F) {
	addFuzzSeeds(f)
	for _, s := range corpus.IDN().Hosts[:50] {
		f.Add(s)
	}
	for _, s := range corpus.ALabel().Hosts[:50] {
		f.Add(s)
	}
	profiles := fastProfiles()
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range profiles {
			checkFast(t, p, s)
		}
	})
}

// nfcScripts are the blocks of the scripts whose labels nfcByProps settles
// (their marks are of ranked combining classes, their vowel signs of
// NFC_Quick_Check=Maybe follow consonants that combine with nothing).
var nfcScripts = []struct {
	name     string
	lo, hi   rune
	examples []string // words in NFC with marks, which the fast path must take as A-labels
}{
	{"Devanagari", 0x0900, 0x097f, []string{"हिन्दी", "भारत", "संगठन", "क़िला"}},
	{"Bengali", 0x0980, 0x09ff, []string{"বাংলা", "ভারত", "কোম্পানি"}},
	{"Tamil", 0x0b80, 0x0bff, []string{"தமிழ்", "இந்தியா", "சிங்கப்பூர்"}},
	{"Thai", 0x0e00, 0x0e7f, []string{"ไทย", "ภาษาไทย", "ทดสอบ", "กุ้ง"}},
}

// TestNFCByProps checks nfcByProps, and the fast path that uses it, on
// every code point of the Devanagari, Bengali, Tamil and Thai blocks, alone
// and in every pair within a block, after a consonant of the block and after
// "a", and on random labels of 2 to 8 code points of each block:
// nfcByProps never says yes for a label that is not in NFC, and whenever
// the fast path takes one of these labels or its A-label, in either
// direction, the pipeline gives the same answer. The words of
// nfcScripts must stay on the fast path as A-labels.
func TestNFCByProps(t *testing.T) {
	tab := Lookup.o.table()
	profiles := []*Profile{Lookup, UTS46}
	check := func(u string) {
		t.Helper()
		if !isASCII(u) && nfcByProps(tab, u) && !norm.NFC.IsNormalString(u) {
			t.Fatalf("nfcByProps(%+q) = true, but it is not in NFC", u)
		}
		names := []string{u + ".de"}
		if enc, err := punycode.Encode(u); err == nil {
			names = append(names, "xn--"+enc+".de")
		}
		for _, p := range profiles {
			for _, s := range names {
				checkFast(t, p, s)
			}
		}
	}
	for _, sc := range nfcScripts {
		base := string(sc.lo + 0x15) // a consonant: KA in each block but Thai's (U+0E15 TO TAO)
		for c := sc.lo; c <= sc.hi; c++ {
			check(string(c))
			check("a" + string(c))
			for d := sc.lo; d <= sc.hi; d++ {
				check(string(c) + string(d))
				check(base + string(c) + string(d))
			}
		}
		// Longer labels, at random from the block, with a letter now and then.
		rng := rand.New(rand.NewPCG(uint64(sc.lo), 46))
		for range 20000 {
			var b strings.Builder
			for n := 2 + rng.IntN(7); n > 0; n-- {
				if rng.IntN(8) == 0 {
					b.WriteByte('a')
					continue
				}
				b.WriteRune(sc.lo + rune(rng.IntN(int(sc.hi-sc.lo+1))))
			}
			check(b.String())
		}
		for _, w := range sc.examples {
			enc, err := punycode.Encode(w)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{"xn--" + enc, "www.xn--" + enc + ".com"} {
				if a, u := checkFast(t, Lookup, s); !a || !u {
					t.Errorf("%s: the fast path took %q (%s) to ASCII: %v, to Unicode: %v; want both", sc.name, s, w, a, u)
				}
			}
		}
	}
}

// TestNFCByPropsSound checks that nfcByProps says yes only for text in
// NFC, on every pair of code points that are not NFC-inert, alone and
// after "e" (which composes with many marks), and on each of them after
// every code point that Composes.
func TestNFCByPropsSound(t *testing.T) {
	testenv.Slow(t, "some 10 million checks")
	tab := Lookup.o.table()
	var marks, composing []rune
	for r := rune(0x80); r <= 0x10ffff; r++ {
		if r >= 0xd800 && r < 0xe000 {
			continue
		}
		p := tab.Lookup(r)
		if p.Derived() == tables.UNASSIGNED {
			continue
		}
		if !p.NFCInert() {
			marks = append(marks, r)
		}
		if p.Composes() {
			composing = append(composing, r)
		}
	}
	t.Logf("%d code points are not NFC-inert, %d compose", len(marks), len(composing))
	if len(marks) < 1000 || len(composing) < 1000 {
		t.Fatalf("%d code points that are not NFC-inert and %d that compose: the table reads wrong", len(marks), len(composing))
	}
	check := func(s string) {
		if nfcByProps(tab, s) && !norm.NFC.IsNormalString(s) {
			t.Fatalf("nfcByProps(%+q) = true, but it is not in NFC", s)
		}
	}
	for _, x := range marks {
		for _, y := range marks {
			check(string(x) + string(y))
			check("e" + string(x) + string(y))
		}
		for _, c := range composing {
			check(string(c) + string(x))
		}
	}
}
