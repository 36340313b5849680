// Command loc counts the non-test, non-generated lines of Go packages and
// lists their longest functions, for the size targets of issue 21
// (punycode at most 1,200 lines, idna at most 3,600, no function over 80
// lines).
//
// Usage, from the repository root:
//
//	go run ./bench/loc [-max 80] [-top 5] [dir ...]
//
// The directories default to punycode and idna. A file is generated if it
// has the line "// Code generated ... DO NOT EDIT." before its package
// clause, as the go command defines it. Lines are all the lines of a file,
// comments and blank lines included; a function's length runs from its
// "func" (or its doc comment's first line, not counted) to its closing
// brace. The exit status is 1 if a function is longer than -max lines.
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

type function struct {
	name  string
	pos   string
	lines int
}

func main() {
	maxLines := flag.Int("max", 80, "longest function allowed, in lines")
	top := flag.Int("top", 5, "longest functions to list per package")
	flag.Parse()
	dirs := flag.Args()
	if len(dirs) == 0 {
		dirs = []string{"punycode", "idna"}
	}
	over := false
	for _, dir := range dirs {
		lines, files, funcs, err := count(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, "loc:", err)
			os.Exit(2)
		}
		fmt.Printf("%s: %d lines in %d files\n", dir, lines, files)
		slices.SortFunc(funcs, func(a, b function) int { return b.lines - a.lines })
		for k, f := range funcs {
			if k >= *top && f.lines <= *maxLines {
				break
			}
			mark := ""
			if f.lines > *maxLines {
				mark = fmt.Sprintf("  (over %d)", *maxLines)
				over = true
			}
			fmt.Printf("  %4d  %s  %s%s\n", f.lines, f.name, f.pos, mark)
		}
	}
	if over {
		os.Exit(1)
	}
}

// count returns the lines and files of the non-test, non-generated Go
// files of dir (not its subdirectories), and their functions.
func count(dir string) (lines, files int, funcs []function, err error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return 0, 0, nil, err
	}
	fset := token.NewFileSet()
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return 0, 0, nil, err
		}
		f, err := parser.ParseFile(fset, path, src, parser.ParseComments)
		if err != nil {
			return 0, 0, nil, err
		}
		if ast.IsGenerated(f) {
			continue
		}
		files++
		lines += strings.Count(string(src), "\n")
		if len(src) > 0 && src[len(src)-1] != '\n' {
			lines++
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			name := fd.Name.Name
			if fd.Recv != nil && len(fd.Recv.List) > 0 {
				name = recvName(fd.Recv.List[0].Type) + "." + name
			}
			start, end := fset.Position(fd.Pos()), fset.Position(fd.End())
			funcs = append(funcs, function{name, fmt.Sprintf("%s:%d", path, start.Line), end.Line - start.Line + 1})
		}
	}
	return lines, files, funcs, nil
}

func recvName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return recvName(t.X)
	case *ast.IndexExpr:
		return recvName(t.X)
	case *ast.IndexListExpr:
		return recvName(t.X)
	case *ast.Ident:
		return t.Name
	}
	return "?"
}
