package idna

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/rule"
)

type convCase struct {
	in    string
	want  string   // expected output (ToASCII: only checked when codes is empty)
	codes []string // expected problem codes; nil means none
}

// v15 tells whether the build's default tables, those the predefined
// profiles convert by, follow UTS #46 15.x (go1.26) or 16.0 and later.
var v15 = buildRevision < rev160

// pick returns old with the build's default tables of 15.x, cur with those
// of 16.0 and later.
func pick[T any](old, cur T) T {
	if v15 {
		return old
	}
	return cur
}

// The codes the build's default tables give three rules whose number
// changed between UTS #46 15.x and 16.0 (see options.ownCode).
var (
	codeDot         = pick(rule.V4, rule.V5)
	codeLeadingMark = pick(rule.V5, rule.V6)
	codeStatus      = pick(rule.V6, rule.V7)
)

// pickCodes returns the codes of Unicode 15.0.0's UTS #46 or of 16.0 and
// later, whichever the tables of this build follow.
func pickCodes(v15codes, v17codes []string) []string {
	if v15 {
		return v15codes
	}
	return v17codes
}

func runASCII(t *testing.T, p *Profile, cases []convCase) {
	t.Helper()
	for _, c := range cases {
		got, err := p.ToASCII(c.in)
		checkResult(t, p, "ToASCII", c, got, err, true)
	}
}

func runUnicode(t *testing.T, p *Profile, cases []convCase) {
	t.Helper()
	for _, c := range cases {
		got, err := p.ToUnicode(c.in)
		checkResult(t, p, "ToUnicode", c, got, err, false)
	}
}

func checkResult(t *testing.T, p *Profile, op string, c convCase, got string, err error, emptyOnError bool) {
	t.Helper()
	var codes []string
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%v.%s(%+q): error %T is not *Error", p, op, c.in, err)
			return
		}
		codes = codeStrings(e.Codes())
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

func TestLookupToASCII(t *testing.T) {
	runASCII(t, Lookup, []convCase{
		{"example.com", "example.com", nil},
		{"EXAMPLE.Com", "example.com", nil},
		{"example.com.", "example.com.", nil},
		{"bücher.tld", "xn--bcher-kva.tld", nil},
		{"Bücher.TLD", "xn--bcher-kva.tld", nil},
		{"xn--bcher-kva.tld", "xn--bcher-kva.tld", nil},
		{"XN--BCHER-KVA.tld", "xn--bcher-kva.tld", nil},
		{"faß.de", "xn--fa-hia.de", nil},
		{"a\u3002b\uff0ec\uff61d", "a.b.c.d", nil},
		{"\uff11\uff12\uff13.example", "123.example", nil},
		{"", "", nil},
		{"xn--go-.dev", "", []string{"P4"}},
		{"xn--.dev", "", []string{"P4"}},
		{"xn--ls8h=.dev", "", pickCodes([]string{"P1", "P4"}, []string{"P4"})},
		{"-abc.com", "", []string{"V3"}},
		{"abc-.com", "", []string{"V3"}},
		{"ab--c.com", "", []string{"V2"}},
		{"a_b.com", "", pickCodes([]string{"P1", "V6"}, []string{"U1"})},
		{"a\u200db.com", "", []string{"C2"}},
		{"\u0300a.com", "", []string{string(codeLeadingMark)}},
		{"0à.\u05d0", "", []string{"B1"}},
		{"à\u05d0", "", []string{"B5", "B6"}},
	})
}

func TestTransitional(t *testing.T) {
	p := UTS46.With(Transitional(true))
	runASCII(t, p, []convCase{
		{"faß.de", "fass.de", nil},
		{"βόλος.com", "xn--nxasmq6b.com", nil},
		{"βόλοσ.com", "xn--nxasmq6b.com", nil},
	})
	runASCII(t, UTS46, []convCase{
		{"faß.de", "xn--fa-hia.de", nil},
		{"βόλος.com", "xn--nxasmm1c.com", nil},
	})
	// ToUnicode is nontransitional whatever the profile says.
	runUnicode(t, p, []convCase{{"faß.de", "faß.de", nil}})
}

