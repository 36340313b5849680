package main

import (
	"io"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// An errWriter writes to standard error, erasing the progress line first
// when one is shown.
type errWriter struct {
	mu    sync.Mutex
	w     io.Writer
	shown bool // a progress line is on the screen
}

// clearLine returns the cursor to the start of the line and erases it.
const clearLine = "\r\x1b[K"

func (e *errWriter) Write(p []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.shown {
		io.WriteString(e.w, clearLine)
		e.shown = false
	}
	return e.w.Write(p)
}

// Progress on a terminal: the first report comes after progressDelay, so
// that quick runs show nothing, and reports are progressEvery apart.
// (Variables for the tests.)
var (
	progressDelay = 500 * time.Millisecond
	progressEvery = 200 * time.Millisecond
)

// A meter shows the lines done and the rate on standard error until stop is
// called, which erases it.
type meter struct {
	e     *errWriter
	lines *atomic.Int64
	stopc chan struct{}
	done  chan struct{}
}

func startMeter(e *errWriter, lines *atomic.Int64) *meter {
	m := &meter{e: e, lines: lines, stopc: make(chan struct{}), done: make(chan struct{})}
	go m.run()
	return m
}

func (m *meter) run() {
	defer close(m.done)
	start := time.Now()
	timer := time.NewTimer(progressDelay)
	defer timer.Stop()
	for {
		select {
		case <-m.stopc:
			return
		case now := <-timer.C:
			m.draw(now.Sub(start))
			timer.Reset(progressEvery)
		}
	}
}

func (m *meter) draw(elapsed time.Duration) {
	n := m.lines.Load()
	rate := float64(n) / elapsed.Seconds()
	b := []byte(clearLine + "xn: ")
	b = appendGrouped(b, n)
	if n == 1 {
		b = append(b, " line, "...)
	} else {
		b = append(b, " lines, "...)
	}
	b = appendGrouped(b, int64(rate))
	b = append(b, " lines/s"...)
	m.e.mu.Lock()
	m.e.w.Write(b)
	m.e.shown = true
	m.e.mu.Unlock()
}

func (m *meter) stop() {
	close(m.stopc)
	<-m.done
	m.e.mu.Lock()
	if m.e.shown {
		io.WriteString(m.e.w, clearLine)
		m.e.shown = false
	}
	m.e.mu.Unlock()
}

// appendGrouped appends n with its digits in groups of three: 1,234,567.
func appendGrouped(b []byte, n int64) []byte {
	s := strconv.FormatInt(n, 10)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 && s[i-1] != '-' {
			b = append(b, ',')
		}
		b = append(b, s[i])
	}
	return b
}
