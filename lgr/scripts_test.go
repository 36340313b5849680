package lgr

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/xn-go/xn/internal/shareddata"
)

// TestScriptNames: every script of the Unicode tables in use has its
// ISO 15924 code, and sc: accepts both the code and the long name.
func TestScriptNames(t *testing.T) {
	codes := map[string]string{}
	for code, long := range scriptNames {
		if len(code) != 4 || code[0] < 'A' || code[0] > 'Z' || strings.ToLower(code[1:]) != code[1:] {
			t.Errorf("%q is not written as an ISO 15924 code (one capital, three small letters)", code)
		}
		if c, dup := codes[long]; dup && !(long == "Coptic" || long == "Inherited") {
			t.Errorf("%s has two codes, %s and %s", long, c, code)
		}
		codes[long] = code
	}
	for long, table := range unicode.Scripts {
		code, ok := codes[long]
		if !ok {
			t.Errorf("script %s has no ISO 15924 code", long)
			continue
		}
		r := firstRune(table)
		for _, v := range []string{code, long, strings.ToLower(long)} {
			c, err := propertyClass("sc:" + v)
			if err != nil {
				t.Errorf("sc:%s: %v", v, err)
				continue
			}
			if !c(r) {
				t.Errorf("sc:%s does not hold U+%04X", v, r)
			}
		}
	}
	// A script newer than the tables in use is refused, saying so.
	for code, long := range scriptNames {
		if _, ok := unicode.Scripts[long]; ok || long == "Katakana_Or_Hiragana" || long == "Unknown" {
			continue
		}
		if _, err := propertyClass("sc:" + code); err == nil || !strings.Contains(err.Error(), "newer than the Unicode") {
			t.Errorf("sc:%s (%s, not in Unicode %s): %v", code, long, unicode.Version, err)
		}
	}
	// Katakana_Or_Hiragana has no code point; Unknown the unassigned ones.
	if c, err := propertyClass("sc:Hrkt"); err != nil || c('あ') || c('ア') {
		t.Errorf("sc:Hrkt: %v", err)
	}
	if c, err := propertyClass("sc:Zzzz"); err != nil || !c(0x0378) || c('a') || c(0x0300) {
		t.Errorf("sc:Zzzz: %v", err)
	}
}

func firstRune(t *unicode.RangeTable) rune {
	if len(t.R16) > 0 {
		return rune(t.R16[0].Lo)
	}
	return rune(t.R32[0].Lo)
}

// TestScriptCodesAgainstUnicodeData cross-checks the codes with Unicode's
// own files: ScriptExtensions.txt writes Script values as ISO 15924 codes,
// Scripts.txt as long names. The extensions of a code point whose Script
// is neither Common nor Inherited include its Script (UAX #24), so one of
// the codes listed must name it.
func TestScriptCodesAgainstUnicodeData(t *testing.T) {
	version := unicode.Version
	sc := map[rune]string{}
	readUCD(t, shareddata.UnicodePath(t, version, "Scripts.txt"), func(lo, hi rune, v string) {
		for r := lo; r <= hi; r++ {
			sc[r] = v
		}
	})
	checked := map[string]bool{}
	readUCD(t, shareddata.UnicodePath(t, version, "ScriptExtensions.txt"), func(lo, hi rune, v string) {
		for r := lo; r <= hi; r++ {
			long := sc[r]
			if long == "Common" || long == "Inherited" {
				continue
			}
			found := ""
			for _, code := range strings.Fields(v) {
				if scriptNames[code] == long {
					found = code
				}
			}
			if found == "" {
				t.Errorf("U+%04X: Script %s, extensions %s: no code maps to %s", r, long, v, long)
			}
			checked[found] = true
		}
	})
	if len(checked) < 10 {
		t.Errorf("only %d codes cross-checked", len(checked))
	}
	t.Logf("%d of %d codes cross-checked with Unicode %s data", len(checked), len(scriptNames), version)
}

// readUCD calls f for each "lo..hi ; value # comment" line of a UCD file.
func readUCD(t *testing.T, path string, f func(lo, hi rune, v string)) {
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	s := bufio.NewScanner(fh)
	for s.Scan() {
		line, _, _ := strings.Cut(s.Text(), "#")
		cps, v, ok := strings.Cut(line, ";")
		if !ok {
			continue
		}
		a, b, isRange := strings.Cut(strings.TrimSpace(cps), "..")
		lo, err := strconv.ParseUint(a, 16, 32)
		if err != nil {
			t.Fatalf("%s: %q", path, line)
		}
		hi := lo
		if isRange {
			if hi, err = strconv.ParseUint(b, 16, 32); err != nil {
				t.Fatalf("%s: %q", path, line)
			}
		}
		f(rune(lo), rune(hi), strings.TrimSpace(v))
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
}

// TestDeprecatedProperty: Dep, a binary property of the RFC's minimal set
// (section 6.2.3), from Go's unicode.Deprecated. U+0149 and U+0673 are
// deprecated (PropList.txt); a and U+0625 are not.
func TestDeprecatedProperty(t *testing.T) {
	for _, c := range []struct {
		value string
		in    []rune
		out   []rune
	}{
		{"Y", []rune{0x0149, 0x0673}, []rune{'a', 0x0625}},
		{"Yes", []rune{0x0149}, []rune{'a'}},
		{"N", []rune{'a', 0x0625}, []rune{0x0149, 0x0673}},
		{"False", []rune{'a'}, []rune{0x0149}},
	} {
		cl, err := propertyClass("Dep:" + c.value)
		if err != nil {
			t.Fatalf("Dep:%s: %v", c.value, err)
		}
		for _, r := range c.in {
			if !cl(r) {
				t.Errorf("Dep:%s does not hold U+%04X", c.value, r)
			}
		}
		for _, r := range c.out {
			if cl(r) {
				t.Errorf("Dep:%s holds U+%04X", c.value, r)
			}
		}
	}
	if _, err := propertyClass("Dep:Maybe"); err == nil {
		t.Error("Dep:Maybe accepted")
	}
}
