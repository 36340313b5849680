package spoof_test

import (
	"bufio"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/rule"
	"github.com/xn-go/xn/spoof"
)

// vector is one line of testdata/names.txt.
type vector struct {
	line    int
	name    string // decoded
	unicode bool   // the Unicode form may be shown
	reasons []string
	comment string
}

func readVectors(t *testing.T) []vector {
	t.Helper()
	const path = "testdata/names.txt"
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []vector
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text, comment, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(text) == "" {
			continue
		}
		fields := strings.Split(text, " ; ")
		if len(fields) != 3 {
			t.Fatalf("%s:%d: want 3 fields, got %d", path, n, len(fields))
		}
		name, err := strconv.Unquote(`"` + strings.TrimSpace(fields[0]) + `"`)
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		v := vector{line: n, name: name, comment: strings.TrimSpace(comment)}
		switch d := strings.TrimSpace(fields[1]); d {
		case "unicode":
			v.unicode = true
		case "ascii":
		default:
			t.Fatalf("%s:%d: bad decision %q", path, n, d)
		}
		if r := strings.TrimSpace(fields[2]); r != "-" {
			v.reasons = strings.Fields(r)
		}
		if v.unicode != (len(v.reasons) == 0) {
			t.Fatalf("%s:%d: decision and reasons disagree", path, n)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) < 40 {
		t.Fatalf("%s: only %d vectors", path, len(out))
	}
	return out
}

func reasonKeys(rs []spoof.Reason) []string {
	var out []string
	for _, r := range rs {
		out = append(out, strconv.Itoa(r.Label)+":"+string(r.Code))
	}
	return out
}

func TestCheckVectors(t *testing.T) {
	p := spoof.DefaultPolicy()
	for _, v := range readVectors(t) {
		got := reasonKeys(p.Check(v.name))
		if !slices.Equal(got, v.reasons) {
			t.Errorf("line %d: Check(%+q) = %v, want %v (%s)", v.line, v.name, got, v.reasons, v.comment)
		}
	}
}

func TestCheckLabel(t *testing.T) {
	p := spoof.DefaultPolicy()
	tests := []struct {
		label string
		want  []rule.Code
	}{
		{"example", nil},
		{"b\u00fccher", nil},
		// Without a TLD nothing vouches for a whole-script confusable.
		{"\u0430\u0440\u0440\u04cf\u0435", []rule.Code{spoof.CodeWholeScriptConfusable}},
		{"\u03bf\u03bf\u03bf", []rule.Code{spoof.CodeWholeScriptConfusable}},
		{"p\u0430ypal", []rule.Code{spoof.CodeRestrictionLevel}},
		// Several findings in one label, in a fixed order.
		{"p\u0430y\u200bp\u0251l\u0661\u06f4", []rule.Code{
			spoof.CodeInvisible, spoof.CodeRestrictedCharacter, spoof.CodeRestrictionLevel, spoof.CodeMixedNumbers,
			spoof.CodeNonASCIILatinMixed}}, // ɑ is Latin, the digits Arabic
		{"a\xffb", []rule.Code{spoof.CodeInvalidUTF8}},
		{"\xff\xfe", []rule.Code{spoof.CodeInvalidUTF8}},
		{"a\x00b", []rule.Code{spoof.CodeRestrictedCharacter}},
		{"a b", []rule.Code{spoof.CodeRestrictedCharacter}},
		{"", nil},
	}
	for _, tt := range tests {
		var got []rule.Code
		for _, r := range p.CheckLabel(tt.label) {
			if r.Label != 0 {
				t.Errorf("CheckLabel(%+q): reason with Label %d", tt.label, r.Label)
			}
			got = append(got, r.Code)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("CheckLabel(%+q) = %v, want %v", tt.label, got, tt.want)
		}
	}
}

func TestReasonDetails(t *testing.T) {
	rs := spoof.DefaultPolicy().Check("www.pay\u200bpal.com")
	if len(rs) != 1 {
		t.Fatalf("got %v", rs)
	}
	r := rs[0]
	want := spoof.Reason{Code: spoof.CodeInvisible, Label: 1, Rune: 0x200B,
		Message: "contains the invisible character U+200B"}
	if exported(r) != want {
		t.Errorf("got %#v, want %#v", r, want)
	}
	if got, want := r.String(), "spoof: label 2: contains the invisible character U+200B"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}

	rs = spoof.DefaultPolicy().Check("p\u0430ypal.com")
	if len(rs) != 1 || rs[0].Rune != -1 ||
		rs[0].Message != "is minimally restrictive (Cyrillic, Latin); the policy allows highly restrictive at most" {
		t.Errorf("got %#v", rs)
	}
	// Messages never carry the label's characters raw.
	rs = spoof.DefaultPolicy().CheckLabel("\u0455\u0441\u043e\u0440\u0435\u202e")
	for _, r := range rs {
		for _, c := range r.Message {
			if c < 0x20 || c > 0x7E {
				t.Errorf("message %q holds %U", r.Message, c)
			}
		}
	}
}

