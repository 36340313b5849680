package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/idnatestv2"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// TestUnicodeFlag: for every Unicode version xn carries, xn --unicode V
// -p uts46 ascii agrees with the toAsciiN column of that version's
// IdnaTestV2.txt on its rows, valid and failing, when the build serves V
// (idna.ServesUnicode); otherwise it is a usage error that says why, and
// xn version says the same.
func TestUnicodeFlag(t *testing.T) {
	version := xn(t, "", "version").stdout
	for _, v := range unicodeversions.Names() {
		if err := idna.ServesUnicode(v); err != nil {
			r := xn(t, "", "--unicode", v, "ascii", "bücher.de")
			if r.code != exitUsage || !strings.Contains(r.stderr, err.Error()) {
				t.Errorf("--unicode %s, not served: %v; want exit 2 and %q", v, r, err)
			}
			if !strings.Contains(version, "--unicode "+v+": not served: "+err.Error()) {
				t.Errorf("xn version does not say why %s is not served:\n%s", v, version)
			}
			continue
		}
		if !strings.Contains(version, "--unicode "+v+": served") {
			t.Errorf("xn version does not list %s as served:\n%s", v, version)
		}
		in, want := validRows(t, v, 1)
		r := xn(t, strings.Join(in, "\n")+"\n", "--unicode", v, "-p", "uts46", "ascii")
		got := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
		if r.code > exitFailed || len(got) != len(want) {
			t.Fatalf("--unicode %s: exit %d, %d lines for %d rows\n%s", v, r.code, len(got), len(want), r.stderr)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("--unicode %s: %q gives %q, IdnaTestV2 %s %q", v, in[i], got[i], v, want[i])
			}
		}
	}
	if r := xn(t, "", "--unicode", "14.0.0", "ascii", "a.de"); r.code != exitUsage {
		t.Errorf("--unicode 14.0.0: %v, want a usage error", r)
	}
	if r := xn(t, "", "--unicode", idna.UnicodeVersion, "-p", "idna2003", "ascii", "a.de"); r.code != exitUsage {
		t.Errorf("--unicode with idna2003: %v, want a usage error", r)
	}
}

var escape = regexp.MustCompile(`\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}`)

// validRows returns every step-th row of IdnaTestV2 of version whose
// toAsciiN does not depend on the caller's settings, as the source and its
// toAsciiN ("" for a row that fails, which xn prints as an empty line); rows
// whose source has control characters, spaces or leading or trailing
// dots are left out, since xn reads standard input line by line and
// trims it.
func validRows(t *testing.T, version string, step int) (in, want []string) {
	t.Helper()
	data, err := idnatestv2.Rows(version)
	if err != nil {
		t.Fatal(err)
	}
	unescape := func(s string) string {
		return escape.ReplaceAllStringFunc(s, func(m string) string {
			h := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(m, `\u`), `\x{`), "}")
			n, _ := strconv.ParseUint(h, 16, 32)
			return string(rune(n))
		})
	}
	n := 0
	for line := range strings.SplitSeq(string(data), "\n") {
		f := strings.Split(line, ";")
		if len(f) < 5 {
			continue
		}
		for i := range f {
			f[i] = unescape(strings.TrimSpace(f[i]))
		}
		src, uni, uniStatus, ascii, asciiStatus := f[0], f[1], f[2], f[3], f[4]
		if uni == "" {
			uni = src
		}
		if ascii == "" {
			ascii = uni
		}
		if asciiStatus == "" {
			asciiStatus = uniStatus
		}
		if asciiStatus != "" {
			// A failed line prints as an empty one. The length rules
			// (A4) and the empty-result rule (X4_2) depend on settings
			// the file leaves to the caller; those rows are left out.
			if strings.Contains(asciiStatus, "A4") || strings.Contains(asciiStatus, "X4_2") {
				continue
			}
			ascii = ""
		}
		if strings.ContainsFunc(src, func(r rune) bool { return r < 0x21 || r == 0x85 || r == 0x2028 || r == 0x2029 }) ||
			strings.HasPrefix(src, ".") || strings.HasSuffix(src, ".") || src == "" {
			continue
		}
		if n++; n%step == 0 {
			in, want = append(in, src), append(want, ascii)
		}
	}
	if len(in) < 10 {
		t.Fatalf("IdnaTestV2 %s: only %d valid rows sampled", version, len(in))
	}
	return in, want
}

