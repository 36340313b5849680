package lgr

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/xn-go/xn/label"
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

// maxLabel is the longest label, in code points, that Check, Variants and
// Index accept: label.MaxLabelLen. A DNS label has at most 63 octets; its
// U-label has at most as many code points. Check also refuses a label
// whose A-label is longer than 63 octets.
const maxLabel = label.MaxLabelLen

// Result is the verdict of one LGR on one label.
type Result struct {
	// Label is the label as given; ULabel its Unicode form.
	Label, ULabel string
	// Disposition is the label's disposition (section 7.3): one of the
	// constants, or a value of the LGR's own. It is Invalid whenever Code
	// is not OK.
	Disposition Disposition
	Code        Code
	// Pos is the index, in code points, of the offending code point or
	// sequence (Code NotInRepertoire or Context), -1 otherwise; Rune is
	// its first code point and CP all of them: one code point not in the
	// repertoire, or the code point or sequence whose context rule fails.
	Pos  int
	Rune rune
	CP   []rune
	// Rule is the rule that decided: the context rule (Code Context) or
	// the match / not-match rule of the deciding action.
	Rule string
	// Action is the deciding action, written as in the LGR, such as
	// `<action disp="blocked" any-variant="blocked"/>`; ActionLine is its
	// line, 0 for one of the default actions of section 7.6.
	Action     string
	ActionLine int
	// Err is the error of a label that is not well formed (Code BadInput,
	// an *InputError) or ErrTooComplex (Code TooComplex).
	Err error
	// Lowercase is set when the label is refused for a capital letter
	// and its lowercase form, Lowercase, is eligible: the fix to offer.
	Lowercase string
	// Warnings qualify an eligible verdict: under a merged LGR (WarnMerged)
	// the label is not thereby valid for its script.
	Warnings []Warning

	act     *action // the deciding action (Code OK)
	notWhen bool    // the failed context is a not-when rule (Code Context)
	// asWritten are the code point sequences of the label that stand as
	// written under a typed variant of their own (a reflexive mapping,
	// as ß to ß in the German LGR), with that type: what an action on
	// variant types decides an original label by.
	asWritten []typedSeq
}

// A typedSeq is a sequence of code points and the variant type the LGR
// gives it.
type typedSeq struct {
	cp  []rune
	typ Disposition
}

// Eligible reports whether the label may be registered: its disposition is
// neither invalid nor blocked.
func (r *Result) Eligible() bool {
	return r.Code == OK && r.Disposition.eligible()
}

// LabelError is the error of Variants and Index for a label that the LGR
// does not accept (Variants) or does not have in its repertoire (Index).
// It wraps the Err of the Result (an *InputError or ErrTooComplex) when
// there is one; Result.Sentence says it to a person.
type LabelError struct{ Result Result }

// Error describes the refusal for a developer, with code points as
// U+XXXX.
func (e *LabelError) Error() string {
	r := &e.Result
	var why string
	switch r.Code {
	case BadInput, TooComplex:
		why = r.Err.Error()
	case NotInRepertoire:
		why = fmt.Sprintf("%U at position %d is not in the repertoire", r.Rune, r.Pos)
	case Context:
		why = fmt.Sprintf("%s at position %d fails its context rule %q", cpString(r.CP), r.Pos, r.Rule)
	default:
		why = fmt.Sprintf("disposition %s from %s", r.Disposition, r.Action)
		if r.ActionLine > 0 {
			why += fmt.Sprintf(" on line %d", r.ActionLine)
		}
	}
	return fmt.Sprintf("lgr: label not eligible: %q: %s", r.Label, why)
}

// Unwrap returns the Result's Err, if any.
func (e *LabelError) Unwrap() error { return e.Result.Err }

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

// segFailure says where and why a label does not split into repertoire
// entries: the code point at pos is not in the repertoire, or the entry c
// of n code points at pos fails its context rule.
type segFailure struct {
	code   Code
	pos, n int
	c      *Char
}

