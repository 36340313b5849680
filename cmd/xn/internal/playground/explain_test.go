package playground

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
)

// Every profile, with and without switches, explains awkward names without
// a panic, and the answer is JSON.
func TestExplainAwkward(t *testing.T) {
	names := []string{
		"", ".", "..", "xn--", "XN--", "xn--a", "xn--go-.dev", "XN--BCHER-KVA.example",
		"xn--bcher-kva.xn--", "a..b", "\xff.de", "b\xfccher", "١٢٣.com", "a\u200db.de",
		"。", "ａ．ｂ｡c", "-a-.b", "ab--c.de", "xn--ls8h.la", strings.Repeat("a", 300),
		"1.2.3.4", "０ｘ７ｆ.example", "a/b.c", "ß.de", "\u0301a.de", "xn--zca.de",
	}
	settings := []Settings{{}, {Options: map[string]bool{"ignore-invalid-punycode": true, "transitional": true}}}
	for _, p := range ProfileNames() {
		settings = append(settings, Settings{Profile: p}, Settings{Profile: p, Options: map[string]bool{"std3": false, "verify-dns-length": true}})
	}
	for _, s := range settings {
		for _, n := range names {
			x, err := Explain(n, s)
			if err != nil {
				t.Errorf("%+v %q: %v", s, n, err)
				continue
			}
			if _, err := json.Marshal(x); err != nil {
				t.Errorf("%+v %q: JSON: %v", s, n, err)
			}
			for _, p := range x.ASCIIProblems {
				if p.Start < 0 || p.End < p.Start || p.End > len(utf16.Encode([]rune(n))) {
					t.Errorf("%+v %q: problem %s marks %d..%d", s, n, p.Code, p.Start, p.End)
				}
			}
		}
		if _, err := Convert(names, s); err != nil {
			t.Errorf("%+v: Convert: %v", s, err)
		}
	}
}

// The trace of an xn-- label is its decoding.
func TestExplainDecodeTrace(t *testing.T) {
	x, err := Explain("xn--bcher-kva.example", Settings{})
	if err != nil {
		t.Fatal(err)
	}
	tr := x.Labels[0].Punycode
	if tr == nil || !tr.Decode || tr.Input != "bcher-kva" || tr.Output != "bücher" || tr.Basic != 5 ||
		len(tr.Steps) != 1 || tr.Steps[0].CodePoint != "U+00FC" || tr.Steps[0].Index != 1 {
		t.Errorf("trace %+v", tr)
	}
	x, _ = Explain("xn--go-.dev", Settings{})
	if tr := x.Labels[0].Punycode; tr == nil || !tr.Decode || tr.Error != "" || tr.Output != "go" {
		t.Errorf("xn--go-: trace %+v", tr)
	}
	// As in xn explain: IDNA2003 traces the decoding that failed
	// (PUNYCODE), and nothing for a label its ToASCII stopped before.
	x, _ = Explain("xn--99999999999999.com", Settings{Profile: "idna2003"})
	if tr := x.Labels[0].Punycode; tr == nil || !tr.Decode || tr.Input != "99999999999999" || !strings.Contains(tr.Error, "overflow") {
		t.Errorf("idna2003 xn--99999999999999: trace %+v", tr)
	}
	x, _ = Explain("aم.com", Settings{Profile: "idna2003"})
	if tr := x.Labels[0].Punycode; !x.Labels[0].NoASCII || tr != nil {
		t.Errorf("idna2003 aم: trace %+v, label %+v", tr, x.Labels[0])
	}
	x, _ = Explain("xn--0κ-a", Settings{}) // kept as it is: the label as given does not decode
	if tr := x.Labels[0].Punycode; tr == nil || !tr.Decode || tr.Input != "0κ-a" || tr.Error == "" {
		t.Errorf("xn--0κ-a: trace %+v", tr)
	}
}

