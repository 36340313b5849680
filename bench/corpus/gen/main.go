// Command gen writes the host-name corpora of package corpus: ASCII host
// names, IDN host names in many scripts, a 90/10 mix of the two and the
// A-label forms of the IDN host names.
//
// The names are drawn from the word lists in words.go by a PCG generator
// with fixed seeds, so that every run writes the same files byte for byte.
// The A-labels are computed with golang.org/x/net/idna's Punycode profile,
// and every IDN host name is checked with its Lookup profile, so that the
// corpora depend on none of the code they measure.
//
// Usage, from the directory of package corpus:
//
//	go run ./gen [-out data] [-n 1000]
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	out := flag.String("out", "data", "directory to write the corpus files to")
	n := flag.Int("n", defaultSize, "host names per corpus")
	flag.Parse()
	files, err := generate(*n)
	if err != nil {
		log.Fatal(err)
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(*out, f.name), f.data, 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %d bytes\n", f.name, len(f.data))
	}
}
