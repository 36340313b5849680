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
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/xn-go/xn/msg"
)

// post sends body to url and decodes the JSON answer into v.
func post(t *testing.T, url string, body []byte, v any) int {
	t.Helper()
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("answer %q: %v", b, err)
	}
	return resp.StatusCode
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestExplainAPI(t *testing.T) {
	srv := httptest.NewServer(NewHandler(Limits{}))
	defer srv.Close()

	var x Explanation
	if code := post(t, srv.URL+"/api/explain", []byte(`{"name":"bücher.example"}`), &x); code != 200 {
		t.Fatalf("status %d", code)
	}
	if x.ASCII != "xn--bcher-kva.example" || !x.ASCIIOK || x.Unicode != "bücher.example" {
		t.Errorf("bücher.example: ascii %q ok %v unicode %q", x.ASCII, x.ASCIIOK, x.Unicode)
	}
	if len(x.InputLabels) != 2 || x.InputLabels[0].Dot != "." || x.InputLabels[0].CodePoints[1].CodePoint != "U+00FC" {
		t.Errorf("input labels: %+v", x.InputLabels)
	}
	pt := x.Labels[0].Punycode
	if pt == nil || pt.Output != "bcher-kva" || len(pt.Steps) != 1 || pt.Steps[0].Delta != 745 || pt.Steps[0].Digits != "kva" {
		t.Errorf("punycode trace of bücher: %+v", pt)
	}
	if x.Labels[1].Punycode != nil {
		t.Errorf("ASCII label has a Punycode trace: %+v", x.Labels[1].Punycode)
	}
	if x.Display.Shown != "unicode" || x.Display.Output != "bücher.example" || x.Schema != 2 || x.Verdict.Display != "Shown as bücher.example" {
		t.Errorf("display: %+v", x.Display)
	}

	x = Explanation{}
	post(t, srv.URL+"/api/explain", []byte(`{"name":"xn--go-.dev"}`), &x)
	if x.ASCIIOK || len(x.ASCIIProblems) == 0 || x.ASCIIProblems[0].Code != "P4" {
		t.Fatalf("xn--go-.dev: %+v", x.ASCIIProblems)
	}
	if msg := x.ASCIIProblems[0].Text; !strings.Contains(msg, "not a valid xn-- form") {
		t.Errorf("P4 message: %q", msg)
	}
	failed := false
	for _, r := range x.Labels[0].Rules {
		if r.Code == "P4" && !r.OK && strings.Contains(r.Message, "xn--go-") {
			failed = true
		}
	}
	if !failed {
		t.Errorf("no failed P4 rule with its message: %+v", x.Labels[0].Rules)
	}
	if p := x.ASCIIProblems[0]; p.Start != 0 || p.End != len("xn--go-") {
		t.Errorf("P4 marks %d..%d, want the label 0..7", p.Start, p.End)
	}

	x = Explanation{}
	post(t, srv.URL+"/api/explain", []byte(`{"name":"faß.de","profile":"lookup","options":{"transitional":true}}`), &x)
	if x.ASCII != "fass.de" {
		t.Errorf("transitional faß.de: %q", x.ASCII)
	}
	x = Explanation{}
	post(t, srv.URL+"/api/explain", []byte(`{"name":"faß.de"}`), &x)
	if x.ASCII != "xn--fa-hia.de" {
		t.Errorf("nontransitional faß.de: %q", x.ASCII)
	}
}

func TestConvertAPI(t *testing.T) {
	srv := httptest.NewServer(NewHandler(Limits{}))
	defer srv.Close()
	names := make([]string, 1000)
	for i := range names {
		names[i] = fmt.Sprintf("bücher%d.example", i)
	}
	names[7] = "xn--go-.dev"
	var resp ConvertResponse
	if code := post(t, srv.URL+"/api/convert", mustJSON(t, ConvertRequest{Names: names}), &resp); code != 200 {
		t.Fatalf("status %d", code)
	}
	if len(resp.Results) != 1000 {
		t.Fatalf("%d results for 1000 names", len(resp.Results))
	}
	if r := resp.Results[0]; r.ASCII != "xn--bcher0-3ya.example" || !r.OK {
		t.Errorf("first: %+v", r)
	}
	if r := resp.Results[7]; r.OK || len(r.Codes) != 1 || r.Codes[0] != "P4" || r.Message == "" {
		t.Errorf("xn--go-.dev: %+v", r)
	}
}

