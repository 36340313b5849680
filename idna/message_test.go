package idna

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/glyph"
	"github.com/xn-go/xn/rule"
)

// sentenceCases has one input per rule code that package idna reports,
// with the sentences Error.Sentences gives for it, written by hand. A code
// whose number depends on the Unicode version is given by its variable
// (codeStatus, codeDot, codeLeadingMark) or by pick.
var sentenceCases = []struct {
	code rule.Code
	run  func() error
	want []string
}{
	{pick(rule.P1, rule.U1), toASCII(Lookup, "my_site.com"),
		[]string{"the part 'my_site' has '_'; a domain name can have only letters, digits and hyphens, so remove it"}},
	{codeStatus, toASCII(Lookup, "a\u2488b.com"),
		[]string{"the part 'a⒈b' has '⒈', which a domain name cannot have; remove it"}},
	{rule.P4, toASCII(Lookup, "xn--go-.dev"),
		[]string{"the part 'xn--go-' is not a valid xn-- form; check it, or enter the name as you would write it"}},
	{rule.A3, toASCII(Lookup, strings.Repeat("a", 40000)+"\U00020000"),
		[]string{"the part 'aaaaaaaaaaaaaaaaaaaaaaaa…' is too long to be encoded; shorten it"}},
	{rule.A4_1, toASCII(Lookup.With(VerifyDNSLength(true)), strings.Repeat(strings.Repeat("a", 63)+".", 4)+"com"),
		[]string{"the name is too long: 259 characters where at most 253 are allowed (letters outside ASCII count in their xn-- form); shorten it"}},
	{rule.A4_2, toASCII(Lookup.With(VerifyDNSLength(true)), strings.Repeat("a", 64)+".com"),
		[]string{"the part 'aaaaaaaaaaaaaaaaaaaaaaaa…' is too long: 64 characters where at most 63 are allowed (letters outside ASCII count in their xn-- form); shorten it"}},
	{rule.A4_2, toASCII(Lookup.With(VerifyDNSLength(true)), ""),
		[]string{"the name is empty; enter a domain name such as example.com"}},
	{rule.A4_2, toASCII(Lookup.With(VerifyDNSLength(true)), ".example.com"),
		[]string{"the name begins with a dot; remove it"}},
	{rule.X4_2, toUnicode(Lookup.With(VerifyDNSLength(true)), "a..com"),
		[]string{"the name has two dots in a row; remove one"}},
	{rule.V1, toASCII(Registration, "u\u0308.com"),
		[]string{"the part 'u\u0308' is not in its standard Unicode form; write '\u00fc'"}},
	{rule.V2, toASCII(UTS46, "ab--c.de"),
		[]string{"the part 'ab--c' has hyphens in the third and fourth places, which only encoded names (xn--) may have; remove one of them"}},
	{rule.V3, toASCII(Lookup, "bücher-.de"),
		[]string{"the part 'bücher-' ends with a hyphen; remove it"}},
	{rule.V3, toASCII(Lookup, "x.-bücher.de"),
		[]string{"the part '-bücher' begins with a hyphen; remove it"}},
	{rule.V3, toASCII(Lookup, "-a-.com"),
		[]string{"the part '-a-' begins and ends with a hyphen; remove them"}},
	// V4 from Unicode 16.0 on: a decoded label that begins with xn--.
	{pick(rule.V2, rule.V4), toASCII(Lookup, "xn--xn---epa.com"),
		[]string{"the part 'xn--xn---epa' is not a valid xn-- form; check it, or enter the name as you would write it"}},
	{codeDot, func() error { _, err := Lookup.LabelToASCII("a.b"); return err },
		[]string{"the part 'a.b' has a dot inside it, which one part of a domain name cannot have; remove the dot"}},
	{codeLeadingMark, toASCII(Lookup, "\u0300a.com"),
		[]string{"the part '◌̀a' begins with the mark '◌̀', which needs a letter before it; remove it or add the letter"}},
	{rule.C1, toASCII(Lookup, "a\u200cb.com"),
		[]string{"the part 'ab' has an invisible character after 'a'; remove it"}},
	{rule.C2, toASCII(Lookup, "\u200db.com"),
		[]string{"the part 'b' begins with an invisible character; remove it"}},
	{rule.C3, toASCII(IDNA2008, "l\u00b7a.cat"),
		[]string{"the part 'l·a' has '·', which can only stand between two l, as in Catalan 'l·l'; remove it"}},
	{rule.C4, toASCII(IDNA2008, "\u0375a.com"),
		[]string{"the part '͵a' has the Greek numeral sign '͵', which must be followed by a Greek letter; remove it or add the letter"}},
	{rule.C5, toASCII(IDNA2008, "\u05f3\u05d0.com"),
		[]string{"the part '׳א' has '׳', which can only follow a Hebrew letter; remove it"}},
	{rule.C6, toASCII(IDNA2008, "\u05f4\u05d0.com"),
		[]string{"the part '״א' has '״', which can only follow a Hebrew letter; remove it"}},
	{rule.C7, toASCII(IDNA2008, "a\u30fbb.com"),
		[]string{"the part 'a・b' has '・', which can only stand with Japanese or Chinese characters; remove it"}},
	// C8 and C9 (each kind of digit beside the other) are one thing to fix.
	{rule.C9, toASCII(IDNA2008, "\u0660\u06f0.com"),
		[]string{"the part '٠۰' mixes two kinds of Arabic-Indic digits; use one kind",
			"the part '٠۰' must begin with a letter, because the name has right-to-left text"}},
	{rule.C8, toASCII(IDNA2008, "\u0660\u06f0.com"),
		[]string{"the part '٠۰' mixes two kinds of Arabic-Indic digits; use one kind",
			"the part '٠۰' must begin with a letter, because the name has right-to-left text"}},
	{rule.B1, toASCII(Lookup, "0a.\u05d0"),
		[]string{"the part '0a' must begin with a letter, because the name has right-to-left text"}},
	{rule.B2, toASCII(Lookup, "\u05d0a.com"),
		[]string{"the part 'אa' mixes right-to-left and left-to-right text; do not mix right-to-left and left-to-right letters in one part"}},
	{rule.B3, toASCII(Lookup, "\U00010B85.\u06bc\U0001F055"),
		[]string{"the part 'ڼ🁕' must end with a letter or a digit, because the name has right-to-left text"}},
	{rule.B4, toASCII(Lookup, "à.\u05d00\u0660\u05d0"),
		[]string{"the part 'א0٠א' mixes European and Arabic-Indic digits; use one kind"}},
	{rule.B5, toASCII(Lookup, "a\u05d0.com"),
		[]string{"the part 'aא' mixes right-to-left and left-to-right text; do not mix right-to-left and left-to-right letters in one part"}},
	{rule.B6, toASCII(Lookup, "àˇ.\u05d0"),
		[]string{"the part 'àˇ' must end with a letter or a digit, because the name has right-to-left text"}},
	{rule.UTF8, toASCII(Lookup, "a\xffb.com"),
		[]string{"the text is damaged (it is not valid UTF-8); enter the name again"}},
	{rule.TOOLONG, toASCII(Lookup, strings.Repeat("a", MaxInputLen+1)),
		[]string{"the text is 65537 characters long, far longer than any domain name; enter only the domain name"}},
	{rule.IPLITERAL, toASCII(Lookup, "１２７．０．０．１"),
		[]string{"the name reads as an IP address; enter a domain name, or the address in plain digits if you mean one"}},
	{rule.FORBIDDEN, toASCII(WHATWG, "a<b>.com"),
		[]string{"the part 'a<b>' has '<' and '>', which the host name of a web address cannot have; remove them"}},
	{rule.MAPPED_FORBIDDEN, toASCII(newProfile(mapForLookup(), UseSTD3ASCIIRules(false), RejectMappedForbidden(true)), "a\uff1cb.com"),
		[]string{"the part 'a＜b' has '＜', which the host name of a web address cannot have; remove it"}},
	{rule.IPV4, func() error { _, err := WHATWG.HostToASCII("1.2.3.999"); return err },
		[]string{"the name ends in a number but is not an IP address; enter a domain name, or a complete IP address"}},
	{rule.HOSTPORT, func() error { _, err := Lookup.HostToASCII("[::1"); return err },
		[]string{"the host and port are not written correctly; write them as host:port, with an IPv6 address in brackets"}},
	{rule.ALABEL, func() error { return Lookup.CheckALabel("abc") },
		[]string{"the name 'abc' is not in its xn-- form; enter the xn-- form"}},
	{rule.ULABEL, func() error { return Lookup.CheckULabel("abc") },
		[]string{"the name 'abc' is not in its Unicode form; enter the name as you would write it, in lowercase"}},
	{rule.PAIR, func() error { return Lookup.CheckLabelPair("bücher", "xn--mnchen-3ya") },
		[]string{"the names 'bücher' and 'xn--mnchen-3ya' are not two forms of the same name; check both"}},
	{rule.OPTION, toASCII(IDNA2008.With(Transitional(true)), "a.com"),
		[]string{"the program checks names with settings that do not work together; this is not a problem with what you entered"}},
	{rule.EMPTY, toASCII(WHATWG, "\u00ad"),
		[]string{"the name has only characters that do not count, such as invisible ones; enter a domain name such as example.com"}},
}

