package idna_test

import (
	"errors"
	"fmt"
	"log"
	"net/url"

	"github.com/xn-go/xn/idna"
)

func Example() {
	a, err := idna.ToASCII("Bücher.example")
	fmt.Println(a, err)
	u, err := idna.ToUnicode("xn--bcher-kva.example")
	fmt.Println(u, err)
	// Output:
	// xn--bcher-kva.example <nil>
	// bücher.example <nil>
}

func ExampleProfile_With() {
	transitional := idna.UTS46.With(idna.Transitional(true))
	a, _ := transitional.ToASCII("faß.de")
	b, _ := idna.UTS46.ToASCII("faß.de")
	fmt.Println(a, b)
	// Output: fass.de xn--fa-hia.de
}

func ExampleError() {
	// x/net/idna returns "go.dev" here; xn returns "" and says why.
	a, err := idna.ToASCII("xn--go-.dev")
	fmt.Printf("%q\n", a)
	var e *idna.Error
	if errors.As(err, &e) {
		fmt.Println(e.Codes(), errors.Is(err, idna.ErrPunycode))
		fmt.Println(e.Problems[0])
	}
	// Output:
	// ""
	// [P4] true
	// P4: invalid Punycode in label 1 at byte 0
}

func ExampleProfile_ToUnicode() {
	// ToUnicode returns its best effort together with the error.
	u, err := idna.Lookup.ToUnicode("xn--99999999999.xn--bcher-kva.example")
	fmt.Println(u)
	fmt.Println(err)
	// Output:
	// xn--99999999999.bücher.example
	// idna: "xn--99999999999.xn--bcher-kva.example": P4: invalid Punycode in label 1 at byte 0: punycode: arithmetic overflow at offset 7
}

func ExampleProfile_AppendToASCII() {
	buf := make([]byte, 0, 64)
	for _, name := range []string{"WWW.Example.COM", "bücher.example"} {
		var err error
		buf, err = idna.Lookup.AppendToASCII(buf[:0], name)
		fmt.Println(string(buf), err)
	}
	// Output:
	// www.example.com <nil>
	// xn--bcher-kva.example <nil>
}

func ExampleWHATWG() {
	// The URL Standard allows hyphens anywhere and underscores, and rejects
	// forbidden host code points.
	for _, name := range []string{"r3---sn-abc.googlevideo.com", "_sip.example", "a b.example"} {
		a, err := idna.WHATWG.ToASCII(name)
		fmt.Printf("%q %v\n", a, err != nil)
	}
	// Output:
	// "r3---sn-abc.googlevideo.com" false
	// "_sip.example" false
	// "" true
}

// A URL's host converted with HostToASCII: net/url would otherwise escape
// the Unicode host byte by byte.
func ExampleProfile_HostToASCII() {
	u, err := url.Parse("https://Bücher.example:8443/path?q=1")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(u.String())
	u.Host, err = idna.Lookup.HostToASCII(u.Host)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(u.String())

	// IPv6 literals and ports pass through; WHATWG parses IPv4 hosts as
	// browsers do.
	fmt.Println(idna.Lookup.HostToASCII("[2001:db8::1]:443"))
	fmt.Println(idna.WHATWG.HostToASCII("0x7f.1:8080"))
	// Output:
	// https://B%C3%BCcher.example:8443/path?q=1
	// https://xn--bcher-kva.example:8443/path?q=1
	// [2001:db8::1]:443 <nil>
	// 127.0.0.1:8080 <nil>
}

// A registry that receives both forms of a label checks that they belong
// together.
func ExampleProfile_CheckLabelPair() {
	fmt.Println(idna.IDNA2008.CheckLabelPair("bücher", "xn--bcher-kva"))
	err := idna.IDNA2008.CheckLabelPair("bücher", "xn--mnchen-3ya")
	var e *idna.Error
	if errors.As(err, &e) {
		fmt.Println(e.Codes(), e.Problems[0].Detail)
	}
	// Output:
	// <nil>
	// [PAIR] the A-label of "bücher" is "xn--bcher-kva", not "xn--mnchen-3ya"
}

// Error says one fact that two codes share once, after both codes: with
// the Unicode 15.0.0 tables a disallowed code point breaks P1 and V6.
// A program that lists problems its own way groups them with Facts.
func ExampleFacts() {
	_, err := idna.Lookup.With(idna.Unicode("15.0.0")).ToASCII("my_site.com")
	fmt.Println(err)
	var e *idna.Error
	if errors.As(err, &e) {
		for _, fact := range idna.Facts(e.Problems) {
			fmt.Println(len(fact), "codes:", e.Problems[fact[0]].Code, e.Problems[fact[len(fact)-1]].Code)
		}
	}
	// Output:
	// idna: "my_site.com": P1,V6: disallowed code point U+005F '_' in label 1 at byte 2
	// 2 codes: P1 V6
}

// A profile built with an option it cannot apply converts nothing: every
// call fails with OPTION, even where WHATWG's ASCII fallback would keep
// an ASCII name.
func ExampleProfile_With_refused() {
	p := idna.WHATWG.With(idna.Unicode("9.9.9"))
	_, err := p.ToASCII("example.com")
	fmt.Println(errors.Is(err, idna.ErrOption))
	_, err = p.HostToASCII("[::1]:443")
	fmt.Println(errors.Is(err, idna.ErrOption))
	// Output:
	// true
	// true
}
