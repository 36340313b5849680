package main

import (
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
)

// exitMu is held by whoever ends the process, main with the status of the
// run or the signal handler with 128+n, so that only one of them does.
var exitMu sync.Mutex

// exit ends the process with code, unless a signal is already ending it.
func exit(code int) {
	exitMu.Lock()
	os.Exit(code)
}

// A recordGate passes writes to w until it is shut. Every write to standard
// output and standard error is of whole records (or whole lines), so that
// shutting the gate between two writes leaves whole records behind: shut
// waits for the write in progress to finish.
type recordGate struct {
	mu      sync.Mutex
	w       io.Writer
	shut    bool
	midLine bool // the last write did not end with '\n'
}

func (g *recordGate) Write(p []byte) (int, error) {
	g.mu.Lock()
	if g.shut {
		// The process is exiting on a signal: wait for it, rather than
		// fail and have the caller report an error or exit on its own.
		g.mu.Unlock()
		select {}
	}
	defer g.mu.Unlock()
	n, err := g.w.Write(p)
	if n > 0 {
		g.midLine = p[n-1] != '\n'
	}
	return n, err
}

// close waits for the write in progress, ends a line left open (the
// progress meter's), and lets no write through afterwards.
func (g *recordGate) close() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.midLine {
		g.w.Write([]byte{'\n'})
	}
	g.shut = true
}

// signalExitCodes are the exit statuses for the signals that stop xn: 128
// plus the signal number, as a shell reports a process killed by it.
var signalExitCodes = map[os.Signal]int{
	os.Interrupt:    130, // SIGINT
	syscall.SIGTERM: 143,
}

// stopOnSignals makes SIGINT and SIGTERM end the program cleanly: the
// writes in progress finish, nothing more is written, and xn exits with
// 130 (SIGINT) or 143 (SIGTERM). Nothing is buffered, so there is nothing
// else to flush. A second signal exits at once, for a write that cannot
// finish because nothing reads the output.
func stopOnSignals(gates ...*recordGate) {
	c := make(chan os.Signal, 2)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	go func() {
		code := signalExitCodes[<-c]
		exitMu.Lock() // never unlocked: this goroutine ends the process
		go func() {
			<-c
			os.Exit(code)
		}()
		for _, g := range gates {
			g.close()
		}
		os.Exit(code)
	}()
}
