package label_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/rule"
)

// want builds the expected *Error; nil means no error.
func wantErr(code rule.Code, offset int, r rune, length int) *label.Error {
	return &label.Error{Code: code, Offset: offset, Rune: r, Length: length}
}

// sameError compares an error returned by a check with the expected one.
func sameError(got error, want *label.Error) bool {
	if want == nil {
		return got == nil
	}
	var e *label.Error
	return errors.As(got, &e) && *e == *want
}

func TestCheckLDH(t *testing.T) {
	tests := []struct {
		s          string
		underscore bool
		want       *label.Error
	}{
		{"", false, nil},
		{"example", false, nil},
		{"EXAMPLE-123", false, nil},
		{"0123456789", false, nil},
		{"-", false, nil}, // hyphen position is CheckHyphenEnds' job
		{"xn--bcher-kva", false, nil},
		{"a_b", false, wantErr(rule.U1, 1, '_', 0)},
		{"a_b", true, nil},
		{"_dmarc", false, wantErr(rule.U1, 0, '_', 0)},
		{"_dmarc", true, nil},
		{"_", true, nil},
		{"a.b", false, wantErr(rule.U1, 1, '.', 0)},
		{"a.b", true, wantErr(rule.U1, 1, '.', 0)},
		{"a b", false, wantErr(rule.U1, 1, ' ', 0)},
		{"a\x00", false, wantErr(rule.U1, 1, 0, 0)},
		{"a\x7f", false, wantErr(rule.U1, 1, 0x7f, 0)},
		{"ab@", false, wantErr(rule.U1, 2, '@', 0)},
		{"b\u00FCcher", false, wantErr(rule.U1, 1, 0xFC, 0)},
		{"b\u00FCcher", true, wantErr(rule.U1, 1, 0xFC, 0)},
		{"a\U0001F600", false, wantErr(rule.U1, 1, 0x1F600, 0)},
		{"a\uFFFD", false, wantErr(rule.U1, 1, 0xFFFD, 0)}, // a real U+FFFD
		{"a\xffb", false, wantErr(rule.U1, 1, -1, 0)},      // not UTF-8
		{"a\xC3", false, wantErr(rule.U1, 1, -1, 0)},       // truncated ü
		{"\xE3\x80\x82", false, wantErr(rule.U1, 0, 0x3002, 0)},
		{"a_\xff", false, wantErr(rule.U1, 1, '_', 0)},
		{"a_\xff", true, wantErr(rule.U1, 2, -1, 0)},
	}
	for _, tt := range tests {
		if got := label.CheckLDH(tt.s, tt.underscore); !sameError(got, tt.want) {
			t.Errorf("CheckLDH(%+q, %v) = %#v, want %#v", tt.s, tt.underscore, got, tt.want)
		}
	}
}

// TestCheckLDHEveryByte checks each byte value alone, in both modes,
// against the definition written out as comparisons.
func TestCheckLDHEveryByte(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		ldh := 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '-'
		for _, underscore := range []bool{false, true} {
			want := ldh || underscore && b == '_'
			s := "a" + string([]byte{b}) + "z"
			err := label.CheckLDH(s, underscore)
			if (err == nil) != want {
				t.Errorf("CheckLDH(%+q, %v) = %v, want ok=%v", s, underscore, err, want)
			}
			var e *label.Error
			if err != nil && (!errors.As(err, &e) || e.Offset != 1) {
				t.Errorf("CheckLDH(%+q, %v) = %#v, want U1 at byte 1", s, underscore, err)
			}
		}
	}
}

// TestCheckLDHEveryPosition puts one bad byte at each position of a longer
// label, so that both the four-byte and the byte-by-byte loops see it.
func TestCheckLDHEveryPosition(t *testing.T) {
	const good = "abcdefghij-0123456789-XYZ"
	for _, bad := range []string{"_", ".", "\x00", "\xff", "\u00FC", "\u3002"} {
		for k := 0; k <= len(good); k++ {
			s := good[:k] + bad + good[k:]
			want := wantErr(rule.U1, k, []rune(bad)[0], 0)
			if bad == "\xff" {
				want.Rune = -1
			}
			if got := label.CheckLDH(s, false); !sameError(got, want) {
				t.Errorf("CheckLDH(%+q, false) = %#v, want %#v", s, got, want)
			}
			underscore := bad == "_"
			if got := label.CheckLDH(s, true); (got == nil) != underscore {
				t.Errorf("CheckLDH(%+q, true) = %v", s, got)
			}
		}
	}
}

func TestCheckHyphenEnds(t *testing.T) {
	tests := []struct {
		s    string
		want *label.Error
	}{
		{"", nil},
		{"a", nil},
		{"a-b", nil},
		{"a--b", nil},
		{"xn--a", nil},
		{"-", wantErr(rule.V3, 0, 0, 0)},
		{"-a", wantErr(rule.V3, 0, 0, 0)},
		{"a-", wantErr(rule.V3, 1, 0, 0)},
		{"-a-", wantErr(rule.V3, 0, 0, 0)},
		{"\u00FC-", wantErr(rule.V3, 2, 0, 0)},
		{"\u2010a", nil}, // U+2010 HYPHEN is not HYPHEN-MINUS
		{"a\xff-", wantErr(rule.V3, 2, 0, 0)},
	}
	for _, tt := range tests {
		if got := label.CheckHyphenEnds(tt.s); !sameError(got, tt.want) {
			t.Errorf("CheckHyphenEnds(%+q) = %#v, want %#v", tt.s, got, tt.want)
		}
	}
}

