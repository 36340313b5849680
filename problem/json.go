package problem

import (
	"strings"
	"unicode/utf16"

	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
)

// JSON is a problem as every JSON output of xn writes it (xn check,
// explain and lgr check with --format json, the playground's
// /api/explain); docs/cli.md documents each field.
type JSON struct {
	Code      string  `json:"code"`
	Label     int     `json:"label"`
	Offset    int     `json:"offset"` // in bytes, in the name checked
	CodePoint *string `json:"code_point"`
	// Message is for developers: Problem.Detail, or the English sentence
	// of a problem that is a sentence and nothing more (package form's).
	Message string `json:"message"`
	// Text is the sentence for people, "" when an earlier problem of the
	// list says it (Problem.Said), so that each sentence is said once.
	Text string `json:"text"`
	// Codes are the codes of the problems the sentence covers.
	Codes []string `json:"codes"`
	// Start and End mark the problem in what was typed, in UTF-16 code
	// units as JavaScript counts: the code point, or the label of a
	// problem about a label; both 0 when what was typed does not hold
	// the name checked as it is.
	Start int `json:"start"`
	End   int `json:"end"`
	// Section is the section of the standard the code stands for, for a
	// problem of a name in a certificate (xn cert check: package cert's
	// Section); "" and left out elsewhere.
	Section string `json:"section,omitempty"`
}

// JSONList is the JSON of the problems ps of the name host, found in
// input (what was typed, which is host or holds it, such as a web
// address), with the sentences as render writes them ([Problem.Text]);
// [] when ps is empty.
func JSONList(ps []Problem, render func(msg.Message) string, input, host string) []JSON {
	out := make([]JSON, len(ps))
	for i, p := range ps {
		j := JSON{Code: string(p.Code), Label: p.Label, Offset: p.Offset, Message: p.Detail, Text: p.Text(render),
			Codes: make([]string, len(p.Codes))}
		if j.Message == "" {
			j.Message = p.Message.Sentence() // a sentence and nothing more: the same for developers, in English
		}
		for k, c := range p.Codes {
			j.Codes[k] = string(c)
		}
		if p.Rune >= 0 {
			s := codepoint.String(p.Rune)
			j.CodePoint = &s
		}
		j.Start, j.End = mark(input, host, p.Offset, p.Rune)
		out[i] = j
	}
	return out
}

// mark returns the bounds in input, in UTF-16 code units, of the code
// point r at byte offset off of host, or, for r < 0, of the label of host
// that begins there (an empty mark where none does); 0, 0 when input does
// not hold host as it is.
func mark(input, host string, off int, r rune) (start, end int) {
	at := strings.Index(input, host)
	if at < 0 || off < 0 || off > len(host) {
		return 0, 0
	}
	start = utf16Len(host[:off])
	end = start
	switch {
	case r >= 0 && strings.HasPrefix(host[off:], string(r)):
		end += utf16Len(string(r))
	case r < 0:
		for l := range label.All(host) {
			if l.Offset == off {
				end += utf16Len(l.Text)
			}
		}
	}
	shift := utf16Len(input[:at])
	return start + shift, end + shift
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}
