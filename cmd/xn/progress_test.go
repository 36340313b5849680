package main

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
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

	// Never with --quiet, nor when standard output is a terminal too.
	for _, tt := range []struct {
		args      []string
		stdoutTTY bool
	}{{[]string{"-q"}, false}, {nil, true}} {
		stderr := &syncBuffer{}
		gate := &gatedReader{strings.NewReader("a.com\n"), make(chan struct{})}
		time.AfterFunc(20*time.Millisecond, func() { close(gate.release) })
		run(tt.args, &env{stdin: gate, stdout: io.Discard, stderr: stderr, stderrTTY: true, stdoutTTY: tt.stdoutTTY})
		if s := stderr.String(); s != "" {
			t.Errorf("%q, stdout a terminal %v: stderr %q", tt.args, tt.stdoutTTY, s)
		}
	}
}
