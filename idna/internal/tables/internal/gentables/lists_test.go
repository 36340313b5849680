package gentables

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/internal/unicodeversions"
)

func TestPackageName(t *testing.T) {
	for v, want := range map[string]string{
		"15.0.0": "unicode15", "15.1.0": "unicode151", "16.0.0": "unicode16",
		"16.0.1": "unicode1601", "18.0.0": "unicode18", "9.0.0": "unicode9",
	} {
		if got := PackageName(v); got != want {
			t.Errorf("PackageName(%s) = %s, want %s", v, got, want)
		}
	}
}

// TestFictitiousVersion adds a version to a scratch copy of the data
// folders (18.0.0, the files of the newest version with their headers
// renamed) and checks that every generated list follows: the version list,
// its package, the package that links them all and the tables' test list.
func TestFictitiousVersion(t *testing.T) {
	const fake = "18.0.0"
	newest := unicodeversions.All[len(unicodeversions.All)-1].Version
	root := t.TempDir()
	for _, v := range unicodeversions.Names() {
		src := filepath.Dir(shareddata.UnicodePath(t, v, Files[0]))
		if err := os.Symlink(src, filepath.Join(root, v)); err != nil {
			t.Fatal(err)
		}
	}
	// A folder that is not a version, and one without every file, are
	// not versions.
	for _, d := range []string{"LICENSE.d", "19.0.0"} {
		if err := os.Mkdir(filepath.Join(root, d), 0o777); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(root, fake), 0o777); err != nil {
		t.Fatal(err)
	}
	for _, name := range Files {
		data, err := os.ReadFile(shareddata.UnicodePath(t, newest, name))
		if err != nil {
			t.Fatal(err)
		}
		data = bytes.ReplaceAll(data, []byte(newest), []byte(fake))
		if err := os.WriteFile(filepath.Join(root, fake, name), data, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	versions, err := Discover(root)
	if err != nil {
		t.Fatal(err)
	}
	if want := append(unicodeversions.Names(), fake); !slices.Equal(versions, want) {
		t.Fatalf("Discover = %v, want %v", versions, want)
	}
	dir := func(v string) string { return filepath.Join(root, v) }
	described, err := describeVersions(dir, versions, fake, fake)
	if err != nil {
		t.Fatal(err)
	}
	last := described[len(described)-1]
	want := unicodeversions.Version{Version: fake, NormVersion: described[len(described)-2].NormVersion,
		Toolchain: described[len(described)-2].Toolchain, Package: "github.com/xn-go/xn/idna/unicode18"}
	if last != want {
		t.Errorf("the fictitious version is described as %+v, want %+v (it assigns nothing new)", last, want)
	}
	files, err := ListFiles(described)
	if err != nil {
		t.Fatal(err)
	}
	for name, wantText := range map[string]string{
		"internal/unicodeversions/versions.go":   `{Version: "18.0.0", NormVersion: "` + want.NormVersion + `", Toolchain: "` + want.Toolchain + `", Package: "github.com/xn-go/xn/idna/unicode18"}`,
		"idna/unicodeall/unicodeall.go":          `_ "github.com/xn-go/xn/idna/unicode18"`,
		"idna/internal/tables/alltables_test.go": `&V17_0_0, &V18_0_0}`,
		"idna/unicode18/unicode18.go":            "func init() { tables.Register(&tables.V18_0_0) }",
	} {
		if src, ok := files[name]; !ok || !strings.Contains(string(src), wantText) {
			t.Errorf("%s (generated: %v) does not contain %s:\n%s", name, ok, wantText, src)
		}
	}
	if len(files) != 3+len(versions) {
		t.Errorf("%d files generated, want %d", len(files), 3+len(versions))
	}
}

// TestNoCorrectionsSince checks the premise of exact normalization for
// an older version with newer data (docs/unicode-versions.md): no
// normalization correction (NormalizationCorrections.txt) has been made
// since the oldest version xn has tables for, so the decompositions of the
// code points each version assigns are the same in every later version's
// data.
func TestNoCorrectionsSince(t *testing.T) {
	oldest := unicodeversions.All[0].Version
	for _, v := range unicodeversions.Names() {
		data, err := os.ReadFile(shareddata.UnicodePath(t, v, "NormalizationCorrections.txt"))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for line := range strings.Lines(string(data)) {
			line, _, _ = strings.Cut(line, "#")
			f := strings.Split(line, ";")
			if len(f) < 4 {
				continue
			}
			n++
			if at := strings.TrimSpace(f[3]); unicodeversions.Compare(at, oldest) > 0 {
				t.Errorf("%s: correction of U+%s made in Unicode %s, after %s", v, f[0], at, oldest)
			}
		}
		if n == 0 {
			t.Errorf("%s: no corrections read from NormalizationCorrections.txt", v)
		}
	}
}
