// Command gen writes the Unicode property tables of package tables, one
// file for each Unicode version of gentables.Versions. Run it through go
// generate in the parent directory:
//
//	GOTOOLCHAIN=go1.27.4 go run ./gen
//	go run ./gen -version 15.0.0
//
// The toolchain's unicode.Version and norm.Version must not be older than
// the version generated, because the general category Mark and the
// canonical combining class come from those packages; without -version, gen
// writes every version that the toolchain can. The data files are found with
// package shareddata unless -data names the directory that holds one
// directory per version.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"unicode"

	"github.com/xn-go/xn/idna/internal/tables/internal/gentables"
	"github.com/xn-go/xn/internal/shareddata"
)

func main() {
	version := flag.String("version", "", "Unicode `version` to generate tables for, such as 15.0.0 (default: all the toolchain can)")
	data := flag.String("data", "", "`directory` with one directory of Unicode data files per version (default: the shared data directory)")
	flag.Parse()
	if flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	dir := func(v string) string {
		if *data != "" {
			return filepath.Join(*data, v)
		}
		d := shareddata.UnicodeDir(v)
		if d == "" {
			fatalf("cannot find the shared data directory of Unicode %s; use -data", v)
		}
		return d
	}
	versions := []string{*version}
	if *version == "" {
		versions = nil
		for _, v := range gentables.Versions {
			if gentables.CanGenerate(v, unicode.Version) {
				versions = append(versions, v)
			}
		}
	}
	for _, v := range versions {
		src, err := gentables.Generate(dir, v)
		if err != nil {
			fatalf("%v", err)
		}
		if err := os.WriteFile(gentables.FileName(v), src, 0o666); err != nil {
			fatalf("%v", err)
		}
	}
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "gen: "+format+"\n", args...)
	os.Exit(1)
}