// segmentLabel splits a label into repertoire entries, trying the longest
// sequence first at each position (section 8.1). When a code point is
// neither in the repertoire nor the start of an entry whose context holds,
// the failure names the entry to blame: the code point itself when its
// own context rule fails, else a sequence over it whose context rule
// failed (in the Spanish LGR, "l·l" gated by "extended-cp" explains the
// "·" that is in no entry of its own), else the code point as outside the
// repertoire.
func (l *LGR) segmentLabel(label []rune, work *int) (segs []segment, fail segFailure, err error) {
	var seq segFailure // the last sequence whose context failed
	for i := 0; i < len(label); {
		next := i
		var single *Char // the code point at i, when its context failed
		for n := min(l.maxSeq, len(label)-i); n >= 1; n-- {
			c := l.lookup(label[i : i+n])
			if c == nil {
				continue
			}
			ok, err := l.contextOK(label, i, n, c.When, c.NotWhen, work)
			if err != nil {
				return nil, segFailure{code: TooComplex, pos: i}, err
			}
			if ok {
				segs = append(segs, segment{i, n, c})
				next = i + n
				break
			}
			if n == 1 {
				single = c
			} else {
				seq = segFailure{Context, i, n, c}
			}
		}
		if next > i {
			i = next
			continue
		}
		switch {
		case single != nil:
			return nil, segFailure{Context, i, 1, single}, nil
		case seq.c != nil && seq.pos+seq.n > i:
			return nil, seq, nil
		}
		return nil, segFailure{NotInRepertoire, i, 1, nil}, nil
	}
	return segs, segFailure{code: OK}, nil
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
	res := l.check(label)
	switch {
	case res.Code == NotInRepertoire || res.Code == Context:
		l.capitalsHint(&res)
	case l.merged && res.Eligible():
		res.Warnings = []Warning{{Kind: WarnMerged, Label: res.ULabel}}
	}
	return res
}

// capitalsHint sets Lowercase when the offending code point is a capital
// letter and the label in lowercase is eligible: LGRs list lowercase
// letters only, as IDNA2008 allows no others, and a person who typed
// "Müller" needs to hear that the capital is the trouble.
func (l *LGR) capitalsHint(res *Result) {
	if !unicode.IsUpper(res.Rune) && !unicode.IsTitle(res.Rune) {
		return
	}
	lower := strings.ToLower(res.ULabel)
	if lower == res.ULabel {
		return
	}
	if r := l.check(lower); r.Eligible() {
		res.Lowercase = lower
	}
}

// check is Check without the hint and the warnings.
func (l *LGR) check(label string) Result {
	res := Result{Label: label, Disposition: Invalid, Pos: -1}
	runes, u, inErr := toRunes(label)
	res.ULabel = u
	if inErr != nil {
		res.Code, res.Err = BadInput, inErr
		return res
	}
	segs, fail, err := l.segmentLabel(runes, nil)
	if err != nil {
		res.Code, res.Err = TooComplex, err
		return res
	}
	if fail.code != OK {
		res.Code, res.Pos, res.Rune = fail.code, fail.pos, runes[fail.pos]
		res.CP = runes[fail.pos : fail.pos+fail.n : fail.pos+fail.n]
		if fail.c != nil {
			res.Rule = fail.c.When + fail.c.NotWhen
			res.notWhen = fail.c.NotWhen != ""
		}
		return res
	}
	var types []Disposition
	allMapped := true
	for _, s := range segs {
		v, err := l.reflexive(runes, s)
		if err != nil {
			res.Code, res.Err = TooComplex, err
			return res
		}
		if v == nil {
			allMapped = false
			continue
		}
		if v.Type != "" {
			types = addType(types, v.Type)
			res.asWritten = append(res.asWritten, typedSeq{runes[s.pos : s.pos+s.n], v.Type})
		}
	}
	if !l.decide(runes, types, allMapped, &res, nil) {
		res.Code, res.Disposition, res.Err = TooComplex, Invalid, ErrTooComplex
	}
	return res
}

func addType(types []Disposition, t Disposition) []Disposition {
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
func (l *LGR) decide(label []rune, types []Disposition, allMapped bool, res *Result, work *int) bool {
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

// explain records the deciding action in the result.
func (l *LGR) explain(a *action, res *Result) {
	res.Disposition = a.disp
	res.Rule = a.ruleName
	res.ActionLine = a.line
	res.Action = a.String()
	res.act = a
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
