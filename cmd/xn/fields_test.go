package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
)

// TestFields: only the names that --field or --hosts finds change; the
// rest of each line, line ends included, passes byte for byte.
func TestFields(t *testing.T) {
	tests := []struct {
		args    []string
		in, out string
		code    int
		stderr  string
	}{
		{[]string{"--field", "2", "--sep", ","},
			"id,name,note\n1,Bücher.example,\"a, b\"\n2,\"café.example\",x\r\n3,a-.example,y\n4\n",
			"id,name,note\n1,xn--bcher-kva.example,\"a, b\"\n2,\"xn--caf-dma.example\",x\r\n\n4\n", 1, "line 4: a-.example: V3:"},
		{[]string{"--field", "3", "--sep", ","}, "1,\"a, b\",bücher.example\n", "1,\"a, b\",xn--bcher-kva.example\n", 0, ""},
		{[]string{"--field", "2", "--sep", "tab"}, "x\tbücher.example\ty z\n", "x\txn--bcher-kva.example\ty z\n", 0, ""},
		{[]string{"--field", "2"}, "  x \t bücher.example  y\n", "  x \t xn--bcher-kva.example  y\n", 0, ""},
		{[]string{"unicode", "--field", "1"}, "xn--bcher-kva.example 1\n", "bücher.example 1\n", 0, ""},
		{[]string{"--hosts"},
			"# hosts\n127.0.0.1 localhost\n192.0.2.1\tbücher.example  www.bücher.example # shop, café.example\n::1 café.test#c\n\n",
			"# hosts\n127.0.0.1 localhost\n192.0.2.1\txn--bcher-kva.example  www.xn--bcher-kva.example # shop, café.example\n::1 xn--caf-dma.test#c\n\n", 0, ""},
		{[]string{"--hosts", "--keep"}, "192.0.2.1 a-.example bücher.example # c\n", "192.0.2.1 a-.example xn--bcher-kva.example # c\n", 1, "line 1: a-.example: V3:"},
		{[]string{"--hosts"}, "192.0.2.1 a-.example bücher.example # c\n", "\n", 1, "line 1: a-.example: V3:"},
		{[]string{"--field", "2", "--sep", ",", "--keep", "-f", "tsv"}, "1,a-.example\n2,bücher.example\n", "1,a-.example\tV3\n2,xn--bcher-kva.example\t\n", 1, ""},
		{[]string{"--field", "2", "-f", "json"}, "1 bücher.example\n",
			`{"line":1,"input":"1 bücher.example","output":"1 xn--bcher-kva.example","ok":true,"problems":[]}` + "\n", 0, ""},
		{[]string{"check", "--hosts"}, "192.0.2.1 bücher.example a-.example\n", "bücher.example: ok\na-.example: V3: The part 'a-' ends with a hyphen; remove it\n", 1, ""},
		// Comments alone, blank lines, an address alone, CR LF.
		{[]string{"--hosts"}, "# bücher.example\n   # x\n\t\n192.0.2.1\n192.0.2.1 bücher.example\r\n",
			"# bücher.example\n   # x\n\t\n192.0.2.1\n192.0.2.1 xn--bcher-kva.example\r\n", 0, ""},
		// Empty fields, and a line without the field, pass as they are.
		{[]string{"--field", "2", "--sep", ","}, "a,,b\n,\nx\n\n1,bücher.example\r\n", "a,,b\n,\nx\n\n1,xn--bcher-kva.example\r\n", 0, ""},
		{[]string{"--field", "3", "--sep", ","}, "a,b\n", "a,b\n", 0, ""},
		// Lines longer than a window of 64 bytes, and than a batch.
		{[]string{"--hosts"}, "192.0.2.1" + strings.Repeat(" bücher.example", 50) + "\t# c\n",
			"192.0.2.1" + strings.Repeat(" xn--bcher-kva.example", 50) + "\t# c\n", 0, ""},
		{[]string{"--field", "41", "--sep", ","}, strings.Repeat("a,", 40) + "bücher.example,b\n", strings.Repeat("a,", 40) + "xn--bcher-kva.example,b\n", 0, ""},
		{[]string{"--field", "2", "--sep", ","}, "1," + strings.Repeat("a", 140000) + ",x\n2,bücher.example\n", "\n2,xn--bcher-kva.example\n", 1, "line 1: "},
	}
	for _, tt := range tests {
		r := xn(t, tt.in, tt.args...)
		if r.stdout != tt.out || r.code != tt.code || !strings.HasPrefix(r.stderr, tt.stderr) || tt.stderr == "" && r.stderr != "" {
			t.Errorf("xn %s < %q:\nexit %d, stdout %q, stderr %q\nwant exit %d, stdout %q, stderr %q...", strings.Join(tt.args, " "), tt.in, r.code, r.stdout, r.stderr, tt.code, tt.out, tt.stderr)
		}
	}
}

