package main

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
	"github.com/xn-go/xn/cmd/xn/internal/playground"
	"github.com/xn-go/xn/idna"
)

type explainRecord = explainjson.Explanation

// decodeExplain decodes one explain record strictly.
func decodeExplain(t *testing.T, data string) explainRecord {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(data))
	dec.DisallowUnknownFields()
	var rec explainRecord
	if err := dec.Decode(&rec); err != nil {
		t.Fatalf("decoding %q: %v", data, err)
	}
	if rec.Settings == nil || rec.InputLabels == nil || rec.Labels == nil || rec.NameRules == nil ||
		rec.ASCIIProblems == nil || rec.UnicodeProblems == nil || rec.Display.Reasons == nil || rec.Display.Problems == nil {
		t.Errorf("an array is null in %q", data)
	}
	return rec
}

// findRule returns the verdict of the rule with the code in rules, if any.
func findRule(rules []explainjson.Rule, code string) (explainjson.Rule, bool) {
	for _, r := range rules {
		if r.Code == code {
			return r, true
		}
	}
	return explainjson.Rule{}, false
}

func TestExplainJSON(t *testing.T) {
	r := xn(t, "", "explain", "--format", "json", "xn--go-.dev", "bücher.de", "аррӏе.com")
	if r.code != 1 || r.stderr != "" {
		t.Fatalf("%v", r)
	}
	lines := strings.SplitAfter(r.stdout, "\n")
	if len(lines) != 4 || lines[3] != "" {
		t.Fatalf("want one line per name:\n%s", r.stdout)
	}

	// xn--go-.dev: the first label decodes to ASCII and fails P4.
	g := decodeExplain(t, lines[0])
	if g.Input != "xn--go-.dev" || g.Profile != "lookup" || g.UnicodeVersion != idna.UnicodeVersion || len(g.Labels) != 2 || len(g.InputLabels) != 2 {
		t.Fatalf("xn--go-.dev: %+v", g)
	}
	l0 := g.Labels[0]
	if p4, ok := findRule(l0.Rules, "P4"); !ok || p4.OK {
		t.Errorf("xn--go-.dev: label 0 P4 %+v, %v; want a failure", p4, ok)
	}
	if !l0.FromPunycode || l0.DecodedFrom == nil || *l0.DecodedFrom != "xn--go-" || l0.Unicode != "go" {
		t.Errorf("xn--go-.dev: label 0 %+v", l0)
	}
	if g.ASCIIOK || g.ASCII != "" || len(g.ASCIIProblems) != 1 || g.ASCIIProblems[0].Code != "P4" || g.ASCIIProblems[0].Text == "" {
		t.Errorf("xn--go-.dev: ToASCII %q %v %+v", g.ASCII, g.ASCIIOK, g.ASCIIProblems)
	}
	if g.Display.Shown != "" || g.Display.Output != "" || len(g.Display.Problems) == 0 || g.Display.Problems[0].Code != "P4" {
		t.Errorf("xn--go-.dev: display %+v", g.Display)
	}

	// bücher.de: every rule passes; ü is valid and PVALID.
	b := decodeExplain(t, lines[1])
	if !b.ASCIIOK || !b.UnicodeOK || b.ASCII != "xn--bcher-kva.de" || b.Unicode != "bücher.de" || len(b.Labels) != 2 {
		t.Fatalf("bücher.de: %+v", b)
	}
	if l := b.Labels[0]; l.Unicode != "bücher" || l.ASCII != "xn--bcher-kva" || l.FromPunycode || l.DecodedFrom != nil {
		t.Errorf("bücher.de: label 0 %+v", l)
	}
	for _, code := range []string{"V2", "V3", "V5"} {
		if v, ok := findRule(b.Labels[0].Rules, code); !ok || !v.OK || v.Name == "" {
			t.Errorf("bücher.de: label 0 rule %s: %+v, %v", code, v, ok)
		}
	}
	for _, l := range b.Labels {
		for _, v := range l.Rules {
			if !v.OK {
				t.Errorf("bücher.de: label %d: rule %+v failed", l.Index, v)
			}
		}
	}
	if cps := b.InputLabels[0].CodePoints; len(cps) != 6 || cps[1].CodePoint != "U+00FC" || cps[1].Offset != 1 ||
		cps[1].Status != "valid" || cps[1].IDNA2008 != "PVALID" || cps[1].Mapping != nil || cps[2].Offset != 3 {
		t.Errorf("bücher.de: code points %+v", cps)
	}
	if b.Display.Shown != "unicode" || b.Display.Output != "bücher.de" || len(b.Display.Reasons) != 0 {
		t.Errorf("bücher.de: display %+v", b.Display)
	}

	// аррӏе.com: valid, but the display policy refuses its Unicode form.
	a := decodeExplain(t, lines[2])
	if !a.ASCIIOK || a.ASCII != "xn--80ak6aa92e.com" || a.Display.Shown != "ascii" || a.Display.Output != "xn--80ak6aa92e.com" ||
		len(a.Display.Reasons) == 0 || a.Display.Reasons[0].Label != 0 || a.Display.Reasons[0].Code == "" {
		t.Errorf("аррӏе.com: %+v", a.Display)
	}
}

