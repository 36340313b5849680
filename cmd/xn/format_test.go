package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/xn-go/xn/problem"
)

// jsonRecord is the documented record of --format json.
type jsonRecord struct {
	Line     int           `json:"line"`
	Input    string        `json:"input"`
	Output   string        `json:"output"`
	OK       bool          `json:"ok"`
	Problems []jsonProblem `json:"problems"`
}

// jsonProblem is the one JSON shape of a problem, which every JSON output
// of xn writes.
type jsonProblem = problem.JSON

// parseJSONLines decodes one record per line, rejecting unknown fields.
func parseJSONLines(t testing.TB, s string) []jsonRecord {
	t.Helper()
	var recs []jsonRecord
	for i, line := range strings.SplitAfter(s, "\n") {
		if line == "" {
			continue
		}
		if !strings.HasSuffix(line, "\n") {
			t.Fatalf("record %d does not end in a line feed", i+1)
		}
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		var r jsonRecord
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("record %d: %v: %q", i+1, err, line)
		}
		if r.Problems == nil {
			t.Fatalf("record %d: problems is not an array: %q", i+1, line)
		}
		recs = append(recs, r)
	}
	return recs
}

func TestFormatText(t *testing.T) {
	r := xn(t, "", "bücher.tld", "a-.tld", "☃.net")
	if r.stdout != "xn--bcher-kva.tld\n\nxn--n3h.net\n" || r.code != 1 {
		t.Fatalf("%v", r)
	}
	if r.stderr != "a-.tld: V3: invalid hyphen placement U+002D '-' in label 1 at byte 1\n" {
		t.Errorf("stderr %q", r.stderr)
	}
	// Names that are not printable are quoted.
	r = xn(t, "", "a\u200cb.de")
	if !strings.HasPrefix(r.stderr, `"a\u200cb.de": C1: `) {
		t.Errorf("stderr %q", r.stderr)
	}
}

func TestFormatTSV(t *testing.T) {
	r := xn(t, "bücher.tld\na-.tld\n\na\tb\\c\n-a-.ab--c.tld\n", "--format", "tsv")
	want := "bücher.tld\txn--bcher-kva.tld\t\n" +
		"a-.tld\t\tV3\n" +
		"\t\t\n" +
		"a\\tb\\\\c\t\tU1\n" +
		"-a-.ab--c.tld\t\tV2,V3\n"
	if disallowed == "V6" {
		// Unicode 15.0.0 has no U1: "\\" and TAB are disallowed_STD3_valid,
		// reported by the mapping step (P1) and the validity criteria (V6).
		want = strings.Replace(want, "\tU1\n", "\tP1,V6\n", 1)
	}
	if r.stdout != want || r.stderr != "" || r.code != 1 {
		t.Fatalf("%v\nwant stdout %q", r, want)
	}
	r = xn(t, "", "-f", "tsv", "unicode", "xn--bcher-kva.tld", "xn--zz.tld")
	if r.stdout != "xn--bcher-kva.tld\tbücher.tld\t\nxn--zz.tld\txn--zz.tld\tP4\n" {
		t.Errorf("unicode: %v", r)
	}
}

