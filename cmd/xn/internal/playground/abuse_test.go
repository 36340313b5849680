package playground

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// serveOn serves h on a loopback listener until the test ends and returns
// its base URL.
func serveOn(t *testing.T, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		srv.Shutdown(ctx)
	})
	return "http://" + ln.Addr().String()
}

// do sends a request to h (no network) and returns the status and the
// error message of a JSON error body; it fails the test when the answer is
// not JSON.
func do(t *testing.T, h http.Handler, method, path, host, ctype, body string) (int, string) {
	t.Helper()
	r := httptest.NewRequest(method, path, strings.NewReader(body))
	r.Host = host
	if ctype != "" {
		r.Header.Set("Content-Type", ctype)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("%s %s (Host %q): Content-Type %q, want JSON; body %.100q", method, path, host, ct, w.Body.String())
	}
	var e errorBody
	if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil {
		t.Errorf("%s %s: answer %.100q is not JSON: %v", method, path, w.Body.String(), err)
	}
	return w.Code, e.Error
}

func TestHostCheck(t *testing.T) {
	const ok = `{"name":"a.example"}`
	for _, tc := range []struct {
		hosts  []string
		host   string
		status int
	}{
		{nil, "127.0.0.1:8080", 200},
		{nil, "localhost:8080", 200},
		{nil, "LOCALHOST.", 200},
		{nil, "[::1]:8080", 200},
		{nil, "127.0.0.2", 200},
		{nil, "attacker.example:8080", 421},
		{nil, "attacker.example", 421},
		{nil, "localhost.attacker.example", 421},
		{nil, "127.0.0.1.attacker.example", 421},
		{nil, "192.168.1.5:8080", 421},
		{nil, "", 421},
		{[]string{"192.168.1.5"}, "192.168.1.5:8080", 200},
		{[]string{"box.lan"}, "Box.LAN:8080", 200},
		{[]string{"box.lan"}, "attacker.example", 421},
		{[]string{"*"}, "attacker.example", 200},
	} {
		h := NewHandler(Limits{Hosts: tc.hosts})
		code, msg := do(t, h, "POST", "/api/explain", tc.host, "application/json", ok)
		if code != tc.status {
			t.Errorf("Hosts %q, Host %q: status %d (%q), want %d", tc.hosts, tc.host, code, msg, tc.status)
		}
		if code == 421 && !strings.Contains(msg, "--allow-host") {
			t.Errorf("Host %q: message %q does not say how to allow it", tc.host, msg)
		}
	}
	// The page too.
	r := httptest.NewRequest("GET", "/", nil)
	r.Host = "attacker.example"
	w := httptest.NewRecorder()
	NewHandler(Limits{}).ServeHTTP(w, r)
	if w.Code != 421 {
		t.Errorf("page with a foreign Host: status %d, want 421", w.Code)
	}
}

func TestAPIRequestForm(t *testing.T) {
	h := NewHandler(Limits{})
	for _, tc := range []struct {
		method, path, ctype, body string
		status                    int
		msg                       string
	}{
		{"POST", "/api/explain", "text/plain", `{"name":"a"}`, 415, "Content-Type: application/json"},
		{"POST", "/api/explain", "", `{"name":"a"}`, 415, "Content-Type: application/json"},
		{"POST", "/api/convert", "application/x-www-form-urlencoded", `{"names":["a"]}`, 415, "application/json"},
		{"POST", "/api/explain", "application/json; charset=utf-8", `{"name":"a"}`, 200, ""},
		{"POST", "/api/explain", "Application/JSON", `{"name":"a"}`, 200, ""},
		{"POST", "/api/explain", "application/json", `null`, 400, "not a JSON object"},
		{"POST", "/api/convert", "application/json", ` null `, 400, "not a JSON object"},
		{"POST", "/api/convert", "application/json", `[]`, 400, "not a JSON object"},
		{"POST", "/api/convert", "application/json", `"a.example"`, 400, "not a JSON object"},
		{"POST", "/api/convert", "application/json", `42`, 400, "not a JSON object"},
		{"POST", "/api/convert", "application/json", ``, 400, "not a JSON object"},
		{"GET", "/api/nothing", "", "", 404, "no such API"},
		{"POST", "/api/nothing", "application/json", "{}", 404, "no such API"},
		{"GET", "/api", "", "", 404, "no such API"},
		{"GET", "/api/explain", "", "", 405, "takes POST"},
		{"PUT", "/api/convert", "application/json", "{}", 405, "takes POST"},
		{"POST", "/api/info", "application/json", "{}", 405, "takes GET"},
		{"GET", "/api/info", "", "", 200, ""},
	} {
		code, msg := do(t, h, tc.method, tc.path, "127.0.0.1", tc.ctype, tc.body)
		if code != tc.status || !strings.Contains(msg, tc.msg) {
			t.Errorf("%s %s (%q) %.20q: %d %q, want %d %q", tc.method, tc.path, tc.ctype, tc.body, code, msg, tc.status, tc.msg)
		}
	}
	r := httptest.NewRequest("GET", "/api/explain", nil)
	r.Host = "127.0.0.1"
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if got := w.Header().Get("Allow"); got != "POST" {
		t.Errorf("405 answer: Allow %q, want POST", got)
	}
}

