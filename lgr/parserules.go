package lgr

import (
	"strconv"
	"strings"
)

var setOps = map[string]bool{
	"union": true, "intersection": true, "difference": true,
	"symmetric-difference": true, "complement": true,
}

// rulesSection reads <rules>: named classes, named rules and actions, in
// document order, since a reference must name something already defined
// (section 6.3.4), which also rules out cycles.
func (p *parser) rulesSection(e *elem) error {
	if err := checkAttrs(e); err != nil {
		return err
	}
	if err := noText(e); err != nil {
		return err
	}
	for _, k := range e.kids {
		switch {
		case k.name == "class" || setOps[k.name]:
			name, ok := k.attr("name")
			if !ok || name == "" {
				return errAt(k, "a class defined directly in <rules> needs a name")
			}
			if _, dup := p.l.classes[name]; dup {
				return errAt(k, "class %q already defined", name)
			}
			c, err := p.class(k, false)
			if err != nil {
				return err
			}
			p.l.classes[name] = c
			p.l.stats.Classes++
		case k.name == "rule":
			name, ok := k.attr("name")
			if !ok || name == "" {
				return errAt(k, "a rule defined directly in <rules> needs a name")
			}
			if _, dup := p.l.rules[name]; dup {
				return errAt(k, "rule %q already defined", name)
			}
			n, err := p.rule(k, true)
			if err != nil {
				return err
			}
			n.name = name
			n.setHints()
			p.l.rules[name] = n
			p.l.stats.NamedRules++
		case k.name == "action":
			if err := p.action(k); err != nil {
				return err
			}
		default:
			return errAt(k, "unknown element in <rules> (expected class, a set operator, rule, action)")
		}
	}
	return nil
}

// class reads a class definition or reference: <class> (by-ref, from-tag,
// property or explicit code points) or a set operator. nested tells that it
// is inside a set operator, where counts are not allowed.
func (p *parser) class(e *elem, nested bool) (class, error) {
	e.get("comment")
	if e.name == "class" {
		return p.simpleClass(e)
	}
	if err := noText(e); err != nil {
		return nil, err
	}
	if err := p.checkRefs(e); err != nil {
		return nil, err
	}
	var ops []class
	for _, k := range e.kids {
		if k.name != "class" && !setOps[k.name] {
			return nil, errAt(k, "a set operator holds only classes and set operators")
		}
		if _, ok := k.attr("name"); ok {
			return nil, errAt(k, "a class inside a set operator cannot be named")
		}
		if _, ok := k.attr("count"); ok {
			return nil, errAt(k, "a class inside a set operator cannot have a count")
		}
		c, err := p.class(k, true)
		if err != nil {
			return nil, err
		}
		ops = append(ops, c)
	}
	if err := checkAttrsExcept(e, "count"); err != nil {
		return nil, err
	}
	switch e.name {
	case "complement":
		if len(ops) != 1 {
			return nil, errAt(e, "a complement holds exactly one class")
		}
		a := ops[0]
		return func(r rune) bool { return !a(r) }, nil
	case "union":
		if len(ops) < 2 {
			return nil, errAt(e, "a union holds two or more classes")
		}
		return func(r rune) bool {
			for _, c := range ops {
				if c(r) {
					return true
				}
			}
			return false
		}, nil
	}
	if len(ops) != 2 {
		return nil, errAt(e, "<%s> holds exactly two classes", e.name)
	}
	a, b := ops[0], ops[1]
	switch e.name {
	case "intersection":
		return func(r rune) bool { return a(r) && b(r) }, nil
	case "difference":
		return func(r rune) bool { return a(r) && !b(r) }, nil
	default: // symmetric-difference
		return func(r rune) bool { return a(r) != b(r) }, nil
	}
}

