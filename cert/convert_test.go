package cert

import (
	"errors"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/rule"
)

func TestToASCII(t *testing.T) {
	cases := []struct {
		in, want string
		code     rule.Code
	}{
		{"*.bücher.de", "*.xn--bcher-kva.de", ""},
		{"Bücher.DE", "xn--bcher-kva.de", ""},
		{"*.XN--BCHER-KVA.de", "*.xn--bcher-kva.de", ""},
		{"www.example.com", "www.example.com", ""},
		{"*.例え.テスト", "*.xn--r8jz45g.xn--zckzah", ""},
		{"f*.bücher.de", "", CodePartialWildcard},
		{"*bücher.de", "", CodePartialWildcard},
		{"xn--*.de", "", CodePartialWildcard},
		{"www.*.de", "", CodeWildcardPosition},
		{"*", "", CodeWildcardSuffix},
		{"*.", "", rule.A4_2},
		{"", "", rule.EMPTY},
		{"b\xffcher.de", "", rule.UTF8},
		{"😀.de", "", refusalCodes("😀.de")[0]},         // UTS #46 would take it; IDNA2008 does not
		{"_acme.de", "", refusalCodes("_acme.de")[0]}, // no underscore in a CA's name
		{"*." + strings.Repeat("a.", 125) + "de", "", rule.A4_1},
	}
	for _, c := range cases {
		got, err := ToASCII(c.in)
		var e *Error
		switch {
		case got != c.want:
			t.Errorf("ToASCII(%q) = %q, %v; want %q", c.in, got, err, c.want)
		case c.code == "" && err != nil:
			t.Errorf("ToASCII(%q): %v", c.in, err)
		case c.code != "" && (!errors.As(err, &e) || !e.Has(c.code)):
			t.Errorf("ToASCII(%q): %v, want code %s", c.in, err, c.code)
		}
		if e != nil && len(e.Sentences()) == 0 {
			t.Errorf("ToASCII(%q): no sentence", c.in)
		}
	}
	if _, err := ToASCII("😀.de"); !errors.Is(err, idna.ErrDisallowed) {
		t.Errorf("ToASCII(😀.de): %v does not unwrap to idna.ErrDisallowed", err)
	}
}

func TestToUnicode(t *testing.T) {
	cases := []struct{ in, want string }{
		{"*.xn--bcher-kva.de", "*.bücher.de"},
		{"xn--bcher-kva.de", "bücher.de"},
		{"*.bücher.de", "*.bücher.de"},
		{"xn--zz.de", ""},
		{"xn--*.de", ""},
	}
	for _, c := range cases {
		got, err := ToUnicode(c.in)
		if got != c.want || (c.want == "") != (err != nil) {
			t.Errorf("ToUnicode(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

func TestHostToASCII(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Bücher.example.", "xn--bcher-kva.example"},
		{"_sip._tcp.bücher.example", "_sip._tcp.xn--bcher-kva.example"},
		{"192.0.2.1", "192.0.2.1"},
		{"::1", "::1"},
		{"*.example", ""},
		{"a..b", ""},
	}
	for _, c := range cases {
		got, err := HostToASCII(c.in)
		if got != c.want || (c.want == "") != (err != nil) {
			t.Errorf("HostToASCII(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// TestHostile: megabyte names and hostile Punycode get a typed answer in
// time proportional to their length.
func TestHostile(t *testing.T) {
	long := strings.Repeat("a", 1<<20)
	punycode := "xn--" + strings.Repeat("99999999", 1<<15) + ".example"
	labels := strings.Repeat("*.", idna.MaxInputLen/2-8) + "example"
	for _, in := range []string{long, punycode, strings.Repeat(".", 1<<20), strings.Repeat("*.", 1<<19), labels} {
		if _, err := ToASCII(in); err == nil {
			t.Errorf("ToASCII(%d bytes) passed", len(in))
		}
		if n := len((&Checker{}).Name(in)); n == 0 || n > maxProblems+3 {
			t.Errorf("Name(%d bytes) found %d problems", len(in), n)
		}
		if Match(in, in) {
			t.Errorf("Match(%d bytes) matched", len(in))
		}
	}
}

// TestRefusalPlace: the problems of a refusal count their label and byte
// offset in the name as given, the wildcard label included, in the
// fields and in the text for developers.
func TestRefusalPlace(t *testing.T) {
	cases := []struct {
		conv          func(string) (string, error)
		name          string
		label, offset int
		r             rune
		detail        string
	}{
		{ToASCII, "*.a.☃.de", 2, 4, '☃', "label 3 at byte 4"},
		{ToASCII, "a.☃.de", 1, 2, '☃', "label 2 at byte 2"},
		{HostToASCII, "a.*.b", 1, 2, '*', "'*'"},
		{ToASCII, "a.b.", 2, 4, -1, "empty part"},
	}
	for _, c := range cases {
		_, err := c.conv(c.name)
		var e *Error
		if !errors.As(err, &e) || len(e.Problems) == 0 {
			t.Fatalf("%q: %v, want an *Error", c.name, err)
		}
		p := e.Problems[0]
		if p.Label != c.label || p.Offset != c.offset || p.Rune != c.r || !strings.Contains(p.Detail, c.detail) {
			t.Errorf("%q: label %d offset %d rune %q detail %q; want %d %d %q and %q", c.name, p.Label, p.Offset, p.Rune, p.Detail, c.label, c.offset, c.r, c.detail)
		}
		if n := len(e.Sentences()); n != 1 {
			t.Errorf("%q: %d sentences, want 1", c.name, n)
		}
	}
}
