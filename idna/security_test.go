package idna_test

// One test per known class of IDNA vulnerability, named after it. Each
// class is a check function that returns the violations it finds for one
// converter; the tests run the checks on xn's profiles and require none,
// and TestSecurityChecksCatchVulnerable runs the same checks on a converter
// known to have the vulnerable behaviour (golang.org/x/net/idna, or an xn
// profile with the protection switched off) and requires them to fail, so
// that no check here is one that cannot fail. docs/security.md has a line
// per class.

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna2003"
	"github.com/xn-go/xn/punycode"
)

// conv is a name converter under test: an xn profile or an x/net one.
type conv struct {
	name      string
	toASCII   func(string) (string, error)
	toUnicode func(string) (string, error)
}

func ours(name string, p converter) conv { return conv{name, p.ToASCII, p.ToUnicode} }

// A converter is a profile of package idna or of package idna2003.
type converter interface {
	ToASCII(string) (string, error)
	ToUnicode(string) (string, error)
	String() string
}

func theirs(name string, p *xnet.Profile) conv {
	return conv{"x/net " + name, p.ToASCII, p.ToUnicode}
}

// The profiles that map and validate as UTS #46 or IDNA2008 say: the ones a
// program uses before a lookup, a registration or a display.
// strictLookupStyle is lookupStyle with WHATWG's ASCII fallback off: the
// profiles that must reject a name, where WHATWG accepts an ASCII one
// lowercased (checkASCIIFallback checks that instead).
func strictLookupStyle() []conv {
	cs := lookupStyle()
	for i := range cs {
		if cs[i].name == "WHATWG" {
			cs[i] = ours("WHATWG.With(ASCIIFallback(false))", idna.WHATWG.With(idna.ASCIIFallback(false)))
		}
	}
	return cs
}