func TestFieldUsage(t *testing.T) {
	for _, args := range [][]string{
		{"--field", "0"}, {"--field", "1", "--hosts"}, {"--sep", ","}, {"--field", "1", "--sep", ",,"},
		{"--keep"}, {"unicode", "--safe", "--hosts"}, {"check", "--form", "--field", "1"}, {"explain", "--field", "1", "x"},
	} {
		if r := xn(t, "", args...); r.code != 2 || r.stderr == "" {
			t.Errorf("xn %s: exit %d, stderr %q; want a usage error", strings.Join(args, " "), r.code, r.stderr)
		}
	}
}

// TestKeepKeepsEveryLine: with --keep, every line comes out, in order,
// whatever fails, with several workers: the id in the first and the last
// field of each line, and the names, whose conversions are known, say
// which line each output line is.
func TestKeepKeepsEveryLine(t *testing.T) {
	names := []struct{ in, out string }{
		{"bücher.example", "xn--bcher-kva.example"},
		{"a-.example", "a-.example"}, // fails: passes unchanged
		{"plain.example", "plain.example"},
		{"", ""},
		{"xn--zz.example", "xn--zz.example"}, // fails
		{"café.example", "xn--caf-dma.example"},
	}
	var in, want strings.Builder
	const lines = 60000
	for i := range lines {
		n := names[i%len(names)]
		fmt.Fprintf(&in, "%d,%s,%d\n", i, n.in, i)
		fmt.Fprintf(&want, "%d,%s,%d\n", i, n.out, i)
	}
	for _, jobs := range []string{"1", "4"} {
		r := xn(t, in.String(), "--field", "2", "--sep", ",", "--keep", "-q", "-j", jobs)
		if r.code != 1 || r.stdout != want.String() {
			got := strings.Split(r.stdout, "\n")
			t.Errorf("-j %s: exit %d, %d lines out of %d; first lines %q", jobs, r.code, len(got)-1, lines, got[:min(5, len(got))])
		}
	}
}

// naiveSpans is spans written as plainly as possible, byte by byte, for
// TestSpansAgainstNaive.
func naiveSpans(f fieldSpec, line []byte) []span {
	var out []span
	if f.sep != 0 {
		start, k, quoted := 0, 1, false
		for i := 0; i <= len(line); i++ {
			if i < len(line) && line[i] == '"' {
				quoted = !quoted
				continue // a quote, even with --sep '"'
			}
			if i == len(line) || line[i] == f.sep && !quoted {
				if k == f.field {
					return []span{unquote(line, span{start, i})}
				}
				start, k = i+1, k+1
			}
		}
		return nil
	}
	if f.hosts {
		if i := strings.IndexByte(string(line), '#'); i >= 0 {
			line = line[:i]
		}
	}
	k := 0
	for i := 0; i < len(line); {
		if line[i] == ' ' || line[i] == '\t' {
			i++
			continue
		}
		start := i
		for i < len(line) && line[i] != ' ' && line[i] != '\t' {
			i++
		}
		k++
		if f.hosts && k > 1 || !f.hosts && k == f.field {
			out = append(out, span{start, i})
		}
	}
	return out
}

// TestSpansAgainstNaive: the fields found 64 bytes at a time (byteMasks)
// are those found byte by byte, on lines of every mix of separators, short
// and longer than one window of 64 bytes.
func TestSpansAgainstNaive(t *testing.T) {
	alphabet := []byte("ab,\"\t #ü")
	seed := uint32(1)
	for i := range 20000 {
		seed = seed*1664525 + 1013904223
		n := int(seed >> 27) // 0 to 31 bytes
		if i%4 == 0 {
			n = int(seed >> 24) // up to 255: several windows
		}
		line := make([]byte, n)
		for i := range line {
			seed = seed*1664525 + 1013904223
			line[i] = alphabet[int(seed>>24)%len(alphabet)]
		}
		checkSpans(t, line)
	}
}

// spanSpecs are the specs that checkSpans tries.
var spanSpecs = []fieldSpec{
	{field: 1, sep: ','}, {field: 2, sep: ','}, {field: 3, sep: '\t'}, {field: 5, sep: ' '}, {field: 2, sep: '"'},
	{field: 1}, {field: 2}, {field: 4}, {hosts: true},
}

// checkSpans compares spans with naiveSpans on line for every spec.
func checkSpans(t *testing.T, line []byte) {
	t.Helper()
	for _, f := range spanSpecs {
		got := f.spans(line, nil)
		if want := naiveSpans(f, line); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%+v on %q: spans %v, want %v", f, line, got, want)
		}
	}
}