func TestToUnicodeBestEffort(t *testing.T) {
	runUnicode(t, Lookup, []convCase{
		{"xn--bcher-kva.tld", "bücher.tld", nil},
		{"XN--BCHER-KVA.TLD", "bücher.tld", nil},
		{"xn--fa-hia.de", "faß.de", nil},
		// An undecodable label is returned as it is, with the error.
		{"xn--99999999999.xn--bcher-kva", "xn--99999999999.bücher", []string{"P4"}},
		// RFC 3492 decodes "a" to U+0080, which is disallowed.
		{"xn--a.xn--bcher-kva", "\u0080.bücher", []string{string(codeStatus)}},
		// An xn-- label that decodes to ASCII is a fake A-label.
		{"xn--ascii-.com", "ascii.com", []string{"P4"}},
	})
}

func TestInvalidUTF8(t *testing.T) {
	for _, p := range []*Profile{Lookup, UTS46, Registration, IDNA2008, WHATWG, Punycode} {
		in := "A\xffb.com"
		got, err := p.ToASCII(in)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrInvalidUTF8) || got != "" {
			t.Fatalf("%v.ToASCII(%q) = %q, %v; want \"\" and ErrInvalidUTF8", p, in, got, err)
		}
		if e.Problems[0].Offset != 1 || e.Problems[0].Code != "UTF8" {
			t.Errorf("%v: problem %+v, want code UTF8 at offset 1", p, e.Problems[0])
		}
		u, err := p.ToUnicode(in)
		if u != in || !errors.Is(err, ErrInvalidUTF8) {
			t.Errorf("%v.ToUnicode(%q) = %q, %v; want the input and ErrInvalidUTF8", p, in, u, err)
		}
	}
}

// TestInvalidUTF8Only checks that invalid UTF-8 is the only problem
// reported, at its first bad byte, even when other labels (before or after
// it) have problems of their own, and whichever label holds it.
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
		// Longer than validateFirstLen: checked before mapping.
		{strings.Repeat("ab.", 100) + "\xff", 300},
		{strings.Repeat("\u00fc.", 100) + "x\xc3", 301},
	}
	for _, p := range []*Profile{Lookup, UTS46, WHATWG, Registration, IDNA2008, Punycode} {
		for _, c := range cases {
			for _, toASCII := range []bool{true, false} {
				var err error
				if toASCII {
					_, err = p.ToASCII(c.in)
				} else {
					_, err = p.ToUnicode(c.in)
				}
				var e *Error
				if !errors.As(err, &e) || len(e.Problems) != 1 || e.Problems[0].Code != "UTF8" || e.Problems[0].Offset != c.off {
					t.Errorf("%v (ToASCII %v) on %+q: %v; want only UTF8 at byte %d", p, toASCII, c.in, err, c.off)
				}
			}
		}
	}
}

func TestHostileInput(t *testing.T) {
	long := strings.Repeat("a", MaxInputLen+1)
	if _, err := Lookup.ToASCII(long); !errors.Is(err, ErrTooLong) {
		t.Errorf("ToASCII(%d bytes): err = %v, want ErrTooLong", len(long), err)
	}
	dots := strings.Repeat(".", MaxInputLen)
	if _, err := UTS46.ToASCII(dots); !errors.Is(err, ErrLength) {
		t.Errorf("ToASCII(%d dots): err = %v, want ErrLength", len(dots), err)
	}
	nul := "exa\x00mple.com"
	if _, err := Lookup.ToASCII(nul); !errors.Is(err, ErrDisallowed) {
		t.Errorf("Lookup.ToASCII(%q): err = %v, want ErrDisallowed", nul, err)
	}
	if _, err := WHATWG.ToASCII(nul); !errors.Is(err, ErrForbidden) {
		t.Errorf("WHATWG.ToASCII(%q): err = %v, want ErrForbidden", nul, err)
	}
	digits := "xn--" + strings.Repeat("9", 60000)
	if _, err := Lookup.ToASCII(digits); !errors.Is(err, ErrPunycode) {
		t.Errorf("ToASCII(xn-- + 60000 digits): err = %v, want ErrPunycode", err)
	}
}

