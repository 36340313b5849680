package idna2003_test

import (
	"fmt"

	"github.com/xn-go/xn/idna2003"
)

func Example() {
	// RFC 3490 ToASCII: labels with non-ASCII characters are nameprepped
	// (ß becomes "ss", capitals become small) and Punycode-encoded; ASCII
	// labels are left as they are.
	for _, name := range []string{"Bücher.de", "Faß.de", "ABC.de"} {
		a, err := idna2003.ToASCII(name)
		fmt.Println(a, err)
	}
	// U+0221 was unassigned in Unicode 3.2: an error unless the
	// AllowUnassigned flag is set (RFC 3490 section 5: for queries only).
	_, err := idna2003.ToASCII("a\u0221.de")
	fmt.Println(err)
	query := idna2003.Profile{AllowUnassigned: true}
	a, err := query.ToASCII("a\u0221.de")
	fmt.Println(a, err)
	// Output:
	// xn--bcher-kva.de <nil>
	// fass.de <nil>
	// ABC.de <nil>
	// idna: "aȡ.de": NP_UNASSIGNED: disallowed code point U+0221 'ȡ' in label 1 at byte 1: unassigned (RFC 3454 table A.1)
	// xn--a-4xa.de <nil>
}

func ExampleToUnicode() {
	// "xn--zca" decodes to ß, but ToASCII("ß") is "ss", not "xn--zca": the
	// round trip of RFC 3490 section 4.2 (step 7) fails. ToUnicode then
	// returns the label as it was given, and says why in the error.
	u, err := idna2003.ToUnicode("xn--zca.xn--bcher-kva.de")
	fmt.Println(u)
	fmt.Println(err)
	// Output:
	// xn--zca.bücher.de
	// idna: "xn--zca.xn--bcher-kva.de": ROUNDTRIP: invalid Punycode in label 1 at byte 0: ToASCII gives ss
}

func ExampleProfile_Explain() {
	// Each rule of RFC 3490 ToASCII, nameprep's checks included, with its
	// verdict, as the conversion ran them: nothing runs after a failure.
	tr := idna2003.Profile{UseSTD3ASCIIRules: true}.Explain("a_b.bücher")
	for _, lt := range tr.Labels {
		for _, rv := range lt.Rules {
			fmt.Println(lt.Index, rv.Code, rv.OK)
		}
	}
	// Output:
	// 0 STD3_LDH false
	// 1 NP_PROHIBITED true
	// 1 NP_BIDI true
	// 1 NP_UNASSIGNED true
	// 1 LABEL_DOT true
	// 1 STD3_LDH true
	// 1 STD3_HYPHEN true
	// 1 ACE_PREFIX true
	// 1 PUNYCODE true
	// 1 LENGTH true
}
