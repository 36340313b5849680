package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
)

// The fields of xn explain --format json, as docs/cli.md documents them.
// Decoding rejects any other field, so that a field added to the output
// must be added here and to the documentation.
type explainRecord struct {
	Input          string   `json:"input"`
	Profile        string   `json:"profile"`
	Settings       []string `json:"settings"`
	UnicodeVersion string   `json:"unicode_version"`
	InputLabels    []struct {
		Text       string `json:"text"`
		Offset     int    `json:"offset"`
		CodePoints []struct {
			Offset      int     `json:"offset"`
			CodePoint   string  `json:"code_point"`
			Status      string  `json:"status"`
			Mapping     *string `json:"mapping"`
			NV8         bool    `json:"nv8"`
			IDNA2008    string  `json:"idna2008"`
			BidiClass   string  `json:"bidi_class"`
			JoiningType string  `json:"joining_type"`
			Mark        bool    `json:"mark"`
			Virama      bool    `json:"virama"`
		} `json:"code_points"`
		Mapped     string `json:"mapped"`
		Normalized string `json:"normalized"`
	} `json:"input_labels"`
	Labels []struct {
		Index        int           `json:"index"`
		Unicode      string        `json:"unicode"`
		ASCII        string        `json:"ascii"`
		FromPunycode bool          `json:"from_punycode"`
		DecodedFrom  *string       `json:"decoded_from"`
		Undecodable  bool          `json:"undecodable"`
		NoASCII      bool          `json:"no_ascii"`
		Rules        []explainRule `json:"rules"`
	} `json:"labels"`
	BidiDomain      bool          `json:"bidi_domain"`
	NameRules       []explainRule `json:"name_rules"`
	ASCII           string        `json:"ascii"`
	ASCIIOK         bool          `json:"ascii_ok"`
	ASCIIProblems   []jsonProblem `json:"ascii_problems"`
	Unicode         string        `json:"unicode"`
	UnicodeOK       bool          `json:"unicode_ok"`
	UnicodeProblems []jsonProblem `json:"unicode_problems"`
	Display         struct {
		Shown    string        `json:"shown"`
		Output   string        `json:"output"`
		Reasons  []jsonReason  `json:"reasons"`
		Problems []jsonProblem `json:"problems"`
	} `json:"display"`
	Host string `json:"host"`
}

type explainRule struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

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
func findRule(rules []explainRule, code string) (explainRule, bool) {
	for _, r := range rules {
		if r.Code == code {
			return r, true
		}
	}
	return explainRule{}, false
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
