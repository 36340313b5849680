package main

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// chunkSize is the size of one read from the input, and so of the batches
// of lines that the workers take: large enough that a batch costs little
// next to the names in it, small enough that many batches in flight stay
// within a few megabytes.
const chunkSize = 64 << 10

// The memory that the batches in flight may hold (see budget): memPerCPU
// for each CPU that the workers can use, and at least minMemory. With
// --format json a batch of 64 KiB of short names makes about 300 KiB of
// output, so that this lets about two batches per CPU be in flight, which
// keeps every CPU busy.
const (
	minMemory = 4 << 20
	memPerCPU = 1 << 20
)

// Buffers of a pooled batch larger than these are let go rather than kept
// for reuse: maxKeepOut is about the output of a batch of chunkSize in the
// most verbose format (json) for ordinary names, so that the common case
// reuses its buffers; outputs larger than that (names with many problems)
// are rare enough to allocate.
const maxKeepOut = 8 * chunkSize

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

	// For a batch of a stream: its place in the input, from 0, the budget
	// it draws on, and the bytes it has drawn.
	seq    int
	budget *budget
	held   int
}

// size is the memory that the buffers of b take.
func (b *batch) size() int {
	return cap(b.in) + cap(b.out) + cap(b.errOut) + cap(b.tmp)
}

// account draws on the budget for the buffers that b grew since it was
// last accounted for, waiting if the budget is spent (see budget.acquire).
// Called after each record, it lets a worker run ahead by at most one
// record's growth.
func (b *batch) account() {
	if b.budget == nil {
		return
	}
	if n := b.size(); n > b.held {
		b.budget.acquire(n-b.held, b.seq)
		b.held = n
	}
}

// batchPool keeps batches for reuse; getBatch gives a new one its input
// buffer, as it does a batch whose buffer putBatch let go.
var batchPool = sync.Pool{New: func() any {
	return &batch{out: make([]byte, 0, chunkSize+chunkSize/2), done: make(chan struct{}, 1)}
}}

func getBatch() *batch {
	b := batchPool.Get().(*batch)
	if b.in == nil {
		b.in = make([]byte, 0, chunkSize)
	}
	*b = batch{in: b.in[:0], out: b.out[:0], errOut: b.errOut[:0], tmp: b.tmp[:0], done: b.done}
	return b
}

func putBatch(b *batch) {
	// Buffers grown by a long line or a long output are let go, so that the
	// pool keeps its memory bounded; the batch itself is kept.
	if cap(b.in) > chunkSize {
		b.in = nil
	}
	if cap(b.out) > maxKeepOut {
		b.out = nil
	}
	if cap(b.errOut) > maxKeepOut {
		b.errOut = nil
	}
	if cap(b.tmp) > chunkSize {
		b.tmp = nil
	}
	b.budget = nil
	batchPool.Put(b)
}

// A budget bounds the memory of the batches in flight: those read and not
// yet written. The reader draws on it for each batch it hands to the
// workers, the size of the batch's buffers; a worker draws on it as the
// batch's output grows; the writer gives back what a batch drew once it is
// written. Drawing waits while the budget is spent, except for the next
// batch to write (the head), so that the stream always moves on: the head
// is always with a worker or done, its worker never waits, and writing it
// makes the next batch the head. The memory in flight is so at most about
// twice the limit (what the waiting workers grew before they waited, each
// by at most one record, is not yet counted) plus the output of the head.
type budget struct {
	mu    sync.Mutex
	cond  sync.Cond
	limit int
	used  int
	head  int // seq of the next batch to write
}

func newBudget(limit int) *budget {
	g := &budget{limit: limit}
	g.cond.L = &g.mu
	return g
}

// acquire draws n bytes for the batch seq, first waiting until they fit in
// the limit unless seq is the head.
func (g *budget) acquire(n, seq int) {
	g.mu.Lock()
	for g.used+n > g.limit && seq != g.head {
		g.cond.Wait()
	}
	g.used += n
	g.mu.Unlock()
}

// written gives back the n bytes of batch seq, just written, and makes the
// batch after it the head.
func (g *budget) written(n, seq int) {
	g.mu.Lock()
	g.used -= n
	g.head = seq + 1
	g.mu.Unlock()
	g.cond.Broadcast()
}

// memoryLimit is the budget of a stream with the given number of jobs.
func memoryLimit(jobs int) int {
	cpus := min(jobs, runtime.GOMAXPROCS(0))
	return max(minMemory, cpus*memPerCPU)
}

// A recorder appends to a batch the record of one line: n is its number,
// from 1, and long, if not 0, the length of a line of which raw is only
// the start. The processor of ascii, unicode, check and punycode is one,
// and so is xn lgr's.
type recorder interface {
	record(b *batch, n int, raw []byte, long int)
}

