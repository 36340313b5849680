// Command surface counts the exported identifiers of Go packages: the
// exported top-level constants, variables, functions and types, and the
// exported methods of exported types. Struct fields are not counted.
//
//	go run ./bench/surface ./idna ./idna2003 ./email ./punycode ./label ./rule
//
// It reads the files that the current toolchain would build (build tags
// included), from the package directories given as import paths or paths.
package main

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
)

func main() {
	fmt.Printf("%-40s %9s %8s %6s\n", "package", "top-level", "methods", "total")
	for _, arg := range os.Args[1:] {
		pkg, err := build.Default.Import(arg, ".", 0)
		if err != nil {
			fmt.Fprintln(os.Stderr, "surface:", err)
			os.Exit(1)
		}
		top, methods, err := count(pkg.Dir, pkg.GoFiles)
		if err != nil {
			fmt.Fprintln(os.Stderr, "surface:", err)
			os.Exit(1)
		}
		fmt.Printf("%-40s %9d %8d %6d\n", pkg.ImportPath, top, methods, top+methods)
	}
}

// count returns the exported top-level names and the exported methods of
// exported types declared in the files of dir.
func count(dir string, files []string) (top, methods int, err error) {
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return 0, 0, err
		}
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() {
					continue
				}
				if d.Recv == nil {
					top++
				} else if receiverExported(d.Recv.List[0].Type) {
					methods++
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						if s.Name.IsExported() {
							top++
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.IsExported() {
								top++
							}
						}
					}
				}
			}
		}
	}
	return top, methods, nil
}

// receiverExported reports whether a method's receiver type is exported.
func receiverExported(t ast.Expr) bool {
	for {
		switch e := t.(type) {
		case *ast.StarExpr:
			t = e.X
		case *ast.IndexExpr:
			t = e.X
		case *ast.IndexListExpr:
			t = e.X
		case *ast.Ident:
			return e.IsExported()
		default:
			return false
		}
	}
}