func (p *parser) simpleClass(e *elem) (class, error) {
	if len(e.kids) > 0 {
		return nil, errAt(e.kids[0], "set operators cannot be nested inside <class>; use them in its place")
	}
	ref, byRef := e.attr("by-ref")
	tag, fromTag := e.attr("from-tag")
	prop, isProp := e.attr("property")
	_, named := e.attr("name")
	text := strings.TrimSpace(string(e.text))
	if byRef {
		if named || fromTag || isProp || text != "" {
			return nil, errAt(e, "by-ref cannot be combined with name, from-tag, property or content")
		}
		if _, ok := e.attr("ref"); ok {
			return nil, errAt(e, "by-ref cannot be combined with ref")
		}
		c, ok := p.l.classes[ref]
		if !ok {
			return nil, errAt(e, "class %q is not defined before this reference", ref)
		}
		return c, checkAttrsExcept(e, "count")
	}
	if err := p.checkRefs(e); err != nil {
		return nil, err
	}
	if err := checkAttrsExcept(e, "count"); err != nil {
		return nil, err
	}
	kinds := 0
	for _, b := range []bool{fromTag, isProp, text != ""} {
		if b {
			kinds++
		}
	}
	if kinds > 1 {
		return nil, errAt(e, "a class is defined by one of from-tag, property or a code point list")
	}
	switch {
	case fromTag:
		if strings.ContainsAny(tag, " \t\r\n") || tag == "" {
			return nil, errAt(e, "from-tag holds a single tag value")
		}
		s, ok := p.tags[tag]
		if !ok {
			p.l.warn = append(p.l.warn, Warning{Kind: WarnEmptyTagClass, Line: e.line, Name: tag})
		}
		return s.has, nil
	case isProp:
		c, err := propertyClass(prop)
		if err != nil {
			return nil, errAt(e, "%v", err)
		}
		return c, nil
	}
	s, err := parseClassText(text)
	if err != nil {
		return nil, errAt(e, "%v", err)
	}
	return s.has, nil
}

// checkAttrsExcept is checkAttrs, with attributes the caller handles
// elsewhere marked as read.
func checkAttrsExcept(e *elem, names ...string) error {
	for _, n := range names {
		e.attr(n)
	}
	return checkAttrs(e)
}

// parseCount reads a count attribute (section 6.3.3): "n", "n+" or "n:m".
func parseCount(e *elem) (min, max int, has bool, err error) {
	v, ok := e.attr("count")
	if !ok {
		return 1, 1, false, nil
	}
	bad := errAt(e, "count %q must be n (n ≥ 1), n+ or n:m (m > n, or m = n > 0)", v)
	num := func(s string) (int, bool) {
		n, err := strconv.Atoi(s)
		return n, err == nil && n >= 0 && n <= 1000 && s != "" && s[0] != '+'
	}
	switch {
	case strings.HasSuffix(v, "+"):
		n, ok := num(v[:len(v)-1])
		if !ok {
			return 0, 0, true, bad
		}
		return n, -1, true, nil
	case strings.Contains(v, ":"):
		a, b, _ := strings.Cut(v, ":")
		n, ok1 := num(a)
		m, ok2 := num(b)
		if !ok1 || !ok2 || m < n || m == n && n == 0 {
			return 0, 0, true, bad
		}
		return n, m, true, nil
	}
	n, ok := num(v)
	if !ok || n < 1 {
		return 0, 0, true, bad
	}
	return n, n, true, nil
}

// rule reads a <rule> element or any other match operator.
func (p *parser) rule(e *elem, top bool) (*node, error) {
	p.l.stats.Rules++
	e.get("comment")
	if ref, ok := e.attr("by-ref"); ok {
		if len(e.kids) > 0 {
			return nil, errAt(e, "a rule with by-ref has no child elements")
		}
		if _, named := e.attr("name"); named {
			return nil, errAt(e, "by-ref and name are mutually exclusive")
		}
		if _, r := e.attr("ref"); r {
			return nil, errAt(e, "by-ref and ref are mutually exclusive")
		}
		target := p.l.rules[ref]
		if target == nil {
			return nil, errAt(e, "rule %q is not defined before this reference (rules cannot be recursive)", ref)
		}
		min, max, has, err := parseCount(e)
		if err != nil {
			return nil, err
		}
		if has && target.anchored {
			return nil, errAt(e, "a count cannot apply to a rule holding anchor, look-ahead or look-behind")
		}
		if err := checkAttrs(e); err != nil {
			return nil, err
		}
		return &node{kind: nSeq, min: min, max: max, kids: []*node{target}, line: e.line,
			anchored: target.anchored, posOp: target.posOp}, nil
	}
	if err := p.checkRefs(e); err != nil {
		return nil, err
	}
	if !top {
		if _, named := e.attr("name"); named {
			return nil, errAt(e, "only rules directly in <rules> are named")
		}
	}
	if err := noText(e); err != nil {
		return nil, err
	}
	n := &node{kind: nSeq, line: e.line}
	if err := p.kids(e, n); err != nil {
		return nil, err
	}
	if err := order(n.kids); err != nil {
		return nil, err
	}
	return n, p.counted(e, n, top)
}

