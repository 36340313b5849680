package idna

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestASCIIScanWords checks asciiScan's word-at-a-time scan of names up to
// 64 bytes against its byte-at-a-time scan, on every profile, for names
// built from bytes that each rule of the scan looks at.
func TestASCIIScanWords(t *testing.T) {
	profiles := []*Profile{UTS46, Lookup, Display, Registration, IDNA2008, IDNA2008Lookup, WHATWG,
		UTS46.With(CheckHyphens(true)), UTS46.With(VerifyDNSLength(true)), Lookup.With(VerifyDNSLength(true), CheckHyphens(false)),
		Lookup.With(AllowUnderscore(true)), IDNA2008.With(AllowUnderscore(true)), UTS46.With(AllowUnderscore(true), CheckHyphens(false))}
	const alphabet = "aaaazZ09-----....xn_ \x7f/:@[`{\x80\xc3\xa9"
	rng := rand.New(rand.NewPCG(13, 13))
	var names []string
	for n := 1; n <= 64; n++ {
		for k := range 800 {
			// A third of the names from LDH bytes and dots with capitals,
			// which profiles that map mostly accept, and a third without,
			// which profiles that do not map can accept too.
			abc := alphabet
			switch k % 3 {
			case 0:
				abc = "aaaaaaaaaaZ0-.."
			case 1:
				abc = "aaaaaaaaab0-.."
			}
			var b strings.Builder
			for range n {
				b.WriteByte(abc[rng.IntN(len(abc))])
			}
			names = append(names, b.String())
		}
		names = append(names, strings.Repeat("a", n), strings.Repeat("A", n), strings.Repeat("-", n),
			strings.Repeat("a.", n)[:n], strings.Repeat("ab-", n)[:n], strings.Repeat("xn--a.", n)[:n],
			"a"+strings.Repeat(".", n-1), strings.Repeat("Z", n-1)+".")
	}
	for _, o := range []string{"www.example.com", "a.b.", "a..b", ".a", "ab--c", "a.ab--c", "-a", "a-", "a-.b", "a.-b", "xn--abc", "XN--abc", "a.xn--"} {
		names = append(names, o)
	}
	for _, p := range profiles {
		passed := 0
		for i, s := range names {
			toASCII := i%2 == 0
			sc := p.o.asciiScanWords(s, toASCII)
			ok, upper, ldh, dots := sc.ok, sc.upper, sc.ldh, sc.dots
			wantOK, wantUpper := p.o.asciiScanBytes(s, toASCII)
			if ok != wantOK || ok && upper != wantUpper {
				t.Fatalf("%s: asciiScanWords(%q, %v) = %v, %v; asciiScanBytes: %v, %v", p, s, toASCII, ok, upper, wantOK, wantUpper)
			}
			if want := strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.") == ""; ldh != want {
				t.Fatalf("%s: asciiScanWords(%q) says ldh = %v, want %v", p, s, ldh, want)
			}
			if want := dotBits(s); ldh && dots != want {
				t.Fatalf("%s: asciiScanWords(%q) says dots = %#x, want %#x", p, s, dots, want)
			}
			if ok {
				passed++
			}
		}
		// Both outcomes of the scan must be compared often for every
		// profile: at least a tenth of the names accepted, a tenth rejected.
		if passed < len(names)/10 || len(names)-passed < len(names)/10 {
			t.Errorf("%s: the scan accepted %d of %d names, want at least a tenth and at most nine tenths: the names test too little",
				p, passed, len(names))
		}
	}
}

// TestAppendLower checks the lowercasing of the fast path.
func TestAppendLower(t *testing.T) {
	for n := range 80 {
		var b strings.Builder
		for i := range n {
			b.WriteByte("AZaz09-.@[`{"[i%12])
		}
		s := b.String()
		if got, want := string(appendLower([]byte("x"), s)), "x"+strings.ToLower(s); got != want {
			t.Fatalf("appendLower(%q) = %q, want %q", s, got, want)
		}
		// A non-ASCII byte at each place: only A-Z change.
		for k := range n {
			u := s[:k] + "\xc3" + s[k+1:]
			want := []byte(u)
			for i, c := range want {
				if 'A' <= c && c <= 'Z' {
					want[i] = c + 'a' - 'A'
				}
			}
			if got := string(appendLower([]byte("x"), u)); got != "x"+string(want) {
				t.Fatalf("appendLower(%q) = %q, want %q", u, got, "x"+string(want))
			}
		}
	}
}