// TestResponseCap: a small request whose answer would be large is refused
// with 413 instead of being answered with megabytes.
func TestResponseCap(t *testing.T) {
	h := NewHandler(Limits{})
	// 4 KiB of dots: an explanation of 4,097 labels, 2.6 MB of JSON.
	code, msg := do(t, h, "POST", "/api/explain", "127.0.0.1", "application/json", `{"name":"`+strings.Repeat(".", MaxExplainLen)+`"}`)
	if code != 413 || !strings.Contains(msg, "explain a shorter name") {
		t.Errorf("explain 4 KiB of dots: %d %q, want 413", code, msg)
	}
	// Convert: the answer repeats each name about three times.
	names := strings.Repeat(`"`+strings.Repeat("a", 1000)+`",`, 99) + `"a"`
	small := NewHandler(Limits{MaxResponse: 100 << 10})
	code, msg = do(t, small, "POST", "/api/convert", "127.0.0.1", "application/json", `{"names":[`+names+`]}`)
	if code != 413 || !strings.Contains(msg, "larger than 100 KiB") {
		t.Errorf("convert 100 names of 1000 bytes, answers up to 100 KiB: %d %q, want 413", code, msg)
	}
	code, msg = do(t, h, "POST", "/api/convert", "127.0.0.1", "application/json", `{"names":[`+names+`]}`)
	if code != 200 {
		t.Errorf("the same with the default limits: %d %q, want 200", code, msg)
	}
}

// TestNamesBudget: the number of names per request is a limit of the
// handler.
func TestNamesBudget(t *testing.T) {
	h := NewHandler(Limits{MaxNames: 3})
	code, msg := do(t, h, "POST", "/api/convert", "127.0.0.1", "application/json", `{"names":["a","b","c","d"]}`)
	if code != 400 || !strings.Contains(msg, "up to 3 at once") {
		t.Errorf("4 names, limit 3: %d %q", code, msg)
	}
}

