package idna

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/glyph"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/rule"
)

// A Finding is one thing to fix in a name, as [Error.Findings] reports it:
// the sentence to show a person and the problems it covers, so that a
// program can tie each sentence to its rule codes without reading it.
type Finding struct {
	// Message is the sentence, to render in a language.
	Message msg.Message
	// Codes are the distinct rule codes of the problems the sentence
	// covers, sorted: P1 and V6 for one disallowed character with the
	// Unicode 15.0.0 tables, every Bidi rule a label breaks.
	Codes []rule.Code
	// Label is the index (from 0) of the label the sentence is about, as
	// in [Problem.Label], or -1 when it is about the whole name.
	Label int
	// Problems are the indexes in [Error.Problems] of the problems the
	// sentence covers, in order: a program ties each problem to its
	// sentence by them, not by its code or label, which two findings can
	// share.
	Problems []int
}

// Findings returns what to tell the person who typed e.Input: one finding
// per thing to fix, in the order found, each with its sentence and the
// rule codes it covers. Problems that share a cause make one finding: the
// two codes of one disallowed character (P1 and V6 with the Unicode 15.0.0
// tables), every disallowed character of one label ("the part
// 'https://bücher' has ':' and '/'"), every Bidi rule one label breaks, every problem of a label
// that is not a valid xn-- encoding. Two findings never carry the same
// sentence: problems whose sentences are identical (one character refused
// in two labels of the same text) make one finding with the codes of both.
// Labels are named by their text as a person sees it ([msg.Quote]),
// characters by what a person sees ([msg.Char]: "an invisible character",
// "a space", never a code point or a Unicode name), and no byte offset, label index, rule code or standard is
// mentioned in the sentence; those are in [Error.Error] and the Problems.
//
// A problem that makes the rest of the name untrustworthy (invalid UTF-8,
// a name too long to process) is the only finding. A profile that refuses
// its options checks no name; each option it refuses is a finding.
// Problems beyond the cap of [Error.Problems] are not covered (see
// Error.Omitted).
// Nothing is built until Findings is called: converting a name never pays
// for it.
func (e *Error) Findings() []Finding {
	t := newText(e.Input)
	var groups [][]*Problem
	var indexes [][]int // of each group's problems in e.Problems
	index := map[groupKey]int{}
	for i := range e.Problems {
		p := &e.Problems[i]
		if p.Code == rule.UTF8 || p.Code == rule.TOOLONG {
			// Nothing else in the name can be trusted or fixed first.
			return []Finding{{t.sentence([]*Problem{p}, nil), []rule.Code{p.Code}, -1, []int{i}}}
		}
		if p.Code == rule.OPTION {
			return e.optionFindings(t)
		}
		k := t.keyOf(p)
		if j, ok := index[k]; ok {
			groups[j] = append(groups[j], p)
			indexes[j] = append(indexes[j], i)
			continue
		}
		index[k] = len(groups)
		groups = append(groups, []*Problem{p})
		indexes = append(indexes, []int{i})
	}
	out := make([]Finding, 0, len(groups))
	for gi, g := range groups {
		m := t.sentence(g, e.opts)
		j := slices.IndexFunc(out, func(f Finding) bool { return f.Message.Equal(m) })
		if j < 0 {
			out = append(out, Finding{Message: m, Label: t.keyOf(g[0]).label})
			j = len(out) - 1
		}
		for _, p := range g {
			out[j].Codes = append(out[j].Codes, p.Code)
		}
		slices.Sort(out[j].Codes)
		out[j].Codes = slices.Compact(out[j].Codes)
		out[j].Problems = append(out[j].Problems, indexes[gi]...)
		slices.Sort(out[j].Problems)
	}
	return out
}

// optionFindings are the findings of a profile that refuses its options:
// one for each option, the only problems it reports.
func (e *Error) optionFindings(t *text) []Finding {
	var out []Finding
	for i := range e.Problems {
		if p := &e.Problems[i]; p.Code == rule.OPTION {
			out = append(out, Finding{t.sentence([]*Problem{p}, nil), []rule.Code{p.Code}, -1, []int{i}})
		}
	}
	return out
}

