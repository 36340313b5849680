package compare_test

import (
	"fmt"

	"github.com/xn-go/xn/cmd/xn/internal/compare"
)

// Why does a browser's URL parser accept "faß.de" as xn--fa-hia.de while
// an older library gives fass.de?
func ExampleName() {
	c := compare.Name("faß.de")
	for _, r := range c.Results {
		fmt.Printf("%-30s %s\n", r.Name, r.ASCII)
	}
	for _, r := range c.Reasons() {
		fmt.Println("-", r.Text)
	}
	// Output:
	// UTS #46 nontransitional        xn--fa-hia.de
	// UTS #46 transitional           fass.de
	// IDNA2008                       xn--fa-hia.de
	// IDNA2008 with UTS #46 mapping  xn--fa-hia.de
	// WHATWG URL Standard            xn--fa-hia.de
	// IDNA2003                       fass.de
	// - with UTS #46 transitional and IDNA2003, 'ß', a deviation character, is mapped to 'ss', while nontransitional processing and IDNA2008 keep it
}

// A name that strict IDNA2008 rejects and the others accept.
func ExampleName_contextO() {
	c := compare.Name("a·b.cat")
	for _, r := range c.Results {
		fmt.Printf("%-30s %-16s %v\n", r.Name, r.ASCII, r.Codes)
	}
	fmt.Println(c.Reasons()[0].Text)
	// Output:
	// UTS #46 nontransitional        xn--ab-0ea.cat   []
	// UTS #46 transitional           xn--ab-0ea.cat   []
	// IDNA2008                                        [C3]
	// IDNA2008 with UTS #46 mapping                   [C3]
	// WHATWG URL Standard            xn--ab-0ea.cat   []
	// IDNA2003                       xn--ab-0ea.cat   []
	// with IDNA2008 and IDNA2008 with UTS #46 mapping, '·' is not allowed here: a CONTEXTO rule of RFC 5892 (appendix A) refuses it
}
