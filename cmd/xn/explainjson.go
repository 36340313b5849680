package main

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/spoof"
)

// The JSON rendering of explain (--format json): one object per name, on
// one line, from the trace of the library (trace.Trace, which package
// idna2003 fills in too) and the decision of spoof.Display. The field
// names are stable; docs/cli.md documents each.

// traceJSON is an trace.Trace.
type traceJSON struct {
	Input           string           `json:"input"`
	Profile         string           `json:"profile"`
	Settings        []string         `json:"settings"`
	UnicodeVersion  string           `json:"unicode_version"`
	InputLabels     []inputLabelJSON `json:"input_labels"`
	Labels          []labelJSON      `json:"labels"`
	BidiDomain      bool             `json:"bidi_domain"`
	NameRules       []ruleJSON       `json:"name_rules"`
	ASCII           string           `json:"ascii"`
	ASCIIOK         bool             `json:"ascii_ok"`
	ASCIIProblems   []problemJSON    `json:"ascii_problems"`
	Unicode         string           `json:"unicode"`
	UnicodeOK       bool             `json:"unicode_ok"`
	UnicodeProblems []problemJSON    `json:"unicode_problems"`
	Display         displayJSON      `json:"display"`
	Host            string           `json:"host"` // the name traced: input, or the host in a pasted URL, host:port or email address
}

// inputLabelJSON is an trace.InputLabel.
type inputLabelJSON struct {
	Text       string          `json:"text"`
	Offset     int             `json:"offset"`
	CodePoints []codePointJSON `json:"code_points"`
	Mapped     string          `json:"mapped"`
	Normalized string          `json:"normalized"`
}

// codePointJSON is an trace.RuneInfo, with the code point's byte offset in
// the input.
type codePointJSON struct {
	Offset      int     `json:"offset"`
	CodePoint   string  `json:"code_point"`
	Status      string  `json:"status"`
	Mapping     *string `json:"mapping"`
	NV8         bool    `json:"nv8"`
	IDNA2008    string  `json:"idna2008"`
	BidiClass   string  `json:"bidi_class"`
	JoiningType string  `json:"joining_type"`
	Mark        bool    `json:"mark"`
	Virama      bool    `json:"virama"`
}

// labelJSON is an trace.Label, with the A-label it was decoded from.
type labelJSON struct {
	Index        int        `json:"index"`
	Unicode      string     `json:"unicode"`
	ASCII        string     `json:"ascii"`
	FromPunycode bool       `json:"from_punycode"`
	DecodedFrom  *string    `json:"decoded_from"`
	Undecodable  bool       `json:"undecodable"`
	NoASCII      bool       `json:"no_ascii"`
	Rules        []ruleJSON `json:"rules"`
}

// ruleJSON is an trace.Verdict.
type ruleJSON struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

// problemJSON is a problem, as in the records of the other commands.
type problemJSON struct {
	Code      string  `json:"code"`
	Label     int     `json:"label"`
	Offset    int     `json:"offset"`
	CodePoint *string `json:"code_point"`
	Message   string  `json:"message"`
	Text      string  `json:"text"`
}

// displayJSON is the decision of spoof.Display.
type displayJSON struct {
	Shown    string        `json:"shown"`
	Output   string        `json:"output"`
	Reasons  []reasonJSON  `json:"reasons"`
	Problems []problemJSON `json:"problems"`
}

// reasonJSON is a spoof.Reason.
type reasonJSON struct {
	Code      string  `json:"code"`
	Label     int     `json:"label"`
	CodePoint *string `json:"code_point"`
	Message   string  `json:"message"`
}