// Sentences returns the sentences of [Error.Findings], at most ten: a
// person fixes the first few and tries again. Render them with their
// Sentence method (English, beginning with a capital) or with
// catalog.Sentence of package github.com/xn-go/xn/msg/catalog in the
// user's language.
func (e *Error) Sentences() []msg.Message {
	fs := e.Findings()
	out := make([]msg.Message, 0, min(len(fs), maxSentences))
	for _, f := range fs[:min(len(fs), maxSentences)] {
		out = append(out, f.Message)
	}
	return out
}

// maxSentences bounds how many sentences Sentences returns: a person fixes
// the first few and tries again.
const maxSentences = 10

// Message returns the sentence for this one problem that a program can
// show to the person who typed input (the name the problem was found in,
// as in [Error.Input]), in English, as [Error.Sentences] words it, in the
// fragment form ([msg.Message.String]): "the part 'bücher-' ends with a
// hyphen; remove it". Problem.Label and Offset count
// from 0 and in bytes; the sentence names the label by its text.
//
// The wording may improve from one release to the next: match on Code or on
// the sentinel errors, never on the message. Prefer Error.Sentences, which
// says each thing to fix once.
func (p Problem) Message(input string) string {
	return newText(input).sentence([]*Problem{&p}, nil).String()
}

// A groupKey says which problems make one sentence: those of one label
// (-1: the whole name) and one cause.
type groupKey struct {
	label int
	cause rule.Code
}

// Causes shared by several codes.
const (
	causeDisallowed rule.Code = "disallowed"
	causeBidi       rule.Code = "bidi"
	causeALabel     rule.Code = "alabel"
	causeEmpty      rule.Code = "empty"
)

func (t *text) keyOf(p *Problem) groupKey {
	k := groupKey{p.Label, p.Code}
	switch {
	case p.Code == rule.A4_1 && p.Length == 0, (p.Code == rule.A4_2 || p.Code == rule.X4_2 || p.Code == rule.LENGTH) && p.Length == 0:
		k.cause = causeEmpty
		if strings.TrimSpace(t.input) == "" {
			k.label = -1 // an empty name: one thing to fix, whichever rule found it
		}
	case isDisallowed(p):
		k.cause = causeDisallowed
	case p.Err == ErrBidi || p.Code == rule.NP_BIDI:
		k.cause = causeBidi
	case p.Code == rule.C9:
		k.cause = rule.C8 // one thing to fix: the two kinds of digits
	}
	if p.Label >= 0 && k.cause != causeEmpty && p.Code != rule.A4_2 && label.HasACEPrefix(t.label(p)) {
		k.cause = causeALabel
	}
	return k
}

// isDisallowed reports a problem about a character the profile does not
// allow at all, whatever its place.
func isDisallowed(p *Problem) bool {
	return p.Err == ErrDisallowed || p.Err == ErrForbidden ||
		p.Code == rule.NP_PROHIBITED || p.Code == rule.NP_UNASSIGNED || p.Code == rule.STD3_LDH
}

// sentence words the problems of one group; o, when known, is the
// profile's settings, used to find every disallowed character of a label
// and not only the first, which is the one recorded.
func (t *text) sentence(g []*Problem, o *options) msg.Message {
	p := g[0]
	q := msg.Quote(t.label(p))
	switch t.keyOf(p).cause {
	case causeEmpty:
		return t.emptySentence(p)
	case causeDisallowed:
		return t.disallowedSentence(g, o)
	case causeBidi:
		return bidiSentence(q, g)
	case causeALabel:
		return message(msgBadALabel, q)
	}
	return t.ruleSentence(p, q)
}

