// Package api holds the record of xn's public API: one line per exported
// name and signature, in the format of the Go project's api/go1.*.txt
// files. next.txt records what has been added since the last release; a
// release renames it to the release's file (v1.0.0.txt). The test below
// fails on any change of the API that the files do not record.
package api

import (
	"path/filepath"
	"testing"

	"github.com/xn-go/xn/internal/apisurface"
	"github.com/xn-go/xn/internal/shareddata"
)

func TestRecorded(t *testing.T) {
	root := shareddata.ModuleRoot()
	pkgs, err := apisurface.Packages(root)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := apisurface.Lines(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := apisurface.ReadRecord(filepath.Join(root, "api"))
	if err != nil {
		t.Fatal(err)
	}
	diff := apisurface.Compare(rec, lines)
	for _, l := range diff.Gone {
		if rec.File[l] == apisurface.NextFile {
			t.Errorf("removed or changed before its release: %s; if intended, run 'go run ./internal/apisurface/cmd/apirecord' to drop it from api/%s", l, apisurface.NextFile)
			continue
		}
		t.Errorf("removed or changed: %s (released in api/%s); a released name stays as written within v1: restore it", l, rec.File[l])
	}
	for _, l := range diff.New {
		t.Errorf("not recorded: %s; if the addition is intended, run 'go run ./internal/apisurface/cmd/apirecord' to add it to api/%s", l, apisurface.NextFile)
	}
}