// With IDNA2003, the trace has the same fields, with RFC 3490's steps.
func TestExplainJSONIDNA2003(t *testing.T) {
	r := xn(t, "", "explain", "-f", "json", "--profile", "idna2003", "Bücher.de")
	if r.code != 0 {
		t.Fatalf("%v", r)
	}
	rec := decodeExplain(t, r.stdout)
	if rec.Profile != "idna2003" || strings.Join(rec.Settings, " ") != "IDNA2003" || rec.ASCII != "xn--bcher-kva.de" {
		t.Fatalf("%+v", rec)
	}
	if il := rec.InputLabels[0]; il.Mapped != "bücher" || il.CodePoints[0].CodePoint != "U+0042" {
		t.Errorf("input label 0 %+v", il)
	}
	for _, code := range []string{"NP_PROHIBITED", "NP_BIDI", "PUNYCODE", "LENGTH"} {
		if v, ok := findRule(rec.Labels[0].Rules, code); !ok || !v.OK {
			t.Errorf("label 0 rule %s: %+v, %v", code, v, ok)
		}
	}
	// A mapped code point has its mapping; the display verdict is there.
	r = xn(t, "", "explain", "-f", "json", "Bücher.de")
	rec = decodeExplain(t, r.stdout)
	if m := rec.InputLabels[0].CodePoints[0].Mapping; rec.InputLabels[0].CodePoints[0].Status != "mapped" || m == nil || *m != "b" {
		t.Errorf("B: %+v", rec.InputLabels[0].CodePoints[0])
	}
	// tsv is still not a format of explain.
	if r := xn(t, "", "explain", "-f", "tsv", "a.de"); r.code != 2 {
		t.Errorf("explain -f tsv: %v", r)
	}
}

// The example of docs/cli.md has exactly the documented fields, and is the
// output of xn with the Unicode 15.0.0 tables.
func TestExplainJSONDoc(t *testing.T) {
	doc, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	const cmd = "$ xn explain --format json bücher.de\n"
	_, after, ok := strings.Cut(string(doc), cmd)
	if !ok {
		t.Fatalf("docs/cli.md has no example %q", cmd)
	}
	example, _, _ := strings.Cut(after, "```")
	var compact bytes.Buffer
	if err := json.Compact(&compact, []byte(example)); err != nil {
		t.Fatalf("the example is not JSON: %v", err)
	}
	rec := decodeExplain(t, compact.String())
	if rec.Input != "bücher.de" || rec.Labels[0].ASCII != "xn--bcher-kva" || rec.Display.Shown != "unicode" {
		t.Errorf("docs example: %+v", rec)
	}
	if idna.UnicodeVersion != "15.0.0" {
		t.Skipf("the example shows the 15.0.0 tables; these are %s", idna.UnicodeVersion)
	}
	r := xn(t, "", "explain", "--format", "json", "bücher.de")
	if got := strings.TrimSuffix(r.stdout, "\n"); got != compact.String() {
		t.Errorf("xn explain --format json bücher.de prints\n%s\ndocs/cli.md shows\n%s", got, compact.String())
	}
}

