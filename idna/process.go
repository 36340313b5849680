package idna

import (
	"bytes"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/urlhost"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// UnicodeVersion is the Unicode version of the tables in this build: 15.0.0
// with Go 1.26, 17.0.0 with Go 1.27, following Go's unicode package and
// golang.org/x/text.
const UnicodeVersion = tables.UnicodeVersion

// A labelValue is one label of the name on its way through the pipeline:
// mapping (mapLabel) or Punycode decoding (decodeLabel) makes it, and the
// validity checks, the Bidi rule and the encoder read it.
//
// Every label of a name keeps one until the name is done, and hostile
// input has a label per byte (64 KiB of dots), so its offsets are int32,
// which hold any offset of an input of at most MaxInputLen bytes and of
// what it maps to: 40 bytes a label rather than 64.
type labelValue struct {
	index       int   // position in the name, from 0
	src, srcEnd int32 // the input label it came from: input[src:srcEnd]
	start, end  int32 // its Unicode form: buf[start:end]
	// props[ps:pe] are the table properties of its code points, in order.
	// They are collected for every label that is not ASCII once
	// validation has run (ps == pe for an ASCII label).
	ps, pe int32
	origin origin
	ascii  bool  // the Unicode form is all ASCII
	plain  bool  // mapping found every code point lowercase LDH, or valid and not CONTEXTO
	bidi   uint8 // bidiRTL, bidiAN: what the label holds
}

// origin tells how a label's Unicode form was made.
type origin uint8

const (
	// fromText: the input label, mapped and normalized (or as it is, for
	// profiles without mapping).
	fromText origin = iota
	// decoded: decoded from an xn-- label.
	decoded
	// decodedInput: decoded from an xn-- label that is the input label
	// itself, in lowercase: that input label is the ASCII form.
	decodedInput
	// undecodable: an xn-- label that did not decode, kept as it is.
	undecodable
)

// collected reports whether props[lv.ps:lv.pe] hold the label's code points.
func (lv *labelValue) collected() bool { return lv.pe > lv.ps }

// fromACE reports whether the label was an xn-- label (o.isACE), decoded
// or not: the label that P4 and the decoded label's rules are about.
func (lv *labelValue) fromACE() bool { return lv.origin != fromText }

// empty reports whether the label's Unicode form is empty.
func (lv *labelValue) empty() bool { return lv.start == lv.end }

const (
	bidiRTL uint8 = 1 << iota // contains R or AL
	bidiAN                    // contains AN
)

// bidiFlags returns what a code point of properties p adds to a label's
// bidi flags.
func bidiFlags(p tables.Props) uint8 {
	switch p.Bidi() {
	case tables.BidiR, tables.BidiAL:
		return bidiRTL
	case tables.BidiAN:
		return bidiAN
	}
	return 0
}

// state is one conversion: its request (profile options, input, direction)
// and the buffers the pipeline writes into, pooled.
type state struct {
	o       *options
	input   string
	ldh     bool // the input is all LDH bytes and U+002E dots (asciiScan)
	toASCII bool
	trans   bool // transitional processing for this call

	// tab holds the Unicode tables of the profile (options.table), for
	// the hot paths to reach through this pointer.
	tab *tables.Table

	buf      []byte         // the Unicode form of the name
	out      []byte         // the ASCII form
	mapped   []byte         // one input label after mapping
	normed   []byte         // one input label after NFC, when mapping left it denormalized
	labels   []labelValue   // the labels of the name
	props    []tables.Props // the code points of the labels, by labelValue.ps and pe
	runes    []rune         // the code points of one label, for the encoder
	problems []Problem
	omitted  int // problems found beyond the cap and not recorded (keep)
	pending  []pendingOffset
	// tracing: Explain runs this conversion, and reads every problem
	// (see keep); what ran it derives afterwards (conversionSteps).
	tracing bool
	// full makes ToASCII's steps run in full after a problem (see
	// doomed): Explain and the conformance test's best-effort output
	// read their result.
	full bool
}

// startTracing makes the conversion keep every problem and run its steps in
// full, for Explain.
func (st *state) startTracing() {
	st.tracing = true
	st.full = true
}

var statePool = sync.Pool{New: func() any {
	return &state{
		buf:    make([]byte, 0, 256),
		out:    make([]byte, 0, 256),
		mapped: make([]byte, 0, 256),
		normed: make([]byte, 0, 256),
		labels: make([]labelValue, 0, 8),
		runes:  make([]rune, 0, 64),
		props:  make([]tables.Props, 0, 64),
	}
}}

func getState(o *options, input string, toASCII bool) *state {
	st := statePool.Get().(*state)
	st.o = o
	st.input = input
	st.ldh = false
	st.toASCII = toASCII
	st.trans = o.transitionalFor(toASCII)
	st.tab = o.table()
	st.buf = st.buf[:0]
	if len(input) <= MaxInputLen {
		st.buf = slices.Grow(st.buf, len(input)+len(input)/2)
	}
	st.labels = st.labels[:0]
	st.runes = st.runes[:0]
	st.props = st.props[:0]
	st.problems = nil
	st.omitted = 0
	st.pending = st.pending[:0]
	st.tracing = false
	st.full = false
	return st
}

func putState(st *state) {
	// Keep states sized for anything up to MaxInputLen, so that large
	// inputs do not start from small buffers every time.
	const maxKeep = 4 * MaxInputLen
	if cap(st.buf) > maxKeep || cap(st.out) > maxKeep || cap(st.mapped) > maxKeep ||
		cap(st.normed) > maxKeep || cap(st.runes) > maxKeep || cap(st.props) > maxKeep || cap(st.labels) > 2*MaxInputLen {
		return // let oversized buffers go
	}
	st.input = ""
	st.problems = nil
	st.omitted = 0
	statePool.Put(st)
}

// A place says where a problem is: the label (its index from 0; -1 for
// the whole name), the input span input[src:srcEnd] that holds the
// offending code point, and which occurrence of it there (k, from 0).
type place struct{ label, src, srcEnd, k int }

// wholeName is the place of a problem about the whole name. A function,
// not a variable: the constant costs no data in every program.
func wholeName() place { return place{label: -1} }

// at is the place of a problem in label lv.
func (lv *labelValue) at() place { return lv.nth(0) }

// nth is the place of a problem about the k-th occurrence (from 0) of its
// code point in label lv.
func (lv *labelValue) nth(k int) place { return place{lv.index, int(lv.src), int(lv.srcEnd), k} }

// report records a violation of rule code at a place, about code point r
// (r < 0: about the label or name as a whole), in the family familyOf
// gives. It returns the problem, for a caller to add a detail or a
// length, or nil past the cap, where only a count is kept (see keep).
// The offset of r in the input is found later, in one pass per label
// (resolveOffsets), so that a label of many offending code points costs
// linear time. Not inlined: problems are the cold path, and inlining its
// two appends at its fifty call sites grew the binary by kilobytes.
//
//go:noinline
func (st *state) report(code rule.Code, at place, r rune) *Problem {
	family := familyOf(code)
	code = st.o.ownCode(code)
	if !st.keep(code) {
		st.omitted++
		return nil
	}
	st.problems = append(st.problems, Problem{Code: code, Label: at.label, Offset: at.src, Rune: r, Err: family})
	if r >= 0 && at.srcEnd > at.src {
		st.pending = append(st.pending, pendingOffset{problem: len(st.problems) - 1, r: r, k: at.k, src: at.src, srcEnd: at.srcEnd})
	}
	return &st.problems[len(st.problems)-1]
}

// keep reports whether a problem of the code is recorded: the first
// MaxProblems problems are, and after them the first of each code not
// yet seen, so that Codes, Has and errors.Is still see every rule broken.
// The rest are only counted, which keeps the memory of a call on hostile
// input (64 KiB of dots breaks a rule per label) in proportion to the
// input, not to the problems. Explain's trace records them all: its
// verdicts are per label.
func (st *state) keep(code rule.Code) bool {
	if len(st.problems) < MaxProblems || st.tracing {
		return true
	}
	for i := range st.problems {
		if st.problems[i].Code == code {
			return false
		}
	}
	return true
}

// pendingOffset is a problem whose code point still has to be found in the
// input label input[src:srcEnd].
type pendingOffset struct {
	problem, k  int
	r           rune
	src, srcEnd int
}

// pendingBefore orders pending offsets by code point, then occurrence.
func pendingBefore(a, b pendingOffset) bool {
	return a.r < b.r || a.r == b.r && a.k < b.k
}

// resolveOffsets sets the offset of each pending problem to the input
// offset of the k-th occurrence of its code point in its label, when the
// code point appears there unchanged; otherwise the offset stays the start
// of the label.
func (st *state) resolveOffsets() {
	p := st.pending
	for len(p) > 0 {
		// The pending problems of one input label.
		n := 1
		for n < len(p) && p[n].src == p[0].src && p[n].srcEnd == p[0].srcEnd {
			n++
		}
		group := p[:n]
		p = p[n:]
		if len(group) == 1 && group[0].k == 0 {
			g := group[0]
			for i, c := range st.input[g.src:g.srcEnd] {
				if c == g.r {
					st.problems[g.problem].Offset = g.src + i
					break
				}
			}
			continue
		}
		// Walk the label once, counting the occurrences of each code
		// point asked for; memory in proportion to the problems, not
		// to the occurrences (a label of 64 KiB of hyphens has 65,536).
		// By code point, then occurrence. Insertion sort: a group holds
		// only the problems recorded for one label (the cap, MaxProblems,
		// and one for each further code), and slices.SortFunc would link
		// a generic sort of some 10 KB into every converting program.
		for i := 1; i < len(group); i++ {
			for j := i; j > 0 && pendingBefore(group[j], group[j-1]); j-- {
				group[j], group[j-1] = group[j-1], group[j]
			}
		}
		type cursor struct{ next, end, seen int }
		curs := make(map[rune]*cursor, 4)
		for i := 0; i < len(group); {
			j := i + 1
			for j < len(group) && group[j].r == group[i].r {
				j++
			}
			curs[group[i].r] = &cursor{next: i, end: j}
			i = j
		}
		src := group[0].src
		for i, c := range st.input[src:group[0].srcEnd] {
			cur, ok := curs[c]
			if !ok {
				continue
			}
			for cur.next < cur.end && group[cur.next].k == cur.seen {
				st.problems[group[cur.next].problem].Offset = src + i
				cur.next++
			}
			cur.seen++
		}
	}
	st.pending = st.pending[:0]
}

func (st *state) err() error {
	if len(st.problems) == 0 {
		return nil
	}
	return st.newError()
}

// newError is the cold half of err, kept out of err's inlined copies.
//
//go:noinline
func (st *state) newError() error {
	st.resolveOffsets()
	return &Error{Input: st.input, Problems: st.problems, Omitted: st.omitted, opts: st.o}
}

// process runs UTS #46 section 4 (or the profile's standard) over the whole
// input, leaving the Unicode form in st.buf and its labels in st.labels.
func (st *state) process() {
	s := st.input
	if st.o.refuses() {
		// A profile built with an option its standard cannot apply
		// converts nothing: see Profile.With.
		st.reportRefused()
		return
	}
	if len(s) > MaxInputLen {
		st.report(rule.TOOLONG, wholeName(), -1)
		return
	}
	// The mapping step decodes every non-ASCII label anyway and reports
	// invalid UTF-8 as it goes (mapLabel), which spares host names a
	// separate pass. Other profiles, and long input (where one fast pass
	// makes invalid input fail at once instead of after mapping it all),
	// check first.
	mapping := st.o.maps()
	if (!mapping || len(s) > validateFirstLen) && !utf8.ValidString(s) {
		st.invalidUTF8(utf8fast.FirstInvalid(s))
		return
	}
	if !st.addLabels(s) {
		return
	}
	// The Bidi rule applies whether or not labels are validated, as in
	// golang.org/x/net/idna, where BidiRule is separate from
	// ValidateLabels.
	if st.o.checksBidi(bidiDomain(st.labels)) {
		st.checkBidiLabels()
	}
	if st.o.forbidden != nil {
		st.o.forbidden(st)
	}
	if st.o.checksEmpty() && len(st.buf) == 0 && len(st.problems) == 0 {
		if pr := st.report(rule.EMPTY, wholeName(), -1); pr != nil {
			pr.Detail = emptyNameDetail(s)
		}
	}
}

// reportRefused records OPTION for each option the profile refused.
func (st *state) reportRefused() {
	for _, name := range st.o.refused {
		if pr := st.report(rule.OPTION, wholeName(), -1); pr != nil {
			pr.Detail = name
		}
	}
}

// addLabels maps and converts the labels of s in turn (inputLabel). At
// invalid UTF-8, which mapping finds as it goes, it stops and makes that
// the only problem: then it returns false.
func (st *state) addLabels(s string) bool {
	if len(s) > validateFirstLen {
		// Size the label list once: grown step by step, it allocates
		// several times its final size, and hostile input has a label
		// per byte. The other IDNA dots are rare enough to leave to
		// append. A loop rather than strings.Count, which would link
		// substring search.
		n := 1
		for i := 0; i < len(s); i++ {
			if s[i] == '.' {
				n++
			}
		}
		st.labels = slices.Grow(st.labels, n)
	}
	start := 0
	if st.o.removeLeadingDots {
		for start < len(s) {
			i, n := st.indexDot(s[start:])
			if i != 0 {
				break
			}
			start += n
		}
	}
	for {
		i, n := st.indexDot(s[start:])
		end := len(s)
		if i >= 0 {
			end = start + i
		}
		if bad := st.inputLabel(start, end, i < 0); bad >= 0 {
			st.invalidUTF8(bad)
			return false
		}
		if i < 0 {
			return true
		}
		start = end + n
	}
}

// emptyNameDetail says why a name is empty once processed.
func emptyNameDetail(input string) string {
	if input == "" {
		return "the name is empty"
	}
	return "the name is empty once mapped: every code point of it is ignored by the mapping step"
}

// validateFirstLen is the input length above which process checks the
// whole input for invalid UTF-8 before mapping it: above nearly every host
// name (253 octets in ASCII form), and low enough that a long hostile input
// pays one fast scan, not the mapping of its whole length.
const validateFirstLen = 256

// invalidUTF8 makes the input's invalid UTF-8 at byte off the only
// problem: nothing else about such input is meaningful. Not inlined: a
// cold path, with two call sites in process.
//
//go:noinline
func (st *state) invalidUTF8(off int) {
	st.labels = st.labels[:0]
	st.buf = st.buf[:0]
	st.pending = st.pending[:0]
	st.omitted = 0
	st.problems = append(st.problems[:0], Problem{Code: rule.UTF8, Label: -1, Offset: off, Rune: -1, Err: familyOf(rule.UTF8)})
}

// indexDot finds the next label separator. In an input of LDH bytes and
// dots, the only separator is U+002E. Profiles without mapping
// (Registration, IDNA2008) take the input as already canonical, so only
// U+002E separates labels there, and the other three IDNA dots, which UTS #46
// maps to it, are errors like any other mapped character.
func (st *state) indexDot(s string) (i, size int) {
	if st.o.noMapping || st.ldh {
		i := strings.IndexByte(s, '.')
		if i < 0 {
			return -1, 0
		}
		return i, 1
	}
	return label.IndexDot(s)
}

// inputLabel maps and normalizes one label of the input (the text between
// two of the four IDNA dots) and adds the label it becomes to the name. It
// returns the offset of invalid UTF-8 found while mapping, or -1. NFC never
// acts across a full stop, so this equals mapping the whole name first. No
// mapping of the current tables produces a full stop (U+2488, which mapped
// to "1." in older ones, is disallowed), but should one, the label is split
// there.
func (st *state) inputLabel(src, srcEnd int, last bool) (badUTF8 int) {
	in := st.input[src:srcEnd]
	ps := int32(len(st.props))
	lv := labelValue{src: int32(src), srcEnd: int32(srcEnd), ps: ps, pe: ps}
	var text []byte
	switch {
	case !st.o.maps():
		text = append(st.mapped[:0], in...)
		st.mapped = text
	default:
		m := st.mapLabel(in, src)
		if m.badUTF8 >= 0 {
			return m.badUTF8
		}
		text = m.text
		lv.pe, lv.ascii, lv.bidi = m.pe, m.ascii, m.bidi
		lv.plain = m.plain && lv.collected()
		if !m.inert && !st.isNFC(text, true) {
			// Exact NFC, without the U+034F x/text puts into long
			// runs of marks, by the table's version (normversion.go).
			st.normed = st.nfc(st.normed[:0], text)
			text = st.normed
			lv.pe, lv.plain = lv.ps, false // the code points changed
		}
	}
	if bytes.IndexByte(text, '.') >= 0 {
		// Code points are used for a whole label only, not for the
		// labels into which a full stop from mapping splits it.
		st.props = st.props[:lv.ps]
		lv.pe, lv.plain = lv.ps, false
		for i := bytes.IndexByte(text, '.'); i >= 0; i = bytes.IndexByte(text, '.') {
			st.addLabel(text[:i], lv, false)
			text = text[i+1:]
		}
	}
	st.addLabel(text, lv, last)
	return -1
}

func isASCII[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// mappedLabel is the result of the mapping step for one input label.
type mappedLabel struct {
	text []byte
	// props[ps:pe] (of the state) hold the properties of text's code
	// points when pe > ps; mapping leaves them out where collecting them
	// would not pay (an LDH label) or where they would not be those of
	// text (transitional processing maps deviations inside mapping
	// targets once more).
	pe int32
	// inert: every code point of text is NFC-inert, so text is in NFC.
	inert bool
	// plain: every code point is lowercase LDH, or of status valid and
	// not CONTEXTO; then validation needs nothing from them but ascii
	// and bidi, and skips its loop over them. Meaningful when collected.
	plain bool
	ascii bool  // text is all ASCII
	bidi  uint8 // bidiRTL, bidiAN: what text holds
	// badUTF8 is the input offset of the first invalid UTF-8 byte, or -1;
	// then the rest is meaningless.
	badUTF8 int
}

// mapLabel applies the UTS #46 mapping step to one input label, which
// starts at input offset src.
func (st *state) mapLabel(in string, src int) mappedLabel {
	if ldhLower(in) {
		// The common case, an LDH label in lowercase (xn-- labels
		// included), maps to itself. Tested first, so that its loop
		// holds few values in registers.
		st.mapped = append(st.mapped[:0], in...)
		return mappedLabel{text: st.mapped, pe: int32(len(st.props)), inert: true, plain: true, ascii: true, badUTF8: -1}
	}
	return st.mapCodePoints(in, src)
}

// mapCodePoints is mapLabel for a label that is not lowercase LDH: it maps
// it code point by code point, collecting their properties.
func (st *state) mapCodePoints(in string, src int) mappedLabel {
	out, props := st.mapped[:0], st.props
	if len(in) > validateFirstLen {
		// A long label: room for its usual mapping at once, since
		// growing step by step allocates several times the final size.
		out, props = slices.Grow(out, len(in)), slices.Grow(props, len(in))
	}
	ps := len(st.props)
	inert, plain, nonASCII, bidi := true, true, false, uint8(0)
	p1 := false // P1 is reported once per label, for its first disallowed code point
	// Code points that map to themselves are copied in runs: in[kept:i]
	// is the pending run.
	kept := 0
	for i := 0; i < len(in); {
		c := in[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
				out = append(append(out, in[kept:i]...), c)
				kept = i + 1
			} else if asciiClass[c] != clsLower && c != '-' {
				plain = false
			}
			if st.o.checksP1() && !p1 && st.o.std3Refuses(c) {
				st.report(rule.P1, st.mappingAt(src+i, 1), rune(c))
				p1 = true
			}
			props = append(props, st.tab.ASCII(c))
			i++
			continue
		}
		r, n := utf8fast.DecodeRune(in, i)
		if r == utf8.RuneError && n == 1 {
			st.props, st.mapped = props[:ps], out // keep what they grew to
			return mappedLabel{badUTF8: src + i}
		}
		p := st.tab.Lookup(r)
		switch s := p.Status(); {
		case s == tables.Valid:
			inert = inert && p.NFCInert()
			props = append(props, p)
			nonASCII = true
			plain = plain && p.Derived() != tables.CONTEXTO
			bidi |= bidiFlags(p)
		case s == tables.Ignored:
			out = append(out, in[kept:i]...)
			kept = i + n
		case s == tables.Mapped || st.remaps(s):
			plain = false
			m := st.tab.Mapping(p)
			if st.o.checksMappedForbidden() && hasForbidden(m) {
				st.report(rule.MAPPED_FORBIDDEN, st.mappingAt(src+i, n), r)
			}
			out = st.appendMapping(append(out, in[kept:i]...), m)
			props, inert = appendMappedProps(st.tab, props, m, inert)
			kept = i + n
		default:
			if st.o.checksP1() && !p1 && st.breaksP1(s) {
				st.report(rule.P1, st.mappingAt(src+i, n), r)
				p1 = true
			}
			props = append(props, p)
			inert = false // rare statuses: let NFC decide
			plain = false
		}
		i += n
	}
	st.mapped = append(out, in[kept:]...)
	pe := len(props)
	if st.trans {
		// Deviations inside mapping targets were mapped once more
		// (appendMapping): let validation collect the code points.
		pe = ps
	}
	st.props = props[:pe]
	return mappedLabel{text: st.mapped, pe: int32(pe), inert: inert, plain: plain, ascii: !nonASCII && plain, bidi: bidi, badUTF8: -1}
}

// mappingAt is the place of a problem that the mapping step finds in the
// input at input[i:i+n], in the label being mapped.
func (st *state) mappingAt(i, n int) place { return place{len(st.labels), i, i + n, 0} }

// remaps reports whether the mapping step replaces a code point of status
// s other than mapped by its mapping: a deviation in transitional
// processing, and a disallowed_STD3_mapped one (15.0.0) without the STD3
// rules.
func (st *state) remaps(s tables.Status) bool {
	return s == tables.Deviation && st.trans || s == tables.DisallowedSTD3Mapped && !st.o.useSTD3ASCIIRules
}

// breaksP1 reports whether a code point of status s that the mapping step
// keeps as it is, other than valid, breaks P1: a disallowed one with the
// 15.0.0 tables (from 16.0 on, validity reports it), and a
// disallowed_STD3 one under the STD3 rules. A deviation kept in
// nontransitional processing is valid.
func (st *state) breaksP1(s tables.Status) bool {
	switch s {
	case tables.Deviation:
		return false
	case tables.DisallowedSTD3Valid, tables.DisallowedSTD3Mapped:
		return st.o.useSTD3ASCIIRules
	}
	return st.o.v15()
}

// appendMappedProps appends the properties of the code points of a
// mapping target, and returns inert, cleared unless they are all NFC-inert.
func appendMappedProps(tab *tables.Table, props []tables.Props, m string, inert bool) ([]tables.Props, bool) {
	for _, r := range m {
		p := propsOf(tab, r)
		inert = inert && (r < utf8.RuneSelf || p.NFCInert())
		props = append(props, p)
	}
	return props, inert
}

// hasForbidden reports whether a mapping target holds a forbidden domain
// code point of the URL Standard.
func hasForbidden(m string) bool {
	for i := 0; i < len(m); i++ {
		if c := m[i]; c < utf8.RuneSelf && forbiddenHost[c] {
			return true
		}
	}
	return false
}

// ldhLower reports whether s holds only a-z, 0-9 and hyphen.
func ldhLower[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if c := asciiClass[s[i]]; c != clsLower && c != clsHyphen {
			return false
		}
	}
	return true
}