// checkASCIIFallback checks WHATWG on ASCII names that the other profiles
// reject: as the URL Standard's domain to ASCII has it since whatwg/url#914,
// ToASCII returns the name lowercased and nothing else, never another
// name; ToASCIIWithErrors keeps the problems as validation errors; and
// ToUnicode, which would decode the name, reports them.
func checkASCIIFallback(names []string) violations {
	var v violations
	for _, in := range names {
		if !isASCIIString(in) {
			// Not ASCII: no fallback.
			if out, err := idna.WHATWG.ToASCII(in); err == nil {
				v.add("ToASCII(%+q) = %+q, nil; want an error (no fallback for a name that is not ASCII)", in, out)
			}
			continue
		}
		want := strings.ToLower(in)
		if out, err := idna.WHATWG.ToASCII(in); out != want || err != nil {
			v.add("ToASCII(%+q) = %+q, %v; want %+q, nil (the ASCII fallback)", in, out, err, want)
		}
		if out, val, err := idna.WHATWG.ToASCIIWithErrors(in); out != want || err != nil || val == nil || len(val.Problems) == 0 {
			v.add("ToASCIIWithErrors(%+q) = %+q, %v, %v; want %+q with validation errors", in, out, val, err, want)
		}
		if out, err := idna.WHATWG.ToUnicode(in); err == nil {
			v.add("ToUnicode(%+q) = %+q, nil; want an error", in, out)
		}
	}
	return v
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func lookupStyle() []conv {
	return []conv{
		ours("Lookup", idna.Lookup),
		ours("Display", idna.Display),
		ours("Registration", idna.Registration),
		ours("UTS46", idna.UTS46),
		ours("IDNA2008", idna.IDNA2008),
		ours("WHATWG", idna.WHATWG),
	}
}

// violations collects what a check found.
type violations []string

func (v *violations) add(format string, args ...any) { *v = append(*v, fmt.Sprintf(format, args...)) }

// report fails the test with the first few violations.
func report(t *testing.T, c conv, v violations) {
	t.Helper()
	const shown = 6
	for i, s := range v {
		if i == shown {
			t.Errorf("%s: and %d more", c.name, len(v)-shown)
			break
		}
		t.Errorf("%s: %s", c.name, s)
	}
}

// mustReject requires ToASCII to fail with "" (xn's failure value: never a
// plausible name) and ToUnicode to fail.
func mustReject(v *violations, c conv, in string) {
	if out, err := c.toASCII(in); err == nil {
		v.add("ToASCII(%+q) = %+q, nil; want an error", in, out)
	} else if out != "" {
		v.add("ToASCII(%+q) = %+q with error %v; want \"\"", in, out, err)
	}
	if out, err := c.toUnicode(in); err == nil {
		v.add("ToUnicode(%+q) = %+q, nil; want an error", in, out)
	}
}

// mustNotRewrite is the weaker rule for profiles that, as their standard
// says, pass ASCII labels through (IDNA2003, Punycode): ToASCII fails or
// returns the input unchanged, and ToUnicode fails.
func mustNotRewrite(v *violations, c conv, in string) {
	if out, err := c.toASCII(in); err == nil && out != in {
		v.add("ToASCII(%+q) = %+q, nil; want the input unchanged or an error", in, out)
	} else if err != nil && out != "" {
		v.add("ToASCII(%+q) = %+q with error %v; want \"\"", in, out, err)
	}
	if out, err := c.toUnicode(in); err == nil {
		v.add("ToUnicode(%+q) = %+q, nil; want an error", in, out)
	}
}

// ---------------------------------------------------------------------------
// Fake A-labels (CVE-2024-12224, CVE-2026-39821, golang/go#81549, #81116).

// fakeALabels are xn-- labels that are not the A-label of any U-label.
// Vulnerable behaviour: accepting one, so that a name that compares unequal
// to "go.dev" as a string becomes "go.dev" once decoded (or a label becomes
// empty, or two A-labels decode to one name).
var fakeALabels = []struct {
	name, in string
	family   error // the sentinel xn's UTS #46 profiles report
	// validity is true when the rule broken is a validity criterion
	// (UTS #46 section 4.1), which profiles without validation (Punycode)
	// do not apply, rather than a rule of the processing step itself.
	validity bool
}{
	{"decodes-empty", "xn--.com", idna.ErrPunycode, false},
	{"prefix-alone", "xn--", idna.ErrPunycode, false},
	{"decodes-all-ASCII", "xn--abc-.com", idna.ErrPunycode, false},
	{"trailing-hyphen", "xn--go-.dev", idna.ErrPunycode, false},
	{"trailing-hyphen-uppercase", "XN--GO-.dev", idna.ErrPunycode, false},
	{"uppercase-prefix-empty", "XN--.com", idna.ErrPunycode, false},
	{"nested-prefix", "xn--xn--abc-.com", idna.ErrPunycode, false},
	// Not NFC: "u" + U+0308 COMBINING DIAERESIS; NFC is "ü" (xn--tda).
	{"not-NFC", "xn--u-ccb.de", idna.ErrNotNFC, true},
	// Non-canonical: each would decode to a string whose A-label is
	// another one. x/net decodes "ib9b" to U+FFFD (a surrogate replaced)
	// and re-encodes it as xn--zn7c; it copies the non-basic "ü" before
	// the delimiter and re-encodes "aüᩙ" as xn--a-eha395q.
	{"surrogate", "xn--ib9b.com", idna.ErrPunycode, false},
	{"surrogate-after-basic", "xn--ab-zd9k.com", idna.ErrPunycode, false},
	{"non-basic-before-delimiter", "xn--a\u00fc-ihq.com", idna.ErrPunycode, false},
	{"above-U+10FFFF", "xn--en32g.com", idna.ErrPunycode, false},
	{"invalid-digits", "xn--99999999.com", idna.ErrPunycode, false},
	// Decodes to U+3002 IDEOGRAPHIC FULL STOP, one of the four IDNA dots:
	// shown as "。.com", it is a name of two labels again ("..com")
	// wherever it is processed next, and ToASCII splits it there.
	{"decodes-to-a-dot", "xn--r6j.com", idna.ErrDisallowed, false},
}

func checkFakeALabels(c conv) violations {
	var v violations
	for _, tc := range fakeALabels {
		mustReject(&v, c, tc.in)
	}
	return v
}

func checkFakeALabelsNotRewritten(c conv, withValidity bool) violations {
	var v violations
	for _, tc := range fakeALabels {
		if tc.validity && !withValidity {
			continue
		}
		mustNotRewrite(&v, c, tc.in)
	}
	return v
}

func TestFakeALabels(t *testing.T) {
	for _, c := range append(strictLookupStyle(), ours("Lookup+Transitional", idna.Lookup.With(idna.Transitional(true)))) {
		report(t, c, checkFakeALabels(c))
	}
	var names []string
	for _, tc := range fakeALabels {
		names = append(names, tc.in)
	}
	report(t, ours("WHATWG", idna.WHATWG), checkASCIIFallback(names))
	// The error says why, with the family of the rule broken.
	for _, tc := range fakeALabels {
		_, err := idna.Lookup.ToASCII(tc.in)
		var e *idna.Error
		if !errors.As(err, &e) || !errors.Is(err, tc.family) {
			t.Errorf("%s: Lookup.ToASCII(%+q): %v; want an *Error matching %v", tc.name, tc.in, err, tc.family)
		}
	}
	// IDNA2003 ToASCII lets ASCII labels through unchanged (RFC 3490
	// section 4.1); its ToUnicode checks the round trip and fails.
	c := ours("IDNA2003", idna2003.Profile{})
	report(t, c, checkFakeALabelsNotRewritten(c, true))
	// The Punycode profile does no validation, but an xn-- label that does
	// not decode, or decodes to nothing or to ASCII only, is an error of
	// the processing step (UTS #46 section 4 step 4.2-4.3), as in x/net's
	// Punycode profile.
	c = ours("Punycode", idna.Punycode)
	report(t, c, checkFakeALabelsNotRewritten(c, false))
}

// An xn-- label that is accepted is returned in its canonical (lowercase)
// form: Punycode decoding rejects every non-canonical digit string, so the
// only other spellings of an A-label differ in case.
func TestFakeALabelsCanonicalCase(t *testing.T) {
	for _, in := range []string{"XN--BCHER-KVA.DE", "Xn--Bcher-Kva.de", "xn--bcher-KVA.de"} {
		for _, c := range []conv{ours("Lookup", idna.Lookup), ours("UTS46", idna.UTS46), ours("WHATWG", idna.WHATWG)} {
			if got, err := c.toASCII(in); got != "xn--bcher-kva.de" || err != nil {
				t.Errorf("%s.ToASCII(%q) = %q, %v; want xn--bcher-kva.de", c.name, in, got, err)
			}
		}
	}
	// Without mapping, uppercase letters in the part before the delimiter
	// decode to uppercase letters, which are not valid.
	if got, err := idna.Registration.ToASCII("xn--Bcher-kva.de"); err == nil {
		t.Errorf("Registration.ToASCII(xn--Bcher-kva.de) = %q, nil; want an error", got)
	}
}

// ---------------------------------------------------------------------------
// CVE-2019-12290: missing round-trip verification.

// aLabelCorpus returns xn-- names: real A-labels, the fake ones, and
// mutations of real ones (every one-character substitution, deletion and
// case change of the part after xn--), which is where non-canonical
// encodings would hide.
func aLabelCorpus() []string {
	valid := []string{
		"xn--bcher-kva", "xn--fa-hia", "xn--nxasmm1c", "xn--mgb1ds31i", "xn--fsqu00a",
		"xn--80ak6aa92e", "xn--11b2ezcw70k", "xn--strae-oqa", "xn--3xa", "xn--mgbh0fb",
		"xn--wgbh1c", "xn--ls8h", "xn--n3h", "xn--tda", "xn--i-7iq", "xn--d1acufc",
	}
	var out []string
	for _, tc := range fakeALabels {
		out = append(out, tc.in)
	}
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-"
	for _, a := range valid {
		out = append(out, a, a+".example", strings.ToUpper(a))
		body := a[4:]
		for i := range len(body) {
			out = append(out, "xn--"+body[:i]+body[i+1:])
			for j := range len(alphabet) {
				out = append(out, "xn--"+body[:i]+alphabet[j:j+1]+body[i+1:])
			}
			out = append(out, "xn--"+body[:i]+strings.ToUpper(body[i:i+1])+body[i+1:])
		}
	}
	// Random short digit strings, with a fixed seed.
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := make([]byte, 1+r.IntN(10))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		out = append(out, "xn--"+string(b))
	}
	return out
}

// checkRoundTrip requires that an xn-- name that ToUnicode accepts converts
// back to itself (ignoring case) with ToASCII, and that ToASCII accepts it
// unchanged too. Vulnerable behaviour: two different A-labels that mean one
// Unicode name, so that a check on the ASCII form is bypassed.
func checkRoundTrip(c conv, corpus []string) violations {
	var v violations
	for _, in := range corpus {
		u, err := c.toUnicode(in)
		if err != nil {
			continue
		}
		back, err := c.toASCII(u)
		if err != nil || !strings.EqualFold(back, in) {
			v.add("ToUnicode(%+q) = %+q, and ToASCII of that = %+q, %v; want %+q", in, u, back, err, in)
		}
		if a, err := c.toASCII(in); err != nil || !strings.EqualFold(a, in) {
			v.add("ToUnicode accepts %+q but ToASCII gives %+q, %v", in, a, err)
		}
	}
	return v
}

