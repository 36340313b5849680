package idna_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
)

func TestKey(t *testing.T) {
	tests := []struct {
		p    *idna.Profile
		in   string
		want string // "" for an error
	}{
		// Case.
		{idna.Lookup, "EXAMPLE.com", "example.com"},
		{idna.Lookup, "Example.COM.", "example.com"},
		// Fullwidth and ideographic dots.
		{idna.Lookup, "example\uff0ecom", "example.com"},
		{idna.Lookup, "example\u3002com\uff61", "example.com"},
		// Mapped characters: fullwidth letters, uppercase non-ASCII.
		{idna.Lookup, "\uff42\u00fc\uff43\uff48\uff45\uff52.de", "xn--bcher-kva.de"},
		{idna.Lookup, "B\u00dcCHER.DE", "xn--bcher-kva.de"},
		// A-label and U-label.
		{idna.Lookup, "xn--bcher-kva.de", "xn--bcher-kva.de"},
		{idna.Lookup, "XN--BCHER-KVA.DE.", "xn--bcher-kva.de"},
		{idna.Lookup, "b\u00fccher.de", "xn--bcher-kva.de"},
		// Decomposed input is normalized by mapping (NFC).
		{idna.Lookup, "bu\u0308cher.de", "xn--bcher-kva.de"},
		// Deviations are kept (nontransitional).
		{idna.Lookup, "fa\u00df.de", "xn--fa-hia.de"},
		{idna.UTS46.With(idna.Transitional(true)), "fa\u00df.de", "fass.de"},
		// The profiles that keep ASCII case get lowercase keys.
		{idna.Punycode, "xn--Bcher-kva.DE", "xn--bcher-kva.de"},
		// Invalid input.
		{idna.Lookup, "", ""},
		{idna.Lookup, ".", ""},
		{idna.Lookup, "a..b", ""},
		{idna.Lookup, ".example.com", ""},
		{idna.Lookup, "example.com..", ""},
		{idna.WHATWG, "x..y", ""}, // WHATWG takes it; a key does not
		{idna.Lookup, "xn--go-.dev", ""},
		{idna.Lookup, "a\u2100b.com", ""},
		{idna.Lookup, "exa\x00mple.com", ""},
		{idna.Lookup, "bad\xff.com", ""},
		{idna.Registration, "B\u00fccher.de", ""},
	}
	for _, tc := range tests {
		got, err := tc.p.Key(tc.in)
		if tc.want == "" {
			var e *idna.Error
			if got != "" || !errors.As(err, &e) {
				t.Errorf("%v.Key(%+q) = %q, %v; want \"\" and an *Error", tc.p, tc.in, got, err)
			}
			continue
		}
		if got != tc.want || err != nil {
			t.Errorf("%v.Key(%+q) = %q, %v; want %q", tc.p, tc.in, got, err, tc.want)
		}
	}
}

// The empty labels that Key adds to the profile's checks are reported as
// A4_2 with the label's index and offset.
func TestKeyEmptyLabelError(t *testing.T) {
	tests := []struct {
		in         string
		label, off int
	}{
		{"", 0, 0},
		{".", 0, 0},
		{"a..b", 1, 2},
		{".a", 0, 0},
		{"a\u3002\u3002b", 1, 4},
	}
	for _, tc := range tests {
		_, err := idna.Lookup.Key(tc.in)
		var e *idna.Error
		if !errors.As(err, &e) || !errors.Is(err, idna.ErrLength) || len(e.Problems) != 1 {
			t.Errorf("Key(%+q): %v; want one ErrLength problem", tc.in, err)
			continue
		}
		if p := e.Problems[0]; p.Code != "A4_2" || p.Label != tc.label || p.Offset != tc.off || e.Input != tc.in {
			t.Errorf("Key(%+q): problem %+v in %q; want A4_2 in label %d at byte %d", tc.in, p, e.Input, tc.label, tc.off)
		}
	}
}

