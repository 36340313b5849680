package form

import (
	"bufio"
	"os"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/xn-go/xn/bench/corpus"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/rule"
	"github.com/xn-go/xn/spoof"
)

// unicodeFormNames are names with A-labels to convert: the benchmark
// corpora, the display policy's test names and look-alikes the policy
// lets through under some settings (Bidi names, registry-refused
// characters, joiners, CONTEXTO characters).
func unicodeFormNames(t *testing.T) []string {
	names := []string{"bücher.de", "😀.com", "x·y.cat", "l·l.cat", "a\u200db.com", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629.com",
		"\u05d0\u05d1.com", "1\u05d0.com", "a.\u05d0\u05d1", "\u30fb.jp", "\u30a2\u30fb\u30a2.jp", "\u0660\u06f0.com", "ab--ü.de",
		"\u00df.de", "\u03c2.gr", "ÿ.com", "\u1e9e.de", "a\u0308.com", "\u0e01\u0e34.th", "\u2010.com", "x\u2019y.com"}
	for _, c := range []corpus.Corpus{corpus.IDN(), corpus.ALabel(), corpus.Mixed()} {
		names = append(names, c.Hosts...)
	}
	f, err := os.Open("../spoof/testdata/names.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if l := sc.Text(); l != "" && l[0] != '#' {
			names = append(names, strings.TrimSpace(strings.Split(l, ";")[0]))
		}
	}
	return names
}

// unicodeFormCheckers are the settings unicodeForm depends on: the
// policy's IDNA2008 check and level, and the profile's Bidi rule.
func unicodeFormCheckers() []Checker {
	noIDNA2008 := spoof.DefaultPolicy()
	noIDNA2008.AllowNonIDNA2008 = true
	unrestricted := spoof.DefaultPolicy()
	unrestricted.MaxLevel = spoof.Unrestricted
	return []Checker{
		{},
		{Policy: noIDNA2008},
		{Policy: unrestricted},
		{Policy: &spoof.Policy{}},
		{Profile: idna.Lookup.With(idna.CheckBidi(false), idna.VerifyDNSLength(true))},
		{Profile: idna.Lookup.With(idna.CheckBidi(false), idna.CheckJoiners(false), idna.CheckHyphens(false)), Policy: unrestricted},
		{Profile: idna.Lookup.With(idna.AllowUnderscore(true))},
	}
}

// checkUnicodeForm fails t when c.unicodeForm gives for name another
// answer than the IDNA2008 conversion. checked tells whether name has
// A-labels to decode, fast whether the answer has neither a reason nor a
// refused character, the case of the shortcut.
func checkUnicodeForm(t *testing.T, c *Checker, name string) (checked, fast bool) {
	ascii, err := c.profile().ToASCII(name)
	if err != nil || !hasALabel(ascii) {
		return false, false
	}
	uni, refused, shown, reasons := c.unicodeForm(name, ascii)
	wantUni, wantRefused := registryForm(name, ascii)
	wantShown, wantReasons := c.policy().DisplayConverted(ascii, wantUni)
	if uni != wantUni || shown != wantShown || !reflect.DeepEqual(reasons, wantReasons) ||
		(refused == nil) != (wantRefused == nil) || refused != nil && !reflect.DeepEqual(*refused, *wantRefused) {
		t.Errorf("%q: unicodeForm = %q, %v, %q, %v; the conversion gives %q, %v, %q, %v",
			name, uni, refused, shown, reasons, wantUni, wantRefused, wantShown, wantReasons)
	}
	return true, reasons == nil && refused == nil
}

// FuzzUnicodeForm: unicodeForm agrees with the IDNA2008 conversion on
// any name, with each of the settings it depends on.
func FuzzUnicodeForm(f *testing.F) {
	f.Add("bücher.de")
	f.Add("אב.com")
	f.Add("x·y.cat")
	checkers := unicodeFormCheckers()
	f.Fuzz(func(t *testing.T, name string) {
		for i := range checkers {
			checkUnicodeForm(t, &checkers[i], name)
		}
	})
}

// TestUnicodeForm: unicodeForm, which skips the IDNA2008 conversion when
// the display policy has asked IDNA2008 already, gives what the
// conversion gives, with every setting it depends on.
func TestUnicodeForm(t *testing.T) {
	checkers := unicodeFormCheckers()
	checked, fast := 0, 0
	for _, name := range unicodeFormNames(t) {
		for i := range checkers {
			c, f := checkUnicodeForm(t, &checkers[i], name)
			if c {
				checked++
			}
			if f {
				fast++
			}
		}
	}
	if checked < 1000 || fast < checked/4 {
		t.Errorf("%d names checked, %d of them with no reason (the shortcut's case): the test checks little", checked, fast)
	}
}

// TestDefaultProfile: the default profile checks the Bidi rule, which
// checksBidi takes for granted.
func TestDefaultProfile(t *testing.T) {
	if !defaultProfile.Checks(rule.B1) {
		t.Error("the default profile does not check the Bidi rule: Checker.checksBidi must ask it")
	}
}

// TestTrimSpace: trimSpace's shortcut agrees with trimming every white
// space character, for each ASCII character at either end.
func TestTrimSpace(t *testing.T) {
	for c := range 256 {
		for _, s := range []string{string(rune(c)) + "a.b", "a.b" + string(rune(c)), string([]byte{byte(c)}) + "a", "a" + string([]byte{byte(c)})} {
			if got, want := trimSpace(s), strings.TrimFunc(s, unicode.IsSpace); got != want {
				t.Errorf("trimSpace(%q) = %q, want %q", s, got, want)
			}
		}
	}
}