func TestFormatJSON(t *testing.T) {
	r := xn(t, "bücher.tld\n\na-.tld\n\xffa.tld\nA\u00b7B.cat\n", "--format", "json", "--profile", "idna2008")
	if r.stderr != "" || r.code != 1 {
		t.Fatalf("%v", r)
	}
	lines := strings.Split(r.stdout, "\n")
	// Field names and order are stable: the first record byte for byte.
	if want := `{"line":1,"input":"bücher.tld","output":"xn--bcher-kva.tld","ok":true,"problems":[]}`; lines[0] != want {
		t.Errorf("record 1:\n got %s\nwant %s", lines[0], want)
	}
	if want := `{"line":2,"input":"","output":"","ok":true,"problems":[]}`; lines[1] != want {
		t.Errorf("blank line:\n got %s\nwant %s", lines[1], want)
	}
	recs := parseJSONLines(t, r.stdout)
	if len(recs) != 5 {
		t.Fatalf("%d records, want 5", len(recs))
	}
	hy := recs[2]
	if hy.Line != 3 || hy.Input != "a-.tld" || hy.Output != "" || hy.OK || len(hy.Problems) != 1 {
		t.Errorf("record 3: %+v", hy)
	} else if p := hy.Problems[0]; p.Code != "V3" || p.Label != 0 || p.Offset != 1 || p.CodePoint == nil || p.Message == "" {
		t.Errorf("record 3 problem: %+v", p)
	} else if !strings.Contains(p.Text, "The part 'a-' ends") || !strings.Contains(p.Text, "hyphen") || p.Text == p.Message {
		// text is idna.Problem.Message: plain English, labels counted
		// from 1 and named by their text.
		t.Errorf("record 3 problem text: %q", p.Text)
	}
	bad := recs[3]
	if bad.Input != "\ufffda.tld" || bad.OK || len(bad.Problems) != 1 || bad.Problems[0].Code != "UTF8" || bad.Problems[0].Offset != 0 || bad.Problems[0].Text == "" {
		t.Errorf("record 4: %+v", bad)
	}
	// Capitals are DISALLOWED in IDNA2008; the MIDDLE DOT is not between
	// two l. Every problem is listed, with its label, offset and code point.
	dot := recs[4]
	if dot.OK || len(dot.Problems) < 2 {
		t.Fatalf("record 5: %+v", dot)
	}
	var codes []string
	for _, p := range dot.Problems {
		codes = append(codes, p.Code)
		if p.Code == "C3" && (p.Label != 0 || p.Offset != 1 || p.CodePoint == nil || *p.CodePoint != "U+00B7") {
			t.Errorf("C3 problem: %+v", p)
		}
		if p.Code == disallowed && p.CodePoint != nil && *p.CodePoint == "U+0041" && p.Offset != 0 {
			t.Errorf("problem for A: %+v", p)
		}
	}
	if !strings.Contains(strings.Join(codes, " "), "C3") {
		t.Errorf("codes %v, want C3 among them", codes)
	}

	// ToUnicode's best-effort output is in the record of a failed name.
	r = xn(t, "", "-f", "json", "unicode", "xn--zz.tld")
	recs = parseJSONLines(t, r.stdout)
	if len(recs) != 1 || recs[0].Output != "xn--zz.tld" || recs[0].OK || recs[0].Problems[0].Code != "P4" {
		t.Errorf("unicode: %v", r)
	}
}

func TestFormatPunycode(t *testing.T) {
	r := xn(t, "bücher\n\xff\n", "punycode", "encode", "-f", "json")
	recs := parseJSONLines(t, r.stdout)
	if len(recs) != 2 || recs[0].Output != "bcher-kva" || !recs[0].OK || recs[1].OK || recs[1].Problems[0].Code != "UTF8" || r.code != 1 {
		t.Fatalf("%v", r)
	}
	r = xn(t, "", "punycode", "decode", "-f", "tsv", "abc-!", "bcher-kva")
	if r.stdout != "abc-!\t\tPUNYCODE\nbcher-kva\tbücher\t\n" || r.code != 1 {
		t.Fatalf("%v", r)
	}
}

func TestFormatCheck(t *testing.T) {
	r := xn(t, "", "check", "-f", "tsv", "Bücher.tld", "a-.tld")
	if r.stdout != "Bücher.tld\txn--bcher-kva.tld\t\na-.tld\t\tV3\n" || r.code != 1 || r.stderr != "" {
		t.Fatalf("%v", r)
	}
}

// The records in every format are one line each, so that the output lines
// up with the input.
func TestOneRecordPerLine(t *testing.T) {
	in := "bücher.tld\n\nnew\nline.tld\n\xff\n" + strings.Repeat("x", 70000) + "\na\x00b\n"
	for _, f := range formats {
		for _, cmd := range []string{"ascii", "unicode", "check"} {
			r := xn(t, in, cmd, "-f", f)
			if n := bytes.Count([]byte(r.stdout), []byte("\n")); n != 7 {
				t.Errorf("%s -f %s: %d lines, want 7:\n%v", cmd, f, n, r)
			}
		}
	}
}
