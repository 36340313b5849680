package idna

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/rule"
)

// Sentences returns what to tell the person who typed e.Input: one
// message per thing to fix, in the order found, in the person's words.
// Problems that share a cause make one sentence: the two codes of one
// disallowed character (P1 and V6 with the Unicode 15.0.0 tables), every
// disallowed character of one label ("'https://bücher' has ':' and '/'"),
// every Bidi rule one label breaks, every problem of a label that is not
// a valid xn-- encoding. Labels are named by their text, characters by
// what a person sees ([msg.Char]), and no byte offset, label index, rule
// code or standard is mentioned; those are in [Error.Error] and the
// Problems.
//
// Render the messages with their String method (English) or with package
// github.com/xn-go/xn/msg/catalog in the user's language. Nothing is built
// until Sentences is called: converting a name never pays for it.
func (e *Error) Sentences() []msg.Message {
	t := newText(e.Input)
	var groups [][]*Problem
	index := map[groupKey]int{}
	for i := range e.Problems {
		p := &e.Problems[i]
		if p.Code == rule.UTF8 || p.Code == rule.TOOLONG || p.Code == rule.OPTION {
			// Nothing else in the name can be trusted or fixed first.
			return []msg.Message{t.sentence([]*Problem{p}, nil)}
		}
		k := t.keyOf(p)
		if j, ok := index[k]; ok {
			groups[j] = append(groups[j], p)
			continue
		}
		index[k] = len(groups)
		groups = append(groups, []*Problem{p})
	}
	out := make([]msg.Message, 0, min(len(groups), maxSentences))
	for _, g := range groups[:min(len(groups), maxSentences)] {
		out = append(out, t.sentence(g, e.opts))
	}
	return out
}

// maxSentences bounds how many sentences Sentences returns: a person fixes
// the first few and tries again.
const maxSentences = 10

