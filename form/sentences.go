package form

import (
	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/spoof"
)

// spoofSentence is the sentence of a display policy's finding.
func spoofSentence(r spoof.Reason) msg.Message { return r.Sentence() }

// emailSentence is the sentence of an address's syntax error: the first of
// package email's.
func emailSentence(e *email.Error) msg.Message {
	if ms := e.Sentences(); len(ms) > 0 {
		return ms[0]
	}
	return msg.Message{ID: msgEmailNoAt}
}
