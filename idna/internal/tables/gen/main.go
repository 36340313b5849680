// Command gen writes the Unicode property tables of package tables for one
// Unicode version. Run it through go generate in the parent directory:
//
//	go run ./gen -version 15.0.0
//	GOTOOLCHAIN=go1.27.4 go run ./gen -version 17.0.0
//
// The toolchain must be one whose unicode.Version and norm.Version equal the
// requested version, because the general category Mark and the canonical
// combining class come from those packages. The data files are found with
// package shareddata unless -data names their directory.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/xn-go/xn/idna/internal/tables/internal/gentables"
	"github.com/xn-go/xn/internal/shareddata"
)

func main() {
	version := flag.String("version", "", "Unicode `version` to generate tables for, such as 15.0.0")
	data := flag.String("data", "", "`directory` of the Unicode data files (default: the shared data directory of that version)")
	out := flag.String("o", "", "output `file` (default: tables<version>.go)")
	flag.Parse()
	if *version == "" || flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	dir := *data
	if dir == "" {
		dir = shareddata.UnicodeDir(*version)
		if dir == "" {
			fatalf("cannot find the shared data directory; use -data")
		}
	}
	src, err := gentables.Generate(dir, *version)
	if err != nil {
		fatalf("%v", err)
	}
	name := *out
	if name == "" {
		name = gentables.FileName(*version)
	}
	if err := os.WriteFile(name, src, 0o666); err != nil {
		fatalf("%v", err)
	}
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "gen: "+format+"\n", args...)
	os.Exit(1)
}
