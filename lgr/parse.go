package lgr

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Namespace is the XML namespace of RFC 7940 documents.
const Namespace = "urn:ietf:params:xml:ns:lgr-1.0"

// ParseError reports a malformed or inconsistent LGR document: the element
// at fault, the line it starts on (1-based; 0 when unknown) and what is
// wrong with it.
type ParseError struct {
	Element string
	Line    int
	Msg     string
}

// Error formats the error as "lgr: line N: <element>: message".
func (e *ParseError) Error() string {
	if e.Element == "" {
		return fmt.Sprintf("lgr: line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("lgr: line %d: <%s>: %s", e.Line, e.Element, e.Msg)
}

// maxDocument bounds the size of a document Parse reads (the largest
// reference LGR has about 3.5 MB).
const maxDocument = 64 << 20

// maxDepth bounds element nesting.
const maxDepth = 200

// ParseFile reads an LGR from a file, plain XML or gzip-compressed XML
// (recognized by its content, not its name).
func ParseFile(path string) (*LGR, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	br := bufio.NewReader(f)
	var r io.Reader = br
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("lgr: %s: %w", path, err)
		}
		defer zr.Close()
		r = zr
	}
	return Parse(r)
}

// elem is one element of the document tree.
type elem struct {
	name  string
	attrs []xml.Attr
	kids  []*elem
	text  []byte
	line  int
	seen  int // bit set of the attributes read, for reporting unknown ones
}

func (e *elem) attr(name string) (string, bool) {
	for i, a := range e.attrs {
		if a.Name.Local == name && a.Name.Space == "" {
			e.seen |= 1 << i
			return a.Value, true
		}
	}
	return "", false
}

func (e *elem) get(name string) string { v, _ := e.attr(name); return v }

// Parse reads an LGR document (RFC 7940) and checks it: unknown elements or
// attributes, code points written other than as the RFC requires, duplicate
// repertoire entries, references to undefined classes or rules, misplaced
// names and counts, and variant mappings without their reverse are errors.
func Parse(r io.Reader) (*LGR, error) {
	root, err := readTree(io.LimitReader(r, maxDocument+1))
	if err != nil {
		return nil, err
	}
	p := &parser{l: &LGR{
		chars:   map[string]*Char{},
		single:  map[rune]*Char{},
		classes: map[string]class{},
		rules:   map[string]*node{},
	}, tags: map[string]rangeSet{}}
	if err := p.document(root); err != nil {
		return nil, err
	}
	return p.l, nil
}

func readTree(r io.Reader) (*elem, error) {
	d := xml.NewDecoder(r)
	var stack []*elem
	var root *elem
	for {
		line, _ := d.InputPos()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return nil, &ParseError{Line: se.Line, Msg: "not well-formed XML: " + se.Msg}
			}
			return nil, &ParseError{Line: line, Msg: err.Error()}
		}
		if off := d.InputOffset(); off > maxDocument {
			return nil, &ParseError{Line: line, Msg: fmt.Sprintf("document longer than %d bytes", maxDocument)}
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Space != Namespace {
				return nil, &ParseError{t.Name.Local, line, fmt.Sprintf("element is not in the namespace %s", Namespace)}
			}
			if len(stack) >= maxDepth {
				return nil, &ParseError{t.Name.Local, line, "elements nested too deeply"}
			}
			if len(t.Attr) > 30 {
				return nil, &ParseError{t.Name.Local, line, "too many attributes"}
			}
			e := &elem{name: t.Name.Local, attrs: t.Attr, line: line}
			if len(stack) == 0 {
				if root != nil {
					return nil, &ParseError{e.name, line, "a second root element"}
				}
				root = e
			} else {
				p := stack[len(stack)-1]
				p.kids = append(p.kids, e)
			}
			stack = append(stack, e)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				e := stack[len(stack)-1]
				e.text = append(e.text, t...)
			}
		}
	}
	if root == nil {
		return nil, &ParseError{Line: 1, Msg: "no root element; an LGR document is an <lgr> element"}
	}
	return root, nil
}