// appendMapping appends a mapping target. In transitional processing a
// target that holds a deviation character (U+1E9E maps to ß) is mapped once
// more, so that the result does not depend on how the mapping was split.
func (st *state) appendMapping(out []byte, m string) []byte {
	if !st.trans {
		return append(out, m...)
	}
	return st.o.remapDeviations(st.tab, out, m)
}

// remapDeviations is appendMapping in transitional processing, reached
// through the options (see setSteps).
func remapDeviations(tab *tables.Table, out []byte, m string) []byte {
	for _, r := range m {
		if r >= utf8.RuneSelf {
			if p := tab.Lookup(r); p.Status() == tables.Deviation {
				out = append(out, tab.Mapping(p)...)
				continue
			}
		}
		out = utf8.AppendRune(out, r)
	}
	return out
}

func isLDH(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-'
}

// std3Refuses reports whether the STD3 rules refuse the lowercased ASCII
// code point c: 15.0 gives it status disallowed_STD3_valid, 16.0 U1.
func (o *options) std3Refuses(c byte) bool {
	return o.useSTD3ASCIIRules && !isLDH(c) && c != '.' && !(c == '_' && o.allowUnderscore)
}

// addLabel converts and validates one label (UTS #46 section 4 step 4),
// whose text is the result of mapping, and appends its Unicode form to
// st.buf and the label to st.labels.
func (st *state) addLabel(text []byte, lv labelValue, last bool) {
	lv.index = len(st.labels)
	if !lv.collected() {
		// Code points that validation or decoding collects go at the end.
		lv.ps = int32(len(st.props))
		lv.pe = lv.ps
	}
	if lv.index > 0 {
		st.buf = append(st.buf, '.')
	}
	lv.start = int32(len(st.buf))
	st.convertLabel(text, &lv)
	lv.end = int32(len(st.buf))
	st.labels = append(st.labels, lv)
	if st.o.checksEmptyLabels(st.toASCII) && lv.empty() && (!last || lv.index == 0) {
		st.report(rule.X4_2, lv.at(), -1)
	}
}

