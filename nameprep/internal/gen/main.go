// Command gen writes nameprep/tables.go from the tables of RFC 3454.
//
// Usage, from the nameprep directory (see the go:generate line in doc.go):
//
//	go run ./internal/gen [-spec path/to/rfc3454.txt] [-o tables.go]
//
// By default the RFC is read from specs/rfc3454.txt in the shared reference
// directory (see package internal/shareddata). The output depends only on
// the tables in the RFC text, so running the command again reproduces the
// file byte for byte; TestTablesUpToDate in package nameprep checks that.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/nameprep/internal/tablegen"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	spec := flag.String("spec", "", "path of rfc3454.txt (default: specs/rfc3454.txt in the shared directory)")
	out := flag.String("o", "tables.go", "output file")
	flag.Parse()

	if *spec == "" {
		dir := shareddata.Dir()
		if dir == "" {
			log.Fatal("cannot locate the shared directory; use -spec or set XN_SHARED_DIR")
		}
		*spec = filepath.Join(dir, "specs", "rfc3454.txt")
	}
	src, err := os.ReadFile(*spec)
	if err != nil {
		log.Fatal(err)
	}
	tables, err := tablegen.Parse(bytes.NewReader(src))
	if err != nil {
		log.Fatalf("%s: %v", *spec, err)
	}
	code, err := tablegen.Generate(tables)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, code, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "gen: wrote %s (%d bytes) from %s\n", *out, len(code), *spec)
}