// FuzzSpans: spans finds what naiveSpans finds on any line.
func FuzzSpans(f *testing.F) {
	for _, s := range []string{"", "1,bücher.example,x", "192.0.2.1 a.example b.example # c", "\"a,b\",c", "  x\t\ty  ", "#", strings.Repeat("a, b\t", 30)} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) { checkSpans(t, line) })
}

// masksRef is byteMasks byte by byte.
func masksRef(s []byte, a, b, c byte) (ma, mb, mc uint64) {
	for i := range min(len(s), 64) {
		bit := uint64(1) << i
		if s[i] == a {
			ma |= bit
		}
		if s[i] == b {
			mb |= bit
		}
		if s[i] == c {
			mc |= bit
		}
	}
	return ma, mb, mc
}

// checkMasks compares byteMasks, byteMasksWords, byteMasks2 and
// blankHashMasks with masksRef on s.
func checkMasks(t *testing.T, s []byte, a, b, c byte) {
	t.Helper()
	ra, rb, rc := masksRef(s, a, b, c)
	for _, m := range []struct {
		name string
		f    func([]byte, byte, byte, byte) (uint64, uint64, uint64)
	}{{"byteMasks", byteMasks}, {"byteMasksWords", byteMasksWords}} {
		if ga, gb, gc := m.f(s, a, b, c); ga != ra || gb != rb || gc != rc {
			t.Fatalf("%s(%q, %q, %q, %q) = %#x %#x %#x, want %#x %#x %#x", m.name, s, a, b, c, ga, gb, gc, ra, rb, rc)
		}
	}
	if ga, gc := byteMasks2(s, a, c); ga != ra || gc != rc {
		t.Fatalf("byteMasks2(%q, %q, %q) = %#x %#x, want %#x %#x", s, a, c, ga, gc, ra, rc)
	}
	sp, tab, hash := masksRef(s, ' ', '\t', '#')
	if gb, gh := blankHashMasks(s); gb != sp|tab || gh != hash {
		t.Fatalf("blankHashMasks(%q) = %#x %#x, want %#x %#x", s, gb, gh, sp|tab, hash)
	}
}

// TestByteMasks: every byte value at every place of every length up to
// 80 (past the 64 bytes looked at), as each of the three bytes; and
// bytes at the very end of a string that stops before the end of the
// buffer, which must not be matched.
func TestByteMasks(t *testing.T) {
	for n := range 81 {
		s := []byte(strings.Repeat("x", n))
		for i := range n {
			for c := range 256 {
				s[i] = byte(c)
				checkMasks(t, s, byte(c), ' ', '#')
				checkMasks(t, s, ' ', byte(c), byte(c))
				checkMasks(t, s, 0, '\t', byte(c))
			}
			s[i] = ' '
		}
		buf := []byte(strings.Repeat(" #\t", 40))
		checkMasks(t, buf[:n], ' ', '#', '\t')
	}
}

// TestTextRecordAgainstFull: record's own path for a whole line in text
// (the names converted as they are found, one mask for a short line)
// writes what fullRecord writes from the spans of the same line, on
// random lines of every mix of separators, short and long, with and
// without --keep.
func TestTextRecordAgainstFull(t *testing.T) {
	alphabet := []string{"a", "bücher", ".example", "xn--x", "-", ",", "\"", "\t", " ", "#", "\r", "ß"}
	proc := &processor{conversion: conversion{idna.Lookup.AppendToASCII, idna.MaxInputLen}, format: "text", stdin: true}
	seed := uint32(7)
	for i := range 20000 {
		seed = seed*1664525 + 1013904223
		n := int(seed >> 28) // 0 to 15 pieces
		if i%5 == 0 {
			n = int(seed >> 25) // up to 127: lines past one mask
		}
		var line []byte
		for range n {
			seed = seed*1664525 + 1013904223
			line = append(line, alphabet[int(seed>>24)%len(alphabet)]...)
		}
		for _, spec := range spanSpecs {
			for _, keep := range []bool{false, true} {
				fast := newFieldRecorder(proc, spec, keep)
				full := *fast
				full.text = false
				got, want := getBatch(), getBatch()
				fast.record(got, 1, line, 0)
				full.record(want, 1, line, 0)
				if string(got.out) != string(want.out) || string(got.errOut) != string(want.errOut) || got.failed != want.failed {
					t.Fatalf("%+v keep=%v on %q: %q %q %d, want %q %q %d", spec, keep, line,
						got.out, got.errOut, got.failed, want.out, want.errOut, want.failed)
				}
				putBatch(got)
				putBatch(want)
			}
		}
	}
}