// ruleSentence words a problem by its code, with the label quoted (q),
// the input, or a count or character of the problem.
func (t *text) ruleSentence(p *Problem, q msg.Message) msg.Message {
	input, lab := t.input, t.label(p)
	switch p.Code {
	case rule.UTF8:
		return message(msgInvalidUTF8)
	case rule.EMPTY:
		return message(msgEmptyAfterIgnored)
	case rule.IPLITERAL:
		return message(msgIPAddress)
	case rule.IPV4:
		return message(msgBadIPv4)
	case rule.HOSTPORT:
		return message(msgHostPort)
	case rule.V2:
		return message(msgHyphen34, q)
	case rule.P4, rule.ACE_PREFIX, rule.PUNYCODE, rule.ROUNDTRIP:
		return message(msgBadALabel, q)
	case rule.A3:
		return message(msgEncodeFailed, q)
	case rule.C3:
		return message(msgMiddleDot, q)
	case rule.C4:
		return message(msgGreekNumeral, q)
	case rule.C7:
		return message(msgKatakanaDot, q)
	case rule.C8, rule.C9:
		return message(msgArabicDigits, q)
	case rule.TOOLONG:
		return message(msgInputTooLong, utf8.RuneCountInString(input))
	case rule.OPTION:
		// The setting stays in the developer text (Detail, Error()): the
		// person reading the sentence can do nothing with it.
		return message(msgOption)
	case rule.V3, rule.STD3_HYPHEN:
		return t.hyphenSentence(p, lab, q)
	case rule.A4_1, rule.A4_2, rule.X4_2, rule.LENGTH:
		if p.Label < 0 || p.Code == rule.A4_1 {
			return message(msgNameTooLong, p.Length, label.MaxNameLen)
		}
		return message(msgLabelTooLong, q, p.Length, label.MaxLabelLen)
	case rule.V1:
		if fix := normalizeNFC(lab); fix != lab {
			return message(msgNotNFC, q, msg.Quote(fix))
		}
	case rule.C1, rule.C2:
		return t.invisibleSentence(q, p)
	case rule.C5, rule.C6:
		return message(msgHebrewPunctuation, q, msg.Char(p.Rune))
	case rule.ALABEL:
		return message(msgNotALabel, msg.Quote(input))
	case rule.ULABEL:
		return message(msgNotULabel, msg.Quote(input))
	case rule.PAIR:
		u, a, _ := strings.Cut(input, " ")
		return message(msgNotPair, msg.Quote(u), msg.Quote(a))
	}
	// The leading-mark and full-stop rules by their family: their codes
	// depend on the revision of UTS #46 (see options.ownCode).
	switch {
	case p.Err == ErrLeadingMark && p.Rune >= 0 && lab == string(p.Rune):
		return message(msgMarkAlone, msg.Char(p.Rune))
	case p.Err == ErrLeadingMark && p.Rune >= 0:
		return message(msgLeadingMark, q, msg.Char(p.Rune))
	case p.Err == ErrLabelDot && p.Detail != "":
		return message(msgLabelDot, msg.Quote(input)) // a label helper given a name: Input is that text
	case p.Err == ErrLabelDot || p.Code == rule.LABEL_DOT:
		return message(msgLabelDot, q)
	}
	return message(msgOther, q)
}

// message is the message id with args.
func message(id msg.ID, args ...any) msg.Message {
	registerEnglish()
	return msg.Message{ID: id, Args: args}
}

// hyphenSentence says at which end of the label a hyphen is to be removed:
// where lab has one, else (a hyphen that mapping made) where p points.
func (t *text) hyphenSentence(p *Problem, lab string, q msg.Message) msg.Message {
	begins, ends := strings.HasPrefix(lab, "-"), strings.HasSuffix(lab, "-")
	if !begins && !ends {
		start, _ := t.bounds(p)
		begins, ends = p.Offset == start, p.Offset != start
	}
	switch {
	case begins && ends:
		return message(msgHyphenBoth, q)
	case begins:
		return message(msgHyphenStart, q)
	}
	return message(msgHyphenEnd, q)
}

// emptySentence says where an empty label is: at the start, the end, or
// between two dots.
func (t *text) emptySentence(p *Problem) msg.Message {
	start, end := t.bounds(p) // 0, 0 for the whole name
	switch {
	case p.Label < 0 || strings.TrimSpace(t.input) == "" || start == 0 && end == len(t.input):
		return message(msgEmpty)
	case start == 0:
		return message(msgLeadingDot)
	case end == len(t.input):
		return message(msgTrailingDot)
	}
	return message(msgDoubleDot)
}

// maxNamedChars bounds how many characters one sentence names, and
// maxChecked how many distinct characters of a label it looks at.
const (
	maxNamedChars = 10
	maxChecked    = 64
)