// order checks the places of the positional and contextual operators among
// the children of a rule: start first and end last (section 6.3.8), and
// look-behind before the anchor and look-ahead after it (section 6.4.2).
func order(kids []*node) error {
	anchor := -1
	for i, k := range kids {
		if k.kind == nAnchor {
			anchor = i
		}
	}
	for i, k := range kids {
		switch {
		case k.kind == nStart && i != 0:
			return &ParseError{"start", k.line, "<start/> must come first in its rule"}
		case k.kind == nEnd && i != len(kids)-1:
			return &ParseError{"end", k.line, "<end/> must come last in its rule"}
		case k.kind == nLookBehind && anchor >= 0 && i > anchor:
			return &ParseError{"look-behind", k.line, "<look-behind> must come before the <anchor/>"}
		case k.kind == nLookAhead && anchor >= 0 && i < anchor:
			return &ParseError{"look-ahead", k.line, "<look-ahead> must come after the <anchor/>"}
		}
	}
	return nil
}

// counted reads the count of a match operator that has child elements.
func (p *parser) counted(e *elem, n *node, top bool) error {
	min, max, has, err := parseCount(e)
	if err != nil {
		return err
	}
	if has && top {
		return errAt(e, "a named element cannot have a count")
	}
	if has && n.anchored {
		return errAt(e, "a count cannot apply to an element holding anchor, look-ahead or look-behind")
	}
	if has && n.posOp {
		// Section 6.3.3 forbids it, but ICANN's Arabic language LGR has
		// <choice count="1+"> over whole-label alternatives; its meaning is
		// clear, so it is read with a warning.
		p.l.warn = append(p.l.warn, Warning{Kind: WarnCountOverPosition, Line: e.line, Name: e.name})
	}
	n.min, n.max = min, max
	return checkAttrs(e)
}

func (p *parser) kids(e *elem, n *node) error {
	for _, k := range e.kids {
		c, err := p.operator(k)
		if err != nil {
			return err
		}
		n.kids = append(n.kids, c)
		n.anchored = n.anchored || c.anchored
		n.posOp = n.posOp || c.posOp
	}
	return nil
}

// operator reads one match operator inside a rule.
func (p *parser) operator(e *elem) (*node, error) {
	switch {
	case e.name == "rule":
		return p.rule(e, false)
	case e.name == "class" || setOps[e.name]:
		return p.classOperator(e)
	case e.name == "start":
		return emptyOperator(e, nStart)
	case e.name == "end":
		return emptyOperator(e, nEnd)
	case e.name == "anchor":
		return emptyOperator(e, nAnchor)
	case e.name == "any":
		return anyOperator(e)
	case e.name == "char":
		return p.charOperator(e)
	case e.name == "choice":
		return p.choice(e)
	case e.name == "look-ahead" || e.name == "look-behind":
		return p.lookAround(e)
	}
	return nil, errAt(e, "unknown match operator")
}

// emptyOperator reads <start/>, <end/> or <anchor/>, which hold nothing.
func emptyOperator(e *elem, kind nodeKind) (*node, error) {
	if len(e.kids) > 0 {
		return nil, errAt(e.kids[0], "<%s> has no child elements", e.name)
	}
	if err := noText(e); err != nil {
		return nil, err
	}
	e.get("comment")
	if err := checkAttrs(e); err != nil {
		return nil, err
	}
	n := &node{kind: kind, min: 1, max: 1, line: e.line}
	n.anchored = kind == nAnchor
	n.posOp = kind == nStart || kind == nEnd
	return n, nil
}

// classOperator reads a class used in a rule, which cannot be named there.
func (p *parser) classOperator(e *elem) (*node, error) {
	if _, named := e.attr("name"); named {
		return nil, errAt(e, "only classes directly in <rules> are named")
	}
	min, max, _, err := parseCount(e)
	if err != nil {
		return nil, err
	}
	c, err := p.class(e, false)
	if err != nil {
		return nil, err
	}
	return &node{kind: nClass, cls: c, min: min, max: max, line: e.line}, nil
}

