package lgr

import "errors"

// A node is one match operator of a rule (RFC 7940 section 6.3.2).
type node struct {
	kind     nodeKind
	min, max int // count; max < 0 is unbounded
	cp       []rune
	cls      class
	kids     []*node // seq, choice, look-behind, look-ahead
	name     string  // of a named rule
	line     int
	anchored bool // an anchor, look-behind or look-ahead is inside
	posOp    bool // a start or end is inside
	// Search hints of a named rule, set by setHints: a match can only
	// start at position 0 (startOnly), or at a code point in first.
	startOnly bool
	first     class
}

// setHints sets the search hints of a named rule. They only skip start
// positions where the rule cannot match, so they change the work, never
// the result: a rule begins with <start/>, or every match of it begins
// with a code point that first holds.
func (n *node) setHints() {
	if n.kind == nSeq && n.min == 1 && n.max == 1 && len(n.kids) > 0 {
		if k := n.kids[0]; k.kind == nStart && k.min == 1 && k.max == 1 {
			n.startOnly = true
			return
		}
	}
	n.first = firstOf(n)
}

// firstOf returns a class holding every code point that can begin a match
// of n, or nil when n can match the empty string or its first step depends
// on the position (start, end, anchor, a look-around).
func firstOf(n *node) class {
	if n.min < 1 {
		return nil
	}
	switch n.kind {
	case nChar:
		if len(n.cp) == 0 {
			return nil
		}
		r0 := n.cp[0]
		return func(r rune) bool { return r == r0 }
	case nClass:
		return n.cls
	case nAny:
		return func(rune) bool { return true }
	case nSeq:
		if len(n.kids) == 0 {
			return nil
		}
		return firstOf(n.kids[0])
	case nChoice:
		fs := make([]class, 0, len(n.kids))
		for _, k := range n.kids {
			f := firstOf(k)
			if f == nil {
				return nil
			}
			fs = append(fs, f)
		}
		return func(r rune) bool {
			for _, f := range fs {
				if f(r) {
					return true
				}
			}
			return false
		}
	}
	return nil
}

type nodeKind uint8

const (
	nSeq nodeKind = iota // <rule>: its children in order
	nChoice
	nChar
	nClass
	nAny
	nStart
	nEnd
	nAnchor
	nLookBehind
	nLookAhead
)

// matchBudget bounds the steps of one rule evaluation, so that a rule with
// nested counts cannot take exponential time on a long label.
const matchBudget = 1 << 20

// ErrTooComplex is returned when evaluating a rule on a label takes more
// than the step budget: the rule nests counts in a way that makes
// backtracking explode on this label.
var ErrTooComplex = errors.New("lgr: rule evaluation exceeded its step budget")

// matcher evaluates rules on one label. anchorPos is the position of the
// code point or sequence whose context is evaluated (its length anchorLen);
// -1 when the rule is evaluated on the whole label.
type matcher struct {
	label     []rune
	anchorPos int
	anchorLen int
	steps     int
	err       error
}

// matches reports whether rule n matches the label: a match may start at
// any position, as a regular expression search; <start/> and <end/> tie it
// to the label's ends and <anchor/> to the anchor position.
func (m *matcher) matches(n *node) bool {
	for s := 0; s <= len(m.label); s++ {
		if n.startOnly && s > 0 {
			break
		}
		m.steps++ // the hint costs a class test
		if n.first != nil && (s == len(m.label) || !n.first(m.label[s])) {
			continue
		}
		if m.match(n, s, func(int) bool { return true }) {
			return true
		}
		if m.err != nil {
			return false
		}
	}
	return false
}

func (m *matcher) match(n *node, pos int, k func(int) bool) bool {
	if n.min == 1 && n.max == 1 {
		return m.once(n, pos, k)
	}
	return m.repeat(n, 0, pos, k)
}

// repeat matches n greedily: as many times as possible up to max, then
// fewer as the rest of the rule requires.
func (m *matcher) repeat(n *node, i, pos int, k func(int) bool) bool {
	if m.err != nil {
		return false
	}
	if n.max < 0 || i < n.max {
		ok := m.once(n, pos, func(p int) bool {
			if p == pos { // an empty match: repeating it gains nothing
				return i+1 >= n.min && k(p)
			}
			return m.repeat(n, i+1, p, k)
		})
		if ok {
			return true
		}
	}
	return i >= n.min && k(pos)
}

