package lgr

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/punycode"
)

// Code classifies the outcome of checking a label, for programs. Its
// values are stable.
type Code string

const (
	// OK: the label is in the repertoire and its disposition comes from an
	// action (or the default ones).
	OK Code = "OK"
	// NotInRepertoire: a code point of the label is not in the LGR.
	NotInRepertoire Code = "REPERTOIRE"
	// Context: a code point or sequence is in the repertoire but its when
	// or not-when context rule fails at its position.
	Context Code = "CONTEXT"
	// BadInput: the label is not valid UTF-8, is empty or too long, or an
	// xn-- label does not decode.
	BadInput Code = "INPUT"
	// TooComplex: evaluating a rule on the label exceeded the step budget.
	TooComplex Code = "COMPLEX"
)

// MaxLabel is the longest label, in code points, that Check, Variants and
// Index accept. A DNS label has at most 63 octets; its U-label has at most
// as many code points. Check also refuses a label whose A-label is longer
// than 63 octets.
const MaxLabel = 63

// Result is the verdict of one LGR on one label.
type Result struct {
	// Label is the label as given; ULabel its Unicode form.
	Label, ULabel string
	// Disposition is the label's disposition (section 7.3): one of the
	// constants, or a value of the LGR's own. It is Invalid whenever Code
	// is not OK.
	Disposition Disposition
	Code        Code
	// Pos is the index, in code points, of the offending code point (Code
	// NotInRepertoire or Context); Rune is that code point.
	Pos  int
	Rune rune
	// Rule is the rule that decided: the context rule (Code Context) or
	// the match / not-match rule of the deciding action.
	Rule string
	// Action is the deciding action, written as in the LGR, such as
	// `<action disp="blocked" any-variant="blocked"/>`; ActionLine is its
	// line, 0 for one of the default actions of section 7.6.
	Action     string
	ActionLine int
	// Message says in English what decided the disposition.
	Message string
}

// Eligible reports whether the label may be registered: its disposition is
// neither invalid nor blocked.
func (r *Result) Eligible() bool {
	return r.Code == OK && r.Disposition.eligible()
}

// ErrLabel is wrapped by the errors of Variants and Index for a label that
// the LGR does not accept or that is not a well-formed label.
var ErrLabel = errors.New("lgr: label not eligible")

// toRunes turns a U-label or an A-label into code points. An xn-- label is
// decoded with idna's Registration profile, so a malformed one is refused.
func toRunes(label string) ([]rune, string, string) {
	if !utf8.ValidString(label) {
		return nil, "", "the label is not valid UTF-8"
	}
	if label == "" {
		return nil, "", "the label is empty"
	}
	if strings.IndexByte(label, '.') >= 0 {
		return nil, "", "the input holds a dot: give one label at a time, not a whole domain name"
	}
	u := label
	if len(label) >= 4 && strings.EqualFold(label[:4], "xn--") {
		var err error
		u, err = idna.Registration.LabelToUnicode(strings.ToLower(label))
		if err != nil {
			return nil, "", "the A-label does not decode: " + err.Error()
		}
	}
	if utf8.RuneCountInString(u) > MaxLabel {
		return nil, u, fmt.Sprintf("the label has more than %d code points", MaxLabel)
	}
	// A label longer than 63 octets in the DNS, as an A-label, cannot be
	// registered whatever the LGR says (RFC 5890 section 2.3.2.1).
	n := len(u)
	for i := 0; i < len(u); i++ {
		if u[i] >= utf8.RuneSelf {
			enc, err := punycode.Encode(u)
			if err != nil {
				return nil, u, "the label cannot be encoded as an A-label: " + err.Error()
			}
			n = len("xn--") + len(enc)
			break
		}
	}
	if n > 63 {
		return nil, u, fmt.Sprintf("the label is %d octets long in the DNS (as an A-label), more than the 63 a label may have", n)
	}
	return []rune(u), u, ""
}

// segment is one code point or sequence of a label and the repertoire
// entry it was matched to.
type segment struct {
	pos, n int
	c      *Char
}

// contextOK evaluates the when / not-when rule of a char or var at label
// position pos, length n. The matcher steps it takes are added to *work
// when work is not nil.
func (l *LGR) contextOK(label []rune, pos, n int, when, notWhen string, work *int) (bool, error) {
	name, want := when, true
	if name == "" {
		if notWhen == "" {
			return true, nil
		}
		name, want = notWhen, false
	}
	m := matcher{label: label, anchorPos: pos, anchorLen: n}
	got := m.matches(l.rules[name])
	if work != nil {
		*work += m.steps
	}
	if m.err != nil {
		return false, m.err
	}
	return got == want, nil
}

// segmentLabel splits a label into repertoire entries, trying the longest
// sequence first at each position (section 8.1). On failure it returns the
// position, the code, and the context rule that failed, if any.
func (l *LGR) segmentLabel(label []rune, work *int) (segs []segment, failPos int, code Code, rule string, err error) {
	for i := 0; i < len(label); {
		max := l.maxSeq
		if max > len(label)-i {
			max = len(label) - i
		}
		found := false
		for n := max; n >= 1; n-- {
			c := l.lookup(label[i : i+n])
			if c == nil {
				continue
			}
			ok, err := l.contextOK(label, i, n, c.When, c.NotWhen, work)
			if err != nil {
				return nil, i, TooComplex, "", err
			}
			if ok {
				segs = append(segs, segment{i, n, c})
				i += n
				found = true
				break
			}
			if n == 1 {
				rule = c.When + c.NotWhen
			}
		}
		if !found {
			if rule != "" {
				return nil, i, Context, rule, nil
			}
			return nil, i, NotInRepertoire, "", nil
		}
	}
	return segs, 0, OK, "", nil
}

