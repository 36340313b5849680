// Package explainjson is the JSON of the trace of one name, schema 2: the
// types that "xn explain --format json", the playground's /api/explain and
// its WebAssembly page write, and New, which fills them from the typed
// facts of the library (trace.Trace, idna.Error.Findings, spoof.Display,
// compare.Name, form.Domain). docs/cli.md documents every field; schema 1,
// the output of xn explain before, is schema 2 without the fields it adds.
package explainjson

import (
	"errors"
	"slices"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/language"
	"golang.org/x/text/unicode/runenames"

	"github.com/xn-go/xn/cmd/xn/internal/compare"
	"github.com/xn-go/xn/cmd/xn/internal/regime"
	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
	"github.com/xn-go/xn/spoof"
)

// Schema is the version of the JSON that New fills in.
const Schema = 2

// Options say how to explain a name.
type Options struct {
	// Profile is the name of the profile as selected, with the switches
	// given ("lookup --transitional").
	Profile string
	// Lang is the language of the sentences for people.
	Lang language.Tag
	// Punycode and Regimes ask for the parts that cost the most and that
	// only the playground asks for: each label's Punycode steps, and the
	// name under every regime (package compare). Without them,
	// Label.Punycode and Explanation.Regimes are null.
	Punycode, Regimes bool
}

// Explanation is the trace of one name. The fields up to Host are those of
// schema 1, in its order; a later schema adds fields after the others.
type Explanation struct {
	Input           string       `json:"input"`
	Profile         string       `json:"profile"`
	Settings        []string     `json:"settings"`
	UnicodeVersion  string       `json:"unicode_version"`
	InputLabels     []InputLabel `json:"input_labels"`
	Labels          []Label      `json:"labels"`
	BidiDomain      bool         `json:"bidi_domain"`
	NameRules       []Rule       `json:"name_rules"`
	ASCII           string       `json:"ascii"`
	ASCIIOK         bool         `json:"ascii_ok"`
	ASCIIProblems   []Problem    `json:"ascii_problems"`
	Unicode         string       `json:"unicode"`
	UnicodeOK       bool         `json:"unicode_ok"`
	UnicodeProblems []Problem    `json:"unicode_problems"`
	Display         Display      `json:"display"`
	// Host is the name traced: Input, or the host in a pasted web
	// address, host and port or email address (form.Domain).
	Host   string `json:"host"`
	Schema int    `json:"schema"` // Schema
	// Verdict sums the name up for the status line of the playground.
	Verdict Verdict `json:"verdict"`
	// Regimes is the name under every regime, when Options.Regimes.
	Regimes *compare.Comparison `json:"regimes"`
}

// InputLabel is one label of the input, cut at the four IDNA full stops.
type InputLabel struct {
	Text       string      `json:"text"`
	Offset     int         `json:"offset"` // in bytes, in Host
	CodePoints []CodePoint `json:"code_points"`
	Mapped     string      `json:"mapped"`
	Normalized string      `json:"normalized"`
	// Start and End are the label's bounds in Host, in UTF-16 code units
	// as JavaScript counts.
	Start      int    `json:"start"`
	End        int    `json:"end"`
	Dot        string `json:"dot"`         // the full stop after the label, "" for the last
	NFCChanged bool   `json:"nfc_changed"` // normalization changed the mapped label
}

// CodePoint is one code point of an input label with its properties.
type CodePoint struct {
	Offset      int     `json:"offset"`     // in bytes, in Host
	CodePoint   string  `json:"code_point"` // "U+00FC"
	Status      string  `json:"status"`
	Mapping     *string `json:"mapping"` // the target of a mapped or deviation code point
	NV8         bool    `json:"nv8"`
	IDNA2008    string  `json:"idna2008"`
	BidiClass   string  `json:"bidi_class"`
	JoiningType string  `json:"joining_type"`
	Mark        bool    `json:"mark"`
	Virama      bool    `json:"virama"`
	Char        string  `json:"char"`
	Script      string  `json:"script"` // the Script property: "Cyrillic", "Unknown"
	Name        string  `json:"name"`   // the character's name; "" when Unicode builds it from the code point
}

