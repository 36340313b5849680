package idna

import (
	"errors"
	"slices"
	"testing"

	"github.com/xn-go/xn/rule"
)

func TestLabelCalls(t *testing.T) {
	if got, err := Lookup.LabelToASCII("Bücher"); got != "xn--bcher-kva" || err != nil {
		t.Errorf("LabelToASCII(Bücher) = %q, %v", got, err)
	}
	if got, err := Lookup.LabelToUnicode("xn--bcher-kva"); got != "bücher" || err != nil {
		t.Errorf("LabelToUnicode = %q, %v", got, err)
	}
	for _, name := range []string{"a.b", "a\u3002b", "a\uff0eb", "a\uff61b"} {
		if _, err := Lookup.LabelToASCII(name); !hasCode(err, codeDot) {
			t.Errorf("LabelToASCII(%+q) = %v; want %s", name, err, codeDot)
		}
		if got, err := Lookup.LabelToUnicode(name); got != name || !hasCode(err, codeDot) {
			t.Errorf("LabelToUnicode(%+q) = %q, %v; want %s", name, got, err, codeDot)
		}
	}
}

func TestCheckLabels(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want rule.Code // "" for nil
	}{
		{"U bücher", Lookup.CheckULabel("bücher"), ""},
		{"U 日本", IDNA2008.CheckULabel("日本"), ""},
		{"U ascii", Lookup.CheckULabel("example"), rule.ULABEL},
		{"U uppercase", Lookup.CheckULabel("Bücher"), rule.ULABEL},
		{"U not NFC", Lookup.CheckULabel("bu\u0308cher"), rule.ULABEL},
		{"U disallowed", IDNA2008.CheckULabel("a\u2488"), codeStatus},
		{"U hyphen", Lookup.CheckULabel("bücher-"), rule.V3},
		{"U dot", Lookup.CheckULabel("bü.cher"), codeDot},
		{"A ok", Lookup.CheckALabel("xn--bcher-kva"), ""},
		{"A uppercase", Lookup.CheckALabel("XN--BCHER-KVA"), rule.ALABEL},
		{"A no prefix", Lookup.CheckALabel("bcher-kva"), rule.ALABEL},
		{"A bad punycode", Lookup.CheckALabel("xn--zz"), rule.P4},
		{"A decodes to ASCII", Lookup.CheckALabel("xn--go-"), rule.P4},
		{"A decodes to uppercase", Lookup.CheckALabel("xn--Bcher-kva"), rule.ALABEL},
		{"pair ok", Lookup.CheckLabelPair("bücher", "xn--bcher-kva"), ""},
		{"pair mismatch", Lookup.CheckLabelPair("bücher", "xn--mnchen-3ya"), rule.PAIR},
		{"pair bad U", Lookup.CheckLabelPair("Bücher", "xn--bcher-kva"), rule.ULABEL},
		{"pair bad A", Lookup.CheckLabelPair("bücher", "XN--BCHER-KVA"), rule.ALABEL},
	}
	for _, tt := range tests {
		if tt.want == "" {
			if tt.err != nil {
				t.Errorf("%s: %v", tt.name, tt.err)
			}
			continue
		}
		if !hasCode(tt.err, tt.want) {
			t.Errorf("%s: %v; want %s", tt.name, tt.err, tt.want)
		}
		if (tt.want == rule.ALABEL || tt.want == rule.ULABEL || tt.want == rule.PAIR) && !errors.Is(tt.err, ErrLabelForm) {
			t.Errorf("%s: %v is not ErrLabelForm", tt.name, tt.err)
		}
	}
}

func hasCode(err error, code rule.Code) bool {
	var e *Error
	return errors.As(err, &e) && e.Has(code)
}

// AllowUnderscore lets "_" through and nothing else.
func TestAllowUnderscore(t *testing.T) {
	lookup := Lookup.With(AllowUnderscore(true))
	strict := IDNA2008.With(AllowUnderscore(true))
	tests := []struct {
		p    *Profile
		in   string
		want string // "" for an error
	}{
		{lookup, "_dmarc.example.com", "_dmarc.example.com"},
		{lookup, "_DMARC.Example.COM", "_dmarc.example.com"},
		{lookup, "_sip._tcp.bücher.de", "_sip._tcp.xn--bcher-kva.de"},
		{lookup, "a_b.com", "a_b.com"},
		{lookup, "a$b.com", ""},
		{lookup, "{x}.com", ""},
		{lookup, "*.com", ""},
		{lookup, "a b.com", ""},
		{lookup, "_-a-.com", ""}, // the hyphen rules still apply
		{strict, "_dmarc.example.com", "_dmarc.example.com"},
		{strict, "_sip._tcp.bücher.de", "_sip._tcp.xn--bcher-kva.de"},
		{strict, "a*b.com", ""},
		{Lookup, "_dmarc.example.com", ""},
		{IDNA2008, "_dmarc.example.com", ""},
	}
	for _, tt := range tests {
		got, err := tt.p.ToASCII(tt.in)
		if got != tt.want || (err == nil) != (tt.want != "") {
			t.Errorf("%v.ToASCII(%q) = %q, %v; want %q", tt.p, tt.in, got, err, tt.want)
		}
		if tt.want != "" {
			if u, err := tt.p.ToUnicode(tt.want); err != nil {
				t.Errorf("%v.ToUnicode(%q) = %q, %v", tt.p, tt.want, u, err)
			}
		}
	}
	if s := lookup.Settings(); !slices.Contains(s, "AllowUnderscore") {
		t.Errorf("Settings() = %v", s)
	}
	if s := Lookup.With(UseSTD3ASCIIRules(false), AllowUnderscore(true)).Settings(); slices.Contains(s, "AllowUnderscore") {
		t.Errorf("Settings() shows a setting that does nothing: %v", s)
	}
}