func TestEqual(t *testing.T) {
	same := [][]string{
		{"example.com", "EXAMPLE.COM", "example.com.", "Example\uff0eCom", "example\u3002com\u3002"},
		{"b\u00fccher.de", "B\u00dcCHER.de", "xn--bcher-kva.de", "XN--BCHER-KVA.DE.", "bu\u0308cher.de", "\uff42\u00fc\uff43\uff48\uff45\uff52.de"},
		{"\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", "xn--e1afmkfd.xn--p1ai", "\u041f\u0420\u0418\u041c\u0415\u0420.\u0420\u0424"},
	}
	for _, names := range same {
		for _, a := range names {
			for _, b := range names {
				if !idna.Lookup.Equal(a, b) {
					t.Errorf("Equal(%+q, %+q) = false; want true", a, b)
				}
			}
		}
	}
	// Different hosts, across groups and by deviation.
	for i, g := range same {
		for _, h := range same[i+1:] {
			if idna.Lookup.Equal(g[0], h[0]) {
				t.Errorf("Equal(%+q, %+q) = true", g[0], h[0])
			}
		}
	}
	for _, pair := range [][2]string{
		{"fa\u00df.de", "fass.de"},                          // nontransitional: different names
		{"example.com", "example.co"},                       // different
		{"a.example.com", "example.com"},                    // a subdomain is another host
		{"xn--go-.dev", "go.dev"},                           // a fake A-label matches nothing
		{"a\u2100b.com", "aa/cb.com"},                       // mapping to a delimiter fails
		{"\u0430\u0440\u0440\u04cf\u0435.com", "apple.com"}, // Cyrillic: a different name
	} {
		if idna.Lookup.Equal(pair[0], pair[1]) {
			t.Errorf("Equal(%+q, %+q) = true; want false", pair[0], pair[1])
		}
	}
	// An invalid name equals nothing, not even itself.
	for _, bad := range []string{"", "xn--go-.dev", "a..b", "bad\xff.com", "a\u2100b.com"} {
		if idna.Lookup.Equal(bad, bad) {
			t.Errorf("Equal(%+q, %+q) = true; want false", bad, bad)
		}
	}
	// Under transitional processing ß and ss are one name.
	tr := idna.UTS46.With(idna.Transitional(true))
	if !tr.Equal("fa\u00df.de", "fass.de") {
		t.Error("transitional Equal(faß.de, fass.de) = false; want true")
	}
}

// Key of a successful Key is itself, and it is accepted by ToASCII as it
// is: a stored key needs no further processing.
func TestKeyIdempotent(t *testing.T) {
	for _, in := range []string{"Example.COM.", "B\u00fccher.de", "xn--e1afmkfd.xn--p1ai", "\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631"} {
		k, err := idna.Lookup.Key(in)
		if err != nil {
			t.Fatalf("Key(%+q): %v", in, err)
		}
		if k2, err := idna.Lookup.Key(k); k2 != k || err != nil {
			t.Errorf("Key(Key(%+q)) = %q, %v; want %q", in, k2, err, k)
		}
		if a, err := idna.ToASCII(k); a != k || err != nil {
			t.Errorf("ToASCII(%q) = %q, %v; want it unchanged", k, a, err)
		}
	}
}

func ExampleProfile_Key() {
	allowed := map[string]bool{}
	for _, host := range []string{"bücher.example", "Example.COM"} {
		k, _ := idna.Lookup.Key(host)
		allowed[k] = true
	}
	for _, host := range []string{"XN--BCHER-KVA.EXAMPLE.", "ｅｘａｍｐｌｅ．ｃｏｍ", "xn--go-.example"} {
		k, err := idna.Lookup.Key(host)
		fmt.Printf("%q %v %v\n", k, allowed[k], err != nil)
	}
	// Output:
	// "xn--bcher-kva.example" true false
	// "example.com" true false
	// "" false true
}

func ExampleProfile_Equal() {
	fmt.Println(idna.Lookup.Equal("Bücher.example", "xn--bcher-kva.example."))
	fmt.Println(idna.Lookup.Equal("faß.example", "fass.example"))
	// Output:
	// true
	// false
}

// FuzzKey checks, on any input, that a key is a fixed point (Key of a key
// is itself, ToASCII leaves it alone), is lowercase ASCII without empty
// labels or root dot, and names the same host as its input; and that a name
// without a key equals nothing.
func FuzzKey(f *testing.F) {
	for _, s := range []string{
		"Example.COM.", "b\u00fccher.de", "XN--BCHER-KVA.DE", "a..b", ".", "", "xn--go-.dev",
		"\uff42\u00fc\uff43\uff48\uff45\uff52\uff0e\uff44\uff45", "fa\u00df.de", "a\u2100b.com", "\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		for _, p := range []*idna.Profile{idna.Lookup, idna.WHATWG, idna.Punycode} {
			k, err := p.Key(name)
			if err != nil {
				if k != "" || p.Equal(name, name) {
					t.Fatalf("%v.Key(%q) = %q, %v, and Equal(name, name) = %v; want \"\" and false", p, name, k, err, p.Equal(name, name))
				}
				continue
			}
			if k == "" || k[len(k)-1] == '.' || k[0] == '.' || strings.Contains(k, "..") {
				t.Fatalf("%v.Key(%q) = %q: empty, or an empty label", p, name, k)
			}
			for i := 0; i < len(k); i++ {
				if k[i] >= 0x80 || 'A' <= k[i] && k[i] <= 'Z' {
					t.Fatalf("%v.Key(%q) = %q: not lowercase ASCII", p, name, k)
				}
			}
			if k2, err := p.Key(k); k2 != k || err != nil {
				t.Fatalf("%v.Key(Key(%q)) = %q, %v; want %q", p, name, k2, err, k)
			}
			if !p.Equal(name, k) {
				t.Fatalf("%v.Equal(%q, its key %q) = false", p, name, k)
			}
		}
	})
}
