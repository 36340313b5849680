package email_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/msg"
)

func TestCheckLocal(t *testing.T) {
	tests := []struct {
		local string
		id    msg.ID // "": valid
		off   int
	}{
		{"user", "", 0},
		{"first.last+tag", "", 0},
		{"jörg", "", 0},
		{".a..b.", "", 0}, // dots are the caller's to judge, as in ToASCII
		{`"a b"`, "", 0},
		{`"a@b"`, "", 0},
		{`"a\"b"`, "", 0},
		{"", msg.EmailEmptyLocal, 0},
		{"a b", msg.EmailLocalChar, 1},
		{"mailto:user", msg.EmailLocalChar, 6},
		{"a@b", msg.EmailManyAt, 1},
		{`"a"b`, msg.EmailNoAtAfterQuote, 3},
		{`"a b`, msg.EmailUnclosedQuote, 4},
		{"\"a\x01\"", msg.EmailQuotedControl, 2},
		{`"a\`, msg.EmailQuotedBackslash, 2},
		{"a\xffb", msg.EmailInvalidUTF8, 1},
	}
	for _, tt := range tests {
		err := email.CheckLocal(tt.local)
		var e *email.Error
		switch {
		case tt.id == "" && err != nil:
			t.Errorf("CheckLocal(%q) = %v, want nil", tt.local, err)
		case tt.id == "":
		case !errors.As(err, &e) || !errors.Is(err, email.ErrSyntax):
			t.Errorf("CheckLocal(%q) = %v, want a syntax *Error", tt.local, err)
		case e.Sentences()[0].ID != tt.id || e.Offset != tt.off || e.Address != tt.local:
			t.Errorf("CheckLocal(%q): %s at %d in %q, want %s at %d", tt.local, e.Sentences()[0].ID, e.Offset, e.Address, tt.id, tt.off)
		}
	}
}

// CheckLocal checks the part before the '@' alone, as ToASCII reads it.
func ExampleCheckLocal() {
	for _, local := range []string{"jörg", `"a b"`, "a b"} {
		fmt.Println(local, email.CheckLocal(local))
	}
	// Output:
	// jörg <nil>
	// "a b" <nil>
	// a b email: malformed address "a b": character ' ' not allowed in an unquoted local part at byte 1
}
