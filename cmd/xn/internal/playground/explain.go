// Package playground computes what the xn playground page shows (the
// stages of the conversion of a name, or the results of a list of names)
// and serves the page and its JSON API. It is used by "xn serve" and by the
// WebAssembly build of the page, so that both draw the same data.
package playground

import (
	"errors"
	"fmt"
	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/regime"
	"github.com/xn-go/xn/rule"
	"golang.org/x/text/language"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/unicode/runenames"

	"github.com/xn-go/xn/compare"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/spoof"
)

// MaxExplainLen is the longest name, in bytes, that Explain draws: a trace
// holds several fields for every code point, and no domain name comes
// close to this length.
const MaxExplainLen = 4096

// MaxBatch is the largest number of names Convert takes at once.
const MaxBatch = 10000

// converter is a profile of the registry refined by switches.
type converter = regime.Converter

// ProfileNames returns the names of the profiles, as "xn --profile" takes
// them, the default first (package regime).
func ProfileNames() []string { return regime.ProfileNames() }

// SwitchNames returns the names of the switches, as the CLI spells them
// without the leading "--" (package regime).
func SwitchNames() []string {
	var out []string
	for _, sw := range regime.Switches() {
		out = append(out, sw.Name)
	}
	return out
}

// Settings choose the profile: a profile name and the switches that
// override its settings, as on the xn command line. A switch absent from
// Options keeps the profile's setting.
type Settings struct {
	Profile string          `json:"profile"`
	Options map[string]bool `json:"options,omitempty"`
	// Lang is the language of the sentences, a BCP 47 tag such as "de";
	// English when empty or not in the catalog (package msg/catalog).
	Lang string `json:"lang,omitempty"`
}

// tag returns the language of the sentences.
func (s Settings) tag() language.Tag {
	t, err := language.Parse(s.Lang)
	if err != nil {
		return language.English
	}
	return t
}

// sentence renders m in the language tag: every sentence of the
// playground goes through it.
func sentence(tag language.Tag, m msg.Message) string { return catalog.Sentence(tag, m) }

// A RequestError is a request the playground cannot answer, such as an
// unknown profile; its message says what to change.
type RequestError struct{ Msg string }

func (e *RequestError) Error() string { return e.Msg }

func badRequest(format string, args ...any) error {
	return &RequestError{fmt.Sprintf(format, args...)}
}

// profileName is the name of the profile, "lookup" by default.
func (s Settings) profileName() string {
	if s.Profile == "" {
		return "lookup"
	}
	return s.Profile
}

// converter returns the profile the settings select.
func (s Settings) converter() (converter, error) {
	name := s.profileName()
	p, ok := regime.LookupProfile(name)
	if !ok {
		return nil, badRequest("unknown profile %q (profiles: %s)", name, strings.Join(ProfileNames(), ", "))
	}
	for opt := range s.Options {
		if regime.LookupSwitch(opt) == nil || regime.LookupSwitch(opt).Name != opt {
			return nil, badRequest("unknown option %q (options: %s)", opt, strings.Join(SwitchNames(), ", "))
		}
	}
	var settings []regime.Setting
	for _, sw := range regime.Switches() { // in a fixed order
		if v, ok := s.Options[sw.Name]; ok {
			settings = append(settings, regime.Setting{Switch: sw, On: v})
		}
	}
	return p.With(settings...), nil
}

// Explanation is everything the page draws for one name.
type Explanation struct {
	Input string `json:"input"`
	// Host is the name explained: Input, or the host of a pasted web
	// address, host and port or email address.
	Host           string   `json:"host"`
	Profile        string   `json:"profile"`  // the profile's name, as --profile takes it
	Settings       []string `json:"settings"` // the settings in effect
	UnicodeVersion string   `json:"unicodeVersion"`
	// InputLabels are the labels of the input as cut at the four IDNA
	// dots, with each code point.
	InputLabels []InputLabel `json:"inputLabels"`
	// Labels are the labels after mapping and normalization, with the
	// rules checked on each and the Punycode trace.
	Labels []Label `json:"labels"`
	// NameRules are the rules checked on the whole name.
	NameRules     []Rule    `json:"nameRules"`
	ASCII         string    `json:"ascii"`
	ASCIIOK       bool      `json:"asciiOK"`
	ASCIIErrors   []Problem `json:"asciiErrors"`
	Unicode       string    `json:"unicode"`
	UnicodeOK     bool      `json:"unicodeOK"`
	UnicodeErrors []Problem `json:"unicodeErrors"`
	Display       Display   `json:"display"`
	// Verdict is the conversion verdict and the display verdict in
	// sentences, for the status line.
	Verdict Verdict `json:"verdict"`
	// Regimes is the name under every IDNA regime side by side (package
	// compare), whatever the profile chosen.
	Regimes *compare.Comparison `json:"regimes"`
}

