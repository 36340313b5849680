package docstest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/testenv"
)

// moduleRoot returns the directory holding go.mod, above the working
// directory.
func moduleRoot(t *testing.T) string {
	t.Helper()
	d, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			t.Fatal("go.mod not found above the working directory")
		}
		d = parent
	}
}

// docFiles lists README.md and docs/*.md, relative to the module root.
func docFiles(t *testing.T, root string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	rel := []string{"README.md"}
	for _, f := range files {
		rel = append(rel, filepath.ToSlash(strings.TrimPrefix(f, root+string(filepath.Separator))))
	}
	return rel
}

// buildBlocks writes each block as a main package of a temporary module
// (blockModule), runs go build and go vet on them, and returns their
// output when either fails.
func buildBlocks(t *testing.T, root string, blocks []codeBlock) (out string, failed bool) {
	t.Helper()
	dir, goTool := blockModule(t, root, blocks)
	var all strings.Builder
	for _, args := range [][]string{{"build", "-o", os.DevNull, "./..."}, {"vet", "./..."}} {
		cmd := exec.Command(goTool, args...)
		cmd.Dir = dir
		cmd.Env = blockEnv()
		b, err := cmd.CombinedOutput()
		all.Write(b)
		if err != nil {
			return all.String(), true
		}
	}
	return all.String(), false
}

// blockEnv is the environment of the go commands run on a block module:
// the toolchain of the test, the module's requirements, no workspace.
func blockEnv() []string {
	return append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off")
}

// blockModule writes each block as the main package blockNNN of a
// temporary module that uses this module through a replace directive, and
// returns its directory and the go command of the test's toolchain.
func blockModule(t *testing.T, root string, blocks []codeBlock) (dir, goTool string) {
	t.Helper()
	dir = t.TempDir()
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	gosum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	// The module's own requirements, so that its dependencies resolve from
	// its go.sum without the network.
	_, reqs, _ := strings.Cut(string(gomod), "\nrequire")
	mod := fmt.Sprintf("module xndocs\n\ngo 1.26.0\n\nrequire github.com/xn-go/xn v0.0.0\n\nreplace github.com/xn-go/xn => %s\n\nrequire%s",
		filepath.ToSlash(root), reqs)
	write := func(name, content string) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", mod)
	write("go.sum", string(gosum))
	for i, b := range blocks {
		write(fmt.Sprintf("block%03d/main.go", i), program(b))
	}
	goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		goTool = "go"
	}
	return dir, goTool
}

// TestDocsCompile builds and vets every ```go block of README.md and
// docs/*.md.
func TestDocsCompile(t *testing.T) {
	root := moduleRoot(t)
	var blocks []codeBlock
	for _, f := range docFiles(t, root) {
		bs, err := goBlocks(root, f)
		if err != nil {
			t.Fatal(err)
		}
		blocks = append(blocks, bs...)
	}
	if len(blocks) == 0 {
		t.Fatal("no ```go blocks found: the README has at least one")
	}
	if out, failed := buildBlocks(t, root, blocks); failed {
		t.Fatalf("Go code blocks of the documentation do not compile (fence a block that is not meant to as ```text):\n%s", out)
	}
	for _, b := range blocks {
		t.Logf("%s:%d: compiles", b.file, b.line)
	}
}

// TestDocsCompileCatchesErrors checks the checker: blocks that do not
// compile fail, with the Markdown file and line in the message.
func TestDocsCompileCatchesErrors(t *testing.T) {
	testenv.Slow(t, "runs the compiler and vet on six broken documents")
	root := moduleRoot(t)
	tests := []struct {
		name, code, want string
	}{
		{"undeclared", "a, err := idna.ToASCII(\"x\")\nfmt.Println(a, err)\nbuf, err = idna.Lookup.AppendToASCII(buf[:0], \"x\")\n", "bad.md:12:"},
		{"unused", "u, err := idna.ToUnicode(\"x\")\n_ = err\n", "bad.md:10:"},
		{"no such function", "idna.NoSuchFunction()\n", "bad.md:10:"},
		{"wrong result count", "a := idna.ToASCII(\"x\")\n_ = a\n", "bad.md:10:"},
		{"bad import path", "import \"github.com/xn-go/xn/nosuchpackage\"\n", "nosuchpackage"},
		{"vet: printf verb", "fmt.Printf(\"%d\\n\", \"x\")\n", "bad.md:10:"},
		// A block with imports gets none added: pasted into a file, it
		// must build as it is.
		{"missing import", "import \"fmt\"\n\nfmt.Println(idna.ToASCII(\"x\"))\n", "bad.md:12:"},
		{"missing import in a group", "import (\n\t\"fmt\"\n\n\t\"github.com/xn-go/xn/idna\"\n)\n\na, _ := idna.ToASCII(\"x\")\nfmt.Println(a, email.ErrSyntax)\n", "bad.md:17:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, failed := buildBlocks(t, root, []codeBlock{{file: "bad.md", line: 10, code: tt.code}})
			t.Logf("output:\n%s", out)
			if !failed || !strings.Contains(out, tt.want) {
				t.Errorf("block %q: failed %v, output:\n%s\nwant a failure mentioning %q", tt.code, failed, out, tt.want)
			}
		})
	}
	// And a block that compiles passes, so that the failures above are the
	// blocks' own.
	if out, failed := buildBlocks(t, root, []codeBlock{{file: "good.md", line: 1, code: "a, err := idna.ToASCII(\"x\")\nfmt.Println(a, err)\n"}}); failed {
		t.Errorf("a correct block fails:\n%s", out)
	}
}