// allCodes are the codes of package spoof, as its documentation lists them.
var allCodes = []rule.Code{
	spoof.CodeInvalidUTF8, spoof.CodeInvisible, spoof.CodeRestrictedCharacter,
	spoof.CodeRestrictionLevel, spoof.CodeWholeScriptConfusable, spoof.CodeASCIILookalike,
	spoof.CodeMixedNumbers, spoof.CodeRepeatedMark, spoof.CodeTooManyMarks,
	spoof.CodeNotIDNA2008, spoof.CodeTLDCharacter, spoof.CodeLatinLookalikeLetters,
	spoof.CodeDigitLookalike, spoof.CodeCJKContext, spoof.CodeNonASCIILatinMixed,
	spoof.CodeMarkContext, spoof.CodeProtectedLookalike, spoof.CodeBrowserRemoved,
	spoof.CodeTooLong,
}

// The codes are distinct, and spelled in lower case with hyphens, so that
// none is one of the IDNA rules' codes (P1, V6, A4_2: upper case), which
// package form reports beside them.
func TestCodeSpelling(t *testing.T) {
	seen := map[rule.Code]bool{}
	spelled := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	for _, c := range allCodes {
		if !spelled.MatchString(string(c)) || seen[c] {
			t.Errorf("code %q: repeated or not lower case with hyphens", c)
		}
		seen[c] = true
	}
}