// Verdict sums up a name in two sentences a person reads first: is it a
// valid name, and how a browser would show it.
type Verdict struct {
	OK   bool `json:"ok"`   // ToASCII succeeded
	Safe bool `json:"safe"` // the display policy shows the Unicode form
	// Conversion is "valid" or "not valid: " and the first problem.
	Conversion string `json:"conversion"`
	// Display is "shown as NAME", with the first reason when the policy
	// shows the A-label form, or why nothing can be shown.
	Display string `json:"display"`
}

// InputLabel is one label of the input.
type InputLabel struct {
	Text string `json:"text"`
	// Start and End are the label's bounds in the input, in UTF-16 code
	// units as JavaScript counts; Offset is its byte offset.
	Offset     int    `json:"offset"`
	Start      int    `json:"start"`
	End        int    `json:"end"`
	Dot        string `json:"dot"` // the dot after the label ("" for the last), such as "." or "。" (U+3002)
	Mapped     string `json:"mapped"`
	Normalized string `json:"normalized"`
	NFCChanged bool   `json:"nfcChanged"` // normalization changed the mapped label
	CodePoints []Rune `json:"codePoints"`
}

// Rune is one code point with its IDNA properties.
type Rune struct {
	CodePoint   string `json:"cp"` // "U+00FC"
	Char        string `json:"char"`
	Status      string `json:"status"`
	Mapping     string `json:"mapping,omitempty"`
	NV8         bool   `json:"nv8,omitempty"`
	IDNA2008    string `json:"idna2008"`
	BidiClass   string `json:"bidi"`
	JoiningType string `json:"joining"`
	Script      string `json:"script"` // the Unicode Script property, such as "Cyrillic"
	Name        string `json:"name"`   // the character name, such as "CYRILLIC SMALL LETTER A"; "" when unknown
}

// Label is one label after processing.
type Label struct {
	Index        int    `json:"index"`
	Unicode      string `json:"unicode"`
	ASCII        string `json:"ascii"`
	FromPunycode bool   `json:"fromPunycode"`
	Undecodable  bool   `json:"undecodable"`
	Rules        []Rule `json:"rules"`
	Punycode     *Trace `json:"punycode,omitempty"`
}

// Rule is one rule with its verdict.
type Rule struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail,omitempty"`
	// Message is the plain-English message of a failed rule.
	Message string `json:"message,omitempty"`
}

// Problem is one problem of a conversion.
type Problem struct {
	Code    string `json:"code"`
	Label   int    `json:"label"`
	Offset  int    `json:"offset"` // in bytes
	Start   int    `json:"start"`  // in UTF-16 code units, for the page
	End     int    `json:"end"`    // Start plus the code point's length; Start when there is none
	Rune    string `json:"cp,omitempty"`
	Message string `json:"message"`
	Text    string `json:"text"` // Problem.String
}

// Trace is the RFC 3492 Punycode trace of one label.
type Trace struct {
	// Decode is true when the label was an xn-- label that was decoded;
	// otherwise the Unicode label was encoded.
	Decode bool   `json:"decode"`
	Input  string `json:"input"`
	Output string `json:"output"`
	Basic  int    `json:"basic"` // how many basic code points were copied
	Steps  []Step `json:"steps"`
	Error  string `json:"error,omitempty"`
}

// Step is one delta of the Bootstring algorithm.
type Step struct {
	CodePoint string `json:"cp"`
	Char      string `json:"char"`
	Index     int    `json:"index"`
	Delta     uint32 `json:"delta"`
	Digits    string `json:"digits"`
	Offset    int    `json:"offset"`
	Bias      int    `json:"bias"`
}

// Display is the verdict of the display policy (package spoof).
type Display struct {
	Shown   string   `json:"shown"`
	Unicode bool     `json:"unicode"` // the policy lets the name be shown in Unicode
	Reasons []Reason `json:"reasons"`
	Error   string   `json:"error,omitempty"`
}

// Reason is one reason of the display policy.
type Reason struct {
	Code    string `json:"code"`
	Label   int    `json:"label"`
	Message string `json:"message"`
	// Sentence is the reason in plain words, naming the label.
	Sentence string `json:"sentence"`
}