func TestBadRequests(t *testing.T) {
	srv := httptest.NewServer(NewHandler(Limits{MaxBody: 1000}))
	defer srv.Close()
	for _, tc := range []struct {
		path, body string
		status     int
		msg        string
	}{
		{"/api/explain", "{\"name\":\"b\xfccher.de\"}", 400, "not valid UTF-8 (at byte 10)"},
		{"/api/explain", `{"name":`, 400, "not the JSON expected"},
		{"/api/explain", `{"name":"a"} {}`, 400, "more than one JSON value"},
		{"/api/explain", `{"name":"a","profile":"lokup"}`, 400, `unknown profile "lokup"`},
		{"/api/explain", `{"name":"a","options":{"transitionl":true}}`, 400, `unknown option "transitionl"`},
		{"/api/explain", `{"nom":"a"}`, 400, `unknown field`},
		{"/api/explain", `{"name":"` + strings.Repeat("a", 2000) + `"}`, 413, "larger than 1000 bytes"},
		{"/api/convert", `{"names":["` + strings.Repeat("a", 2000) + `"]}`, 413, "larger than 1000 bytes"},
		{"/api/convert", `{"names":"a"}`, 400, "not the JSON expected"},
		// Issue 41: a lone surrogate is no character, and null no name.
		{"/api/explain", `{"name":"\ud800"}`, 400, `half of a UTF-16 surrogate pair, \ud800, at byte 9`},
		{"/api/explain", `{"name":"a\uDC00b.example"}`, 400, `\uDC00, at byte 10`},
		{"/api/convert", `{"names":["ok","\ud83d x"]}`, 400, `\ud83d, at byte 16`},
		{"/api/convert", `{"names":["\ude00\ud83d"]}`, 400, `\ude00, at byte 11`},
		{"/api/convert", `{"names":["a.example",null]}`, 400, "name 2 of names is null"},
		{"/api/explain", `{"name":"\ud83d\ude00.example"}`, 200, ""},
		{"/api/explain", `{"name":"\\ud800.example"}`, 200, ""},
		{"/api/convert", `{"names":null}`, 200, ""},
	} {
		var e errorBody
		code := post(t, srv.URL+tc.path, []byte(tc.body), &e)
		if code != tc.status || !strings.Contains(e.Error, tc.msg) {
			t.Errorf("%s %.40q: %d %q, want %d %q", tc.path, tc.body, code, e.Error, tc.status, tc.msg)
		}
	}
	// A name longer than Explain draws, within the body limit.
	big := httptest.NewServer(NewHandler(Limits{}))
	defer big.Close()
	var e errorBody
	if code := post(t, big.URL+"/api/explain", []byte(`{"name":"`+strings.Repeat("ü", 3000)+`"}`), &e); code != 400 || !strings.Contains(e.Error, "up to 4096 bytes") {
		t.Errorf("long name: %d %q", code, e.Error)
	}
	// A bad value is named, not sent back: 900 KB in, a short answer out.
	long := strings.Repeat("9", 900_000)
	for _, body := range []string{`{"name":"a","unicode":"` + long + `"}`, `{"name":"a","profile":"` + long + `"}`, `{"name":"a","options":{"` + long + `":true}}`} {
		resp, err := http.Post(big.URL+"/api/explain", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 400 || len(b) > 400 || !strings.Contains(string(b), `(900000 bytes)`) {
			t.Errorf("%.30s…: %d, %d bytes %.200q; want 400 quoting at most 64 bytes of the value", body, resp.StatusCode, len(b), b)
		}
	}
	names := make([]string, MaxBatch+1)
	if code := post(t, big.URL+"/api/convert", mustJSON(t, ConvertRequest{Names: names}), &e); code != 400 || !strings.Contains(e.Error, "up to 10000") {
		t.Errorf("batch too large: %d %q", code, e.Error)
	}
}

func TestRateLimit(t *testing.T) {
	h := NewHandler(Limits{Rate: 1e-9, Burst: 3}) // no token comes back during the test
	srv := httptest.NewServer(h)
	defer srv.Close()
	for i := range 3 {
		var x Explanation
		if code := post(t, srv.URL+"/api/explain", []byte(`{"name":"a.example"}`), &x); code != 200 {
			t.Fatalf("request %d: status %d", i, code)
		}
	}
	var e errorBody
	if code := post(t, srv.URL+"/api/explain", []byte(`{"name":"a.example"}`), &e); code != 429 || !strings.Contains(e.Error, "too many requests") {
		t.Errorf("fourth request: %d %q", code, e.Error)
	}
	// The page itself is not limited.
	resp, err := http.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("page: status %d", resp.StatusCode)
	}
}

