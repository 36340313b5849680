package main

import (
	"bytes"
	"unsafe"
)

// A fieldSpec says which parts of a line are names, for --field and
// --hosts: the rest of the line passes byte for byte.
type fieldSpec struct {
	field int  // --field N, from 1; 0 with --hosts
	sep   byte // --sep; 0: runs of spaces and tabs
	hosts bool // --hosts: every field after the address, up to a '#'
}

// A span is the offsets of one name in a line.
type span struct{ start, end int }

// spans appends the spans of the names of line (without its line end) to
// dst. The separators are found with bytes.IndexByte, which is what keeps
// --field and --hosts near the speed of the plain stream.
func (f fieldSpec) spans(line []byte, dst []span) []span {
	if f.hosts {
		if i := bytes.IndexByte(line, '#'); i >= 0 {
			line = line[:i] // the comment, which may follow the last name without a space
		}
		tabs := bytes.IndexByte(line, '\t') >= 0
		first := true // the first field is the address
		for i := 0; i < len(line); {
			var s span
			if s, i = nextWhitespaceField(line, i, tabs); s.end > s.start && !first {
				dst = append(dst, s)
			}
			first = false
		}
		return dst
	}
	if f.sep == 0 {
		tabs := bytes.IndexByte(line, '\t') >= 0
		for i, k := 0, 1; i < len(line); k++ {
			var s span
			if s, i = nextWhitespaceField(line, i, tabs); s.end > s.start && k == f.field {
				return append(dst, s)
			}
		}
		return dst
	}
	for start, k := 0, 1; ; k++ {
		end := len(line)
		if i := bytes.IndexByte(line[start:], f.sep); i >= 0 {
			end = start + i
		}
		if bytes.IndexByte(line[start:end], '"') >= 0 {
			return f.quotedSpans(line, dst)
		}
		if k == f.field {
			return append(dst, unquote(line, span{start, end}))
		}
		if end == len(line) {
			return dst
		}
		start = end + 1
	}
}

// quotedSpans is spans for a separated line with a field in double
// quotes before field N or in it: a separator in quotes separates nothing.
func (f fieldSpec) quotedSpans(line []byte, dst []span) []span {
	start, k, quoted := 0, 1, false
	for i := 0; i <= len(line); i++ {
		if i < len(line) && line[i] == '"' {
			quoted = !quoted
		}
		if i < len(line) && (line[i] != f.sep || quoted) {
			continue
		}
		if k == f.field {
			return append(dst, unquote(line, span{start, i}))
		}
		start, k = i+1, k+1
	}
	return dst
}

// nextWhitespaceField returns the next run of bytes other than space and
// tab of line from i (empty at the end of the line), and where the one
// after it begins; tabs says whether line holds a tab.
func nextWhitespaceField(line []byte, i int, tabs bool) (span, int) {
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	start := i
	if !tabs {
		if j := bytes.IndexByte(line[i:], ' '); j >= 0 {
			return span{start, i + j}, i + j
		}
		return span{start, len(line)}, len(line)
	}
	for i < len(line) && line[i] != ' ' && line[i] != '\t' {
		i++
	}
	return span{start, i}, i
}

// unquote narrows a field of a separated line to its name: without the
// spaces around it and, for a CSV field in double quotes, the quotes.
func unquote(line []byte, s span) span {
	for s.start < s.end && line[s.start] == ' ' {
		s.start++
	}
	for s.end > s.start && line[s.end-1] == ' ' {
		s.end--
	}
	if s.end-s.start >= 2 && line[s.start] == '"' && line[s.end-1] == '"' {
		s.start, s.end = s.start+1, s.end-1
	}
	return s
}

// A fieldRecorder converts the names of each line that its spec finds
// and passes the rest of the line through (ascii and unicode), or checks
// them (check).
type fieldRecorder struct {
	p    *processor
	spec fieldSpec
	keep bool // --keep: a name that fails passes unchanged
}

// record appends the record of one line.
func (f *fieldRecorder) record(b *batch, n int, raw []byte, long int) {
	line, end := raw, []byte(nil)
	if k := len(line); k > 0 && line[k-1] == '\r' {
		line, end = line[:k-1], line[k-1:]
	}
	var buf [8]span
	spans := buf[:0]
	if long == 0 {
		spans = f.spec.spans(line, spans)
	}
	if f.p.problems {
		for _, s := range spans {
			f.p.record(b, n, line[s.start:s.end], 0)
		}
		return
	}
	start := len(b.out)
	at := 0
	var failed error
	for _, s := range spans {
		name := unsafe.String(unsafe.SliceData(line[s.start:]), s.end-s.start)
		b.out = append(b.out, line[at:s.start]...)
		at = s.end
		mark := len(b.out)
		var err error
		if len(name) > f.p.limit {
			err = &tooLongError{len(name), f.p.limit}
		} else {
			b.out, err = f.p.apply(b.out, name)
		}
		if err != nil {
			b.out = append(b.out[:mark], name...)
			f.problem(b, n, name, 0, err)
			if failed == nil {
				failed = err
			}
		}
	}
	b.out = append(b.out, line[at:]...)
	if long > 0 {
		// Only the start of the line is here: it cannot pass through.
		failed = &tooLongError{long, f.p.limit}
		f.problem(b, n, string(line), long, failed)
		b.out = b.out[:start]
	}
	f.finish(b, n, raw, start, end, failed)
}

// problem writes the problem of a name on standard error, in text: tsv
// and json say it in their records.
func (f *fieldRecorder) problem(b *batch, n int, name string, long int, err error) {
	if f.p.format == "text" {
		b.errOut = f.p.appendTextError(b.errOut, n, name, long, err, nil)
	}
}

// finish ends the record of a line whose output starts at b.out[start:]:
// the line end, and in tsv a column of the codes of the name that failed
// and in json the record of the line; without --keep, in text, a line
// with a name that failed is written empty.
func (f *fieldRecorder) finish(b *batch, n int, raw []byte, start int, end []byte, failed error) {
	if failed != nil {
		b.failed++
	}
	switch f.p.format {
	case "tsv":
		b.out = append(b.out, '\t')
		if failed != nil {
			b.out = appendCodes(b.out, failed)
		}
	case "json":
		out := append(b.tmp[:0], b.out[start:]...)
		b.tmp = out
		b.out = appendJSONRecord(b.out[:start], n, string(bytes.TrimSuffix(raw, end)), out, failed, f.p.tag)
		return
	default:
		if failed != nil && !f.keep {
			b.out = b.out[:start]
		}
	}
	b.out = append(b.out, end...)
	b.out = append(b.out, '\n')
}
