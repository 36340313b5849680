package idna_test

import (
	"errors"
	"fmt"
	"log"
	"net/url"

	"github.com/xn-go/xn/idna"
)

// The host of a *url.URL normalized as a browser would: net/url has
// already percent-decoded u.Host, which HostToASCII takes as it is.
func ExampleProfile_HostToASCII_url() {
	for _, raw := range []string{
		"https://B%C3%BCcher.DE:0443/",
		"http://[0:0:0:0:0:FFFF:127.0.0.1]:8080/",
		"http://0x7f.1/",
		"https://a.b.c.XN--pokxncvks/",
		"http://bücher.de:99999/",
	} {
		u, err := url.Parse(raw)
		if err != nil {
			log.Fatal(err)
		}
		host, err := idna.WHATWG.HostToASCII(u.Host)
		if err != nil {
			fmt.Println("invalid host:", raw)
			continue
		}
		u.Host = host
		fmt.Println(u)
	}
	// Output:
	// https://xn--bcher-kva.de:443/
	// http://[::ffff:7f00:1]:8080/
	// http://127.0.0.1/
	// https://a.b.c.xn--pokxncvks/
	// invalid host: http://bücher.de:99999/
}

// Under WHATWG an ASCII name that IDNA rejects is accepted lowercased, as
// browsers do; ToASCIIWithErrors returns the problems as validation errors,
// and ASCIIFallback(false) restores the failure.
func ExampleProfile_ToASCIIWithErrors() {
	ascii, validation, err := idna.WHATWG.ToASCIIWithErrors("XN--8i7caa.famitei.net")
	fmt.Println(ascii, err)
	// xn--8i7caa decodes to fullwidth "ｗｗｗ", which is not valid in a label.
	fmt.Println(errors.Is(validation, idna.ErrDisallowed))

	_, err = idna.WHATWG.With(idna.ASCIIFallback(false)).ToASCII("XN--8i7caa.famitei.net")
	fmt.Println(err != nil)

	// A name that is not ASCII never falls back.
	_, _, err = idna.WHATWG.ToASCIIWithErrors("xn--a.ß")
	fmt.Println(err != nil)
	// Output:
	// xn--8i7caa.famitei.net <nil>
	// true
	// true
	// true
}
