// Command apirecord writes the exported names of the module that the files
// in api/ do not record yet into api/next.txt, and lists the recorded lines
// that are no longer there, so that a change of the public API is made on
// purpose:
//
//	go run ./internal/apisurface/cmd/apirecord
//
// Run it from the module root, and review the change of api/next.txt like
// any other. A name that is gone is dropped from next.txt while it is
// unreleased; a released one (in another file of api/) is an incompatible
// change, which it reports and refuses: within v1 the code goes back, never
// the line.
package main

import (
	"fmt"
	"os"

	"github.com/xn-go/xn/internal/apisurface"
)

func main() {
	if err := run("."); err != nil {
		fmt.Fprintln(os.Stderr, "apirecord:", err)
		os.Exit(1)
	}
}

func run(root string) error {
	pkgs, err := apisurface.Packages(root)
	if err != nil {
		return err
	}
	lines, err := apisurface.Lines(pkgs)
	if err != nil {
		return err
	}
	rec, err := apisurface.ReadRecord(root + "/api")
	if err != nil {
		return err
	}
	diff := apisurface.Compare(rec, lines)
	var drop []string
	released := 0
	for _, l := range diff.Gone {
		if rec.File[l] != apisurface.NextFile {
			fmt.Printf("released, gone: %s (api/%s): restore it; a released name is never removed or changed\n", l, rec.File[l])
			released++
			continue
		}
		drop = append(drop, l)
	}
	if len(drop)+len(diff.New) > 0 {
		if err := apisurface.Update(root+"/api/"+apisurface.NextFile, drop, diff.New); err != nil {
			return err
		}
	}
	fmt.Printf("api/%s: %d lines added, %d unreleased lines dropped\n", apisurface.NextFile, len(diff.New), len(drop))
	if released > 0 {
		return fmt.Errorf("%d released names are gone", released)
	}
	return nil
}