func TestCVE2019_12290RoundTrip(t *testing.T) {
	corpus := aLabelCorpus()
	accepted := 0
	for _, c := range append(lookupStyle(), ours("Punycode", idna.Punycode), ours("IDNA2003", idna2003.Profile{})) {
		report(t, c, checkRoundTrip(c, corpus))
	}
	for _, in := range corpus {
		if _, err := idna.Lookup.ToUnicode(in); err == nil {
			accepted++
		}
	}
	// The corpus must exercise the accepting path, or the check says
	// nothing.
	if accepted < 100 {
		t.Errorf("Lookup accepts only %d of the %d corpus names; the round-trip check is not exercised", accepted, len(corpus))
	}
	// Every digit string of up to three characters, with Lookup and the
	// Punycode profile. (Up to four, 1,926,220 strings, was checked once by
	// hand: none is accepted with a different re-encoding.)
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-"
	var short []string
	for _, a := range alphabet {
		short = append(short, "xn--"+string(a))
		for _, b := range alphabet {
			short = append(short, "xn--"+string(a)+string(b))
			for _, c := range alphabet {
				short = append(short, "xn--"+string(a)+string(b)+string(c))
			}
		}
	}
	for _, c := range []conv{ours("Lookup", idna.Lookup), ours("Punycode", idna.Punycode)} {
		report(t, c, checkRoundTrip(c, short))
	}
	// Transitional ToASCII maps the deviations that ToUnicode keeps (that
	// is CVE-2016-8625, below), so only its ToASCII of an A-label is
	// checked: the A-label comes back unchanged.
	tr := idna.Lookup.With(idna.Transitional(true))
	for _, in := range corpus {
		if _, err := idna.Lookup.ToUnicode(in); err != nil {
			continue
		}
		if a, err := tr.ToASCII(in); err != nil || !strings.EqualFold(a, in) {
			t.Errorf("transitional ToASCII(%+q) = %+q, %v; want it unchanged", in, a, err)
		}
	}
}

// ---------------------------------------------------------------------------
// CVE-2016-8625: transitional processing maps ß, ς, ZWJ and ZWNJ, so that
// "straße.example" is looked up as "strasse.example", another registrable
// name.

var deviationNames = []string{
	"straße.example",
	"faß.de",
	"βόλος.gr",                    // final sigma
	"\u0915\u094d\u200d\u0937.in", // ZWJ after a virama
	"\u0644\u200c\u0627.example",  // ZWNJ between joining letters
}

// checkDeviationsKept requires that the deviation characters survive
// ToASCII: ToUnicode of the result is the name itself.
func checkDeviationsKept(c conv) violations {
	var v violations
	for _, in := range deviationNames {
		a, err := c.toASCII(in)
		if err != nil {
			v.add("ToASCII(%+q): %v", in, err)
			continue
		}
		if u, err := c.toUnicode(a); u != in || err != nil {
			v.add("ToASCII(%+q) = %+q, which is %+q (%v): a different name", in, a, u, err)
		}
	}
	return v
}

func TestCVE2016_8625TransitionalDivergence(t *testing.T) {
	for _, c := range lookupStyle() {
		report(t, c, checkDeviationsKept(c))
	}
	if got, _ := idna.ToASCII("straße.example"); got != "xn--strae-oqa.example" {
		t.Errorf("ToASCII(straße.example) = %q; want xn--strae-oqa.example", got)
	}
	// Diverges names the names whose two forms differ.
	for _, in := range deviationNames {
		if _, _, differ, _ := idna.Diverges(in); !differ {
			t.Errorf("Diverges(%+q) = false; want true", in)
		}
	}
}

// ---------------------------------------------------------------------------
// CVE-2019-9636: mapping (NFKC) produces a URL delimiter, so that the host
// "a℀b.com" that a caller checked becomes "aa/cb.com", a host "aa" and a
// path.

var mappedDelimiters = []string{
	"a\u2100b.com",            // ℀ ACCOUNT OF → "a/c"
	"a\u2101b.com",            // ℁ ADDRESSED TO THE SUBJECT → "a/s"
	"evil.com\uff0fx.example", // FULLWIDTH SOLIDUS → '/'
	"user\ufe6bhost.com",      // SMALL COMMERCIAL AT → '@'
	"a\uff1fb.com",            // FULLWIDTH QUESTION MARK → '?'
	"a\uff03b.com",            // FULLWIDTH NUMBER SIGN → '#'
	"a\uff1a80.com",           // FULLWIDTH COLON → ':'
	"a\uff3cb.com",            // FULLWIDTH REVERSE SOLIDUS → '\'
	"\uff3b::1\uff3d.com",     // FULLWIDTH SQUARE BRACKETS → '[', ']'
	"a\uff05b.com",            // FULLWIDTH PERCENT SIGN → '%'
	"a\u3000b.com",            // IDEOGRAPHIC SPACE → ' '
	"\u2488com",               // ⒈ DIGIT ONE FULL STOP → "1." (a new dot)
}

func checkMappedDelimiters(c conv) violations {
	var v violations
	for _, in := range mappedDelimiters {
		mustReject(&v, c, in)
	}
	return v
}

func TestCVE2019_9636MappingToDelimiter(t *testing.T) {
	for _, c := range lookupStyle() {
		report(t, c, checkMappedDelimiters(c))
	}
	// UseSTD3ASCIIRules(false) is how programs allow "_dmarc.example"
	// (x/net's UseSTD3ASCIIRules(false)); a lookup profile must still not
	// turn "a℀b.com" into "aa/cb.com". The mapping and IP-literal checks
	// of Lookup are not STD3 rules.
	for _, c := range []conv{
		ours("Lookup.With(UseSTD3ASCIIRules(false))", idna.Lookup.With(idna.UseSTD3ASCIIRules(false))),
		ours("Display.With(UseSTD3ASCIIRules(false))", idna.Display.With(idna.UseSTD3ASCIIRules(false))),
	} {
		report(t, c, checkMappedDelimiters(c))
		if got, err := c.toASCII("_dmarc.example"); got != "_dmarc.example" || err != nil {
			t.Errorf("%s.ToASCII(_dmarc.example) = %q, %v; want it accepted", c.name, got, err)
		}
	}
	// The error is typed, and names the code point that was mapped.
	noSTD3 := idna.Lookup.With(idna.UseSTD3ASCIIRules(false))
	_, err := noSTD3.ToASCII("a\u2100b.com")
	var e *idna.Error
	if !errors.As(err, &e) || !errors.Is(err, idna.ErrForbidden) || e.Problems[0].Rune != 0x2100 || e.Problems[0].Offset != 1 {
		t.Errorf("Lookup without STD3 rules, ToASCII(a\u2100b.com): %v; want ErrForbidden at U+2100, byte 1", err)
	}
	// The opt-outs give UTS #46's result.
	for _, p := range []*idna.Profile{
		optOutMappedForbidden,
		idna.UTS46.With(idna.UseSTD3ASCIIRules(false)),
	} {
		if got, err := p.ToASCII("a\u2100b.com"); got != "aa/cb.com" || err != nil {
			t.Errorf("%v.ToASCII(a\u2100b.com) = %q, %v; want aa/cb.com", p, got, err)
		}
	}
}