// disallowedSentence names every character of the label that the profile
// does not allow ([disallowedRunes]), in the words that fit them:
// capitals, spaces, an invisible character, forbidden or other ASCII.
func (t *text) disallowedSentence(g []*Problem, o *options) msg.Message {
	lab := t.label(g[0])
	q := msg.Quote(lab)
	rs := disallowedRunes(lab, g, o)
	if len(rs) == 0 {
		return message(msgOther, q)
	}
	if m, ok := tooNewSentence(q, lab, rs, o); ok {
		return m
	}
	upper, spaces, ascii := true, true, true
	for _, r := range rs {
		upper = upper && 'A' <= r && r <= 'Z'
		spaces = spaces && r == ' '
		ascii = ascii && r < utf8.RuneSelf
	}
	if upper {
		if fix, err := Lookup.ToUnicode(lab); err == nil && fix != lab {
			return message(msgUppercase, q, msg.Quote(fix))
		}
	}
	if spaces {
		return message(msgSpace, q)
	}
	if p := problemAbout(g, rs[0]); len(rs) == 1 && glyph.Invisible(rs[0]) && p != nil {
		return t.invisibleSentence(q, p)
	}
	one, many := msgDisallowedOne, msgDisallowedMany
	switch {
	case slices.ContainsFunc(g, func(p *Problem) bool { return p.Err == ErrForbidden }):
		// The WHATWG forbidden code points, not a status.
		one, many = msgForbiddenOne, msgForbiddenMany
	case ascii:
		one, many = msgASCIIOne, msgASCIIMany
	}
	if len(rs) == 1 && lab == string(rs[0]) && glyph.Visible(rs[0]) {
		// The label is the character: name it once.
		alone := map[msg.ID]msg.ID{msgDisallowedOne: msgDisallowedAlone,
			msgForbiddenOne: msgForbiddenAlone, msgASCIIOne: msgASCIIAlone}
		return message(alone[one], q)
	}
	if len(rs) == 1 {
		return message(one, q, msg.Char(rs[0]))
	}
	return message(many, q, charList(rs))
}

// charList is the characters rs, for a sentence.
func charList(rs []rune) any {
	chars := make([]any, len(rs))
	for i, r := range rs {
		chars[i] = msg.Char(r)
	}
	return msg.List(chars...)
}

// tooNewSentence says that the characters rs of the label lab are new in a
// later Unicode version than the one the profile (settings o) converts by,
// when all of them are new in one version: the tables of that version
// assign them, while the profile's leave them unassigned. A person then
// learns why a letter of their script is refused, and that a newer program
// would take it.
func tooNewSentence(q msg.Message, lab string, rs []rune, o *options) (msg.Message, bool) {
	if o == nil {
		return msg.Message{}, false
	}
	tab := o.table()
	v := tab.NewIn(rs[0])
	if v == "" || slices.ContainsFunc(rs[1:], func(r rune) bool { return tab.NewIn(r) != v }) {
		return msg.Message{}, false
	}
	switch {
	case len(rs) == 1 && lab == string(rs[0]):
		return message(msgTooNewAlone, q, v, tab.Version()), true
	case len(rs) == 1:
		return message(msgTooNewOne, q, msg.Char(rs[0]), v, tab.Version()), true
	}
	return message(msgTooNewMany, q, charList(rs), v, tab.Version()), true
}

// disallowedRunes returns the characters of lab to name as not allowed:
// those recorded in g, and, when the settings o are known, the others that
// the profile refuses on their own. When lab has none, the character came
// from mapping or decoding: the first one recorded.
func disallowedRunes(lab string, g []*Problem, o *options) []rune {
	var rs, checked []rune // checked: distinct characters looked at
	for _, r := range lab {
		if len(rs) == maxNamedChars || len(checked) == maxChecked {
			break
		}
		if slices.Contains(checked, r) {
			continue
		}
		checked = append(checked, r)
		if problemAbout(g, r) != nil || o != nil && refuses(o, r) {
			rs = append(rs, r)
		}
	}
	if len(rs) == 0 {
		for _, p := range g {
			if p.Rune >= 0 {
				return []rune{p.Rune}
			}
		}
	}
	return rs
}