type parser struct {
	l     *LGR
	order []*Char // the <char> entries in document order
	tags  map[string]rangeSet
	// pending references from <data> to rules, checked once <rules> is read
	refs []ruleRef
}

type ruleRef struct {
	name, elem string
	line       int
}

func errAt(e *elem, format string, args ...any) error {
	return &ParseError{e.name, e.line, fmt.Sprintf(format, args...)}
}

// checkAttrs reports an attribute that the element's handler did not read.
func checkAttrs(e *elem) error {
	for i, a := range e.attrs {
		if e.seen&(1<<i) == 0 {
			if a.Name.Space == "xmlns" || a.Name.Local == "xmlns" || a.Name.Space == "xml" {
				continue
			}
			return errAt(e, "unknown attribute %q", a.Name.Local)
		}
	}
	return nil
}

// noText reports text content in an element that has none.
func noText(e *elem) error {
	if len(bytes.TrimSpace(e.text)) > 0 {
		return errAt(e, "unexpected text %q", truncate(string(bytes.TrimSpace(e.text))))
	}
	return nil
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func (p *parser) document(root *elem) error {
	if root.name != "lgr" {
		return errAt(root, "the root element must be <lgr>")
	}
	if err := checkAttrs(root); err != nil {
		return err
	}
	if err := noText(root); err != nil {
		return err
	}
	order := 0
	for _, k := range root.kids {
		var rank int
		switch k.name {
		case "meta":
			rank = 1
		case "data":
			rank = 2
		case "rules":
			rank = 3
		default:
			return errAt(k, "unknown element in <lgr> (expected meta, data, rules)")
		}
		if rank <= order {
			return errAt(k, "out of order or repeated: <lgr> holds <meta>, <data>, <rules> in that order, each at most once")
		}
		order = rank
		var err error
		switch rank {
		case 1:
			err = p.meta(k)
		case 2:
			err = p.data(k)
		case 3:
			err = p.rulesSection(k)
		}
		if err != nil {
			return err
		}
	}
	if order < 2 {
		return errAt(root, "no <data> element: an LGR must define its repertoire")
	}
	for _, r := range p.refs {
		n := p.l.rules[r.name]
		if n == nil {
			return &ParseError{r.elem, r.line, fmt.Sprintf("context rule %q is not defined in <rules>", r.name)}
		}
	}
	if err := p.checkSymmetry(); err != nil {
		return err
	}
	if v := p.l.Meta.UnicodeVersion; v != "" && versionLess(unicode.Version, v) {
		p.l.warn = append(p.l.warn, Warning{Kind: WarnNewerUnicode, Version: v})
	}
	p.l.merged = isMerged(&p.l.Meta)
	return nil
}

// versionLess compares dotted version numbers.
func versionLess(a, b string) bool {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) || i < len(bs); i++ {
		var x, y int
		if i < len(as) {
			x, _ = strconv.Atoi(as[i])
		}
		if i < len(bs) {
			y, _ = strconv.Atoi(bs[i])
		}
		if x != y {
			return x < y
		}
	}
	return false
}

// metaOnce are the elements <meta> holds at most once.
var metaOnce = map[string]bool{"version": true, "date": true, "validity-start": true,
	"validity-end": true, "unicode-version": true, "description": true, "references": true}

// meta reads <meta> (section 4.3).
func (p *parser) meta(e *elem) error {
	if err := checkAttrs(e); err != nil {
		return err
	}
	once := map[string]bool{}
	for _, k := range e.kids {
		if metaOnce[k.name] {
			if once[k.name] {
				return errAt(k, "repeated: <meta> holds at most one <%s>", k.name)
			}
			once[k.name] = true
		}
		if k.name != "references" && len(k.kids) > 0 {
			return errAt(k.kids[0], "unexpected element inside <%s>", k.name)
		}
		if err := p.metaElement(k); err != nil {
			return err
		}
		if err := checkAttrs(k); err != nil {
			return err
		}
	}
	return nil
}

