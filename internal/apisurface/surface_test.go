package apisurface

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// scratch writes a module example.com/m whose package p has the given
// source, and returns its root.
func scratch(t *testing.T, src string) string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"go.mod":             "module example.com/m\n\ngo 1.26\n",
		"p/p.go":             src,
		"internal/q/q.go":    "package q\n\nfunc Hidden() {}\n",
		"cmd/tool/main.go":   "package main\n\nfunc main() {}\n",
		"bench/b/b.go":       "package b\n\nfunc Bench() {}\n",
		"p/testdata/x/x.go":  "package x\n\nfunc X() {}\n",
		"p/p_test.go":        "package p\n\nfunc TestOnly() {}\n",
		"api/next.txt":       "",
		"p/ignored_other.go": "//go:build ignore\n\npackage p\n\nfunc Ignored() {}\n",
	}
	for name, data := range files {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func surface(t *testing.T, root string) []string {
	t.Helper()
	pkgs, err := Packages(root)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := Lines(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

const source = `package p

import "io"

// Const is typed.
const Const Kind = 3

type Kind uint8

var Default = &T{}

type T struct {
	Name string
	io.Reader
	hidden int
}

func (t *T) Read(p []byte) (int, error) { return 0, nil }
func (T) String() string               { return "" }
func (T) unexported()                  {}

type Getter interface{ Get(key string, more ...int) (v []byte, ok bool) }

type Alias = T

type Pair[K comparable, V any] struct{ Key K }

func New(opts ...func(*T)) *T { return nil }
`

func TestLines(t *testing.T) {
	got := surface(t, scratch(t, source))
	want := []string{
		"pkg example.com/m/p, const Const Kind",
		"pkg example.com/m/p, func New(...func(*T)) *T",
		"pkg example.com/m/p, method (*T) Read([]byte) (int, error)",
		"pkg example.com/m/p, method (T) String() string",
		"pkg example.com/m/p, type Alias = T",
		"pkg example.com/m/p, type Getter interface",
		"pkg example.com/m/p, type Getter interface, Get(string, ...int) ([]byte, bool)",
		"pkg example.com/m/p, type Kind uint8",
		"pkg example.com/m/p, type Pair[K comparable, V any] struct",
		"pkg example.com/m/p, type Pair[K comparable, V any] struct, Key K",
		"pkg example.com/m/p, type T struct",
		"pkg example.com/m/p, type T struct, Name string",
		"pkg example.com/m/p, type T struct, embedded io.Reader",
		"pkg example.com/m/p, var Default *T",
	}
	if !slices.Equal(got, want) {
		t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestChangeIsNamed removes a function and adds another in a scratch
// module: the removal is reported as gone, naming the function, and the
// addition as new until the record holds it.
func TestChangeIsNamed(t *testing.T) {
	root := scratch(t, source)
	if err := Update(filepath.Join(root, "api", NextFile), nil, surface(t, root)); err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(source, "func New(opts ...func(*T)) *T { return nil }", "func Make() *T { return nil }", 1)
	if err := os.WriteFile(filepath.Join(root, "p", "p.go"), []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	rec, err := ReadRecord(filepath.Join(root, "api"))
	if err != nil {
		t.Fatal(err)
	}
	d := Compare(rec, surface(t, root))
	if !slices.Equal(d.Gone, []string{"pkg example.com/m/p, func New(...func(*T)) *T"}) {
		t.Errorf("gone = %q", d.Gone)
	}
	if !slices.Equal(d.New, []string{"pkg example.com/m/p, func Make() *T"}) {
		t.Errorf("new = %q", d.New)
	}
	if err := Update(filepath.Join(root, "api", NextFile), d.Gone, d.New); err != nil {
		t.Fatal(err)
	}
	rec, _ = ReadRecord(filepath.Join(root, "api"))
	if d := Compare(rec, surface(t, root)); len(d.New)+len(d.Gone) != 0 {
		t.Errorf("after recording, still new: %q, gone: %q", d.New, d.Gone)
	}
}