// The status line's verdicts, the script and name of each code point, and
// the regimes, for a look-alike, a good name and a failing one.
func TestExplainVerdict(t *testing.T) {
	x, err := Explain("аpple.com", Settings{}) // Cyrillic а
	if err != nil {
		t.Fatal(err)
	}
	v := x.Verdict
	if !v.OK || v.Safe || v.Conversion != "Valid" || v.Display != "Shown as xn--pple-43d.com: The part 'аpple' mixes Cyrillic and Latin letters and looks like 'apple.com', so it can imitate that name" {
		t.Errorf("аpple.com: verdict %+v", v)
	}
	c := x.InputLabels[0].CodePoints[0]
	if c.CodePoint != "U+0430" || c.Script != "Cyrillic" || c.Name != "CYRILLIC SMALL LETTER A" {
		t.Errorf("аpple.com: first code point %+v", c)
	}
	if c := x.InputLabels[0].CodePoints[1]; c.Script != "Latin" || c.Name != "LATIN SMALL LETTER P" {
		t.Errorf("аpple.com: second code point %+v", c)
	}
	if x.Regimes == nil || len(x.Regimes.Results) != 6 || x.Regimes.Input != "аpple.com" {
		t.Errorf("аpple.com: regimes %+v", x.Regimes)
	}

	x, _ = Explain("bücher.example", Settings{})
	if v := x.Verdict; !v.OK || !v.Safe || v.Conversion != "Valid" || v.Display != "Shown as bücher.example" {
		t.Errorf("bücher.example: verdict %+v", v)
	}
	if c := x.InputLabels[0].CodePoints[1]; c.Name != "LATIN SMALL LETTER U WITH DIAERESIS" || c.Script != "Latin" {
		t.Errorf("bücher: ü is %+v", c)
	}

	x, _ = Explain("xn--go-.dev", Settings{})
	if v := x.Verdict; v.OK || v.Safe || !strings.HasPrefix(v.Conversion, "Not valid: ") || !strings.Contains(v.Conversion, "'xn--go-'") ||
		v.Display != "Nothing safe to show" {
		t.Errorf("xn--go-.dev: verdict %+v", v)
	}
	x, _ = Explain("a-.b-.example", Settings{})
	if v := x.Verdict; !strings.HasSuffix(v.Conversion, "(and 1 more problem)") {
		t.Errorf("a-.b-.example: verdict %+v", v)
	}
	// Characters outside every script, and unnamed ones.
	x, _ = Explain("a\u0301\U0010FFFF", Settings{})
	for _, c := range x.InputLabels[0].CodePoints {
		want := map[string]string{"U+0061": "Latin", "U+0301": "Inherited", "U+10FFFF": "Unknown"}[c.CodePoint]
		if c.Script != want {
			t.Errorf("%s: script %q, want %q", c.CodePoint, c.Script, want)
		}
	}
}