// TestCompareUnicode: xn compare --unicode V compares by V's tables (U+1E9E
// maps to "ss" in 15.0.0 and to U+00DF from 15.1.0 on), says so in its
// JSON, and refuses a version the build does not serve.
func TestCompareUnicode(t *testing.T) {
	for v, want := range map[string]string{"15.0.0": `"ascii":"ss.de"`, "15.1.0": `"ascii":"xn--zca.de"`} {
		r := xn(t, "", "compare", "--unicode", v, "-f", "json", "\u1e9e.de")
		if r.code != exitFailed || !strings.Contains(r.stdout, `"unicode_version":"`+v+`"`) ||
			!strings.Contains(r.stdout, `{"regime":"uts46","name":"UTS #46 nontransitional","settings":`) ||
			!strings.Contains(strings.SplitN(r.stdout, `"regime":"uts46-transitional"`, 2)[0], want) {
			t.Errorf("compare --unicode %s: %v; want exit 1, its version and uts46 giving %s", v, r, want)
		}
	}
	if r := xn(t, "", "compare", "--unicode", "14.0.0", "a.de"); r.code != exitUsage {
		t.Errorf("compare --unicode 14.0.0: %v, want a usage error", r)
	}
}

// TestExplainUnicode: xn explain --unicode V names V in its header and
// JSON and shows the mappings of V's tables (U+1E9E: "ss" in 15.0.0, U+00DF
// from 15.1.0 on); the idna2003 profile says Unicode 3.2.0.
func TestExplainUnicode(t *testing.T) {
	for v, mapping := range map[string]string{"15.0.0": `"mapping":"ss"`, "15.1.0": `"mapping":"ß"`} {
		r := xn(t, "", "explain", "--unicode", v, "-f", "json", "\u1e9e")
		if !strings.Contains(r.stdout, `"unicode_version":"`+v+`"`) || !strings.Contains(r.stdout, mapping) {
			t.Errorf("explain --unicode %s -f json: %v; want its version and %s", v, r, mapping)
		}
		if r := xn(t, "", "explain", "--unicode", v, "a.de"); !regexp.MustCompile(`(?m)^Unicode +` + regexp.QuoteMeta(v) + `$`).MatchString(r.stdout) {
			t.Errorf("explain --unicode %s: the header does not name the version:\n%s", v, r.stdout)
		}
	}
	if r := xn(t, "", "explain", "-p", "idna2003", "-f", "json", "a.de"); !strings.Contains(r.stdout, `"unicode_version":"3.2.0"`) {
		t.Errorf("explain -p idna2003: %v; want Unicode 3.2.0", r)
	}
}

// The display policy converts by the tables --unicode selects, in unicode
// --safe, in explain's text and in its JSON: ẞ is "ss" in 15.0.0 and ß,
// a deviation kept, from 15.1.0 on.
func TestDisplayUnicode(t *testing.T) {
	for v, shown := range map[string]string{"15.0.0": "ss.de", "15.1.0": "ß.de"} {
		if r := xn(t, "", "unicode", "--safe", "--unicode", v, "ẞ.de"); r.stdout != shown+"\n" {
			t.Errorf("unicode --safe --unicode %s ẞ.de: %v; want %s", v, r, shown)
		}
		r := xn(t, "", "explain", "--color=never", "--unicode", v, "ẞ.de")
		if s := sections(t, r.stdout)["7"]; !regexp.MustCompile(`(?m)^ +shown +` + shown + ` `).MatchString(s) {
			t.Errorf("explain --unicode %s ẞ.de, section 7:\n%s\nwant shown %s", v, s, shown)
		}
		r = xn(t, "", "explain", "-f", "json", "--unicode", v, "ẞ.de")
		if !strings.Contains(r.stdout, `"display":{"shown":"unicode","output":"`+shown+`"`) {
			t.Errorf("explain -f json --unicode %s ẞ.de: %v; want the display output %s", v, r, shown)
		}
	}
}