// optOutMappedForbidden is Lookup with every check against mapped
// delimiters switched off.
var optOutMappedForbidden = idna.Lookup.With(idna.UseSTD3ASCIIRules(false),
	idna.RejectMappedForbidden(false), idna.ForbidHostCodePoints(false))

// ---------------------------------------------------------------------------
// golang/go#80417: mapping turns the name into an IPv4 literal, bypassing a
// caller's "is this an IP address?" check on the input.

var mappedIPLiterals = []string{
	"\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", // １２７．０．０．１
	"127\u30020\u30020\u30021",                               // ideographic full stops
	"127.0.0.\uff11",
	"127.0.0.1\u00ad",                                              // an ignored SOFT HYPHEN
	"\u2460\u2461\u2466.0.0.1",                                     // circled digits ①②⑦
	"\uff12\uff11\uff13\uff10\uff17\uff10\uff16\uff14\uff13\uff13", // 2130706433, one number
	"127.0.0.\uff11\uff0e",                                         // with a trailing (fullwidth) root dot
	// The WHATWG URL Standard's IPv4 parser also reads a last label
	// "0x" + hex digits as a number (its "ends in a number" check).
	"\uff10\uff58\uff17\uff46\uff10\uff10\uff10\uff10\uff10\uff11", // ０ｘ７ｆ０００００１
	"1.\uff10\uff58\uff17\uff46",                                   // 1.0x7f
	"\uff10\uff38\uff11.example.\uff10\uff58",                      // …0x
}

func checkMappedIPLiterals(c conv) violations {
	var v violations
	for _, in := range mappedIPLiterals {
		if out, err := c.toASCII(in); err == nil {
			v.add("ToASCII(%+q) = %+q, nil; want an error", in, out)
		} else if out != "" {
			v.add("ToASCII(%+q) = %+q with error %v; want \"\"", in, out, err)
		}
	}
	return v
}

func TestGo80417MappedIPLiteral(t *testing.T) {
	for _, c := range []conv{
		ours("Lookup", idna.Lookup), ours("Display", idna.Display), ours("Registration", idna.Registration),
		ours("Lookup.With(UseSTD3ASCIIRules(false))", idna.Lookup.With(idna.UseSTD3ASCIIRules(false))),
	} {
		report(t, c, checkMappedIPLiterals(c))
	}
	// The error is typed: IPLITERAL, ErrIPLiteral.
	_, err := idna.Lookup.ToASCII(mappedIPLiterals[0])
	var e *idna.Error
	if !errors.As(err, &e) || !e.Has("IPLITERAL") || !errors.Is(err, idna.ErrIPLiteral) {
		t.Errorf("Lookup.ToASCII(%q): %v; want IPLITERAL and ErrIPLiteral", mappedIPLiterals[0], err)
	}
	// Input that already is the ASCII literal is left alone: the caller
	// saw what it passed.
	for _, in := range []string{"127.0.0.1", "0x7f000001", "1.0x7f", "2130706433", "127.0.0.1."} {
		if got, err := idna.Lookup.ToASCII(in); got != in || err != nil {
			t.Errorf("Lookup.ToASCII(%q) = %q, %v; want it unchanged", in, got, err)
		}
	}
	// Names that only contain digits elsewhere are not IP literals.
	for _, in := range []string{"\uff11\uff12\uff13.example", "1.2.3.\uff41", "0x7f.example", "\uff10\uff58\uff47"} {
		if _, err := idna.Lookup.ToASCII(in); err != nil {
			t.Errorf("Lookup.ToASCII(%+q): %v; want no error", in, err)
		}
	}
	// The opt-out, and the profiles that follow their standard.
	for _, p := range []*idna.Profile{idna.Lookup.With(idna.RejectMappedIPLiterals(false)), idna.UTS46, idna.WHATWG} {
		if got, err := p.ToASCII(mappedIPLiterals[0]); got != "127.0.0.1" || err != nil {
			t.Errorf("%v.ToASCII(%q) = %q, %v; want 127.0.0.1", p, mappedIPLiterals[0], got, err)
		}
	}
}

// ---------------------------------------------------------------------------
// Integer overflow and out-of-range code points in Punycode decoding
// (CVE-2017-14062: libidn's decoder overflowed and wrote past its buffer).
// Vulnerable behaviour: a wrapped value decoded as some code point, or a
// surrogate or value past U+10FFFF replaced (x/net: U+FFFD) or written as
// invalid UTF-8, so that an undecodable label becomes a name.

var punycodeOverflow = []struct {
	body string
	err  error
}{
	{"99999999", punycode.ErrOverflow},   // i + digit·w passes 2^32-1
	{"a-99999999", punycode.ErrOverflow}, // the same after a basic code point
	{"k0902716a", punycode.ErrOverflow},  // n + i/(len+1) passes 2^32-1
	{strings.Repeat("9", 60000), punycode.ErrOverflow},
	{"en32g", punycode.ErrOutOfRange}, // decodes above U+10FFFF
	{"ib9b", punycode.ErrSurrogate},   // decodes to U+D800
	{"zy0c", punycode.ErrSurrogate},   // decodes to U+DFFF
}

func checkPunycodeOverflow(c conv) violations {
	var v violations
	for _, tc := range punycodeOverflow {
		mustReject(&v, c, "xn--"+tc.body+".com")
	}
	return v
}

