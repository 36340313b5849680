package playground

import (
	"slices"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

// A paste is what the form checker finds in a pasted web address, host and
// port or email address: the host that the page checks instead of the
// text, and the sentence that says what to enter, in the language of the
// sentences. Both views, the single name and the list, ask pasteOf.
type paste struct {
	host  string // "" when the text is not such a paste
	shown string // host as the display policy allows to show it
	text  string
}

// pasteOf asks the form checker about input, and the display policy (by
// the tables of Unicode version) for the form of the host to name.
func pasteOf(input string, tag language.Tag, version string) paste {
	host, problems := explainjson.Host(input)
	if host == "" {
		return paste{}
	}
	p := paste{host: host, shown: shownHost(host, version)}
	if len(problems) > 0 {
		p.text = catalog.Sentence(tag, naming(problems[0].Message, host, p.shown))
	}
	return p
}

// shownHost is host as the display policy allows to show it: in Unicode,
// or with A-labels when it is a look-alike; host itself when the policy
// refuses it, as the page then says that nothing is safe to show.
func shownHost(host, version string) string {
	if shown, _, err := explainjson.Policy(version).Display(host); err == nil {
		return shown
	}
	return host
}

// naming is m with its argument host, the domain the form checker
// suggests (in Unicode form), replaced by shown, so that a sentence never
// draws a look-alike in Unicode ("enter only the domain, xn--pple-43d.com").
func naming(m msg.Message, host, shown string) msg.Message {
	args := slices.Clone(m.Args)
	for i, a := range args {
		if s, ok := a.(string); ok && s == host {
			args[i] = shown
		}
	}
	return msg.Message{ID: m.ID, Args: args}
}
