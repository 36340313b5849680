package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
)

const exampleLGR = "../../lgr/testdata/example.xml"

func TestLGRCheck(t *testing.T) {
	r := xn(t, "", "lgr", "check", "--lgr", exampleLGR, "straße", "ı")
	if r.code != 0 || strings.Count(r.stdout, "\n") != 2 || !strings.HasPrefix(r.stdout, "straße: The label 'straße' is valid under this LGR: ") {
		t.Errorf("eligible labels: %v", r)
	}
	r = xn(t, "", "lgr", "check", "--lgr", exampleLGR, "straße", "1abc", "--", "-abc")
	if r.code != 1 || !strings.Contains(r.stdout, "1abc: The label '1abc' is invalid under this LGR: it matches the rule 'leading-digit'") ||
		!strings.Contains(r.stdout, "-abc: invalid CONTEXT: The label '-abc' has '-' where this LGR's rule 'hyphen-minus-disallowed' forbids it") {
		t.Errorf("ineligible labels: %v", r)
	}
}

func TestLGRStdinJSON(t *testing.T) {
	r := xn(t, "straße\n\n  xn--strae-oqa \r\nabc!\n", "lgr", "check", "--lgr", exampleLGR, "-f", "json")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if r.code != 1 || len(lines) != 4 {
		t.Fatalf("%v", r)
	}
	var rec struct {
		Input, ULabel string
		Eligible      bool
		Results       []struct {
			Disposition, Code, CP string
			Position              *int
		}
	}
	if err := json.Unmarshal([]byte(lines[2]), &rec); err != nil || rec.ULabel != "straße" || !rec.Eligible {
		t.Errorf("A-label record %s: %+v %v", lines[2], rec, err)
	}
	if err := json.Unmarshal([]byte(lines[3]), &rec); err != nil || rec.Eligible || rec.Results[0].Code != "REPERTOIRE" ||
		rec.Results[0].CP != "U+0021" || rec.Results[0].Position == nil || *rec.Results[0].Position != 3 {
		t.Errorf("bad label record %s: %+v %v", lines[3], rec, err)
	}
	if lines[1] != `{"input":"","ok":true}` {
		t.Errorf("blank line record %s", lines[1])
	}
}

// The verdict of each LGR on a label that is not eligible carries its
// problem in the one JSON shape of a problem of every output of xn (the
// type check and explain write, decoded strictly); [] for an eligible one.
func TestLGRProblemJSON(t *testing.T) {
	r := xn(t, "", "lgr", "check", "--lgr", exampleLGR, "-f", "json", "abc!", "abc")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if r.code != 1 || len(lines) != 2 {
		t.Fatalf("%v", r)
	}
	var rec struct {
		Results []struct {
			Message  string
			Problems []json.RawMessage
		}
	}
	for i, want := range []string{
		`{"code":"REPERTOIRE","label":0,"offset":3,"code_point":"U+0021","message":"REPERTOIRE U+0021 at code point 3","text":MESSAGE,"codes":["REPERTOIRE"],"start":3,"end":4}`,
		"",
	} {
		if err := json.Unmarshal([]byte(lines[i]), &rec); err != nil || len(rec.Results) != 1 {
			t.Fatalf("%s: %v", lines[i], err)
		}
		var got []string
		for _, raw := range rec.Results[0].Problems {
			dec := json.NewDecoder(bytes.NewReader(raw))
			dec.DisallowUnknownFields()
			var p jsonProblem
			if err := dec.Decode(&p); err != nil {
				t.Errorf("%s: %v", raw, err)
			}
			got = append(got, string(raw))
		}
		// The sentence is the verdict's message, in JSON.
		msgJSON, _ := json.Marshal(rec.Results[0].Message)
		want = strings.Replace(want, "MESSAGE", string(msgJSON), 1)
		if g := strings.Join(got, ","); g != want || rec.Results[0].Problems == nil {
			t.Errorf("problems of %s:\n got %s\nwant %s", lines[i], g, want)
		}
	}
}

