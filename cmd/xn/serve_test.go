package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/cmd/xn/internal/playground"
)

// The page offers the profiles and switches of the command line, by the
// same names.
func TestServeNamesMatchCLI(t *testing.T) {
	var sws []string
	for _, sw := range switches {
		sws = append(sws, sw.Name)
	}
	if got := playground.SwitchNames(); !slices.Equal(got, sws) {
		t.Errorf("playground switches %q, CLI %q", got, sws)
	}
	if got := playground.ProfileNames(); !slices.Equal(got, profileNames()) {
		t.Errorf("playground profiles %q, CLI %q", got, profileNames())
	}
}

func TestServeUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--adr", "x"}, "unknown flag --adr"},
		{[]string{"serve", "bücher.tld"}, "serve takes no arguments"},
		{[]string{"serve", "--addr", "127.0.0.1:notaport"}, "xn: serve: listen tcp"},
	} {
		r := xn(t, "", tc.args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("xn %q: %v\nwant exit 2 and %q", tc.args, r, tc.want)
		}
	}
	if r := xn(t, "", "serve", "--help"); r.code != 0 || !strings.HasPrefix(r.stdout, "Usage: xn serve") || !strings.Contains(r.stdout, "--allow-host") || !strings.Contains(r.stdout, "421") {
		t.Errorf("xn serve --help: %v", r)
	}
	if r := xn(t, "", "help", "serve"); r.code != 0 || !strings.HasPrefix(r.stdout, "Usage: xn serve") {
		t.Errorf("xn help serve: %v", r)
	}
}

// TestServeStops serves on a loopback listener and stops the server.
func TestServeStops(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, ln) }()
	resp, err := http.Post("http://"+ln.Addr().String()+"/api/explain", "application/json", strings.NewReader(`{"name":"bücher.example"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), `"ascii":"xn--bcher-kva.example"`) {
		t.Errorf("answer: %.200s", body)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
	if _, err := http.Get("http://" + ln.Addr().String() + "/"); err == nil {
		t.Error("the server still answers after it was stopped")
	}
}

// TestServeHostCheck: the server answers requests that name it by a
// loopback name, its address or an allowed host, and refuses others with
// 421 (DNS rebinding).
func TestServeHostCheck(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, ln, "box.lan") }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	}()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	for _, tc := range []struct {
		host   string
		status int
	}{
		{ln.Addr().String(), 200},
		{"localhost:" + port, 200},
		{"box.lan:" + port, 200},
		{"rebind.attacker.example:" + port, 421},
	} {
		req, _ := http.NewRequest("POST", "http://"+ln.Addr().String()+"/api/explain", strings.NewReader(`{"name":"a.example"}`))
		req.Host = tc.host
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status || !strings.HasPrefix(string(body), "{") {
			t.Errorf("Host %q: %d %.100q, want %d and JSON", tc.host, resp.StatusCode, body, tc.status)
		}
	}
	// A text/plain POST, as a form on another site sends, is refused.
	resp, err := http.Post("http://"+ln.Addr().String()+"/api/explain", "text/plain", strings.NewReader(`{"name":"a.example"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain POST: status %d, want 415", resp.StatusCode)
	}
}
