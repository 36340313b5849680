package idna

import (
	"strings"
	"testing"
)

// TestNameLengthAfterConversion checks the limits of VerifyDnsLength (UTS #46
// section 4.2 step 4: a label of 1 to 63 octets, a name of at most 253
// octets without the root) on Unicode input, where they apply to the ASCII
// form. The A-labels of "ü" followed by n letters a are those of Python
// 3.11's encodings.idna.ToASCII: 61, 62 and 63 octets for n = 53, 54, 55.
func TestNameLengthAfterConversion(t *testing.T) {
	a := strings.Repeat
	u61, x61 := "ü"+a("a", 53), "xn--"+a("a", 53)+"-lqf"
	u62, x62 := "ü"+a("a", 54), "xn--"+a("a", 54)+"-4tf"
	u63, x63 := "ü"+a("a", 55), "xn--"+a("a", 55)+"-oxf"
	u64 := u63 + "a"
	if len(x61) != 61 || len(x62) != 62 || len(x63) != 63 {
		t.Fatalf("A-label lengths %d %d %d, want 61 62 63", len(x61), len(x62), len(x63))
	}
	// Three 63-octet labels and a 61- or 62-octet one, with three dots:
	// 253 and 254 octets in ASCII form, only 229 and 230 bytes of UTF-8 input.
	head := u63 + "." + u63 + "." + u63 + "."
	xhead := x63 + "." + x63 + "." + x63 + "."
	n253, x253 := head+u61, xhead+x61
	n254 := head + u62
	if len(x253) != 253 || len(xhead+x62) != 254 {
		t.Fatalf("ASCII forms of %d and %d octets, want 253 and 254", len(x253), len(xhead+x62))
	}
	// The same names with the ideographic and fullwidth full stops, which
	// map to U+002E: the ASCII form is the same.
	wide := func(s string) string {
		return strings.Replace(strings.Replace(s, ".", "\u3002", 1), ".", "\uff0e", 1)
	}
	for _, p := range []*Profile{UTS46, Registration} {
		runASCII(t, p, []convCase{
			{u63, x63, nil},
			{u64, "", []string{"A4_2"}},
			{n253, x253, nil},
			{n254, "", []string{"A4_1"}},
			{"x." + u64, "", []string{"A4_2"}},
		})
	}
	// Registration takes its input as canonical: only U+002E separates
	// labels there, so the wide dots are for UTS46.
	runASCII(t, UTS46, []convCase{
		{wide(n253), x253, nil},
		{wide(n254), "", []string{"A4_1"}},
	})
	// Without VerifyDnsLength (Lookup) neither limit applies to ToASCII.
	runASCII(t, Lookup, []convCase{
		{n254, xhead + x62, nil},
	})
}

// TestDecodedASCIILabelLength checks that the length rules read an xn--
// label that decodes to ASCII (P4) in its decoded form: UTS #46 section 4
// step 4 replaces the label by what it decodes to before the ToASCII steps.
// "xn--" followed by 59 letters a and a hyphen is 64 octets, over the 63 of
// A4_2, and decodes to the 59 letters, which are not.
func TestDecodedASCIILabelLength(t *testing.T) {
	in := "xn--" + strings.Repeat("a", 59) + "-"
	if len(in) != 64 {
		t.Fatalf("input of %d octets, want 64", len(in))
	}
	runASCII(t, UTS46, []convCase{{in, "", []string{"P4"}}})
}
