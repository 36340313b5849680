package regime

import (
	"fmt"
	"slices"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna2003"

	// The tables of Unicode 15.0.0, which TestSelection pins; go1.27
	// builds link only 17.0.0 by default.
	_ "github.com/xn-go/xn/idna/unicode15"
)

func TestProfiles(t *testing.T) {
	want := map[string]Converter{
		"lookup": idna.Lookup, "display": idna.Display, "registration": idna.Registration, "uts46": idna.UTS46,
		"idna2008": idna.IDNA2008, "idna2008-lookup": idna.IDNA2008Lookup, "idna2003": idna2003.Profile{},
		"whatwg": idna.WHATWG, "punycode": idna.Punycode,
	}
	if got := ProfileNames(); len(got) != len(want) || got[0] != "lookup" {
		t.Errorf("ProfileNames() = %q", got)
	}
	for name, c := range want {
		p, ok := LookupProfile(name)
		if !ok || p.Doc == "" || !slices.Equal(p.With().Settings(), c.Settings()) {
			t.Errorf("%s: %+v, settings %q, want %q", name, p, p.With().Settings(), c.Settings())
		}
		if (p.IDNA() == nil) != (name == "idna2003") {
			t.Errorf("%s: IDNA() = %v", name, p.IDNA())
		}
	}
	if _, ok := LookupProfile("nonesuch"); ok {
		t.Error("LookupProfile(nonesuch) found one")
	}
}

// Each switch applies to the profiles that have its setting.
func TestSwitches(t *testing.T) {
	uts46, _ := LookupProfile("uts46")
	rfc3490, _ := LookupProfile("idna2003")
	on := func(name string) Setting { return Setting{Switch: LookupSwitch(name), On: true} }
	tests := []struct {
		p    Profile
		s    Setting
		want []string
	}{
		{uts46, on("transitional"), idna.UTS46.With(idna.Transitional(true)).Settings()},
		{uts46, Setting{LookupSwitch("check-bidi"), false}, idna.UTS46.With(idna.CheckBidi(false)).Settings()},
		{uts46, on("allow-unassigned"), idna.UTS46.Settings()}, // IDNA2003 only
		{rfc3490, on("use-std3-ascii-rules"), idna2003.Profile{UseSTD3ASCIIRules: true}.Settings()},
		{rfc3490, on("allow-unassigned"), idna2003.Profile{AllowUnassigned: true}.Settings()},
		{rfc3490, on("transitional"), idna2003.Profile{}.Settings()}, // UTS #46 only
	}
	for _, tt := range tests {
		if got := tt.p.With(tt.s).Settings(); !slices.Equal(got, tt.want) {
			t.Errorf("%s with %s=%v: %q, want %q", tt.p.Name, tt.s.Switch.Name, tt.s.On, got, tt.want)
		}
	}
	seen := map[string]bool{}
	for _, sw := range Switches() {
		if seen[sw.Name] || sw.Doc == "" || LookupSwitch(sw.Name) != sw {
			t.Errorf("switch %+v", sw)
		}
		seen[sw.Name] = true
	}
	if LookupSwitch("nonesuch") != nil {
		t.Error("LookupSwitch(nonesuch) found one")
	}
}

func Example() {
	p, _ := LookupProfile("uts46")
	c := p.With(Setting{Switch: LookupSwitch("transitional"), On: true})
	fmt.Println(c.ToASCII("faß.de"))
	// Output: fass.de <nil>
}

func TestSelection(t *testing.T) {
	uts46, _ := LookupProfile("uts46")
	rfc3490, _ := LookupProfile("idna2003")
	hyphens, length := LookupSwitch("check-hyphens"), LookupSwitch("verify-dns-length")
	tests := []struct {
		sel        Selection
		want       string
		on, set    bool // of verify-dns-length
		convertErr bool
	}{
		{Selection{Profile: uts46}, "uts46", false, false, false},
		{Selection{Profile: uts46, Settings: []Setting{{hyphens, false}}}, "uts46 --no-check-hyphens", false, false, false},
		{Selection{Profile: uts46, Settings: []Setting{{length, true}, {length, false}}, Unicode: "15.0.0"},
			"uts46 --verify-dns-length --no-verify-dns-length --unicode 15.0.0", false, true, false},
		{Selection{Profile: uts46, Settings: []Setting{{length, true}}}, "uts46 --verify-dns-length", true, true, false},
		{Selection{Profile: uts46, Unicode: "9.9.9"}, "uts46 --unicode 9.9.9", false, false, true},
	}
	for _, tt := range tests {
		if got := tt.sel.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
		if on, set := tt.sel.Setting(length); on != tt.on || set != tt.set {
			t.Errorf("%s: Setting(verify-dns-length) = %v, %v", tt.want, on, set)
		}
		c, err := tt.sel.Converter()
		if (err != nil) != tt.convertErr {
			t.Errorf("%s: Converter() error %v", tt.want, err)
			continue
		}
		if err == nil {
			want, _ := uts46.WithUnicode(tt.sel.Unicode, tt.sel.Settings...)
			if !slices.Equal(c.Settings(), want.Settings()) {
				t.Errorf("%s: settings %q, want %q", tt.want, c.Settings(), want.Settings())
			}
		}
	}
	if _, err := (Selection{Profile: rfc3490, Unicode: "15.0.0"}).Converter(); err != ErrUnicode32 {
		t.Errorf("idna2003 --unicode: %v, want ErrUnicode32", err)
	}
}

// A selection names itself as xn's command line writes it.
func ExampleSelection() {
	p, _ := LookupProfile("uts46")
	sel := Selection{Profile: p, Settings: []Setting{{Switch: LookupSwitch("check-hyphens"), On: false}}}
	c, _ := sel.Converter()
	fmt.Println(sel)
	fmt.Println(c.ToASCII("a-.de"))
	// Output:
	// uts46 --no-check-hyphens
	// a-.de <nil>
}
