package idna

import (
	"errors"
	"testing"

	"github.com/xn-go/xn/rule"
)

// predefinedProfiles are the package's profiles, each refused option is
// tried on.
var predefinedProfiles = []*Profile{UTS46, Lookup, Display, Registration, Punycode, IDNA2008, IDNA2008Lookup, WHATWG}

// refusedUnicode returns the Unicode versions this test binary cannot serve:
// one no toolchain knows, and 16.0.0 under go1.26 (its tables need go1.27's
// unicode package; the test binary imports every version's package).
func refusedUnicode() []string {
	vs := []string{"9.9.9"}
	if ServesUnicode("16.0.0") != nil {
		vs = append(vs, "16.0.0")
	}
	return vs
}

// entryPoints calls every conversion and check of p on its one input and
// returns the error, so that a refused option can be required to fail each
// (issue 41 item 4: the ASCII fallback of WHATWG let ToASCII succeed).
var entryPoints = []struct {
	name string
	call func(p *Profile, s string) error
}{
	{"ToASCII", func(p *Profile, s string) error { _, err := p.ToASCII(s); return err }},
	{"ToUnicode", func(p *Profile, s string) error { _, err := p.ToUnicode(s); return err }},
	{"AppendToASCII", func(p *Profile, s string) error { _, err := p.AppendToASCII(nil, s); return err }},
	{"AppendToUnicode", func(p *Profile, s string) error { _, err := p.AppendToUnicode(nil, s); return err }},
	{"ToASCIIWithErrors", func(p *Profile, s string) error { _, _, err := p.ToASCIIWithErrors(s); return err }},
	{"HostToASCII", func(p *Profile, s string) error { _, err := p.HostToASCII(s); return err }},
	{"HostToUnicode", func(p *Profile, s string) error { _, err := p.HostToUnicode(s); return err }},
	{"LabelToASCII", func(p *Profile, s string) error { _, err := p.LabelToASCII(s); return err }},
	{"LabelToUnicode", func(p *Profile, s string) error { _, err := p.LabelToUnicode(s); return err }},
	{"CheckULabel", func(p *Profile, s string) error { return p.CheckULabel(s) }},
	{"CheckALabel", func(p *Profile, s string) error { return p.CheckALabel(s) }},
	{"CheckLabelPair", func(p *Profile, s string) error { return p.CheckLabelPair(s, s) }},
	{"Key", func(p *Profile, s string) error { _, err := p.Key(s); return err }},
}

// TestRefusedOptionFailsEveryCall: a profile with a refused option fails
// every call with OPTION, whatever the input: ASCII names the fallback or
// the ASCII scan would take, host:port and IP literals, labels, Unicode.
func TestRefusedOptionFailsEveryCall(t *testing.T) {
	inputs := []string{"example.com", "EXAMPLE.com", "example", "xn--bcher-kva", "bücher", "bücher.de", "[::1]:443", "192.0.2.1", "example.com:80", "a.b", "", "_a"}
	for _, version := range refusedUnicode() {
		for _, base := range predefinedProfiles {
			p := base.With(Unicode(version))
			for _, ep := range entryPoints {
				for _, in := range inputs {
					err := ep.call(p, in)
					var e *Error
					if !errors.As(err, &e) || !e.Has(rule.OPTION) || !errors.Is(err, ErrOption) {
						t.Errorf("%s.With(Unicode(%q)).%s(%q) = %v; want OPTION", base, version, ep.name, in, err)
					}
				}
			}
			if p.Equal("example.com", "example.com") {
				t.Errorf("%s.With(Unicode(%q)).Equal holds", base, version)
			}
		}
	}
}

// TestRefusedOptionWHATWGExample is the repro of issue 41 item 4.
func TestRefusedOptionWHATWGExample(t *testing.T) {
	for _, version := range refusedUnicode() {
		got, err := WHATWG.With(Unicode(version)).ToASCII("example.com")
		if got != "" || !errors.Is(err, ErrOption) {
			t.Errorf("WHATWG.With(Unicode(%q)).ToASCII(example.com) = %q, %v; want OPTION", version, got, err)
		}
	}
}

// FuzzUnicodeOption gives every predefined profile Unicode(version) for
// any version: never a panic; a version the program does not serve (see
// ServesUnicode) fails every call of every entry point with OPTION, on any
// name; a served one converts by its tables (UnicodeVersion says so) with
// no OPTION problem, and accepts example.com as it is.
func FuzzUnicodeOption(f *testing.F) {
	for _, v := range []string{"15.0.0", "15.1.0", "16.0.0", "17.0.0", "9.9.9", "", "16.0", "15.0.0\x00", "１５.０.０", " 15.0.0"} {
		for _, s := range []string{"example.com", "Bücher.de", "[::1]:80", "xn--bcher-kva", "a.b", "\u0c5c", "\xff"} {
			f.Add(v, s)
		}
	}
	f.Fuzz(func(t *testing.T, version, name string) {
		served := ServesUnicode(version) == nil
		for _, base := range predefinedProfiles {
			p := base.With(Unicode(version))
			if served {
				if p.UnicodeVersion() != version {
					t.Fatalf("%s.With(Unicode(%q)).UnicodeVersion() = %q", base, version, p.UnicodeVersion())
				}
				if got, err := p.ToASCII("example.com"); got != "example.com" || err != nil {
					t.Fatalf("%s.With(Unicode(%q)).ToASCII(example.com) = %q, %v", base, version, got, err)
				}
			}
			for _, ep := range entryPoints {
				err := ep.call(p, name)
				var e *Error
				refused := errors.As(err, &e) && e.Has(rule.OPTION)
				if refused != !served || refused && !errors.Is(err, ErrOption) {
					t.Fatalf("%s.With(Unicode(%q)).%s(%q) = %v; served %v", base, version, ep.name, name, err, served)
				}
			}
		}
	})
}