func TestCVE2017_14062PunycodeOverflow(t *testing.T) {
	for _, tc := range punycodeOverflow {
		// The decoder reports the overflow itself, never a wrapped value.
		if got, err := punycode.Decode(tc.body); got != "" || !errors.Is(err, tc.err) {
			t.Errorf("punycode.Decode(%.20q) = %+q, %v; want %v", tc.body, got, err, tc.err)
		}
	}
	for _, c := range strictLookupStyle() {
		report(t, c, checkPunycodeOverflow(c))
	}
	var names []string
	for _, tc := range punycodeOverflow {
		names = append(names, "xn--"+tc.body+".com")
	}
	report(t, ours("WHATWG", idna.WHATWG), checkASCIIFallback(names))
	// Every profile that decodes reports it, ToUnicode keeping the label.
	for _, p := range []converter{idna.Lookup, idna.Punycode, idna2003.Profile{}} {
		for _, tc := range punycodeOverflow {
			in := "xn--" + tc.body + ".com"
			u, err := p.ToUnicode(in)
			if u != in || !errors.Is(err, idna.ErrPunycode) {
				t.Errorf("%v.ToUnicode(%.24q) = %.24q, %v; want the input and ErrPunycode", p, in, u, err)
			}
		}
	}
}

// ---------------------------------------------------------------------------
// Invalid UTF-8, NUL and control bytes, lone surrogates, huge input.
// Vulnerable behaviour: invalid bytes replaced by U+FFFD and encoded (x/net
// turns "\xc0\xaf", an overlong '/', into xn--zn7ca), a NUL or CR LF kept in
// a host name, work or memory that grows with input no valid name has.

var invalidUTF8 = []struct {
	in  string
	off int
}{
	{"\xff.com", 0},
	{"a\xffb.com", 1},
	{"b\xc3", 1},               // truncated sequence at the end
	{"\xc0\xaf.com", 0},        // overlong '/'
	{"a\xe0\x80\xafb.com", 1},  // overlong '/', three bytes
	{"ok.\xed\xa0\x80.com", 3}, // WTF-8: lone high surrogate U+D800
	{"ok.\xed\xbf\xbf", 3},     // lone low surrogate U+DFFF
	{"\xf4\x90\x80\x80", 0},    // above U+10FFFF
	{"xn--bcher-kva.\x80", 14}, // a continuation byte alone
	{"bücher.\xe4", 8},         // Latin-1, not UTF-8
}

var controlNames = []string{
	"exa\x00mple.com", "example.com\x00.evil.com", "a\x01b.com", "a\tb.com",
	"a\r\nb.com", "a\x7fb.com", "a b.com", "a\u0085b.com", // NEL, a C1 control
}

func checkInvalidUTF8(c conv) violations {
	var v violations
	for _, tc := range invalidUTF8 {
		mustReject(&v, c, tc.in)
		if u, err := c.toUnicode(tc.in); err != nil && u != tc.in && utf8.ValidString(u) {
			v.add("ToUnicode(%+q) = %+q with the error: the bytes were replaced", tc.in, u)
		}
	}
	return v
}

func checkControls(c conv) violations {
	var v violations
	for _, in := range controlNames {
		mustReject(&v, c, in)
	}
	return v
}

func allPredefined() []conv {
	return append(lookupStyle(), ours("Punycode", idna.Punycode), ours("IDNA2003", idna2003.Profile{}))
}

func TestInvalidUTF8AndControls(t *testing.T) {
	for _, c := range allPredefined() {
		report(t, c, checkInvalidUTF8(c))
	}
	// The error is typed and says where.
	for _, tc := range invalidUTF8 {
		for _, p := range []converter{idna.Lookup, idna.Punycode, idna2003.Profile{}} {
			_, err := p.ToASCII(tc.in)
			var e *idna.Error
			if !errors.As(err, &e) || !errors.Is(err, idna.ErrInvalidUTF8) || e.Problems[0].Offset != tc.off {
				t.Errorf("%v.ToASCII(%+q): %v; want ErrInvalidUTF8 at byte %d", p, tc.in, err, tc.off)
			}
			if u, _ := p.ToUnicode(tc.in); u != tc.in {
				t.Errorf("%v.ToUnicode(%+q) = %+q; want the input itself", p, tc.in, u)
			}
		}
	}

	for _, c := range lookupStyle() {
		report(t, c, checkControls(c))
	}
	// The Punycode and IDNA2003 profiles pass ASCII labels through, as
	// their standards say; they never change them.
	for _, p := range []converter{idna.Punycode, idna2003.Profile{}} {
		for _, in := range controlNames {
			if got, err := p.ToASCII(in); err == nil && !strings.Contains(in, "\u0085") && got != in {
				t.Errorf("%v.ToASCII(%+q) = %+q; want the input unchanged or an error", p, in, got)
			}
		}
	}

	// Huge input is rejected before any work: the same few bytes allocated
	// (the error) whatever its size.
	for _, in := range []string{
		strings.Repeat("a", idna.MaxInputLen+1),
		strings.Repeat("a", 1<<20),                    // a 1 MiB label
		strings.Repeat("\u00e9", 1<<19),               // 1 MiB, non-ASCII
		strings.Repeat(".", 2_000_000),                // millions of dots
		strings.Repeat("a.", 1<<20),                   // a million labels
		"xn--" + strings.Repeat("a", punycode.MaxLen), // 1 MiB of Punycode
	} {
		for _, c := range allPredefined() {
			if out, err := c.toASCII(in); out != "" || !errors.Is(err, idna.ErrTooLong) {
				t.Errorf("%s.ToASCII(%d bytes) = %d bytes, %v; want \"\" and ErrTooLong", c.name, len(in), len(out), err)
			}
			if out, err := c.toUnicode(in); out != in || !errors.Is(err, idna.ErrTooLong) {
				t.Errorf("%s.ToUnicode(%d bytes): %v; want the input and ErrTooLong", c.name, len(in), err)
			}
		}
		var heavy []string
		for _, c := range allPredefined() {
			f := func() { _, _ = c.toASCII(in); _, _ = c.toUnicode(in) }
			if b := bytesPerRun(10, f); b > 4096 {
				heavy = append(heavy, fmt.Sprintf("%s %d", c.name, b))
			}
		}
		if heavy != nil {
			t.Errorf("ToASCII and ToUnicode of %d bytes allocate (bytes per call): %s; want at most 4 KiB (the error, and a scratch state when the pool is empty)", len(in), strings.Join(heavy, ", "))
		}
	}

	// Just under the cap: 64 KiB of dots is a name of empty labels.
	dots := strings.Repeat(".", idna.MaxInputLen)
	for _, p := range []*idna.Profile{idna.UTS46, idna.Registration, idna.IDNA2008} {
		if out, err := p.ToASCII(dots); out != "" || !errors.Is(err, idna.ErrLength) {
			t.Errorf("%v.ToASCII(64 KiB of dots) = %d bytes, %v; want ErrLength", p, len(out), err)
		}
	}
	// Lookup does not verify DNS lengths (as x/net's): empty labels pass,
	// unchanged.
	if out, err := idna.Lookup.ToASCII(dots); out != dots || err != nil {
		t.Errorf("Lookup.ToASCII(64 KiB of dots) = %d bytes, %v; want the input", len(out), err)
	}

	// Empty input: never a non-empty result; an error where DNS lengths
	// are verified, and in WHATWG (the URL Standard rejects an empty host).
	for _, c := range allPredefined() {
		if out, _ := c.toASCII(""); out != "" {
			t.Errorf("%s.ToASCII(\"\") = %q", c.name, out)
		}
	}
	for _, p := range []*idna.Profile{idna.UTS46, idna.Registration, idna.IDNA2008, idna.WHATWG} {
		if _, err := p.ToASCII(""); err == nil {
			t.Errorf("%v.ToASCII(\"\"): no error", p)
		}
	}
}

