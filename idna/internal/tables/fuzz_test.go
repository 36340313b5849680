package tables

import (
	"testing"
	"unicode/utf8"
)

// FuzzLookup checks that Lookup and the accessors never panic and that the
// properties they return are consistent with one another.
func FuzzLookup(f *testing.F) {
	for _, r := range []rune{0, 'A', 0xDF, 0x200D, 0xD800, 0xFDFA, 0x10FFFF, 0x110000, -1} {
		f.Add(int32(r))
	}
	f.Fuzz(func(t *testing.T, r int32) {
		p := Lookup(r)
		m := Default.Mapping(p)
		if !utf8.ValidString(m) {
			t.Errorf("U+%04X: mapping %q is not UTF-8", r, m)
		}
		switch p.Status() {
		case Mapped, DisallowedSTD3Mapped:
			if m == "" {
				t.Errorf("U+%04X: %v with an empty mapping", r, p.Status())
			}
		case Deviation:
		default:
			if m != "" {
				t.Errorf("U+%04X: %v with mapping %q", r, p.Status(), m)
			}
		}
		if p.Status() > DisallowedSTD3Mapped || p.Derived() > UNASSIGNED || p.Joining() > JoinT ||
			p.Bidi() > BidiPDI || p.Script() > ScriptHan {
			t.Errorf("U+%04X: value out of range: %#x", r, uint64(p))
		}
		if (r < 0 || r > utf8.MaxRune) && p != 0 {
			t.Errorf("Lookup(%d) = %#x, want 0", r, uint64(p))
		}
		_ = Default.Describe(p)
	})
}
