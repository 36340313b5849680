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
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/utf8fast"
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
	// Hosts are the host names, besides the loopback ones (localhost,
	// 127.0.0.0/8, ::1), that the Host header of a request may carry;
	// "*" allows any. Other requests get 421: a page elsewhere cannot
	// reach the server through a DNS name that points to 127.0.0.1.
	Hosts []string
}

// DefaultLimits are the limits of NewHandler(Limits{}); Workers 0 stands
// for GOMAXPROCS (at least 2).
var DefaultLimits = Limits{
	MaxBody: 1 << 20, MaxNames: MaxBatch, MaxResponse: 4 << 20, MaxExplainResponse: 1 << 20,
	Rate: 50, Burst: 100, Clients: 4096, MaxWaiting: 256, PerClient: 64, Timeout: 20 * time.Second,
}

// withDefaults fills the zero fields of l.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	orDefault(&l.MaxBody, d.MaxBody)
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
	h := &handler{
		limits: l,
		rates:  newLimiter(l.Rate, l.Burst, l.Clients, time.Now),
		queue:  newScheduler(l.Workers, l.MaxWaiting, l.PerClient),
	}
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
}

// Info returns the profiles, the switches and the Unicode versions.
func Info() InfoData {
	d := InfoData{UnicodeVersion: idna.UnicodeVersion, UnicodeVersions: idna.UnicodeVersions(),
		Profiles: ProfileNames(), Options: SwitchNames()}
	for _, t := range catalog.Languages() {
		d.Languages = append(d.Languages, t.String())
	}
	return d
}

// ExplainRequest is the body of /api/explain.
type ExplainRequest struct {
	Name string `json:"name"`
	Settings
}

// ConvertRequest is the body of /api/convert.
type ConvertRequest struct {
	Names []string `json:"names"`
	Settings
}

// ConvertResponse is the answer of /api/convert.
type ConvertResponse struct {
	Results []Result `json:"results"`
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
	return ConvertResponse{res}, nil
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
}

func (e *statusError) Error() string { return e.msg }

// tooLarge is the error of an answer larger than limit bytes.
func tooLarge(limit int) error {
	return &statusError{http.StatusRequestEntityTooLarge, "the answer would be larger than " + sizeText(limit) + "; send fewer or shorter names"}
}

// explanationTooLarge is the error of an explanation larger than limit
// bytes.
func explanationTooLarge(limit int) error {
	return &statusError{http.StatusRequestEntityTooLarge, "the explanation would be larger than " + sizeText(limit) + "; explain a shorter name, or a part of it"}
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
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return badRequest("the request is not the JSON expected: %v", err)
	}
	if dec.More() {
		return badRequest("the request has more than one JSON value")
	}
	return nil
}

// api wraps an API function: the method and content type, the rate limit
// and the turn of the client's address, the size of the request and of the
// answer, the deadline, JSON answers, and a clear error for anything wrong
// with the request.
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
		ctx, cancel := context.WithTimeout(r.Context(), h.limits.Timeout)
		defer cancel()
		release, err := h.queue.acquire(ctx, client)
		if err != nil {
			h.writeBusy(w, err)
			return
		}
		defer release()
		out, err := h.answer(ctx, w, r, e)
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

// answer reads the body of an API request, in its turn, and returns the
// JSON of e's answer, of at most e.maxResponse bytes.
func (h *handler) answer(ctx context.Context, w http.ResponseWriter, r *http.Request, e endpoint) ([]byte, error) {
	// The body is read in the request's turn, so that waiting requests
	// hold no memory, and by the request's deadline, so that a slow
	// sender does not keep its turn. The answer gets time to be written
	// after the deadline, whatever the server's WriteTimeout.
	deadline, _ := ctx.Deadline()
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(deadline)
	_ = rc.SetWriteDeadline(deadline.Add(10 * time.Second))
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.limits.MaxBody))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, &statusError{http.StatusRequestEntityTooLarge, "the request is larger than " + sizeText(int(h.limits.MaxBody)) + "; send fewer or shorter names"}
	case err != nil && (ctx.Err() != nil || errors.Is(err, os.ErrDeadlineExceeded)):
		return nil, &statusError{http.StatusServiceUnavailable, "the request did not arrive within " + h.limits.Timeout.String() + "; try again"}
	case err != nil:
		return nil, badRequest("reading the request: %v", err)
	}
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

// writeError answers the error of an API function.
func (h *handler) writeError(w http.ResponseWriter, err error) {
	var re *RequestError
	var se *statusError
	switch {
	case errors.As(err, &re):
		writeJSON(w, http.StatusBadRequest, errorBody{re.Msg})
	case errors.As(err, &se):
		writeJSON(w, se.status, errorBody{se.msg})
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		// Canceled: the client went away and reads nothing.
		writeJSON(w, http.StatusServiceUnavailable, errorBody{"the request took longer than " + h.limits.Timeout.String() + "; send fewer or shorter names"})
	default:
		writeJSON(w, http.StatusInternalServerError, errorBody{err.Error()})
	}
}

// writeBusy answers a request that did not get its turn (err, from
// scheduler.acquire).
func (h *handler) writeBusy(w http.ResponseWriter, err error) {
	w.Header().Set("Retry-After", "1")
	status, msg := http.StatusServiceUnavailable, "the server is busy; try again in a moment"
	switch {
	case errors.Is(err, errClientBusy):
		status, msg = http.StatusTooManyRequests, "too many requests at once from one address; the limit is "+strconv.Itoa(h.limits.PerClient)
	case errors.Is(err, context.DeadlineExceeded):
		msg = "the server was busy for " + h.limits.Timeout.String() + "; try again in a moment"
	}
	writeJSON(w, status, errorBody{msg})
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