// TestControlsWithoutSTD3Rules: programs turn UseSTD3ASCIIRules off to
// allow "_dmarc.example" (x/net's UseSTD3ASCIIRules(false)), not to let NUL,
// CR, LF, TAB, DEL or space into a host name. Vulnerable behaviour:
// "example.com\x00.evil.com" accepted as it is, which C code, logs and
// certificate checks read as "example.com" (the NUL-prefix certificate
// attack), and CR LF that splits a header.
func TestControlsWithoutSTD3Rules(t *testing.T) {
	for _, c := range []conv{
		ours("Lookup.With(UseSTD3ASCIIRules(false))", idna.Lookup.With(idna.UseSTD3ASCIIRules(false))),
		ours("Display.With(UseSTD3ASCIIRules(false))", idna.Display.With(idna.UseSTD3ASCIIRules(false))),
	} {
		report(t, c, checkControls(c))
		if got, err := c.toASCII("_dmarc.example"); got != "_dmarc.example" || err != nil {
			t.Errorf("%s.ToASCII(_dmarc.example) = %q, %v; want it accepted", c.name, got, err)
		}
	}
}

// ---------------------------------------------------------------------------
// Quadratic time. CVE-2022-45061: CPython's Punycode decoder took O(n²)
// time on long input; x/net encodes 50,000 distinct CJK characters in
// 8.5 s. The bounds: idna rejects input over MaxInputLen at once, punycode
// input over punycode.MaxLen, and both do O(n log n) work below that. Tests
// do not time anything: they check what bounds the work (the size caps, the
// number of allocations and of bytes allocated per input byte, the number
// of problems); BenchmarkHostileInput shows the flat cost per byte.

// distinctCJK returns n distinct CJK unified ideographs, the worst case of
// the RFC 3492 encoder (one pass over the string per distinct code point).
func distinctCJK(n int) string {
	var b strings.Builder
	for r := rune(0x4E00); r < 0x4E00+rune(n); r++ {
		b.WriteRune(r)
	}
	return b.String()
}

// bytesAllocated returns the bytes f allocates.
func bytesAllocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// bytesPerRun returns the average bytes f allocates over runs calls, after
// one call to warm up (as testing.AllocsPerRun counts allocations).
func bytesPerRun(runs int, f func()) uint64 {
	f()
	return bytesAllocated(func() {
		for range runs {
			f()
		}
	}) / uint64(runs)
}

// maxBytesPerByte bounds the memory a conversion allocates per input byte.
// The worst shape is a name of empty labels, one Problem (about 100 bytes,
// in a slice grown by append) per byte; a cost quadratic in the input
// allocates thousands of times more at 64 KiB.
const maxBytesPerByte = 1024

func TestCVE2022_45061QuadraticPunycode(t *testing.T) {
	// x/net's case: 50,000 distinct CJK characters, through punycode
	// directly (idna caps input at 64 KiB, which is 21,845 of them).
	s := distinctCJK(50000)
	enc, err := punycode.Encode(s)
	if err != nil {
		t.Fatalf("punycode.Encode(50,000 distinct CJK): %v", err)
	}
	if dec, err := punycode.Decode(enc); dec != s || err != nil {
		t.Fatalf("punycode.Decode(Encode(50,000 distinct CJK)) differs (%v)", err)
	}
	// A fixed number of allocations, whatever the length: a few more
	// under the race detector, whose instrumentation moves values to the
	// heap (9 there, 7 without, at the time of writing).
	maxAllocs := 8.0
	if idna.RaceEnabled {
		maxAllocs = 12
	}
	if n := testing.AllocsPerRun(2, func() { _, _ = punycode.Decode(enc) }); n > maxAllocs {
		t.Errorf("punycode.Decode(%d bytes): %v allocations; want at most %v", len(enc), n, maxAllocs)
	}

	// The longest label of distinct CJK characters that idna takes: 21,845
	// of them, 65,535 bytes (their A-label is shorter).
	n := idna.MaxInputLen / 3
	u := distinctCJK(n)
	e, _ := punycode.Encode(u)
	alabel := "xn--" + e
	for _, p := range []*idna.Profile{idna.Lookup, idna.UTS46.With(idna.VerifyDNSLength(false)), idna.WHATWG, idna.Punycode} {
		if got, err := p.ToUnicode(alabel); got != u || err != nil {
			t.Errorf("%v.ToUnicode(%d-byte A-label): %d bytes, %v; want the %d CJK characters", p, len(alabel), len(got), err, n)
		}
		if got, err := p.ToASCII(u); got != alabel || err != nil {
			t.Errorf("%v.ToASCII(%d CJK characters): %d bytes, %v; want the %d-byte A-label", p, n, len(got), err, len(alabel))
		}
	}
	// The work per byte does not grow with the input: the bytes allocated
	// per input byte stay within a small constant, even when the pooled
	// scratch state is lost and every buffer is grown again (as the race
	// detector makes sync.Pool do at random; allocation counts would vary).
	const maxPerByte = 64
	for _, size := range []int{1 << 10, 16 << 10, 60 << 10} {
		u := distinctCJK(size / 3)
		e, _ := punycode.Encode(u)
		a := "xn--" + e
		if b := bytesPerRun(3, func() { _, _ = idna.Lookup.ToUnicode(a) }); b > maxPerByte*uint64(len(a)) {
			t.Errorf("Lookup.ToUnicode(%d-byte A-label): %d bytes allocated per call; want at most %d per input byte", len(a), b, maxPerByte)
		}
		if b := bytesPerRun(3, func() { _, _ = idna.Lookup.ToASCII(u) }); b > maxPerByte*uint64(len(u)) {
			t.Errorf("Lookup.ToASCII(%d bytes of CJK): %d bytes allocated per call; want at most %d per input byte", len(u), b, maxPerByte)
		}
	}
	// Over the caps: nothing is decoded.
	big := strings.Repeat("a", punycode.MaxLen+1)
	if _, err := punycode.Decode(big); !errors.Is(err, punycode.ErrTooLong) {
		t.Errorf("punycode.Decode(MaxLen+1 bytes): %v; want ErrTooLong", err)
	}
	if n := testing.AllocsPerRun(3, func() { _, _ = punycode.Decode(big) }); n > 1 {
		t.Errorf("punycode.Decode(MaxLen+1 bytes): %v allocations; want at most 1 (the error)", n)
	}
}

