package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog/catalogtest"
)

var update = flag.Bool("update", false, "rewrite testdata/de.txt from the catalog")

// commandPrefixes are the prefixes of the messages of the command line:
// this package's, the playground's, explainjson's verdicts and compare's
// reasons. Package
// msg/catalog's tests check the library's.
var commandPrefixes = []string{"cli.", "compare.", "playground.", "verdict."}

// commandIDs returns the IDs of the command line's messages, sorted.
func commandIDs() []msg.ID {
	var ids []msg.ID
	for _, id := range msg.IDs() {
		if slices.ContainsFunc(commandPrefixes, func(p string) bool { return strings.HasPrefix(string(id), p) }) {
			ids = append(ids, id)
		}
	}
	return ids
}

// TestMessages checks that every message of the command line is
// translated with the same arguments, and renders them all into
// testdata/de.txt for review (go test ./cmd/xn -run TestMessages -update).
func TestMessages(t *testing.T) {
	ids := commandIDs()
	for id := range english {
		if !slices.Contains(ids, id) {
			t.Errorf("%s: not under %q", id, commandPrefixes)
		}
	}
	if len(ids) < 90 {
		t.Fatalf("%d messages of the command line; the playground's and the verdicts are missing", len(ids))
	}
	catalogtest.CheckComplete(t, ids)
	got := catalogtest.Render(t, "# Every message of the command line and the playground, rendered with sample\n# arguments (cmd/xn/messages_test.go). Regenerate: go test ./cmd/xn -run TestMessages -update\n", ids)
	path := filepath.Join("testdata", "de.txt")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if want, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
		t.Errorf("%s differs from the rendered messages (%v); review with git diff after -update", path, err)
	}
}