// Explain explains the conversion of name with the settings.
func Explain(name string, s Settings) (*Explanation, error) {
	if len(name) > MaxExplainLen {
		return nil, badRequest("the name is %d bytes long; the playground explains names of up to %d bytes", len(name), MaxExplainLen)
	}
	p, err := s.converter()
	if err != nil {
		return nil, err
	}
	input := name
	r := form.Domain(name)
	if r.Suggestion != "" && r.Suggestion != name {
		// A pasted web address, host and port or email address: explain
		// the host in it, as the form checker does.
		name = r.Suggestion
	}
	tr := p.Explain(name)
	x := &Explanation{
		Input:          input,
		Host:           name,
		Profile:        s.profileName(),
		Settings:       p.Settings(),
		UnicodeVersion: idna.UnicodeVersion,
		ASCII:          tr.ASCII,
		ASCIIOK:        tr.ASCIIErr == nil,
		Unicode:        tr.Unicode,
		UnicodeOK:      tr.UnicodeErr == nil,
		InputLabels:    []InputLabel{},
		Labels:         []Label{},
	}
	x.ASCIIErrors = problems(name, tr.ASCIIErr, s.tag())
	x.UnicodeErrors = problems(name, tr.UnicodeErr, s.tag())
	var ierr *idna.Error
	errors.As(tr.ASCIIErr, &ierr)
	x.NameRules = rules(name, tr.NameRules, -1, ierr)
	x.InputLabels = inputLabels(name, tr)
	for _, lt := range tr.Labels {
		l := Label{
			Index:        lt.Index,
			Unicode:      lt.Unicode,
			ASCII:        lt.ASCII,
			FromPunycode: lt.FromPunycode,
			Undecodable:  lt.Undecodable,
			Rules:        rules(name, lt.Rules, lt.Index, ierr),
		}
		ace := lt.ASCII
		if lt.Undecodable {
			ace = lt.Unicode // kept as it is
		}
		if _, ok := cutACE(ace); !ok && lt.FromPunycode && len(tr.InputLabels) == len(tr.Labels) {
			// Decoded to ASCII (P4): ToASCII wrote the decoded label.
			ace = tr.InputLabels[lt.Index].Normalized
		}
		l.Punycode = punycodeTrace(lt, ace)
		x.Labels = append(x.Labels, l)
	}
	// A problem about a whole label (such as P4) marks the label.
	for i, p := range x.ASCIIErrors {
		for _, l := range x.InputLabels {
			if p.Start == p.End && p.Rune == "" && p.Offset == l.Offset {
				x.ASCIIErrors[i].End = l.End
			}
		}
	}
	shiftMarks(x.ASCIIErrors, input, name)
	x.Display = display(name, s.tag())
	x.Verdict = verdict(x.ASCIIErrors, x.Display)
	x.Regimes = compare.Name(name)
	x.Regimes.RenderReasons(func(m msg.Message) string { return sentence(s.tag(), m) })
	return x, nil
}

// shiftMarks moves the places that problems of the host mark to where the
// host is in the input (UTF-16 code units, as the page counts); when the
// input does not hold the host as it is, the problems mark nothing.
func shiftMarks(ps []Problem, input, host string) {
	if input == host {
		return
	}
	i := strings.Index(input, host)
	for k := range ps {
		if i < 0 {
			ps[k].Start, ps[k].End = 0, 0
			continue
		}
		ps[k].Start += utf16Len(input[:i])
		ps[k].End += utf16Len(input[:i])
	}
}

// inputLabels lists the labels of the input with their code points.
func inputLabels(name string, tr *trace.Trace) []InputLabel {
	out := []InputLabel{}
	for i, il := range tr.InputLabels {
		end := il.Offset + len(il.Text)
		l := InputLabel{
			Text:       il.Text,
			Offset:     il.Offset,
			Start:      utf16Len(name[:il.Offset]),
			End:        utf16Len(name[:end]),
			Mapped:     il.Mapped,
			Normalized: il.Normalized,
			NFCChanged: il.Mapped != il.Normalized,
			CodePoints: []Rune{},
		}
		if i+1 < len(tr.InputLabels) && end < len(name) {
			_, size := utf8.DecodeRuneInString(name[end:])
			l.Dot = name[end : end+size]
		}
		for _, ri := range il.CodePoints {
			l.CodePoints = append(l.CodePoints, Rune{
				CodePoint:   cp(ri.Rune),
				Char:        string(ri.Rune),
				Status:      ri.Status.String(),
				Mapping:     ri.Mapping,
				NV8:         ri.NV8,
				IDNA2008:    ri.IDNA2008.String(),
				BidiClass:   ri.BidiClass.String(),
				JoiningType: ri.JoiningType.String(),
				Script:      script(ri.Rune),
				Name:        runeName(ri.Rune),
			})
		}
		out = append(out, l)
	}
	return out
}

