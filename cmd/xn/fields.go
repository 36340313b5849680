package main

import (
	"bytes"
	"encoding/binary"
	"math/bits"
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

// Words of eight bytes, for byteMasksWords: ones has 0x01 in each byte,
// low7 0x7f.
const (
	ones = 0x0101010101010101
	low7 = 0x7f7f7f7f7f7f7f7f
)

// zeros returns x with 0x80 in each byte that is 0 and 0 in every other:
// the low seven bits of a byte plus 0x7f carry into its high bit unless
// they are 0, so that no carry crosses bytes and every byte is exact.
func zeros(x uint64) uint64 {
	return ^((x&low7 + low7) | x | low7)
}

// packHigh packs the high bits of the eight bytes of m, no other bit set,
// into its low eight bits, byte 0's in bit 0.
func packHigh(m uint64) uint64 { return (m >> 7) * 0x0102040810204080 >> 56 }

// wordAt returns the eight bytes of s from i on, the first in the low
// byte, with 0 for those past its end.
func wordAt(s []byte, i int) uint64 {
	switch n := len(s); {
	case i+8 <= n:
		return binary.LittleEndian.Uint64(s[i:])
	case n >= 8:
		return binary.LittleEndian.Uint64(s[n-8:]) >> (8 * (i + 8 - n))
	default:
		var w uint64
		for j := n - 1; j >= i; j-- {
			w = w<<8 | uint64(s[j])
		}
		return w
	}
}

// byteMasksWords is byteMasks eight bytes at a time, in Go: the one of
// other machines, and on amd64 what the tests compare the SSE2 one with.
func byteMasksWords(s []byte, a, b, c byte) (ma, mb, mc uint64) {
	s = s[:min(len(s), 64)]
	for i := 0; i < len(s); i += 8 {
		w := wordAt(s, i)
		past := ^uint64(0) // the bytes before the end of s
		if k := len(s) - i; k < 8 {
			past = 1<<(8*k) - 1
		}
		ma |= packHigh(zeros(w^(ones*uint64(a)))&past) << i
		mb |= packHigh(zeros(w^(ones*uint64(b)))&past) << i
		mc |= packHigh(zeros(w^(ones*uint64(c)))&past) << i
	}
	return ma, mb, mc
}

// spans appends the spans of the names of line (without its line end) to
// dst. byteMasks finds the special bytes (blanks, --sep, quotes, the '#'
// of --hosts) of 64 bytes at a time, and the loops go from one to the next
// with bits.TrailingZeros64, so that a short line costs a few steps rather
// than one a byte: finding the names is most of what --field and --hosts
// add to the plain stream.
func (f fieldSpec) spans(line []byte, dst []span) []span {
	if f.hosts {
		return hostsSpans(line, dst)
	}
	if s, ok := f.find(line); ok {
		return append(dst, s)
	}
	return dst
}

// find finds the field of --field N in line; ok says whether the line
// has it.
func (f fieldSpec) find(line []byte) (s span, ok bool) {
	if f.sep == 0 {
		return f.blankField(line)
	}
	return f.separatedField(line)
}

// findText is r.spec.find for record's common case: a line of fewer than
// 64 bytes, with a --sep and no quote, in one mask and with no loop but
// the one to the field's start; any other line goes to find.
func (r *fieldRecorder) findText(line []byte) (s span, ok bool) {
	f := &r.spec
	if f.sep == 0 || len(line) >= 64 {
		return f.find(line)
	}
	m, q := byteMasks2(line, f.sep, '"')
	if q != 0 {
		return f.separatedField(line)
	}
	end := uint64(1) << len(line) // past the last field
	m |= end
	for k := 1; k < f.field; k++ {
		if m == end {
			return span{}, false
		}
		s.start = bits.TrailingZeros64(m) + 1
		m &= m - 1
	}
	// unquote without quotes: the spaces around the name.
	s.end = bits.TrailingZeros64(m)
	for s.start < s.end && line[s.start] == ' ' {
		s.start++
	}
	for s.end > s.start && line[s.end-1] == ' ' {
		s.end--
	}
	return s, true
}

// separatedField finds field f.field of a line of --sep; ok says whether
// the line has it. A separator inside double quotes separates nothing:
// at a quote before the field's end, quotedField takes over.
func (f fieldSpec) separatedField(line []byte) (s span, ok bool) {
	prev, k := 0, 1 // the start of field k
	for base := 0; base < len(line); base += 64 {
		m, q, _ := byteMasks(line[base:], f.sep, '"', '"')
		if q != 0 {
			m &= q&-q - 1 // the separators before the first quote
		}
		for ; m != 0; m &= m - 1 {
			p := base + bits.TrailingZeros64(m)
			if k == f.field {
				return unquote(line, span{prev, p}), true
			}
			prev, k = p+1, k+1
		}
		if q != 0 {
			return f.quotedField(line)
		}
	}
	if k == f.field {
		return unquote(line, span{prev, len(line)}), true
	}
	return span{}, false
}

// quotedField is separatedField byte by byte, for a line with a quote.
func (f fieldSpec) quotedField(line []byte) (s span, ok bool) {
	start, k, quoted := 0, 1, false
	for i := 0; i <= len(line); i++ {
		switch {
		case i < len(line) && line[i] == '"':
			quoted = !quoted
		case i < len(line) && (line[i] != f.sep || quoted):
		case k == f.field:
			return unquote(line, span{start, i}), true
		default:
			start, k = i+1, k+1
		}
	}
	return span{}, false
}

// blankField finds field f.field of a line whose fields are separated by
// runs of blanks (spaces and tabs); ok says whether the line has it.
func (f fieldSpec) blankField(line []byte) (s span, ok bool) {
	prev, k := 0, 1 // the start of field k, if it is not a blank
	for base := 0; base < len(line); base += 64 {
		sp, tab, _ := byteMasks(line[base:], ' ', '\t', '\t')
		for m := sp | tab; m != 0; m &= m - 1 {
			p := base + bits.TrailingZeros64(m)
			if p > prev {
				if k == f.field {
					return span{prev, p}, true
				}
				k++
			}
			prev = p + 1
		}
	}
	if prev < len(line) && k == f.field {
		return span{prev, len(line)}, true
	}
	return span{}, false
}

// hostsSpans is spans for --hosts: the fields separated by blanks after
// the first (the address), up to the first '#'.
func hostsSpans(line []byte, dst []span) []span {
	prev, k := 0, 1 // the start of field k, if it is not a blank
	for base := 0; base < len(line); base += 64 {
		sp, tab, hash := byteMasks(line[base:], ' ', '\t', '#')
		m := sp | tab
		if hash != 0 {
			hash &= -hash // the first '#', where the names end
			m = m&(hash-1) | hash
		}
		for ; m != 0; m &= m - 1 {
			p := base + bits.TrailingZeros64(m)
			if p > prev {
				if k > 1 {
					dst = append(dst, span{prev, p})
				}
				k++
			}
			prev = p + 1
		}
		if hash != 0 {
			return dst
		}
	}
	if prev < len(line) && k > 1 {
		dst = append(dst, span{prev, len(line)})
	}
	return dst
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
	text bool // text records, of ascii or unicode: the common case
}

// newFieldRecorder returns the recorder of spec for the names of p.
func newFieldRecorder(p *processor, spec fieldSpec, keep bool) *fieldRecorder {
	return &fieldRecorder{p: p, spec: spec, keep: keep, text: p.format == "text" && !p.problems}
}

// fullRecord is record for a line in tsv or json, a line with
// --problems, or the start of a line too long for the buffer.
func (f *fieldRecorder) fullRecord(b *batch, n int, raw []byte, long int) {
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
		if err := f.convert(b, n, line[at:s.end], s.start-at); err != nil && failed == nil {
			failed = err
		}
		at = s.end
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

// record appends the record of one line. A whole line in text, the
// common case, is done here: the names converted straight into the output
// between the bytes around them, which are copied from the line as they
// are; fullRecord does the others.
func (f *fieldRecorder) record(b *batch, n int, raw []byte, long int) {
	if long != 0 || !f.text {
		f.fullRecord(b, n, raw, long)
		return
	}
	line := raw
	if k := len(line); k > 0 && line[k-1] == '\r' {
		line = line[:k-1]
	}
	start, at := len(b.out), 0
	failed := false
	if f.spec.hosts && len(line) < 64 {
		// hostsText in one mask: the fields are the runs of bytes that
		// are not blanks before the first '#' (or the end), their starts
		// and ends found all at once.
		blank, hash := blankHashMasks(line)
		in := hash&-hash - 1 // the bytes before the first '#'
		if hash == 0 {
			in = 1<<len(line) - 1
		}
		in &^= blank                           // those of the fields
		starts, ends := in&^(in<<1), in<<1&^in // ends: the byte after each
		// The first field is the address.
		starts, ends = starts&(starts-1), ends&(ends-1)
		for ; starts != 0; starts, ends = starts&(starts-1), ends&(ends-1) {
			s, e := bits.TrailingZeros64(starts), bits.TrailingZeros64(ends)
			failed = f.convert(b, n, line[at:e], s-at) != nil || failed
			at = e
		}
	} else if f.spec.hosts {
		at, failed = f.hostsText(b, n, line)
	} else if s, ok := f.findText(line); ok {
		failed = f.convert(b, n, line[:s.end], s.start) != nil
		at = s.end
	}
	if failed {
		b.failed++
		if !f.keep {
			// A line with a name that failed is written empty.
			b.out, at = b.out[:start], len(line)
		}
	}
	out := append(b.out, raw[at:]...) // the rest of the line and its end
	b.out = append(out, '\n')
}

// hostsText is record's loop for --hosts: hostsSpans with each name
// converted into b.out as it is found, without a list of spans. It
// returns the end of the last name in line (0 if none) and whether a
// conversion failed.
func (f *fieldRecorder) hostsText(b *batch, n int, line []byte) (at int, failed bool) {
	prev, k := 0, 1 // the start of field k, if it is not a blank
	for base := 0; base < len(line); base += 64 {
		sp, tab, hash := byteMasks(line[base:], ' ', '\t', '#')
		m := sp | tab
		if hash != 0 {
			hash &= -hash // the first '#', where the names end
			m = m&(hash-1) | hash
		}
		for ; m != 0; m &= m - 1 {
			p := base + bits.TrailingZeros64(m)
			if p > prev {
				if k > 1 {
					failed = f.convert(b, n, line[at:p], prev-at) != nil || failed
					at = p
				}
				k++
			}
			prev = p + 1
		}
		if hash != 0 {
			return at, failed
		}
	}
	if prev < len(line) && k > 1 {
		failed = f.convert(b, n, line[at:], prev-at) != nil || failed
		at = len(line)
	}
	return at, failed
}

// convert appends the bytes of part before name, the bytes from name on,
// then the conversion of the name, or the name itself if it fails: then
// it writes the problem (in text) and returns it.
func (f *fieldRecorder) convert(b *batch, n int, part []byte, name int) error {
	out := append(b.out, part[:name]...)
	s := unsafe.String(unsafe.SliceData(part[name:]), len(part)-name)
	if len(s) > f.p.limit {
		b.out = out
		return f.failed(b, n, s, &tooLongError{len(s), f.p.limit})
	}
	conv, err := f.p.apply(out, s)
	if err != nil {
		b.out = out // what apply appended is dropped
		return f.failed(b, n, s, err)
	}
	b.out = conv
	return nil
}

// failed appends name as it is in place of its conversion, which failed
// with err, writes the problem (in text) and returns err.
func (f *fieldRecorder) failed(b *batch, n int, name string, err error) error {
	b.out = append(b.out, name...)
	f.problem(b, n, name, 0, err)
	return err
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
