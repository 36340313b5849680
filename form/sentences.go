package form

import (
	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/spoof"
)

// TEMPORARY until branch msg lands spoof.Reason.Sentence and email's
// sentences: the English text of each package, not yet translatable.

func spoofSentence(r spoof.Reason) msg.Message {
	return msg.Message{ID: "", Args: []any{r.Message}}
}

func emailSentence(e *email.Error) msg.Message {
	return msg.Message{ID: "", Args: []any{e.Reason}}
}
