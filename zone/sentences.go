package zone

import (
	"errors"
	"io/fs"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
)

// Sentences says what is wrong for a person, one sentence for each thing
// to fix: those of idna for a name it refuses, one of package msg's Zone
// messages otherwise. Render them with Message.Sentence, or in another
// language with package msg/catalog.
func (p *Problem) Sentences() []msg.Message {
	var ie *idna.Error
	var inc *IncludeError
	var m msg.Message
	switch {
	case errors.As(p.Err, &ie):
		return ie.Sentences()
	case errors.Is(p.Err, ErrDotInLabel):
		m = msg.Message{ID: msgDotInLabel, Args: []any{msg.Quote(p.Name)}}
	case errors.Is(p.Err, ErrUnclosedParen):
		m = msg.Message{ID: msgUnclosedParen}
	case errors.Is(p.Err, ErrExtraParen):
		m = msg.Message{ID: msgExtraParen}
	case errors.Is(p.Err, ErrUnclosedQuote):
		m = msg.Message{ID: msgUnclosedQuote}
	case errors.Is(p.Err, ErrIncludeDepth):
		m = msg.Message{ID: msgIncludeDepth, Args: []any{MaxIncludeDepth}}
	case errors.As(p.Err, &inc):
		m = msg.Message{ID: msgIncludeRead, Args: []any{msg.Message{ID: msg.TextQuoted, Args: []any{inc.File}}, reason(inc.Err)}}
	case errors.Is(p.Err, ErrFieldsDiffer):
		m = msg.Message{ID: msgFieldsDiffer}
	default:
		m = msg.Message{ID: msgRecordInvalid, Args: []any{p.Err.Error()}}
	}
	return []msg.Message{m}
}

// reason is the system's words for why a file could not be read, without
// the path the sentence names already.
func reason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
