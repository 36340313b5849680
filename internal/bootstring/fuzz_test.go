package bootstring_test

import (
	"errors"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/bootstring"
)

// FuzzGeneric decodes any input with every parameter set of testParams and
// Punycode's, and encodes it when it is valid UTF-8: no panic, errors with
// an offset in the input, and what the encoder writes decodes back unless
// the decoder overflows (section 6.3 may write what 6.2 cannot read).
func FuzzGeneric(f *testing.F) {
	for i, s := range []string{"", "a", "bcher-kva", "ihqwcrb4cv8a8dqg056pqjye", "8885", "a.0", "99999999", "ü", "\u4ED6\u4EEC"} {
		f.Add(uint8(i), s)
	}
	sets := append(slices.Clone(testParams), bootstring.Punycode)
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p := sets[int(which)%len(sets)]
		if len(s) > 1000 {
			return // quadratic
		}
		if _, _, _, err := p.Decode(s); err != nil {
			var e *bootstring.Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("%+v: Decode(%q): %v", p, s, err)
			}
		}
		if !utf8.ValidString(s) {
			return
		}
		rs := []rune(s)
		enc, _, err := p.Encode(rs, nil)
		if err != nil {
			var e *bootstring.Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset >= len(rs) ||
				!errors.Is(err, bootstring.ErrOverflow) && !errors.Is(err, bootstring.ErrSurrogate) {
				t.Fatalf("%+v: Encode(%q): %v", p, s, err)
			}
			return
		}
		dec, _, _, err := p.Decode(enc)
		if errors.Is(err, bootstring.ErrOverflow) {
			return
		}
		if string(dec) != s || err != nil {
			t.Fatalf("%+v: Decode(Encode(%q) = %q) = %q, %v", p, s, enc, string(dec), err)
		}
	})
}