// convertLabel appends the Unicode form of one label to st.buf, decoding
// it if it is an xn-- label, and validates it.
func (st *state) convertLabel(text []byte, lv *labelValue) {
	if st.o.punycodeOnly != nil {
		*lv = st.o.punycodeOnly(st, text, *lv)
		return
	}
	if st.o.isACE(text) {
		st.decodeLabel(text, lv)
	} else {
		st.buf = append(st.buf, text...)
	}
	switch {
	case st.o.validates(lv):
		st.validate(lv)
	case st.o.unvalidated != nil && lv.origin != undecodable:
		*lv = st.o.unvalidated(st, *lv)
	}
}

// isACE reports whether a label is an xn-- label, which conversion
// decodes. After mapping it is lowercase; without mapping XN-- counts as
// well, as label.HasACEPrefix matches it (c|0x20 folds X to x, N to n).
func (o *options) isACE(b []byte) bool {
	fold := byte(0x20)
	if o.maps() {
		fold = 0
	}
	return len(b) >= 4 && b[0]|fold == 'x' && b[1]|fold == 'n' && b[2] == '-' && b[3] == '-'
}

// skipValidation stands for validate when the profile does not validate
// labels (ValidateLabels(false)).
func (st *state) skipValidation(lv *labelValue) {
	st.props = st.props[:lv.ps]
	lv.pe = lv.ps
	st.classify(lv)
}