// TestCancelled: the conversion loop stops when the request's context is
// done, and the deadline gives 503.
func TestCancelled(t *testing.T) {
	body := mustJSON(t, ConvertRequest{Names: []string{"a.example", "b.example"}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if v, err := convertContext(ctx, body, MaxBatch, 0); !errors.Is(err, context.Canceled) || v != nil {
		t.Errorf("cancelled convert: %v, %v; want nothing and context.Canceled", v, err)
	}
	if v, err := ExplainJSON(ctx, []byte(`{"name":"a.example"}`)); !errors.Is(err, context.Canceled) || v != nil {
		t.Errorf("cancelled explain: %v, %v; want nothing and context.Canceled", v, err)
	}
	h := NewHandler(Limits{Timeout: time.Nanosecond})
	code, msg := do(t, h, "POST", "/api/convert", "127.0.0.1", "application/json", string(body))
	if code != 503 || !strings.Contains(msg, "took longer than") && !strings.Contains(msg, "busy") {
		t.Errorf("deadline passed: %d %q, want 503", code, msg)
	}
}

// TestLimiterTable: the rate limiter tracks at most Clients addresses.
func TestLimiterTable(t *testing.T) {
	now := time.Unix(0, 0)
	l := newLimiter(1, 2, 3, func() time.Time { return now })
	for i := range 10 {
		l.allow(string(rune('a' + i)))
		l.allow(string(rune('a' + i)))
		if len(l.buckets) > 3 {
			t.Fatalf("%d addresses tracked, want at most 3", len(l.buckets))
		}
	}
	// The three tracked and the overflow bucket are empty; a new address
	// shares the overflow bucket and is refused.
	if l.allow("z") {
		t.Error("an address past the table's size was not limited")
	}
	now = now.Add(time.Hour) // every bucket refills: the table makes room
	if !l.allow("y") || l.buckets["y"] == nil {
		t.Error("idle buckets were not dropped for a new address")
	}
}

// acquire admits a request of the client and waits for its turn; release
// ends both.
func acquire(s *scheduler, ctx context.Context, client string) (release func(), err error) {
	leave, err := s.admit(client)
	if err != nil {
		return nil, err
	}
	done, err := s.turn(ctx, client)
	if err != nil {
		leave()
		return nil, err
	}
	return func() { done(); leave() }, nil
}

// TestSchedulerTurns: with one worker, the turns alternate between the
// clients waiting, and a request that gives up leaves the queue.
func TestSchedulerTurns(t *testing.T) {
	s := newScheduler(1, 100, 10)
	first, err := acquire(s, context.Background(), "flood")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var got []string
	var wg sync.WaitGroup
	waiting := func(n int) {
		for range 10000 {
			s.mu.Lock()
			w := 0
			for _, q := range s.waiting {
				w += len(q)
			}
			s.mu.Unlock()
			if w == n {
				return
			}
			time.Sleep(time.Millisecond)
		}
		t.Fatalf("%d requests never queued", n)
	}
	enqueue := func(client string) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			release, err := acquire(s, context.Background(), client)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			got = append(got, client)
			mu.Unlock()
			release()
		}()
	}
	for i := range 5 {
		enqueue("flood")
		waiting(i + 1)
	}
	enqueue("polite")
	waiting(6)
	// A request that gives up while waiting.
	ctx, cancel := context.WithCancel(context.Background())
	gaveUp := make(chan error)
	go func() { _, err := acquire(s, ctx, "other"); gaveUp <- err }()
	waiting(7)
	cancel()
	if err := <-gaveUp; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled wait: %v", err)
	}
	first()
	wg.Wait()
	if len(got) < 2 || got[0] != "flood" || got[1] != "polite" {
		t.Errorf("turns %q; want the polite client second, after one of the flood", got)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.held != 0 || len(s.order) != 0 || len(s.waiting) != 0 || len(s.byAddr) != 0 || s.free != 1 {
		t.Errorf("after the turns: held %d, order %q, waiting %d, clients %d, free %d; want 0, none, 0, 0, 1", s.held, s.order, len(s.waiting), len(s.byAddr), s.free)
	}
}

func TestSchedulerAdmission(t *testing.T) {
	s := newScheduler(1, 3, 2)
	// The requests left waiting give up when the test ends.
	bg, stop := context.WithCancel(context.Background())
	defer stop()
	a1, _ := acquire(s, context.Background(), "a")
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	if _, err := acquire(s, ctx, "a"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("second request of a, no turn free: %v, want the deadline", err)
	}
	go acquire(s, bg, "a")
	for i := 0; i < 10000 && func() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.held < 2 }(); i++ {
		time.Sleep(time.Millisecond)
	}
	if _, err := acquire(s, bg, "a"); !errors.Is(err, errClientBusy) {
		t.Errorf("third request of a, 2 per client: %v, want errClientBusy", err)
	}
	go acquire(s, bg, "b")
	for i := 0; i < 10000 && func() bool { s.mu.Lock(); defer s.mu.Unlock(); return s.held < 3 }(); i++ {
		time.Sleep(time.Millisecond)
	}
	if _, err := acquire(s, bg, "c"); !errors.Is(err, errBusy) {
		t.Errorf("fourth request, 3 in all: %v, want errBusy", err)
	}
	a1()
}

