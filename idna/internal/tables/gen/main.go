// Command gen writes the Unicode property tables of package tables, one
// file for each Unicode version that has a folder of data files, and the
// files that list the versions (gentables.ListFiles: the version list of
// internal/unicodeversions, the packages idna/unicodeNN, idna/unicodeall
// and the tables' test list). Run it through go generate in the parent
// directory:
//
//	GOTOOLCHAIN=go1.27.4 go run ./gen
//	go run ./gen -version 15.0.0
//
// The toolchain's unicode.Version and norm.Version must not be older than
// the version generated, because the general category Mark and the
// canonical combining class come from those packages; without -version, gen
// writes every version that the toolchain can, and the lists when it can
// generate the newest version. The data files are found with package
// shareddata unless -data names the directory that holds one directory per
// version.
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
	root := *data
	if root == "" {
		if root = shareddata.UnicodeDir(""); root == "" {
			fatalf("cannot find the shared data directory; use -data")
		}
	}
	dir := func(v string) string { return filepath.Join(root, v) }
	all, err := gentables.Discover(root)
	if err != nil {
		fatalf("%v", err)
	}
	versions := []string{*version}
	if *version == "" {
		versions = nil
		for _, v := range all {
			if gentables.CanGenerate(v, unicode.Version) {
				versions = append(versions, v)
			}
		}
	}
	for _, v := range versions {
		src, err := gentables.Generate(dir, all, v)
		if err != nil {
			fatalf("%v", err)
		}
		if err := os.WriteFile(gentables.FileName(v), src, 0o666); err != nil {
			fatalf("%v", err)
		}
	}
	if *version == "" && gentables.CanGenerate(all[len(all)-1], unicode.Version) {
		writeLists(dir, all)
	}
}

// writeLists writes the files that list the versions, below the module
// root.
func writeLists(dir func(string) string, all []string) {
	described, err := gentables.Describe(dir, all)
	if err != nil {
		fatalf("%v", err)
	}
	files, err := gentables.ListFiles(described)
	if err != nil {
		fatalf("%v", err)
	}
	modRoot := shareddata.ModuleRoot()
	if modRoot == "" {
		fatalf("no go.mod above the working directory")
	}
	for name, src := range files {
		p := filepath.Join(modRoot, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			fatalf("%v", err)
		}
		if err := os.WriteFile(p, src, 0o666); err != nil {
			fatalf("%v", err)
		}
	}
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "gen: "+format+"\n", args...)
	os.Exit(1)
}