// Label is one label after mapping, normalization and conversion.
type Label struct {
	Index        int     `json:"index"`
	Unicode      string  `json:"unicode"`
	ASCII        string  `json:"ascii"`
	FromPunycode bool    `json:"from_punycode"`
	DecodedFrom  *string `json:"decoded_from"` // the A-label, for a decoded label
	Undecodable  bool    `json:"undecodable"`
	NoASCII      bool    `json:"no_ascii"`
	Rules        []Rule  `json:"rules"`
	// Punycode is the trace of the label's Punycode step, when
	// Options.Punycode and the label has one.
	Punycode *Punycode `json:"punycode"`
}

// Rule is one rule run, with its verdict.
type Rule struct {
	Code    string `json:"code"`
	Name    string `json:"name"`
	OK      bool   `json:"ok"`
	Detail  string `json:"detail"`
	Message string `json:"message"` // the message of the problem of a failed rule
}

// Problem is one problem of a conversion, in the one JSON shape of a
// problem of every output of xn.
type Problem = problem.JSON

// Display is the decision of spoof.Display.
type Display struct {
	Shown    Shown     `json:"shown"`
	Output   string    `json:"output"` // the form to show
	Reasons  []Reason  `json:"reasons"`
	Problems []Problem `json:"problems"`
}

// Shown is the form in which the display policy shows a name.
type Shown string

// The forms of a name, as Display.Shown and unicode --safe's JSON name
// them.
const (
	ShownUnicode Shown = "unicode" // the policy allows the Unicode form
	ShownASCII   Shown = "ascii"   // it refuses it: the A-label form
	ShownNone    Shown = ""        // the name fails: no form is safe to show
)

// ShownOf is the form of the answer of spoof.Display: its reasons to
// refuse the Unicode form and its error.
func ShownOf(reasons []spoof.Reason, err error) Shown {
	switch {
	case err != nil:
		return ShownNone
	case len(reasons) > 0:
		return ShownASCII
	}
	return ShownUnicode
}

// Reason is one reason of the display policy, as every JSON output of xn
// writes it: explain's display.reasons, unicode --safe's and resolve's
// reasons.
type Reason struct {
	Rune      rune    `json:"-"` // the code point at fault, -1 for none
	Code      string  `json:"code"`
	Label     int     `json:"label"`
	CodePoint *string `json:"code_point"`
	Message   string  `json:"message"`
	Text      string  `json:"text"` // for people, naming the label
	// Sentence is Text, under the name the first release of schema 2
	// gave it; explain writes it, the other outputs leave it out.
	Sentence string `json:"sentence,omitempty"`
}

// ReasonOf is the reason r of package spoof, with its sentence in the
// language tag.
func ReasonOf(r spoof.Reason, tag language.Tag) Reason {
	return Reason{Rune: r.Rune, Code: string(r.Code), Label: r.Label, CodePoint: codePointOf(r.Rune), Message: r.Message,
		Text: catalog.Sentence(tag, r.Sentence())}
}

// Verdict sums up a name in two sentences a person reads first.
type Verdict struct {
	OK   bool `json:"ok"`   // ToASCII succeeded
	Safe bool `json:"safe"` // the display policy shows the Unicode form
	// Conversion is "Valid", or "Not valid: " and the first sentence, in
	// the language of the sentences.
	Conversion string `json:"conversion"`
	// Display is "Shown as NAME", with the first reason when the policy
	// shows the A-label form, or says that nothing can be shown.
	Display string `json:"display"`
	// Host is "Checking the host HOST" when the form checker found a host
	// in what was pasted (Explanation.Host differs from Input), else "".
	Host string `json:"host"`
}

// Punycode is the RFC 3492 trace of one label.
type Punycode struct {
	Decode bool   `json:"decode"` // an xn-- label decoded, else a label encoded
	Input  string `json:"input"`
	Output string `json:"output"`
	Basic  int    `json:"basic"` // how many basic code points are copied
	Steps  []Step `json:"steps"`
	Error  string `json:"error"`
}

