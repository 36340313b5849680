// Package shareddata locates the reference data (RFCs and Unicode files) that
// tests and generators read from outside the repository.
//
// The data lives in a directory named shared beside the repository checkout
// (../shared from the module root). Two environment variables override it:
//
//	XN_SHARED_DIR   the shared directory itself
//	XN_UNICODE_DIR  the directory holding one folder per Unicode version
//
// When the data is missing, tests skip with a message naming the path they
// looked for, unless XN_REQUIRE_DATA=1, in which case they fail.
package shareddata

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir returns the shared directory, or "" when it cannot be found.
func Dir() string {
	if d := os.Getenv("XN_SHARED_DIR"); d != "" {
		return d
	}
	root := ModuleRoot()
	if root == "" {
		return ""
	}
	return filepath.Join(filepath.Dir(root), "shared")
}

// UnicodeDir returns the directory holding the files of one Unicode version,
// such as "15.0.0", or "" when the shared directory cannot be found.
func UnicodeDir(version string) string {
	if d := os.Getenv("XN_UNICODE_DIR"); d != "" {
		return filepath.Join(d, version)
	}
	d := Dir()
	if d == "" {
		return ""
	}
	return filepath.Join(d, "unicode", version)
}

// Required reports whether XN_REQUIRE_DATA=1 asks for missing data to fail
// tests instead of skipping them.
func Required() bool { return os.Getenv("XN_REQUIRE_DATA") == "1" }

// Path returns the path of a shared file, given relative to the shared
// directory (for example "specs/rfc3492.txt"). If the file is missing, the
// test is skipped, or fails when XN_REQUIRE_DATA=1.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	return need(tb, filepath.Join(Dir(), rel))
}

// UnicodePath is Path for a file of one Unicode version, for example
// UnicodePath(t, "17.0.0", "IdnaTestV2.txt").
func UnicodePath(tb testing.TB, version, name string) string {
	tb.Helper()
	return need(tb, filepath.Join(UnicodeDir(version), name))
}

func need(tb testing.TB, p string) string {
	tb.Helper()
	if _, err := os.Stat(p); err != nil {
		msg := "reference data not found: " + p +
			" (set XN_SHARED_DIR or XN_UNICODE_DIR, or place shared/ beside the checkout)"
		if Required() {
			tb.Fatal(msg + "; XN_REQUIRE_DATA=1 makes this a failure")
		}
		tb.Skip(msg)
	}
	return p
}

// ModuleRoot returns the directory holding go.mod, found by walking up from
// the working directory (a test's is its package directory), or "".
func ModuleRoot() string {
	d, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}
