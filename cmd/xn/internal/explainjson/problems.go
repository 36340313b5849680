package explainjson

import (
	"errors"
	"strings"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// A marker places the problems of host in input, for the page to
// underline them.
type marker struct {
	input, host string
	labels      []InputLabel // of host
}

// mark sets p.Start and p.End: the code point at p.Offset in host, or the
// label that begins there for a problem about a label, in UTF-16 code
// units in input; 0, 0 when input does not hold host as it is.
func (m marker) mark(p *Problem, r rune) {
	at := strings.Index(m.input, m.host)
	if at < 0 || p.Offset < 0 || p.Offset > len(m.host) {
		return
	}
	p.Start = utf16Len(m.host[:p.Offset])
	p.End = p.Start
	switch {
	case r >= 0 && strings.HasPrefix(m.host[p.Offset:], string(r)):
		p.End += utf16Len(string(r))
	case r < 0:
		for _, l := range m.labels {
			if l.Offset == p.Offset {
				p.End = l.End
			}
		}
	}
	shift := utf16Len(m.input[:at])
	p.Start += shift
	p.End += shift
}

// problems lists the problems of err, [] when it is nil: every problem of
// an *idna.Error, each with the sentence of the finding that covers it
// (idna.Error.Findings, which merges the problems of one sentence) unless
// an earlier problem's finding is the same, or the one problem of another
// error.
func problems(err error, tag language.Tag, m marker) []Problem {
	out := []Problem{}
	var e *idna.Error
	if !errors.As(err, &e) {
		if err != nil {
			out = append(out, other(err))
		}
		return out
	}
	fs := e.Findings()
	said := map[*idna.Finding]bool{}
	for i, pr := range e.Problems {
		p := Problem{Code: string(pr.Code), Label: pr.Label, Offset: pr.Offset, CodePoint: codePointOf(pr.Rune),
			Message: strings.TrimPrefix(pr.String(), string(pr.Code)+": "), Text: pr.Message(e.Input), Codes: []string{string(pr.Code)}}
		if f := idna.FindingOf(fs, i); f != nil {
			p.Text, p.Codes = catalog.Sentence(tag, f.Message), codeStrings(f.Codes)
			if said[f] {
				p.Text = ""
			}
			said[f] = true
		}
		m.mark(&p, pr.Rune)
		out = append(out, p)
	}
	return out
}

// other is the problem of an error other than an *idna.Error.
func other(err error) Problem {
	p := Problem{Code: "ERROR", Label: -1, Message: err.Error()}
	var pe *punycode.Error
	if errors.As(err, &pe) {
		p.Code, p.Offset, p.Message = string(pe.Code()), pe.Offset, strings.TrimPrefix(pe.Error(), "punycode: ")
	}
	p.Text, p.Codes = p.Message, []string{p.Code}
	return p
}

func codeStrings(codes []rule.Code) []string {
	s := make([]string, len(codes))
	for i, c := range codes {
		s[i] = string(c)
	}
	return s
}

// verdict writes the status line's sentences in the language tag: each
// sentence of the problems counts once; host is the name traced, which
// the form checker found in what was pasted when it is not input.
func verdict(ps []Problem, d Display, input, host string, tag language.Tag) Verdict {
	v := Verdict{OK: len(ps) == 0, Safe: d.Shown == ShownUnicode, Conversion: say(tag, msg.VerdictValid)}
	var texts []string
	for _, p := range ps {
		if p.Text != "" {
			texts = append(texts, p.Text)
		}
	}
	switch n := len(texts); {
	case n == 1:
		v.Conversion = say(tag, msg.VerdictNotValid, texts[0])
	case n == 2:
		v.Conversion = say(tag, msg.VerdictNotValidOneMore, texts[0])
	case n > 2:
		v.Conversion = say(tag, msg.VerdictNotValidMore, texts[0], n-1)
	}
	switch n := len(d.Reasons); {
	case d.Shown == ShownNone:
		v.Display = NothingSafe(tag)
	case n == 0:
		v.Display = say(tag, msg.VerdictShownAs, d.Output)
	case n == 1:
		v.Display = say(tag, msg.VerdictShownAsBecause, d.Output, d.Reasons[0].Text)
	case n == 2:
		v.Display = say(tag, msg.VerdictShownAsOneMore, d.Output, d.Reasons[0].Text)
	default:
		v.Display = say(tag, msg.VerdictShownAsMore, d.Output, d.Reasons[0].Text, n-1)
	}
	if host != input {
		v.Host = CheckingHost(host, tag)
	}
	return v
}

// NothingSafe says, in the language tag, that the display policy finds no
// form of a name to show.
func NothingSafe(tag language.Tag) string { return say(tag, msg.VerdictNothingSafe) }

// CheckingHost says, in the language tag, that the verdicts are those of
// the host found in what was pasted.
func CheckingHost(host string, tag language.Tag) string {
	return say(tag, msg.VerdictCheckingHost, host)
}

// say renders the message id(args) as a sentence in the language tag.
func say(tag language.Tag, id msg.ID, args ...any) string {
	return catalog.Sentence(tag, msg.Message{ID: id, Args: args})
}
