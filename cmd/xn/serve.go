package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/xn-go/xn/cmd/xn/internal/playground"
)

const serveHelp = `Usage: xn serve [--addr HOST:PORT] [--allow-host NAME]...

Serves the playground: a page that shows each stage of the conversion of a
name as you type it (labels, code points, rules, the Punycode trace, the
results and the display policy), or converts a list of names, with every
profile and switch. The page and its JSON API (POST /api/explain,
POST /api/convert, GET /api/info) are served from the binary; the page
loads nothing from elsewhere.

  xn serve                       then open http://127.0.0.1:8080/
  xn serve --addr 127.0.0.1:0    on a free port, printed on stderr

--addr is 127.0.0.1:8080 by default: only this machine can connect.
Requests must name the server as localhost, a loopback address or the
address of --addr (their Host header); others get 421, so that a web page
elsewhere cannot reach the server through a DNS name of its own.
--allow-host NAME allows another name (repeat it, or give a list separated
by commas); --allow-host '*' allows any.

Limits, so that one client cannot knock the server over: API requests of
at most 1 MiB and 10000 names, answers of at most 4 MiB (1 MiB for an
explanation), 50 requests a second from one address (bursts of 100), and
64 at once from one address. The server works on GOMAXPROCS requests at
once (at least 2) and serves the others in turn, one address after
another; a body has 10 s to arrive, then the request 20 s for its wait and
its work, then gets 503, and its answer 10 s to be written. A client that
sends or reads slowly keeps no other request waiting.
POST requests must be sent as Content-Type application/json. Errors are
answered in JSON: {"error": "what to change"}.

SIGINT or SIGTERM stops the server cleanly: requests in progress are
answered, then xn exits with 130 or 143. See docs/playground.md.
`

// runServe runs "xn serve" with the arguments after "serve".
func runServe(cfg *config, e *env) int {
	hosts := cfg.hosts
	if host, _, err := net.SplitHostPort(cfg.addr); err == nil && host != "" {
		hosts = append(hosts, host) // the name given, as well as the address it gives
	}
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		fmt.Fprintf(e.stderr, "xn: serve: %v\n", err)
		return exitUsage
	}
	// The server stops cleanly on a signal, instead of the immediate exit
	// of the other commands (stopOnSignals).
	signal.Reset(os.Interrupt, syscall.SIGTERM)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	ctx, cancel := context.WithCancel(context.Background())
	code := exitOK
	go func() {
		code = signalExitCodes[<-sigs] // signal.Stop does not close sigs
		cancel()
	}()
	fmt.Fprintf(e.stderr, "xn: serving the playground on http://%s/ (Ctrl-C stops it)\n", ln.Addr())
	if err := serve(ctx, ln, hosts...); err != nil {
		fmt.Fprintf(e.stderr, "xn: serve: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(e.stderr, "xn: the playground is stopped\n")
	return code
}

// serve serves the playground on ln until ctx is done, then shuts the
// server down, letting the requests in progress finish (for up to five
// seconds). Requests may name the server by a loopback name, by ln's
// address, or by one of hosts.
func serve(ctx context.Context, ln net.Listener, hosts ...string) error {
	if host, _, err := net.SplitHostPort(ln.Addr().String()); err == nil {
		if ip := net.ParseIP(host); ip == nil || !ip.IsUnspecified() {
			hosts = append(hosts, host)
		}
	}
	srv := &http.Server{
		Handler:           playground.NewHandler(playground.Limits{Hosts: hosts}),
		ReadHeaderTimeout: 10 * time.Second,
		// The handler sets the deadlines of each API request's body
		// and answer from its own timeout; these bound the rest.
		ReadTimeout:    30 * time.Second,
		WriteTimeout:   30 * time.Second,
		IdleTimeout:    60 * time.Second,
		MaxHeaderBytes: 64 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := srv.Shutdown(sctx)
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}