// Step is one delta of the Bootstring algorithm.
type Step struct {
	Rune      rune   `json:"-"` // the code point inserted
	CodePoint string `json:"code_point"`
	Char      string `json:"char"`
	Index     int    `json:"index"`
	Delta     uint32 `json:"delta"`
	Digits    string `json:"digits"`
	Offset    int    `json:"offset"`
	Bias      int    `json:"bias"`
}

// Host returns the host that the form checker finds in input, a pasted
// web address, host and port or email address, with what it said about
// it; "" when input is not such a paste.
func Host(input string) (string, []form.Problem) {
	if !form.MayBePasted(input) {
		return "", nil
	}
	r := form.Domain(input)
	if r.SuggestionUnicode == "" || r.SuggestionUnicode == input {
		return "", nil
	}
	return r.SuggestionUnicode, r.Problems
}

// New explains input with the profile c.
func New(input string, c regime.Converter, o Options) *Explanation {
	host, _ := Host(input)
	if host == "" {
		host = input
	}
	tr := c.Explain(host)
	x := &Explanation{
		Input: input, Host: host, Schema: Schema, Profile: o.Profile, Settings: c.Settings(),
		UnicodeVersion: tr.UnicodeVersion, BidiDomain: tr.BidiDomain,
		ASCII: tr.ASCII, ASCIIOK: tr.ASCIIErr == nil, Unicode: tr.Unicode, UnicodeOK: tr.UnicodeErr == nil,
		InputLabels: inputLabels(host, tr), Labels: []Label{},
	}
	if x.Settings == nil {
		x.Settings = []string{}
	}
	var ierr *idna.Error
	var failed []idna.Problem // those of ToASCII, for the message of each failed rule
	if errors.As(tr.ASCIIErr, &ierr) {
		failed = ierr.Problems
	}
	x.NameRules = rules(host, tr.NameRules, -1, failed)
	for _, lt := range tr.Labels {
		l := Label{
			Index: lt.Index, Unicode: lt.Unicode, ASCII: lt.ASCII, FromPunycode: lt.FromPunycode,
			Undecodable: lt.Undecodable, NoASCII: lt.NoASCII, Rules: rules(host, lt.Rules, lt.Index, failed),
		}
		if lt.FromPunycode {
			a := ALabel(lt, tr.InputLabels)
			l.DecodedFrom = &a
		}
		if o.Punycode {
			l.Punycode = PunycodeOf(lt, tr.InputLabels)
		}
		x.Labels = append(x.Labels, l)
	}
	marks := marker{input: input, host: host}
	x.ASCIIProblems = problems(tr.ASCIIErr, o.Lang, marks)
	x.UnicodeProblems = problems(tr.UnicodeErr, o.Lang, marks)
	x.Display = display(o.Lang, marks, tr.UnicodeVersion)
	shown := host // named as the display policy allows: a look-alike by its A-labels
	if x.Display.Shown != ShownNone {
		shown = x.Display.Output
	}
	if !x.ASCIIOK {
		// A name that fails under the profile chosen has nothing safe to
		// show, whatever the policy, which converts by its own profile,
		// says of it (my_site.com fails P1 under std3 rules).
		x.Display = Display{Shown: ShownNone, Reasons: []Reason{}, Problems: x.ASCIIProblems}
	}
	x.Verdict = verdict(x.ASCIIProblems, x.Display, input, host, shown, o.Lang)
	if o.Regimes {
		x.Regimes = regimes(host, tr.UnicodeVersion)
		x.Regimes.RenderReasons(func(m msg.Message) string { return catalog.Sentence(o.Lang, m) })
	}
	return x
}

// regimes compares host by the tables of the profile's Unicode version;
// the IDNA2003 profile's (3.2.0) is no version of the other regimes, which
// then compare by the build's default.
func regimes(host, version string) *compare.Comparison {
	if c, err := compare.NameUnicode(host, version); err == nil {
		return c
	}
	return compare.Name(host)
}