func toASCII(p *Profile, s string) func() error {
	return func() error { _, err := p.ToASCII(s); return err }
}

func toUnicode(p *Profile, s string) func() error {
	return func() error { _, err := p.ToUnicode(s); return err }
}

// TestSentences checks the sentence of every rule code, and that the table
// covers every code that package idna reports.
func TestSentences(t *testing.T) {
	covered := map[rule.Code]bool{}
	for _, c := range sentenceCases {
		err := c.run()
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: got %v, want an *Error", c.code, err)
			continue
		}
		if !e.Has(c.code) {
			t.Errorf("%s: %v has not that code", c.code, e)
			continue
		}
		covered[c.code] = true
		var got []string
		for _, m := range e.Sentences() {
			got = append(got, m.String())
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: %v\n\tsentences %q\n\twant      %q", c.code, e, got, c.want)
		}
		for _, s := range got {
			for _, bad := range []string{"byte", "label ", "RFC", "rule"} {
				if strings.Contains(s, bad) {
					t.Errorf("%s: sentence %q mentions %q", c.code, s, bad)
				}
			}
		}
	}
	// The codes of package rule that idna reports (the others are
	// idna2003's).
	all := []rule.Code{rule.P1, rule.P4, rule.A3, rule.A4_1, rule.A4_2, rule.X4_2, rule.U1,
		rule.V1, rule.V2, rule.V3, rule.V4, rule.V5, rule.V6, rule.V7,
		rule.C1, rule.C2, rule.C3, rule.C4, rule.C5, rule.C6, rule.C7, rule.C8, rule.C9,
		rule.B1, rule.B2, rule.B3, rule.B4, rule.B5, rule.B6,
		rule.UTF8, rule.TOOLONG, rule.IPLITERAL, rule.FORBIDDEN, rule.MAPPED_FORBIDDEN, rule.IPV4,
		rule.HOSTPORT, rule.ALABEL, rule.ULABEL, rule.PAIR, rule.OPTION, rule.EMPTY}
	// Codes this Unicode version does not use: P1 and V4-as-xn-- exist
	// only in 15.0.0 and 16.0+ respectively; V7 and U1 only from 16.0.
	unused := pick([]rule.Code{rule.U1, rule.V7}, []rule.Code{rule.P1})
	for _, c := range all {
		if !covered[c] && !slices.Contains(unused, c) {
			t.Errorf("no sentence case for code %s", c)
		}
	}
}

