package playground

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

// webFiles are the files of the page, in the folder web: index.html, its
// script and its style sheet.
//
//go:embed web
var webFiles embed.FS

// Limits of a Handler: what one request may cost, and who may send
// requests. The zero value of a field means its default
// (DefaultLimits). docs/playground.md, "Limits and abuse handling", says
// why each is there.
type Limits struct {
	// MaxBody is the largest request body, in bytes (default 1 MiB).
	MaxBody int64
	// MaxBodies is how many bytes of request bodies are held in all
	// while they wait for their turn (default 4 MiB). A body is read as
	// it arrives, before its request waits for a turn; past MaxBodies,
	// the bodies still arriving wait for the ones computed to free
	// theirs (and one of them at a time goes on past it, so that they
	// never all wait for each other).
	MaxBodies int64
	// MaxNames is the largest number of names of one /api/convert
	// request (default MaxBatch).
	MaxNames int
	// MaxResponse is the largest answer of /api/convert, and
	// MaxExplainResponse of /api/explain, in bytes of JSON (defaults
	// 4 MiB and 1 MiB). A request whose answer would be larger gets 413.
	MaxResponse        int
	MaxExplainResponse int
	// Rate is how many API requests per second one client address may
	// send on average (default 50), and Burst how many at once (default
	// 100).
	Rate  float64
	Burst int
	// Clients is how many client addresses the rate limiter tracks
	// (default 4096); past that, new addresses share one bucket until the
	// idle ones are dropped.
	Clients int
	// Workers is how many API requests are worked on at once (default
	// GOMAXPROCS, at least 2); the others wait their turn, taken in turn
	// from each client address, so that one client's flood does not
	// starve another.
	Workers int
	// MaxWaiting is how many API requests may be in the server at once,
	// working or waiting (default 256), and PerClient how many of them
	// from one client address (default 64). Past them the answer is 503
	// or 429 at once.
	MaxWaiting int
	PerClient  int
	// Timeout bounds a request's wait for its turn and its work (default
	// 20 s). The work stops when it passes or when the client goes away,
	// and the answer is 503.
	Timeout time.Duration
	// BodyTimeout is the time a request's body has to arrive (default
	// 10 s), before the request waits for its turn; past it the answer
	// is 503. WriteTimeout is the time its answer has to be written
	// (default 10 s), after its turn.
	BodyTimeout, WriteTimeout time.Duration
	// Hosts are the host names, besides the loopback ones (localhost,
	// 127.0.0.0/8, ::1), that the Host header of a request may carry;
	// "*" allows any. Other requests get 421: a page elsewhere cannot
	// reach the server through a DNS name that points to 127.0.0.1.
	Hosts []string
}

// DefaultLimits are the limits of NewHandler(Limits{}); Workers 0 stands
// for GOMAXPROCS (at least 2).
var DefaultLimits = Limits{
	MaxBody: 1 << 20, MaxBodies: 4 << 20, MaxNames: MaxBatch, MaxResponse: 4 << 20, MaxExplainResponse: 1 << 20,
	Rate: 50, Burst: 100, Clients: 4096, MaxWaiting: 256, PerClient: 64, Timeout: 20 * time.Second,
	BodyTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second,
}

// withDefaults fills the zero fields of l.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	orDefault(&l.MaxBody, d.MaxBody)
	orDefault(&l.MaxBodies, d.MaxBodies)
	orDefault(&l.MaxNames, d.MaxNames)
	orDefault(&l.MaxResponse, d.MaxResponse)
	orDefault(&l.MaxExplainResponse, d.MaxExplainResponse)
	orDefault(&l.Rate, d.Rate)
	orDefault(&l.Burst, d.Burst)
	orDefault(&l.Clients, d.Clients)
	orDefault(&l.Workers, max(2, runtime.GOMAXPROCS(0)))
	orDefault(&l.MaxWaiting, d.MaxWaiting)
	orDefault(&l.PerClient, d.PerClient)
	orDefault(&l.Timeout, d.Timeout)
	orDefault(&l.BodyTimeout, d.BodyTimeout)
	orDefault(&l.WriteTimeout, d.WriteTimeout)
	return l
}

