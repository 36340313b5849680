package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/playground"
)

// The page offers the profiles and switches of the command line, by the
// same names.
func TestServeNamesMatchCLI(t *testing.T) {
	var sws []string
	for _, sw := range switches {
		sws = append(sws, sw.name)
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
		{[]string{"serve", "bücher.tld"}, "serve takes no names"},
		{[]string{"serve", "--addr", "127.0.0.1:notaport"}, "xn: serve: listen tcp"},
	} {
		r := xn(t, "", tc.args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("xn %q: %v\nwant exit 2 and %q", tc.args, r, tc.want)
		}
	}
	if r := xn(t, "", "serve", "--help"); r.code != 0 || !strings.HasPrefix(r.stdout, "Usage: xn serve") {
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
