package playground

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"
)

// limiter is a token bucket per client address. Its table holds at most
// max addresses: when it is full, the buckets that have refilled (which
// say nothing a new bucket would not) are dropped, and if none has, new
// addresses share one bucket until some do.
type limiter struct {
	rate, burst float64
	max         int
	now         func() time.Time

	mu       sync.Mutex
	buckets  map[string]*bucket
	overflow bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

func newLimiter(rate float64, burst, max int, now func() time.Time) *limiter {
	return &limiter{rate: rate, burst: float64(burst), max: max, now: now,
		buckets: map[string]*bucket{}, overflow: bucket{tokens: float64(burst), last: now()}}
}

// allow takes a token from the client's bucket, if there is one.
func (l *limiter) allow(client string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	t := l.now()
	b := l.buckets[client]
	if b == nil {
		if len(l.buckets) >= l.max {
			l.sweep(t)
		}
		if len(l.buckets) < l.max {
			b = &bucket{tokens: l.burst, last: t}
			l.buckets[client] = b
		} else {
			b = &l.overflow
		}
	}
	b.tokens = min(l.burst, b.tokens+t.Sub(b.last).Seconds()*l.rate)
	b.last = t
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// sweep drops the buckets that are full again at time t.
func (l *limiter) sweep(t time.Time) {
	for c, b := range l.buckets {
		if b.tokens+t.Sub(b.last).Seconds()*l.rate >= l.burst {
			delete(l.buckets, c)
		}
	}
}

// errClientBusy: the client has as many requests in the server as it may.
var errClientBusy = errors.New("too many requests from one client at once")

// errBusy: the server holds as many requests as it may.
var errBusy = errors.New("server busy")

// scheduler lets a fixed number of requests compute at once. The others
// wait, and a freed turn goes to the clients in rotation, each client's
// requests in order, so that a client with many requests waiting delays
// another client by at most one request per worker. It admits at most
// maxWaiting requests in all, perClient from one client, from the moment
// their body is read until their answer is written; a turn is held only
// while computing.
type scheduler struct {
	maxWaiting, perClient int

	mu      sync.Mutex
	free    int                        // turns not taken
	held    int                        // requests admitted, working or waiting
	byAddr  map[string]int             // requests admitted per client
	waiting map[string][]chan struct{} // each client's waiting requests, in order
	order   []string                   // the clients with requests waiting, next first
}

func newScheduler(workers, maxWaiting, perClient int) *scheduler {
	return &scheduler{maxWaiting: maxWaiting, perClient: perClient, free: workers,
		byAddr: map[string]int{}, waiting: map[string][]chan struct{}{}}
}

// admit counts a request of the client into the server, or refuses it
// when the server or the client has as many as it may. The caller must
// call leave once the request is answered.
func (s *scheduler) admit(client string) (leave func(), err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.held >= s.maxWaiting {
		return nil, errBusy
	}
	if s.byAddr[client] >= s.perClient {
		return nil, errClientBusy
	}
	s.held++
	s.byAddr[client]++
	return func() { s.leave(client) }, nil
}

// turn waits for a turn of the client's admitted request, or until ctx is
// done. On success the caller must call done once its computation is
// over, so that the turn goes to the next request.
func (s *scheduler) turn(ctx context.Context, client string) (done func(), err error) {
	s.mu.Lock()
	if s.free > 0 && len(s.order) == 0 {
		s.free--
		s.mu.Unlock()
		return s.pass, nil
	}
	turn := make(chan struct{})
	if len(s.waiting[client]) == 0 {
		s.order = append(s.order, client)
	}
	s.waiting[client] = append(s.waiting[client], turn)
	s.mu.Unlock()

	select {
	case <-turn:
		return s.pass, nil
	case <-ctx.Done():
	}
	s.mu.Lock()
	q := s.waiting[client]
	if i := slices.Index(q, turn); i >= 0 {
		// Still waiting: leave the queue.
		q = slices.Delete(q, i, i+1)
		if len(q) == 0 {
			delete(s.waiting, client)
			s.order = slices.DeleteFunc(s.order, func(c string) bool { return c == client })
		} else {
			s.waiting[client] = q
		}
		s.mu.Unlock()
		return nil, ctx.Err()
	}
	s.mu.Unlock()
	// The turn came as ctx ended: pass it on.
	s.pass()
	return nil, ctx.Err()
}

// pass ends a request's turn and hands it to the next client waiting.
func (s *scheduler) pass() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.order) == 0 {
		s.free++
		return
	}
	next := s.order[0]
	s.order = s.order[1:]
	q := s.waiting[next]
	turn := q[0]
	if q = q[1:]; len(q) > 0 {
		s.waiting[next] = q
		s.order = append(s.order, next)
	} else {
		delete(s.waiting, next)
	}
	close(turn)
}