// orDefault sets *v to dv when it is zero or negative.
func orDefault[T int | int64 | float64 | time.Duration](v *T, dv T) {
	if *v <= 0 {
		*v = dv
	}
}

// NewHandler returns the handler of the playground: the page at "/", and
// the JSON API:
//
//	POST /api/explain  {"name": "bücher.example", "profile": "lookup", "options": {"transitional": true}}
//	POST /api/convert  {"names": ["a.example", "b.example"], "profile": "lookup", "options": {}}
//	GET  /api/info     the profiles, the switches and the Unicode versions
//
// POST requests must have Content-Type application/json. Errors, 404 and
// 405 of the API included, are answered with a status and
// {"error": "message"}.
func NewHandler(l Limits) http.Handler {
	l = l.withDefaults()
	h := newHandler(l)
	api := http.NewServeMux()
	api.HandleFunc("/api/explain", h.api(endpoint{http.MethodPost, l.MaxExplainResponse, explanationTooLarge, ExplainJSON}))
	api.HandleFunc("/api/convert", h.api(endpoint{http.MethodPost, l.MaxResponse, tooLarge, func(ctx context.Context, body []byte) (any, error) {
		return convertContext(ctx, body, l.MaxNames, l.MaxResponse)
	}}))
	api.HandleFunc("/api/info", h.api(endpoint{http.MethodGet, l.MaxResponse, tooLarge, func(context.Context, []byte) (any, error) { return Info(), nil }}))
	api.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, errorBody{"no such API: " + r.URL.Path + "; the API is POST /api/explain, POST /api/convert and GET /api/info"})
	})
	web, _ := fs.Sub(webFiles, "web") // no error: the folder is embedded
	page := http.NewServeMux()
	page.Handle("GET /", http.FileServerFS(web))
	return securityHeaders(hostCheck(l.Hosts, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api" || strings.HasPrefix(r.URL.Path, "/api/") {
			api.ServeHTTP(w, r)
			return
		}
		page.ServeHTTP(w, r)
	})))
}

// securityHeaders keeps the page from loading anything from elsewhere.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		next.ServeHTTP(w, r)
	})
}

// hostCheck answers 421 to a request whose Host header is not a loopback
// name or one of hosts ("*": any). A web page elsewhere can point a DNS
// name of its own at 127.0.0.1 (DNS rebinding); the browser then sends
// that name, and the page could read the answers.
func hostCheck(hosts []string, next http.Handler) http.Handler {
	anyHost := slices.Contains(hosts, "*")
	allowed := map[string]bool{}
	for _, h := range hosts {
		allowed[normalHost(h)] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := normalHost(r.Host)
		if anyHost || allowed[host] || isLoopbackHost(host) {
			next.ServeHTTP(w, r)
			return
		}
		writeJSON(w, http.StatusMisdirectedRequest, errorBody{fmt.Sprintf("the host %q is not one this server answers to; open it as http://127.0.0.1 or http://localhost, or start xn serve with --allow-host %s", r.Host, strings.Trim(host, "[]"))})
	})
}

// normalHost is the host name of a Host header or an address: without the
// port, in lowercase, without a final dot.
func normalHost(h string) string {
	return strings.TrimSuffix(strings.ToLower(strings.Trim(withoutPort(h), "[]")), ".")
}

// withoutPort is the host of a host:port address, or addr itself when it
// has no port.
func withoutPort(addr string) string {
	if host, _, err := net.SplitHostPort(addr); err == nil {
		return host
	}
	return addr
}

// isLoopbackHost reports whether a normalized host name is localhost or a
// loopback address.
func isLoopbackHost(h string) bool {
	return h == "localhost" || net.ParseIP(h).IsLoopback() // false for nil, no address
}

type handler struct {
	limits Limits
	rates  *limiter
	queue  *scheduler
	bodies *bodyBudget
}

// newHandler returns the handler of the API paths with the limits l, whose
// zero fields are already filled in.
func newHandler(l Limits) *handler {
	return &handler{limits: l, rates: newLimiter(l.Rate, l.Burst, l.Clients, time.Now), queue: newScheduler(l.Workers, l.MaxWaiting, l.PerClient),
		bodies: newBodyBudget(int(l.MaxBodies))}
}

