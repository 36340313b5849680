package form

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Checker.Domain, xn check and the playground look for a paste only when
// MayBePasted: every text in which findPasted finds one must have one of
// its characters, or the gate would change an answer.
func TestMayBePasted(t *testing.T) {
	inputs := []string{"https://bücher.de/x", "bücher.de:8080", "a@bücher.de", "mailto:a@b.de", "Jörg <j@b.de>",
		"bücher.de/path", "bücher.de?q", "bücher.de#f", `bücher.de\x`, "[::1]:80", "ftp://a.b",
		`"bücher.de"`, "<bücher.de>", "„bücher.de“", "«bücher.de»", "「bücher.de」", "Max <info@bücher.de>"}
	// Texts made of the parts of pastes, with noise between them.
	rng := rand.New(rand.NewPCG(7, 8))
	parts := [][]string{
		{"", "", "https://", "ftp://", "x@", "Jörg <", "mailto:", "user:pw@", `"`, "<", "„", "'", "«"},
		{"bücher.de", "a.example", "ex.com", "b", "[::1]", "1.2.3.4"},
		{"", "", ":80", ":99999", "/p", "?q", "#f", `\x`, ">", ".", "。", `"`, "“", "'", "»"},
	}
	noise := []string{"", "", "", " ", "_", "-", ".", "ü", "@", ":", "/"}
	for range 20000 {
		var b strings.Builder
		for _, choices := range parts {
			b.WriteString(noise[rng.IntN(len(noise))])
			b.WriteString(choices[rng.IntN(len(choices))])
		}
		inputs = append(inputs, b.String())
	}
	suggested := 0
	for _, s := range inputs {
		if _, ok := findPasted(s); ok && !MayBePasted(s) {
			t.Errorf("findPasted(%q) finds a paste, but MayBePasted is false", s)
		}
		if r := Domain(s); r.Suggestion != "" && r.Suggestion != s {
			suggested++
		}
	}
	if suggested < 1000 {
		t.Errorf("only %d inputs got a suggestion: the test checks little", suggested)
	}
}

// TestEnclosedAndInvisible: a name in quotes or angle brackets, alone or
// after a person's name, gets one sentence and a suggestion; a part made
// only of invisible characters is named by what they are, never as ”
// (issue 40 item 12).
func TestEnclosedAndInvisible(t *testing.T) {
	tests := []oneSentence{
		{"Max <info@example.com>", "EMAIL_ADDRESS", "example.com",
			"This is an email address; enter only the domain, example.com",
			"Das ist eine E-Mail-Adresse; geben Sie nur die Domain ein, example.com"},
		{`"example.com"`, "ENCLOSED", "example.com",
			"Remove the quotes; enter only the domain, example.com",
			"Entfernen Sie die Anführungszeichen; geben Sie nur die Domain ein, example.com"},
		{"<example.com>", "ENCLOSED", "example.com",
			"Remove the angle brackets; enter only the domain, example.com",
			"Entfernen Sie die spitzen Klammern; geben Sie nur die Domain ein, example.com"},
		{"„Bücher.de“", "ENCLOSED", "bücher.de",
			"Remove the quotes; enter only the domain, bücher.de",
			"Entfernen Sie die Anführungszeichen; geben Sie nur die Domain ein, bücher.de"},
		{"<https://example.com/x>", "URL", "example.com",
			"This is a web address; enter only the domain, example.com",
			"Das ist eine Webadresse; geben Sie nur die Domain ein, example.com"},
		{`""`, "EMPTY", "", "Enter a domain name, such as example.com", "Geben Sie einen Domainnamen ein, etwa example.com"},
		// U+3164 is disallowed in Unicode 15.x and ignored from 16.0.0
		// on (an empty label, A4_2): the code follows the version, the
		// sentence does not ("" below: any code).
		{"\u3164.com", "", "",
			"The name begins with an invisible character; remove it",
			"Am Anfang des Namens steht ein unsichtbares Zeichen; entfernen Sie es"},
		{"\u200b.com", "", "", // mapped to nothing: not "begins with a dot"
			"The name begins with an invisible character; remove it",
			"Am Anfang des Namens steht ein unsichtbares Zeichen; entfernen Sie es"},
		{"example.\u3164", "", "",
			"The name has an invisible character after 'example.'; remove it",
			"Im Namen folgt auf „example.“ ein unsichtbares Zeichen; entfernen Sie es"},
		{"a\ue000b.com", "DISALLOWED", "",
			"The part 'a\ue000b' has a special character that most devices cannot show, which a domain name cannot have; remove it",
			"Der Teil „a\ue000b“ enthält ein nicht darstellbares Sonderzeichen, das in einem Domainnamen nicht vorkommen darf; entfernen Sie es"},
	}
	for _, tt := range tests {
		tt.check(t, "Domain", Domain(tt.in))
	}
}
