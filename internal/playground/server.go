package playground

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
)

//go:embed web
var webFiles embed.FS

// Web returns the files of the page: index.html, its script and its style
// sheet.
func Web() fs.FS {
	sub, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic(err) // the folder is embedded
	}
	return sub
}

// Limits of a Handler. The zero value of a field means its default.
type Limits struct {
	// MaxBody is the largest request body, in bytes (default 1 MiB).
	MaxBody int64
	// Rate is how many API requests per second are let through on
	// average (default 50), and Burst how many may come at once (default
	// 100). The limit is for the server as a whole: it listens on
	// loopback, for one person.
	Rate  float64
	Burst int
}

// DefaultLimits are the limits of NewHandler(Limits{}).
var DefaultLimits = Limits{MaxBody: 1 << 20, Rate: 50, Burst: 100}

// NewHandler returns the handler of the playground: the page at "/", and
// the JSON API:
//
//	POST /api/explain  {"name": "bücher.example", "profile": "lookup", "options": {"transitional": true}}
//	POST /api/convert  {"names": ["a.example", "b.example"], "profile": "lookup", "options": {}}
//	GET  /api/info     the profiles, the switches and the Unicode version
//
// Errors are answered with a status and {"error": "message"}.
func NewHandler(l Limits) http.Handler {
	if l.MaxBody <= 0 {
		l.MaxBody = DefaultLimits.MaxBody
	}
	if l.Rate <= 0 {
		l.Rate = DefaultLimits.Rate
	}
	if l.Burst <= 0 {
		l.Burst = DefaultLimits.Burst
	}
	h := &handler{limits: l, tokens: float64(l.Burst), now: time.Now}
	h.last = h.now()
	mux := http.NewServeMux()
	mux.Handle("GET /", http.FileServerFS(Web()))
	mux.HandleFunc("POST /api/explain", h.api(h.explain))
	mux.HandleFunc("POST /api/convert", h.api(h.convert))
	mux.HandleFunc("GET /api/info", h.api(func([]byte) (any, error) { return Info(), nil }))
	return securityHeaders(mux)
}

// securityHeaders keeps the page from loading anything from elsewhere.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		next.ServeHTTP(w, r)
	})
}

type handler struct {
	limits Limits
	now    func() time.Time

	mu     sync.Mutex
	tokens float64
	last   time.Time
}

// allow takes a token from the bucket, if there is one.
func (h *handler) allow() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := h.now()
	h.tokens = min(float64(h.limits.Burst), h.tokens+t.Sub(h.last).Seconds()*h.limits.Rate)
	h.last = t
	if h.tokens < 1 {
		return false
	}
	h.tokens--
	return true
}

// InfoData describes what the playground offers.
type InfoData struct {
	UnicodeVersion string   `json:"unicodeVersion"`
	Profiles       []string `json:"profiles"`
	Options        []string `json:"options"`
}

// Info returns the profiles, the switches and the Unicode version.
func Info() InfoData {
	return InfoData{UnicodeVersion: idna.UnicodeVersion, Profiles: ProfileNames(), Options: SwitchNames()}
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

// ExplainJSON answers an explain request given as JSON.
func ExplainJSON(body []byte) (any, error) {
	var req ExplainRequest
	if err := decode(body, &req); err != nil {
		return nil, err
	}
	return Explain(req.Name, req.Settings)
}

// ConvertJSON answers a convert request given as JSON.
func ConvertJSON(body []byte) (any, error) {
	var req ConvertRequest
	if err := decode(body, &req); err != nil {
		return nil, err
	}
	res, err := Convert(req.Names, req.Settings)
	if err != nil {
		return nil, err
	}
	return ConvertResponse{res}, nil
}

func (h *handler) explain(body []byte) (any, error) { return ExplainJSON(body) }
func (h *handler) convert(body []byte) (any, error) { return ConvertJSON(body) }

// decode parses a JSON request body, refusing invalid UTF-8 (which JSON
// would turn into U+FFFD without a word) and unknown fields.
func decode(body []byte, v any) error {
	if !utf8.Valid(body) {
		n := 0
		for n < len(body) {
			r, size := utf8.DecodeRune(body[n:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			n += size
		}
		return badRequest("the request is not valid UTF-8 (at byte %d); send names as UTF-8 JSON strings", n)
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

// api wraps an API function: rate and size limits, JSON answers, and a
// clear error for anything wrong with the request.
func (h *handler) api(fn func(body []byte) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !h.allow() {
			w.Header().Set("Retry-After", "1")
			writeJSON(w, http.StatusTooManyRequests, errorBody{"too many requests; the limit is " +
				strconv.FormatFloat(h.limits.Rate, 'g', -1, 64) + " a second (bursts of " + strconv.Itoa(h.limits.Burst) + ")"})
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.limits.MaxBody))
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				writeJSON(w, http.StatusRequestEntityTooLarge, errorBody{"the request is larger than " + strconv.FormatInt(h.limits.MaxBody, 10) + " bytes"})
				return
			}
			writeJSON(w, http.StatusBadRequest, errorBody{"reading the request: " + err.Error()})
			return
		}
		v, err := fn(body)
		if err != nil {
			var re *RequestError
			if errors.As(err, &re) {
				writeJSON(w, http.StatusBadRequest, errorBody{re.Msg})
				return
			}
			writeJSON(w, http.StatusInternalServerError, errorBody{err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, v)
	}
}

type errorBody struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
