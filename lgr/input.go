package lgr

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/punycode"
)

// InputProblem says what is wrong with a label that is not well formed.
type InputProblem uint8

// The problems of an InputError.
const (
	// InputUTF8: the label is not valid UTF-8.
	InputUTF8 InputProblem = iota + 1
	// InputEmpty: the label is empty.
	InputEmpty
	// InputDot: the label holds a dot; it is a whole name.
	InputDot
	// InputALabel: the label begins with xn-- but does not decode under
	// idna's Registration profile.
	InputALabel
	// InputTooLong: the label has more than label.MaxLabelLen (63) code points.
	InputTooLong
	// InputTooLongDNS: the label's A-label is longer than a DNS label.
	InputTooLongDNS
)

var inputProblems = [...]string{InputUTF8: "invalid UTF-8", InputEmpty: "empty", InputDot: "holds a dot",
	InputALabel: "A-label does not decode", InputTooLong: "too many code points", InputTooLongDNS: "too long in the DNS"}

// String describes the problem for a developer.
func (p InputProblem) String() string {
	if int(p) < len(inputProblems) && inputProblems[p] != "" {
		return inputProblems[p]
	}
	return fmt.Sprintf("InputProblem(%d)", uint8(p))
}

// InputError is the error of a label that is not a well-formed label, the
// Err of a Result with Code BadInput.
type InputError struct {
	Label   string
	Problem InputProblem
	// Length and Max are the length found and the limit (InputTooLong: in
	// code points; InputTooLongDNS: in octets of the A-label).
	Length, Max int
	// Err is idna's or punycode's error (InputALabel, InputTooLongDNS).
	Err error
}

// Error describes the problem for a developer.
func (e *InputError) Error() string {
	s := fmt.Sprintf("lgr: label %q: %s", e.Label, e.Problem)
	if e.Max > 0 {
		s += fmt.Sprintf(" (%d, at most %d)", e.Length, e.Max)
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns the error of idna or punycode, if any.
func (e *InputError) Unwrap() error { return e.Err }

// sentence says what is wrong to a person; Result.Sentence says it.
func (e *InputError) sentence() msg.Message {
	q := msg.Quote(e.Label)
	switch e.Problem {
	case InputUTF8:
		return msg.Message{ID: msgInputUTF8}
	case InputEmpty:
		return msg.Message{ID: msgInputEmpty}
	case InputDot:
		return msg.Message{ID: msgInputDot, Args: []any{q}}
	case InputALabel:
		return msg.Message{ID: msgInputALabel, Args: []any{q}}
	case InputTooLong:
		return msg.Message{ID: msgInputTooLong, Args: []any{q, e.Length, e.Max}}
	}
	return msg.Message{ID: msgInputTooLongDNS, Args: []any{q, e.Length, e.Max}}
}

// toRunes turns a U-label or an A-label into code points. An xn-- label is
// decoded with idna's Registration profile, so a malformed one is refused.
func toRunes(s string) ([]rune, string, *InputError) {
	bad := func(p InputProblem) *InputError { return &InputError{Label: s, Problem: p} }
	switch {
	case !utf8.ValidString(s):
		return nil, "", bad(InputUTF8)
	case s == "":
		return nil, "", bad(InputEmpty)
	case strings.IndexByte(s, '.') >= 0:
		return nil, "", bad(InputDot)
	}
	u := s
	if label.HasACEPrefix(s) {
		var err error
		if u, err = idna.Registration.LabelToUnicode(strings.ToLower(s)); err != nil {
			e := bad(InputALabel)
			e.Err = err
			return nil, "", e
		}
	}
	if n := utf8.RuneCountInString(u); n > maxLabel {
		e := bad(InputTooLong)
		e.Length, e.Max = n, maxLabel
		return nil, u, e
	}
	// A label longer than a DNS label as an A-label cannot be registered
	// whatever the LGR says (RFC 5890 section 2.3.2.1).
	n, err := aLabelLen(u)
	if err != nil || n > label.MaxLabelLen {
		e := bad(InputTooLongDNS)
		e.Length, e.Max, e.Err = n, label.MaxLabelLen, err
		return nil, u, e
	}
	return []rune(u), u, nil
}

// aLabelLen returns the length in octets of u in the DNS: u itself when it
// is ASCII, its A-label otherwise.
func aLabelLen(u string) (int, error) {
	for i := 0; i < len(u); i++ {
		if u[i] >= utf8.RuneSelf {
			enc, err := punycode.Encode(u)
			return len(label.ACEPrefix) + len(enc), err
		}
	}
	return len(u), nil
}
