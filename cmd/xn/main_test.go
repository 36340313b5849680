package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// xnPath is the xn binary that the end-to-end tests run, built by TestMain.
var xnPath string

func TestMain(m *testing.M) {
	os.Exit(testMain(m))
}

func testMain(m *testing.M) int {
	dir, err := os.MkdirTemp("", "xn-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer os.RemoveAll(dir)
	xnPath = filepath.Join(dir, "xn")
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		goTool = "go"
	}
	build := exec.Command(goTool, "build", "-o", xnPath, ".")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building xn: %v\n%s", err, out)
		return 2
	}
	return m.Run()
}

// result is what one run of xn produced.
type result struct {
	stdout, stderr string
	code           int
}

func (r result) String() string {
	return fmt.Sprintf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
}

// xn runs the binary with args and stdin and returns its output and exit
// status.
func xn(t testing.TB, stdin string, args ...string) result {
	t.Helper()
	return xnEnv(t, nil, strings.NewReader(stdin), args...)
}

func xnEnv(t testing.TB, env []string, stdin *strings.Reader, args ...string) result {
	t.Helper()
	cmd := exec.Command(xnPath, args...)
	// The sentences are English unless a test asks for another language.
	cmd.Env = append(append(os.Environ(), "LC_ALL=", "LC_MESSAGES=", "LANG=C"), env...)
	cmd.Stdin = stdin
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("running xn %q: %v", args, err)
		}
		code = ee.ExitCode()
	}
	return result{stdout.String(), stderr.String(), code}
}