// The field table of docs/cli.md lists every field of the output, no
// more: those of xn explain -f json for names that fill every list, and
// those only the playground fills in (labels[].punycode), through the same
// builder. Each name of the migration table's right column is a field.
func TestExplainJSONFields(t *testing.T) {
	doc, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(doc), "#### explain --format json\n")
	section, _, _ = strings.Cut(section, "\n### ")
	documented, migrated := docFields(t, section)

	seen := map[string]bool{}
	r := xn(t, "", "explain", "-f", "json", "xn--go-.dev", "bücher.de", "аррӏе.com", "Faß.de", "my_site.com", "xn--a.com")
	for _, line := range strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n") {
		var v any
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		collectFields(v, "", seen)
	}
	for _, name := range []string{"bücher.de", "xn--a.com"} {
		x, err := playground.Explain(name, playground.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(x)
		var v any
		json.Unmarshal(b, &v)
		collectFields(v, "", seen)
	}
	for f := range seen {
		if !documented[f] {
			t.Errorf("the output has the field %s, which docs/cli.md does not document", f)
		}
	}
	for f := range documented {
		if !seen[f] {
			t.Errorf("docs/cli.md documents the field %s, which the output lacks", f)
		}
	}
	for _, f := range migrated {
		if !documented[f] {
			t.Errorf("the migration table names %s, which is not a field", f)
		}
	}
}

// docFields returns the fields of the first column of the field table, and
// the fields of the right column of the migration table.
func docFields(t *testing.T, section string) (map[string]bool, []string) {
	t.Helper()
	field := regexp.MustCompile("`([a-z0-9_.\\[\\]]+)`")
	documented := map[string]bool{}
	var migrated []string
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(line, " | ")
		switch {
		case len(cells) == 3 && strings.HasPrefix(line, "| `"):
			for _, m := range field.FindAllStringSubmatch(cells[0], -1) {
				documented[m[1]] = true
			}
		case len(cells) == 2 && strings.HasPrefix(line, "| `"):
			for _, m := range field.FindAllStringSubmatch(cells[1], -1) {
				if strings.Contains(m[1], "_") || strings.Contains(m[1], ".") {
					migrated = append(migrated, m[1])
				}
			}
		}
	}
	if len(documented) < 50 || len(migrated) < 20 {
		t.Fatalf("docs/cli.md: %d fields in the table, %d in the migration table", len(documented), len(migrated))
	}
	return documented, migrated
}

// collectFields adds the path of every field of v to seen, as docs/cli.md
// writes them ("labels[].rules[].code"); regimes, documented with xn
// compare, is one field.
func collectFields(v any, path string, seen map[string]bool) {
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			p := k
			if path != "" {
				p = path + "." + k
			}
			seen[p] = true
			if p != "regimes" {
				collectFields(e, p, seen)
			}
		}
	case []any:
		for _, e := range v {
			collectFields(e, path+"[]", seen)
		}
	}
}

// The command line and the playground name a selection alike: the
// profile, each switch on or off, and the Unicode version.
func TestSelectionNamedAlike(t *testing.T) {
	tests := []struct {
		args     []string
		settings playground.Settings
		want     string
	}{
		{nil, playground.Settings{}, "lookup"},
		{[]string{"-p", "uts46", "--no-check-hyphens", "--transitional"},
			playground.Settings{Profile: "uts46", Options: map[string]bool{"check-hyphens": false, "transitional": true}},
			"uts46 --transitional --no-check-hyphens"},
		{[]string{"--std3=false", "--unicode", "15.0.0"}, playground.Settings{Options: map[string]bool{"std3": false}, Unicode: "15.0.0"},
			"lookup --no-std3 --unicode 15.0.0"},
	}
	for _, tt := range tests {
		var cli struct{ Profile string }
		r := xn(t, "", append([]string{"explain", "-fjson", "a.de"}, tt.args...)...)
		if err := json.Unmarshal([]byte(r.stdout), &cli); err != nil {
			t.Fatalf("xn explain %q: %v\n%v", tt.args, err, r)
		}
		x, err := playground.Explain("a.de", tt.settings)
		if err != nil {
			t.Fatal(err)
		}
		if cli.Profile != tt.want || x.Profile != tt.want {
			t.Errorf("%q: xn explain names %q, the playground %q; want %q", tt.args, cli.Profile, x.Profile, tt.want)
		}
	}
}