// leave counts a request out of the server.
func (s *scheduler) leave(client string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.held--
	if s.byAddr[client]--; s.byAddr[client] <= 0 {
		delete(s.byAddr, client)
	}
}

// bodyBudget bounds the bytes of the request bodies read ahead of their
// turn. A body takes bytes as they arrive, so that a slow sender holds
// only what it sent, and gives them back once its answer is computed. A
// body that finds the budget spent waits for computed ones to give theirs
// back; when none holds any (every byte is in bodies still arriving), the
// waiting body that holds the most goes on past the budget, one at a time,
// so that the bodies never all wait for each other.
type bodyBudget struct {
	max int

	mu       sync.Mutex
	used     int            // bytes taken
	complete int            // of them, bytes of bodies read to their end
	waiting  map[uint64]int // the bodies waiting, by number: the bytes each holds
	ahead    uint64         // the body let past the budget, 0 for none
	next     uint64         // the number of the last body
	wake     chan struct{}  // closed when the budget changes
}

func newBodyBudget(max int) *bodyBudget {
	return &bodyBudget{max: max, waiting: map[uint64]int{}, wake: make(chan struct{})}
}

// number returns a new body's number: a lower number is an older body.
func (b *bodyBudget) number() uint64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.next++
	return b.next
}

// take takes n more bytes for the body numbered id, which holds held,
// waiting until they are free or ctx is done.
func (b *bodyBudget) take(ctx context.Context, id uint64, held, n int) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	for {
		fits := b.used+n <= b.max
		if fits || b.ahead == id || b.ahead == 0 && b.complete == 0 && b.first(id, held) {
			if !fits {
				b.ahead = id
			}
			b.used += n
			delete(b.waiting, id)
			return nil
		}
		b.waiting[id] = held
		wake := b.wake
		b.mu.Unlock()
		select {
		case <-wake:
			b.mu.Lock()
		case <-ctx.Done():
			b.mu.Lock()
			delete(b.waiting, id)
			return ctx.Err()
		}
	}
}

// first reports whether the body id, holding held bytes, is the one to let
// past the budget: no other waiting body holds more, or as much and is
// older. b.mu is held.
func (b *bodyBudget) first(id uint64, held int) bool {
	for w, h := range b.waiting {
		if w != id && (h > held || h == held && w < id) {
			return false
		}
	}
	return true
}

// done marks the n bytes taken by the body id as those of a body read to
// its end, which its computation gives back.
func (b *bodyBudget) done(id uint64, n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.complete += n
	b.finish(id)
}

// give gives back the n bytes taken by the body id, read to its end or not.
func (b *bodyBudget) give(id uint64, n int, complete bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.used -= n
	if complete {
		b.complete -= n
	}
	b.finish(id)
}

// finish ends the body id's turn past the budget, if it had it, and wakes
// the bodies waiting; b.mu is held.
func (b *bodyBudget) finish(id uint64) {
	if b.ahead == id {
		b.ahead = 0
	}
	close(b.wake)
	b.wake = make(chan struct{})
}
