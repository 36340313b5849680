//go:build unix

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// interruptRun starts xn with args on an endless stream of name lines,
// reads its standard output slowly (so that xn is blocked in the middle of
// writing a batch), sends sig once at least minOut bytes have arrived, and
// returns everything xn wrote and its exit status.
func interruptRun(t *testing.T, sig syscall.Signal, name string, args ...string) (out []byte, code int) {
	t.Helper()
	cmd := exec.Command(xnPath, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Feed names until xn is gone and the pipe breaks.
	go func() {
		chunk := bytes.Repeat([]byte(name+"\n"), 4096)
		for {
			if _, err := stdin.Write(chunk); err != nil {
				stdin.Close()
				return
			}
		}
	}()
	const minOut = 256 << 10
	var buf bytes.Buffer
	p := make([]byte, 4096)
	signalled := false
	for {
		n, err := stdout.Read(p)
		buf.Write(p[:n])
		if !signalled && buf.Len() >= minOut {
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			signalled = true
		}
		if err != nil {
			break
		}
		if !signalled {
			time.Sleep(time.Millisecond)
		}
	}
	err = cmd.Wait()
	var ee *exec.ExitError
	switch {
	case err == nil:
		code = 0
	case errors.As(err, &ee):
		code = ee.ExitCode() // -1 when killed by the signal
	default:
		t.Fatal(err)
	}
	if !signalled {
		t.Fatalf("xn ended before it was signalled, after %d bytes of output", buf.Len())
	}
	return buf.Bytes(), code
}

// TestSignalWholeRecords interrupts xn while it streams each output format
// and checks the exit status and that every line written is a whole record.
func TestSignalWholeRecords(t *testing.T) {
	signals := []struct {
		sig  syscall.Signal
		code int
	}{
		{syscall.SIGINT, 130},
		{syscall.SIGTERM, 143},
	}
	formats := []struct {
		args  []string
		name  string
		check func(t *testing.T, n int, line string)
	}{
		{[]string{"-f", "text"}, "bücher.tld", wantLine("xn--bcher-kva.tld")},
		{[]string{"-f", "tsv"}, "bücher.tld", wantLine("bücher.tld\txn--bcher-kva.tld\t")},
		{[]string{"-f", "json"}, "bücher.tld", wantJSON("bücher.tld", "xn--bcher-kva.tld")},
		{[]string{"check", "-f", "json"}, "a-.tld", wantJSON("a-.tld", "")},
		{[]string{"unicode", "-f", "tsv"}, "xn--bcher-kva.tld", wantLine("xn--bcher-kva.tld\tbücher.tld\t")},
		{[]string{"punycode", "encode", "-f", "json"}, "bücher", wantJSON("bücher", "bcher-kva")},
	}
	for _, s := range signals {
		for _, f := range formats {
			t.Run(fmt.Sprintf("%s/%s", s.sig, strings.Join(f.args, " ")), func(t *testing.T) {
				out, code := interruptRun(t, s.sig, f.name, f.args...)
				if code != s.code {
					t.Errorf("exit status %d, want %d", code, s.code)
				}
				if len(out) == 0 || out[len(out)-1] != '\n' {
					t.Fatalf("output of %d bytes does not end with a whole line: ...%q", len(out), out[max(0, len(out)-80):])
				}
				lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
				for i, line := range lines {
					f.check(t, i+1, line)
					if t.Failed() {
						t.Fatalf("line %d of %d", i+1, len(lines))
					}
				}
			})
		}
	}
}

func wantLine(want string) func(*testing.T, int, string) {
	return func(t *testing.T, n int, line string) {
		if line != want {
			t.Errorf("line %d = %q, want %q", n, line, want)
		}
	}
}

// wantJSON checks that a line is one whole JSON record of line n with the
// given input and output (an empty output expected for a failure).
func wantJSON(input, output string) func(*testing.T, int, string) {
	return func(t *testing.T, n int, line string) {
		var rec struct {
			Line   int    `json:"line"`
			Input  string `json:"input"`
			Output string `json:"output"`
			OK     bool   `json:"ok"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Errorf("line %d is not a JSON record: %v: %q", n, err, line)
			return
		}
		if rec.Line != n || rec.Input != input || rec.Output != output || rec.OK != (output != "") {
			t.Errorf("line %d = %+v, want line %d, input %q, output %q", n, rec, n, input, output)
		}
	}
}

// TestSecondSignalExits checks that a second SIGINT ends xn at once when
// the first cannot: nothing reads its output, so its write never finishes.
func TestSecondSignalExits(t *testing.T) {
	cmd := exec.Command(xnPath, "-f", "json")
	cmd.Stdin = strings.NewReader(strings.Repeat("bücher.tld\n", 200000))
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd.Stdout = w
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	// Wait until xn has filled the pipe: a first read returns data.
	if _, err := bufio.NewReader(r).Peek(1); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	cmd.Process.Signal(syscall.SIGINT)
	select {
	case err := <-done:
		t.Fatalf("xn ended after one signal with its output blocked: %v", err)
	case <-time.After(200 * time.Millisecond):
	}
	cmd.Process.Signal(syscall.SIGINT)
	select {
	case err := <-done:
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 130 {
			t.Errorf("after two signals: %v, want exit status 130", err)
		}
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		t.Fatal("xn did not exit after a second signal")
	}
}