// List mode gives each name the display verdict.
func TestConvertDisplay(t *testing.T) {
	res, err := Convert([]string{"аpple.com", "bücher.example", "xn--go-.dev"}, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if r := res[0]; !r.OK || r.Safe || r.Shown != "xn--pple-43d.com" || r.Display != "The part 'аpple' mixes Cyrillic and Latin letters and looks like 'apple.com', so it can imitate that name" {
		t.Errorf("аpple.com: %+v", r)
	}
	if r := res[1]; !r.OK || !r.Safe || r.Shown != "bücher.example" || r.Display != "" {
		t.Errorf("bücher.example: %+v", r)
	}
	if r := res[2]; r.OK || r.Safe || r.Shown != "" || r.Display != "Nothing safe to show" ||
		!strings.HasPrefix(r.Text, "The part 'xn--go-' ") {
		t.Errorf("xn--go-.dev: %+v", r)
	}
	// The sentences in the language asked for.
	de, err := Convert([]string{"xn--go-.dev"}, Settings{Lang: "de"})
	if err != nil {
		t.Fatal(err)
	}
	if r := de[0]; !strings.HasPrefix(r.Text, "Der Teil „xn--go-“ ") || r.Display != "Nichts, was sicher angezeigt werden kann" {
		t.Errorf("xn--go-.dev in German: %+v", r)
	}
}

// The playground takes what the form checker takes, and says each
// sentence once.
func TestExplainSaysOnce(t *testing.T) {
	x, err := Explain("https://аpple.com/login", Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if x.Input != "https://аpple.com/login" || x.Host != "аpple.com" || x.Display.Shown != "ascii" ||
		len(x.Display.Reasons) == 0 || x.Display.Reasons[0].Code != "restriction-level" {
		t.Errorf("https://аpple.com/login: host %q, display %+v", x.Host, x.Display)
	}
	if want := len("https://"); len(x.ASCIIProblems) != 0 || x.Host != x.Input[want:want+len(x.Host)] {
		t.Errorf("https://аpple.com/login: problems %+v", x.ASCIIProblems)
	}
	for _, n := range []string{"my_site.com", "a_b.c_d.com", "xn--go-.dev", "a-.b-.example"} {
		x, _ := Explain(n, Settings{})
		seen := map[string]bool{}
		for _, p := range said(x.ASCIIProblems) {
			if seen[p.Text] {
				t.Errorf("%s: the sentence %q twice", n, p.Text)
			}
			seen[p.Text] = true
		}
	}
	x, _ = Explain("my_site.com", Settings{})
	ps := said(x.ASCIIProblems)
	if v := x.Verdict.Conversion; strings.Contains(v, "more problem") || len(ps) != 1 || codes(ps[0]) != "P1,V6" && codes(ps[0]) != "U1" {
		t.Errorf("my_site.com: %q, %+v", v, x.ASCIIProblems)
	}
	x, _ = Explain("аpple.com:443", Settings{})
	if x.Host != "аpple.com" || !x.ASCIIOK || x.Display.Reasons[0].Code != "restriction-level" {
		t.Errorf("аpple.com:443: host %q, problems %+v, display %+v", x.Host, x.ASCIIProblems, x.Display)
	}
}

// The sentences come in the language the page asks for.
func TestExplainLanguage(t *testing.T) {
	for _, tt := range []struct{ lang, want string }{
		{"", "The part 'my_site' has '_'"}, {"de", "Der Teil „my_site“ enthält „_“"}, {"de-CH", "Der Teil „my_site“ enthält „_“"},
		{"fr", "The part 'my_site' has '_'"}, {"!!", "The part 'my_site' has '_'"},
	} {
		x, err := Explain("my_site.com", Settings{Lang: tt.lang})
		if err != nil || len(said(x.ASCIIProblems)) != 1 || !strings.HasPrefix(x.ASCIIProblems[0].Text, tt.want) {
			t.Errorf("lang %q: %v %+v, want %q", tt.lang, err, x.ASCIIProblems, tt.want)
		}
	}
	x, _ := Explain("xn--80ak6aa92e.com", Settings{Lang: "de"})
	if len(x.Display.Reasons) == 0 || x.Display.Reasons[0].Text == x.Display.Reasons[0].Message || strings.Contains(x.Display.Reasons[0].Text, " is ") {
		t.Errorf("look-alike in German: %+v", x.Display.Reasons)
	}
	if l := Info().Languages; len(l) < 2 || l[0] != "en" || !slices.Contains(l, "de") {
		t.Errorf("Info().Languages = %q", l)
	}
}

// said returns the problems that say a sentence: each sentence once.
func said(ps []explainjson.Problem) []explainjson.Problem {
	var out []explainjson.Problem
	for _, p := range ps {
		if p.Text != "" {
			out = append(out, p)
		}
	}
	return out
}

func codes(p explainjson.Problem) string { return strings.Join(p.Codes, ",") }

// TestExplainUnicode: Settings.Unicode converts, compares and names the
// version (U+1E9E maps to "ss" in 15.0.0, to U+00DF from 15.1.0 on); Info
// lists the versions served; a version not served, or one given to the
// IDNA2003 profile, is a request error.
func TestExplainUnicode(t *testing.T) {
	for v, want := range map[string]string{"15.0.0": "ss.de", "15.1.0": "xn--zca.de"} {
		x, err := Explain("\u1e9e.de", Settings{Unicode: v})
		if err != nil {
			t.Fatal(err)
		}
		if x.ASCII != want || x.UnicodeVersion != v || x.Regimes.UnicodeVersion != v || !strings.HasSuffix(x.Profile, "--unicode "+v) {
			t.Errorf("Unicode %s: ascii %q, version %q, regimes %q, profile %q; want %q", v, x.ASCII, x.UnicodeVersion, x.Regimes.UnicodeVersion, x.Profile, want)
		}
		// The display policy converts by the same tables, in the list too.
		shown := map[string]string{"ss.de": "ss.de", "xn--zca.de": "ß.de"}[want]
		res, err := Convert([]string{"\u1e9e.de"}, Settings{Unicode: v})
		if err != nil {
			t.Fatal(err)
		}
		if x.Display.Output != shown || res[0].Shown != shown {
			t.Errorf("Unicode %s: shown %q by Explain, %q by Convert; want %q", v, x.Display.Output, res[0].Shown, shown)
		}
	}
	if info := Info(); !slices.Contains(info.UnicodeVersions, "15.1.0") || !slices.Contains(info.UnicodeVersions, info.UnicodeVersion) {
		t.Errorf("Info().UnicodeVersions = %v", info.UnicodeVersions)
	}
	var re *RequestError
	for _, s := range []Settings{{Unicode: "14.0.0"}, {Profile: "idna2003", Unicode: "15.1.0"}} {
		if _, err := Explain("a.de", s); !errors.As(err, &re) {
			t.Errorf("Explain with %+v: %v, want a RequestError", s, err)
		}
	}
}

// TestVerdictLanguage: the status line is in the language of the
// sentences, the host sentence included.
func TestVerdictLanguage(t *testing.T) {
	x, err := Explain("https://\u0430pple.com/login", Settings{Lang: "de"})
	if err != nil {
		t.Fatal(err)
	}
	if v := x.Verdict; v.Conversion != "Gültig" || !strings.HasPrefix(v.Display, "Angezeigt als xn--pple-43d.com: ") ||
		v.Host != "Geprüft wird der Host xn--pple-43d.com" {
		t.Errorf("German verdict %+v", v)
	}
}

// The list checks each row as the single-name view does (issue 40 item
// 3): the host of a pasted link, host and port or email address, with its
// look-alike verdict, and what to enter instead, naming the host as the
// display policy shows it (item 4).
func TestConvertPaste(t *testing.T) {
	tests := []struct {
		in, host, text, shown string
		ok, safe              bool
	}{
		{"https://аpple.com/login", "аpple.com", "This is a web address; enter only the domain, xn--pple-43d.com", "xn--pple-43d.com", true, false},
		{"https://xn--pple-43d.com:443/x", "аpple.com", "This is a web address; enter only the domain, xn--pple-43d.com", "xn--pple-43d.com", true, false},
		{"bücher.de:8080", "bücher.de", "Remove the port number :8080; enter only the domain, bücher.de", "bücher.de", true, true},
		{"info@аpple.com", "аpple.com", "This is an email address; enter only the domain, xn--pple-43d.com", "xn--pple-43d.com", true, false},
		{"my_site.com", "", "The part 'my_site' has '_'; a domain name can have only letters, digits and hyphens, so remove it", "", false, false},
		{"bücher.de", "", "", "bücher.de", true, true},
	}
	for _, tt := range tests {
		res, err := Convert([]string{tt.in}, Settings{})
		if err != nil {
			t.Fatal(err)
		}
		r := res[0]
		if r.Host != tt.host || r.Text != tt.text || r.OK != tt.ok || r.Shown != tt.shown || r.Safe != tt.safe || !r.OK && len(r.Codes) == 0 {
			t.Errorf("Convert(%q) = host %q, text %q, ok %v, shown %q, safe %v, codes %q;\nwant host %q, text %q, ok %v, shown %q, safe %v",
				tt.in, r.Host, r.Text, r.OK, r.Shown, r.Safe, r.Codes, tt.host, tt.text, tt.ok, tt.shown, tt.safe)
		}
		if strings.Contains(r.Text, "аpple") || strings.Contains(r.Display, "аpple.com") {
			t.Errorf("Convert(%q): the look-alike drawn in Unicode in %q / %q", tt.in, r.Text, r.Display)
		}
		x, _ := Explain(tt.in, Settings{})
		if tt.host != "" && x.Host != r.Host {
			t.Errorf("%q: the list checks the host %q, the single-name view %q", tt.in, r.Host, x.Host)
		}
		if x.ASCIIOK != r.OK || x.Display.Output != r.Shown || x.Verdict.Safe != r.Safe {
			t.Errorf("%q: the list says ok %v, shown %q, safe %v; the single-name view %v, %q, %v", tt.in, r.OK, r.Shown, r.Safe, x.ASCIIOK, x.Display.Output, x.Verdict.Safe)
		}
	}
	de, _ := Convert([]string{"https://аpple.com/login"}, Settings{Lang: "de"})
	if r := de[0]; !strings.HasSuffix(r.Text, "xn--pple-43d.com") || !strings.HasPrefix(r.Text, "Das ist eine Webadresse") {
		t.Errorf("German: text %q", r.Text)
	}
}

// The single-name view names a pasted host as the display policy shows it
// (issue 40 item 4), and a name that fails has nothing safe to show (item
// 11), in the verdict and the display section alike.
func TestExplainShownHost(t *testing.T) {
	x, err := Explain("https://xn--pple-43d.com:443/x", Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if v := x.Verdict; v.Host != "Checking the host xn--pple-43d.com" || v.Conversion != "Valid" || !strings.HasPrefix(v.Display, "Shown as xn--pple-43d.com: ") {
		t.Errorf("https://xn--pple-43d.com:443/x: verdict %+v", v)
	}
	x, _ = Explain("https://bücher.de/", Settings{})
	if v := x.Verdict; v.Host != "Checking the host bücher.de" {
		t.Errorf("https://bücher.de/: verdict %+v", v)
	}
	for _, lang := range []string{"en", "de"} {
		x, _ = Explain("my_site.com", Settings{Lang: lang})
		want := map[string]string{"en": "Nothing safe to show", "de": "Nichts, was sicher angezeigt werden kann"}[lang]
		if v, d := x.Verdict, x.Display; v.OK || v.Safe || v.Display != want || d.Shown != explainjson.ShownNone || d.Output != "" || len(d.Reasons) != 0 {
			t.Errorf("my_site.com in %s: verdict %+v, display %+v", lang, v, d)
		}
	}
}

// A failed rule says its problem in the language of the sentences.
func TestRulesLanguage(t *testing.T) {
	x, err := Explain("my_site.com", Settings{Lang: "de"})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range x.Labels[0].Rules {
		if !r.OK {
			n++
			if !strings.HasPrefix(r.Message, "Der Teil „my_site“ enthält „_“") {
				t.Errorf("rule %s: %q, want the German sentence", r.Code, r.Message)
			}
		}
	}
	if n == 0 {
		t.Error("no failed rule for my_site.com")
	}
}