func TestErrorDetails(t *testing.T) {
	_, err := Lookup.ToASCII("ok.a\u200db.com")
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("err = %v, want *Error", err)
	}
	if len(e.Problems) != 1 {
		t.Fatalf("problems = %v, want one", e.Problems)
	}
	p := e.Problems[0]
	if p.Code != "C2" || p.Label != 1 || p.Offset != 4 || p.Rune != 0x200d || p.Err != ErrJoiner {
		t.Errorf("problem = %+v, want C2 in label 1 at offset 4 rune U+200D ErrJoiner", p)
	}
	if !errors.Is(err, ErrJoiner) || errors.Is(err, ErrBidi) {
		t.Errorf("errors.Is does not match the problem family: %v", err)
	}
	if !strings.Contains(err.Error(), "C2") || !strings.Contains(err.Error(), "U+200D") {
		t.Errorf("message %q does not name the rule and code point", err.Error())
	}
}

func TestIDNA2008(t *testing.T) {
	runASCII(t, IDNA2008, []convCase{
		{"bücher.de", "xn--bcher-kva.de", nil},
		{"faß.de", "xn--fa-hia.de", nil},
		{"Bücher.de", "", []string{string(codeStatus)}},
		{"\u263a.com", "", []string{string(codeStatus)}},
		{"l\u00b7l.com", "xn--ll-0ea.com", nil},
		{"a\u00b7l.com", "", []string{"C3"}},
		{"\u0375\u03b1.gr", "xn--wva4j.gr", nil},
		{"\u0375a.gr", "", []string{"C4"}},
		{"\u30a2\u30fb\u30a2.jp", "xn--ccka0y.jp", nil},
		{"a\u30fbb.jp", "", []string{"C7"}},
	})
	_, err := IDNA2008.ToASCII("\u05d0\u05f3.il")
	if err != nil {
		t.Errorf("IDNA2008.ToASCII(Hebrew alef + geresh): %v", err)
	}
	_, err = IDNA2008.ToASCII("\u0660\u06f1")
	var e *Error
	if !errors.As(err, &e) || !e.Has("C8") || !e.Has("C9") {
		t.Errorf("IDNA2008.ToASCII(mixed Arabic-Indic digits): %v, want C8 and C9", err)
	}
}

func TestWHATWG(t *testing.T) {
	runASCII(t, WHATWG, []convCase{
		{"a_b.com", "a_b.com", nil},
		{"-x.com", "-x.com", nil},
		{"r3---sn-2gb7ln7k.googlevideo.com", "r3---sn-2gb7ln7k.googlevideo.com", nil},
		{"a b.com", "", []string{"FORBIDDEN"}},
		{"a%b.com", "", []string{"FORBIDDEN"}},
		{"x..y", "x..y", nil},
	})
}

func TestRegistration(t *testing.T) {
	runASCII(t, Registration, []convCase{
		{"bücher.com", "xn--bcher-kva.com", nil},
		{"Bücher.com", "", []string{string(codeStatus)}},
		{"example.com", "example.com", nil},
	})
}

func TestPunycodeProfile(t *testing.T) {
	runASCII(t, Punycode, []convCase{
		{"bücher.tld", "xn--bcher-kva.tld", nil},
		{"ABC.tld", "ABC.tld", nil},
	})
	runUnicode(t, Punycode, []convCase{
		{"xn--bcher-kva.tld", "bücher.tld", nil},
	})
}