// decodeLabel decodes an xn-- label (UTS #46 section 4 step 4.1), appending
// its Unicode form to st.buf and the properties of its code points to
// st.props. A label that does not decode is appended as it is.
func (st *state) decodeLabel(text []byte, lv *labelValue) {
	dec, ok, err := st.decodeACE(text, lv)
	switch {
	case ok:
	case err == nil: // the body is not ASCII
		st.report(rule.P4, lv.at(), -1)
		return
	case st.o.ignoreInvalidPunycode:
		return
	default:
		if pr := st.report(rule.P4, lv.at(), -1); pr != nil {
			pr.Detail = err.Error()
		}
		return
	}
	var allASCII bool
	st.props, lv.plain, allASCII, lv.bidi = appendDecodedProps(st.tab, st.props[:lv.ps], dec)
	lv.pe = int32(len(st.props))
	lv.ascii = allASCII
	if len(dec) == 0 || allASCII {
		st.report(rule.P4, lv.at(), -1)
	}
	// Punycode decoding accepts only the canonical encoding of its
	// result (an integer has one digit string, and insertions of equal
	// code points must go left to right), up to the case of the letters.
	// So a lowercase A-label taken from the input is its own ASCII form,
	// and ToASCII copies it instead of encoding the decoded label again.
	if lv.origin == decodedInput && (len(dec) == 0 || allASCII || !ldhLower(st.input[lv.src:lv.srcEnd])) {
		lv.origin = decoded
	}
}