// inputLabels lists the labels of the input with their code points.
func inputLabels(host string, tr *trace.Trace) []InputLabel {
	out := []InputLabel{}
	for i, il := range tr.InputLabels {
		end := il.Offset + len(il.Text)
		l := InputLabel{
			Text: il.Text, Offset: il.Offset, Mapped: il.Mapped, Normalized: il.Normalized,
			Start: utf16Len(host[:il.Offset]), End: utf16Len(host[:end]), NFCChanged: il.Mapped != il.Normalized,
			CodePoints: []CodePoint{},
		}
		if i+1 < len(tr.InputLabels) && end < len(host) {
			_, size := utf8.DecodeRuneInString(host[end:])
			l.Dot = host[end : end+size]
		}
		ForCodePoints(host, il, func(off int, ri trace.RuneInfo) { l.CodePoints = append(l.CodePoints, codePoint(off, ri)) })
		out = append(out, l)
	}
	return out
}

// ForCodePoints calls f with each code point of the input label il and
// its byte offset in host, the name traced.
func ForCodePoints(host string, il trace.InputLabel, f func(off int, ri trace.RuneInfo)) {
	off := il.Offset
	for _, ri := range il.CodePoints {
		f(off, ri)
		_, size := utf8.DecodeRuneInString(host[min(off, len(host)):])
		off += size
	}
}

func codePoint(off int, ri trace.RuneInfo) CodePoint {
	cp := CodePoint{
		Offset: off, CodePoint: codepoint.String(ri.Rune), Status: ri.Status.String(), NV8: ri.NV8,
		IDNA2008: ri.IDNA2008.String(), BidiClass: ri.BidiClass.String(), JoiningType: ri.JoiningType.String(),
		Mark: ri.Mark, Virama: ri.Virama, Char: string(ri.Rune), Script: script(ri.Rune), Name: runeName(ri.Rune),
	}
	if s := ri.Status; s.Maps() || s == trace.StatusDeviation {
		m := ri.Mapping
		cp.Mapping = &m
	}
	return cp
}

// rules turns the verdicts of label idx (-1: the name) into rules, each
// failed one with the message of its problem among ps.
func rules(host string, vs []trace.Verdict, idx int, ps []idna.Problem) []Rule {
	out := []Rule{}
	for _, v := range vs {
		r := Rule{Code: string(v.Code), Name: v.Name, OK: v.OK, Detail: v.Detail}
		i := slices.IndexFunc(ps, func(p idna.Problem) bool { return p.Code == v.Code && p.Label == idx })
		if !v.OK && i >= 0 {
			r.Message = ps[i].Message(host)
		}
		out = append(out, r)
	}
	return out
}

// DisplayOf is the decision of the default display policy of package
// spoof (spoof.Display) on name, converting by the tables of Unicode
// version (Policy), with the sentences in the language tag.
func DisplayOf(name string, tag language.Tag, version string) Display {
	return display(tag, marker{input: name, host: name}, version)
}

// NothingShown is the display of a name that fails with err under the
// profile chosen: no form is safe to show, whatever the display policy,
// which converts by its own profile, says of it; its problems are those
// of err, with the sentences in the language tag.
func NothingShown(err error, tag language.Tag) Display {
	return Display{Shown: ShownNone, Reasons: []Reason{}, Problems: problems(err, tag, marker{})}
}

// ShownHost is host as the display policy, by the tables of Unicode
// version (Policy), allows to show it: in Unicode, or with A-labels when
// it is a look-alike; host itself when the policy refuses it.
func ShownHost(host, version string) string {
	if shown, _, err := Policy(version).Display(host); err == nil {
		return shown
	}
	return host
}

// Policy is the default display policy of package spoof, converting by the
// tables of Unicode version, or of the build's default when idna serves no
// such version ("" or IDNA2003's "3.2.0").
func Policy(version string) *spoof.Policy {
	p := spoof.DefaultPolicy()
	if slices.Contains(idna.UnicodeVersions(), version) {
		p.Profile = spoof.DefaultProfile(version)
	}
	return p
}

func display(tag language.Tag, marks marker, version string) Display {
	d := Display{Reasons: []Reason{}, Problems: []Problem{}}
	shown, reasons, err := Policy(version).Display(marks.host)
	if d.Shown = ShownOf(reasons, err); err != nil {
		d.Problems = problems(err, tag, marks)
		return d
	}
	d.Output = shown
	for _, r := range reasons {
		reason := ReasonOf(r, tag)
		reason.Sentence = reason.Text
		d.Reasons = append(d.Reasons, reason)
	}
	return d
}