// TestSentencesGroup checks that problems sharing a cause make one
// sentence, while every code stays in Codes.
func TestSentencesGroup(t *testing.T) {
	tests := []struct {
		p    *Profile
		in   string
		want []string
	}{
		// P1 and V6 (15.0.0), or U1 (17.0.0), on one character.
		{Lookup, "my site.com", []string{"the part 'my site' has a space; remove it"}},
		// Every disallowed character of a label, not only the first.
		{Lookup, "https://Bücher.de:8080/path", []string{
			"the part 'https://Bücher' has ':' and '/'; a domain name can have only letters, digits and hyphens, so remove them",
			"the part 'de:8080/path' has ':' and '/'; a domain name can have only letters, digits and hyphens, so remove them"}},
		{Lookup, "a b_c!.com", []string{
			"the part 'a b_c!' has a space, '_' and '!'; a domain name can have only letters, digits and hyphens, so remove them"}},
		{Lookup.With(AllowUnderscore(true)), "a b_c.com", []string{"the part 'a b_c' has a space; remove it"}},
		{Lookup, "a\u200eb.com", []string{"the part 'ab' has an invisible text-direction mark after 'a'; remove it"}},
		{Registration, "Bücher.DE", []string{"the part 'Bücher' has capital letters; write 'bücher'", "the part 'DE' has capital letters; write 'de'"}},
		// A character the user never typed is not named.
		{Lookup, "xn--abc.com", []string{"the part 'xn--abc' is not a valid xn-- form; check it, or enter the name as you would write it"}},
	}
	for _, tt := range tests {
		_, err := tt.p.ToASCII(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s.ToASCII(%+q) = %v; want an *Error", tt.p.name, tt.in, err)
			continue
		}
		var got []string
		for _, m := range e.Sentences() {
			got = append(got, m.String())
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s.ToASCII(%+q): %v\n\tsentences %q\n\twant      %q", tt.p.name, tt.in, e, got, tt.want)
		}
	}
	_, err := Lookup.ToASCII("my_site.com")
	var e *Error
	if errors.As(err, &e) && v15 && !slices.Equal(e.Codes(), []rule.Code{rule.P1, rule.V6}) {
		t.Errorf("Codes() = %v, want both P1 and V6", e.Codes())
	}
}