// recordLines appends the record of every line of b, of which lines
// longer than limit hold only their start.
func recordLines(rec recorder, b *batch, limit int) {
	n := b.first
	if b.long > 0 {
		rec.record(b, n, b.in[:min(len(b.in), limit)], b.long)
		b.account()
		b.lines = 1
		return
	}
	data := b.in
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		rec.record(b, n, line, 0)
		b.account()
		n++
	}
	b.lines = n - b.first
}

// A stream converts the lines of an input with several workers and writes
// the results in input order.
type stream struct {
	rec     recorder
	jobs    int
	stdout  io.Writer
	stderr  *errWriter
	maxLine int // lines longer than this are not kept whole

	work   chan *batch
	order  chan *batch
	budget *budget
	seq    int // seq of the next batch to dispatch
	// expansion is the output of the last batch written, in bytes per KiB
	// of its input. The reader reads less than chunkSize for a batch when
	// the output is larger than the input (json), so that a batch with its
	// output stays about the same size in every format, and draws on the
	// budget for what a batch is likely to grow to, rather than let many
	// batches grow at once and wait only then.
	expansion atomic.Int64

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
	if s.budget == nil {
		s.budget = newBudget(memoryLimit(s.jobs))
	}
	var workers, writer sync.WaitGroup
	for range s.jobs {
		workers.Go(func() {
			for b := range s.work {
				recordLines(s.rec, b, s.maxLine)
				b.done <- struct{}{}
			}
		})
	}
	writer.Go(s.write)

	readErr := s.read(r)
	close(s.work)
	close(s.order)
	writer.Wait()
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
// when enough batches are in flight or the memory budget is spent, which
// bounds the memory in use.
func (s *stream) dispatch(b *batch) {
	grown := cap(b.in) + int(int64(len(b.in))*s.expansion.Load()>>10)*5/4
	b.seq, b.budget, b.held = s.seq, s.budget, max(b.size(), grown)
	s.seq++
	s.budget.acquire(b.held, b.seq)
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
	var err error
	for err == nil && !s.stopped.Load() {
		// Here b.in holds at most the start of one line, without '\n'.
		if len(b.in) == cap(b.in) && len(b.in) > s.maxLine {
			// A line too long to keep: count and drop its rest.
			if skip == nil {
				skip = make([]byte, chunkSize)
			}
			next := getBatch()
			var dropped int
			var cr bool
			dropped, cr, err = skipLine(r, skip, &next.in, b.in[len(b.in)-1] == '\r')
			b.long = len(b.in) + dropped
			if cr {
				b.long-- // the line ends in CR LF
			}
			b.in = b.in[:s.maxLine+1]
			b.first = line
			line++
			s.dispatch(b)
			b = s.cut(next, 0, &line)
			continue
		}
		if len(b.in) == cap(b.in) {
			b.in = slices.Grow(b.in, min(cap(b.in), s.maxLine+1-len(b.in)))
		}
		start := len(b.in)
		var n int
		n, err = r.Read(b.in[start:min(cap(b.in), start+s.readSize())])
		b.in = b.in[:start+n]
		b = s.cut(b, start, &line)
	}
	if errors.Is(err, io.EOF) {
		err = nil
	}
	if err == nil && len(b.in) > 0 && !s.stopped.Load() {
		// The last line has no '\n'.
		b.first = line
		s.dispatch(b)
	} else {
		putBatch(b)
	}
	return err
}

// readSize is the size of the next read: chunkSize, or less when a batch's
// output is larger than its input, down to 4 KiB.
func (s *stream) readSize() int {
	e := s.expansion.Load()
	if e <= 1<<10 {
		return chunkSize
	}
	return max(4<<10, int(int64(chunkSize)<<10/e))
}

// cut dispatches the whole lines of b, those before its last '\n', if it
// has one at or after from, and returns a new batch holding the rest; it
// returns b itself when it has none.
func (s *stream) cut(b *batch, from int, line *int) *batch {
	i := bytes.LastIndexByte(b.in[from:], '\n')
	if i < 0 {
		return b
	}
	end := from + i + 1
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
// bytes dropped before the '\n', and whether the last of the line's bytes
// is a CR (cr tells whether the last byte before the first read was one);
// err is io.EOF when the input ended first.
func skipLine(r io.Reader, buf []byte, rest *[]byte, cr bool) (dropped int, endsInCR bool, err error) {
	for {
		n, err := r.Read(buf)
		if i := bytes.IndexByte(buf[:n], '\n'); i >= 0 {
			*rest = append(*rest, buf[i+1:n]...)
			if i > 0 {
				cr = buf[i-1] == '\r'
			}
			return dropped + i, cr, nil
		}
		if n > 0 {
			cr = buf[n-1] == '\r'
		}
		dropped += n
		if err != nil {
			return dropped, cr, err
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
		if len(b.in) > 0 && b.long == 0 {
			s.expansion.Store(int64(len(b.out)+len(b.errOut)) << 10 / int64(len(b.in)))
		}
		s.budget.written(b.held, b.seq)
		putBatch(b)
	}
}