// InfoData describes what the playground offers.
type InfoData struct {
	UnicodeVersion string `json:"unicode_version"` // the default
	// UnicodeVersions are the versions Settings.Unicode may name, oldest
	// first (idna.UnicodeVersions).
	UnicodeVersions []string `json:"unicode_versions"`
	Profiles        []string `json:"profiles"`
	Options         []string `json:"options"`
	// Languages are the languages of the sentences, English first.
	Languages []string `json:"languages"`
	// Words are the words of the page (english, in messages.go) in each of the
	// Languages, by ID: each a sentence of its own, in which %[1]s,
	// %[2]s, … stand for what the page puts there. Fragments are the
	// same words as they stand inside others (msg.Message.String).
	Words     map[string]map[msg.ID]string `json:"words"`
	Fragments map[string]map[msg.ID]string `json:"fragments"`
}

// Info returns the profiles, the switches, the Unicode versions and the
// words of the page.
func Info() InfoData {
	d := InfoData{UnicodeVersion: idna.UnicodeVersion, UnicodeVersions: idna.UnicodeVersions(),
		Profiles: ProfileNames(), Options: SwitchNames()}
	d.Words, d.Fragments = words()
	for _, t := range catalog.Languages() {
		d.Languages = append(d.Languages, t.String())
	}
	return d
}

// words renders the words of the page in every language of the catalog,
// as sentences and as fragments, once, each %[n]s kept for the page to
// fill in.
var words = sync.OnceValues(func() (sentences, fragments map[string]map[msg.ID]string) {
	sentences, fragments = map[string]map[msg.ID]string{}, map[string]map[msg.ID]string{}
	verb := regexp.MustCompile(`%\[(\d+)\]s`)
	for _, tag := range catalog.Languages() {
		s, f := map[msg.ID]string{}, map[msg.ID]string{}
		for id, en := range english {
			var holes []any
			for range verb.FindAllString(en, -1) {
				holes = append(holes, fmt.Sprintf("%%[%d]s", len(holes)+1))
			}
			m := msg.Message{ID: id, Args: holes}
			s[id], f[id] = catalog.Sentence(tag, m), catalog.Sprint(tag, m)
		}
		sentences[tag.String()], fragments[tag.String()] = s, f
	}
	return sentences, fragments
})

// ExplainRequest is the body of /api/explain.
type ExplainRequest struct {
	Name string `json:"name"`
	Settings
}

// ConvertRequest is the body of /api/convert.
type ConvertRequest struct {
	Names NameList `json:"names"`
	Settings
}

// NameList is the list of names of a convert request: in JSON, an array of
// strings, in which null is refused (encoding/json would make it "").
type NameList []string

// UnmarshalJSON decodes an array of strings, refusing null among them.
func (l *NameList) UnmarshalJSON(b []byte) error {
	var names []*string
	if err := json.Unmarshal(b, &names); err != nil {
		return err
	}
	*l = make(NameList, len(names))
	for i, n := range names {
		if n == nil {
			return badRequest("name %d of names is null; send each name as a string", i+1)
		}
		(*l)[i] = *n
	}
	return nil
}

// ConvertResponse is the answer of /api/convert.
type ConvertResponse struct {
	Results []Result `json:"results"`
	// Summary counts the names, those not valid and those shown with
	// A-labels, in the language of the sentences.
	Summary string `json:"summary"`
}

// summary counts the results in the language tag.
func summary(results []Result, tag language.Tag) string {
	failed, ascii := 0, 0
	for _, r := range results {
		switch {
		case !r.OK:
			failed++
		case !r.Safe:
			ascii++
		}
	}
	if ascii == 0 {
		return catalog.Sentence(tag, msg.Message{ID: msgSummary, Args: []any{len(results), failed}})
	}
	return catalog.Sentence(tag, msg.Message{ID: msgSummaryASCII, Args: []any{len(results), failed, ascii}})
}

