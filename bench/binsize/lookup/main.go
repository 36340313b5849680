// Command lookup is the Lookup-only program of bench/binsize.sh: it
// converts its argument with idna.Lookup to ASCII and to Unicode and prints
// the results, so that its size over base is what such a program links.
package main

import (
	"fmt"
	"os"

	"github.com/xn-go/xn/idna"
)

func main() {
	a, err := idna.Lookup.ToASCII(os.Args[1])
	u, err2 := idna.Lookup.ToUnicode(os.Args[1])
	fmt.Println(a, err, u, err2)
}