// verdict writes the status line's sentences.
func verdict(errs []Problem, d Display) Verdict {
	v := Verdict{OK: len(errs) == 0, Safe: d.Error == "" && d.Unicode, Conversion: "valid"}
	if !v.OK {
		v.Conversion = "not valid: " + errs[0].Message
		if n := len(errs) - 1; n > 0 {
			v.Conversion += " (and " + strconv.Itoa(n) + " more problem" + plural(n) + ")"
		}
	}
	switch {
	case d.Error != "":
		v.Display = "nothing safe to show"
	case len(d.Reasons) > 0:
		v.Display = "shown as " + d.Shown + ": " + d.Reasons[0].Sentence
		if n := len(d.Reasons) - 1; n > 0 {
			v.Display += " (and " + strconv.Itoa(n) + " more reason" + plural(n) + ")"
		}
	default:
		v.Display = "shown as " + d.Shown
	}
	return v
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
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

// runeName returns the character name of r, with the code point for the
// names Unicode builds from it (CJK ideographs, Hangul syllables).
func runeName(r rune) string {
	n := runenames.Name(r)
	if strings.HasPrefix(n, "<") { // "<CJK Ideograph>", "<Hangul Syllable>", "<control>"…
		return ""
	}
	return n
}

// punycodeTrace traces the Punycode step of a label: the decoding of an xn--
// label (ace is its ASCII form), or the encoding of a label that is not
// ASCII; nil for an ASCII label.
func punycodeTrace(lt trace.Label, ace string) *Trace {
	body, isACE := cutACE(ace)
	switch {
	case (lt.Undecodable || lt.FromPunycode) && isACE:
		t := &Trace{Decode: true, Input: body, Steps: []Step{}}
		out, err := punycode.DecodeTrace(body, func(s punycode.Step) { t.Steps = append(t.Steps, step(s)) })
		t.Output = out
		if err != nil {
			t.Error = err.Error()
		}
		if i := strings.LastIndexByte(body, '-'); i >= 0 {
			t.Basic = utf8.RuneCountInString(body[:i])
		}
		return t
	case !isASCII(lt.Unicode):
		t := &Trace{Input: lt.Unicode, Steps: []Step{}}
		out, err := punycode.EncodeTrace(lt.Unicode, func(s punycode.Step) { t.Steps = append(t.Steps, step(s)) })
		t.Output = out
		if err != nil {
			t.Error = err.Error()
		}
		for _, r := range lt.Unicode {
			if r < 0x80 {
				t.Basic++
			}
		}
		return t
	}
	return nil
}

// cutACE returns s without its "xn--" prefix (in any case), and whether
// it had one.
func cutACE(s string) (string, bool) {
	if len(s) >= 4 && strings.EqualFold(s[:4], "xn--") {
		return s[4:], true
	}
	return s, false
}

func step(s punycode.Step) Step {
	return Step{CodePoint: cp(s.CodePoint), Char: string(s.CodePoint), Index: s.Index, Delta: s.Delta, Digits: s.Digits, Offset: s.Offset, Bias: s.Bias}
}

// rules turns the verdicts of label idx (-1: the name) into rules, each
// failed one with the message of its problem.
func rules(input string, vs []trace.Verdict, idx int, e *idna.Error) []Rule {
	out := []Rule{}
	for _, v := range vs {
		r := Rule{Code: string(v.Code), Name: v.Name, OK: v.OK, Detail: v.Detail}
		if !v.OK && e != nil {
			for _, p := range e.Problems {
				if p.Code == v.Code && p.Label == idx {
					r.Message = p.Message(input)
					break
				}
			}
		}
		out = append(out, r)
	}
	return out
}

// problems lists the problems of err, an *idna.Error or nil: one per
// thing to fix (idna.Error.Findings), so that no two carry the same
// sentence; Code is then the codes of the finding, joined by commas, and
// the place marked that of its first problem.
func problems(input string, err error, tag language.Tag) []Problem {
	out := []Problem{}
	var e *idna.Error
	if !errors.As(err, &e) {
		if err != nil {
			out = append(out, Problem{Label: -1, Message: err.Error(), Text: err.Error()})
		}
		return out
	}
	fs := e.Findings()
	said := make([]bool, len(fs))
	for _, p := range e.Problems {
		i := findingOf(fs, p)
		if i >= 0 && said[i] {
			continue
		}
		q := Problem{Code: string(p.Code), Label: p.Label, Offset: p.Offset, Message: p.Message(input), Text: p.String()}
		if i >= 0 {
			said[i] = true
			q.Message = sentence(tag, fs[i].Message)
			q.Code = joinCodes(fs[i].Codes)
		}
		if p.Offset >= 0 && p.Offset <= len(input) {
			q.Start = utf16Len(input[:p.Offset])
			q.End = q.Start
			if p.Rune >= 0 && strings.HasPrefix(input[p.Offset:], string(p.Rune)) {
				q.End += utf16Len(string(p.Rune))
			}
		}
		if p.Rune >= 0 {
			q.Rune = cp(p.Rune)
		}
		out = append(out, q)
	}
	return out
}

// findingOf returns the index of the finding of fs that covers p: the one
// with its code and label, else the first with its code; -1 if none.
func findingOf(fs []idna.Finding, p idna.Problem) int {
	byCode := -1
	for i, f := range fs {
		if slices.Contains(f.Codes, p.Code) {
			if f.Label == p.Label {
				return i
			}
			if byCode < 0 {
				byCode = i
			}
		}
	}
	return byCode
}

func joinCodes(codes []rule.Code) string {
	s := make([]string, len(codes))
	for i, c := range codes {
		s[i] = string(c)
	}
	return strings.Join(s, ",")
}

// display runs the default display policy of package spoof.
func display(name string, tag language.Tag) Display {
	d := Display{Reasons: []Reason{}}
	shown, reasons, err := spoof.Display(name)
	if err != nil {
		d.Error = "IDNA rejects the name, so it has no safe form to show"
		return d
	}
	d.Shown = shown
	d.Unicode = len(reasons) == 0
	for _, r := range reasons {
		d.Reasons = append(d.Reasons, Reason{Code: r.Code.String(), Label: r.Label, Message: r.Message, Sentence: sentence(tag, r.Sentence())})
	}
	return d
}

// Result is the conversion of one name of a batch.
type Result struct {
	Input   string   `json:"input"`
	ASCII   string   `json:"ascii"`
	Unicode string   `json:"unicode"`
	OK      bool     `json:"ok"`
	Codes   []string `json:"codes"`
	Message string   `json:"message,omitempty"` // the first problem's message
	// Shown is the form a browser would show (spoof.Display), "" for a
	// name that fails; Safe is true when it is the Unicode form, and
	// Display says why not when it is not.
	Shown   string `json:"shown"`
	Safe    bool   `json:"safe"`
	Display string `json:"display,omitempty"`
}

// Convert converts each name with the settings (ToASCII, and ToUnicode for
// the Unicode column).
func Convert(names []string, s Settings) ([]Result, error) {
	if len(names) > MaxBatch {
		return nil, badRequest("%d names; the playground converts up to %d at once", len(names), MaxBatch)
	}
	p, err := s.converter()
	if err != nil {
		return nil, err
	}
	out := make([]Result, len(names))
	for i, n := range names {
		r := Result{Input: n, Codes: []string{}}
		a, aerr := p.ToASCII(n)
		u, _ := p.ToUnicode(n)
		r.ASCII, r.Unicode, r.OK = a, u, aerr == nil
		var e *idna.Error
		if errors.As(aerr, &e) {
			for _, pr := range e.Problems {
				if !contains(r.Codes, string(pr.Code)) {
					r.Codes = append(r.Codes, string(pr.Code))
				}
			}
			if len(e.Problems) > 0 {
				r.Message = e.Problems[0].Message(n)
			}
		} else if aerr != nil {
			r.Message = aerr.Error()
		}
		d := display(n, s.tag())
		r.Shown, r.Safe = d.Shown, d.Error == "" && d.Unicode
		switch {
		case d.Error != "":
			r.Display = "nothing safe to show"
		case len(d.Reasons) > 0:
			r.Display = d.Reasons[0].Sentence
		}
		out[i] = r
	}
	return out, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func cp(r rune) string { return fmt.Sprintf("U+%04X", r) }

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