// ExplainJSON answers an explain request given as JSON, given up when ctx
// is done. One name's explanation is bounded by MaxExplainLen and not cut
// in the middle.
func ExplainJSON(ctx context.Context, body []byte) (any, error) {
	var req ExplainRequest
	if err := decode(body, &req); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return Explain(req.Name, req.Settings)
}

// ConvertJSON answers a convert request given as JSON, of up to MaxBatch
// names, given up when ctx is done.
func ConvertJSON(ctx context.Context, body []byte) (any, error) {
	return convertContext(ctx, body, MaxBatch, 0)
}

// convertContext is ConvertJSON of up to maxNames names, given up when ctx
// is done or the answer would exceed maxResponse bytes (0: no limit).
func convertContext(ctx context.Context, body []byte, maxNames, maxResponse int) (any, error) {
	var req ConvertRequest
	if err := decode(body, &req); err != nil {
		return nil, err
	}
	res, err := convert(ctx, req.Names, req.Settings, maxNames, maxResponse)
	if err != nil {
		return nil, err
	}
	return ConvertResponse{res, summary(res, req.Settings.tag())}, nil
}

// resultSize is about the length of a result in JSON, without escapes:
// enough to stop early when the answer grows too large.
func resultSize(r Result) int {
	n := 64 + len(r.Input) + len(r.ASCII) + len(r.Unicode) + len(r.Message)
	for _, c := range r.Codes {
		n += len(c) + 3
	}
	return n
}

// statusError is an answer other than 200 OK: its status and message.
type statusError struct {
	status int
	msg    string
	retry  bool // Retry-After: 1
}

func (e *statusError) Error() string { return e.msg }

// tooLarge is the error of an answer larger than limit bytes.
func tooLarge(limit int) error {
	return &statusError{status: http.StatusRequestEntityTooLarge, msg: "the answer would be larger than " + sizeText(limit) + "; send fewer or shorter names"}
}

// explanationTooLarge is the error of an explanation larger than limit
// bytes.
func explanationTooLarge(limit int) error {
	return &statusError{status: http.StatusRequestEntityTooLarge, msg: "the explanation would be larger than " + sizeText(limit) + "; explain a shorter name, or a part of it"}
}

// sizeText says a number of bytes as people read it.
func sizeText(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.Itoa(n>>20) + " MiB"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.Itoa(n>>10) + " KiB"
	}
	return strconv.Itoa(n) + " bytes"
}

// decode parses a JSON request body, refusing invalid UTF-8 (which JSON
// would turn into U+FFFD without a word), anything but a JSON object, and
// unknown fields.
func decode(body []byte, v any) error {
	if !utf8.Valid(body) {
		return badRequest("the request is not valid UTF-8 (at byte %d); send names as UTF-8 JSON strings", utf8fast.FirstInvalid(string(body)))
	}
	// null would leave v as it is, and an array or a string would be
	// refused with a message about Go types: say what is expected.
	if t := bytes.TrimLeft(body, " \t\r\n"); len(t) == 0 || t[0] != '{' {
		return badRequest("the request is not a JSON object; send {\"name\": ...} or {\"names\": [...]}")
	}
	if at := loneSurrogate(body); at >= 0 {
		return badRequest("the request has half of a UTF-16 surrogate pair, %s, at byte %d, which is no character; send names as UTF-8, or escape a character outside the BMP as both halves", body[at:at+6], at)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var re *RequestError
		if errors.As(err, &re) {
			return re
		}
		return badRequest("the request is not the JSON expected: %v", err)
	}
	if dec.More() {
		return badRequest("the request has more than one JSON value")
	}
	return nil
}

// loneSurrogate returns the offset of the first \u escape in the JSON text
// b that is half of a UTF-16 surrogate pair without the other half, or -1
// if there is none: encoding/json makes it U+FFFD without a word.
func loneSurrogate(b []byte) int {
	for i := 0; i+1 < len(b); i++ {
		if b[i] != '\\' {
			continue
		}
		r, ok := escapedUnit(b, i)
		switch {
		case !ok:
			i++ // another escape: its character is not a backslash
			continue
		case utf16.IsSurrogate(r) && r < 0xdc00: // the first half
			if next, ok := escapedUnit(b, i+6); ok && next >= 0xdc00 && next <= 0xdfff {
				i += 11
				continue
			}
			return i
		case utf16.IsSurrogate(r):
			return i
		}
		i += 5
	}
	return -1
}

