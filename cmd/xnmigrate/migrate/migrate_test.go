package migrate_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/xn-go/xn/cmd/xnmigrate/migrate"
)

// TestMigrate: package a imports x/net/idna, whose import -fix rewrites
// (a.go.golden) and whose calls of each kind are reported; package b
// already imports the shim and gets the same reports for its calls.
func TestMigrate(t *testing.T) {
	dir := analysistest.TestData()
	analysistest.RunWithSuggestedFixes(t, dir, migrate.Analyzer, "a")
	analysistest.Run(t, dir, migrate.Analyzer, "b")
}
