package problem

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	_ "github.com/xn-go/xn/idna/unicode15" // P1 and V6 for one character are the codes of its tables
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// The problems of a host found in a pasted address are marked where the
// host is in the input; nothing when the input does not hold the host as
// it is.
func TestMarkShift(t *testing.T) {
	for _, tt := range []struct {
		input, host string
		off         int
		r           rune
		start, end  int
	}{
		{"https://аpple.com/", "аpple.com", 2, 'p', 9, 10}, // the first p, after the Cyrillic а
		{"https://Аpple.com/", "аpple.com", 2, 'p', 0, 0},
		{"𝒶_.de", "𝒶_.de", 4, '_', 2, 3},                // after a surrogate pair
		{"a.xn--go-.dev", "a.xn--go-.dev", 2, -1, 2, 9}, // the label xn--go-
		{"a.b", "a.b", 1, -1, 1, 1},                     // no label begins at the dot
		{"a.b", "a.b", 9, 'x', 0, 0},                    // past the end
	} {
		start, end := mark(tt.input, tt.host, tt.off, tt.r)
		if start != tt.start || end != tt.end {
			t.Errorf("mark(%q, %q, %d, %q) = %d..%d, want %d..%d", tt.input, tt.host, tt.off, tt.r, start, end, tt.start, tt.end)
		}
	}
}

// Of gives each kind of error its problems: idna's with the sentences of
// their findings, each said once; punycode's and any other's with their
// text for developers, never trimmed by the caller.
func TestOf(t *testing.T) {
	_, idnaErr := idna.Lookup.ToASCII("a-.b-")
	_, punyErr := punycode.Decode("a-9")
	for _, tt := range []struct {
		name string
		err  error
		want string // code|label|offset|detail|text of each problem
	}{
		{"nil", nil, ""},
		{"idna", idnaErr,
			"V3|0|1|invalid hyphen placement U+002D '-' in label 1 at byte 1|The part 'a-' ends with a hyphen; remove it\n" +
				"V3|1|4|invalid hyphen placement U+002D '-' in label 2 at byte 4|The part 'b-' ends with a hyphen; remove it"},
		{"punycode", punyErr, "PUNYCODE|-1|3|input ends inside a variable-length integer at offset 3|input ends inside a variable-length integer at offset 3"},
		{"other", errors.New("boom"), "ERROR|-1|0|boom|boom"},
	} {
		var got []string
		for _, p := range Of(tt.err) {
			got = append(got, fmt.Sprintf("%s|%d|%d|%s|%s", p.Code, p.Label, p.Offset, p.Detail, p.Text(sentenceIn(language.English))))
		}
		if g := strings.Join(got, "\n"); g != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, g, tt.want)
		}
	}
}

// One disallowed character under the Unicode 15.0.0 tables breaks P1 and
// V6: one sentence for people (the second problem Said), one entry for
// developers ("P1,V6: ...").
func TestOneFactOnce(t *testing.T) {
	_, err := idna.UTS46.With(idna.Unicode("15.0.0")).ToASCII("my_site.com")
	ps := Of(err)
	if len(ps) != 2 || ps[0].Said || !ps[1].Said || ps[1].Text(sentenceIn(language.German)) != "" || ps[0].Text(sentenceIn(language.German)) == "" {
		t.Fatalf("problems %+v: want two, the second's sentence said by the first", ps)
	}
	want := "P1,V6: disallowed code point U+005F '_' in label 1 at byte 2"
	if got := string(AppendText(nil, ps, 3)); got != want+"; and 3 more problems" {
		t.Errorf("AppendText = %q, want %q", got, want+"; and 3 more problems")
	}
	js := JSONList(ps, sentenceIn(language.English), "my_site.com", "my_site.com")
	if js[0].Codes[0] != string(rule.P1) || len(js[0].Codes) != 2 || js[1].Text != "" || *js[0].CodePoint != "U+005F" || js[0].Start != 2 || js[0].End != 3 {
		t.Errorf("JSON %+v", js)
	}
}

// sentenceIn renders sentences in the language tag, as a program that
// shows more than English does.
func sentenceIn(tag language.Tag) func(msg.Message) string {
	return func(m msg.Message) string { return catalog.Sentence(tag, m) }
}
