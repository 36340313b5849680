package docstest

import (
	"go/build"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const modulePath = "github.com/xn-go/xn"

// TestArchitectureImports checks the package table of docs/architecture.md
// against the code: every package of the module has a row, and every
// package of the module that it imports is named in the row's "depends on"
// column. The table is where a reader learns which way the imports point,
// so an import it does not name fails here. Packages under internal/ (the
// bottom floor) import no package of the module outside internal/.
func TestArchitectureImports(t *testing.T) {
	root := moduleRoot(t)
	deps := architectureTable(t, root)
	for _, dir := range modulePackages(t, root) {
		rel, _ := filepath.Rel(root, dir)
		rel = filepath.ToSlash(rel)
		pkg, err := build.ImportDir(dir, 0)
		if err != nil {
			continue // no Go files for this build, or only tests
		}
		listed, ok := deps[rel]
		if !ok {
			if rel == "bench" || strings.HasPrefix(rel, "bench/") || privateTo(rel) != "" {
				continue // measuring programs, and a package's own generators and helpers
			}
			t.Errorf("docs/architecture.md has no row for package %s", rel)
			continue
		}
		for _, imp := range pkg.Imports {
			if !strings.HasPrefix(imp, modulePath+"/") {
				continue
			}
			dep := strings.TrimPrefix(imp, modulePath+"/")
			if strings.HasPrefix(rel, "internal/") && !strings.HasPrefix(dep, "internal/") {
				t.Errorf("%s is in internal/, the bottom floor, but imports %s", rel, dep)
			}
			if listed == nil { // "all of the above"
				continue
			}
			if !slices.Contains(listed, dep) && privateTo(dep) != top(rel) {
				t.Errorf("%s imports %s, which its row in docs/architecture.md does not name (it names %v)", rel, dep, listed)
			}
		}
	}
}

// privateTo returns the top-level package whose internal/ holds the package
// path p ("msg" for "msg/internal/nested"), or "" for a package of the
// module's own internal/ or outside any internal/.
func privateTo(p string) string {
	if i := strings.Index(p, "/internal/"); i > 0 {
		return top(p[:i])
	}
	return ""
}

// top is the first element of a package path.
func top(p string) string {
	first, _, _ := strings.Cut(p, "/")
	return first
}

// architectureTable reads the package table of docs/architecture.md: for
// each package, the module packages named in its "depends on" column (nil
// for "all of the above").
func architectureTable(t *testing.T, root string) map[string][]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	in := false
	for line := range strings.SplitSeq(string(b), "\n") {
		switch {
		case strings.HasPrefix(line, "| package | job | depends on |"):
			in = true
			continue
		case in && !strings.HasPrefix(line, "|"):
			if len(out) == 0 {
				t.Fatal("docs/architecture.md: the package table is empty")
			}
			return out
		case !in || strings.HasPrefix(line, "|---"):
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		name := strings.Trim(strings.TrimSpace(cells[0]), "`")
		col := strings.TrimSpace(cells[len(cells)-1])
		if col == "all of the above" {
			out[name] = nil
			continue
		}
		list := []string{}
		for d := range strings.SplitSeq(col, ",") {
			d = strings.TrimSpace(d)
			if i := strings.IndexAny(d, " ("); i >= 0 {
				d = d[:i]
			}
			if d != "" && d != "—" && !strings.HasPrefix(d, "x/") {
				list = append(list, d)
			}
		}
		out[name] = list
	}
	t.Fatal("docs/architecture.md: no package table (| package | job | depends on |)")
	return nil
}

// modulePackages lists the directories of the main module that hold Go
// files, leaving out testdata, separate modules (a go.mod of their own) and
// hidden directories.
func modulePackages(t *testing.T, root string) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root {
			if name == "testdata" || strings.HasPrefix(name, ".") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir
			}
		}
		if m, _ := filepath.Glob(filepath.Join(path, "*.go")); len(m) > 0 {
			dirs = append(dirs, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}
