package bootstring_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/bootstring"
)

// TestPunycodeParams checks the parameters against RFC 3492 section 5.
func TestPunycodeParams(t *testing.T) {
	want := bootstring.Params{
		Base: 36, TMin: 1, TMax: 26, Skew: 38, Damp: 700, InitialBias: 72, InitialN: 0x80,
		Delimiter: '-', Digits: "abcdefghijklmnopqrstuvwxyz0123456789",
	}
	if bootstring.Punycode != want {
		t.Errorf("Punycode = %+v; want %+v", bootstring.Punycode, want)
	}
	if err := want.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	if !want.SupportsMixedCase() {
		t.Error("Punycode does not support mixed case")
	}
}

// TestValidate violates each constraint once, starting from valid
// parameters, and checks which constraint is reported.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		change func(*bootstring.Params)
		want   string // part of the message
	}{
		// RFC 3492 section 4.
		{"digits for base", func(p *bootstring.Params) { p.Digits = p.Digits[:35] }, "35 digits for base 36"},
		{"delimiter basic", func(p *bootstring.Params) { p.Delimiter = 0x80 }, "delimiter 0x80 is not a basic code point"},
		{"digit basic", func(p *bootstring.Params) { p.Digits = "\x80" + p.Digits[1:] }, "digit 0 (0x80) is not a basic code point"},
		{"digit is delimiter", func(p *bootstring.Params) { p.Digits = p.Digits[:35] + "-" }, `digit 35 ('-') is the delimiter`},
		{"digit is delimiter in other case", func(p *bootstring.Params) { p.Delimiter = 'Z' }, `digit 25 ('z') is the delimiter`},
		{"distinct digits", func(p *bootstring.Params) { p.Digits = p.Digits[:35] + "a" }, `digit 35 ('a') is used twice`},
		{"distinct digits ignoring case", func(p *bootstring.Params) { p.Digits = p.Digits[:35] + "A" }, `digit 35 ('A') is used twice`},
		{"0 <= tmin", func(p *bootstring.Params) { p.TMin = -1 }, "tmin -1 < 0"},
		{"tmin <= tmax", func(p *bootstring.Params) { p.TMin = 27 }, "tmin 27 > tmax 26"},
		{"tmax <= base-1", func(p *bootstring.Params) { p.TMax = 36 }, "tmax 36 > base-1"},
		{"skew >= 1", func(p *bootstring.Params) { p.Skew = 0 }, "skew 0 < 1"},
		{"damp >= 2", func(p *bootstring.Params) { p.Damp = 1 }, "damp 1 < 2"},
		{"initial_bias mod base <= base - tmin", func(p *bootstring.Params) { p.TMin, p.InitialBias = 2, 36*2+35 }, "initial bias mod base = 35 > base-tmin"},
		{"initial n <= 0x80", func(p *bootstring.Params) { p.InitialN = 0x81 }, "initial n 0x81 not in 0..0x80"},
		{"initial n >= 0", func(p *bootstring.Params) { p.InitialN = -1 }, "initial n -0x1 not in 0..0x80"},
		// Stricter than the RFC, see Validate.
		{"tmax >= 1", func(p *bootstring.Params) { p.TMin, p.TMax = 0, 0 }, "tmax 0 < 1"},
		{"tmax <= base-2", func(p *bootstring.Params) { p.TMax = 35 }, "tmax 35 > base-2"},
		{"initial bias >= 0", func(p *bootstring.Params) { p.InitialBias = -36 }, "initial bias -36 < 0"},
		// The zero value.
		{"zero", func(p *bootstring.Params) { *p = bootstring.Params{} }, "tmax 0 > base-1"},
	}
	for _, tc := range tests {
		p := bootstring.Punycode
		tc.change(&p)
		err := p.Validate()
		if !errors.Is(err, bootstring.ErrInvalidParams) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Validate() = %v; want ErrInvalidParams with %q", tc.name, err, tc.want)
		}
	}
	// The boundaries are valid.
	for _, change := range []func(*bootstring.Params){
		func(p *bootstring.Params) { p.TMax = 34 },
		func(p *bootstring.Params) { p.TMin, p.TMax = 0, 1 },
		func(p *bootstring.Params) { p.TMin, p.InitialBias = 2, 36*2+34 },
		func(p *bootstring.Params) { p.InitialN = 0 },
		func(p *bootstring.Params) { p.Skew, p.Damp = 1, 2 },
		func(p *bootstring.Params) { p.Base, p.TMin, p.TMax, p.Digits = 3, 0, 1, "abc" },
	} {
		p := bootstring.Punycode
		change(&p)
		if err := p.Validate(); err != nil {
			t.Errorf("Validate(%+v) = %v; want nil", p, err)
		}
	}
}

func TestSupportsMixedCase(t *testing.T) {
	p := bootstring.Punycode
	p.Digits = "0123456789abcdefghijklmnopqrstuvwxyz" // digits 0..25 not all letters
	if p.SupportsMixedCase() {
		t.Error("SupportsMixedCase with digits first = true")
	}
	p.TMax = 10
	p.Digits = "abcdefghij0123456789klmnopqrstuvwxyz"
	if !p.SupportsMixedCase() {
		t.Error("SupportsMixedCase with letters for 0..tmax-1 = false")
	}
}