// heapWatch samples the heap in use until stop is closed and returns its
// highest value.
func heapWatch(stop <-chan struct{}) <-chan uint64 {
	out := make(chan uint64, 1)
	go func() {
		var peak uint64
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
			select {
			case <-stop:
				out <- peak
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	return out
}

// TestBurst sends 50 concurrent worst-case requests (1 MiB bodies: 15
// names of 64 KiB of dots, each 65,537 empty labels) to a server on
// loopback, as in issue 19. Every request must get an HTTP answer in JSON
// (200, or 503 if its turn did not come in time), and the heap in use,
// sampled during the burst, must stay under 256 MiB. Before the limits,
// such a burst grew the process to 2.0 GB and none was answered. No
// timing is asserted.
func TestBurst(t *testing.T) {
	n := 50
	if raceEnabled || testing.Short() {
		n = 8
	}
	const heapLimit = 256 << 20
	url := serveOn(t, NewHandler(Limits{}))
	names := make([]string, 15)
	for i := range names {
		names[i] = strings.Repeat(".", 64<<10)
	}
	body := mustJSON(t, ConvertRequest{Names: names, Settings: Settings{Profile: "uts46"}})
	if int64(len(body)) > DefaultLimits.MaxBody {
		t.Fatalf("body of %d bytes, over the limit", len(body))
	}
	client := &http.Client{Timeout: 5 * time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: n}}
	defer client.CloseIdleConnections()

	stop := make(chan struct{})
	peak := heapWatch(stop)
	var ok, busy atomic.Int32
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest("POST", url+"/api/convert", bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			resp, err := client.Do(req)
			if err != nil {
				t.Errorf("request %d: no answer: %v", i, err)
				return
			}
			defer resp.Body.Close()
			// Read the answer as it comes, without keeping it: the
			// client shares the heap being measured.
			head := make([]byte, 12)
			k, _ := io.ReadFull(resp.Body, head)
			rest, err := io.Copy(io.Discard, resp.Body)
			if err != nil {
				t.Errorf("request %d: answer cut after %d bytes: %v", i, int64(k)+rest, err)
				return
			}
			switch {
			case resp.StatusCode == 200 && string(head[:k]) == `{"results":[`:
				ok.Add(1)
			case resp.StatusCode == 503 && strings.HasPrefix(string(head[:k]), `{"error":`):
				busy.Add(1)
			default:
				t.Errorf("request %d: status %d, answer %q...", i, resp.StatusCode, head[:k])
			}
		}()
	}
	wg.Wait()
	close(stop)
	p := <-peak
	t.Logf("%d requests: %d answered 200, %d 503; peak heap in use %.1f MiB", n, ok.Load(), busy.Load(), float64(p)/(1<<20))
	if int(ok.Load()+busy.Load()) != n {
		t.Errorf("%d of %d requests answered", ok.Load()+busy.Load(), n)
	}
	if ok.Load() == 0 {
		t.Error("no request was worked on")
	}
	if p > heapLimit {
		t.Errorf("peak heap in use %d bytes; want under %d", p, heapLimit)
	}
}

// TestFloodDoesNotStarvePolite: one client floods the API with heavy
// requests from 127.0.0.1 while another sends 20 small ones, one at a
// time, from 127.0.0.2; every one of the polite client's requests is
// answered with 200.
func TestFloodDoesNotStarvePolite(t *testing.T) {
	local := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 2)}
	if ln, err := net.ListenTCP("tcp", local); err != nil {
		t.Skipf("cannot use 127.0.0.2 as a second client address here: %v", err)
	} else {
		ln.Close()
	}
	url := serveOn(t, NewHandler(Limits{}))
	polite := &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{
		DialContext: (&net.Dialer{LocalAddr: local}).DialContext}}
	flooder := &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
	defer polite.CloseIdleConnections()
	defer flooder.CloseIdleConnections()

	names := make([]string, 4)
	for i := range names {
		names[i] = strings.Repeat(".", 64<<10)
	}
	heavy := mustJSON(t, ConvertRequest{Names: names, Settings: Settings{Profile: "uts46"}})
	floods := 1000
	if raceEnabled || testing.Short() {
		floods = 300
	}
	// First the flooder uses up its rate with small requests (a burst
	// of 100 at most, then 50 a second).
	var sent, limited atomic.Int32
	for range 1000 {
		resp, err := flooder.Get(url + "/api/info")
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode == 429 {
			limited.Add(1)
			break
		}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for sent.Add(1) <= int32(floods) {
				select {
				case <-done:
					return
				default:
				}
				// Half the flood is heavy conversions, which take the
				// workers; half is small requests as fast as they go,
				// which use up the flooder's rate.
				req, _ := http.NewRequest("GET", url+"/api/info", nil)
				if g%2 == 0 {
					req, _ = http.NewRequest("POST", url+"/api/convert", bytes.NewReader(heavy))
					req.Header.Set("Content-Type", "application/json")
				}
				resp, err := flooder.Do(req)
				if err != nil {
					continue
				}
				if resp.StatusCode == 429 {
					limited.Add(1)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
		}()
	}
	answered := 0
	for i := range 20 {
		req, _ := http.NewRequest("POST", url+"/api/convert", strings.NewReader(`{"names":["bücher.example"]}`))
		req.Header.Set("Content-Type", "application/json")
		resp, err := polite.Do(req)
		if err != nil {
			t.Errorf("polite request %d: %v", i, err)
			continue
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(b), "xn--bcher-kva.example") {
			t.Errorf("polite request %d: %d %.100q", i, resp.StatusCode, b)
			continue
		}
		answered++
	}
	close(done)
	wg.Wait()
	t.Logf("polite client: %d of 20 answered; flood: %d sent, %d refused with 429", answered, min(sent.Load(), int32(floods)), limited.Load())
	if limited.Load() == 0 {
		t.Error("the flooder was never refused: the rate limit did not hold")
	}
}

