package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The expected tables are written from the standards: U+00B7 MIDDLE DOT is
// PVALID only between two l (RFC 5892 A.3), a rule that only IDNA2008
// applies; xn--ab-0ea is the Punycode of a·b (as in IdnaTestV2.txt).
func TestCompareText(t *testing.T) {
	r := xn(t, "", "compare", "a·b.cat", "example.com")
	want := `a·b.cat
regime                         ASCII           Unicode  verdict
UTS #46 nontransitional        xn--ab-0ea.cat  a·b.cat  ok
UTS #46 transitional           xn--ab-0ea.cat  a·b.cat  ok
IDNA2008                       -               -        FAIL C3
IDNA2008 with UTS #46 mapping  -               -        FAIL C3
WHATWG URL Standard            xn--ab-0ea.cat  a·b.cat  ok
IDNA2003                       xn--ab-0ea.cat  a·b.cat  ok
why they differ:
- With IDNA2008 and IDNA2008 with UTS #46 mapping, '·' is not allowed here: a CONTEXTO rule of RFC 5892 (appendix A) refuses it

example.com
regime                         ASCII        Unicode      verdict
UTS #46 nontransitional        example.com  example.com  ok
UTS #46 transitional           example.com  example.com  ok
IDNA2008                       example.com  example.com  ok
IDNA2008 with UTS #46 mapping  example.com  example.com  ok
WHATWG URL Standard            example.com  example.com  ok
IDNA2003                       example.com  example.com  ok
every regime gives the same result
`
	if r.stdout != want || r.code != 1 || r.stderr != "" {
		t.Errorf("xn compare:\n%v\nwant exit 1 and stdout\n%s", r, want)
	}
	// Names on which every regime agrees exit 0.
	if r := xn(t, "", "compare", "example.com", "xn--bcher-kva.de"); r.code != 0 {
		t.Errorf("xn compare of names every regime agrees on:\n%v", r)
	}
	// A name every regime rejects says so, with the first problem.
	if r := xn(t, "", "compare", "\xff.de"); r.code != 0 || !strings.Contains(r.stdout, "every regime rejects the name; UTS #46 nontransitional: ") || !strings.Contains(r.stdout, "UTF-8") ||
		!strings.HasPrefix(r.stdout, `"\xff.de"`+"\n") {
		t.Errorf("xn compare of invalid UTF-8:\n%v", r)
	}
}

func TestCompareJSON(t *testing.T) {
	r := xn(t, "", "compare", "-f", "json", "faß.de", "_dmarc.example")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if r.code != 1 || len(lines) != 2 {
		t.Fatalf("xn compare -f json:\n%v", r)
	}
	type result struct {
		Regime, Name, ASCII, Unicode string
		OK                           bool
		Codes                        []string
		Settings                     []string
	}
	type reason struct {
		Regimes    []string
		Code, Text string
	}
	var c struct {
		Input       string
		Results     []result
		Differences []struct {
			A, B    string
			Reasons []reason
		}
	}
	if err := json.Unmarshal([]byte(lines[0]), &c); err != nil {
		t.Fatal(err)
	}
	wantASCII := []string{"xn--fa-hia.de", "fass.de", "xn--fa-hia.de", "xn--fa-hia.de", "xn--fa-hia.de", "fass.de"}
	wantRegime := []string{"uts46", "uts46-transitional", "idna2008", "idna2008-lookup", "whatwg", "idna2003"}
	if c.Input != "faß.de" || len(c.Results) != 6 {
		t.Fatalf("faß.de: %+v", c)
	}
	for i, res := range c.Results {
		if res.Regime != wantRegime[i] || res.ASCII != wantASCII[i] || !res.OK || res.Unicode != "faß.de" || len(res.Settings) == 0 {
			t.Errorf("faß.de result %d: %+v, want %s giving %s", i, res, wantRegime[i], wantASCII[i])
		}
	}
	// Four regimes keep ß, two map it: 4×2 pairs differ.
	if len(c.Differences) != 8 {
		t.Errorf("faß.de: %d differences, want 8: %+v", len(c.Differences), c.Differences)
	}
	if d := c.Differences[0]; d.A != "uts46" || d.B != "uts46-transitional" || len(d.Reasons) != 1 ||
		strings.Join(d.Reasons[0].Regimes, " ") != "uts46-transitional idna2003" || !strings.Contains(d.Reasons[0].Text, `'ß', a deviation character, is mapped to 'ss'`) {
		t.Errorf("faß.de first difference %+v", d)
	}

	// Underscores: only the regimes without UseSTD3ASCIIRules accept them.
	c.Results, c.Differences = nil, nil
	if err := json.Unmarshal([]byte(lines[1]), &c); err != nil {
		t.Fatal(err)
	}
	for _, res := range c.Results {
		accepts := res.Regime == "whatwg" || res.Regime == "idna2003"
		if res.OK != accepts || (!accepts && len(res.Codes) == 0) {
			t.Errorf("_dmarc.example %s: %+v", res.Regime, res)
		}
	}
}

func TestCompareUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"compare"}, "compare needs at least one NAME"},
		{[]string{"compare", "-f", "tsv", "x"}, "compare prints text or json"},
		{[]string{"compare", "--profile", "uts46", "x"}, "compare converts with every regime at once: it takes no --profile or switches"},
		{[]string{"compare", "--transitional", "x"}, "takes no --profile or switches"},
		{[]string{"compre", "x"}, `did you mean "compare"?`},
	} {
		r := xn(t, "", tt.args...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("xn %q:\n%v\nwant exit 2 and %q", tt.args, r, tt.want)
		}
	}
	help := xn(t, "", "help", "compare")
	if help.code != 0 || !strings.HasPrefix(help.stdout, "Usage: xn compare") {
		t.Errorf("xn help compare:\n%v", help)
	}
	if r := xn(t, "", "compare", "--help"); r.stdout != help.stdout {
		t.Errorf("xn compare --help differs from xn help compare:\n%v", r)
	}
	if main := xn(t, "", "--help"); !strings.Contains(main.stdout, "\n  xn compare NAME...") || !strings.Contains(main.stdout, "| compare |") {
		t.Errorf("xn --help does not list compare:\n%s", main.stdout)
	}
}
