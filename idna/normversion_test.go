package idna

import (
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/fullnorm"
)

// TestNFCByVersion checks NFC by a table's version (normversion.go) on
// hand-picked strings, under every toolchain: a code point the version
// leaves unassigned stays where it is and nothing composes across it, and
// within the stretches between such code points NFC is x/text's.
func TestNFCByVersion(t *testing.T) {
	tests := []struct {
		tab      *tables.Table
		in, want string
	}{
		// U+1AD3 is unassigned in 15.0.0 and 16.0.0, a mark in 17.0.0.
		{&tables.V15_0_0, "a\u1ad3\u065f", "a\u1ad3\u065f"},
		{&tables.V16_0_0, "a\u1ad3\u065f", "a\u1ad3\u065f"},
		{&tables.V17_0_0, "a\u1ad3\u065f", "a\u065f\u1ad3"},
		// Composition and reordering on each side of it still happen.
		{&tables.V15_0_0, "e\u0301\u1ad3o\u0308\u0323", "\u00e9\u1ad3\u1ecd\u0308"},
		// An unassigned code point (U+0378 in every version) blocks nothing
		// that the data knows anyway.
		{&tables.V15_0_0, "a\u0378\u0301", "a\u0378\u0301"},
		{&tables.V15_0_0, "", ""},
	}
	for _, tt := range tests {
		if ServesUnicode(tt.tab.Version()) != nil {
			continue // this toolchain's data does not know the version
		}
		if got := string(nfcAppend(tt.tab, nil, []byte(tt.in))); got != tt.want {
			t.Errorf("NFC by %s of %+q = %+q, want %+q", tt.tab.Version(), tt.in, got, tt.want)
		}
		if got := isNFC(tt.tab, []byte(tt.in), false); got != (tt.in == tt.want) {
			t.Errorf("isNFC by %s of %+q = %v", tt.tab.Version(), tt.in, got)
		}
	}
}

// TestNFCByVersionAgrees checks on the generated names of the pinned
// answers that isNFC, quick or not, and nfcAppend agree with one another, that
// nfcAppend is idempotent, and that for the build's own tables it is
// x/text's exact NFC (fullnorm).
func TestNFCByVersionAgrees(t *testing.T) {
	for _, s := range pinnedGenerated(2000) {
		b := []byte(s)
		if got, want := string(nfcAppend(tables.Default, nil, b)), string(fullnorm.Append(norm.NFC, nil, b)); got != want {
			t.Errorf("Default: %+q normalizes to %+q, fullnorm gives %+q", s, got, want)
		}
		for _, tab := range servedTables() {
			checkNFCAgrees(t, tab, s)
		}
	}
}

// checkNFCAgrees checks that NFC of s by tab's version is idempotent and
// that isNFC, quick or not, agrees with it.
func checkNFCAgrees(t *testing.T, tab *tables.Table, s string) {
	t.Helper()
	b := []byte(s)
	n := nfcAppend(tab, nil, b)
	if again := nfcAppend(tab, nil, n); string(again) != string(n) {
		t.Errorf("%s: NFC of %+q is %+q, and of that %+q", tab.Version(), s, n, again)
	}
	same := string(n) == s
	if isNFC(tab, b, false) != same || (isNFC(tab, b, true) && !same) {
		t.Errorf("%s: %+q: isNFC %v, quick %v, NFC %+q", tab.Version(), s, isNFC(tab, b, false), isNFC(tab, b, true), n)
	}
}

// servedTables returns the table of every version this build serves.
func servedTables() []*tables.Table {
	var tabs []*tables.Table
	for _, v := range UnicodeVersions() {
		tabs = append(tabs, tables.Registered(v))
	}
	return tabs
}

// FuzzNFCByVersion: for any valid UTF-8, NFC by each served version is
// idempotent, agrees with isNFC, and a profile pinned to the version
// converts without panicking.
func FuzzNFCByVersion(f *testing.F) {
	for _, s := range []string{"a\u1ad3\u065f", "xn--a-6pc128m", "e\u0301\u1ad3o\u0308\u0323", "\u0378\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 256 {
			return
		}
		for _, tab := range servedTables() {
			checkNFCAgrees(t, tab, s)
			p := UTS46.With(Unicode(tab.Version()))
			p.ToASCII(s)
			p.ToUnicode(s)
		}
	})
}
