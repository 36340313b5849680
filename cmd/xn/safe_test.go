package main

import (
	"encoding/json"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// safeRecord is the record of unicode --safe --format json: that of the
// other commands, then shown and reasons.
type safeRecord struct {
	jsonRecord
	Shown   string       `json:"shown"`
	Reasons []jsonReason `json:"reasons"`
}

type jsonReason struct {
	Code      string  `json:"code"`
	Label     int     `json:"label"`
	CodePoint *string `json:"code_point"`
	Message   string  `json:"message"`
	Text      string  `json:"text"`
}

// The display policy's decision, in every format: the Unicode form of a
// name that spoof.Display allows, the A-label form, with its reasons, of
// one it refuses, and nothing for a name IDNA rejects.
func TestUnicodeSafe(t *testing.T) {
	tests := []struct {
		name   string
		output string // stdout in text format
		shown  string // "unicode", "ascii" or "" (failed)
		label  int    // the label of the first reason, if refused
		rune   string // its code point, "" for none or for any
		failed string // the IDNA code of a failed name
	}{
		// Cyrillic а р р ӏ е looks like "apple": refused as a whole label.
		{"аррӏе.com", "xn--80ak6aa92e.com", "ascii", 0, "", ""},
		// The same name given with A-labels gets the same decision.
		{"xn--80ak6aa92e.com", "xn--80ak6aa92e.com", "ascii", 0, "", ""},
		{"bücher.de", "bücher.de", "unicode", 0, "", ""},
		{"xn--bcher-kva.de", "bücher.de", "unicode", 0, "", ""},
		// U+4E00 一 between Latin letters passes for a hyphen.
		{"ip一address.com", "xn--ipaddress-w75n.com", "ascii", 0, "U+4E00", ""},
		{"www.ip一address.com", "www.xn--ipaddress-w75n.com", "ascii", 1, "U+4E00", ""},
		{"example.com", "example.com", "unicode", 0, "", ""},
		{"a-.com", "", "", 0, "", "V3"},
	}
	for _, tt := range tests {
		// text: the shown form on stdout, the reasons on stderr.
		r := xn(t, "", "unicode", "--safe", tt.name)
		wantCode := 0
		if tt.failed != "" {
			wantCode = 1
		}
		if r.code != wantCode || r.stdout != tt.output+"\n" {
			t.Errorf("xn unicode --safe %s: want exit %d, stdout %q\n%v", tt.name, wantCode, tt.output, r)
		}
		switch tt.shown {
		case "ascii":
			if !regexp.MustCompile(`^` + regexp.QuoteMeta(tt.name) + `: shown in ASCII: [a-z0-9-]+: (The part '|A part that looks like ).+\n$`).MatchString(r.stderr) {
				t.Errorf("xn unicode --safe %s: stderr %q", tt.name, r.stderr)
			}
		case "unicode":
			if r.stderr != "" {
				t.Errorf("xn unicode --safe %s: stderr %q", tt.name, r.stderr)
			}
		default:
			if !strings.HasPrefix(r.stderr, tt.name+": "+tt.failed+": ") {
				t.Errorf("xn unicode --safe %s: stderr %q", tt.name, r.stderr)
			}
		}

		// json: the record with shown and reasons.
		r = xn(t, "", "unicode", "--safe", "-f", "json", tt.name)
		dec := json.NewDecoder(strings.NewReader(r.stdout))
		dec.DisallowUnknownFields()
		var rec safeRecord
		if err := dec.Decode(&rec); err != nil || r.code != wantCode || r.stderr != "" {
			t.Errorf("xn unicode --safe -f json %s: %v\n%v", tt.name, err, r)
			continue
		}
		if rec.Output != tt.output || rec.Shown != tt.shown || rec.OK != (tt.failed == "") || rec.Reasons == nil {
			t.Errorf("xn unicode --safe -f json %s: %+v", tt.name, rec)
		}
		if tt.shown == "ascii" {
			if len(rec.Reasons) == 0 || rec.Reasons[0].Label != tt.label || rec.Reasons[0].Code == "" || rec.Reasons[0].Message == "" ||
				strings.Contains(rec.Reasons[0].Text, "U+") || !strings.Contains(rec.Reasons[0].Text, "'") {
				t.Errorf("xn unicode --safe -f json %s: reasons %+v", tt.name, rec.Reasons)
			} else if tt.rune != "" && (rec.Reasons[0].CodePoint == nil || *rec.Reasons[0].CodePoint != tt.rune) {
				t.Errorf("xn unicode --safe -f json %s: reason's code point %v, want %s", tt.name, rec.Reasons[0].CodePoint, tt.rune)
			}
		} else if len(rec.Reasons) != 0 {
			t.Errorf("xn unicode --safe -f json %s: reasons %+v", tt.name, rec.Reasons)
		}
		if tt.failed != "" && (len(rec.Problems) == 0 || rec.Problems[0].Code != tt.failed) {
			t.Errorf("xn unicode --safe -f json %s: problems %+v", tt.name, rec.Problems)
		}

		// tsv: a fourth column with the reasons' codes.
		r = xn(t, "", "unicode", "--safe", "-f", "tsv", tt.name)
		cols := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\t")
		if len(cols) != 4 || cols[0] != tt.name || cols[1] != tt.output || cols[2] != tt.failed || (cols[3] != "") != (tt.shown == "ascii") {
			t.Errorf("xn unicode --safe -f tsv %s: %q", tt.name, cols)
		}
	}
}

// On standard input, a blank line keeps its empty record, and the
// reasons are prefixed with the line number.
func TestUnicodeSafeStdin(t *testing.T) {
	r := xn(t, "аррӏе.com\n\nbücher.de\n", "unicode", "--safe")
	if r.code != 0 || r.stdout != "xn--80ak6aa92e.com\n\nbücher.de\n" || !strings.HasPrefix(r.stderr, "line 1: аррӏе.com: shown in ASCII: ") {
		t.Errorf("%v", r)
	}
	r = xn(t, "аррӏе.com\n\nbücher.de\n", "unicode", "--safe", "-f", "tsv")
	if lines := strings.Split(r.stdout, "\n"); len(lines) != 4 || lines[1] != "\t\t\t" || lines[2] != "bücher.de\tbücher.de\t\t" {
		t.Errorf("%q", r.stdout)
	}
	r = xn(t, "\n", "unicode", "--safe", "-f", "json")
	if r.stdout != `{"line":1,"input":"","output":"","ok":true,"problems":[],"shown":"","reasons":[]}`+"\n" {
		t.Errorf("%q", r.stdout)
	}
}

func TestUnicodeSafeUsage(t *testing.T) {
	for _, args := range [][]string{
		{"ascii", "--safe", "a.com"},
		{"check", "--safe", "a.com"},
		{"unicode", "--safe", "--profile", "idna2008", "a.com"},
		{"unicode", "--safe", "--transitional", "a.com"},
	} {
		if r := xn(t, "", args...); r.code != 2 || !strings.Contains(r.stderr, "--safe") {
			t.Errorf("xn %q: %v", args, r)
		}
	}
	if r := xn(t, "", "unicode", "--safe", "--profile", "display", "bücher.de"); r.code != 0 || r.stdout != "bücher.de\n" {
		t.Errorf("--profile display: %v", r)
	}
}

// unicode --safe and explain write the reasons of one refusal alike: the
// same fields, the same values (explain adds sentence, the old name of
// text).
func TestReasonsOneSchema(t *testing.T) {
	const name = "аррӏе.com" // Cyrillic
	var explained struct {
		Display struct {
			Reasons []map[string]any `json:"reasons"`
		} `json:"display"`
	}
	if err := json.Unmarshal([]byte(xn(t, "", "explain", "-f", "json", name).stdout), &explained); err != nil {
		t.Fatal(err)
	}
	var safeReasons []map[string]any
	if err := json.Unmarshal([]byte(xn(t, "", "unicode", "--safe", "-f", "json", name).stdout), &struct {
		Reasons *[]map[string]any `json:"reasons"`
	}{&safeReasons}); err != nil {
		t.Fatal(err)
	}
	got := explained.Display.Reasons
	if len(got) == 0 || len(got) != len(safeReasons) {
		t.Fatalf("%s: explain reasons %v, unicode --safe reasons %v", name, got, safeReasons)
	}
	for i, r := range got {
		if r["sentence"] != r["text"] {
			t.Errorf("explain reason %d: sentence %q, text %q", i, r["sentence"], r["text"])
		}
		delete(r, "sentence")
		if !reflect.DeepEqual(r, safeReasons[i]) {
			t.Errorf("reason %d: explain %v, unicode --safe %v", i, r, safeReasons[i])
		}
	}
}
