package trace_test

import (
	"fmt"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
)

func ExampleLookupRune() {
	info := trace.LookupRune('ß')
	fmt.Println(info.Status, info.Mapping, info.IDNA2008)
	// Output: deviation ss PVALID
}

// The trace of a conversion: each label with the rules the conversion
// checked on it, in the order it ran them.
func ExampleTrace() {
	tr := idna.Lookup.Explain("xn--go-.dev")
	for _, lab := range tr.Labels {
		fmt.Printf("%q from Punycode: %v\n", lab.Unicode, lab.FromPunycode)
		for _, v := range lab.Rules {
			if !v.OK {
				fmt.Println("  fails", v.Code, "-", v.Name)
			}
		}
	}
	fmt.Println(tr.ASCIIErr != nil)
	// Output:
	// "go" from Punycode: true
	//   fails P4 - xn-- label is valid Punycode of a non-ASCII string
	// "dev" from Punycode: false
	// true
}
