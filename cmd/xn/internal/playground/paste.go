package playground

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
	"github.com/xn-go/xn/msg/catalog"
)

// A paste is what the form checker finds in a pasted web address, host and
// port or email address: the host that the page checks instead of the
// text, and the sentence that says what to enter, in the language of the
// sentences, which names the host as the display policy allows (a
// look-alike by its A-labels). Both views, the single name and the list,
// ask pasteOf.
type paste struct {
	host string // "" when the text is not such a paste
	text string
}

// pasteOf asks the form checker about input.
func pasteOf(input string, tag language.Tag) paste {
	host, problems := explainjson.Host(input)
	if host == "" {
		return paste{}
	}
	p := paste{host: host}
	if len(problems) > 0 {
		p.text = catalog.Sentence(tag, problems[0].Message)
	}
	return p
}
