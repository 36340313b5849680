//go:build unix

package main

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestSIGPIPE: when the reader of the output goes away (xn < names | head),
// xn is ended by SIGPIPE, which a shell reports as exit status 141, the
// status docs/cli.md lists.
func TestSIGPIPE(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close() // nobody reads
	cmd := exec.Command(xnPath)
	cmd.Stdin = strings.NewReader(strings.Repeat("bücher.de\n", 100000))
	cmd.Stdout = w
	err = cmd.Run()
	w.Close()
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("xn with a closed output: %v, want it killed by SIGPIPE", err)
	}
	ws, ok := ee.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() || ws.Signal() != syscall.SIGPIPE {
		t.Fatalf("xn with a closed output: %v, want it killed by SIGPIPE", err)
	}
	if 128+int(ws.Signal()) != 141 {
		t.Errorf("SIGPIPE is %d here; docs/cli.md says 141", int(ws.Signal()))
	}
	doc, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "\n| 141 | ended by SIGPIPE") {
		t.Errorf("docs/cli.md's table of exit statuses has no row for 141")
	}
	if !strings.Contains(xn(t, "", "--help").stdout, "141 (SIGPIPE)") {
		t.Errorf("xn --help does not give exit status 141")
	}
}