func TestLGRVariantsIndex(t *testing.T) {
	r := xn(t, "", "lgr", "variants", "--lgr", exampleLGR, "straße")
	if r.code != 0 || r.stdout != "straße: valid, 1 variant\n  strasse allocatable\n" {
		t.Errorf("variants: %v", r)
	}
	r = xn(t, "", "lgr", "variants", "--lgr", exampleLGR, "--allocatable", "-f", "json", "iß")
	var rec struct {
		Variants []struct{ Label, Disposition string }
	}
	if err := json.Unmarshal([]byte(r.stdout), &rec); err != nil || len(rec.Variants) != 1 || rec.Variants[0].Label != "iss" {
		t.Errorf("allocatable variants: %v %+v %v", r, rec, err)
	}
	r = xn(t, "", "lgr", "index", "--lgr", exampleLGR, "straße", "strasse", "abc!")
	if r.code != 1 || !strings.HasPrefix(r.stdout, "straße\tstrasse\nstrasse\tstrasse\nabc!: lgr: label not eligible") {
		t.Errorf("index: %v", r)
	}
}

func TestLGRUsage(t *testing.T) {
	for _, args := range [][]string{
		{"lgr"}, {"lgr", "chek"}, {"lgr", "check", "x"}, {"lgr", "check", "--lgr"},
		{"lgr", "check", "--lgr", "no-such-file.xml", "a"}, {"lgr", "variants", "--lgr", exampleLGR, "--lgr", exampleLGR, "a"},
		{"lgr", "check", "--lgr", exampleLGR, "-f", "tsv", "a"}, {"lgr", "variants", "--lgr", exampleLGR, "--max", "0", "a"},
	} {
		if r := xn(t, "", args...); r.code != 2 || r.stderr == "" {
			t.Errorf("xn %q: %v", args, r)
		}
	}
	if r := xn(t, "", "help", "lgr"); r.code != 0 || !strings.Contains(r.stdout, "RFC 7940") {
		t.Errorf("help lgr: %v", r)
	}
	if r := xn(t, "", "lgr", "--help"); r.code != 0 || !strings.Contains(r.stdout, "--allocatable") {
		t.Errorf("lgr --help: %v", r)
	}
}

// TestLGRSeveral checks one label against two reference LGRs.
func TestLGRSeveral(t *testing.T) {
	de := shareddata.Path(t, "lgr/second-level/lgr-second-level-german-language-31may22-en.xml.gz")
	fr := shareddata.Path(t, "lgr/second-level/lgr-second-level-french-language-31may22-en.xml.gz")
	r := xn(t, "", "lgr", "check", "--lgr", de, "--lgr", fr, "ça", "straße", "ł") // ł (U+0142) is in neither file
	if r.code != 1 ||
		!strings.Contains(r.stdout, "ça: may be allocated under lgr-second-level-french-language-31may22-en.xml.gz\n") ||
		!strings.Contains(r.stdout, "straße: may be allocated under lgr-second-level-german-language-31may22-en.xml.gz\n") ||
		!strings.Contains(r.stdout, "ł: may not be allocated under any of the LGRs\n") {
		t.Errorf("%v", r)
	}
}

// TestLGRBadInput: invalid UTF-8 and overlong lines on standard input fail
// one by one without stopping the stream.
func TestLGRBadInput(t *testing.T) {
	long := strings.Repeat("a", 70<<10)
	r := xn(t, "\xff\n"+long+"\nstraße\n", "lgr", "check", "--lgr", exampleLGR)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if r.code != 1 || len(lines) != 3 || !strings.Contains(lines[0], "INPUT: The label is damaged (it is not valid UTF-8)") ||
		!strings.Contains(lines[1], "TOOLONG") || !strings.HasPrefix(lines[2], "straße: The label 'straße' is valid") {
		t.Errorf("%v", r)
	}
}