func TestCheckHyphen34(t *testing.T) {
	tests := []struct {
		s    string
		want *label.Error
	}{
		{"", nil},
		{"ab-", nil},
		{"ab--", wantErr(rule.V2, 2, 0, 0)},
		{"ab--c", wantErr(rule.V2, 2, 0, 0)},
		{"xn--bcher-kva", wantErr(rule.V2, 2, 0, 0)},
		{"XN--A", wantErr(rule.V2, 2, 0, 0)},
		{"----", wantErr(rule.V2, 2, 0, 0)},
		{"ab-c", nil},
		{"abc-", nil},
		{"a--b", nil},
		{"abc--", nil},

		// Positions are code points, not bytes.
		{"\u00E4\u00E4--x", wantErr(rule.V2, 4, 0, 0)}, // hyphens at bytes 4, 5
		{"a\u00E4--", wantErr(rule.V2, 3, 0, 0)},
		{"\u00E4b--", wantErr(rule.V2, 3, 0, 0)},
		{"\u00E4--x", nil}, // hyphens are code points 2 and 3
		{"\u00E4--", nil},  // 4 bytes, 3 code points
		{"ab-\u00E4", nil}, //
		{"\U0001F600\U0001F600--", wantErr(rule.V2, 8, 0, 0)},
		{"\U0001F600--", nil}, // 6 bytes, the hyphens are code points 2 and 3

		// Invalid UTF-8: each bad byte is one position.
		{"\xff\xff--", wantErr(rule.V2, 2, 0, 0)},
		{"\xC3\xA4\xff--", wantErr(rule.V2, 3, 0, 0)}, // ä, bad byte, hyphens at positions 3 and 4
		{"\xC3--", nil},      // bad byte, then hyphens at positions 2 and 3
		{"a\xE3\x80--", nil}, // a, bad, bad, then hyphens at 4 and 5
		{"\xE3\x80--", wantErr(rule.V2, 2, 0, 0)},
	}
	for _, tt := range tests {
		if got := label.CheckHyphen34(tt.s); !sameError(got, tt.want) {
			t.Errorf("CheckHyphen34(%+q) = %#v, want %#v", tt.s, got, tt.want)
		}
	}
}

func TestCheckHyphens(t *testing.T) {
	tests := []struct {
		s    string
		want *label.Error
	}{
		{"example", nil},
		{"a-b", nil},
		{"ab--", wantErr(rule.V2, 2, 0, 0)}, // breaks both; V2 is reported first
		{"-b--c", wantErr(rule.V2, 2, 0, 0)},
		{"-abc", wantErr(rule.V3, 0, 0, 0)},
		{"abc-", wantErr(rule.V3, 3, 0, 0)},
		{"xn--a", wantErr(rule.V2, 2, 0, 0)},
	}
	for _, tt := range tests {
		if got := label.CheckHyphens(tt.s); !sameError(got, tt.want) {
			t.Errorf("CheckHyphens(%+q) = %#v, want %#v", tt.s, got, tt.want)
		}
	}
}

func TestCheckLength(t *testing.T) {
	a63 := strings.Repeat("a", 63)
	xn63 := "xn--" + strings.Repeat("b", 59) // an ACE label at the limit
	kana63 := strings.Repeat("\u3042", 21)   // 21 three-byte code points
	tests := []struct {
		s    string
		want *label.Error
	}{
		{"", wantErr(rule.A4_2, 0, 0, 0)},
		{"a", nil},
		{a63, nil},
		{a63 + "a", wantErr(rule.A4_2, 63, 0, 64)},
		{xn63, nil},
		{xn63 + "c", wantErr(rule.A4_2, 63, 0, 64)},
		{kana63, nil},
		{kana63 + "\u3042", wantErr(rule.A4_2, 63, 0, 66)},
		{strings.Repeat("\u00FC", 31) + "a", nil},                     // 63 octets
		{strings.Repeat("\u00FC", 32), wantErr(rule.A4_2, 63, 0, 64)}, // 64 octets, 32 code points
		{strings.Repeat("a", 1<<20), wantErr(rule.A4_2, 63, 0, 1<<20)},
		{"\xff", nil}, // bytes are counted, valid or not
	}
	for _, tt := range tests {
		if got := label.CheckLength(tt.s); !sameError(got, tt.want) {
			t.Errorf("CheckLength(%.20q… %d octets) = %#v, want %#v", tt.s, len(tt.s), got, tt.want)
		}
	}
}

// name builds a name of labels of the given lengths, joined by dot.
func name(dot string, lengths ...int) string {
	parts := make([]string, len(lengths))
	for i, n := range lengths {
		parts[i] = strings.Repeat(string(rune('a'+i%26)), n)
	}
	return strings.Join(parts, dot)
}