// problemAbout returns the first problem of g about r, or nil.
func problemAbout(g []*Problem, r rune) *Problem {
	for _, p := range g {
		if p.Rune == r {
			return p
		}
	}
	return nil
}

// refuses reports whether the profile with settings o refuses r for
// itself, wherever it stands: it converts r alone and looks for a
// problem of the disallowed families. The rule is thus the conversion's
// own, not a second copy of it.
func refuses(o *options, r rune) bool {
	if r == '.' {
		return false // a dot splits the name: not a character of a label
	}
	p := Profile{o: *o}
	_, err := p.ToASCII(string(r))
	var e *Error
	if !errors.As(err, &e) {
		return false
	}
	return slices.ContainsFunc(e.Problems, func(pr Problem) bool { return isDisallowed(&pr) })
}

// invisibleSentence tells to remove the invisible character of p, naming
// the character before it, as a person finds it.
func (t *text) invisibleSentence(q msg.Message, p *Problem) msg.Message {
	start, _ := t.bounds(p)
	if p.Offset > start && p.Offset <= len(t.input) && strings.HasPrefix(t.input[p.Offset:], string(p.Rune)) {
		prev, _ := utf8.DecodeLastRuneInString(t.input[start:p.Offset])
		return message(msgInvisible, q, msg.Char(p.Rune), msg.Char(prev))
	}
	return message(msgInvisibleStart, q, msg.Char(p.Rune))
}

// bidiSentence words the Bidi rules one label breaks as one thing to fix,
// the first that applies of: mixed directions (B2, B5), mixed digits (B4),
// the first character (B1), the last (B3, B6).
func bidiSentence(q msg.Message, g []*Problem) msg.Message {
	has := func(codes ...rule.Code) bool {
		return slices.ContainsFunc(g, func(p *Problem) bool { return slices.Contains(codes, p.Code) })
	}
	id := msgBidiEnd
	switch {
	case has(rule.B2, rule.B5, rule.NP_BIDI):
		id = msgBidiMix
	case has(rule.B4):
		id = msgBidiDigits
	case has(rule.B1):
		id = msgBidiStart
	}
	return message(id, q)
}

// text is an input and where its labels start, for finding the label
// of each problem in time linear in the input. The starts are found on
// the first question about a label: a problem about the whole name (a
// refusal of input over MaxInputLen, a refused option) never splits the
// input, so rendering it costs the same whatever the input's size.
type text struct {
	input  string
	starts []int // the offset of each label, split at the four IDNA dots; nil until asked
}

func newText(input string) *text { return &text{input: input} }

// labelStarts returns the offset of each label of the input.
func (t *text) labelStarts() []int {
	if t.starts != nil {
		return t.starts
	}
	t.starts = []int{0}
	for start := 0; ; {
		i, n := label.IndexDot(t.input[start:])
		if i < 0 {
			return t.starts
		}
		start += i + n
		t.starts = append(t.starts, start)
	}
}

// bounds returns the bounds in the input of the label that p's offset
// falls in; 0, 0 for a problem about the whole name.
func (t *text) bounds(p *Problem) (start, end int) {
	if p.Label < 0 || p.Offset < 0 || p.Offset > len(t.input) {
		return 0, 0
	}
	// The last label starting at or before the offset; a dot's own
	// offset belongs to the label before it.
	starts := t.labelStarts()
	i, _ := slices.BinarySearch(starts, p.Offset+1)
	i--
	if i > 0 && starts[i] > p.Offset {
		i--
	}
	start = starts[i]
	end = len(t.input)
	if i+1 < len(starts) {
		_, n := label.IndexDot(t.input[start:])
		end = starts[i+1] - n
	}
	return start, end
}

// label returns the text of the label that p is about; "" for the whole
// name.
func (t *text) label(p *Problem) string {
	start, end := t.bounds(p)
	return t.input[start:end]
}

// isBidiControl reports the explicit directional formatting characters,
// which could reorder the text of a message around them.
func isBidiControl(r rune) bool {
	return r == 0x061C || r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E || 0x2066 <= r && r <= 0x2069
}
