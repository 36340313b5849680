// Command xnet is lookup with golang.org/x/net/idna, for comparison.
package main

import (
	"fmt"
	"os"

	"golang.org/x/net/idna"
)

func main() {
	a, err := idna.Lookup.ToASCII(os.Args[1])
	u, err2 := idna.Lookup.ToUnicode(os.Args[1])
	fmt.Println(a, err, u, err2)
}