// Options give the same profile whatever their order (x/net's do not).
func TestOptionOrder(t *testing.T) {
	a := newProfile(mapForLookup(), UseSTD3ASCIIRules(false))
	b := newProfile(UseSTD3ASCIIRules(false), mapForLookup())
	for _, in := range []string{"a_b.com", "Bücher.com", "-x.com"} {
		ga, ea := a.ToASCII(in)
		gb, eb := b.ToASCII(in)
		if ga != gb || (ea == nil) != (eb == nil) {
			t.Errorf("%q: %q,%v vs %q,%v", in, ga, ea, gb, eb)
		}
	}
	if got, err := a.ToASCII("a_b.com"); err != nil || got != "a_b.com" {
		t.Errorf("UseSTD3ASCIIRules(false) lost to MapForLookup: %q, %v", got, err)
	}
	// Every permutation of conflicting options gives the same settings, and
	// the documented winner.
	conflicts := []struct {
		opts  []Option
		check func(o options) bool
		want  string
	}{
		{[]Option{mapForLookup(), validateForRegistration()}, func(o options) bool { return o.noMapping && o.verifyDNSLength }, "ValidateForRegistration wins"},
		{[]Option{CheckBidi(true), CheckBidi(false)}, func(o options) bool { return o.checkBidi }, "the Bidi check stays on"},
		{[]Option{UseSTD3ASCIIRules(true), UseSTD3ASCIIRules(false)}, func(o options) bool { return o.useSTD3ASCIIRules }, "STD3 rules stay on"},
		{[]Option{Transitional(true), Transitional(false)}, func(o options) bool { return !o.transitional }, "nontransitional"},
		{[]Option{IgnoreInvalidPunycode(true), IgnoreInvalidPunycode(false)}, func(o options) bool { return !o.ignoreInvalidPunycode }, "invalid Punycode is an error"},
		{[]Option{ValidateLabels(false), ValidateLabels(true)}, func(o options) bool { return !o.skipValidation && o.checkHyphens }, "labels validated"},
		{[]Option{ValidateLabels(false), CheckHyphens(true), mapForLookup()}, func(o options) bool { return o.skipValidation && o.checkHyphens && !o.checkJoiners }, "single setting over ValidateLabels over preset"},
	}
	for _, c := range conflicts {
		first := newProfile(c.opts...).o
		if !c.check(first) {
			t.Errorf("newProfile(%v): %s expected, got %+v", c.opts, c.want, first)
		}
		for _, perm := range permutations(c.opts) {
			if got := newProfile(perm...).o; !sameOptions(got, first) {
				t.Errorf("newProfile(%v) = %+v, newProfile(%v) = %+v", c.opts, first, perm, got)
			}
		}
	}
	// With returns a copy and leaves the original alone.
	_ = Lookup.With(UseSTD3ASCIIRules(false))
	if _, err := Lookup.ToASCII("a_b.com"); err == nil {
		t.Error("Lookup was changed by With")
	}
}