// hostileNames are whole-name shapes that make one problem per code point
// or one label per two bytes, at about size bytes.
func hostileNames(size int) map[string]string {
	half := size / 2
	pad := strings.Repeat("a", half)
	rep := func(unit string) string { return strings.Repeat(unit, (size-half)/len(unit)) }
	return map[string]string{
		"labels":        strings.Repeat("\u00e4.", size/3),
		"empty-labels":  strings.Repeat(".", size),
		"invalid-label": strings.Repeat("xn--ib9b.", size/9),
		"zwj":           pad + rep("\u200d"),
		"zwnj":          pad + rep("\u200c"),
		"underscores":   pad + rep("_"),
		"middle-dots":   pad + rep("\u00b7"),
		"disallowed":    pad + rep("\u2100"),
		"bidi-labels":   strings.Repeat("\u05d0.a1.", size/6),
		"hyphens":       strings.Repeat("-a-.", size/4),
		"marks":         "a" + strings.Repeat("\u0301", size/2-1),
	}
}

// TestCVE2024_3651QuadraticNameProcessing covers the whole-name
// processing (the Python idna package took quadratic time in its whole-name
// checks; CVE-2024-3651): inputs at the size cap with one problem per code
// point or one label per two bytes.
func TestCVE2024_3651QuadraticNameProcessing(t *testing.T) {
	// One profile per pipeline: UTS #46 without and with DNS lengths,
	// IDNA2008, IDNA2003.
	profiles := []converter{idna.Lookup, idna.UTS46, idna.IDNA2008, idna2003.Profile{}}
	size := idna.MaxInputLen - 16
	if testing.Short() {
		size = 16 << 10
	}
	for name, in := range hostileNames(size) {
		for _, p := range profiles {
			var a, u string
			var errA, errU error
			if b := bytesAllocated(func() { a, errA = p.ToASCII(in); u, errU = p.ToUnicode(in) }); b > 2*maxBytesPerByte*uint64(len(in)) {
				t.Errorf("%s, %v: %d bytes allocated for %d input bytes", name, p, b, len(in))
			}
			for _, err := range []error{errA, errU} {
				var e *idna.Error
				if errors.As(err, &e) && len(e.Problems) > 2*utf8.RuneCountInString(in)+2 {
					t.Errorf("%s, %v: %d problems for %d code points; want at most two per code point", name, p, len(e.Problems), utf8.RuneCountInString(in))
				}
				if err != nil && len(err.Error()) > 8<<10 {
					t.Errorf("%s, %v: error message of %d bytes; want it bounded", name, p, len(err.Error()))
				}
			}
			_, _ = a, u
		}
	}
}

// TestProblemOffsets requires each problem about a code point that appears
// in the input to give that code point's own offset. Finding it by
// searching the label from its start for every problem, as a first version
// did, gives every problem the offset of the first occurrence and costs
// O(n²) on a label of many offending code points (64 KiB took 0.3 s with
// ZWJ, 0.9 s with U+00B7 under IDNA2008). Units of two code points make
// problems of two kinds alternate.
func TestProblemOffsets(t *testing.T) {
	type runeCode struct {
		r    rune
		code string
	}
	tests := []struct {
		p     *idna.Profile
		unit  string
		codes []runeCode
	}{
		{idna.Lookup, "\u200d", []runeCode{{0x200d, "C2"}}},
		{idna.Lookup, "\u200c", []runeCode{{0x200c, "C1"}}},
		{idna.Lookup, "\u200d\u200c", []runeCode{{0x200d, "C2"}, {0x200c, "C1"}}},
		{idna.IDNA2008, "\u00b7", []runeCode{{0xb7, "C3"}}},
		{idna.IDNA2008, "\u30fb", []runeCode{{0x30fb, "C7"}}},
		{idna.IDNA2008, "\u00b7\u30fb", []runeCode{{0xb7, "C3"}, {0x30fb, "C7"}}},
	}
	for _, tc := range tests {
		for _, size := range []int{16, 1 << 10, idna.MaxInputLen - 16} {
			in := strings.Repeat("a", size/2) + strings.Repeat(tc.unit, size/2/len(tc.unit))
			// ToASCII records the first MaxProblems problems and counts
			// the rest; Explain's error records them all.
			_, err := tc.p.ToASCII(in)
			var capped, e *idna.Error
			if !errors.As(err, &capped) || !errors.As(tc.p.Explain(in).ASCIIErr, &e) {
				t.Fatalf("%v.ToASCII(%d × a + %+q...): %v; want an *Error", tc.p, size/2, tc.unit, err)
			}
			if len(capped.Problems)+capped.Omitted != len(e.Problems) {
				t.Errorf("%v, %+q, %d bytes: ToASCII recorded %d problems and omitted %d; want %d in all", tc.p, tc.unit, len(in), len(capped.Problems), capped.Omitted, len(e.Problems))
			}
			// The first MaxProblems, then only a first problem of a code
			// not yet recorded.
			first := min(len(capped.Problems), idna.MaxProblems)
			if !slices.Equal(capped.Problems[:first], e.Problems[:min(first, len(e.Problems))]) {
				t.Errorf("%v, %+q, %d bytes: ToASCII's problems are not the first ones in order", tc.p, tc.unit, len(in))
			}
			for i := first; i < len(capped.Problems); i++ {
				code := capped.Problems[i].Code
				if slices.ContainsFunc(capped.Problems[:i], func(p idna.Problem) bool { return p.Code == code }) {
					t.Errorf("%v, %+q, %d bytes: ToASCII recorded problem %d (%s) past the cap, though its code was recorded before", tc.p, tc.unit, len(in), i, code)
				}
			}
			for _, rc := range tc.codes {
				var want, got []int
				for i, r := range in {
					if r == rc.r {
						want = append(want, i)
					}
				}
				for _, pr := range e.Problems {
					if string(pr.Code) == rc.code && pr.Rune == rc.r {
						got = append(got, pr.Offset)
					}
				}
				if len(got) != len(want) {
					t.Errorf("%v, %+q, %d bytes: %d %s problems for %U; want %d", tc.p, tc.unit, len(in), len(got), rc.code, rc.r, len(want))
					continue
				}
				for i := range want {
					if got[i] != want[i] {
						t.Errorf("%v, %+q, %d bytes: %s problem %d for %U at byte %d; want %d", tc.p, tc.unit, len(in), rc.code, i, rc.r, got[i], want[i])
						break
					}
				}
			}
		}
	}
}

