package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
)

// replaceInvalid replaces each byte that is not part of valid UTF-8 with
// U+FFFD, as a for-range loop decodes it.
func replaceInvalid(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(r)
	}
	return b.String()
}

func checkJSONString(t *testing.T, s string) {
	t.Helper()
	enc := appendJSONString(nil, s)
	var got string
	if err := json.Unmarshal(enc, &got); err != nil {
		t.Fatalf("appendJSONString(%q) = %s: %v", s, enc, err)
	}
	if want := replaceInvalid(s); got != want {
		t.Fatalf("appendJSONString(%q) = %s, decodes to %q, want %q", s, enc, got, want)
	}
	for _, c := range enc {
		if c < ' ' {
			t.Fatalf("appendJSONString(%q) = %q: raw control byte", s, enc)
		}
	}
	if bytes.Contains(enc, []byte("\u2028")) || bytes.Contains(enc, []byte("\u2029")) {
		t.Fatalf("appendJSONString(%q) = %q: raw line separator", s, enc)
	}
}

func TestAppendJSONString(t *testing.T) {
	for _, s := range []string{
		"", "a", "bücher.tld", `"`, `\`, "a\"b\\c", "\x00\x01\x1f\x7f", "\t\n\r\b\f",
		"\u2028\u2029", "\xff", "a\xffb", "\xc3", "\xc3(", "\xed\xa0\x80", "😀", "\u200d",
		"<script>&amp;", "\U0010FFFF",
	} {
		checkJSONString(t, s)
	}
	if got := string(appendJSONString(nil, "a\"\n\x01\u2028")); got != `"a\"\n\u0001\u2028"` {
		t.Errorf("got %s", got)
	}
}

func FuzzJSONString(f *testing.F) {
	for _, s := range []string{"", "bücher", "\xff\x00\"\\\u2028"} {
		f.Add(s)
	}
	f.Fuzz(checkJSONString)
}

func TestAppendTSV(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"bücher.tld", "bücher.tld"},
		{"a\tb", `a\tb`},
		{`a\b`, `a\\b`},
		{"a\r\nb", `a\r\nb`},
		{"\xff", "\xff"},
	}
	for _, tt := range tests {
		if got := string(appendTSV(nil, tt.in)); got != tt.want {
			t.Errorf("appendTSV(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestAppendGrouped(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{0, "0"}, {999, "999"}, {1000, "1,000"}, {1234567, "1,234,567"}, {-1234, "-1,234"}, {100000, "100,000"},
	}
	for _, tt := range tests {
		if got := string(appendGrouped(nil, tt.n)); got != tt.want {
			t.Errorf("appendGrouped(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

func TestTrimSpace(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""}, {" ", ""}, {"a", "a"}, {" \t a b \r", "a b"}, {"\v\fa\r", "a"},
		{"\u3000a\u3000", "\u3000a\u3000"}, {"\u00a0a", "\u00a0a"}, {"\x00a", "\x00a"},
	}
	for _, tt := range tests {
		if got := string(trimSpace([]byte(tt.in))); got != tt.want {
			t.Errorf("trimSpace(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestAppendDisplay(t *testing.T) {
	tests := []struct {
		in   string
		long int
		want string
	}{
		{"bücher.tld", 0, "bücher.tld"},
		{"", 0, `""`},
		{"a b", 0, `"a b"`},
		{"a\u200cb", 0, `"a\u200cb"`},
		{"\xff.de", 0, `"\xff.de"`},
		{`a"b`, 0, `"a\"b"`},
		{strings.Repeat("a", 300), 0, `"` + strings.Repeat("a", 64) + `..." (300 bytes)`},
		{strings.Repeat("ü", 200), 0, `"` + strings.Repeat("ü", 32) + `..." (400 bytes)`},
		{"a" + strings.Repeat("ü", 200), 0, `"a` + strings.Repeat("ü", 31) + `..." (401 bytes)`},
		{"abc", 1 << 20, `"abc..." (1048576 bytes)`},
	}
	for _, tt := range tests {
		if got := string(appendDisplay(nil, tt.in, tt.long)); got != tt.want {
			t.Errorf("appendDisplay(%.20q, %d) = %q, want %q", tt.in, tt.long, got, tt.want)
		}
	}
}

func TestSuggest(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"lookp", "lookup"}, {"Lookup", "lookup"}, {"uts64", "uts46"}, {"idna2009", "idna2008"},
		{"jsn", "json"}, {"x", ""}, {"nonesuch", ""}, {"registraton", "registration"},
	}
	for _, tt := range tests {
		want := ""
		if tt.want != "" {
			want = "; did you mean " + strconv.Quote(tt.want) + "?"
		}
		cands := append(profileNames(), formats...)
		if got := suggest(tt.in, cands); got != want {
			t.Errorf("suggest(%q) = %q, want %q", tt.in, got, want)
		}
	}
	if d := editDistance("kitten", "sitting"); d != 3 {
		t.Errorf("editDistance(kitten, sitting) = %d, want 3", d)
	}
}

func TestParseArgs(t *testing.T) {
	tests := []struct {
		args     []string
		command  string
		names    []string
		profile  string
		format   string
		switched []string
	}{
		{nil, "ascii", nil, "lookup", "text", nil},
		{[]string{"a"}, "ascii", []string{"a"}, "lookup", "text", nil},
		{[]string{"unicode", "-p", "uts46", "a", "-f", "json", "b"}, "unicode", []string{"a", "b"}, "uts46", "json", nil},
		{[]string{"--profile=idna2008", "check"}, "check", nil, "idna2008", "text", nil},
		{[]string{"a", "check"}, "ascii", []string{"a", "check"}, "lookup", "text", nil},
		{[]string{"--", "check", "-x"}, "ascii", []string{"check", "-x"}, "lookup", "text", nil},
		{[]string{"--transitional", "--no-check-bidi", "--std3=false", "x"}, "ascii", []string{"x"}, "lookup", "text",
			[]string{"--transitional", "--no-check-bidi", "--no-std3"}},
		{[]string{"--use-std3-ascii-rules", "x"}, "ascii", []string{"x"}, "lookup", "text", []string{"--std3"}},
		{[]string{"explain", "--help"}, "help", []string{"explain"}, "lookup", "text", nil},
		{[]string{"--help"}, "help", nil, "lookup", "text", nil},
		{[]string{"x", "--help"}, "help", nil, "lookup", "text", nil},
		{[]string{"ascii", "-h"}, "help", []string{"ascii"}, "lookup", "text", nil},
		{[]string{"--version"}, "version", nil, "lookup", "text", nil},
	}
	for _, tt := range tests {
		cfg, err := parseArgs(tt.args)
		if err != nil {
			t.Errorf("parseArgs(%q): %v", tt.args, err)
			continue
		}
		if cfg.cmd.name != tt.command || !slices.Equal(cfg.args, tt.names) || cfg.profile.Name != tt.profile ||
			cfg.format != tt.format || cfg.selection().String() != strings.Join(append([]string{tt.profile}, tt.switched...), " ") {
			t.Errorf("parseArgs(%q) = command %q, args %q, profile %q, format %q, selection %q; want %q %q %q %q %q",
				tt.args, cfg.cmd.name, cfg.args, cfg.profile.Name, cfg.format, cfg.selection(),
				tt.command, tt.names, tt.profile, tt.format, tt.switched)
		}
	}
	var ue *usageError
	if _, err := parseArgs([]string{"--nope"}); !errors.As(err, &ue) {
		t.Errorf("parseArgs(--nope) = %v, want a usage error", err)
	}
}

// randomReader returns the data in reads of random sizes, some empty.
type randomReader struct {
	data []byte
	rng  *rand.Rand
}

func (r *randomReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, io.EOF
	}
	n := min(len(p), len(r.data), r.rng.IntN(40))
	copy(p, r.data[:n])
	r.data = r.data[n:]
	return n, nil
}

// The reader cuts lines correctly whatever the sizes of the reads, and
// lines longer than maxLine are reported without being kept.
func TestStreamReads(t *testing.T) {
	const maxLine = 20
	rng := rand.New(rand.NewPCG(1, 2))
	var in strings.Builder
	var wantOut, wantErr strings.Builder
	for i := range 3000 {
		n := rng.IntN(3 * maxLine)
		if i%50 == 0 {
			n = 5 * chunkSize // a line of several buffers
		}
		line := make([]byte, n)
		for j := range line {
			line[j] = "abc.xyz"[rng.IntN(7)]
		}
		if n > 0 {
			line[0], line[n-1] = 'a', 'z'
		}
		in.Write(line)
		switch {
		case n > maxLine:
			wantOut.WriteString("\n")
			wantErr.WriteString("line " + strconv.Itoa(i+1) + ": " + string(appendDisplay(nil, string(line[:min(n, maxLine)]), n)) +
				": TOOLONG: input of " + strconv.Itoa(n) + " bytes is longer than the limit of 20\n")
		case n == 0:
			wantOut.WriteString("\n")
		case strings.Contains(string(line), ".."):
			// Empty labels: the Lookup profile keeps them.
			wantOut.WriteString(string(line) + "\n")
		default:
			wantOut.WriteString(string(line) + "\n")
		}
		if rng.IntN(4) == 0 {
			in.WriteString("\r")
		}
		in.WriteString("\n")
	}
	readers := map[string]func() io.Reader{
		"whole":    func() io.Reader { return strings.NewReader(in.String()) },
		"one byte": func() io.Reader { return iotest.OneByteReader(strings.NewReader(in.String())) },
		"half":     func() io.Reader { return iotest.HalfReader(strings.NewReader(in.String())) },
		"data+EOF": func() io.Reader { return iotest.DataErrReader(strings.NewReader(in.String())) },
		"random":   func() io.Reader { return &randomReader{[]byte(in.String()), rand.New(rand.NewPCG(3, 4))} },
	}
	for name, r := range readers {
		t.Run(name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			proc := &processor{conversion: conversion{idna.Lookup.AppendToASCII, maxLine}, format: "text", stdin: true}
			s := &stream{rec: proc, jobs: 3, stdout: &out, stderr: &errWriter{w: &errOut}, maxLine: maxLine}
			failed, err := s.run(r())
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != wantOut.String() {
				t.Errorf("stdout differs: %d bytes, want %d", out.Len(), wantOut.Len())
			}
			if errOut.String() != wantErr.String() {
				t.Errorf("stderr differs:\n got %.300q\nwant %.300q", errOut.String(), wantErr.String())
			}
			if want := strings.Count(wantErr.String(), "\n"); failed != want {
				t.Errorf("%d failed, want %d", failed, want)
			}
		})
	}
}

// A read error stops the stream after writing what was read: exit status 2.
func TestStreamReadError(t *testing.T) {
	boom := errors.New("boom")
	r := io.MultiReader(strings.NewReader("a.com\nb.com\n"), iotest.ErrReader(boom))
	var out, errOut bytes.Buffer
	code := run(nil, &env{stdin: r, stdout: &out, stderr: &errOut})
	if code != 2 || out.String() != "a.com\nb.com\n" || errOut.String() != "xn: reading standard input: boom\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errOut.String())
	}
}

// A write error is reported, with exit status 2.
func TestStreamWriteError(t *testing.T) {
	var errOut bytes.Buffer
	in := strings.Repeat("a.com\n", 100_000)
	code := run(nil, &env{stdin: strings.NewReader(in), stdout: failWriter{}, stderr: &errOut})
	if code != 2 || !strings.HasPrefix(errOut.String(), "xn: writing standard output: ") {
		t.Errorf("exit %d, stderr %q", code, errOut.String())
	}
	code = run([]string{"a.com"}, &env{stdout: failWriter{}, stderr: &errOut})
	if code != 2 {
		t.Errorf("arguments: exit %d", code)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// Converting a batch of names allocates nothing once the buffers have
// grown.
func TestBatchAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are not meaningful with the race detector")
	}
	var in strings.Builder
	for i := range 200 {
		in.WriteString("host" + strconv.Itoa(i) + ".Example.com\n")
		if i%10 == 0 {
			in.WriteString("bücher" + strconv.Itoa(i) + ".tld\n")
		}
	}
	for _, format := range formats {
		proc := &processor{conversion: conversion{idna.Lookup.AppendToASCII, idna.MaxInputLen}, format: format, stdin: true}
		b := getBatch()
		b.in = append(b.in, in.String()...)
		b.first = 1
		recordLines(proc, b, proc.limit)
		allocs := testing.AllocsPerRun(20, func() {
			b.out = b.out[:0]
			recordLines(proc, b, proc.limit)
		})
		if allocs != 0 {
			t.Errorf("-f %s: %v allocations per batch", format, allocs)
		}
	}
}

// FuzzStream runs xn in-process on arbitrary input: one JSON record per
// line, numbered in order, and never a panic or an I/O error.
func FuzzStream(f *testing.F) {
	f.Add([]byte("bücher.tld\r\n\n\xff\na-.tld\nxn--zz.de\n"))
	f.Add([]byte("a\x00b\n\u200d\n.\n..\nxn--\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var out, errOut bytes.Buffer
		code := run([]string{"-f", "json", "-j", "2"}, &env{stdin: bytes.NewReader(data), stdout: &out, stderr: &errOut})
		if code != 0 && code != 1 || errOut.Len() > 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut.String())
		}
		lines := bytes.Count(data, []byte("\n"))
		if len(data) > 0 && data[len(data)-1] != '\n' {
			lines++
		}
		recs := parseJSONLines(t, out.String())
		if len(recs) != lines {
			t.Fatalf("%d records for %d lines", len(recs), lines)
		}
		for i, r := range recs {
			if r.Line != i+1 || r.OK != (len(r.Problems) == 0) || !utf8.ValidString(r.Input) {
				t.Fatalf("record %d: %+v", i+1, r)
			}
		}
	})
}

// The next batch to write never waits for the budget; the others wait
// until the budget has room or they become the next to write.
func TestBudget(t *testing.T) {
	g := newBudget(100)
	g.acquire(80, 0)
	g.acquire(500, 0) // the head, over the limit: no wait
	done := make(chan struct{})
	go func() {
		g.acquire(10, 1)
		close(done)
	}()
	select {
	case <-done:
		t.Fatal("batch 1 drew on a spent budget without waiting")
	case <-time.After(50 * time.Millisecond):
	}
	g.written(580, 0) // batch 1 is now the head
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("batch 1 still waits after batch 0 was written")
	}
	g.acquire(89, 2) // within the limit: no wait
	if g.used != 99 {
		t.Errorf("used %d, want 99", g.used)
	}
}

// With a budget too small for any batch, the stream still moves on and
// keeps the input order, in every format, with reads of any size.
func TestStreamTinyBudget(t *testing.T) {
	var in, wantText strings.Builder
	const n = 20_000
	for i := range n {
		if i%7 == 0 {
			in.WriteString("bad-.x" + strconv.Itoa(i) + "\n")
			wantText.WriteString("\n")
		} else {
			in.WriteString("host" + strconv.Itoa(i) + ".example\n")
			wantText.WriteString("host" + strconv.Itoa(i) + ".example\n")
		}
	}
	for _, format := range []string{"text", "json"} {
		for _, jobs := range []int{1, 3, 16} {
			for _, random := range []bool{false, true} {
				var r io.Reader = strings.NewReader(in.String())
				if random {
					r = &randomReader{[]byte(in.String()), rand.New(rand.NewPCG(5, 6))}
				}
				var out, errOut bytes.Buffer
				proc := &processor{conversion: conversion{idna.Lookup.AppendToASCII, idna.MaxInputLen}, format: format, stdin: true}
				s := &stream{rec: proc, jobs: jobs, stdout: &out, stderr: &errWriter{w: &errOut}, maxLine: proc.limit, budget: newBudget(1)}
				failed, err := s.run(r)
				if err != nil || failed != (n+6)/7 {
					t.Fatalf("-f %s -j %d: %d failed, %v", format, jobs, failed, err)
				}
				if format == "text" {
					if out.String() != wantText.String() {
						t.Errorf("-j %d, random reads %v: stdout differs", jobs, random)
					}
					continue
				}
				recs := parseJSONLines(t, out.String())
				if len(recs) != n {
					t.Fatalf("-j %d: %d records", jobs, len(recs))
				}
				for i, rec := range recs {
					input := "host" + strconv.Itoa(i) + ".example"
					if i%7 == 0 {
						input = "bad-.x" + strconv.Itoa(i)
					}
					if rec.Line != i+1 || rec.OK != (i%7 != 0) || rec.Input != input {
						t.Fatalf("-j %d, random reads %v: record %d: %+v", jobs, random, i+1, rec)
					}
				}
				if s.budget.used != 0 {
					t.Errorf("-f %s -j %d: %d bytes of the budget not given back", format, jobs, s.budget.used)
				}
			}
		}
	}
}