// decodeACE appends the Punycode decoding of an xn-- label's body to st.buf
// and returns it and ok, with lv's origin set to decoded, or decodedInput
// when text is the input label itself. A body that is not ASCII or does not
// decode leaves the label appended as it is, undecodable, and returns not
// ok and the Punycode error (nil for a body that is not ASCII).
func (st *state) decodeACE(text []byte, lv *labelValue) (dec []byte, ok bool, err error) {
	if isASCII(text[4:]) {
		var body string
		if string(text) == st.input[lv.src:lv.srcEnd] {
			// The input label serves as a string without a copy.
			body, lv.origin = st.input[lv.src+4:lv.srcEnd], decodedInput
		} else {
			body, lv.origin = string(text[4:]), decoded
		}
		n := len(st.buf)
		if st.buf, err = punycode.AppendDecode(st.buf, body); err == nil {
			return st.buf[n:], true, nil
		}
	}
	// On error AppendDecode returned st.buf unchanged.
	lv.origin = undecodable
	st.buf = append(st.buf, text...)
	return nil, false, err
}

// classify records what an unvalidated label holds: whether it is ASCII
// and, for the Bidi rule, whether it has right-to-left or Arabic digit
// characters.
func (st *state) classify(lv *labelValue) {
	lab := st.buf[lv.start:]
	lv.ascii = isASCII(lab)
	lv.bidi = 0
	if lv.ascii || !st.o.checkBidi {
		return
	}
	for _, r := range string(lab) {
		lv.bidi |= bidiFlags(st.tab.Lookup(r))
	}
}

