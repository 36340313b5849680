package docstest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// A codeBlock is one ```go block of a Markdown file.
type codeBlock struct {
	file string // relative to the module root, e.g. "docs/idna2003.md"
	line int    // line of the first line of code
	code string
}

// goBlocks returns the ```go blocks of a Markdown file.
func goBlocks(root, rel string) ([]codeBlock, error) {
	src, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		return nil, err
	}
	var (
		blocks []codeBlock
		cur    *codeBlock
		body   strings.Builder
	)
	for i, line := range strings.Split(string(src), "\n") {
		trim := strings.TrimSpace(line)
		switch {
		case cur == nil && trim == "```go":
			cur = &codeBlock{file: rel, line: i + 2}
			body.Reset()
		case cur != nil && trim == "```":
			cur.code = body.String()
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			body.WriteString(line)
			body.WriteByte('\n')
		}
	}
	if cur != nil {
		return nil, fmt.Errorf("%s:%d: unterminated code block", rel, cur.line-1)
	}
	return blocks, nil
}

// knownImports are the packages a fragment may use without importing
// them: a block that declares no import at all gets the import of each
// such package it names. A block that declares imports must declare every
// one it uses, as a program pasted into a file must.
var knownImports = map[string]string{
	"errors":   "errors",
	"fmt":      "fmt",
	"strings":  "strings",
	"log":      "log",
	"os":       "os",
	"net":      "net",
	"url":      "net/url",
	"idna":     "github.com/xn-go/xn/idna",
	"idna2003": "github.com/xn-go/xn/idna2003",
	"email":    "github.com/xn-go/xn/email",
	"rule":     "github.com/xn-go/xn/rule",
	"label":    "github.com/xn-go/xn/label",
	"nameprep": "github.com/xn-go/xn/nameprep",
	"punycode": "github.com/xn-go/xn/punycode",
	"spoof":    "github.com/xn-go/xn/spoof",
}

var importLine = regexp.MustCompile(`^import\s+(?:\w+\s+)?"[^"]+"\s*(?://.*)?$`)

// program turns a block into the source of a main package. A block that
// starts with "package" is a whole file and is kept as it is. Otherwise its
// leading import declarations are kept and the rest becomes the body of
// main; a block without import declarations, a fragment, gets the imports
// of the knownImports it names, and a block with some gets none added, so
// that one that uses a package it does not import fails to build.
// A block of imports alone gets blank imports, which check the paths. A
// //line directive makes errors name the Markdown file and line.
func program(b codeBlock) string {
	if strings.HasPrefix(strings.TrimSpace(b.code), "package ") {
		return fmt.Sprintf("//line %s:%d\n%s", b.file, b.line, b.code)
	}
	lines := strings.Split(b.code, "\n")
	imports, n := leadingImports(lines)
	rest := strings.Join(lines[n:], "\n")
	if strings.TrimSpace(rest) == "" {
		for i, l := range imports {
			imports[i] = strings.Replace(l, "import ", "import _ ", 1)
		}
	}
	declared := strings.Join(imports, "\n")
	var s strings.Builder
	s.WriteString("package main\n\n")
	names := make([]string, 0, len(knownImports))
	for name := range knownImports {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		path := knownImports[name]
		used := regexp.MustCompile(`\b` + name + `\.`).MatchString(rest)
		if used && len(imports) == 0 {
			fmt.Fprintf(&s, "import %q\n", path)
		}
	}
	if len(imports) > 0 {
		fmt.Fprintf(&s, "//line %s:%d\n%s\n", b.file, b.line, declared)
	}
	s.WriteString("\nfunc main() {\n")
	if rest != "" {
		fmt.Fprintf(&s, "//line %s:%d\n%s\n", b.file, b.line+n, rest)
	}
	s.WriteString("}\n")
	return s.String()
}

// leadingImports returns the import declarations at the start of a block,
// with the blank lines between them, and the number of lines they take.
func leadingImports(lines []string) (imports []string, n int) {
	for n < len(lines) {
		trim := strings.TrimSpace(lines[n])
		switch {
		case trim == "":
		case importLine.MatchString(trim):
			imports = append(imports, lines[n])
		case trim == "import (":
			end := slices.IndexFunc(lines[n:], func(l string) bool { return strings.TrimSpace(l) == ")" })
			if end < 0 {
				end = len(lines) - n - 1
			}
			imports = append(imports, lines[n:n+end+1]...)
			n += end
		default:
			return imports, n
		}
		n++
	}
	return imports, n
}
