// Package problem is the one presentation of a failure of xn: a
// [Problem] carries what programs and people need of one thing wrong
// with a name (its rule codes, label, byte offset, the sentence for
// people and the text for developers), built from the typed errors of
// the packages below (idna's Error and its Findings, punycode's Error),
// and [JSON] is the one JSON shape every output of xn writes it in.
//
// Each fact is said once, by one rule: a sentence for people that an
// earlier problem of the list already says is marked [Problem.Said]
// (the two codes P1 and V6 of one disallowed character under the
// Unicode 15.0.0 tables make one sentence), and the text for developers
// joins the codes of problems that state one fact ("P1,V6: ...", see
// [AppendText]).
package problem

import (
	"errors"
	"slices"
	"strconv"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// A Problem is one thing wrong with a name.
type Problem struct {
	// Code is the rule code of the problem; Codes those of every problem
	// its sentence covers, sorted (P1 and V6 for one disallowed
	// character), at least Code.
	Code  rule.Code
	Codes []rule.Code
	// Label is the index (from 0) of the label the problem is in, -1 for
	// the whole name; Offset the byte offset in the input, -1 for a
	// problem of no place in it (Sentence); Rune the code point at fault,
	// -1 for none.
	Label, Offset int
	Rune          rune
	// Message is the sentence for people; its ID is "" for a problem
	// that has none (a Punycode error), whose sentence is Detail.
	Message msg.Message
	// Said reports that an earlier problem of the list says the same
	// sentence, so that a list for people says it once.
	Said bool
	// Detail is the text for developers, without the code: "disallowed
	// code point U+005F '_' in label 1 at byte 2".
	Detail string
	// fact numbers, from 1, the fact of package idna the problem states
	// (idna.Facts): problems of one fact say it under their codes; 0 for
	// a problem alone in its fact.
	fact int
	// alone is, for a problem of package idna that no finding covers (one
	// after the only finding of a name), idna's English sentence for it.
	alone string
}

// CodeError is the code of a problem of an error that no package of xn
// describes.
const CodeError rule.Code = "ERROR"

// Of lists the problems of err, nil when it is nil: those of an
// *idna.Error, each with the sentence of the finding that covers it
// (idna.Error.Findings); the one problem of a *punycode.Error; or one
// problem with code ERROR and err's text for any other error.
func Of(err error) []Problem {
	if err == nil {
		return nil
	}
	var ie *idna.Error
	if errors.As(err, &ie) {
		return ofIDNA(ie)
	}
	var pe *punycode.Error
	if errors.As(err, &pe) {
		return []Problem{New(pe.Code(), -1, pe.Offset, -1, pe.Description())}
	}
	return []Problem{New(CodeError, -1, 0, -1, err.Error())}
}

// New is a problem without a sentence of its own: detail, the text for
// developers, is the text for people too.
func New(code rule.Code, label, offset int, r rune, detail string) Problem {
	return Problem{Code: code, Codes: []rule.Code{code}, Label: label, Offset: offset, Rune: r, Detail: detail}
}

// Sentence is a problem that is a sentence for people and nothing more,
// such as those of package form: m, covering the rule codes, sorted (at
// least one), of no label, place or code point in particular (Label,
// Offset and Rune -1).
func Sentence(m msg.Message, codes ...rule.Code) Problem {
	return Problem{Code: codes[0], Codes: codes, Label: -1, Offset: -1, Rune: -1, Message: m}
}

// String returns the problem's sentence in English, the fragment form
// (msg.Message.String), or Detail for a problem without a sentence.
func (p Problem) String() string {
	if p.Message.ID == "" {
		return p.Detail
	}
	return p.Message.String()
}

func ofIDNA(e *idna.Error) []Problem {
	fs := e.Findings()
	said := map[*idna.Finding]bool{}
	out := make([]Problem, len(e.Problems))
	for i, pr := range e.Problems {
		p := New(pr.Code, pr.Label, pr.Offset, pr.Rune, pr.Description())
		if f := findingOf(fs, i); f != nil {
			p.Message, p.Codes, p.Said = f.Message, f.Codes, said[f]
			said[f] = true
		} else {
			p.alone = pr.Message(e.Input)
		}
		out[i] = p
	}
	for k, f := range idna.Facts(e.Problems) {
		for _, i := range f {
			out[i].fact = k + 1
		}
	}
	return out
}

// findingOf returns the finding of fs, the findings of an idna.Error,
// that covers its problem of index i, or nil when none does (a problem
// after one that is the only finding).
func findingOf(fs []idna.Finding, i int) *idna.Finding {
	for k := range fs {
		if slices.Contains(fs[k].Problems, i) {
			return &fs[k]
		}
	}
	return nil
}

// Text is the problem's sentence for people as render writes it (in
// English, msg.Message.Sentence; in a language, a func calling
// catalog.Sentence of package msg/catalog, which this package does not
// link for programs that show English only), or "" when an earlier
// problem of its list says it (Said).
func (p Problem) Text(render func(msg.Message) string) string {
	switch {
	case p.Said:
		return ""
	case p.Message.ID != "":
		return render(p.Message)
	case p.alone != "":
		return p.alone
	}
	return p.Detail
}

// Plain reports whether the problem has no sentence for people but
// Detail, its text for developers (a Punycode error).
func (p Problem) Plain() bool { return p.Message.ID == "" && p.alone == "" }

// AppendText appends the problems for developers and logs, "CODE:
// detail; CODE: detail", the codes of one fact together and its detail
// once ("P1,V6: detail", the facts of idna.Facts, as idna.Error.Error
// says them), then, when omitted > 0, the number of problems the library
// found but did not record (idna.Error.Omitted).
func AppendText(dst []byte, ps []Problem, omitted int) []byte {
	for k, fact := range facts(ps) {
		if k > 0 {
			dst = append(dst, "; "...)
		}
		for j, i := range fact {
			if j > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, ps[i].Code...)
		}
		// Every code of a fact has the same detail.
		dst = append(dst, ": "...)
		dst = append(dst, ps[fact[0]].Detail...)
	}
	if omitted > 0 {
		dst = append(dst, "; and "...)
		dst = strconv.AppendInt(dst, int64(omitted), 10)
		dst = append(dst, " more problems"...)
	}
	return dst
}

// facts groups ps by the fact they state, in the order of each fact's
// first problem: the indexes in ps of its problems.
func facts(ps []Problem) [][]int {
	var out [][]int
	at := map[int]int{} // fact number to its index in out
	for i, p := range ps {
		if k, ok := at[p.fact]; ok && p.fact > 0 {
			out[k] = append(out[k], i)
			continue
		}
		at[p.fact] = len(out)
		out = append(out, []int{i})
	}
	return out
}