// punycodeOnly is the Punycode profile: no mapping and no validation, but
// xn-- labels are decoded (and ToASCII re-encodes them), with the checks of
// UTS #46 section 4 step 4 that belong to conversion: the body must be ASCII
// and valid Punycode, and must not decode to an empty or all-ASCII string.
func (st *state) punycodeOnly(text []byte, lv *labelValue) {
	if !st.o.isACE(text) {
		st.buf = append(st.buf, text...)
		lv.ascii = isASCII(text)
		return
	}
	dec, ok, _ := st.decodeACE(text, lv)
	if !ok {
		st.report(rule.P4, lv.at(), -1)
		return
	}
	lv.origin = decoded
	lv.ascii = isASCII(dec)
	if lv.ascii {
		st.report(rule.P4, lv.at(), -1)
	}
	if i, _ := label.IndexDot(string(dec)); i >= 0 {
		// A label that decodes to a full stop would split into two.
		st.report(ruleDot, lv.at(), -1)
	}
}

// appendASCII appends the ASCII form of the processed name to dst (UTS #46
// section 4.2 steps 3 and 4): each label that is not ASCII is encoded with
// Punycode behind xn--.
func (st *state) appendASCII(dst []byte) []byte {
	start, lengths := len(dst), st.o.checksLengths(st.toASCII)
	for i := range st.labels {
		lv := &st.labels[i]
		if i > 0 {
			dst = append(dst, '.')
		}
		lab := st.buf[lv.start:lv.end]
		ls := len(dst)
		switch {
		case st.encodes(lv):
			dst = st.appendALabel(dst, lv)
		case lv.origin == decodedInput:
			dst = append(dst, st.input[lv.src:lv.srcEnd]...)
		default:
			dst = append(dst, lab...)
		}
		if lengths {
			// UTS #46 16.0 and later disallow the empty root label when
			// VerifyDnsLength is set; 15.x allowed it.
			root := st.o.v15() && i > 0 && i == len(st.labels)-1
			if n := len(dst) - ls; n == 0 && !root || n > label.MaxLabelLen {
				if pr := st.report(rule.A4_2, lv.at(), -1); pr != nil {
					pr.Length = n
				}
			}
		}
	}
	if lengths {
		n := len(dst) - start
		if n > 0 && dst[len(dst)-1] == '.' {
			n--
		}
		// 15.x checked only the upper bound here; an empty name was
		// reported by A4_2 alone.
		if n < 1 && !st.o.v15() || n > label.MaxNameLen {
			if pr := st.report(rule.A4_1, wholeName(), -1); pr != nil {
				pr.Length = n
			}
		}
	}
	return dst
}