func TestPolicyKnobs(t *testing.T) {
	persian := "\u0646\u0627\u0645\u0647\u200c\u0627\u06cc.com"
	arabicDigits := "\u0661\u0662\u0663\u06f4.com"
	twice := "cafe\u0301\u0301.fr"
	fiveMarks := "a\u0300\u0301\u0302\u0303\u0304.com"
	alpha := "\u0251pple.com"
	turkish := "\u0131l\u0131k.com" // ılık
	cyrillic := "\u0430\u0440\u0440\u04cf\u0435.com"
	mixed := "p\u0430ypal.com"

	def := spoof.DefaultPolicy()
	with := func(f func(p *spoof.Policy)) *spoof.Policy {
		p := spoof.DefaultPolicy()
		f(p)
		return p
	}
	tests := []struct {
		name   string
		policy *spoof.Policy
		in     string
		want   []string
	}{
		{"joiners refused", def, persian, []string{"0:invisible-character"}},
		{"joiners allowed", with(func(p *spoof.Policy) { p.AllowJoiners = true }), persian, nil},
		{"joiners allowed, other invisibles not", with(func(p *spoof.Policy) { p.AllowJoiners = true }), "pay\u200bpal.com", []string{"0:invisible-character"}},
		// IDNA2008's CONTEXTO rules for Arabic-Indic digits refuse the mix too.
		{"mixed numbers allowed", with(func(p *spoof.Policy) { p.AllowMixedNumbers = true }), arabicDigits, []string{"0:not-idna2008"}},
		{"mixed numbers and non-IDNA2008 allowed", with(func(p *spoof.Policy) { p.AllowMixedNumbers, p.AllowNonIDNA2008 = true, true }), arabicDigits, nil},
		{"repeated marks allowed", with(func(p *spoof.Policy) { p.AllowRepeatedMarks = true }), twice, nil},
		{"five marks with MaxMarks 5", with(func(p *spoof.Policy) { p.MaxMarks = 5 }), fiveMarks, nil},
		{"MaxMarks 0 refuses every mark", with(func(p *spoof.Policy) { p.MaxMarks = 0 }), "b\u00fccher.de", []string{"0:too-many-marks"}},
		{"whole-script allowed", with(func(p *spoof.Policy) { p.AllowWholeScriptConfusables = true }), cyrillic, nil},
		{"TLD list emptied", with(func(p *spoof.Policy) { p.WholeScriptTLDs = nil }), "\u0430\u0440\u0440\u04cf\u0435.ru", []string{"0:whole-script-confusable"}},
		{"TLD list upper case input", def, "\u0430\u0440\u0440\u04cf\u0435.RU", nil},
		{"TLD list custom", with(func(p *spoof.Policy) { p.WholeScriptTLDs = map[string]string{"test": "Cyrl"} }), "\u0430\u0440\u0440\u04cf\u0435.test", nil},
		{"TLD list custom, code case", with(func(p *spoof.Policy) { p.WholeScriptTLDs = map[string]string{"test": "CYRL"} }), "\u0430\u0440\u0440\u04cf\u0435.test", nil},
		{"TLD list unknown script", with(func(p *spoof.Policy) { p.WholeScriptTLDs = map[string]string{"test": "Xxxx"} }), "\u0430\u0440\u0440\u04cf\u0435.test", []string{"0:whole-script-confusable"}},
		{"moderately restrictive allowed", with(func(p *spoof.Policy) { p.MaxLevel = spoof.ModeratelyRestrictive }), "abc\u10ebef.test", nil},
		{"minimally restrictive allowed", with(func(p *spoof.Policy) { p.MaxLevel = spoof.MinimallyRestrictive }), mixed, nil},
		{"unrestricted allows restricted characters", with(func(p *spoof.Policy) { p.MaxLevel = spoof.Unrestricted }), alpha, nil},
		{"ASCII look-alikes off by default", def, turkish, nil},
		{"ASCII look-alikes on", with(func(p *spoof.Policy) { p.RejectASCIILookalikes = true }), turkish, []string{"0:ascii-lookalike"}},
		{"ASCII look-alikes on, plain Latin", with(func(p *spoof.Policy) { p.RejectASCIILookalikes = true }), "b\u00fccher.de", nil},
		{"ASCII look-alikes on, TLD exempt", with(func(p *spoof.Policy) { p.RejectASCIILookalikes = true }), "example.\u0131l\u0131k", nil},
		// Each browser rule has a switch; with it, the name is shown.
		{"TLD characters off", with(func(p *spoof.Policy) { p.TLDCharacters = nil }), "\u00feorp.com", nil},
		{"browser-removed allowed", with(func(p *spoof.Policy) { p.AllowBrowserRemoved = true }), "ab\u02bcc.com", nil},
		{"non-IDNA2008 allowed", with(func(p *spoof.Policy) { p.AllowNonIDNA2008 = true }), "abc\u2010def.com", nil},
		{"Latin look-alike letters allowed", with(func(p *spoof.Policy) { p.AllowLatinLookalikeLetters = true }), "\u0441\u043a.com", nil},
		{"digit look-alikes allowed", with(func(p *spoof.Policy) { p.AllowDigitLookalikes = true }), "1\u0577.com", nil},
		{"CJK context allowed", with(func(p *spoof.Policy) { p.AllowCJKContext = true }), "ip\u4e00address.com", nil},
		{"non-ASCII Latin mixed allowed", with(func(p *spoof.Policy) { p.AllowNonASCIILatinMixed = true }), "t\u00f6kyo\u6771\u4eac.jp", nil},
		{"marks in any context", with(func(p *spoof.Policy) { p.AllowMarksInAnyContext = true }), "pi\u0307xel.com", nil},
		{"Latin look-alikes under a listed TLD", with(func(p *spoof.Policy) { p.WholeScriptTLDs = map[string]string{"test": "Grek"} }), "\u03b9\u03ba\u03b1.test", nil},
		{"zero policy: ASCII only", &spoof.Policy{}, "b\u00fccher.de", []string{"0:restriction-level", "0:too-many-marks"}},
		{"zero policy: ASCII passes", &spoof.Policy{}, "example.com", nil},
	}
	for _, tt := range tests {
		got := reasonKeys(tt.policy.Check(tt.in))
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: Check(%+q) = %v, want %v", tt.name, tt.in, got, tt.want)
		}
	}
}

func TestDefaultPolicyIsFresh(t *testing.T) {
	p := spoof.DefaultPolicy()
	p.MaxLevel = spoof.Unrestricted
	delete(p.WholeScriptTLDs, "ru")
	q := spoof.DefaultPolicy()
	if q.MaxLevel != spoof.HighlyRestrictive || q.WholeScriptTLDs["ru"] != "Cyrl" {
		t.Error("changing one DefaultPolicy changed the next")
	}
}

func TestCheckSeparators(t *testing.T) {
	// The four IDNA label separators all split labels, so the reason for
	// the Cyrillic label is reported at index 1 whichever is used.
	for _, sep := range []string{".", "\u3002", "\uff0e", "\uff61"} {
		name := "www" + sep + "p\u0430ypal" + sep + "com"
		got := reasonKeys(spoof.DefaultPolicy().Check(name))
		if want := []string{"1:restriction-level"}; !slices.Equal(got, want) {
			t.Errorf("Check(%+q) = %v, want %v", name, got, want)
		}
	}
	// Empty labels are skipped but still counted.
	got := reasonKeys(spoof.DefaultPolicy().Check("..p\u0430ypal..com."))
	if want := []string{"2:restriction-level"}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// exported returns the fields of r that a program sets and compares.
func exported(r spoof.Reason) spoof.Reason {
	return spoof.Reason{Code: r.Code, Label: r.Label, Rune: r.Rune, Message: r.Message}
}