// rulesRef is asciiRules label by label, for the tests.
func rulesRef(s string) (rules, dots uint64) {
	for i := range len(s) {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '-':
		case 'A' <= c && c <= 'Z':
			rules |= ruleUpper
		case c == '_':
			rules |= ruleUnderscore
		case c == '.':
			dots |= 1 << uint(i)
		default:
			return ruleBad, 0
		}
	}
	labels := strings.Split(s, ".")
	if labels[len(labels)-1] == "" {
		rules |= ruleRoot
		labels = labels[:len(labels)-1]
	}
	start := 0
	for _, l := range labels {
		// "--" two bytes after the start of a label, in it or not (a
		// false alarm only costs the full pipeline).
		next := s[start:]
		start += len(l) + 1
		switch {
		case l == "", len(next) >= 4 && next[2:4] == "--":
			rules |= ruleRefused
		case l[0] == '-' || l[len(l)-1] == '-':
			rules |= ruleHyphenEdge
		}
	}
	if len(s) == 64 && dots == 0 {
		rules |= ruleLong
	}
	return rules, dots
}

// checkRules compares asciiRules(s) with rulesRef.
func checkRules(t *testing.T, s string) {
	t.Helper()
	r, d := asciiRules(s)
	wr, wd := rulesRef(s)
	// Whether there are capitals and underscores, not which bits say so.
	for _, m := range []uint64{ruleUpper, ruleUnderscore} {
		if r&m != 0 {
			r |= m
		}
	}
	if r&ruleRefused != 0 && wr&ruleRefused != 0 {
		// A refused label may hide a hyphen at the edge of a later one.
		r, wr = r&^ruleHyphenEdge, wr&^ruleHyphenEdge
	}
	if r != wr || d != wd {
		t.Fatalf("asciiRules(%q) = %#x, %#x; want %#x, %#x", s, r, d, wr, wd)
	}
}

