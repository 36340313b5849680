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

// scheduler lets a fixed number of requests work at once. The others wait,
// and a freed turn goes to the clients in rotation, each client's requests
// in order, so that a client with many requests waiting delays another
// client by at most one request per worker. It admits at most maxWaiting
// requests in all, perClient from one client.
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

// acquire waits for the client's turn, or until ctx is done. On success
// the caller must call release once its work is done.
func (s *scheduler) acquire(ctx context.Context, client string) (release func(), err error) {
	s.mu.Lock()
	if s.held >= s.maxWaiting {
		s.mu.Unlock()
		return nil, errBusy
	}
	if s.byAddr[client] >= s.perClient {
		s.mu.Unlock()
		return nil, errClientBusy
	}
	s.held++
	s.byAddr[client]++
	release = func() { s.release(client) }
	if s.free > 0 && len(s.order) == 0 {
		s.free--
		s.mu.Unlock()
		return release, nil
	}
	turn := make(chan struct{})
	if len(s.waiting[client]) == 0 {
		s.order = append(s.order, client)
	}
	s.waiting[client] = append(s.waiting[client], turn)
	s.mu.Unlock()

	select {
	case <-turn:
		return release, nil
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
		s.leave(client)
		s.mu.Unlock()
		return nil, ctx.Err()
	}
	s.mu.Unlock()
	// The turn came as ctx ended: pass it on.
	release()
	return nil, ctx.Err()
}

// release ends a request's turn and hands it to the next client waiting.
func (s *scheduler) release(client string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.leave(client)
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

// leave counts a request out of the server; s.mu is held.
func (s *scheduler) leave(client string) {
	s.held--
	if s.byAddr[client]--; s.byAddr[client] <= 0 {
		delete(s.byAddr, client)
	}
}
