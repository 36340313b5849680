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
// comments and blank lines included; code lines are those that hold a
// token other than a comment (every line of a multi-line string literal
// counts). A function's length runs from its
// "func" (or its doc comment's first line, not counted) to its closing
// brace. The exit status is 1 if a function is longer than -max lines.
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
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
		lines, code, files, funcs, err := count(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, "loc:", err)
			os.Exit(2)
		}
		fmt.Printf("%s: %d lines (%d code) in %d files\n", dir, lines, code, files)
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

// count returns the lines, code lines and files of the non-test,
// non-generated Go files of dir (not its subdirectories), and their
// functions.
func count(dir string) (lines, code, files int, funcs []function, err error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return 0, 0, 0, nil, err
	}
	fset := token.NewFileSet()
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return 0, 0, 0, nil, err
		}
		f, err := parser.ParseFile(fset, path, src, parser.ParseComments)
		if err != nil {
			return 0, 0, 0, nil, err
		}
		if ast.IsGenerated(f) {
			continue
		}
		files++
		lines += strings.Count(string(src), "\n")
		if len(src) > 0 && src[len(src)-1] != '\n' {
			lines++
		}
		code += codeLines(src)
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
	return lines, code, files, funcs, nil
}

// codeLines returns the number of lines of the Go source src that hold a
// token other than a comment. src has parsed, so it scans without errors.
func codeLines(src []byte) int {
	fset := token.NewFileSet()
	file := fset.AddFile("", -1, len(src))
	var s scanner.Scanner
	s.Init(file, src, nil, 0) // without ScanComments, comments are skipped
	seen := map[int]bool{}
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.SEMICOLON && lit == "\n" {
			continue // inserted at a line's end: the line has a token already
		}
		first := file.Line(pos)
		last := first + strings.Count(lit, "\n")
		for l := first; l <= last; l++ {
			seen[l] = true
		}
	}
	return len(seen)
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