// anyOperator reads <any/>, any one code point, with its count.
func anyOperator(e *elem) (*node, error) {
	if len(e.kids) > 0 {
		return nil, errAt(e.kids[0], "<any> has no child elements")
	}
	e.get("comment")
	min, max, _, err := parseCount(e)
	if err != nil {
		return nil, err
	}
	if err := checkAttrs(e); err != nil {
		return nil, err
	}
	return &node{kind: nAny, min: min, max: max, line: e.line}, nil
}

// charOperator reads a literal <char cp="..."/> in a rule.
func (p *parser) charOperator(e *elem) (*node, error) {
	if len(e.kids) > 0 {
		return nil, errAt(e.kids[0], "a <char> inside a rule has no child elements")
	}
	cp, ok := e.attr("cp")
	if !ok {
		return nil, errAt(e, "missing cp attribute")
	}
	seq, err := parseCPs(cp)
	if err != nil {
		return nil, errAt(e, "%v", err)
	}
	if len(seq) == 0 {
		return nil, errAt(e, "a literal needs at least one code point")
	}
	e.get("comment")
	if err := p.checkRefs(e); err != nil {
		return nil, err
	}
	min, max, _, err := parseCount(e)
	if err != nil {
		return nil, err
	}
	if err := checkAttrs(e); err != nil {
		return nil, err
	}
	return &node{kind: nChar, cp: seq, min: min, max: max, line: e.line}, nil
}

// choice reads <choice>: two or more alternatives.
func (p *parser) choice(e *elem) (*node, error) {
	e.get("comment")
	if err := noText(e); err != nil {
		return nil, err
	}
	n := &node{kind: nChoice, line: e.line}
	if err := p.kids(e, n); err != nil {
		return nil, err
	}
	if len(n.kids) < 2 {
		return nil, errAt(e, "a choice holds two or more alternatives")
	}
	return n, p.counted(e, n, false)
}

// lookAround reads <look-ahead> or <look-behind>, which hold no anchor and
// have no count (section 6.4.2).
func (p *parser) lookAround(e *elem) (*node, error) {
	e.get("comment")
	if err := noText(e); err != nil {
		return nil, err
	}
	kind := nLookAhead
	if e.name == "look-behind" {
		kind = nLookBehind
	}
	n := &node{kind: kind, min: 1, max: 1, line: e.line}
	if err := p.kids(e, n); err != nil {
		return nil, err
	}
	if n.anchored {
		return nil, errAt(e, "<%s> cannot hold an anchor", e.name)
	}
	n.anchored = true
	if _, ok := e.attr("count"); ok {
		return nil, errAt(e, "<%s> cannot have a count", e.name)
	}
	return n, checkAttrs(e)
}

// action reads an <action> element (section 7).
func (p *parser) action(e *elem) error {
	if len(e.kids) > 0 {
		return errAt(e.kids[0], "an <action> has no child elements")
	}
	if err := noText(e); err != nil {
		return err
	}
	a := action{line: e.line, index: len(p.l.actions)}
	disp, ok := e.attr("disp")
	if !ok || disp == "" {
		return errAt(e, "an action needs a disp attribute")
	}
	a.disp = Disposition(disp)
	a.comment = e.get("comment")
	if err := p.checkRefs(e); err != nil {
		return err
	}
	m, hasM := e.attr("match")
	nm, hasNM := e.attr("not-match")
	if hasM && hasNM {
		return errAt(e, "match and not-match are mutually exclusive")
	}
	if hasM || hasNM {
		name := m
		if hasNM {
			name, a.notMatch = nm, true
		}
		r := p.l.rules[name]
		if r == nil {
			return errAt(e, "rule %q is not defined before this action", name)
		}
		if r.anchored {
			return errAt(e, "rule %q holds an anchor, look-ahead or look-behind and can only be used by when or not-when", name)
		}
		a.match, a.ruleName = r, name
	}
	for _, t := range []trigger{trigAnyVariant, trigAllVariants, trigOnlyVariants} {
		v, ok := e.attr(t.String())
		if !ok {
			continue
		}
		if a.trigger != trigNone {
			return errAt(e, "%s and %s are mutually exclusive", a.trigger, t)
		}
		a.trigger = t
		a.types = map[Disposition]bool{}
		for _, x := range strings.Fields(v) {
			a.types[Disposition(x)] = true
		}
		if len(a.types) == 0 {
			return errAt(e, "%s needs one or more variant types", t)
		}
	}
	if err := checkAttrs(e); err != nil {
		return err
	}
	p.l.actions = append(p.l.actions, a)
	p.l.stats.Actions++
	return nil
}
