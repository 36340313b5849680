// Command base is the baseline of bench/binsize.sh: it prints its argument
// as the other two programs print their results, converting nothing.
package main

import (
	"fmt"
	"os"
)

func main() {
	a, err := os.Args[1], error(nil)
	fmt.Println(a, err, a, err)
}
