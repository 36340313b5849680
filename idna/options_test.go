package idna

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/rule"
)

// An option the profile's standard cannot apply is refused visibly: every
// conversion fails with OPTION naming it, and the settings do not list it.
func TestRefusedOptions(t *testing.T) {
	tests := []struct {
		p       *Profile
		setting string // the setting that must not be printed
	}{
		{IDNA2008.With(Transitional(true)), "Transitional"},
		{IDNA2008.With(UseSTD3ASCIIRules(false)), ""},
		{Punycode.With(CheckHyphens(true)), "CheckHyphens"},
		{Punycode.With(CheckBidi(true)), "CheckBidi"},
		{Punycode.With(UseSTD3ASCIIRules(true)), "UseSTD3ASCIIRules"},
		{Punycode.With(IgnoreInvalidPunycode(true)), "IgnoreInvalidPunycode"},
		{IDNA2008.With(Transitional(true)).With(CheckBidi(false)), "Transitional"},
	}
	for _, tt := range tests {
		for _, in := range []string{"-a.com", "faß.de", "example.com"} {
			for _, conv := range []func(string) (string, error){tt.p.ToASCII, tt.p.ToUnicode} {
				_, err := conv(in)
				var e *Error
				if !errors.As(err, &e) || !e.Has(rule.OPTION) || !errors.Is(err, ErrOption) || e.Problems[0].Detail == "" {
					t.Errorf("%v on %q: %v; want OPTION", tt.p, in, err)
				}
			}
		}
		if tt.setting != "" && slices.Contains(tt.p.Settings(), tt.setting) {
			t.Errorf("%v: Settings lists %s, which does nothing", tt.p, tt.setting)
		}
	}
	// Settings that restate what the standard does anyway are accepted.
	for _, p := range []*Profile{
		IDNA2008.With(Transitional(false)), IDNA2008.With(UseSTD3ASCIIRules(true)),
		Punycode.With(CheckHyphens(false)), Punycode.With(VerifyDNSLength(true)), Punycode.With(ValidateLabels(false)),
	} {
		if _, err := p.ToASCII("example.com"); err != nil {
			t.Errorf("%v: %v", p, err)
		}
	}
	// A profile without mapping does not print RejectMappedForbidden.
	if slices.Contains(Registration.Settings(), "RejectMappedForbidden") {
		t.Errorf("Registration settings %v", Registration.Settings())
	}
	// Options take effect where they apply: VerifyDNSLength on Punycode.
	if _, err := Punycode.With(VerifyDNSLength(true)).ToASCII(strings.Repeat("a", 64) + ".com"); err == nil {
		t.Error("Punycode.With(VerifyDNSLength(true)) accepts a 64-octet label")
	}
}

// IDNA2008Lookup maps as UTS #46 does, then validates as IDNA2008 does.
func TestIDNA2008Lookup(t *testing.T) {
	if want := IDNA2008.With(mapForLookup()); IDNA2008Lookup.name != "IDNA2008Lookup" || !sameOptions(IDNA2008Lookup.o, want.o) {
		t.Errorf("IDNA2008Lookup = %+v, want %+v", IDNA2008Lookup, want)
	}
	if s := IDNA2008Lookup.Settings(); !slices.Contains(s, "IDNA2008") || !slices.Contains(s, "UTS46Mapping") {
		t.Errorf("settings %v", s)
	}
	tests := []struct {
		in, want string // want "" for an error
	}{
		{"Bücher.DE", "xn--bcher-kva.de"},
		{"ａｂｃ。de", "abc.de"},
		{"faß.de", "xn--fa-hia.de"},
		{"😀.com", ""},
		{"a\u2488.com", ""},
		{"l\u00b7a.cat", ""}, // CONTEXTO still applies
		{"l\u00b7l.cat", "xn--ll-0ea.cat"},
		{"_dmarc.example.com", ""},
	}
	for _, tt := range tests {
		got, err := IDNA2008Lookup.ToASCII(tt.in)
		if got != tt.want || (err == nil) != (tt.want != "") {
			t.Errorf("IDNA2008Lookup.ToASCII(%+q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	if got, err := IDNA2008Lookup.ToUnicode("XN--BCHER-KVA.de"); got != "bücher.de" || err != nil {
		t.Errorf("ToUnicode = %q, %v", got, err)
	}
}

// sameOptions reports whether two sets of options are equal, comparing the
// step functions by address: reflect.DeepEqual calls any two non-nil
// functions unequal.
func sameOptions(a, b options) bool {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	funcs := 0
	for i := range va.NumField() {
		if va.Field(i).Kind() == reflect.Func {
			funcs++
			if va.Field(i).Pointer() != vb.Field(i).Pointer() {
				return false
			}
		}
	}
	if funcs != 7 {
		panic("sameOptions: update it for the step functions of options")
	}
	a.punycodeOnly, a.unvalidated, a.contextO, a.forbidden, a.remapDeviations = nil, nil, nil, nil, nil
	b.punycodeOnly, b.unvalidated, b.contextO, b.forbidden, b.remapDeviations = nil, nil, nil, nil, nil
	a.pinnedNFC, a.pinnedIsNFC, b.pinnedNFC, b.pinnedIsNFC = nil, nil, nil, nil
	return reflect.DeepEqual(a, b)
}

// The predefined profiles, written out, set the step functions that their
// settings call for, as With would; and With sets them from the settings.
func TestSteps(t *testing.T) {
	for _, p := range []*Profile{UTS46, Lookup, Display, Registration, Punycode, IDNA2008, IDNA2008Lookup, WHATWG, transitionalUTS46} {
		o := p.o
		o.setSteps()
		if !sameOptions(o, p.o) {
			t.Errorf("%s: step functions %+v, settings call for %+v", p, p.o, o)
		}
	}
	ptr := func(f any) uintptr { return reflect.ValueOf(f).Pointer() }
	tests := []struct {
		p    *Profile
		step any // the step function that must be set
	}{
		{Punycode, Punycode.o.punycodeOnly},
		{newProfile(ValidateLabels(false)), unvalidatedStep},
		{UTS46.With(CheckContextO(true)), contextOStep},
		{Lookup.With(UseSTD3ASCIIRules(false)), (*state).checkForbidden},
		{Punycode.With(RemoveLeadingDots(true)), punycodeOnlyStep},
		{Lookup.With(Transitional(true)), remapDeviations},
	}
	for _, tt := range tests {
		o := reflect.ValueOf(tt.p.o)
		found := false
		for i := range o.NumField() {
			if f := o.Field(i); f.Kind() == reflect.Func && !f.IsNil() && f.Pointer() == ptr(tt.step) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: step %v not set", tt.p, tt.step)
		}
	}
	if o := Lookup.o; o.punycodeOnly != nil || o.unvalidated != nil || o.contextO != nil || o.forbidden != nil || o.remapDeviations != nil ||
		o.pinnedNFC != nil || o.pinnedIsNFC != nil {
		t.Errorf("Lookup sets a step it does not run: %+v", o)
	}
}
