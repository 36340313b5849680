package playground

import (
	"encoding/json"
	"strings"
	"testing"
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
			for _, p := range x.ASCIIErrors {
				if p.Start < 0 || p.End < p.Start || p.End > utf16Len(n) {
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
}
