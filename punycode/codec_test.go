package punycode_test

import (
	"slices"
	"testing"

	"github.com/xn-go/xn/punycode"
)

// TestZeroCodec checks that the zero Codec is the Punycode codec: every
// method gives the results of RFC 3492 section 7.1 and the errors of
// Punycode, and Params reports the Punycode parameters.
func TestZeroCodec(t *testing.T) {
	var zero punycode.Codec
	for name, c := range map[string]*punycode.Codec{"var": &zero, "new": new(punycode.Codec), "literal": {}} {
		if got := c.Params(); got != punycode.PunycodeParams {
			t.Errorf("%s: Params() = %+v; want PunycodeParams", name, got)
		}
		for _, s := range loadSamples(t) {
			if got, err := c.Encode(s.unicode); got != s.plain || err != nil {
				t.Errorf("%s: Encode(sample %s) = %q, %v; want %q", name, s.id, got, err, s.plain)
			}
			if got, err := c.AppendEncode([]byte("x"), s.unicode); string(got) != "x"+s.plain || err != nil {
				t.Errorf("%s: AppendEncode(sample %s) = %q, %v", name, s.id, got, err)
			}
			if got, err := c.AppendEncodeRunes(nil, s.runes); string(got) != s.plain || err != nil {
				t.Errorf("%s: AppendEncodeRunes(sample %s) = %q, %v", name, s.id, got, err)
			}
			if got, err := c.EncodeMixedCase(s.unicode, s.upper); got != s.mixed || err != nil {
				t.Errorf("%s: EncodeMixedCase(sample %s) = %q, %v; want %q", name, s.id, got, err, s.mixed)
			}
			var steps int
			if got, err := c.EncodeTrace(s.unicode, func(punycode.Step) { steps++ }); got != s.plain || err != nil || steps != len(s.runes)-s.numBasic {
				t.Errorf("%s: EncodeTrace(sample %s) = %q, %v, %d steps", name, s.id, got, err, steps)
			}
			if got, err := c.Decode(s.mixed); got != s.unicode || err != nil {
				t.Errorf("%s: Decode(sample %s) = %q, %v; want %q", name, s.id, got, err, s.unicode)
			}
			if got, err := c.AppendDecode([]byte("x"), s.mixed); string(got) != "x"+s.unicode || err != nil {
				t.Errorf("%s: AppendDecode(sample %s) = %q, %v", name, s.id, got, err)
			}
			if got, err := c.AppendDecodeRunes(nil, s.mixed); !slices.Equal(got, s.runes) || err != nil {
				t.Errorf("%s: AppendDecodeRunes(sample %s) = %q, %v", name, s.id, got, err)
			}
			if got, upper, err := c.DecodeMixedCase(s.mixed); got != s.unicode || !slices.Equal(upper, s.upper) || err != nil {
				t.Errorf("%s: DecodeMixedCase(sample %s) = %q, %v, %v", name, s.id, got, upper, err)
			}
			steps = 0
			if got, err := c.DecodeTrace(s.mixed, func(punycode.Step) { steps++ }); got != s.unicode || err != nil || steps != len(s.runes)-s.numBasic {
				t.Errorf("%s: DecodeTrace(sample %s) = %q, %v, %d steps", name, s.id, got, err, steps)
			}
		}
		// Errors, as TestDecodeErrors and TestEncodeErrors have them.
		want := &punycode.Error{Offset: 0, Err: punycode.ErrSurrogate}
		if got, err := c.Decode("ib9b"); got != "" || !sameError(err, want) {
			t.Errorf("%s: Decode(ib9b) = %q, %v; want %v", name, got, err, want)
		}
		want = &punycode.Error{Offset: 6, Err: punycode.ErrInvalidDigit}
		if got, err := c.AppendDecode(nil, "abc-de!f"); got != nil || !sameError(err, want) {
			t.Errorf("%s: AppendDecode(abc-de!f) = %q, %v; want %v", name, got, err, want)
		}
		want = &punycode.Error{Offset: 1, Err: punycode.ErrInvalidUTF8}
		if got, err := c.Encode("a\xffb"); got != "" || !sameError(err, want) {
			t.Errorf("%s: Encode(a\\xffb) = %q, %v; want %v", name, got, err, want)
		}
	}
	// The zero value is not changed by being used.
	if zero != (punycode.Codec{}) {
		t.Error("the zero Codec changed")
	}
}
