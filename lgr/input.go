package lgr

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// inputProblems describes for a developer the rule an InputError breaks.
var inputProblems = map[rule.Code]string{rule.UTF8: "invalid UTF-8", rule.EMPTY: "empty", rule.LABEL_DOT: "holds a dot",
	rule.ALABEL: "A-label does not decode", rule.TOOLONG: "too many code points", rule.A4_2: "too long in the DNS"}

// InputError is the error of a label that is not a well-formed label, the
// Err of a Result with Code BadInput.
type InputError struct {
	Label string
	// Code is the rule the label breaks:
	//   - [rule.UTF8]: the label is not valid UTF-8;
	//   - [rule.EMPTY]: the label is empty;
	//   - [rule.LABEL_DOT]: the label holds a dot; it is a whole name;
	//   - [rule.ALABEL]: the label begins with xn-- but does not decode
	//     under idna's Registration profile;
	//   - [rule.TOOLONG]: the label has more than label.MaxLabelLen (63)
	//     code points;
	//   - [rule.A4_2]: the label's A-label is longer than a DNS label.
	Code rule.Code
	// Length and Max are the length found and the limit (TOOLONG: in
	// code points; A4_2: in octets of the A-label).
	Length, Max int
	// Err is idna's or punycode's error (ALABEL, A4_2).
	Err error
}

// Error describes the problem for a developer.
func (e *InputError) Error() string {
	p, ok := inputProblems[e.Code]
	if !ok {
		p = string(e.Code)
	}
	s := fmt.Sprintf("lgr: label %q: %s", e.Label, p)
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
	switch e.Code {
	case rule.UTF8:
		return msg.Message{ID: msgInputUTF8}
	case rule.EMPTY:
		return msg.Message{ID: msgInputEmpty}
	case rule.LABEL_DOT:
		return msg.Message{ID: msgInputDot, Args: []any{q}}
	case rule.ALABEL:
		return msg.Message{ID: msgInputALabel, Args: []any{q}}
	case rule.TOOLONG:
		return msg.Message{ID: msgInputTooLong, Args: []any{q, e.Length, e.Max}}
	}
	return msg.Message{ID: msgInputTooLongDNS, Args: []any{q, e.Length, e.Max}}
}

// toRunes turns a U-label or an A-label into code points. An xn-- label is
// decoded with idna's Registration profile, so a malformed one is refused.
func toRunes(s string) ([]rune, string, *InputError) {
	bad := func(c rule.Code) *InputError { return &InputError{Label: s, Code: c} }
	switch {
	case !utf8.ValidString(s):
		return nil, "", bad(rule.UTF8)
	case s == "":
		return nil, "", bad(rule.EMPTY)
	case strings.IndexByte(s, '.') >= 0:
		return nil, "", bad(rule.LABEL_DOT)
	}
	u := s
	if label.HasACEPrefix(s) {
		var err error
		if u, err = idna.Registration.LabelToUnicode(strings.ToLower(s)); err != nil {
			e := bad(rule.ALABEL)
			e.Err = err
			return nil, "", e
		}
	}
	if n := utf8.RuneCountInString(u); n > maxLabel {
		e := bad(rule.TOOLONG)
		e.Length, e.Max = n, maxLabel
		return nil, u, e
	}
	// A label longer than a DNS label as an A-label cannot be registered
	// whatever the LGR says (RFC 5890 section 2.3.2.1).
	n, err := aLabelLen(u)
	if err != nil || n > label.MaxLabelLen {
		e := bad(rule.A4_2)
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
