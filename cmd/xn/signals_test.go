//go:build unix

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// interruptRun starts xn with args on an endless stream of name lines (or,
// with viaArgs, with many copies of name as arguments), reads its standard
// output slowly (so that xn is blocked in the middle of writing), sends sig
// once at least minOut bytes have arrived, keeps reading slowly until xn
// ends, and returns everything xn wrote and its exit status.
func interruptRun(t *testing.T, sig syscall.Signal, name string, viaArgs bool, args ...string) (out, errOut []byte, code int) {
	t.Helper()
	if viaArgs {
		args = append(args, slices.Repeat([]string{name}, 30000)...)
	}
	cmd := exec.Command(xnPath, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
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
		// Slowly after the signal too, so that xn, blocked on the
		// pipe, cannot finish its arguments before the signal is
		// handled (a fast conversion on a loaded machine did).
		time.Sleep(time.Millisecond)
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
	return buf.Bytes(), stderr.Bytes(), code
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
		args     []string
		name     string
		viaArgs  bool
		check    lineCheck
		checkErr lineCheck // nil: no standard error
	}{
		{[]string{"-f", "text"}, "bücher.tld", false, wantLine("xn--bcher-kva.tld"), nil},
		{[]string{"-f", "tsv"}, "bücher.tld", false, wantLine("bücher.tld\txn--bcher-kva.tld\t"), nil},
		{[]string{"-f", "json"}, "bücher.tld", false, wantJSON("bücher.tld", "xn--bcher-kva.tld"), nil},
		{[]string{"check", "-f", "json"}, "a-.tld", false, wantJSON("a-.tld", ""), nil},
		{[]string{"unicode", "-f", "tsv"}, "xn--bcher-kva.tld", false, wantLine("xn--bcher-kva.tld\tbücher.tld\t"), nil},
		{[]string{"punycode", "encode", "-f", "json"}, "bücher", false, wantJSON("bücher", "bcher-kva"), nil},
		// Text format: a failed name is an empty line on standard output
		// and a message on standard error, both whole.
		{[]string{"-f", "text"}, "a-.tld", false, wantLine(""), wantMessage("a-.tld", "V3")},
		// Names given as arguments.
		{[]string{"-f", "json"}, "bücher.tld", true, wantJSON("bücher.tld", "xn--bcher-kva.tld"), nil},
		{[]string{"-f", "text"}, "bücher.tld", true, wantLine("xn--bcher-kva.tld"), nil},
	}
	for _, s := range signals {
		for _, f := range formats {
			name := fmt.Sprintf("%s/%s", s.sig, strings.Join(f.args, " "))
			if f.checkErr != nil {
				name += "/failing"
			}
			if f.viaArgs {
				name += "/arguments"
			}
			t.Run(name, func(t *testing.T) {
				out, errOut, code := interruptRun(t, s.sig, f.name, f.viaArgs, f.args...)
				if code != s.code {
					t.Errorf("exit status %d, want %d", code, s.code)
				}
				checkLines(t, "standard output", out, f.check)
				if f.checkErr == nil {
					if len(errOut) > 0 {
						t.Errorf("standard error: %q", errOut[:min(len(errOut), 200)])
					}
					return
				}
				checkLines(t, "standard error", errOut, f.checkErr)
			})
		}
	}
}

// A lineCheck checks line n of an output and says what is wrong with it,
// or "".
type lineCheck func(n int, line string) string

// checkLines checks that out is whole lines, each passing check.
func checkLines(t *testing.T, what string, out []byte, check lineCheck) {
	t.Helper()
	if len(out) == 0 || out[len(out)-1] != '\n' {
		t.Fatalf("%s of %d bytes does not end with a whole line: ...%q", what, len(out), out[max(0, len(out)-80):])
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	for i, line := range lines {
		if msg := check(i+1, line); msg != "" {
			t.Fatalf("%s, line %d of %d: %s", what, i+1, len(lines), msg)
		}
	}
}

// wantMessage checks a standard error line of the text format: the line
// number, the name and the rule code.
func wantMessage(name, code string) lineCheck {
	return func(n int, line string) string {
		prefix := fmt.Sprintf("line %d: %s: ", n, name)
		if !strings.HasPrefix(line, prefix) || !strings.Contains(line, code) {
			return fmt.Sprintf("%q, want %q and %s", line, prefix+"...", code)
		}
		return ""
	}
}

func wantLine(want string) lineCheck {
	return func(n int, line string) string {
		if line != want {
			return fmt.Sprintf("%q, want %q", line, want)
		}
		return ""
	}
}

// wantJSON checks that a line is one whole JSON record of line n with the
// given input and output (an empty output expected for a failure).
func wantJSON(input, output string) lineCheck {
	return func(n int, line string) string {
		var rec struct {
			Line   int    `json:"line"`
			Input  string `json:"input"`
			Output string `json:"output"`
			OK     bool   `json:"ok"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			return fmt.Sprintf("not a JSON record: %v: %q", err, line)
		}
		if rec.Line != n || rec.Input != input || rec.Output != output || rec.OK != (output != "") {
			return fmt.Sprintf("%+v, want line %d, input %q, output %q", rec, n, input, output)
		}
		return ""
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