// TestProblemMessage checks that Problem.Message words one problem as
// Sentences does.
func TestProblemMessage(t *testing.T) {
	_, err := Lookup.ToASCII("a.bücher-.de")
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("ToASCII = %v, want an *Error", err)
	}
	if got, want := e.Problems[0].Message(e.Input), "the part 'bücher-' ends with a hyphen; remove it"; got != want {
		t.Errorf("Message = %q, want %q", got, want)
	}
}

// TestSentencesHostile checks that the sentences of hostile input stay
// short and are built without trouble.
func TestSentencesHostile(t *testing.T) {
	for _, in := range []string{
		strings.Repeat("\u200d", 20000),
		strings.Repeat("a_", 30000),
		strings.Repeat("-.", 30000),
		"\x00",
		strings.Repeat("\U0010FFFF", 16000),
		strings.Repeat("a b", 1<<20/3), // a megabyte: TOOLONG
	} {
		_, err := Lookup.ToASCII(in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("ToASCII(%.20q...) = %v, want an *Error", in, err)
			continue
		}
		for _, m := range e.Sentences() {
			if s := m.String(); len(s) > 400 {
				t.Errorf("ToASCII(%.20q...): sentence of %d bytes: %.100s", in, len(s), s)
			}
		}
	}
}

// A form shows one sentence per thing to fix, in the words of the person
// who typed the name; programs match on Codes, which keep both codes of
// the one disallowed character here.
func ExampleError_Sentences() {
	_, err := Lookup.ToASCII("my_site.com")
	var e *Error
	if errors.As(err, &e) {
		for _, m := range e.Sentences() {
			fmt.Println(m)
		}
	}
	_, err = Lookup.ToASCII("a\u200db.example")
	if errors.As(err, &e) {
		fmt.Println(e.Sentences()[0])
	}
	// Output:
	// the part 'my_site' has '_'; a domain name can have only letters, digits and hyphens, so remove it
	// the part 'ab' has an invisible character after 'a'; remove it
}

// FuzzSentences checks that any error of any profile gets sentences without
// panic: at least one, none empty, none naming a byte offset, a code point
// (U+) or an unexpanded verb.
func FuzzSentences(f *testing.F) {
	for _, s := range []string{"my_site.com", "https://bücher.de:8080/path", "a\u200db", "xn--abc.com", "\u05d0a.com",
		"a..b", "", "\xff", "-a-.com", "\u0660\u06f0", "a\u00b7b", "l\u00b7a.cat", "Bücher.DE"} {
		f.Add(s)
	}
	profiles := []*Profile{Lookup, UTS46, Registration, IDNA2008, WHATWG, Lookup.With(VerifyDNSLength(true))}
	f.Fuzz(func(t *testing.T, in string) {
		for _, p := range profiles {
			_, err := p.ToASCII(in)
			var e *Error
			if !errors.As(err, &e) {
				continue
			}
			ss := e.Sentences()
			if len(ss) == 0 {
				t.Fatalf("%s.ToASCII(%+q) = %v: no sentence", p.name, in, err)
			}
			for _, m := range ss {
				s := m.String()
				// "%!" is fmt's mark of a verb without its argument,
				// unless the input itself has it (quoted in the sentence,
				// which leaves invisible characters out: "%\x00!" quotes
				// as "%!").
				// The same goes for "U+" and "byte": "U\x16+" is quoted
				// as 'U+'.
				visible := strings.Map(func(r rune) rune {
					if glyph.Invisible(r) && r != ' ' && r != '\t' {
						return -1
					}
					return r
				}, in)
				made := func(sub string) bool {
					return strings.Contains(s, sub) && !strings.Contains(in, sub) && !strings.Contains(visible, sub)
				}
				if s == "" || made("byte") || made("%!") || made("U+") {
					t.Fatalf("%s.ToASCII(%+q) = %v: sentence %q", p.name, in, err, s)
				}
			}
		}
	})
}

