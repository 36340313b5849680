package main

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/punycode"
)

// appendProblemsJSON writes the one JSON shape of a problem exactly as
// encoding/json writes problem.JSON, for every kind of problem and for
// text that needs escaping.
func TestAppendProblemsJSON(t *testing.T) {
	var lists [][]problem.JSON
	for _, name := range []string{"my_site.com", "a-.b-", "xn--go-.dev", "\xff.com", "a\u2028b\"\\<>&.com", "١٢٣.com", "𝒶_.de", "a\u0000\tb"} {
		_, err := idna.Lookup.ToASCII(name)
		lists = append(lists, problem.JSONList(problem.Of(err), renderIn(language.German), name, name))
	}
	_, err := punycode.Decode("a-9")
	lists = append(lists, problem.JSONList(problem.Of(err), renderIn(language.English), "a-9", "a-9"),
		problem.JSONList(problem.Of(errors.New("a\nb\u2029")), renderIn(language.English), "x", "x"),
		[]problem.JSON{{Codes: nil}}, []problem.JSON{{Section: "RFC 5280 §4.2.1.6 \"<\u2028>\""}}, []problem.JSON{})
	for _, ps := range lists {
		want := strings.TrimSuffix(string(jsonLine(ps)), "\n")
		if got := string(appendProblemsJSON(nil, ps)); got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
	}
}
