// Package idnatestv2 reads the rows of Unicode's IdnaTestV2.txt for the
// Unicode versions xn has tables for, so that the conformance tests of
// packages idna and label run on a fresh clone, without the shared
// reference data beside the checkout.
//
// The rows are committed in the repository's top-level testdata directory,
// which holds the vectors that several packages read (testdata/README.md
// lists every vector file), in a compact form of our own: the file with
// every comment removed and its trailing spaces trimmed, one line for each
// line of the original (comment-only lines become empty), so that line
// numbers still name lines of the Unicode file; gzip-compressed, in
// testdata/IdnaTestV2-<version>.txt.gz. TestMatchesShared checks them
// against the Unicode files when those are present.
package idnatestv2

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// Versions returns the Unicode versions whose rows are committed: every
// version xn has tables for (unicodeversions.All), oldest first.
func Versions() []string { return unicodeversions.Names() }

// FileName returns the name of the committed file of a Unicode version,
// relative to the module root.
func FileName(version string) string {
	return "testdata/IdnaTestV2-" + version + ".txt.gz"
}

// Path returns the path of the committed file of a Unicode version, found
// from the working directory, which must be inside the module (as a test's
// is).
func Path(version string) (string, error) {
	root := shareddata.ModuleRoot()
	if root == "" {
		return "", fmt.Errorf("idnatestv2: no go.mod above the working directory, so no %s", FileName(version))
	}
	return filepath.Join(root, filepath.FromSlash(FileName(version))), nil
}

// Rows returns the compact rows of a Unicode version (see the package
// documentation): they read like IdnaTestV2.txt without its comments.
func Rows(version string) ([]byte, error) {
	p, err := Path(version)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, fmt.Errorf("idnatestv2: no committed rows for Unicode %s: %w", version, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("idnatestv2: %s: %w", FileName(version), err)
	}
	rows, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("idnatestv2: %s: %w", FileName(version), err)
	}
	return rows, nil
}

// Open returns a reader of the compact rows of a Unicode version.
func Open(version string) (io.Reader, error) {
	rows, err := Rows(version)
	if err != nil {
		return nil, err
	}
	return bytes.NewReader(rows), nil
}

// Compact returns the compact form of an IdnaTestV2.txt read from r.
func Compact(r io.Reader) ([]byte, error) {
	var out bytes.Buffer
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		out.WriteString(strings.TrimRight(line, " \t"))
		out.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// Compress returns the gzip form of compact rows, as committed.
func Compress(rows []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(rows); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