// TestErrorHidesBidiControls checks that Error() names a bidi control by
// its code point only, never writing it raw into the text.
func TestErrorHidesBidiControls(t *testing.T) {
	_, err := Lookup.ToASCII("a\u200eb.com")
	if err == nil || strings.Contains(err.Error(), "\u200e") || !strings.Contains(err.Error(), "U+200E in label 1") {
		t.Errorf("ToASCII error %q: want U+200E named, not written", err)
	}
}

// TestFindings checks that each finding carries the codes of the problems
// its sentence covers, the label it is about and the indexes of those
// problems, that problems whose sentences are identical make one finding,
// and that Sentences is the findings' messages.
func TestFindings(t *testing.T) {
	type want struct {
		codes    []rule.Code
		label    int
		problems []int
	}
	lookup15 := Lookup.With(Unicode("15.0.0")) // P1 and V6 for '_'
	tests := []struct {
		input string
		want  []want
	}{
		// Two Bidi rules of one label: one sentence with both codes.
		{"\u05d0a\u0300.com", []want{{[]rule.Code{rule.B2, rule.B3}, 0, []int{0, 1}}}},
		{"a\u05d0.com", []want{{[]rule.Code{rule.B5, rule.B6}, 0, []int{0, 1}}}},
		// The same sentence for labels 0 and 2: one finding, at the first.
		{"ab--c.a\u200db.ab--c.com", []want{{[]rule.Code{rule.V2}, 0, []int{0, 2}}, {[]rule.Code{rule.C2}, 1, []int{1}}}},
		// Invalid UTF-8 is the only finding, about the whole name.
		{"a\xffb.ab--c.com", []want{{[]rule.Code{rule.UTF8}, -1, []int{0}}}},
		// Labels 1 and 2 share a sentence, and label 0 has another with the
		// same codes: only the indexes say which covers label 2.
		{"c_d.a_b.a_b", []want{{[]rule.Code{rule.P1, rule.V6}, 0, []int{0, 1}}, {[]rule.Code{rule.P1, rule.V6}, 1, []int{2, 3, 4, 5}}}},
		// A profile that refuses two options: a finding for each.
		{"refused options", []want{{[]rule.Code{rule.OPTION}, -1, []int{0}}, {[]rule.Code{rule.OPTION}, -1, []int{1}}}},
	}
	refuses := IDNA2008.With(Transitional(true), UseSTD3ASCIIRules(false))
	for _, tt := range tests {
		p := lookup15
		if tt.input == "refused options" {
			p = refuses
		}
		_, err := p.ToASCII(tt.input)
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("ToASCII(%q) = %v, want an *Error", tt.input, err)
		}
		fs := e.Findings()
		var got []want
		for _, f := range fs {
			got = append(got, want{f.Codes, f.Label, f.Problems})
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Findings(%q): codes and labels %v, want %v", tt.input, got, tt.want)
		}
		// Each problem is covered by at most one finding, and every index
		// is one of e.Problems.
		covered := map[int]int{}
		for k := range fs {
			for _, i := range fs[k].Problems {
				if j, ok := covered[i]; ok || i < 0 || i >= len(e.Problems) {
					t.Errorf("Findings(%q): problem %d in finding %d (also in %d, ok %v) of %d problems", tt.input, i, k, j, ok, len(e.Problems))
				}
				covered[i] = k
			}
		}
		ss := e.Sentences()
		if len(ss) != len(fs) {
			t.Fatalf("Sentences(%q): %d, Findings: %d", tt.input, len(ss), len(fs))
		}
		for i := range ss {
			if !ss[i].Equal(fs[i].Message) {
				t.Errorf("Sentences(%q)[%d] = %v, Findings' message %v", tt.input, i, ss[i], fs[i].Message)
			}
		}
	}
}

