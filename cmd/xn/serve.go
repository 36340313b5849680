package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/xn-go/xn/internal/playground"
)

const serveHelp = `Usage: xn serve [--addr HOST:PORT]

Serves the playground: a page that shows each stage of the conversion of a
name as you type it (labels, code points, rules, the Punycode trace, the
results and the display policy), or converts a list of names, with every
profile and switch. The page and its JSON API (POST /api/explain,
POST /api/convert, GET /api/info) are served from the binary; the page
loads nothing from elsewhere.

  xn serve                       then open http://127.0.0.1:8080/
  xn serve --addr 127.0.0.1:0    on a free port, printed on stderr

--addr is 127.0.0.1:8080 by default: only this machine can connect. API
requests are limited to 1 MiB and to 50 a second (bursts of 100). SIGINT
or SIGTERM stops the server cleanly: requests in progress are answered,
then xn exits with 130 or 143. See docs/playground.md.
`

func init() { commandHelp["serve"] = serveHelp }

// runServe runs "xn serve" with the arguments after "serve".
func runServe(args []string, e *env) int {
	fs := flag.NewFlagSet("xn serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	addr := fs.String("addr", "127.0.0.1:8080", "")
	help := fs.Bool("help", false, "")
	fs.BoolVar(help, "h", false, "")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(e.stderr, "xn: serve: %v\nRun 'xn help serve' for usage.\n", flagError(err))
		return exitUsage
	}
	if *help {
		return writeOutput(e, serveHelp)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(e.stderr, "xn: serve takes no names, only --addr (got %q)\nRun 'xn help serve' for usage.\n", fs.Arg(0))
		return exitUsage
	}
	ln, err := net.Listen("tcp", *addr)
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
		if s, ok := <-sigs; ok {
			code = signalExitCodes[s]
			cancel()
		}
	}()
	fmt.Fprintf(e.stderr, "xn: serving the playground on http://%s/ (Ctrl-C stops it)\n", ln.Addr())
	if err := serve(ctx, ln); err != nil {
		fmt.Fprintf(e.stderr, "xn: serve: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(e.stderr, "xn: the playground is stopped\n")
	return code
}

// serve serves the playground on ln until ctx is done, then shuts the
// server down, letting the requests in progress finish (for up to five
// seconds).
func serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           playground.NewHandler(playground.Limits{}),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		MaxHeaderBytes:    64 << 10,
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