// appendALabel appends xn-- and the Punycode encoding of a label that is
// not ASCII, from the code points validation collected when it has them.
func (st *state) appendALabel(dst []byte, lv *labelValue) []byte {
	dst = append(dst, label.ACEPrefix...)
	n := len(dst)
	if st.doomed() && lv.end-lv.start <= encodeNeverFails {
		// Encoding the label can only give bytes that nobody reads.
		return dst
	}
	// One encoder, from code points, whether or not validation collected
	// them: punycode.AppendEncode would link a second long encoder.
	if lv.collected() {
		st.runes = slices.Grow(st.runes[:0], int(lv.pe-lv.ps))
		for _, p := range st.props[lv.ps:lv.pe] {
			st.runes = append(st.runes, p.Rune())
		}
	} else {
		st.runes = appendRunes(st.runes[:0], st.buf[lv.start:lv.end])
	}
	dst, err := punycode.AppendEncodeRunes(dst, st.runes)
	if err != nil {
		st.report(rule.A3, lv.at(), -1)
		return dst[:n]
	}
	return dst
}

// appendRunes appends the code points of b, valid UTF-8, to rs.
func appendRunes(rs []rune, b []byte) []rune {
	for _, r := range string(b) { // no copy: the compiler ranges over b
		rs = append(rs, r)
	}
	return rs
}

// encodeNeverFails is the length of a label, in bytes of UTF-8, up to which
// Punycode encoding cannot fail (A3): package punycode's Encode never fails
// on valid UTF-8 of at most 110 code points.
const encodeNeverFails = 110

// doomed reports whether ToASCII's result can only be "" and what is left
// to run of it can add no problem except A3: a problem is recorded, the
// lengths (A4_1, A4_2) are not checked, and nobody reads the ASCII form
// (full is off). IPLITERAL reads only the last label, which is a number
// neither as an A-label nor as the "xn--" left of one.
func (st *state) doomed() bool {
	return (len(st.problems) > 0 || st.omitted > 0) && !st.o.checksLengths(st.toASCII) && !st.full
}

// checkIPLiteral records IPLITERAL when the profile asks for it and the
// ASCII form's last label is all digits, which resolvers and URL parsers
// read as an IPv4 address, unless the input was already a plain ASCII name
// without xn-- labels (then the caller saw exactly what will be resolved).
// The rule depends on the name, not on its form: ToASCII of the Unicode
// form of such a name fails just as ToASCII of its A-label form does.
func (st *state) checkIPLiteral(out []byte) {
	if !st.o.checksIPLiteral(st.toASCII) {
		return
	}
	end := len(out)
	if end > 0 && out[end-1] == '.' {
		end--
	}
	if end == 0 {
		return
	}
	// A number ends in a digit, a hex digit or the x of 0x: most names
	// fail here, without a scan for the last label. (c|0x20 folds only
	// A-F onto a-f and X onto x.)
	if c := out[end-1]; (c < '0' || c > '9') && (c|0x20 < 'a' || c|0x20 > 'f') && c|0x20 != 'x' {
		return
	}
	start := end
	for start > 0 && out[start-1] != '.' {
		start--
	}
	if !urlhost.IsIPv4Number(out[start:end]) {
		return
	}
	if plainASCIIName(st.input) {
		return
	}
	st.report(rule.IPLITERAL, wholeName(), -1)
}

// plainASCIIName reports whether s is ASCII, uses only U+002E as a dot and
// has no label beginning with xn-- (any case).
func plainASCIIName(s string) bool {
	if !isASCII(s) {
		return false
	}
	// strings.SplitSeq would link strings.Index into every program. The
	// four bytes of xn-- hold no dot, so they lie inside the label.
	for {
		if label.HasACEPrefix(s) {
			return false
		}
		i := strings.IndexByte(s, '.')
		if i < 0 {
			return true
		}
		s = s[i+1:]
	}
}

// ToASCII converts a name to its ASCII form (UTS #46 section 4.2, or the
// profile's standard). On error it returns "" and an [*Error] listing every
// problem: never a plausible-looking name that a careless caller could use.
func (p *Profile) ToASCII(s string) (string, error) {
	sc := p.scan(s, true)
	if sc.ok && !sc.upper {
		return s, nil // its own ASCII form (see the string forms in convert)
	}
	_, out, err := p.convert(nil, s, sc, true, false)
	return out, err
}