// TestErrorSaysOneFactOnce: Error() names one fact under two codes once,
// after both codes (issue 40 item 18), as xn ascii prints it; facts that
// differ in anything but the code stay apart.
func TestErrorSaysOneFactOnce(t *testing.T) {
	tests := []struct {
		p        *Profile
		in, want string
	}{
		{Lookup.With(Unicode("15.0.0")), "my_site.com", `idna: "my_site.com": P1,V6: disallowed code point U+005F '_' in label 1 at byte 2`},
		{Lookup.With(Unicode("15.0.0")), "a_b.c_d", `idna: "a_b.c_d": P1,V6: disallowed code point U+005F '_' in label 1 at byte 1; P1,V6: disallowed code point U+005F '_' in label 2 at byte 5`},
		{UTS46.With(Unicode("15.0.0")), "-a_", `idna: "-a_": P1,V6: disallowed code point U+005F '_' in label 1 at byte 2; V3: invalid hyphen placement U+002D '-' in label 1 at byte 0`},
	}
	if ServesUnicode("17.0.0") == nil {
		tests = append(tests, struct {
			p        *Profile
			in, want string
		}{Lookup.With(Unicode("17.0.0")), "my_site.com", `idna: "my_site.com": U1: disallowed code point U+005F '_' in label 1 at byte 2`})
	}
	for _, tt := range tests {
		_, err := tt.p.ToASCII(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%v.ToASCII(%q) error:\n got %v\nwant %s", tt.p, tt.in, err, tt.want)
		}
	}
	a := Problem{Code: "P1", Err: ErrDisallowed, Rune: '_', Label: 0, Offset: 2}
	b := a
	b.Code = "V6"
	if !a.sameFact(b) {
		t.Error("P1 and V6 of one code point are not one fact")
	}
	for _, change := range []func(*Problem){
		func(p *Problem) { p.Offset++ }, func(p *Problem) { p.Label++ }, func(p *Problem) { p.Rune = '-' },
		func(p *Problem) { p.Detail = "x" }, func(p *Problem) { p.Err = ErrBidi },
	} {
		c := b
		change(&c)
		if a.sameFact(c) {
			t.Errorf("%v and %v are one fact", a, c)
		}
	}
}

// TestSentenceTooNew: a character that a later Unicode version assigns is
// refused with a sentence that says so, naming both versions (issue 40
// item 9), instead of "a character a domain name cannot have".
func TestSentenceTooNew(t *testing.T) {
	tests := []struct {
		version, in, want string
	}{
		{"15.1.0", "\U000105C0", "The part '\U000105C0' is a character new in Unicode 16.0.0, and this program converts names by Unicode 15.1.0, which does not have it yet; remove it"},
		{"15.1.0", "a\U000105C0.com", "The part 'a\U000105C0' has '\U000105C0', which is new in Unicode 16.0.0, and this program converts names by Unicode 15.1.0, which does not have it yet; remove it"},
		{"15.0.0", "\u0c5c.in", "The part '\u0c5c' is a character new in Unicode 17.0.0, and this program converts names by Unicode 15.0.0, which does not have it yet; remove it"},
		{"15.1.0", "\u0c5c\u0c5c", "The part '\u0c5c\u0c5c' has '\u0c5c', which is new in Unicode 17.0.0, and this program converts names by Unicode 15.1.0, which does not have it yet; remove it"},
		{"15.1.0", "a\U000105C0\U000105C1b", "The part 'a\U000105C0\U000105C1b' has '\U000105C0' and '\U000105C1', which are new in Unicode 16.0.0, and this program converts names by Unicode 15.1.0, which does not have them yet; remove them"},
		// New in two versions: no one version to name.
		{"15.1.0", "\U000105C0\u0c5c", "The part '\U000105C0\u0c5c' has '\U000105C0' and '\u0c5c', which a domain name cannot have; remove them"},
		// Unassigned in every version: not new, just refused.
		{"15.1.0", "a\u0378", "The part 'a\u0378' has '\u0378', which a domain name cannot have; remove it"},
	}
	for _, tt := range tests {
		_, err := Lookup.With(Unicode(tt.version)).ToASCII(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("Unicode %s: ToASCII(%+q) = %v; want an error", tt.version, tt.in, err)
		}
		if s := e.Sentences(); len(s) != 1 || s[0].Sentence() != tt.want {
			t.Errorf("Unicode %s: ToASCII(%+q) sentences %q\nwant %q", tt.version, tt.in, s, tt.want)
		}
	}
}