// Message returns the sentence for this one problem that a program can
// show to the person who typed input (the name the problem was found in,
// as in [Error.Input]), in English, as [Error.Sentences] words it:
// "'bücher-' ends with a hyphen; remove it". Problem.Label and Offset count
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
	case p.Code == rule.A4_1 && p.Length == 0, (p.Code == rule.A4_2 || p.Code == rule.X4_2) && p.Length == 0:
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
	if p.Label >= 0 && k.cause != causeEmpty && p.Code != rule.A4_2 && isACE(t.label(p)) {
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

func isACE(lab string) bool {
	return len(lab) >= 4 && strings.EqualFold(lab[:4], label.ACEPrefix)
}

// sentence words the problems of one group; o, when known, is the
// profile's settings, used to find every disallowed character of a label
// and not only the first, which is the one recorded.
func (t *text) sentence(g []*Problem, o *options) msg.Message {
	p := g[0]
	input := t.input
	lab := t.label(p)
	q := msg.Quote(lab)
	m := func(id msg.ID, args ...any) msg.Message { return msg.Message{ID: id, Args: args} }
	switch t.keyOf(p).cause {
	case causeEmpty:
		return t.emptySentence(p)
	case causeDisallowed:
		return t.disallowedSentence(g, o)
	case causeBidi:
		return bidiSentence(q, g)
	case causeALabel:
		return m(msg.IDNABadALabel, q)
	}
	switch p.Code {
	case rule.UTF8:
		return m(msg.IDNAInvalidUTF8)
	case rule.TOOLONG:
		return m(msg.IDNAInputTooLong, utf8.RuneCountInString(input))
	case rule.OPTION:
		return m(msg.IDNAOption, p.Detail)
	case rule.EMPTY:
		return m(msg.IDNAEmptyAfterIgnored)
	case rule.V3, rule.STD3_HYPHEN:
		begins, ends := strings.HasPrefix(lab, "-"), strings.HasSuffix(lab, "-")
		switch {
		case begins && ends:
			return m(msg.IDNAHyphenBoth, q)
		case begins:
			return m(msg.IDNAHyphenStart, q)
		case ends:
			return m(msg.IDNAHyphenEnd, q)
		}
		start, _ := t.bounds(p)
		if p.Offset == start {
			return m(msg.IDNAHyphenStart, q)
		}
		return m(msg.IDNAHyphenEnd, q)
	case rule.V2:
		return m(msg.IDNAHyphen34, q)
	case rule.P4, rule.ACE_PREFIX, rule.PUNYCODE, rule.ROUNDTRIP:
		return m(msg.IDNABadALabel, q)
	case rule.A3:
		return m(msg.IDNAEncodeFailed, q)
	case rule.A4_2, rule.X4_2, rule.LENGTH:
		if p.Label < 0 {
			return m(msg.IDNANameTooLong, p.Length, label.MaxNameLen)
		}
		return m(msg.IDNALabelTooLong, q, p.Length, label.MaxLabelLen)
	case rule.A4_1:
		return m(msg.IDNANameTooLong, p.Length, label.MaxNameLen)
	case rule.V1:
		fix := normalizeNFC(lab)
		if fix == lab {
			return m(msg.IDNAOther, q)
		}
		return m(msg.IDNANotNFC, q, msg.Quote(fix))
	case rule.C1, rule.C2:
		return t.invisibleSentence(q, p)
	case rule.C3:
		return m(msg.IDNAMiddleDot, q)
	case rule.C4:
		return m(msg.IDNAGreekNumeral, q)
	case rule.C5, rule.C6:
		return m(msg.IDNAHebrewPunctuation, q, msg.Char(p.Rune))
	case rule.C7:
		return m(msg.IDNAKatakanaDot, q)
	case rule.C8, rule.C9:
		return m(msg.IDNAArabicDigits, q)
	case rule.IPLITERAL:
		return m(msg.IDNAIPAddress)
	case rule.IPV4:
		return m(msg.IDNABadIPv4)
	case rule.HOSTPORT:
		return m(msg.IDNAHostPort)
	case rule.ALABEL:
		return m(msg.IDNANotALabel, msg.Quote(input))
	case rule.ULABEL:
		return m(msg.IDNANotULabel, msg.Quote(input))
	case rule.PAIR:
		u, a, _ := strings.Cut(input, " ")
		return m(msg.IDNANotPair, msg.Quote(u), msg.Quote(a))
	case codeLeadingMark:
		if p.Err == ErrLeadingMark && p.Rune >= 0 {
			return m(msg.IDNALeadingMark, q, msg.Char(p.Rune))
		}
	case codeDot, rule.LABEL_DOT:
		if p.Detail != "" && p.Code == codeDot {
			// A label helper given a name: Input is that text.
			q = msg.Quote(input)
		}
		if p.Err == ErrLabelDot || p.Code == rule.LABEL_DOT {
			return m(msg.IDNALabelDot, q)
		}
	}
	return m(msg.IDNAOther, q)
}

// emptySentence says where an empty label is: at the start, the end, or
// between two dots.
func (t *text) emptySentence(p *Problem) msg.Message {
	input := t.input
	if p.Label < 0 || strings.TrimSpace(input) == "" {
		return msg.Message{ID: msg.IDNAEmpty}
	}
	start, end := t.bounds(p)
	switch {
	case start == 0 && end == len(input):
		return msg.Message{ID: msg.IDNAEmpty}
	case start == 0:
		return msg.Message{ID: msg.IDNALeadingDot}
	case end == len(input):
		return msg.Message{ID: msg.IDNATrailingDot}
	}
	return msg.Message{ID: msg.IDNADoubleDot}
}

// maxNamedChars bounds how many characters one sentence names, and
// maxChecked how many distinct characters of a label it looks at.
const (
	maxNamedChars = 10
	maxChecked    = 64
)

// disallowedSentence names every character of the label that the profile
// does not allow: those recorded in g, and, when the settings o are
// known, the others of the label that the profile refuses on their own.
func (t *text) disallowedSentence(g []*Problem, o *options) msg.Message {
	lab := t.label(g[0])
	q := msg.Quote(lab)
	var rs []rune
	recorded := func(r rune) bool {
		for _, p := range g {
			if p.Rune == r {
				return true
			}
		}
		return false
	}
	forbidden := false // the WHATWG forbidden code points, not a status
	for _, p := range g {
		forbidden = forbidden || p.Err == ErrForbidden
	}
	var checked []rune // distinct characters looked at, at most maxChecked
	for _, r := range lab {
		if len(rs) == maxNamedChars || len(checked) == maxChecked {
			break
		}
		if slices.Contains(checked, r) {
			continue
		}
		checked = append(checked, r)
		if recorded(r) || o != nil && refuses(o, r) {
			rs = append(rs, r)
		}
	}
	for _, p := range g {
		if p.Rune >= 0 && len(rs) == 0 {
			// Not in the text as typed, and nothing there refused: the
			// character came from mapping or decoding.
			rs = append(rs, p.Rune)
		}
	}
	if len(rs) == 0 {
		return msg.Message{ID: msg.IDNAOther, Args: []any{q}}
	}
	upper, spaces, ascii := true, true, true
	for _, r := range rs {
		upper = upper && 'A' <= r && r <= 'Z'
		spaces = spaces && r == ' '
		ascii = ascii && r < utf8.RuneSelf
	}
	if upper {
		if fix, err := Lookup.ToUnicode(lab); err == nil && fix != lab {
			return msg.Message{ID: msg.IDNAUppercase, Args: []any{q, msg.Quote(fix)}}
		}
	}
	if spaces {
		return msg.Message{ID: msg.IDNASpace, Args: []any{q}}
	}
	if len(rs) == 1 && msg.Invisible(rs[0]) {
		for _, p := range g {
			if p.Rune == rs[0] {
				return t.invisibleSentence(q, p)
			}
		}
	}
	chars := make([]any, len(rs))
	for i, r := range rs {
		chars[i] = msg.Char(r)
	}
	one, many := msg.IDNADisallowedOne, msg.IDNADisallowedMany
	switch {
	case forbidden:
		one, many = msg.IDNAForbiddenOne, msg.IDNAForbiddenMany
	case ascii:
		one, many = msg.IDNAASCIIOne, msg.IDNAASCIIMany
	}
	if len(rs) == 1 {
		return msg.Message{ID: one, Args: []any{q, chars[0]}}
	}
	return msg.Message{ID: many, Args: []any{q, msg.List(chars...)}}
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
	for i := range e.Problems {
		if isDisallowed(&e.Problems[i]) {
			return true
		}
	}
	return false
}

// invisibleSentence tells to remove the invisible character of p, naming
// the character before it, as a person finds it.
func (t *text) invisibleSentence(q msg.Message, p *Problem) msg.Message {
	input := t.input
	char := msg.Char(p.Rune)
	start, _ := t.bounds(p)
	if p.Offset > start && p.Offset <= len(input) && strings.HasPrefix(input[p.Offset:], string(p.Rune)) {
		prev, _ := utf8.DecodeLastRuneInString(input[start:p.Offset])
		return msg.Message{ID: msg.IDNAInvisible, Args: []any{q, char, msg.Char(prev)}}
	}
	return msg.Message{ID: msg.IDNAInvisibleStart, Args: []any{q, char}}
}

// bidiSentence words the Bidi rules one label breaks as one thing to fix,
// the first that applies of: mixed directions (B2, B5), mixed digits (B4),
// the first character (B1), the last (B3, B6).
func bidiSentence(q msg.Message, g []*Problem) msg.Message {
	has := func(codes ...rule.Code) bool {
		for _, p := range g {
			if slices.Contains(codes, p.Code) {
				return true
			}
		}
		return false
	}
	id := msg.IDNABidiEnd
	switch {
	case has(rule.B2, rule.B5, rule.NP_BIDI):
		id = msg.IDNABidiMix
	case has(rule.B4):
		id = msg.IDNABidiDigits
	case has(rule.B1):
		id = msg.IDNABidiStart
	}
	return msg.Message{ID: id, Args: []any{q}}
}

// text is an input and where its labels start, for finding the label
// of each problem in time linear in the input.
type text struct {
	input  string
	starts []int // the offset of each label, split at the four IDNA dots
}

func newText(input string) *text {
	t := &text{input: input, starts: []int{0}}
	for start := 0; ; {
		i, n := label.IndexDot(input[start:])
		if i < 0 {
			return t
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
	i, _ := slices.BinarySearch(t.starts, p.Offset+1)
	i--
	if i > 0 && t.starts[i] > p.Offset {
		i--
	}
	start = t.starts[i]
	end = len(t.input)
	if i+1 < len(t.starts) {
		_, n := label.IndexDot(t.input[start:])
		end = t.starts[i+1] - n
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
