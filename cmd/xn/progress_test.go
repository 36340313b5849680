package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/xn-go/xn/internal/testenv"
)

// syncBuffer is a bytes.Buffer safe for concurrent use.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// gatedReader returns its data, then waits until release is closed before
// it reports the end of the input.
type gatedReader struct {
	data    io.Reader
	release chan struct{}
}

func (g *gatedReader) Read(p []byte) (int, error) {
	n, err := g.data.Read(p)
	if err == io.EOF {
		<-g.release
	}
	return n, err
}

func TestProgress(t *testing.T) {
	defer func(d, e time.Duration) { progressDelay, progressEvery = d, e }(progressDelay, progressEvery)
	progressDelay, progressEvery = time.Millisecond, time.Millisecond

	var stdout bytes.Buffer
	var stderr syncBuffer
	pr, pw := io.Pipe()
	waitFor := func(s string) {
		for !strings.Contains(stderr.String(), s) {
			time.Sleep(time.Millisecond)
		}
	}
	go func() {
		// Each part of the input is sent once the meter has shown the
		// lines before it.
		io.WriteString(pw, "a.com\n")
		waitFor("xn: 1 line, ")
		io.WriteString(pw, "b-.com\nc.com\n")
		waitFor("xn: 3 lines, ")
		pw.Close()
	}()
	e := &env{stdin: pr, stdout: &stdout, stderr: &stderr, stderrTTY: true}
	if code := run(nil, e); code != 1 {
		t.Fatalf("exit %d", code)
	}
	got := stderr.String()
	if stdout.String() != "a.com\n\nc.com\n" {
		t.Errorf("stdout %q", stdout.String())
	}
	// The message about b-.com erases the meter first; the meter is erased
	// at the end.
	if !strings.Contains(got, clearLine+"line 2: b-.com: V3: ") {
		t.Errorf("the error message does not erase the meter: %q", got)
	}
	if !strings.Contains(got, " lines/s") || !strings.HasSuffix(got, clearLine) {
		t.Errorf("stderr %q: want a meter, erased at the end", got)
	}

	// Never with --quiet, when standard output is piped or is a terminal
	// too, when standard input is a terminal, or when standard error is
	// not one.
	for _, tt := range []struct {
		args []string
		e    env
	}{
		{[]string{"-q"}, env{stderrTTY: true}},
		{nil, env{stderrTTY: true, stdoutTTY: true}},
		{nil, env{stderrTTY: true, stdoutPipe: true}},
		{nil, env{stderrTTY: true, stdinTTY: true}},
		{nil, env{}},
	} {
		stderr := &syncBuffer{}
		gate := &gatedReader{strings.NewReader("a.com\n"), make(chan struct{})}
		time.AfterFunc(20*time.Millisecond, func() { close(gate.release) })
		e := tt.e
		e.stdin, e.stdout, e.stderr = gate, io.Discard, stderr
		run(tt.args, &e)
		if s := stderr.String(); s != "" {
			t.Errorf("%q, %+v: stderr %q", tt.args, tt.e, s)
		}
	}
}

// The meter is for a file being converted into a file: stdin not a
// terminal, stderr a terminal, stdout a file, no --quiet.
func TestShowProgress(t *testing.T) {
	tests := []struct {
		quiet                                      bool
		stdinTTY, stdoutTTY, stdoutPipe, stderrTTY bool
		want                                       bool
	}{
		{false, false, false, false, true, true}, // xn < in.txt > out.txt
		{true, false, false, false, true, false}, // --quiet
		{false, false, false, true, true, false}, // xn < in.txt | gzip
		{false, false, true, false, true, false}, // xn < in.txt
		{false, true, false, false, true, false}, // xn > out.txt, typing
		{false, false, false, false, false, false},
	}
	for _, tt := range tests {
		cfg := &config{quiet: tt.quiet}
		e := &env{stdinTTY: tt.stdinTTY, stdoutTTY: tt.stdoutTTY, stdoutPipe: tt.stdoutPipe, stderrTTY: tt.stderrTTY}
		if got := showProgress(cfg, e); got != tt.want {
			t.Errorf("%+v: %v, want %v", tt, got, tt.want)
		}
	}
}

// isPipe tells a pipe from a file and from /dev/null.
func TestIsPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	for _, tt := range []struct {
		name string
		f    *os.File
		want bool
	}{{"pipe", w, true}, {"file", f, false}, {os.DevNull, null, false}} {
		if got := isPipe(tt.f); got != tt.want {
			t.Errorf("isPipe(%s) = %v", tt.name, got)
		}
		if isTerminal(tt.f) {
			t.Errorf("isTerminal(%s)", tt.name)
		}
	}
}

// End to end, on a real terminal (a pseudo-terminal that script(1) makes):
// the meter shows when the output goes to a file, and not when it is piped.
func TestProgressOnTerminal(t *testing.T) {
	testenv.Slow(t, "waits three seconds in each of three runs")
	scriptPath, err := exec.LookPath("script")
	if err != nil || runtime.GOOS != "linux" {
		t.Skip("needs util-linux script(1)")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "out.txt")
	// The input ends three seconds after its first lines, by when the meter
	// (after half a second) has shown them, even on a loaded machine.
	feed := `(printf 'a.com\nb.com\n'; sleep 3)`
	for _, tt := range []struct {
		name, cmd string
		meter     bool
	}{
		{"file", feed + " | " + xnPath + " > " + out, true},
		{"pipe", feed + " | " + xnPath + " | cat > " + out, false},
		{"quiet", feed + " | " + xnPath + " -q > " + out, false},
	} {
		cmd := exec.Command(scriptPath, "-qec", tt.cmd, "/dev/null")
		tty, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", tt.name, err, tty)
		}
		if got := strings.Contains(string(tty), "xn: 2 lines, "); got != tt.meter {
			t.Errorf("%s: meter shown %v, want %v; terminal: %q", tt.name, got, tt.meter, tty)
		}
		if tt.meter && !strings.HasSuffix(string(tty), clearLine) {
			t.Errorf("%s: the meter is not erased at the end: %q", tt.name, tty)
		}
		if data, err := os.ReadFile(out); err != nil || string(data) != "a.com\nb.com\n" {
			t.Errorf("%s: output %q, %v", tt.name, data, err)
		}
	}
}
