package label_test

import (
	"strings"
	"testing"

	"github.com/xn-go/xn/label"
)

func TestHasACEPrefix(t *testing.T) {
	tests := []struct {
		s    string
		want bool
	}{
		{"xn--bcher-kva", true},
		{"XN--BCHER-KVA", true},
		{"Xn--a", true},
		{"xN--", true},
		{"xn--", true},
		{"xn-", false},
		{"xn", false},
		{"", false},
		{"xn-a-", false},
		{"xm--a", false},
		{"yn--a", false},
		{"x n--", false},
		{"\uFF58\uFF4E--a", false}, // fullwidth xn: the caller maps before asking
		{"xn\u2010\u2010a", false}, // U+2010 HYPHEN
		{"8n--a", false},           // '8'|0x20 is '8'
		{"\xD8n--a", false},        // 0xD8|0x20 is 0xF8, not 'x'
		{"xn\xAD-a", false},
		{"axn--b", false},
	}
	for _, tt := range tests {
		if got := label.HasACEPrefix(tt.s); got != tt.want {
			t.Errorf("HasACEPrefix(%+q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

// TestHasACEPrefixExhaustive compares HasACEPrefix with strings.EqualFold
// for every value of the first two bytes.
func TestHasACEPrefixExhaustive(t *testing.T) {
	fails := 0
	for a := range 256 {
		for b := range 256 {
			s := string([]byte{byte(a), byte(b), '-', '-', 'z'})
			want := strings.EqualFold(s[:2], "xn")
			if got := label.HasACEPrefix(s); got != want && fails < 10 {
				fails++
				t.Errorf("HasACEPrefix(%+q) = %v, want %v", s, got, want)
			}
		}
	}
}

func TestTrimACEPrefix(t *testing.T) {
	tests := []struct {
		s, body string
		ok      bool
	}{
		{"xn--bcher-kva", "bcher-kva", true},
		{"XN--BCHER-KVA", "BCHER-KVA", true},
		{"xn--", "", true},
		{"bcher-kva", "bcher-kva", false},
		{"xn-", "xn-", false},
		{"", "", false},
	}
	for _, tt := range tests {
		body, ok := label.TrimACEPrefix(tt.s)
		if body != tt.body || ok != tt.ok {
			t.Errorf("TrimACEPrefix(%q) = %q, %v, want %q, %v", tt.s, body, ok, tt.body, tt.ok)
		}
	}
}