// explainJSON returns the JSON object, on one line, of the trace of name,
// and whether ToASCII succeeded.
func (x *explainer) explainJSON(input string) ([]byte, bool) {
	name, _ := x.pastedHost(input)
	if name == "" {
		name = input
	}
	tr := x.profile.Explain(name)
	out := traceJSON{
		Input:           input,
		Host:            name,
		Profile:         x.profileName,
		Settings:        x.profile.Settings(),
		UnicodeVersion:  idna.UnicodeVersion,
		InputLabels:     []inputLabelJSON{},
		Labels:          []labelJSON{},
		BidiDomain:      tr.BidiDomain,
		NameRules:       rulesJSON(tr.NameRules),
		ASCII:           tr.ASCII,
		ASCIIOK:         tr.ASCIIErr == nil,
		ASCIIProblems:   x.problemsJSON(tr.ASCIIErr),
		Unicode:         tr.Unicode,
		UnicodeOK:       tr.UnicodeErr == nil,
		UnicodeProblems: x.problemsJSON(tr.UnicodeErr),
	}
	if out.Settings == nil {
		out.Settings = []string{}
	}
	for _, il := range tr.InputLabels {
		jl := inputLabelJSON{Text: il.Text, Offset: il.Offset, CodePoints: []codePointJSON{}, Mapped: il.Mapped, Normalized: il.Normalized}
		forCodePoints(name, il, func(off int, ri trace.RuneInfo) {
			cp := codePointJSON{
				Offset: off, CodePoint: string(appendCodePoint(nil, ri.Rune)), Status: ri.Status.String(), NV8: ri.NV8,
				IDNA2008: ri.IDNA2008.String(), BidiClass: ri.BidiClass.String(), JoiningType: ri.JoiningType.String(), Mark: ri.Mark, Virama: ri.Virama,
			}
			if s := ri.Status; s.Maps() || s == trace.StatusDeviation {
				m := ri.Mapping
				cp.Mapping = &m
			}
			jl.CodePoints = append(jl.CodePoints, cp)
		})
		out.InputLabels = append(out.InputLabels, jl)
	}
	for _, lt := range tr.Labels {
		jl := labelJSON{
			Index: lt.Index, Unicode: lt.Unicode, ASCII: lt.ASCII, FromPunycode: lt.FromPunycode,
			Undecodable: lt.Undecodable, NoASCII: lt.NoASCII, Rules: rulesJSON(lt.Rules),
		}
		if lt.FromPunycode {
			a := aLabel(lt, tr.InputLabels)
			jl.DecodedFrom = &a
		}
		out.Labels = append(out.Labels, jl)
	}
	dv := displayVerdict(name)
	out.Display = displayJSON{Shown: dv.Shown, Output: dv.Output, Reasons: reasonsJSON(dv.Reasons), Problems: x.problemsJSON(dv.err)}

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		// Every field is a string, number, bool or slice of them.
		panic(err)
	}
	return buf.Bytes(), tr.ASCIIErr == nil
}

func rulesJSON(rules []trace.Verdict) []ruleJSON {
	out := make([]ruleJSON, len(rules))
	for i, rv := range rules {
		out[i] = ruleJSON{string(rv.Code), rv.Name, rv.OK, rv.Detail}
	}
	return out
}

// problemsJSON lists the problems of err, [] when it is nil. A text
// already said by an earlier problem of the list is "": each sentence
// appears once.
func (x *explainer) problemsJSON(err error) []problemJSON {
	out := []problemJSON{}
	if err == nil {
		return out
	}
	said := map[string]bool{}
	for _, p := range problemsOf(err) {
		text := validUTF8(p.text(x.tag))
		if said[text] {
			text = ""
		}
		said[text] = true
		pj := problemJSON{Code: string(p.code), Label: p.label, Offset: p.offset, Message: validUTF8(p.msg), Text: text}
		if p.r >= 0 {
			pj.CodePoint = codePointString(p.r)
		}
		out = append(out, pj)
	}
	return out
}

func reasonsJSON(reasons []spoof.Reason) []reasonJSON {
	out := make([]reasonJSON, len(reasons))
	for i, r := range reasons {
		out[i] = reasonJSON{Code: r.Code.String(), Label: r.Label, Message: r.Message}
		if r.Rune >= 0 {
			out[i].CodePoint = codePointString(r.Rune)
		}
	}
	return out
}

func codePointString(r rune) *string {
	s := string(appendCodePoint(nil, r))
	return &s
}

// validUTF8 replaces the bytes of s that are not valid UTF-8 with U+FFFD,
// as encoding/json does.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return string([]rune(s))
}
