package idnatestv2

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
)

var update = flag.Bool("update", false, "rewrite the committed rows from the Unicode files in the shared directory")

// TestMatchesShared checks that the committed rows are the compact form of
// the Unicode files, so that they cannot go stale. With -update it rewrites
// them instead.
func TestMatchesShared(t *testing.T) {
	for _, version := range Versions() {
		t.Run(version, func(t *testing.T) {
			f, err := os.Open(shareddata.UnicodePath(t, version, "IdnaTestV2.txt"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			want, err := Compact(f)
			if err != nil {
				t.Fatal(err)
			}
			if *update {
				gz, err := Compress(want)
				if err != nil {
					t.Fatal(err)
				}
				p, err := Path(version)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, gz, 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("wrote %s (%d bytes)", FileName(version), len(gz))
			}
			got, err := Rows(version)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
				for i := 0; i < len(gl) || i < len(wl); i++ {
					if i >= len(gl) || i >= len(wl) || gl[i] != wl[i] {
						t.Fatalf("%s differs from the Unicode file at line %d (committed %d lines, file %d); regenerate with go test ./internal/idnatestv2 -run TestMatchesShared -update",
							FileName(version), i+1, len(gl), len(wl))
					}
				}
			}
		})
	}
}

// TestRows checks the committed rows themselves, with or without the
// shared directory: every non-empty line is a row of seven columns, and
// each version has the number of rows of its Unicode file.
func TestRows(t *testing.T) {
	wantRows := map[string]int{"15.0.0": 6235, "15.1.0": 6265, "16.0.0": 6389, "17.0.0": 6391}
	for _, version := range Versions() {
		t.Run(version, func(t *testing.T) {
			rows, err := Rows(version)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for i, line := range strings.Split(strings.TrimSuffix(string(rows), "\n"), "\n") {
				if line == "" {
					continue
				}
				if cols := strings.Count(line, ";") + 1; cols != 7 {
					t.Fatalf("line %d: %d columns, want 7: %q", i+1, cols, line)
				}
				if strings.Contains(line, "#") {
					t.Fatalf("line %d holds a comment: %q", i+1, line)
				}
				n++
			}
			if n != wantRows[version] {
				t.Errorf("%d rows, want %d", n, wantRows[version])
			}
		})
	}
}

func TestRowsUnknownVersion(t *testing.T) {
	if _, err := Rows("1.0.0"); err == nil {
		t.Error("Rows(1.0.0): no error")
	}
}
