package main

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"sync"
	"sync/atomic"
)

// chunkSize is the size of one read from the input, and so of the batches
// of lines that the workers take: large enough that a batch costs little
// next to the names in it, small enough that many batches in flight stay
// within a few megabytes.
const chunkSize = 64 << 10

// A batch is a run of input lines that one worker converts, together with
// the output it produces. Batches are written in input order.
type batch struct {
	in     []byte // whole lines, each ending in '\n' except maybe the last
	first  int    // number of the first line, from 1
	long   int    // if > 0, in holds the start of one line of this many bytes
	out    []byte // for standard output
	errOut []byte // for standard error
	tmp    []byte // scratch for one conversion
	lines  int    // lines in the batch
	failed int    // names that failed
	done   chan struct{}
}

var batchPool = sync.Pool{New: func() any {
	return &batch{
		in:   make([]byte, 0, chunkSize),
		out:  make([]byte, 0, chunkSize+chunkSize/2),
		done: make(chan struct{}, 1),
	}
}}

func getBatch() *batch {
	b := batchPool.Get().(*batch)
	b.in, b.out, b.errOut, b.tmp = b.in[:0], b.out[:0], b.errOut[:0], b.tmp[:0]
	b.first, b.long, b.lines, b.failed = 0, 0, 0, 0
	return b
}

func putBatch(b *batch) {
	// Buffers grown by a long line or a long output are let go, so that the
	// pool keeps its memory bounded.
	if cap(b.in) > chunkSize || cap(b.out) > 4*chunkSize || cap(b.errOut) > 4*chunkSize || cap(b.tmp) > chunkSize {
		return
	}
	batchPool.Put(b)
}

// A stream converts the lines of an input with several workers and writes
// the results in input order.
type stream struct {
	proc    *processor
	jobs    int
	stdout  io.Writer
	stderr  *errWriter
	maxLine int // lines longer than this are not kept whole

	work  chan *batch
	order chan *batch

	lines    atomic.Int64 // lines written
	failed   int          // names that failed, counted by the writer
	writeErr error        // first write error, set by the writer
	stopped  atomic.Bool  // the writer failed: stop reading
}

// run reads r to its end and converts every line. It returns the number of
// names that failed, and an I/O error if reading or writing failed.
func (s *stream) run(r io.Reader) (failed int, err error) {
	s.work = make(chan *batch, s.jobs)
	s.order = make(chan *batch, 2*s.jobs+2)
	var workers sync.WaitGroup
	for range s.jobs {
		workers.Go(func() {
			for b := range s.work {
				s.proc.batch(b)
				b.done <- struct{}{}
			}
		})
	}
	writerDone := make(chan struct{})
	go func() {
		defer close(writerDone)
		s.write()
	}()

	readErr := s.read(r)
	close(s.work)
	close(s.order)
	<-writerDone
	workers.Wait()
	if s.writeErr != nil {
		return s.failed, s.writeErr
	}
	if readErr != nil {
		return s.failed, &ioError{"reading standard input", readErr}
	}
	return s.failed, nil
}

// An ioError is a failure to read the input or write the output: exit
// status 2.
type ioError struct {
	op  string
	err error
}

func (e *ioError) Error() string { return e.op + ": " + e.err.Error() }
func (e *ioError) Unwrap() error { return e.err }

// dispatch hands b to the workers and queues it for the writer. It blocks
// when enough batches are in flight, which bounds the memory in use.
func (s *stream) dispatch(b *batch) {
	s.order <- b
	s.work <- b
}

// read cuts the input into batches of whole lines. Each batch is what one
// read returned, so that a slow or interactive input is converted and
// written line by line as it arrives, while a file goes by chunkSize.
func (s *stream) read(r io.Reader) error {
	line := 1
	b := getBatch()
	var skip []byte // scratch for discarding the rest of a long line
	for !s.stopped.Load() {
		// Here b.in holds at most the start of one line, without '\n'.
		if len(b.in) == cap(b.in) {
			if len(b.in) > s.maxLine {
				// A line too long to keep: count and drop its rest.
				if skip == nil {
					skip = make([]byte, chunkSize)
				}
				next := getBatch()
				total, cr, eof, err := skipLine(r, skip, &next.in, b.in[len(b.in)-1] == '\r')
				b.long = len(b.in) + total
				if cr {
					b.long-- // the line ends in CR LF
				}
				b.in = b.in[:s.maxLine+1]
				b.first = line
				line++
				s.dispatch(b)
				b = next
				if err != nil {
					putBatch(b)
					return err
				}
				if eof {
					break
				}
				if bytes.IndexByte(b.in, '\n') >= 0 {
					b = s.cut(b, 0, &line)
				}
				continue
			}
			b.in = slices.Grow(b.in, min(cap(b.in), s.maxLine+1-len(b.in)))
		}
		start := len(b.in)
		n, err := r.Read(b.in[start:cap(b.in)])
		b.in = b.in[:start+n]
		if n > 0 && bytes.IndexByte(b.in[start:], '\n') >= 0 {
			b = s.cut(b, start, &line)
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			putBatch(b)
			return err
		}
	}
	if len(b.in) > 0 && !s.stopped.Load() {
		// The last line has no '\n'.
		b.first = line
		s.dispatch(b)
	} else {
		putBatch(b)
	}
	return nil
}

// cut dispatches the whole lines of b, those before its last '\n' (at or
// after from), and returns a new batch holding the rest.
func (s *stream) cut(b *batch, from int, line *int) *batch {
	end := from + bytes.LastIndexByte(b.in[from:], '\n') + 1
	next := getBatch()
	next.in = append(next.in, b.in[end:]...)
	b.in = b.in[:end]
	b.first = *line
	*line += bytes.Count(b.in, []byte{'\n'})
	s.dispatch(b)
	return next
}

// skipLine reads r up to and including the next '\n', using buf, and
// appends what follows it in the last read to rest. It returns the number of
// bytes dropped before the '\n', whether the last of the line's bytes is a
// CR (cr tells whether the last byte before the first read was one), and
// whether the input ended.
func skipLine(r io.Reader, buf []byte, rest *[]byte, cr bool) (dropped int, endsInCR, eof bool, err error) {
	for {
		n, err := r.Read(buf)
		if i := bytes.IndexByte(buf[:n], '\n'); i >= 0 {
			*rest = append(*rest, buf[i+1:n]...)
			if i > 0 {
				cr = buf[i-1] == '\r'
			}
			return dropped + i, cr, false, nil
		}
		if n > 0 {
			cr = buf[n-1] == '\r'
		}
		dropped += n
		if errors.Is(err, io.EOF) {
			return dropped, cr, true, nil
		}
		if err != nil {
			return dropped, cr, false, err
		}
	}
}

// write writes the batches in input order as they are done.
func (s *stream) write() {
	for b := range s.order {
		<-b.done
		s.failed += b.failed
		if s.writeErr == nil {
			if len(b.out) > 0 {
				if _, err := s.stdout.Write(b.out); err != nil {
					s.writeErr = &ioError{"writing standard output", err}
					s.stopped.Store(true)
				}
			}
			if len(b.errOut) > 0 {
				s.stderr.Write(b.errOut)
			}
		}
		s.lines.Add(int64(b.lines))
		putBatch(b)
	}
}
