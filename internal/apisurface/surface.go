// Package apisurface lists the public API of the module in the line format
// of the Go project's api/go1.*.txt files: one line per exported name with
// its signature, such as
//
//	pkg github.com/xn-go/xn/idna, func ToASCII(string) (string, error)
//	pkg github.com/xn-go/xn/idna, method (*Profile) ToASCII(string) (string, error)
//	pkg github.com/xn-go/xn/idna, type Problem struct, Code rule.Code
//
// The test in package api compares these lines with the files recorded
// there; the command apirecord (internal/apisurface/cmd/apirecord) writes the
// lines not yet recorded into api/next.txt.
package apisurface

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// Package is one package of the public API: its import path and folder.
type Package struct {
	Path, Dir string
}

// Packages lists the packages of the module rooted at root that programs
// outside the module can import: not internal, not a command, not the
// benchmarks under bench/ (tools of the project, not API).
func Packages(root string) ([]Package, error) {
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{.Name}}", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w", err)
	}
	var pkgs []Package
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || !public(f[0], f[2]) {
			continue
		}
		pkgs = append(pkgs, Package{Path: f[0], Dir: f[1]})
	}
	return pkgs, nil
}

// public reports whether a package with this import path and name is part
// of the module's API.
func public(path, name string) bool {
	if name == "main" {
		return false
	}
	for _, elem := range strings.Split(path, "/") {
		if elem == "internal" || elem == "testdata" || elem == "bench" {
			return false
		}
	}
	return true
}

// Lines returns the sorted API lines of the packages, type-checked from
// source with the build context of the running toolchain.
func Lines(pkgs []Package) ([]string, error) {
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "source", nil)
	var lines []string
	for _, p := range pkgs {
		pkg, err := check(fset, imp, p)
		if err != nil {
			return nil, err
		}
		lines = append(lines, packageLines(pkg)...)
	}
	sort.Strings(lines)
	return lines, nil
}

// check type-checks the non-test files of one package that the build
// context selects.
func check(fset *token.FileSet, imp types.Importer, p Package) (*types.Package, error) {
	list := exec.Command("go", "list", "-f", "{{range .GoFiles}}{{.}}\n{{end}}", p.Path)
	list.Dir = p.Dir
	out, err := list.Output()
	if err != nil {
		return nil, fmt.Errorf("go list %s: %w", p.Path, err)
	}
	var files []*ast.File
	for _, name := range strings.Fields(string(out)) {
		f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: imp}
	pkg, err := conf.Check(p.Path, fset, files, nil)
	if err != nil {
		return nil, fmt.Errorf("type-checking %s: %w", p.Path, err)
	}
	return pkg, nil
}

// packageLines lists the exported names of one package.
func packageLines(pkg *types.Package) []string {
	w := writer{pkg: pkg}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		if obj := scope.Lookup(name); obj.Exported() {
			w.object(obj)
		}
	}
	return w.lines
}

// writer collects the lines of one package.
type writer struct {
	pkg   *types.Package
	lines []string
}

func (w *writer) add(format string, args ...any) {
	w.lines = append(w.lines, "pkg "+w.pkg.Path()+", "+fmt.Sprintf(format, args...))
}

// qualify names a type of another package by its package name, as the Go
// project's files do (io.Reader), and a type of this package unqualified.
func (w *writer) qualify(p *types.Package) string {
	if p == w.pkg {
		return ""
	}
	return p.Name()
}

func (w *writer) typeString(t types.Type) string { return types.TypeString(t, w.qualify) }

func (w *writer) object(obj types.Object) {
	switch obj := obj.(type) {
	case *types.Const:
		// The value is left out: idna.UnicodeVersion and its kin follow the
		// toolchain by design (docs/api.md), and a code's number is not
		// what programs depend on, its name is.
		w.add("const %s %s", obj.Name(), w.typeString(obj.Type()))
	case *types.Var:
		w.add("var %s %s", obj.Name(), w.typeString(obj.Type()))
	case *types.Func:
		w.add("func %s%s", obj.Name(), w.signature(obj.Type().(*types.Signature)))
	case *types.TypeName:
		w.typeName(obj)
	}
}

// signature writes a function's parameter and result types without "func"
// and without parameter names, which a caller never sees.
func (w *writer) signature(sig *types.Signature) string {
	params := w.tuple(sig.Params(), sig.Variadic())
	switch res := sig.Results(); res.Len() {
	case 0:
		return "(" + params + ")"
	case 1:
		return "(" + params + ") " + w.typeString(res.At(0).Type())
	default:
		return "(" + params + ") (" + w.tuple(res, false) + ")"
	}
}

// tuple writes the types of a parameter list, the last one as ...T when
// the function is variadic.
func (w *writer) tuple(t *types.Tuple, variadic bool) string {
	parts := make([]string, t.Len())
	for i := range t.Len() {
		typ := t.At(i).Type()
		if variadic && i == t.Len()-1 {
			parts[i] = "..." + w.typeString(typ.(*types.Slice).Elem())
			continue
		}
		parts[i] = w.typeString(typ)
	}
	return strings.Join(parts, ", ")
}

func (w *writer) typeName(obj *types.TypeName) {
	name := obj.Name()
	if obj.IsAlias() {
		rhs := obj.Type()
		if a, ok := rhs.(*types.Alias); ok {
			rhs = a.Rhs()
		}
		w.add("type %s = %s", name, w.typeString(rhs))
		return
	}
	named := obj.Type().(*types.Named)
	if tp := named.TypeParams(); tp.Len() > 0 {
		name += typeParams(w, tp)
	}
	switch u := named.Underlying().(type) {
	case *types.Struct:
		w.add("type %s struct", name)
		for i := range u.NumFields() {
			if f := u.Field(i); f.Exported() {
				w.add("type %s struct, %s%s", name, embedded(f), w.typeString(f.Type()))
			}
		}
	case *types.Interface:
		w.add("type %s interface", name)
		for i := range u.NumMethods() {
			if m := u.Method(i); m.Exported() {
				w.add("type %s interface, %s%s", name, m.Name(), w.signature(m.Type().(*types.Signature)))
			}
		}
	default:
		w.add("type %s %s", name, w.typeString(u))
	}
	w.methods(named)
}

// embedded gives "Name " for a named field and "embedded " for an embedded one.
func embedded(f *types.Var) string {
	if f.Embedded() {
		return "embedded "
	}
	return f.Name() + " "
}

func typeParams(w *writer, tp *types.TypeParamList) string {
	var parts []string
	for i := range tp.Len() {
		p := tp.At(i)
		parts = append(parts, p.Obj().Name()+" "+w.typeString(p.Constraint()))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// methods writes the exported methods of T and *T, promoted ones included:
// those in T's method set with receiver T, the others with *T.
func (w *writer) methods(named *types.Named) {
	if _, ok := named.Underlying().(*types.Interface); ok {
		return
	}
	seen := map[string]bool{}
	for _, recv := range []types.Type{named, types.NewPointer(named)} {
		label := w.typeString(recv)
		ms := types.NewMethodSet(recv)
		for i := range ms.Len() {
			m := ms.At(i).Obj().(*types.Func)
			if !m.Exported() || seen[m.Name()] {
				continue
			}
			seen[m.Name()] = true
			w.add("method (%s) %s%s", label, m.Name(), w.signature(m.Type().(*types.Signature)))
		}
	}
}