// metaElement reads one child of <meta> into the LGR's Meta.
func (p *parser) metaElement(k *elem) error {
	m := &p.l.Meta
	text := strings.TrimSpace(string(k.text))
	switch k.name {
	case "version":
		m.Version, m.VersionComment = text, k.get("comment")
	case "date", "validity-start", "validity-end":
		if !isDate(text) {
			return errAt(k, "date %q must be written YYYY-MM-DD", text)
		}
		switch k.name {
		case "date":
			m.Date = text
		case "validity-start":
			m.ValidityStart = text
		default:
			m.ValidityEnd = text
		}
	case "language":
		if text == "" {
			return errAt(k, "empty language tag")
		}
		m.Languages = append(m.Languages, text)
	case "scope":
		m.Scopes = append(m.Scopes, Scope{k.get("type"), text})
	case "description":
		m.Description = text
		m.DescriptionType = k.get("type")
		if m.DescriptionType == "" {
			m.DescriptionType = "text/plain" // section 4.3.5's default
		}
	case "unicode-version":
		if !isVersion(text) {
			return errAt(k, "Unicode version %q must be written x.y.z", text)
		}
		m.UnicodeVersion = text
	case "references":
		return p.references(k)
	default:
		return errAt(k, "unknown element in <meta>")
	}
	return nil
}

// references reads <references> (section 4.3.8): <reference> elements
// with unique ids.
func (p *parser) references(k *elem) error {
	m := &p.l.Meta
	if err := checkAttrs(k); err != nil {
		return err
	}
	for _, r := range k.kids {
		if r.name != "reference" {
			return errAt(r, "unknown element in <references>")
		}
		id, ok := r.attr("id")
		if !ok {
			return errAt(r, "missing id attribute")
		}
		for _, prev := range m.References {
			if prev.ID == id {
				return errAt(r, "duplicate reference id %q", id)
			}
		}
		m.References = append(m.References, Reference{id, strings.TrimSpace(string(r.text)), r.get("comment")})
		if err := checkAttrs(r); err != nil {
			return err
		}
	}
	return nil
}