// AppendToASCII appends the ASCII form of s to dst. On error it returns dst
// unchanged and an [*Error].
func (p *Profile) AppendToASCII(dst []byte, s string) ([]byte, error) {
	dst, _, err := p.convert(dst, s, p.scan(s, true), true, true)
	return dst, err
}

// ToUnicode converts a name to its Unicode form (UTS #46 section 4.3, or the
// profile's standard); it is always nontransitional. As UTS #46 says, it
// returns its best-effort result together with the error: labels that could
// not be converted are left as they are. When the input is not valid UTF-8
// or longer than [MaxInputLen], the input itself is returned with the error.
func (p *Profile) ToUnicode(s string) (string, error) {
	sc := p.scan(s, false)
	if sc.ok && !sc.upper {
		return s, nil // its own Unicode form
	}
	_, out, err := p.convert(nil, s, sc, false, false)
	return out, err
}

// AppendToUnicode appends the Unicode form of s to dst, with the same
// best-effort rule as [Profile.ToUnicode].
func (p *Profile) AppendToUnicode(dst []byte, s string) ([]byte, error) {
	dst, _, err := p.convert(dst, s, p.scan(s, false), false, true)
	return dst, err
}

// scanned is what the ASCII scan found about a name: ok, it takes the name
// (an LDH name is its own form, lowercased; upper: it has capitals); ldh,
// the name is all LDH bytes and U+002E dots (see asciiScan), whose
// positions are then the bits of dots.
type scanned struct {
	ok, upper, ldh bool
	dots           uint64
}

// scan runs the ASCII scan for a conversion (toASCII: to ASCII). ToUnicode
// of a Punycode-only profile decodes xn-- labels, which the scan would
// take as they are, so it does not scan.
func (p *Profile) scan(s string, toASCII bool) (sc scanned) {
	if toASCII || p.o.std != stdPunycode {
		sc = p.o.asciiScanWords(s, toASCII) // asciiScanTo, one call fewer
	}
	return sc
}

// convert is the one sequence of the four entry points: after the ASCII
// scan (sc, which each entry point runs itself, so that the string forms
// return a name that is its own result without a call more: that call
// cost the ASCII corpus a fifth more instructions), the Unicode fast path
// and the full pipeline, the first that takes s. As strconv's formatBits
// does, it serves the Append forms (appendForm: the result is appended to
// dst and returned as d) and the string forms (the result is returned as
// str, and is s itself when unchanged, without a copy). On error ToASCII's
// result is empty and ToUnicode's is its best effort.
func (p *Profile) convert(dst []byte, s string, sc scanned, toASCII, appendForm bool) (d []byte, str string, err error) {
	switch {
	case sc.ok && !appendForm:
		// Capitals: the string forms returned a name without them. The
		// result is lowercased in its own allocation, read as a string
		// (nothing else holds it), which spares a copy.
		b := appendLower(make([]byte, 0, len(s)), s)
		return dst, unsafe.String(unsafe.SliceData(b), len(b)), nil
	case sc.ok && sc.upper:
		return appendLower(dst, s), "", nil
	case sc.ok:
		return append(dst, s...), "", nil
	}
	lower := sc.ldh && !sc.upper
	if p.o.fastUnicode() {
		if appendForm {
			if out, ok := p.o.fastPath(dst, s, toASCII, lower, sc.dots); ok {
				return out, "", nil
			}
		} else {
			// The string forms convert into a buffer on the stack.
			var buf [fastBufLen]byte
			if out, ok := p.o.fastPath(buf[:0], s, toASCII, lower, sc.dots); ok {
				return dst, sameOr(out, s), nil
			}
		}
	}
	return p.pipeline(dst, s, sc.ldh, toASCII, appendForm)
}

// sameOr returns s when b holds the same bytes, which spares a copy, and
// else b as a string.
func sameOr(b []byte, s string) string {
	if string(b) == s {
		return s
	}
	return string(b)
}

// run is the whole conversion of st.input: process, then, to ASCII, the
// ASCII steps into st.out. They run even after a problem, so that the
// error lists their problems (A3, A4_1, A4_2, IPLITERAL) too. The pipeline
// and Explain both convert with it.
func (st *state) run() {
	st.process()
	if st.runsASCII() {
		st.out = st.appendASCII(st.out[:0])
		st.checkIPLiteral(st.out)
	}
}

// pipeline is convert's last step, the full pipeline, with convert's
// arguments and results; ldh says that s is all LDH bytes and U+002E dots.
func (p *Profile) pipeline(dst []byte, s string, ldh, toASCII, appendForm bool) (d []byte, str string, err error) {
	st := getState(&p.o, s, toASCII)
	st.ldh = ldh
	st.run()
	out := st.buf // the result; nil: s itself
	switch {
	case len(st.labels) == 0 && !toASCII:
		// Invalid UTF-8 or too long: ToUnicode's result is the input.
		out, err = nil, st.err()
	case !toASCII:
		err = st.err()
	case len(st.labels) > 0 && len(st.problems) == 0:
		out = st.out
	case p.o.fallsBackOn(s):
		st.out = appendLower(st.out[:0], s)
		out = st.out
	default:
		out, err = st.buf[:0], st.err() // ToASCII's result is empty
	}
	switch {
	case !appendForm && out == nil:
		str = s
	case !appendForm:
		str = sameOr(out, s)
	case out == nil:
		dst = append(dst, s...)
	default:
		dst = append(dst, out...)
	}
	putState(st) // once the result is copied out of its buffers
	return dst, str, err
}
