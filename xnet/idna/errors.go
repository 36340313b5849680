package idna

import (
	"strconv"

	"github.com/xn-go/xn/internal/codepoint"
)

// labelError is x/net's error for a label or a name: its text quotes what
// it names. code is the rule, as IdnaTestV2.txt spells it, for the tests.
type labelError struct{ label, code string }

func (e labelError) Error() string { return "idna: invalid label " + strconv.Quote(e.label) }

// runeError is x/net's error for one code point that is not allowed.
type runeError struct {
	r    rune
	code string
}

func (e runeError) Error() string {
	return string(codepoint.Append([]byte("idna: disallowed rune "), e.r))
}

// tooLongError reports input over maxInputLen bytes, which x/net processes
// however long it is (its Punycode encoder takes time quadratic in a label).
type tooLongError struct{}

func (tooLongError) Error() string {
	return "idna: name longer than " + strconv.Itoa(maxInputLen) + " bytes"
}

// punyError is x/net's error for Punycode that does not decode or encode:
// A3 before Unicode 16, P4 from then on, as x/net numbers it.
func punyError(s string) error { return &labelError{s, code16("A3", "P4")} }

// code16 returns old with tables before Unicode 16.0.0 and new from then on.
func code16(old, new string) string {
	if unicode16 {
		return new
	}
	return old
}