func TestNoAllocs(t *testing.T) {
	buf := make([]byte, 0, 256)
	tests := []struct {
		name string
		f    func()
	}{
		{"ToASCII/canonical", func() { _, _ = Lookup.ToASCII("www.example.com") }},
		{"AppendToASCII/upper", func() { buf, _ = Lookup.AppendToASCII(buf[:0], "WWW.Example.COM") }},
	}
	for _, tt := range tests {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tt.name, n)
		}
	}
	// Unicode names of several scripts and their A-label forms: the Append
	// forms allocate nothing, the string forms only their result (nothing
	// when it is the input), whichever path (the fast path or the
	// pipeline) a name takes. Under the race detector sync.Pool drops
	// pooled states at random, so the pipeline's counts mean nothing there.
	if RaceEnabled {
		t.Log("race detector on: allocation counts of Unicode names not checked")
		return
	}
	for _, u := range []string{"bücher.de", "Bücher.DE", "www.пример.рф", "ΘΕΣΣΑΛΟΝΙΚΗ.gr", "مثال.السعودية",
		"דוגמה.ישראל", "मुंबई.भारतम्", "ร้านค้า.ไทย", "faß.de", "中国.cn", "क्\u200dष.in"} {
		// (Input that is not in NFC is left out: x/text's normalizer allocates.)
		a, err := Lookup.ToASCII(u)
		if err != nil {
			t.Fatalf("ToASCII(%q): %v", u, err)
		}
		uni, err := Lookup.ToUnicode(a) // its own Unicode form
		if err != nil {
			t.Fatalf("ToUnicode(%q): %v", a, err)
		}
		for _, c := range []struct {
			name string
			want float64
			f    func()
		}{
			{"AppendToASCII(" + u + ")", 0, func() { buf, _ = Lookup.AppendToASCII(buf[:0], u) }},
			{"AppendToUnicode(" + a + ")", 0, func() { buf, _ = Lookup.AppendToUnicode(buf[:0], a) }},
			{"AppendToUnicode(" + u + ")", 0, func() { buf, _ = Lookup.AppendToUnicode(buf[:0], u) }},
			{"ToASCII(" + u + ")", 1, func() { _, _ = Lookup.ToASCII(u) }},
			{"ToASCII(" + a + ")", 0, func() { _, _ = Lookup.ToASCII(a) }},
			{"ToUnicode(" + a + ")", 1, func() { _, _ = Lookup.ToUnicode(a) }},
			{"ToUnicode(ToUnicode(" + a + "))", 0, func() { _, _ = Lookup.ToUnicode(uni) }},
		} {
			if n := testing.AllocsPerRun(20, c.f); n != c.want {
				t.Errorf("%s: %v allocations, want %v", c.name, n, c.want)
			}
		}
	}
}

// Without mapping, a label must already be in NFC (V1): x/net's
// Registration rejects "bu\u0308cher" too.
func TestRegistrationNFC(t *testing.T) {
	runASCII(t, Registration, []convCase{
		{"bu\u0308cher.de", "", []string{"V1"}},
		{"b\u00fccher.de", "xn--bcher-kva.de", nil},
	})
	runASCII(t, IDNA2008, []convCase{{"bu\u0308cher.de", "", []string{"V1"}}})
}

// Without mapping only U+002E separates labels; the other IDNA dots are
// characters UTS #46 would map, so they are errors.
func TestRegistrationWideDots(t *testing.T) {
	runASCII(t, Registration, []convCase{{"example\u3002de", "", []string{string(codeStatus)}}})
	runASCII(t, Lookup, []convCase{{"example\u3002de", "example.de", nil}})
}

// golang/go#80417: fullwidth digits and dots map to an IPv4 literal.
func TestMappedIPLiteral(t *testing.T) {
	runASCII(t, Lookup, []convCase{
		{"\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", "", []string{"IPLITERAL"}},
		{"127.0.0.1", "127.0.0.1", nil},
		{"\uff11\uff12\uff13.example", "123.example", nil},
	})
	runASCII(t, Lookup.With(RejectMappedIPLiterals(false)), []convCase{
		{"\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", "127.0.0.1", nil},
	})
}

// permutations returns every ordering of opts.
func permutations(opts []Option) [][]Option {
	if len(opts) <= 1 {
		return [][]Option{slices.Clone(opts)}
	}
	var out [][]Option
	for i := range opts {
		rest := append(slices.Clone(opts[:i]), opts[i+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, append([]Option{opts[i]}, p...))
		}
	}
	return out
}

