package explainjson

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/problem"
)

// A marker places the problems of host in input, for the page to
// underline them.
type marker struct{ input, host string }

// problems lists the problems of err, [] when it is nil, in the one JSON
// shape of a problem (package problem), marked in input.
func problems(err error, tag language.Tag, m marker) []Problem {
	return problem.JSONList(problem.Of(err), func(m msg.Message) string { return catalog.Sentence(tag, m) }, m.input, m.host)
}

// verdict writes the status line's sentences in the language tag: each
// sentence of the problems counts once; host is the name traced, which
// the form checker found in what was pasted when it is not input, and
// shown host as the display policy allows to name it.
func verdict(ps []Problem, d Display, input, host, shown string, tag language.Tag) Verdict {
	v := Verdict{OK: len(ps) == 0, Safe: d.Shown == ShownUnicode, Conversion: say(tag, msgValid)}
	var texts []string
	for _, p := range ps {
		if p.Text != "" {
			texts = append(texts, p.Text)
		}
	}
	switch n := len(texts); {
	case n == 1:
		v.Conversion = say(tag, msgNotValid, texts[0])
	case n == 2:
		v.Conversion = say(tag, msgNotValidOneMore, texts[0])
	case n > 2:
		v.Conversion = say(tag, msgNotValidMore, texts[0], n-1)
	}
	switch n := len(d.Reasons); {
	case d.Shown == ShownNone:
		v.Display = NothingSafe(tag)
	case n == 0:
		v.Display = say(tag, msgShownAs, d.Output)
	case n == 1:
		v.Display = say(tag, msgShownAsBecause, d.Output, d.Reasons[0].Text)
	case n == 2:
		v.Display = say(tag, msgShownAsOneMore, d.Output, d.Reasons[0].Text)
	default:
		v.Display = say(tag, msgShownAsMore, d.Output, d.Reasons[0].Text, n-1)
	}
	if host != input {
		v.Host = CheckingHost(shown, tag)
	}
	return v
}

// NothingSafe says, in the language tag, that the display policy finds no
// form of a name to show.
func NothingSafe(tag language.Tag) string { return say(tag, msgNothingSafe) }

// CheckingHost says, in the language tag, that the verdicts are those of
// the host found in what was pasted.
func CheckingHost(host string, tag language.Tag) string {
	return say(tag, msgCheckingHost, host)
}

// say renders the message id(args) as a sentence in the language tag.
func say(tag language.Tag, id msg.ID, args ...any) string {
	return catalog.Sentence(tag, msg.Message{ID: id, Args: args})
}
