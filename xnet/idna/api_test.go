package idna

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/build"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	xnet "golang.org/x/net/idna"
)

// TestAPICompatible generates, from x/net/idna's source in the module
// cache, a file that refers to every exported identifier of the package with
// its type, and builds it against this package (and, to check the
// generator, against x/net). A name x/net adds or a signature it changes
// fails here.
func TestAPICompatible(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go build")
	}
	dir := xnetIdnaDir(t)
	src := apiCheckFile(t, dir)
	t.Logf("generated from %s:\n%s", dir, src)
	for _, pkg := range []string{"github.com/xn-go/xn/xnet/idna", "golang.org/x/net/idna"} {
		file := strings.Replace(src, `"golang.org/x/net/idna"`, `"`+pkg+`"`, 1)
		if out, err := buildOverlay(t, file); err != nil {
			t.Errorf("the file using every identifier of x/net/idna does not build against %s: %v\n%s", pkg, err, out)
		}
	}
}

func TestUnicodeVersionIsXNets(t *testing.T) {
	if UnicodeVersion != xnet.UnicodeVersion {
		t.Errorf("UnicodeVersion = %s, x/net's is %s", UnicodeVersion, xnet.UnicodeVersion)
	}
}

// xnetIdnaDir finds x/net's idna directory through go list.
func xnetIdnaDir(t *testing.T) string {
	out, err := exec.Command("go", "list", "-m", "-json", "golang.org/x/net").Output()
	if err != nil {
		t.Fatalf("go list -m golang.org/x/net: %v", err)
	}
	var m struct{ Dir, Version string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		t.Fatalf("go list -m golang.org/x/net gave no directory (%v): %s", err, out)
	}
	if m.Version != "v0.62.0" {
		t.Logf("x/net is %s; this package follows v0.62.0", m.Version)
	}
	return filepath.Join(m.Dir, "idna")
}

// apiCheckFile returns a Go file of package apicheck that assigns each
// exported function, method, variable and constant of the package in dir to
// a variable of its declared type, and declares a variable of each exported
// type.
func apiCheckFile(t *testing.T, dir string) string {
	bp, err := build.Default.ImportDir(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var decls []ast.Decl
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		decls = append(decls, f.Decls...)
	}
	types := exportedTypes(decls)
	qualify := func(e ast.Expr) string { return exprString(fset, qualified(e, types)) }
	var lines []string
	for _, d := range decls {
		lines = append(lines, declUses(d, qualify)...)
	}
	slices.Sort(lines)
	if len(lines) < 20 {
		t.Fatalf("found only %d exported identifiers in %s", len(lines), dir)
	}
	src := "package apicheck\n\nimport \"golang.org/x/net/idna\"\n\n" + strings.Join(lines, "\n") + "\n"
	b, err := format.Source([]byte(src))
	if err != nil {
		t.Fatalf("generated file does not parse: %v\n%s", err, src)
	}
	return string(b)
}

// declUses returns the lines that use the exported names one declaration
// declares.
func declUses(d ast.Decl, qualify func(ast.Expr) string) []string {
	var lines []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if !d.Name.IsExported() {
			break
		}
		if d.Recv == nil {
			lines = append(lines, "var _ "+qualify(d.Type)+" = idna."+d.Name.Name)
			break
		}
		recv := d.Recv.List[0].Type
		if !ast.IsExported(baseTypeName(recv)) {
			break
		}
		ft := &ast.FuncType{Params: &ast.FieldList{List: append([]*ast.Field{{Type: recv}}, d.Type.Params.List...)}, Results: d.Type.Results}
		lines = append(lines, "var _ "+qualify(ft)+" = ("+qualify(recv)+")."+d.Name.Name)
	case *ast.GenDecl:
		for _, s := range d.Specs {
			lines = append(lines, specUses(d.Tok, s, qualify)...)
		}
	}
	return lines
}

func specUses(tok token.Token, s ast.Spec, qualify func(ast.Expr) string) []string {
	var lines []string
	switch s := s.(type) {
	case *ast.TypeSpec:
		if s.Name.IsExported() {
			lines = append(lines, "var _ *idna."+s.Name.Name)
		}
	case *ast.ValueSpec:
		for i, n := range s.Names {
			switch {
			case !n.IsExported():
			case s.Type != nil:
				lines = append(lines, "var _ "+qualify(s.Type)+" = idna."+n.Name)
			case tok == token.CONST && i < len(s.Values) && isStringLit(s.Values[i]):
				lines = append(lines, "const _ string = idna."+n.Name)
			default:
				lines = append(lines, "var _ = idna."+n.Name)
			}
		}
	}
	return lines
}

func isStringLit(e ast.Expr) bool {
	lit, ok := e.(*ast.BasicLit)
	return ok && lit.Kind == token.STRING
}

func exportedTypes(decls []ast.Decl) map[string]bool {
	types := map[string]bool{}
	for _, d := range decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
			for _, s := range g.Specs {
				if ts := s.(*ast.TypeSpec); ts.Name.IsExported() {
					types[ts.Name.Name] = true
				}
			}
		}
	}
	return types
}

func baseTypeName(e ast.Expr) string {
	if star, ok := e.(*ast.StarExpr); ok {
		e = star.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// qualified returns a copy of the type expression e with the package's
// exported type names written idna.Name.
func qualified(e ast.Expr, types map[string]bool) ast.Expr {
	switch e := e.(type) {
	case *ast.Ident:
		if types[e.Name] {
			return &ast.SelectorExpr{X: ast.NewIdent("idna"), Sel: ast.NewIdent(e.Name)}
		}
		return e
	case *ast.StarExpr:
		return &ast.StarExpr{X: qualified(e.X, types)}
	case *ast.Ellipsis:
		return &ast.Ellipsis{Elt: qualified(e.Elt, types)}
	case *ast.ArrayType:
		return &ast.ArrayType{Len: e.Len, Elt: qualified(e.Elt, types)}
	case *ast.MapType:
		return &ast.MapType{Key: qualified(e.Key, types), Value: qualified(e.Value, types)}
	case *ast.FuncType:
		return &ast.FuncType{Params: qualifiedFields(e.Params, types), Results: qualifiedFields(e.Results, types)}
	}
	return e
}

func qualifiedFields(fl *ast.FieldList, types map[string]bool) *ast.FieldList {
	if fl == nil {
		return nil
	}
	out := &ast.FieldList{}
	for _, f := range fl.List {
		out.List = append(out.List, &ast.Field{Type: qualified(f.Type, types)})
		for range max(len(f.Names)-1, 0) {
			out.List = append(out.List, &ast.Field{Type: qualified(f.Type, types)})
		}
	}
	return out
}

func exprString(fset *token.FileSet, e ast.Expr) string {
	var b bytes.Buffer
	if err := format.Node(&b, fset, e); err != nil {
		return "<" + err.Error() + ">"
	}
	return b.String()
}

// buildOverlay builds the file as package apicheck inside this module,
// through go build's -overlay, so that nothing is written to the tree.
func buildOverlay(t *testing.T, src string) ([]byte, error) {
	tmp := t.TempDir()
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	gen := filepath.Join(tmp, "apicheck.go")
	if err := os.WriteFile(gen, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	virtual := filepath.Join(here, "internal", "apicheck", "apicheck.go")
	overlay, _ := json.Marshal(map[string]any{"Replace": map[string]string{virtual: gen}})
	ov := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ov, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-overlay", ov, "./internal/apicheck")
	return cmd.CombinedOutput()
}