// BenchmarkHostileInput converts the hostile shapes at sizes from 1 KiB to
// 1 MiB. SetBytes makes the ns/op column comparable as MB/s: a cost linear
// in the input gives the same MB/s at every size. idna rejects input over
// MaxInputLen (64 KiB) before any work; the punycode shapes go to 1 MiB
// (punycode.MaxLen). x/net runs the same inputs up to 16 KiB (its encoder
// is quadratic, and above that one operation takes seconds).
//
//	go test ./idna -run '^$' -bench HostileInput -benchtime 20x
func BenchmarkHostileInput(b *testing.B) {
	sizes := []int{1 << 10, 4 << 10, 16 << 10, 64<<10 - 64, 256 << 10, 1 << 20}
	for _, size := range sizes {
		cjk := distinctCJK(size / 3)
		enc, _ := punycode.Encode(distinctCJK(size * 3 / 10 / 3))
		shapes := map[string]string{
			"cjk-label":     cjk,
			"cjk-alabel":    "xn--" + enc,
			"labels":        strings.Repeat("\u00e4.", size/3),
			"empty-labels":  strings.Repeat(".", size),
			"zwj":           strings.Repeat("a", size/2) + strings.Repeat("\u200d", size/6),
			"invalid-utf8":  strings.Repeat("a", size-1) + "\xff",
			"invalid-label": strings.Repeat("xn--ib9b.", size/9),
		}
		for _, shape := range []string{"cjk-label", "cjk-alabel", "labels", "empty-labels", "zwj", "invalid-utf8", "invalid-label"} {
			in := shapes[shape]
			op := "ToASCII"
			if strings.HasPrefix(in, "xn--") {
				op = "ToUnicode"
			}
			name := fmt.Sprintf("shape=%s/size=%dKiB", shape, size>>10)
			b.Run(name+"/impl=xn", func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				for b.Loop() {
					if op == "ToASCII" {
						_, _ = idna.Lookup.ToASCII(in)
					} else {
						_, _ = idna.Lookup.ToUnicode(in)
					}
				}
			})
			if size > 16<<10 {
				continue
			}
			b.Run(name+"/impl=xnet", func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				for b.Loop() {
					if op == "ToASCII" {
						_, _ = xnet.Lookup.ToASCII(in)
					} else {
						_, _ = xnet.Lookup.ToUnicode(in)
					}
				}
			})
		}
		// punycode itself, up to its own cap: distinct CJK characters take
		// 3 bytes each and about 3 once encoded, so a quarter of the size
		// in characters keeps the encoding under punycode.MaxLen.
		pin := distinctCJK(size / 4)
		penc, err := punycode.Encode(pin)
		if err != nil {
			b.Fatalf("punycode.Encode(%d bytes): %v", len(pin), err)
		}
		b.Run(fmt.Sprintf("shape=punycode-encode/size=%dKiB/impl=xn", size>>10), func(b *testing.B) {
			b.SetBytes(int64(len(pin)))
			b.ReportAllocs()
			for b.Loop() {
				_, _ = punycode.Encode(pin)
			}
		})
		b.Run(fmt.Sprintf("shape=punycode-decode/size=%dKiB/impl=xn", size>>10), func(b *testing.B) {
			b.SetBytes(int64(len(penc)))
			b.ReportAllocs()
			for b.Loop() {
				_, _ = punycode.Decode(penc)
			}
		})
	}
}

// ---------------------------------------------------------------------------

// TestSecurityChecksCatchVulnerable runs each check above on a converter
// with the vulnerable behaviour and requires it to report it: x/net's
// profiles where x/net has the behaviour under both Unicode versions, and
// xn's own profiles with the protection switched off.
func TestSecurityChecksCatchVulnerable(t *testing.T) {
	xnetNoSTD3 := xnet.New(xnet.MapForLookup(), xnet.StrictDomainName(false))
	tests := []struct {
		class string
		c     conv
		check func(conv) violations
	}{
		// "xn--.com" is ".com" with no error; "xn--go-.dev" is "go.dev"
		// with an error.
		{"fake A-labels", theirs("Lookup", xnet.Lookup), checkFakeALabels},
		// x/net's Punycode profile decodes "xn--ib9b" to U+FFFD and
		// ToASCII re-encodes it as xn--zn7c.
		{"fake A-labels (no validation)", theirs("Punycode", xnet.Punycode), func(c conv) violations { return checkFakeALabelsNotRewritten(c, false) }},
		// "xn--aü-ihq" decodes to "aüᩙ", whose A-label is xn--a-eha395q.
		{"round trip", theirs("Lookup", xnet.Lookup), func(c conv) violations { return checkRoundTrip(c, aLabelCorpus()) }},
		{"transitional", ours("UTS46.With(Transitional(true))", idna.UTS46.With(idna.Transitional(true))), checkDeviationsKept},
		{"transitional", theirs("Transitional", xnet.New(xnet.MapForLookup(), xnet.Transitional(true))), checkDeviationsKept},
		{"mapped delimiter", theirs("UseSTD3ASCIIRules(false)", xnetNoSTD3), checkMappedDelimiters},
		{"mapped delimiter", ours("New()", idna.NewForTest()), checkMappedDelimiters},
		{"mapped delimiter", ours("opt-out", optOutMappedForbidden), checkMappedDelimiters},
		{"mapped IP literal", theirs("Lookup", xnet.Lookup), checkMappedIPLiterals},
		{"mapped IP literal", ours("Lookup.With(RejectMappedIPLiterals(false))", idna.Lookup.With(idna.RejectMappedIPLiterals(false))), checkMappedIPLiterals},
		// x/net replaces invalid UTF-8 with U+FFFD and encodes it.
		{"invalid UTF-8", theirs("Lookup", xnet.Lookup), checkInvalidUTF8},
		{"controls", theirs("UseSTD3ASCIIRules(false)", xnetNoSTD3), checkControls},
		{"controls", ours("New()", idna.NewForTest()), checkControls},
		// x/net returns the undecodable label with the error.
		{"Punycode overflow", theirs("Lookup", xnet.Lookup), checkPunycodeOverflow},
	}
	for _, tc := range tests {
		if v := tc.check(tc.c); len(v) == 0 {
			t.Errorf("%s: the check finds nothing wrong with %s, which has the vulnerable behaviour", tc.class, tc.c.name)
		}
	}
}
