package dnsname_test

import (
	"errors"
	"testing"

	"github.com/xn-go/xn/dnsname"
	"github.com/xn-go/xn/idna"
)

// zonesMixed are zones in every form: Unicode, A-labels, capitals,
// trailing dots, nested zones.
var zonesMixed = []string{
	"bücher.example",           // 0
	"XN--MNCHEN-3YA.example.",  // 1 münchen
	"shop.Bücher.Example.",     // 2 nested in 0
	"example.org",              // 3
	"xn--caf-dma.example",      // 4 café
	"sub.xn--caf-dma.example.", // 5 nested in 4
}

func TestFind(t *testing.T) {
	zs, err := dnsname.NewZones(zonesMixed...)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		index    int // -1: no zone
		relative string
	}{
		{"www.bücher.example", 0, "www"},
		{"www.xn--bcher-kva.example.", 0, "www"},
		{"WWW.BÜCHER.EXAMPLE.", 0, "www"},
		{"bücher.example.", 0, ""},
		{"xn--bcher-kva.example", 0, ""},
		{"café.bücher.example", 0, "café"},
		{"xn--caf-dma.bücher.example", 0, "café"},
		// label-aligned: notbücher is not in bücher
		{"notbücher.example", -1, ""},
		{"www.notbücher.example", -1, ""},
		{"xn--notbcher-95a.example", -1, ""},
		// longest match: shop.bücher.example, given with capitals
		{"a.shop.bücher.example", 2, "a"},
		{"a.shop.xn--bcher-kva.example", 2, "a"},
		{"shop.bücher.example", 2, ""},
		{"xshop.bücher.example", 0, "xshop"},
		// zones given as A-labels give relative names as A-labels
		{"straße.münchen.example", 1, "xn--strae-oqa"},
		{"STRASSE.münchen.example.", 1, "strasse"},
		{"_acme-challenge.münchen.example", 1, "_acme-challenge"},
		{"_acme-challenge.www.café.example.", 4, "_acme-challenge.www"},
		{"bücher.sub.café.example", 5, "xn--bcher-kva"},
		{"x.example.org.", 3, "x"},
		{"notexample.org", -1, ""},
		{"example", -1, ""},
		{"org", -1, ""},
		{"example.com", -1, ""},
	}
	for _, tt := range tests {
		m, err := zs.Find(tt.name)
		if tt.index < 0 {
			if !errors.Is(err, dnsname.ErrNoZone) {
				t.Errorf("Find(%q) = %+v, %v; want ErrNoZone", tt.name, m, err)
			}
			continue
		}
		if err != nil || m.Index != tt.index || m.Zone != zonesMixed[tt.index] || m.Relative != tt.relative {
			t.Errorf("Find(%q) = %+v, %v; want zone %q, relative %q", tt.name, m, err, zonesMixed[tt.index], tt.relative)
		}
	}
}

// findZone is NewZones(zones...) and Find(name) in one call.
func findZone(name string, zones ...string) (dnsname.Match, error) {
	zs, err := dnsname.NewZones(zones...)
	if err != nil {
		return dnsname.Match{}, err
	}
	return zs.Find(name)
}

func TestFindRoot(t *testing.T) {
	m, err := findZone("www.bücher.example.", ".", "example")
	if err != nil || m.Zone != "example" || m.Relative != "www.xn--bcher-kva" {
		t.Errorf("got %+v, %v; want example, www.xn--bcher-kva", m, err)
	}
	m, err = findZone("www.bücher.test.", ".", "example")
	if err != nil || m.Zone != "." || m.Relative != "www.xn--bcher-kva.test" {
		t.Errorf("got %+v, %v; want ., www.xn--bcher-kva.test", m, err)
	}
}

func TestFindRefused(t *testing.T) {
	if _, err := dnsname.NewZones("bücher.example", "a..b"); !errors.Is(err, idna.ErrLength) {
		t.Errorf("NewZones with a..b: %v, want idna.ErrLength", err)
	}
	for _, name := range []string{"a b.bücher.example", "xn--zz.bücher.example", "\xff.bücher.example", ""} {
		var idnaErr *idna.Error
		if _, err := findZone(name, "bücher.example"); !errors.As(err, &idnaErr) {
			t.Errorf("Find(%q): %v, want an *idna.Error", name, err)
		}
	}
}

func TestConvert(t *testing.T) {
	tests := []struct{ in, ascii, unicode string }{
		{"Bücher.example.", "xn--bcher-kva.example.", "bücher.example."},
		{"_sip._tcp.bücher.example", "_sip._tcp.xn--bcher-kva.example", "_sip._tcp.bücher.example"},
		{"xn--bcher-kva.example", "xn--bcher-kva.example", "bücher.example"},
		{".", ".", "."},
	}
	for _, tt := range tests {
		if got, err := dnsname.ToASCII(tt.in); got != tt.ascii || err != nil {
			t.Errorf("ToASCII(%q) = %q, %v; want %q", tt.in, got, err, tt.ascii)
		}
		if got, err := dnsname.ToUnicode(tt.in); got != tt.unicode || err != nil {
			t.Errorf("ToUnicode(%q) = %q, %v; want %q", tt.in, got, err, tt.unicode)
		}
	}
	long := ""
	for range 64 {
		long += "a"
	}
	for _, name := range []string{long + ".example", "a..example", ""} {
		if _, err := dnsname.ToUnicode(name); !errors.Is(err, idna.ErrLength) {
			t.Errorf("ToUnicode(%q): %v, want idna.ErrLength", name, err)
		}
	}
}

func TestData(t *testing.T) {
	tests := []struct{ in, ascii, unicode string }{
		{"*.bücher.example.", "*.xn--bcher-kva.example.", "*.bücher.example."},
		{"*.xn--bcher-kva.example", "*.xn--bcher-kva.example", "*.bücher.example"},
		{"0/25.2.0.192.in-addr.arpa.", "0/25.2.0.192.in-addr.arpa.", "0/25.2.0.192.in-addr.arpa."},
		{"*.Example.", "*.Example.", "*.Example."},
		{"_sip._tcp.XN--BCHER-KVA.example", "_sip._tcp.xn--bcher-kva.example", "_sip._tcp.bücher.example"},
	}
	for _, tt := range tests {
		if got, err := dnsname.DataToASCII(tt.in); got != tt.ascii || err != nil {
			t.Errorf("DataToASCII(%q) = %q, %v; want %q", tt.in, got, err, tt.ascii)
		}
		if got, err := dnsname.DataToUnicode(tt.in); got != tt.unicode || err != nil {
			t.Errorf("DataToUnicode(%q) = %q, %v; want %q", tt.in, got, err, tt.unicode)
		}
	}
	for _, name := range []string{"a/b.bücher.example", "xn--zz.example", "*.*.bücher.example", "a.*.xn--bcher-kva.example"} {
		if got, err := dnsname.DataToASCII(name); err == nil {
			t.Errorf("DataToASCII(%q) = %q, want an error", name, got)
		}
	}
}
