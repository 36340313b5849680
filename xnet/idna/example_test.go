package idna_test

import (
	"fmt"

	"github.com/xn-go/xn/xnet/idna"
)

// The package-level functions are the Punycode profile, as in x/net: no
// mapping, no validation. A name a person typed wants Lookup.
func Example() {
	fmt.Println(idna.ToASCII("*.GÖPHER.com"))
	fmt.Println(idna.Lookup.ToASCII("Bücher.DE"))
	fmt.Println(idna.Lookup.ToASCII("a_b.com"))
	// Output:
	// *.xn--GPHER-1oa.com <nil>
	// xn--bcher-kva.de <nil>
	// a_b.com idna: disallowed rune U+005F
}

// Options apply in order; a preset overwrites what came before it.
func ExampleNew() {
	relaxed := idna.New(idna.MapForLookup(), idna.StrictDomainName(false))
	strict := idna.New(idna.StrictDomainName(false), idna.MapForLookup())
	fmt.Println(relaxed.ToASCII("a_b.com"))
	fmt.Println(strict.ToASCII("a_b.com"))
	fmt.Println(strict)
	// Output:
	// a_b.com <nil>
	// a_b.com idna: disallowed rune U+005F
	// NonTransitional:UseSTD3Rules:CheckHyphens:CheckJoiners
}

// On error the partly processed name comes back with the error, as in
// x/net; an A-label whose Punycode is empty is an error here (x/net accepts
// "xn--").
func ExampleProfile_ToUnicode() {
	fmt.Println(idna.Lookup.ToUnicode("xn--go-.dev"))
	fmt.Println(idna.Lookup.ToUnicode("xn--.com"))
	// Output:
	// go.dev idna: invalid label "go-"
	// .com idna: invalid label ""
}
