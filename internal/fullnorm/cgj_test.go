package fullnorm

import (
	"bytes"
	"testing"
)

// containsCGJ agrees with bytes.Contains on joiners at each end, lead bytes
// of other characters and lone lead bytes.
func TestContainsCGJ(t *testing.T) {
	for _, s := range []string{
		"", "a", cgj, "a" + cgj, cgj + "a", "\u0345", "\u0345\u034F", "\u0345x\u034E",
		"\xcd", "a\xcd", "\xcd\xcd\x8f", "\u0300\u0301" + cgj + "\u0302",
	} {
		if got, want := containsCGJ([]byte(s)), bytes.Contains([]byte(s), []byte(cgj)); got != want {
			t.Errorf("containsCGJ(%+q) = %v, want %v", s, got, want)
		}
	}
}