// TestSlowSender: a client that sends its body too slowly gets 503 at the
// body's deadline, and the next request is answered.
func TestSlowSender(t *testing.T) {
	url := serveOn(t, NewHandler(Limits{Workers: 1, BodyTimeout: 300 * time.Millisecond}))
	conn, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(time.Minute)) // the test stops by itself
	io.WriteString(conn, "POST /api/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"names\":")
	status := make([]byte, 12)
	if _, err := io.ReadFull(conn, status); err != nil || string(status) != "HTTP/1.1 503" {
		t.Errorf("slow sender: answer %q, %v; want HTTP/1.1 503", status, err)
	}
	resp, err := http.Post(url+"/api/convert", "application/json", strings.NewReader(`{"names":["a.example"]}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("the request after the slow one: status %d, want 200", resp.StatusCode)
	}
}

// slowPeers are connections that send or read one byte a second until
// the test ends.
type slowPeers struct {
	t    *testing.T
	addr string
	stop chan struct{}
	wg   sync.WaitGroup
}

// dial opens a connection that stops by itself within a minute.
func (p *slowPeers) dial() net.Conn {
	conn, err := net.Dial("tcp", p.addr)
	if err != nil {
		p.t.Fatal(err)
	}
	conn.SetDeadline(time.Now().Add(time.Minute))
	return conn
}

// slowly runs step once a second on conn, until it fails or p.close.
func (p *slowPeers) slowly(conn net.Conn, step func() error) {
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		defer conn.Close()
		for step() == nil {
			select {
			case <-p.stop:
				return
			case <-time.After(time.Second):
			}
		}
	}()
}

func (p *slowPeers) close() {
	close(p.stop)
	p.wg.Wait()
}

// TestSlowClients: two connections that send their body at one byte a
// second and two that read a 3 MB answer one byte a second hold no turn
// (there are two), so a third client's request is answered within a
// second (issue 41).
func TestSlowClients(t *testing.T) {
	url := serveOn(t, NewHandler(Limits{Workers: 2}))
	peers := &slowPeers{t: t, addr: strings.TrimPrefix(url, "http://"), stop: make(chan struct{})}
	defer peers.close()
	for range 2 {
		conn := peers.dial()
		io.WriteString(conn, "POST /api/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n")
		peers.slowly(conn, func() error { _, err := conn.Write([]byte(" ")); return err })
	}
	names := make([]string, 1000)
	for i := range names {
		names[i] = strings.Repeat("a", 1000)
	}
	big := mustJSON(t, ConvertRequest{Names: names})
	begun := make(chan struct{}, 2)
	for range 2 {
		conn := peers.dial()
		conn.(*net.TCPConn).SetReadBuffer(4096)
		fmt.Fprintf(conn, "POST /api/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(big), big)
		one, read := make([]byte, 1), 0
		peers.slowly(conn, func() error {
			if _, err := conn.Read(one); err != nil {
				return err
			}
			if read++; read == 1 {
				begun <- struct{}{}
			}
			return nil
		})
	}
	// The answers of the slow readers are being written: their turns are
	// over. Before the fix, they waited for the turns the slow senders
	// held until the 20 s deadline.
	for range 2 {
		select {
		case <-begun:
		case <-time.After(10 * time.Second):
			t.Fatal("the slow readers' answers did not begin within 10 s: the slow senders hold the turns")
		}
	}
	client := &http.Client{Timeout: 5 * time.Second}
	start := time.Now()
	resp, err := client.Post(url+"/api/convert", "application/json", strings.NewReader(`{"names":["bücher.example"]}`))
	if err != nil {
		t.Fatalf("third client: %v after %v", err, time.Since(start))
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if took := time.Since(start); resp.StatusCode != 200 || took > time.Second {
		t.Errorf("third client: %d %.80q after %v; want 200 within 1 s", resp.StatusCode, b, took)
	}
}

// TestGoneAway: requests waiting for the one turn, whose clients close
// their connections, leave the server at once instead of at the deadline.
func TestGoneAway(t *testing.T) {
	h := newHandler(Limits{Workers: 1}.withDefaults())
	working, release := make(chan struct{}, 1), make(chan struct{})
	defer close(release)
	url := serveOn(t, h.api(endpoint{http.MethodPost, 1 << 20, tooLarge, func(ctx context.Context, body []byte) (any, error) {
		working <- struct{}{}
		<-release
		return "done", nil
	}}))
	addr := strings.TrimPrefix(url, "http://")
	request := "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
	send := func() net.Conn {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(conn, request)
		return conn
	}
	first := send() // takes the turn and keeps it
	defer first.Close()
	<-working
	held := func() int { h.queue.mu.Lock(); defer h.queue.mu.Unlock(); return h.queue.held }
	var gone []net.Conn
	for range 5 {
		gone = append(gone, send())
	}
	for i := 0; held() < 6 && i < 2000; i++ {
		time.Sleep(time.Millisecond)
	}
	if n := held(); n != 6 {
		t.Fatalf("%d requests in the server, want 6", n)
	}
	start := time.Now()
	for _, c := range gone {
		c.Close()
	}
	for held() > 1 && time.Since(start) < 5*time.Second {
		time.Sleep(time.Millisecond)
	}
	if n, took := held(), time.Since(start); n != 1 || took > time.Second {
		t.Errorf("%d requests in the server %v after 5 of 6 went away; want 1 within 1 s", n, took)
	}
}

// TestBodyBudget: bodies take bytes while the budget lasts; past it, a
// body waits for a computed one to give its bytes back, unless every byte
// is in bodies still arriving: then the one holding the most goes on.
func TestBodyBudget(t *testing.T) {
	b := newBodyBudget(10)
	ctx := context.Background()
	x, y := b.number(), b.number()
	if b.take(ctx, x, 0, 6) != nil || b.take(ctx, y, 0, 4) != nil {
		t.Fatal("takes within the budget failed")
	}
	// Every byte is in bodies arriving: y goes on past the budget.
	short, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	if err := b.take(short, y, 4, 4); err != nil {
		t.Fatalf("no body went on past the spent budget: %v", err)
	}
	// x waits: y is ahead, then y is read and holds bytes that its
	// computation gives back.
	got := make(chan error, 1)
	go func() { got <- b.take(ctx, x, 6, 6) }()
	select {
	case err := <-got:
		t.Fatalf("x took past the budget while y was ahead: %v", err)
	case <-time.After(50 * time.Millisecond):
	}
	b.done(y, 8)
	select {
	case err := <-got:
		t.Fatalf("x took past the budget while a computed body held bytes: %v", err)
	case <-time.After(50 * time.Millisecond):
	}
	b.give(y, 8, true)
	select {
	case err := <-got:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("x still waits after y gave its bytes back")
	}
	b.give(x, 12, false)
	if b.used != 0 || b.complete != 0 || b.ahead != 0 || len(b.waiting) != 0 {
		t.Errorf("after the bodies: used %d, complete %d, ahead %d, waiting %d; want 0", b.used, b.complete, b.ahead, len(b.waiting))
	}
	// A wait ends with its context.
	z := b.number()
	b.take(ctx, z, 0, 10)
	b.done(z, 10)
	if err := b.take(short, b.number(), 0, 1); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("wait for a spent budget: %v, want the deadline", err)
	}
}
