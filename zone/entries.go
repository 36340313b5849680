package zone

import (
	"strconv"
	"strings"

	"github.com/miekg/dns"
)

// directive handles an entry that begins with '$' and returns the context
// of the entries after it.
func (w *rewriter) directive(e entry, ctx context, depth int) context {
	word := strings.ToUpper(w.text(e.tokens[0]))
	switch {
	case word == "$ORIGIN" && len(e.tokens) > 1:
		if n, ok := w.name(e.tokens[1], ctx); ok {
			ctx.origin = n.abs
		}
	case word == "$INCLUDE" && len(e.tokens) > 1:
		inner := ctx
		if len(e.tokens) > 2 {
			n, ok := w.name(e.tokens[2], ctx)
			if !ok {
				return ctx
			}
			inner.origin = n.abs
		}
		w.include(e.tokens[1], inner, depth)
	}
	return ctx // after $INCLUDE, the origin is as before (RFC 1035 section 5.1)
}

// include converts the file that the token t of an $INCLUDE names.
func (w *rewriter) include(t token, ctx context, depth int) {
	name := w.text(t)
	if t.quoted {
		name = name[1 : len(name)-1]
	}
	if depth+1 >= MaxIncludeDepth {
		w.problem(t.line, "", &IncludeError{File: name, Err: ErrIncludeDepth})
		return
	}
	path, src, err := w.conv.readInclude(w.file, name)
	if err != nil {
		w.problem(t.line, "", &IncludeError{File: name, Err: err})
		return
	}
	w.conv.file(w.res, path, src, ctx, depth+1)
}

// record converts the names of a record entry and checks the record in
// A-label form with miekg/dns. It returns the owner, for the entries after
// it that have none.
func (w *rewriter) record(e entry, ctx context) string {
	toks := e.tokens
	var names []converted
	ok := true
	if !e.blank {
		n, nameOK := w.name(toks[0], ctx)
		names, ok, toks = append(names, n), nameOK, toks[1:]
	}
	for len(toks) > 0 && (isTTL(w.text(toks[0])) || isClass(w.text(toks[0]))) {
		toks = toks[1:]
	}
	generic := len(toks) > 1 && w.text(toks[1]) == `\#` // RFC 3597: no names to see
	if len(toks) > 1 && !generic {
		for _, p := range namePositions[typeOf(w.text(toks[0]))] {
			if p+1 < len(toks) && !toks[p+1].quoted {
				n, nameOK := w.name(toks[p+1], ctx)
				names, ok = append(names, n), ok && nameOK
			}
		}
	}
	owner := ctx.prevOwner
	if !e.blank && ok {
		owner = names[0].abs
	}
	if ok {
		w.check(e, ctx, names, generic)
	}
	return owner
}

// check parses the record e, its names in A-label form, with miekg/dns,
// and compares the names it finds with those Convert took for names
// (unless the data is RFC 3597's generic \\# form).
func (w *rewriter) check(e entry, ctx context, names []converted, generic bool) {
	var b strings.Builder
	if e.blank {
		b.WriteString(ctx.prevOwner + " ")
	}
	at := e.tokens[0].start
	for _, n := range names {
		b.Write(w.src[at:n.tok.start])
		b.WriteString(n.ascii)
		at = n.tok.end
	}
	b.Write(w.src[at:e.end])
	b.WriteByte('\n')
	zp := dns.NewZoneParser(strings.NewReader(b.String()), ctx.origin, w.file)
	zp.SetDefaultTTL(3600)
	rr, got := zp.Next()
	line := e.tokens[0].line
	if !got {
		if err := zp.Err(); err != nil {
			w.problem(line, "", err)
		}
		return
	}
	want := make([]string, 0, len(names))
	for _, n := range names {
		want = append(want, n.abs)
	}
	found := []string{}
	if !e.blank {
		found = append(found, rr.Header().Name)
	}
	for _, p := range Names(rr) {
		if !generic {
			found = append(found, *p)
		}
	}
	if !sameNames(want, found) {
		w.problem(line, "", ErrFieldsDiffer)
	}
}

// sameNames reports whether the names a and b are the same, label by
// label, ignoring ASCII case.
func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		la, _ := decodeName(a[i])
		lb, _ := decodeName(b[i])
		if !strings.EqualFold(strings.Join(la, "\x00"), strings.Join(lb, "\x00")) {
			return false
		}
	}
	return true
}

func (w *rewriter) text(t token) string { return string(w.src[t.start:t.end]) }

// isTTL reports whether s is a TTL: seconds, or BIND's 1h30m.
func isTTL(s string) bool { return s != "" && '0' <= s[0] && s[0] <= '9' }

// isClass reports whether s is a class: IN, CH, CS, HS, NONE, ANY or
// CLASSnnn (RFC 3597).
func isClass(s string) bool {
	s = strings.ToUpper(s)
	if _, ok := dns.StringToClass[s]; ok {
		return true
	}
	n, ok := strings.CutPrefix(s, "CLASS")
	_, err := strconv.ParseUint(n, 10, 16)
	return ok && err == nil
}

// typeOf returns the type a record's type field names: a mnemonic or
// TYPEnnn (RFC 3597); 0 for neither.
func typeOf(s string) uint16 {
	s = strings.ToUpper(s)
	if t, ok := dns.StringToType[s]; ok {
		return t
	}
	if n, ok := strings.CutPrefix(s, "TYPE"); ok {
		if t, err := strconv.ParseUint(n, 10, 16); err == nil {
			return uint16(t)
		}
	}
	return 0
}
