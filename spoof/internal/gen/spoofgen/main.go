// Command spoofgen writes the Unicode table file of package spoof for one
// Unicode version.
//
// Usage (from the spoof directory, as the go:generate lines in spoof.go do):
//
//	go run ./internal/gen/spoofgen -version 17.0.0 [-data dir] [-output file]
//
// The data directory defaults to shareddata.UnicodeDir(version); it must hold
// Scripts.txt, ScriptExtensions.txt, IdentifierStatus.txt, IdentifierType.txt
// and confusables.txt of that version. The output defaults to
// tables<version>.go in the current directory.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/spoof/internal/gen"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("spoofgen: ")
	version := flag.String("version", "", "Unicode version of the data, such as 17.0.0")
	dataDir := flag.String("data", "", "directory holding the data files (default: the shared Unicode directory of the version)")
	output := flag.String("output", "", "file to write (default: tables<version>.go)")
	flag.Parse()
	if *version == "" || flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	dir := *dataDir
	if dir == "" {
		dir = shareddata.UnicodeDir(*version)
		if dir == "" {
			log.Fatal("cannot locate the shared data directory; use -data or XN_UNICODE_DIR")
		}
	}
	out := *output
	if out == "" {
		out = gen.FileName(*version)
	}
	src, err := gen.Generate(*version, dir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(out, src, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "spoofgen: wrote %s (%d bytes)\n", out, len(src))
}