// escapedUnit returns the UTF-16 code unit of the \uXXXX escape at b[i:].
func escapedUnit(b []byte, i int) (rune, bool) {
	if i+6 > len(b) || b[i] != '\\' || b[i+1] != 'u' {
		return 0, false
	}
	n, err := strconv.ParseUint(string(b[i+2:i+6]), 16, 16)
	return rune(n), err == nil
}

// api wraps an API function: the method and content type, the rate limit
// and the turn of the client's address, the size of the request and of the
// answer, the deadlines, JSON answers, and a clear error for anything wrong
// with the request. A turn is held only while the answer is computed: the
// body is read before, by a deadline of its own, and the answer written
// after, so that a slow sender or reader holds its connection and its
// place in the server, but keeps no other request from its turn.
func (h *handler) api(e endpoint) http.HandlerFunc {
	method := e.method
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != method {
			w.Header().Set("Allow", method)
			writeJSON(w, http.StatusMethodNotAllowed, errorBody{r.URL.Path + " takes " + method + " requests, not " + r.Method})
			return
		}
		if method == http.MethodPost {
			// A form or fetch without preflight from another site can
			// send text/plain; only a same-origin page sends JSON.
			if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
				writeJSON(w, http.StatusUnsupportedMediaType, errorBody{"send the request with Content-Type: application/json"})
				return
			}
		}
		client := withoutPort(r.RemoteAddr) // the client's IP address
		if !h.rates.allow(client) {
			w.Header().Set("Retry-After", "1")
			writeJSON(w, http.StatusTooManyRequests, errorBody{fmt.Sprintf("too many requests; the limit is %g a second from one address (bursts of %d)", h.limits.Rate, h.limits.Burst)})
			return
		}
		// The request counts in the server until its answer is written:
		// its place bounds the bodies and the answers held in memory.
		leave, err := h.queue.admit(client)
		if err != nil {
			h.writeError(w, h.busy(err))
			return
		}
		defer leave()
		rc := http.NewResponseController(w)
		out, err := h.answer(w, r, rc, client, e)
		// The answer, or the error, has a deadline of its own.
		_ = rc.SetWriteDeadline(time.Now().Add(h.limits.WriteTimeout))
		if err != nil {
			h.writeError(w, err)
			return
		}
		setJSONHeaders(w)
		w.WriteHeader(http.StatusOK)
		w.Write(out)
	}
}

// An endpoint is what an API path takes and answers.
type endpoint struct {
	method      string
	maxResponse int                   // the largest answer, in bytes
	tooLarge    func(limit int) error // the error of an answer over maxResponse
	answer      func(ctx context.Context, body []byte) (any, error)
}

// answer reads the body of an admitted API request and returns the JSON of e's answer, of at most e.maxResponse bytes, computed
// in the client's turn.
func (h *handler) answer(w http.ResponseWriter, r *http.Request, rc *http.ResponseController, client string, e endpoint) ([]byte, error) {
	body, free, err := h.readBody(w, r, rc)
	if err != nil {
		return nil, err
	}
	defer free()
	// Reading the body to its end lets the server notice a client that
	// goes away, which cancels r.Context(): its place in the queue is
	// given up at once.
	ctx, cancel := context.WithTimeout(r.Context(), h.limits.Timeout)
	defer cancel()
	done, err := h.queue.turn(ctx, client)
	if err != nil {
		return nil, h.busy(err)
	}
	defer done()
	v, err := e.answer(ctx, body)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // served as application/json with nosniff
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	if buf.Len() > e.maxResponse {
		return nil, e.tooLarge(e.maxResponse)
	}
	return buf.Bytes(), nil
}