// ALabel returns the A-label of an xn-- label as given, after mapping. For
// most labels it is lt.ASCII; an xn-- label that does not decode is kept
// as it is, in lt.Unicode. For an xn-- label that decodes to an empty or
// all-ASCII string, which fails P4, the trace has the decoded text as its
// ASCII form too, and the A-label is rebuilt: the Punycode of an all-ASCII
// string is the string and a delimiter, or nothing for the empty string,
// so that "xn--go-" decodes to "go" and "xn--" to "". The input label at
// the same index, after mapping, gives the case of the prefix when it is
// that A-label.
func ALabel(lt trace.Label, inLabels []trace.InputLabel) string {
	if lt.Undecodable {
		return lt.Unicode
	}
	if !lt.FromPunycode || label.HasACEPrefix(lt.ASCII) || !utf8fast.IsASCII(lt.Unicode) {
		return lt.ASCII
	}
	a := "xn--"
	if lt.Unicode != "" {
		a += lt.Unicode + "-"
	}
	if lt.Index < len(inLabels) && strings.EqualFold(inLabels[lt.Index].Normalized, a) {
		return inLabels[lt.Index].Normalized
	}
	return a
}

// script returns the Unicode Script property of r, as Go's unicode
// package names it ("Unknown" for a code point of no script).
func script(r rune) string {
	for name, t := range unicode.Scripts {
		if unicode.Is(t, r) {
			return name
		}
	}
	return "Unknown"
}

// runeName returns the character name of r, "" for the names Unicode
// builds from the code point (CJK ideographs, Hangul syllables).
func runeName(r rune) string {
	n := runenames.Name(r)
	if strings.HasPrefix(n, "<") { // "<CJK Ideograph>", "<Hangul Syllable>", "<control>"…
		return ""
	}
	return n
}

// PunycodeOf traces the Punycode step of a label, as xn explain shows it
// too: the decoding of an xn-- label (decoded, or failing P4 or PUNYCODE
// because it does not decode), or the encoding of a label that is not
// ASCII into its A-label; nil for a label with no such step (an ASCII
// label, or one ToASCII stopped before).
func PunycodeOf(lt trace.Label, inLabels []trace.InputLabel) *Punycode {
	alabel := ALabel(lt, inLabels)
	decode := lt.FromPunycode || Failed(lt, rule.P4) || Failed(lt, rule.PUNYCODE) && !lt.NoASCII
	if !label.HasACEPrefix(alabel) || !decode && utf8fast.IsASCII(lt.Unicode) {
		return nil
	}
	t := &Punycode{Decode: decode, Input: lt.Unicode, Steps: []Step{}}
	add := func(s punycode.Step) {
		t.Steps = append(t.Steps, Step{Rune: s.CodePoint, CodePoint: codepoint.String(s.CodePoint), Char: string(s.CodePoint),
			Index: s.Index, Delta: s.Delta, Digits: s.Digits, Offset: s.Offset, Bias: s.Bias})
	}
	var err error
	if decode {
		t.Input = alabel[4:]
		t.Output, err = punycode.DecodeTrace(t.Input, add)
	} else {
		t.Output, err = punycode.EncodeTrace(lt.Unicode, add)
	}
	if err != nil {
		t.Error = err.Error()
	}
	t.Basic = utf8.RuneCountInString(alabel[4:][:max(strings.LastIndexByte(alabel[4:], '-'), 0)])
	return t
}

// Failed reports whether the rule with the code failed on lt.
func Failed(lt trace.Label, code rule.Code) bool {
	return slices.ContainsFunc(lt.Rules, func(v trace.Verdict) bool { return v.Code == code && !v.OK })
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// codePointOf is r written as U+XXXX, or nil for r < 0 (no code point).
func codePointOf(r rune) *string {
	if r < 0 {
		return nil
	}
	s := codepoint.String(r)
	return &s
}
