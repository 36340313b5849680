package dnsname_test

import (
	"fmt"

	"github.com/xn-go/xn/dnsname"
)

// A provider lists its zones in A-label form; the record to create is
// named in Unicode. Find gives the zone and the record's name relative to
// it, in the zone's form.
func ExampleZones_Find() {
	zones, err := dnsname.NewZones("xn--bcher-kva.example.", "shop.xn--bcher-kva.example.", "example.org.")
	if err != nil {
		panic(err)
	}
	for _, name := range []string{
		"_acme-challenge.www.Bücher.example",
		"café.shop.bücher.example.",
		"bücher.example",
		"notbücher.example",
	} {
		m, err := zones.Find(name)
		if err != nil {
			fmt.Printf("%s: %v\n", name, err)
			continue
		}
		fmt.Printf("%s: zone %s, name %q\n", name, m.Zone, m.Relative)
	}
	// Output:
	// _acme-challenge.www.Bücher.example: zone xn--bcher-kva.example., name "_acme-challenge.www"
	// café.shop.bücher.example.: zone shop.xn--bcher-kva.example., name "xn--caf-dma"
	// bücher.example: zone xn--bcher-kva.example., name ""
	// notbücher.example: dnsname: no zone holds the name
}

// A zone given in Unicode gives relative names in Unicode.
func ExampleZones_Find_unicode() {
	zones, err := dnsname.NewZones("bücher.example")
	if err != nil {
		panic(err)
	}
	m, err := zones.Find("www.xn--caf-dma.xn--bcher-kva.example")
	fmt.Println(m.Zone, m.Relative, err)
	// Output: bücher.example www.café <nil>
}

func ExampleToASCII() {
	fmt.Println(dnsname.ToASCII("_sip._tcp.Bücher.example."))
	// Output: _sip._tcp.xn--bcher-kva.example. <nil>
}
