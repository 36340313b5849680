package regime

import (
	"fmt"
	"slices"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna2003"
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