// TestASCIIRules checks asciiRules (SSE2 on amd64, words elsewhere)
// against a label-by-label reference: every byte value at every position
// of every length, hyphens and dots at every pair of positions, and
// random names.
func TestASCIIRules(t *testing.T) {
	for n := 1; n <= 64; n++ {
		base := []byte(strings.Repeat("a", n))
		for i := range n {
			for c := range 256 {
				b := append([]byte(nil), base...)
				b[i] = byte(c)
				checkRules(t, string(b))
			}
			for j := range n {
				for _, cc := range []string{"--", "-.", ".-", ".."} {
					b := append([]byte(nil), base...)
					b[i], b[j] = cc[0], cc[1]
					checkRules(t, string(b))
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(7, 7))
	const abc = "aAzZ09-.-.mM@[`{/:_^\x80\xff"
	for range 40000 {
		b := make([]byte, 1+rng.IntN(64))
		for i := range b {
			b[i] = abc[rng.IntN(len(abc))]
		}
		checkRules(t, string(b))
	}
}

// scanProfiles are the profiles of TestASCIIScanAgrees: the ones the scan
// serves, with the settings that change what it takes.
func scanProfiles() []*Profile {
	return []*Profile{
		UTS46, Lookup, Display, Registration, IDNA2008, IDNA2008Lookup, WHATWG, Punycode,
		Lookup.With(AllowUnderscore(true)), UTS46.With(AllowUnderscore(true)), Registration.With(AllowUnderscore(true)),
		IDNA2008.With(AllowUnderscore(true)), IDNA2008Lookup.With(AllowUnderscore(true)),
		Lookup.With(UseSTD3ASCIIRules(false), AllowUnderscore(true)),
		Lookup.With(VerifyDNSLength(true)), Lookup.With(VerifyDNSLength(true), AllowUnderscore(true)),
		Lookup.With(Unicode("15.0.0"), VerifyDNSLength(true)), Lookup.With(Unicode("17.0.0"), VerifyDNSLength(true)),
	}
}

// TestASCIIScanAgrees checks that every name the ASCII scan takes, in
// either direction, is one the full pipeline converts without a problem to
// the name lowercased, on random names of LDH bytes, underscores, dots and
// capitals from 1 to 80 bytes (both scans), and that the scan takes the
// names of service labels with AllowUnderscore and fully qualified names
// with VerifyDNSLength wherever the pipeline accepts them as they are.
func TestASCIIScanAgrees(t *testing.T) {
	const abc = "aaaaaaaaaaaaZZ0_-._"
	rng := rand.New(rand.NewPCG(46, 46))
	var names []string
	for n := 1; n <= 80; n++ {
		for range 300 {
			b := make([]byte, n)
			for i := range b {
				b[i] = abc[rng.IntN(len(abc))]
			}
			names = append(names, string(b))
		}
	}
	// Names the scan must take where the pipeline accepts them as they are.
	must := []string{"_dmarc.example.com", "_sip._tcp.Example.com", "_25._tcp.mail.example.org", "a_b.c",
		"example.com.", "WWW.Example.COM.", "_acme-challenge.www.example.com.",
		strings.Repeat("_service-label.", 6) + "example.com", strings.Repeat("a", 63) + ".", strings.Repeat("ab.", 84) + "c."}
	names = append(names, must...)
	taken := make(map[string]bool)
	for _, p := range scanProfiles() {
		for _, s := range names {
			for _, toASCII := range []bool{true, false} {
				ok, _, _, _ := p.asciiScanTo(s, toASCII)
				_, want, err := p.pipeline(nil, s, false, toASCII, false)
				if p.o.std != stdPunycode {
					if ok && (err != nil || want != strings.ToLower(s)) {
						t.Fatalf("%s: the scan takes %q (toASCII=%v); the pipeline gives %q, %v", p, s, toASCII, want, err)
					}
				} else if ok && (err != nil || want != s) {
					t.Fatalf("%s: the scan takes %q (toASCII=%v); the pipeline gives %q, %v", p, s, toASCII, want, err)
				}
				if ok {
					taken[s] = true
				}
				if !ok && p.o.std != stdPunycode && slices.Contains(must, s) && err == nil && want == strings.ToLower(s) {
					t.Errorf("%s: the scan leaves %q (toASCII=%v) to the pipeline, which accepts it as it is", p, s, toASCII)
				}
			}
		}
	}
	if n := len(taken); n < len(names)/20 {
		t.Errorf("the scan took %d of %d names on every profile: the names test too little", n, len(names))
	}
}

// TestByteTables derives asciiClass, asciiBits and forbiddenHost from the
// rules their comments state and compares them with the written-out
// tables.
func TestByteTables(t *testing.T) {
	for c := range 256 {
		class, bits := uint8(clsOther), uint8(0)
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
			class, bits = clsLower, bitLDH
		case 'A' <= c && c <= 'Z':
			class, bits = clsUpper, bitUpper
		case c == '-':
			class, bits = clsHyphen, bitLDH
		case c == '.':
			class = clsDot
		}
		if asciiClass[c] != class || asciiBits[c] != bits {
			t.Errorf("byte %#02x: asciiClass %d, asciiBits %d; want %d, %d", c, asciiClass[c], asciiBits[c], class, bits)
		}
		if c < 128 {
			want := c <= 0x1f || c == 0x7f || strings.IndexByte(" #/:<>?@[\\]^|%", byte(c)) >= 0
			if forbiddenHost[c] != want {
				t.Errorf("byte %#02x: forbiddenHost %v, want %v", c, forbiddenHost[c], want)
			}
		}
	}
}

// dotBits returns the positions of the U+002E dots of s, at most 64 bytes,
// as the bits of a word, a byte at a time.
func dotBits(s string) uint64 {
	var m uint64
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			m |= 1 << i
		}
	}
	return m
}
