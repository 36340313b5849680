package apisurface

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// NextFile is the file in api/ that records the names added since the last
// release; at a release it is renamed to the release's file (v1.0.0.txt)
// and a new, empty one begins.
const NextFile = "next.txt"

// Record is what the files of api/ hold: every recorded line and the file
// that records it.
type Record struct {
	File map[string]string
}

// ReadRecord reads every *.txt file of dir. Blank lines and lines starting
// with '#' are comments.
func ReadRecord(dir string) (Record, error) {
	rec := Record{File: map[string]string{}}
	names, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return rec, err
	}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return rec, err
		}
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			rec.File[line] = filepath.Base(name)
		}
	}
	return rec, nil
}

// Diff is how the module's API differs from the record.
type Diff struct {
	New  []string // exported now, recorded nowhere
	Gone []string // recorded, but not exported as written any more
}

// Compare returns the lines of the current API that the record lacks and
// the recorded lines that the current API lacks, each sorted.
func Compare(rec Record, current []string) Diff {
	var d Diff
	now := make(map[string]bool, len(current))
	for _, l := range current {
		now[l] = true
		if _, ok := rec.File[l]; !ok {
			d.New = append(d.New, l)
		}
	}
	for l := range rec.File {
		if !now[l] {
			d.Gone = append(d.Gone, l)
		}
	}
	sort.Strings(d.New)
	sort.Strings(d.Gone)
	return d
}

// Update rewrites the file of unreleased names: the lines of drop go, the
// lines of add are appended, comments and the other lines stay in place.
func Update(path string, drop, add []string) error {
	data, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	gone := make(map[string]bool, len(drop))
	for _, l := range drop {
		gone[l] = true
	}
	var b strings.Builder
	for _, line := range strings.SplitAfter(string(data), "\n") {
		if line != "" && !gone[strings.TrimSpace(line)] {
			b.WriteString(line)
		}
	}
	for _, l := range add {
		b.WriteString(l + "\n")
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