// readBody reads the body of an API request, of at most MaxBody bytes, by
// the deadline BodyTimeout, taking its bytes from the budget of bodies
// read ahead of their turn (MaxBodies) as they arrive; a wait for the
// budget is the server's, not the sender's, and moves the deadline on.
// free gives the bytes back.
func (h *handler) readBody(w http.ResponseWriter, r *http.Request, rc *http.ResponseController) (body []byte, free func(), err error) {
	id := h.bodies.number()
	src := http.MaxBytesReader(w, r.Body, h.limits.MaxBody)
	deadline := time.Now().Add(h.limits.BodyTimeout)
	_ = rc.SetReadDeadline(deadline)
	wait, cancel := context.WithTimeout(r.Context(), h.limits.Timeout)
	defer cancel()
	var buf []byte
	for err == nil {
		if len(buf) == cap(buf) {
			n := growth(cap(buf), r.ContentLength)
			start := time.Now()
			if err := h.bodies.take(wait, id, cap(buf), n); err != nil {
				h.bodies.give(id, cap(buf), false)
				return nil, nil, h.busy(err)
			}
			if waited := time.Since(start); waited > time.Millisecond {
				deadline = deadline.Add(waited)
				_ = rc.SetReadDeadline(deadline)
			}
			buf = append(make([]byte, 0, cap(buf)+n), buf...)
		}
		var k int
		k, err = src.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+k]
	}
	if err == io.EOF {
		// No deadline while the request waits and works: the server's
		// read that watches for the client going away would take its
		// passing for the client gone. After an error the deadline
		// stays, so that the server does not wait for the rest of the
		// body before answering.
		_ = rc.SetReadDeadline(time.Time{})
		h.bodies.done(id, cap(buf))
		return buf, func() { h.bodies.give(id, cap(buf), true) }, nil
	}
	h.bodies.give(id, cap(buf), false)
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, nil, &statusError{status: http.StatusRequestEntityTooLarge, msg: "the request is larger than " + sizeText(int(h.limits.MaxBody)) + "; send fewer or shorter names"}
	case errors.Is(err, os.ErrDeadlineExceeded):
		return nil, nil, &statusError{status: http.StatusServiceUnavailable, msg: "the request did not arrive within " + h.limits.BodyTimeout.String() + "; try again"}
	case r.Context().Err() != nil:
		return nil, nil, r.Context().Err()
	}
	return nil, nil, badRequest("reading the request: %v", err)
}

// growth is how many bytes a body buffer of capacity c grows by: it
// doubles, from 4 KiB, up to one byte past the declared length (0 or less
// when unknown), so that the read that finds the end has room.
func growth(c int, declared int64) int {
	n := max(c, 4<<10)
	if declared > 0 {
		n = min(n, max(int(declared)+1-c, 1))
	}
	return n
}

// writeError answers the error of an API function.
func (h *handler) writeError(w http.ResponseWriter, err error) {
	var re *RequestError
	var se *statusError
	switch {
	case errors.As(err, &re):
		writeJSON(w, http.StatusBadRequest, errorBody{re.Msg})
	case errors.As(err, &se):
		if se.retry {
			w.Header().Set("Retry-After", "1")
		}
		writeJSON(w, se.status, errorBody{se.msg})
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		// Canceled: the client went away and reads nothing.
		writeJSON(w, http.StatusServiceUnavailable, errorBody{"the request took longer than " + h.limits.Timeout.String() + "; send fewer or shorter names"})
	default:
		writeJSON(w, http.StatusInternalServerError, errorBody{err.Error()})
	}
}

// busy is the answer to a request that was not admitted or did not get
// its turn (err, from scheduler.admit or scheduler.turn).
func (h *handler) busy(err error) error {
	e := &statusError{status: http.StatusServiceUnavailable, msg: "the server is busy; try again in a moment", retry: true}
	switch {
	case errors.Is(err, errClientBusy):
		e.status, e.msg = http.StatusTooManyRequests, "too many requests at once from one address; the limit is "+strconv.Itoa(h.limits.PerClient)
	case errors.Is(err, context.DeadlineExceeded):
		e.msg = "the server was busy for " + h.limits.Timeout.String() + "; try again in a moment"
	case errors.Is(err, context.Canceled):
		return err // the client went away
	}
	return e
}

type errorBody struct {
	Error string `json:"error"`
}

func setJSONHeaders(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	setJSONHeaders(w)
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
