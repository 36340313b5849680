package codepoint

import (
	"fmt"
	"testing"
)

func TestString(t *testing.T) {
	for _, tt := range []struct {
		r    rune
		want string
	}{
		{0, "U+0000"}, {'A', "U+0041"}, {0xFC, "U+00FC"}, {0x200D, "U+200D"}, {0xFFFF, "U+FFFF"},
		{0x10000, "U+10000"}, {0x1F600, "U+1F600"}, {0x10FFFF, "U+10FFFF"}, {0x7FFFFFFF, "U+7FFFFFFF"},
	} {
		if got := String(tt.r); got != tt.want {
			t.Errorf("String(%#x) = %q, want %q", tt.r, got, tt.want)
		}
	}
}

// Append agrees with fmt's %04X on every code point.
func TestAppendAsFmt(t *testing.T) {
	var b []byte
	for r := rune(0); r <= 0x10FFFF; r++ {
		b = Append(b[:0], r)
		if want := fmt.Sprintf("U+%04X", r); string(b) != want {
			t.Fatalf("Append(%#x) = %q, want %q", r, b, want)
		}
	}
}