// reflexive returns the reflexive mapping of a segment that applies at its
// position, if any (section 5.3.4).
func (l *LGR) reflexive(label []rune, s segment) (*Variant, error) {
	for i := range s.c.Variants {
		v := &s.c.Variants[i]
		if !equalRunes(v.CP, label[s.pos:s.pos+s.n]) {
			continue
		}
		ok, err := l.contextOK(label, s.pos, s.n, v.When, v.NotWhen, nil)
		if err != nil {
			return nil, err
		}
		if ok {
			return v, nil
		}
	}
	return nil, nil
}

// Check evaluates a label, a U-label or an A-label, against the LGR: the
// repertoire and context rules (section 8.1), then the actions in order and
// the default actions (sections 7 and 8.3), with the label's reflexive
// variant mappings as its variant types (section 8.1.1).
func (l *LGR) Check(label string) Result {
	res := Result{Label: label, Disposition: Invalid, Pos: -1}
	runes, u, msg := toRunes(label)
	res.ULabel = u
	if msg != "" {
		res.Code, res.Message = BadInput, msg
		return res
	}
	segs, pos, code, rule, err := l.segmentLabel(runes, nil)
	if err != nil {
		res.Code, res.Message = TooComplex, "a context rule took too long to evaluate on this label"
		return res
	}
	if code != OK {
		res.Code, res.Pos, res.Rune, res.Rule = code, pos, runes[pos], rule
		if code == Context {
			how := "is not met"
			if c := l.lookupRune(runes[pos]); c != nil && c.NotWhen != "" {
				how = "(not-when) matches"
			}
			res.Message = fmt.Sprintf("U+%04X at position %d is not allowed here: its context rule %q %s", runes[pos], pos, rule, how)
		} else {
			res.Message = fmt.Sprintf("U+%04X at position %d is not in the LGR's repertoire", runes[pos], pos)
		}
		return res
	}
	var types []VariantType
	allMapped := true
	for _, s := range segs {
		v, err := l.reflexive(runes, s)
		if err != nil {
			res.Code, res.Message = TooComplex, "a context rule took too long to evaluate on this label"
			return res
		}
		if v == nil {
			allMapped = false
			continue
		}
		if v.Type != "" {
			types = addType(types, v.Type)
		}
	}
	if !l.decide(runes, types, allMapped, &res, nil) {
		res.Code, res.Disposition = TooComplex, Invalid
		res.Message = "a rule took too long to evaluate on this label"
	}
	return res
}

func addType(types []VariantType, t VariantType) []VariantType {
	for _, x := range types {
		if x == t {
			return types
		}
	}
	return append(types, t)
}

// decide runs the actions on a label in the repertoire and fills in the
// disposition, the deciding action and the message. It returns false when
// a rule exceeded its step budget. The matcher steps taken are added to
// *work when work is not nil.
func (l *LGR) decide(label []rune, types []VariantType, allMapped bool, res *Result, work *int) bool {
	m := matcher{label: label, anchorPos: -1}
	if work != nil {
		defer func() { *work += m.steps }()
	}
	res.Code = OK
	for i := range l.actions {
		a := &l.actions[i]
		if a.triggered(&m, types, allMapped) {
			l.explain(a, res)
			return true
		}
		if m.err != nil {
			return false
		}
	}
	std := standardOnly(types)
	for i := range defaultActions {
		a := &defaultActions[i]
		if a.triggered(&m, std, allMapped) {
			l.explain(a, res)
			return true
		}
	}
	return true // not reached: the last default action always fires
}

func (l *LGR) explain(a *action, res *Result) {
	res.Disposition = a.disp
	res.Rule = a.ruleName
	res.ActionLine = a.line
	res.Action = a.String()
	where := "the default action"
	if a.line > 0 {
		where = fmt.Sprintf("the action on line %d", a.line)
	}
	var why string
	switch {
	case a.match != nil && a.notMatch:
		why = fmt.Sprintf("the label does not match rule %q", a.ruleName)
	case a.match != nil:
		why = fmt.Sprintf("the label matches rule %q", a.ruleName)
	}
	if a.trigger != trigNone {
		t := fmt.Sprintf("its variant types meet %s=%q", a.trigger, a.typeList())
		if why == "" {
			why = t
		} else {
			why += " and " + t
		}
	}
	if why == "" {
		why = "no earlier action applies"
	}
	res.Message = fmt.Sprintf("%s: %s (%s)", res.Disposition, why, where)
}

func (a *action) typeList() string {
	var ts []string
	for t := range a.types {
		ts = append(ts, string(t))
	}
	sort.Strings(ts)
	return strings.Join(ts, " ")
}

// String writes the action as an XML element.
func (a *action) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "<action disp=%q", a.disp)
	if a.match != nil {
		attr := "match"
		if a.notMatch {
			attr = "not-match"
		}
		fmt.Fprintf(&b, " %s=%q", attr, a.ruleName)
	}
	if a.trigger != trigNone {
		fmt.Fprintf(&b, " %s=%q", a.trigger, a.typeList())
	}
	b.WriteString("/>")
	return b.String()
}