// TestLGRMergedWarning: under a merged LGR (its <language> tags name
// several scripts), xn lgr check says that a label it accepts may not be
// valid for its script, in text and JSON; a script LGR gives no warning.
func TestLGRMergedWarning(t *testing.T) {
	merged := filepath.Join(t.TempDir(), "merged.xml")
	doc := `<?xml version="1.0" encoding="utf-8"?>
<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0">
<meta><version>1</version><language>und-Cyrl</language><language>und-Grek</language><language>und-Latn</language></meta>
<data><range first-cp="0061" last-cp="007A"/><range first-cp="0430" last-cp="044F"/><range first-cp="03B1" last-cp="03C9"/></data>
<rules><action disp="valid"/></rules>
</lgr>`
	if err := os.WriteFile(merged, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	r := xn(t, "", "lgr", "check", "--lgr", merged, "оnline")
	if r.code != 0 || !strings.Contains(r.stdout, "оnline: warning: This LGR merges the LGRs of several scripts") ||
		!strings.Contains(r.stdout, "(Cyrillic and Latin)") {
		t.Errorf("merged LGR, text: %v", r)
	}
	r = xn(t, "", "lgr", "check", "--lgr", merged, "-f", "json", "оnline")
	if r.code != 0 || !strings.Contains(r.stdout, `"warnings":["This LGR merges`) {
		t.Errorf("merged LGR, JSON: %v", r)
	}
	r = xn(t, "", "lgr", "check", "--lgr", exampleLGR, "abc")
	if r.code != 0 || strings.Contains(r.stdout, "warning") {
		t.Errorf("script LGR: %v", r)
	}
}

// TestLGRStream: xn lgr reads standard input as the other commands do, in
// batches converted by several workers, and writes the records in input
// order.
func TestLGRStream(t *testing.T) {
	var in, want strings.Builder
	for i := range 3000 {
		label := "abc" + strings.Repeat("x", i%40)
		in.WriteString(label + "\r\n")
		want.WriteString(label + "\tabc" + strings.Repeat("x", i%40) + "\n")
	}
	r := xn(t, in.String(), "lgr", "index", "--lgr", exampleLGR)
	if r.code != 0 || r.stdout != want.String() {
		t.Errorf("xn lgr index of 3000 labels: exit %d, %d bytes of output, want %d", r.code, len(r.stdout), want.Len())
	}
}

// An argument is a label whatever its length (only a line of standard
// input can be too long to keep), and the lgr verbs take --jobs as the
// other commands that read standard input do.
func TestLGRArgs(t *testing.T) {
	long := strings.Repeat("a", 70<<10)
	r := xn(t, "", "lgr", "index", "--lgr", exampleLGR, long)
	if r.code != 1 || strings.Contains(r.stdout, "TOOLONG") || !strings.Contains(r.stdout, "too many code points (71680, at most 63)") {
		t.Errorf("a long argument: %v", r)
	}
	if r := xn(t, "abc\nstraße\n", "lgr", "check", "-j", "2", "--lgr", exampleLGR); r.code != 0 || strings.Count(r.stdout, "\n") != 2 {
		t.Errorf("lgr check -j 2: %v", r)
	}
}

// The warning of a duplicate variant label, a flaw of the LGR, goes to
// standard error in the reader's language, and --quiet drops it.
func TestLGRDuplicateWarning(t *testing.T) {
	dup := filepath.Join(t.TempDir(), "dup.xml")
	doc := `<?xml version="1.0" encoding="utf-8"?>
<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0"><data>
<char cp="0061"><var cp="0061" type="allocatable"/></char><char cp="0062"/>
<char cp="0061 0062"><var cp="0061 0062" type="blocked"/></char>
</data><rules></rules></lgr>`
	if err := os.WriteFile(dup, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{"en": "xn: warning: ab: ", "de": "xn: Warnung: ab: "} {
		r := xn(t, "ab\n", "lgr", "variants", "--lang", lang, "--lgr", dup)
		if r.code != 0 || !strings.HasPrefix(r.stderr, want) || !strings.HasPrefix(r.stdout, "ab: ") {
			t.Errorf("--lang %s: %v", lang, r)
		}
	}
	if r := xn(t, "ab\n", "lgr", "variants", "-q", "--lgr", dup); r.stderr != "" {
		t.Errorf("-q: %v", r)
	}
}
