package zone

import (
	"bytes"
	"errors"
	"slices"
	"strings"

	"github.com/miekg/dns"

	"github.com/xn-go/xn/dnsname"
)

// ErrFieldsDiffer is the error of a record whose names, as miekg/dns
// reads them, are not those of the tokens Convert took for names: Convert
// leaves such a record as it is rather than guess.
var ErrFieldsDiffer = errors.New("zone: the names of the record are not where they were expected")

// namePositions are the places of the domain names among the fields of
// each record type's data, in the order of Names.
var namePositions = map[uint16][]int{
	dns.TypeCNAME: {0}, dns.TypeDNAME: {0}, dns.TypeNS: {0}, dns.TypePTR: {0}, dns.TypeNSEC: {0},
	dns.TypeMX: {1}, dns.TypeAFSDB: {1}, dns.TypeKX: {1}, dns.TypeSVCB: {1}, dns.TypeHTTPS: {1},
	dns.TypeSRV: {3}, dns.TypeNAPTR: {5}, dns.TypeSOA: {0, 1}, dns.TypeRP: {0, 1},
}

// An edit replaces src[start:end] with text.
type edit struct {
	start, end int
	text       string
}

// rewriter collects the edits of one file.
type rewriter struct {
	conv  *Converter
	res   *Result
	file  string
	src   []byte
	edits []edit
	forms map[int][]string // by the offset of a line's end: the Unicode forms of its names
}

// converted is a name token as Convert handled it.
type converted struct {
	tok   token
	ascii string // the token in A-labels, for the check
	abs   string // the whole name, absolute, in A-labels
}

func (w *rewriter) problem(line int, name string, err error) {
	w.res.Problems = append(w.res.Problems, &Problem{File: w.file, Line: line, Name: name, Err: err})
}

// name converts the name token t: its edit, its form for the comment, and
// what the check needs; ok is false after a problem.
func (w *rewriter) name(t token, ctx context) (converted, bool) {
	text := string(w.src[t.start:t.end])
	if text == "@" {
		return converted{tok: t, ascii: text, abs: ctx.origin}, true
	}
	a, u, err := forms(text)
	if err == nil && !strings.HasSuffix(a, ".") && a != text {
		err = wholeName(a, ctx.origin)
	}
	if err != nil {
		w.problem(t.line, text, err)
		return converted{}, false
	}
	out := a
	if w.conv.To == Unicode {
		out = u
	}
	if out != text {
		w.edits = append(w.edits, edit{t.start, t.end, out})
	}
	if a != u {
		end := lineEnd(w.src, t.end)
		if w.forms == nil {
			w.forms = map[int][]string{}
		}
		w.forms[end] = append(w.forms[end], u)
	}
	return converted{tok: t, ascii: a, abs: absolute(a, ctx.origin)}, true
}

// wholeName checks the relative name a (A-labels) with its origin: the
// lengths and the rules of IDNA that look at the whole name.
func wholeName(a, origin string) error {
	labels, _ := decodeName(a)
	plain, err := plainName(labels, false)
	if err != nil {
		return err
	}
	if origin != "." {
		plain += "." + origin
	}
	_, err = dnsname.DataToASCII(plain)
	return err
}

// absolute is the name a, relative to origin unless it ends in a dot.
func absolute(a, origin string) string {
	switch {
	case strings.HasSuffix(a, "."):
		return a
	case origin == ".":
		return a + "."
	}
	return a + "." + origin
}

// forms returns the name token text in A-labels and in Unicode, each label
// with nothing to convert kept byte for byte (case and escapes).
func forms(text string) (ascii, unicode string, err error) {
	labels, spans, abs := decodeSpans(text)
	if !dnsname.NeedsConversion(strings.Join(labels, ".")) {
		return text, text, nil
	}
	plain, err := plainName(labels, abs)
	if err != nil {
		return "", "", err
	}
	a, err := dnsname.DataToASCII(plain)
	if err != nil {
		return "", "", err
	}
	u, err := dnsname.DataToUnicode(plain)
	if err != nil {
		return "", "", err
	}
	return rebuild(a, text, labels, spans, abs), rebuild(u, text, labels, spans, abs), nil
}

// rebuild writes the converted name out as a token: the labels that only
// changed case are taken from text, as they were written.
func rebuild(out, text string, labels []string, spans [][2]int, abs bool) string {
	outLabels := strings.Split(strings.TrimSuffix(out, "."), ".")
	if len(outLabels) != len(labels) {
		return joinLabels(outLabels, abs)
	}
	var b strings.Builder
	for i, l := range outLabels {
		if i > 0 {
			b.WriteByte('.')
		}
		if in := labels[i]; !dnsname.NeedsConversion(in) && strings.EqualFold(in, l) {
			b.WriteString(text[spans[i][0]:spans[i][1]])
		} else {
			encodeLabel(&b, l)
		}
	}
	if abs {
		b.WriteByte('.')
	}
	return b.String()
}

// lineEnd is the offset where the line holding offset i ends: its
// newline, or the carriage return before it, or the end of src.
func lineEnd(src []byte, i int) int {
	n := bytes.IndexByte(src[i:], '\n')
	if n < 0 {
		return len(src)
	}
	end := i + n
	if end > 0 && src[end-1] == '\r' {
		end--
	}
	return end
}

// comment is what ASCII adds at the end of a line whose names have the
// Unicode forms given.
func comment(forms []string) string { return "\t; " + strings.Join(forms, " ") }

// output applies the edits and adds (ASCII) or removes (Unicode) the
// comments of the lines with names in Unicode form.
func (w *rewriter) output() []byte {
	for end, fs := range w.forms {
		c := comment(fs)
		has := bytes.HasSuffix(w.src[:end], []byte(c))
		switch {
		case w.conv.To == ASCII && !has:
			w.edits = append(w.edits, edit{end, end, c})
		case w.conv.To == Unicode && has:
			w.edits = append(w.edits, edit{end - len(c), end, ""})
		}
	}
	slices.SortStableFunc(w.edits, func(a, b edit) int { return a.start - b.start })
	var out bytes.Buffer
	out.Grow(len(w.src) + len(w.src)/8)
	at := 0
	for _, e := range w.edits {
		out.Write(w.src[at:e.start])
		out.WriteString(e.text)
		at = e.end
	}
	out.Write(w.src[at:])
	return out.Bytes()
}
