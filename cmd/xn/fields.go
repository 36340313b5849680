package main

import (
	"bytes"
	"encoding/binary"
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

// The classes of bytes for finding fields (fieldSpec.class).
const (
	plainByte = iota
	blankByte // a space or a tab: between fields separated by blanks
	sepByte   // --sep
	quoteByte // '"', of a CSV field in quotes
	endByte   // '#', the start of a hosts file's comment
)

// classes returns the class of each byte under f: one table lookup a
// byte is what keeps --field and --hosts near the speed of the plain
// stream, where a call of bytes.IndexByte for each field of a short line
// costs more than the line.
func (f fieldSpec) classes() *[256]uint8 {
	var c [256]uint8
	switch {
	case f.sep != 0:
		c[f.sep], c['"'] = sepByte, quoteByte
	default:
		c[' '], c['\t'] = blankByte, blankByte
		if f.hosts {
			c['#'] = endByte
		}
	}
	return &c
}

// spans appends the spans of the names of line (without its line end) to
// dst; class is f.classes().
func (f fieldSpec) spans(line []byte, class *[256]uint8, dst []span) []span {
	if f.sep != 0 {
		return f.separatedSpans(line, class, dst)
	}
	for i, k := 0, 1; ; k++ {
		for i < len(line) && class[line[i]] == blankByte {
			i++
		}
		if i == len(line) || class[line[i]] == endByte {
			return dst
		}
		start := i
		i += f.plainRun(line[i:], class)
		switch {
		case f.hosts && k > 1: // the first field is the address
			dst = append(dst, span{start, i})
		case !f.hosts && k == f.field:
			return append(dst, span{start, i})
		}
	}
}

// separatedSpans is spans for --sep: a separator inside double quotes
// separates nothing.
func (f fieldSpec) separatedSpans(line []byte, class *[256]uint8, dst []span) []span {
	start, k, quoted := 0, 1, false
	for i := 0; ; i++ {
		i += f.plainRun(line[i:], class)
		if i < len(line) && class[line[i]] == quoteByte {
			quoted = !quoted
			continue
		}
		if i < len(line) && quoted {
			continue
		}
		if k == f.field {
			return append(dst, unquote(line, span{start, i}))
		}
		if i >= len(line) {
			return dst
		}
		start, k = i+1, k+1
	}
}

// plainRun returns the length of the run of plain bytes that b begins
// with. It goes eight bytes at a time while no byte of a word is one of
// the special bytes of f: for each, x = word^(byte*0x01…) has a byte 0
// exactly there, and (x-0x01…)&^x&0x80… is not 0 exactly when x has one
// (the has-zero-byte test). On the short lines of lists this is most of
// what --field and --hosts add to the plain stream.
func (f fieldSpec) plainRun(b []byte, class *[256]uint8) int {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	a, c, d := uint64(f.sep)*lo, uint64('"')*lo, uint64('"')*lo
	if f.sep == 0 {
		a, c, d = ' '*lo, '\t'*lo, '#'*lo
	}
	i := 0
	for ; i+8 <= len(b); i += 8 {
		w := binary.LittleEndian.Uint64(b[i:])
		x, y, z := w^a, w^c, w^d
		if ((x-lo)&^x|(y-lo)&^y|(z-lo)&^z)&hi != 0 {
			break
		}
	}
	for i < len(b) && class[b[i]] == plainByte {
		i++
	}
	return i
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
	p     *processor
	spec  fieldSpec
	class *[256]uint8 // spec.classes()
	keep  bool        // --keep: a name that fails passes unchanged
}

// newFieldRecorder returns the recorder of spec for the names of p.
func newFieldRecorder(p *processor, spec fieldSpec, keep bool) *fieldRecorder {
	return &fieldRecorder{p: p, spec: spec, class: spec.classes(), keep: keep}
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
		spans = f.spec.spans(line, f.class, spans)
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
	if failed == nil && long == 0 && f.p.format == "text" {
		b.out = append(append(b.out, end...), '\n') // the common case
		return
	}
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
