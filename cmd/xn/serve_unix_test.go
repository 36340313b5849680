//go:build unix

package main

import (
	"bufio"
	"io"
	"net/http"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestServeSignal runs "xn serve" on a free loopback port, asks it for a
// name, stops it with SIGINT or SIGTERM and checks that it exits cleanly.
func TestServeSignal(t *testing.T) {
	for _, tc := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		cmd := exec.Command(xnPath, "serve", "--addr", "127.0.0.1:0")
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(stderr)
		if !lines.Scan() {
			cmd.Process.Kill()
			t.Fatalf("no line on stderr: %v", lines.Err())
		}
		first := lines.Text()
		_, url, ok := strings.Cut(first, "on http://")
		url, _, _ = strings.Cut(url, " ")
		if !ok {
			cmd.Process.Kill()
			t.Fatalf("first line %q names no URL", first)
		}
		resp, err := http.Post("http://"+url+"api/convert", "application/json", strings.NewReader(`{"names":["faß.de"],"options":{"transitional":true}}`))
		if err != nil {
			cmd.Process.Kill()
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(body), `"ascii":"fass.de"`) {
			t.Errorf("answer: %s", body)
		}
		cmd.Process.Signal(tc.sig)
		rest, _ := io.ReadAll(stderr)
		err = cmd.Wait()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		if code != tc.code || !strings.Contains(string(rest), "the playground is stopped") {
			t.Errorf("%v: exit %d, stderr after the first line %q; want %d and a clean stop", tc.sig, code, rest, tc.code)
		}
	}
}
