package email_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/idna"
)

// TestSentences pins the sentences of the address errors, written by hand:
// no byte offsets, one sentence per thing to fix.
func TestSentences(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", []string{"the address is empty; enter an address such as name@example.com"}},
		{"a\xffb@example.com", []string{"the address is damaged (it is not valid UTF-8); enter it again"}},
		{"jörg.example.com", []string{"the address has no '@'; enter an address such as name@example.com"}},
		{"a@b@example.com", []string{"the address has more than one '@'; keep only the one before the domain"}},
		{"@example.com", []string{"the address has nothing before the '@'; add the name, as in name@example.com"}},
		{"jörg@", []string{"the address has nothing after the '@'; add the domain, as in name@example.com"}},
		{"jörg müller@example.com", []string{"the part before the '@' has a space, which it can have only in quotes; remove it"}},
		{"a(b)@example.com", []string{"the part before the '@' has '(', which it can have only in quotes; remove it"}},
		{"\"a\\\x01\"@example.com", []string{"the quoted part before the '@' has a backslash that escapes nothing; remove it"}},
		{"\"a\x01\"@example.com", []string{"the quoted part before the '@' has an invisible character; remove it"}},
		{"\"abc@example.com", []string{"the quoted part before the '@' is not closed; add the closing '\"'"}},
		{"\"abc\"example.com", []string{"the quoted part must be followed by '@' and the domain; add them"}},
		{"a@[1.2.3]", []string{"the address in brackets after the '@' is not written correctly; check it"}},
		{"a@.example.com", []string{"the domain begins with a dot; remove it"}},
		{"a@example..com", []string{"the domain has two dots in a row; remove one"}},
		{"jörg@bücher.de.", []string{"the address ends with a dot; remove it"}},
		{"jörg@my_site.com", []string{"the part 'my_site' has '_'; a domain name can have only letters, digits and hyphens, so remove it"}},
	}
	for _, tt := range tests {
		_, err := email.ToASCII(idna.Lookup, tt.in)
		var e *email.Error
		if !errors.As(err, &e) {
			t.Errorf("ToASCII(%+q) = %v, want an *email.Error", tt.in, err)
			continue
		}
		var got []string
		for _, m := range e.Sentences() {
			got = append(got, m.String())
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("ToASCII(%+q): %v\n\tsentences %q\n\twant      %q", tt.in, err, got, tt.want)
		}
		for _, s := range got {
			if strings.Contains(s, "byte") {
				t.Errorf("ToASCII(%+q): sentence %q names a byte", tt.in, s)
			}
		}
	}
}

// A sign-up form says what to fix in an address, without byte offsets.
func ExampleError_Sentences() {
	_, err := email.ToASCII(idna.Lookup, "jörg@bücher.de.")
	var e *email.Error
	if errors.As(err, &e) {
		for _, m := range e.Sentences() {
			fmt.Println(m)
		}
	}
	// Output:
	// the address ends with a dot; remove it
}