func isDate(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for i, c := range []byte(s) {
		if i != 4 && i != 7 && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

func isVersion(s string) bool {
	f := strings.Split(s, ".")
	if len(f) != 3 {
		return false
	}
	for _, x := range f {
		if _, err := strconv.Atoi(x); err != nil || x == "" {
			return false
		}
	}
	return true
}

// checkRefs checks that each identifier of a ref attribute is declared
// and not repeated (section 5.4.1).
func (p *parser) checkRefs(e *elem) error {
	v, ok := e.attr("ref")
	if !ok {
		return nil
	}
	seen := map[string]bool{}
	for _, id := range strings.Fields(v) {
		if seen[id] {
			return errAt(e, "reference %q repeated in ref", id)
		}
		seen[id] = true
		found := false
		for _, r := range p.l.Meta.References {
			if r.ID == id {
				found = true
				break
			}
		}
		if !found {
			return errAt(e, "reference %q is not declared in <references>", id)
		}
	}
	return nil
}

func (p *parser) context(e *elem) (when, notWhen string, err error) {
	when, hasWhen := e.attr("when")
	notWhen, hasNot := e.attr("not-when")
	if hasWhen && hasNot {
		return "", "", errAt(e, "when and not-when are mutually exclusive")
	}
	if hasWhen {
		p.refs = append(p.refs, ruleRef{when, e.name, e.line})
	}
	if hasNot {
		p.refs = append(p.refs, ruleRef{notWhen, e.name, e.line})
	}
	return when, notWhen, nil
}

// span is the code points of one <char> or <range> element, to find a code
// point defined twice.
type span struct {
	lo, hi rune
	line   int
}

// data reads <data>, the repertoire (section 5): <char> and <range>
// entries, then checks that no code point is defined twice.
func (p *parser) data(e *elem) error {
	if err := checkAttrs(e); err != nil {
		return err
	}
	if err := noText(e); err != nil {
		return err
	}
	var spans []span
	for _, k := range e.kids {
		c, err := p.entry(k)
		if err != nil {
			return err
		}
		switch k.name {
		case "char":
			err = p.char(k, c, &spans)
		case "range":
			err = p.rangeEntry(k, c, &spans)
		default:
			return errAt(k, "unknown element in <data> (expected char, range)")
		}
		if err != nil {
			return err
		}
		if err := checkAttrs(k); err != nil {
			return err
		}
	}
	if err := overlaps(spans); err != nil {
		return err
	}
	l := p.l
	sort.Slice(l.ranges, func(i, j int) bool { return l.ranges[i].lo < l.ranges[j].lo })
	if len(l.ranges) > 0 && l.maxSeq < 1 {
		l.maxSeq = 1
	}
	for t, s := range p.tags {
		p.tags[t] = s.normalize()
	}
	return nil
}

// entry reads the attributes that <char> and <range> share: the context
// rule, the tags, the comment and the references.
func (p *parser) entry(k *elem) (*Char, error) {
	if err := noText(k); err != nil {
		return nil, err
	}
	c := &Char{Line: k.line}
	var err error
	if c.When, c.NotWhen, err = p.context(k); err != nil {
		return nil, err
	}
	if tag, ok := k.attr("tag"); ok {
		c.Tags = strings.Fields(tag)
		seen := map[string]bool{}
		for _, t := range c.Tags {
			if seen[t] {
				return nil, errAt(k, "tag %q repeated", t)
			}
			seen[t] = true
		}
	}
	k.get("comment")
	return c, p.checkRefs(k)
}

// char reads a <char> entry of <data>: a code point, a sequence, or the
// empty source of null variants, with its variants.
func (p *parser) char(k *elem, c *Char, spans *[]span) error {
	l := p.l
	cp, ok := k.attr("cp")
	if !ok {
		return errAt(k, "missing cp attribute")
	}
	var err error
	if c.CP, err = parseCPs(cp); err != nil {
		return errAt(k, "%v", err)
	}
	if len(c.CP) > 1 && c.Tags != nil {
		return errAt(k, "a code point sequence cannot carry a tag")
	}
	if len(c.CP) == 0 && len(k.kids) == 0 {
		return errAt(k, "a <char> with an empty cp must define at least one variant")
	}
	key := string(c.CP)
	if prev := l.chars[key]; prev != nil {
		return errAt(k, "code point %s already defined on line %d", cpString(c.CP), prev.Line)
	}
	l.chars[key] = c
	p.order = append(p.order, c)
	switch {
	case len(c.CP) == 1:
		l.single[c.CP[0]] = c
		*spans = append(*spans, span{c.CP[0], c.CP[0], k.line})
		l.stats.CodePoints++
		for _, t := range c.Tags {
			p.tags[t] = append(p.tags[t], rrange{c.CP[0], c.CP[0]})
		}
	case len(c.CP) > 1:
		l.stats.Sequences++
	}
	l.maxSeq = max(l.maxSeq, len(c.CP))
	l.stats.Chars++
	return p.variants(k, c)
}

// rangeEntry reads a <range> entry of <data>: code points first-cp to
// last-cp, which share the context rule and tags and have no variants.
func (p *parser) rangeEntry(k *elem, c *Char, spans *[]span) error {
	first, ok1 := k.attr("first-cp")
	last, ok2 := k.attr("last-cp")
	if !ok1 || !ok2 {
		return errAt(k, "a <range> needs first-cp and last-cp")
	}
	lo, err := parseCP(first)
	if err != nil {
		return errAt(k, "%v", err)
	}
	hi, err := parseCP(last)
	if err != nil {
		return errAt(k, "%v", err)
	}
	if hi < lo {
		return errAt(k, "last-cp %s is before first-cp %s", last, first)
	}
	if len(k.kids) > 0 {
		return errAt(k.kids[0], "a <range> has no child elements")
	}
	l := p.l
	l.ranges = append(l.ranges, rangeChar{lo, hi, c})
	*spans = append(*spans, span{lo, hi, k.line})
	for _, t := range c.Tags {
		p.tags[t] = append(p.tags[t], rrange{lo, hi})
	}
	l.stats.Ranges++
	l.stats.CodePoints += int(hi-lo) + 1
	return nil
}

// overlaps reports a code point defined twice by any mix of <char> and
// <range>, naming the later element and the line of the earlier one.
func overlaps(spans []span) error {
	sort.Slice(spans, func(i, j int) bool { return spans[i].lo < spans[j].lo })
	for i := 1; i < len(spans); i++ {
		if spans[i].lo <= spans[i-1].hi {
			a, b := spans[i-1], spans[i]
			if a.line > b.line {
				a, b = b, a
			}
			return &ParseError{"data", b.line, fmt.Sprintf("code point %04X is also defined on line %d", spans[i].lo, a.line)}
		}
	}
	return nil
}

func (p *parser) variants(e *elem, c *Char) error {
	type key struct{ cp, when, notWhen string }
	seen := map[key]int{}
	for _, v := range e.kids {
		if v.name != "var" {
			return errAt(v, "unknown element in <char> (expected var)")
		}
		if len(v.kids) > 0 {
			return errAt(v.kids[0], "a <var> has no child elements")
		}
		if err := noText(v); err != nil {
			return err
		}
		cp, ok := v.attr("cp")
		if !ok {
			return errAt(v, "missing cp attribute")
		}
		target, err := parseCPs(cp)
		if err != nil {
			return errAt(v, "%v", err)
		}
		vr := Variant{CP: target, Line: v.line}
		if vr.When, vr.NotWhen, err = p.context(v); err != nil {
			return err
		}
		if t, ok := v.attr("type"); ok {
			if t == "" || strings.HasPrefix(t, "_") || strings.ContainsAny(t, " \t\n\r") {
				return errAt(v, "variant type %q must be non-empty, without spaces, and not start with an underscore", t)
			}
			vr.Type = Disposition(t)
		}
		v.get("comment")
		if err := p.checkRefs(v); err != nil {
			return err
		}
		if err := checkAttrs(v); err != nil {
			return err
		}
		k := key{string(target), vr.When, vr.NotWhen}
		if line, dup := seen[k]; dup {
			return errAt(v, "variant %s with the same context already defined on line %d", cpString(target), line)
		}
		seen[k] = v.line
		c.Variants = append(c.Variants, vr)
		p.l.stats.Variants++
	}
	return nil
}

// checkSymmetry requires the reverse of each variant mapping whose source
// and target are both in the repertoire, with the same context (section
// 5.3.5: "the reverse mappings must exist and must agree in their when or
// not-when attributes"). A target outside the repertoire cannot carry the
// reverse mapping and is left alone.
func (p *parser) checkSymmetry() error {
	l := p.l
	check := func(src *Char, srcCP []rune) error {
		for _, v := range src.Variants {
			dst := l.lookup(v.CP)
			if dst == nil || len(v.CP) == 0 && l.chars[""] == nil {
				continue
			}
			if len(v.CP) == 0 {
				dst = l.chars[""]
			}
			found := false
			for _, w := range dst.Variants {
				if equalRunes(w.CP, srcCP) && w.When == v.When && w.NotWhen == v.NotWhen {
					found = true
					break
				}
			}
			if !found {
				return &ParseError{"var", v.Line, fmt.Sprintf("variant %s of %s has no reverse mapping %s → %s with the same context in the repertoire", cpString(v.CP), cpString(srcCP), cpString(v.CP), cpString(srcCP))}
			}
		}
		return nil
	}
	for _, c := range p.order {
		if err := check(c, c.CP); err != nil {
			return err
		}
	}
	return nil
}

func equalRunes(a, b []rune) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