func TestRateRefill(t *testing.T) {
	now := time.Unix(0, 0)
	l := newLimiter(2, 2, 10, func() time.Time { return now })
	if !l.allow("a") || !l.allow("a") || l.allow("a") {
		t.Fatal("burst of 2 not enforced")
	}
	if !l.allow("b") {
		t.Fatal("a second address shares the first one's bucket")
	}
	now = now.Add(500 * time.Millisecond) // one token at 2 a second
	if !l.allow("a") || l.allow("a") {
		t.Fatal("refill of one token")
	}
}

// TestLoopback serves on a real loopback listener and stops the server.
func TestLoopback(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: NewHandler(Limits{})}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	url := "http://" + ln.Addr().String()
	var x Explanation
	if code := post(t, url+"/api/explain", []byte(`{"name":"bücher.example"}`), &x); code != 200 || x.ASCII != "xn--bcher-kva.example" {
		t.Errorf("status %d, ascii %q", code, x.ASCII)
	}
	resp, err := http.Get(url + "/")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(page), "<title>") || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "default-src 'self'") {
		t.Errorf("page: %.80q, CSP %q", page, resp.Header.Get("Content-Security-Policy"))
	}
	if err := srv.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != http.ErrServerClosed {
		t.Errorf("Serve: %v", err)
	}
}

func TestInfo(t *testing.T) {
	info := Info()
	if info.Profiles[0] != "lookup" || len(info.Options) != 14 || info.UnicodeVersion == "" {
		t.Errorf("%+v", info)
	}
}

// TestWords: the page's words come in every language, each %[n]s kept for
// the page to fill in, and the list's summary in the request's language
// (issue 40 item 10).
func TestWords(t *testing.T) {
	w := Info().Words
	// The same word in both languages.
	same := map[msg.ID]bool{"playground.badge-unicode": true, "playground.char-name": true, "playground.delta": true, "playground.codes": true}
	for id := range english {
		en, de := w["en"][id], w["de"][id]
		if en == "" || de == "" || strings.Count(en, "%[") != strings.Count(de, "%[") {
			t.Errorf("%s: en %q, de %q", id, en, de)
		}
		if en == de && !same[id] {
			t.Errorf("%s: the German word is the English %q", id, en)
		}
	}
	if got := w["de"]["playground.decoding"]; !strings.HasPrefix(got, "Dekodierung von %[1]s (Teil %[2]s): %[3]s ") {
		t.Errorf("German decoding: %q", got)
	}
	for lang, want := range map[string]string{"en": "Names: 3 · not valid: 1 · shown with A-labels: 1", "de": "Namen: 3 · nicht gültig: 1 · in xn--Form angezeigt: 1"} {
		v, err := ConvertJSON(context.Background(), mustJSON(t, ConvertRequest{Names: []string{"аpple.com", "bücher.de", "xn--go-.dev"}, Settings: Settings{Lang: lang}}))
		if err != nil {
			t.Fatal(err)
		}
		if got := v.(ConvertResponse).Summary; got != want {
			t.Errorf("summary in %s: %q, want %q", lang, got, want)
		}
	}
}

// FuzzDecode: a request body is decoded or refused with a RequestError,
// never a panic; and a body decoded holds no U+FFFD that it did not send
// (encoding/json makes an escaped lone surrogate U+FFFD without a word).
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"names":["a.example","b"]}`, `{"names":["\ud800"]}`, `{"names":["\ud83d\ude00","\\ud800"]}`,
		`{"names":[null]}`, `{"names":["\udc00\ud800"]}`, `{"name":"\uFFFD"}`, `{"names":["\ud83d\u0041"]}`, `{"names":"\"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var req ConvertRequest
		err := decode(body, &req)
		var re *RequestError
		if err != nil {
			if !errors.As(err, &re) {
				t.Fatalf("decode(%q): %v, not a RequestError", body, err)
			}
			return
		}
		sent := bytes.Contains(body, []byte("\uFFFD")) || bytes.Contains(bytes.ToLower(body), []byte(`\ufffd`))
		for _, n := range req.Names {
			if strings.ContainsRune(n, utf8.RuneError) && !sent {
				t.Fatalf("decode(%q) gave the name %q with a U+FFFD the body did not hold", body, n)
			}
		}
	})
}