func TestCheckNameLength(t *testing.T) {
	n253 := name(".", 63, 63, 63, 61) // 250 + 3 dots = 253
	n254 := name(".", 63, 63, 63, 62)
	if len(n253) != 253 || len(n254) != 254 {
		t.Fatalf("test names have lengths %d and %d", len(n253), len(n254))
	}
	// The same names with U+3002 as the separator: 3 bytes per dot, still 1 octet each.
	w253 := name("\u3002", 63, 63, 63, 61)
	w254 := name("\u3002", 63, 63, 63, 62)
	// 127 one-octet labels and 126 dots: 253 octets; 128 labels: 255.
	many253 := name(".", slicesRepeat(1, 127)...)
	many255 := name(".", slicesRepeat(1, 128)...)
	manyW253 := name("\uFF61", slicesRepeat(1, 127)...)
	manyW255 := name("\uFF61", slicesRepeat(1, 128)...)

	tests := []struct {
		desc, name string
		want       *label.Error
	}{
		{"empty", "", wantErr(rule.A4_1, 0, 0, 0)},
		{"root only", ".", wantErr(rule.A4_1, 0, 0, 0)},
		{"root only U+3002", "\u3002", wantErr(rule.A4_1, 0, 0, 0)},
		{"one octet", "a", nil},
		{"empty label", "..", nil}, // ".": one octet; empty labels are CheckLength's
		{"253", n253, nil},
		{"253 + root", n253 + ".", nil},
		{"253 + U+3002 root", n253 + "\u3002", nil},
		{"254", n254, wantErr(rule.A4_1, 253, 0, 254)},
		{"254 + root", n254 + ".", wantErr(rule.A4_1, 253, 0, 254)},
		{"253 + two dots", n253 + "..", wantErr(rule.A4_1, 253, 0, 254)},
		{"wide dots 253", w253, nil},
		{"wide dots 253 + root", w253 + "\uFF0E", nil},
		{"wide dots 254", w254, wantErr(rule.A4_1, 253+2*3, 0, 254)},
		{"127 labels", many253, nil},
		{"128 labels", many255, wantErr(rule.A4_1, 253, 0, 255)},
		{"127 labels, wide dots", manyW253, nil},
		{"128 labels, wide dots", manyW255, wantErr(rule.A4_1, 126+126*3+1, 0, 255)},
		{"1 MiB", strings.Repeat("a", 1<<20), wantErr(rule.A4_1, 253, 0, 1<<20)},
		{"million dots", strings.Repeat(".", 1e6), wantErr(rule.A4_1, 253, 0, 1e6-1)},
		{"million wide dots", strings.Repeat("\u3002", 1e6), wantErr(rule.A4_1, 253*3, 0, 1e6-1)},
		{"multi-byte label text counts bytes", strings.Repeat("\u00FC", 127), wantErr(rule.A4_1, 253, 0, 254)},
		{"invalid UTF-8", strings.Repeat("\xff", 253), nil},
		{"truncated dots", strings.Repeat("\xE3\x80", 127), wantErr(rule.A4_1, 253, 0, 254)},
	}
	for _, tt := range tests {
		if got := label.CheckNameLength(tt.name); !sameError(got, tt.want) {
			t.Errorf("CheckNameLength(%s) = %#v, want %#v", tt.desc, got, tt.want)
		}
	}
}

func slicesRepeat(v, n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// TestChecksHuge runs every check on megabyte inputs: each must give the
// exact answer (the work is linear by construction; time is not asserted).
func TestChecksHuge(t *testing.T) {
	const n = 1 << 20
	ldh := strings.Repeat("a", n)
	if err := label.CheckLDH(ldh, false); err != nil {
		t.Errorf("CheckLDH(1 MiB of a) = %v", err)
	}
	if got, want := label.CheckLDH(ldh+"_", false), wantErr(rule.U1, n, '_', 0); !sameError(got, want) {
		t.Errorf("CheckLDH(1 MiB + _) = %#v, want %#v", got, want)
	}
	if got, want := label.CheckHyphens(ldh+"-"), wantErr(rule.V3, n, 0, 0); !sameError(got, want) {
		t.Errorf("CheckHyphens(1 MiB + -) = %#v, want %#v", got, want)
	}
	if err := label.CheckHyphens(strings.Repeat("\u00E4", n/2)); err != nil {
		t.Errorf("CheckHyphens(1 MiB of ä) = %v", err)
	}
	if got := label.Classify(ldh, nil); got != label.Invalid {
		t.Errorf("Classify(1 MiB of a) = %v", got)
	}
	if got := label.Classify(strings.Repeat("\xff", n), nil); got != label.Invalid {
		t.Errorf("Classify(1 MiB of 0xFF) = %v", got)
	}
	if got, want := label.CheckNameLength(strings.Repeat("a.", n/2)), wantErr(rule.A4_1, 253, 0, n-1); !sameError(got, want) {
		t.Errorf("CheckNameLength(512 Ki labels) = %#v, want %#v", got, want)
	}
}