// TestLongCombiningRuns checks that a run of more than 30 combining marks
// is normalized by NFC itself (UAX #15), not by x/text's stream-safe form,
// which inserts U+034F and would make the name invalid. The expected forms
// follow from UAX #15: a + U+0301 composes to U+00E1, and the rest stays.
func TestLongCombiningRuns(t *testing.T) {
	acute := strings.Repeat("\u0301", 31)
	uni := "\u00e1" + strings.Repeat("\u0301", 30) + ".com"
	for _, p := range []*Profile{Lookup, UTS46, WHATWG} {
		u, err := p.ToUnicode("a" + acute + ".com")
		if err != nil || u != uni {
			t.Errorf("%v.ToUnicode(a + 31 U+0301) = %+q, %v; want %+q", p, u, err, uni)
		}
		a, err := p.ToASCII("a" + acute + ".com")
		if err != nil || strings.Contains(a, "xn--") == false {
			t.Fatalf("%v.ToASCII(a + 31 U+0301) = %q, %v", p, a, err)
		}
		// The A-label decodes to the NFC form and is accepted as such (V1).
		if back, err := p.ToUnicode(a); err != nil || back != uni {
			t.Errorf("%v.ToUnicode(%q) = %+q, %v; want %+q", p, a, back, err, uni)
		}
	}
	// Registration takes NFC input: the composed form passes, a + 31
	// U+0301 is not in NFC (V1).
	if _, err := Registration.ToASCII("\u00e1" + strings.Repeat("\u0301", 30) + ".com"); err != nil {
		t.Errorf("Registration.ToASCII(NFC with 30 marks): %v", err)
	}
	if _, err := Registration.ToASCII("a" + acute + ".com"); err == nil || !errors.Is(err, ErrNotNFC) {
		t.Errorf("Registration.ToASCII(a + 31 U+0301): %v, want V1", err)
	}
}

// A rule about code points is reported once per label, at its first
// offending code point, whatever the Unicode version calls it.
func TestCodePointRulesOncePerLabel(t *testing.T) {
	type at struct {
		label, offset int
	}
	tests := []struct {
		in   string
		want []at // every problem, in order of labels
	}{
		{"a:b:c.com", []at{{0, 1}}},
		{"  example.com  ", []at{{0, 0}, {1, 13}}},
		{"a_b_c.d_e", []at{{0, 1}, {1, 7}}},
		{"a\u2488b\u2488.com", []at{{0, 1}}},
	}
	for _, tt := range tests {
		_, err := Lookup.ToASCII(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("ToASCII(%+q) = %v; want an *Error", tt.in, err)
		}
		// 15.0.0 reports P1 and V6 for the same code point (both steps
		// of UTS #46 15.0 flag it); later versions one code.
		perCode := map[rule.Code][]at{}
		for _, p := range e.Problems {
			perCode[p.Code] = append(perCode[p.Code], at{p.Label, p.Offset})
		}
		for code, got := range perCode {
			if !slices.Equal(got, tt.want) {
				t.Errorf("ToASCII(%+q): %v at %v; want %v", tt.in, code, got, tt.want)
			}
		}
		if len(perCode) == 0 || v15 && len(perCode) != 2 || !v15 && len(perCode) != 1 {
			t.Errorf("ToASCII(%+q): codes %v", tt.in, e.Codes())
		}
	}
}

// The WHATWG profile rejects a name that is empty once processed with its
// own code and a message that says so, not as a forbidden code point.
func TestWHATWGEmptyResult(t *testing.T) {
	for _, in := range []string{"", "\u00ad", "\u00ad\u200b"} {
		got, err := WHATWG.ToASCII(in)
		var e *Error
		if got != "" || !errors.As(err, &e) || len(e.Problems) != 1 {
			t.Fatalf("WHATWG.ToASCII(%+q) = %q, %v; want one problem", in, got, err)
		}
		p := e.Problems[0]
		if p.Code != rule.EMPTY || !errors.Is(err, ErrLength) || errors.Is(err, ErrForbidden) || p.Label != -1 {
			t.Errorf("WHATWG.ToASCII(%+q): %+v", in, p)
		}
		if msg := p.String(); !strings.Contains(msg, "empty") || strings.Contains(msg, "forbidden") {
			t.Errorf("WHATWG.ToASCII(%+q): message %q", in, msg)
		}
	}
}

// transitionalUTS46, written out, is what With gives.
func TestTransitionalUTS46(t *testing.T) {
	if want := UTS46.With(Transitional(true)); transitionalUTS46.name != want.name || !sameOptions(transitionalUTS46.o, want.o) {
		t.Errorf("transitionalUTS46 = %+v, want %+v", transitionalUTS46, want)
	}
}