func (m *matcher) once(n *node, pos int, k func(int) bool) bool {
	m.steps++
	if m.steps > matchBudget {
		m.err = ErrTooComplex
	}
	if m.err != nil {
		return false
	}
	l := m.label
	switch n.kind {
	case nSeq:
		return m.seq(n.kids, pos, k)
	case nChoice:
		for _, a := range n.kids {
			if m.match(a, pos, k) {
				return true
			}
		}
		return false
	case nChar:
		if len(l)-pos < len(n.cp) {
			return false
		}
		for i, r := range n.cp {
			if l[pos+i] != r {
				return false
			}
		}
		return k(pos + len(n.cp))
	case nClass:
		return pos < len(l) && n.cls(l[pos]) && k(pos+1)
	case nAny:
		return pos < len(l) && k(pos+1)
	case nStart:
		return pos == 0 && k(pos)
	case nEnd:
		return pos == len(l) && k(pos)
	case nAnchor:
		return m.anchorPos >= 0 && pos == m.anchorPos && k(pos+m.anchorLen)
	case nLookAhead:
		return m.seq(n.kids, pos, func(int) bool { return true }) && k(pos)
	case nLookBehind:
		for s := pos; s >= 0; s-- {
			if m.seq(n.kids, s, func(p int) bool { return p == pos }) {
				return k(pos)
			}
			if m.err != nil {
				return false
			}
		}
		return false
	}
	return false
}

func (m *matcher) seq(kids []*node, pos int, k func(int) bool) bool {
	if len(kids) == 0 {
		return k(pos)
	}
	return m.match(kids[0], pos, func(p int) bool { return m.seq(kids[1:], p, k) })
}

// An action is one <action> element, or one of the default actions of
// section 7.6.
type action struct {
	disp     Disposition
	match    *node // match or not-match rule, or nil
	notMatch bool
	ruleName string
	trigger  trigger
	types    map[Disposition]bool
	line     int // 0 for a default action
	comment  string
	index    int // position among the LGR's actions, from 0
}

type trigger uint8

const (
	trigNone trigger = iota
	trigAnyVariant
	trigAllVariants
	trigOnlyVariants
)

func (t trigger) String() string {
	switch t {
	case trigAnyVariant:
		return "any-variant"
	case trigAllVariants:
		return "all-variants"
	case trigOnlyVariants:
		return "only-variants"
	}
	return ""
}

// defaultActions are section 7.6's, after the LGR's own.
var defaultActions = []action{
	{disp: Invalid, trigger: trigAnyVariant, types: map[Disposition]bool{Invalid: true}},
	{disp: Blocked, trigger: trigAnyVariant, types: map[Disposition]bool{Blocked: true}},
	{disp: Allocatable, trigger: trigAnyVariant, types: map[Disposition]bool{Allocatable: true}},
	{disp: Activated, trigger: trigAllVariants, types: map[Disposition]bool{Activated: true}},
	{disp: Valid},
}

// standardOnly returns the types that the default actions see: those of
// types that are standard (section 8.3 step 3).
func standardOnly(types []Disposition) []Disposition {
	var std []Disposition
	for _, t := range types {
		if t.standardType() {
			std = append(std, t)
		}
	}
	return std
}

// triggered reports whether the action fires for a label whose applied
// variant mappings recorded types, where allMapped tells whether every code
// point of the label is the target of an applied mapping. The rule part is
// evaluated only when the variant part holds, as it costs more.
func (a *action) triggered(m *matcher, types []Disposition, allMapped bool) bool {
	switch a.trigger {
	case trigAnyVariant:
		ok := false
		for _, t := range types {
			if a.types[t] {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	case trigAllVariants, trigOnlyVariants:
		// A label with no recorded type does not trigger these: otherwise
		// every label without variants would be "activated" by default.
		if len(types) == 0 || a.trigger == trigOnlyVariants && !allMapped {
			return false
		}
		for _, t := range types {
			if !a.types[t] {
				return false
			}
		}
	}
	if a.match != nil {
		return m.matches(a.match) != a.notMatch && m.err == nil
	}
	return true
}
