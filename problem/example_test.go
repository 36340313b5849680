package problem_test

import (
	"encoding/json"
	"fmt"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/problem"
)

// A program shows each problem of a name in the one shape every output of
// xn uses: a sentence for people, said once per thing to fix, and the
// codes, label and offset for programs.
func ExampleOf() {
	_, err := idna.Lookup.ToASCII("a-.b-")
	ps := problem.Of(err)
	german := func(m msg.Message) string { return catalog.Sentence(language.German, m) }
	for _, p := range ps {
		fmt.Printf("%s label %d byte %d: %s\n", p.Code, p.Label, p.Offset, p.Text(german))
	}
	fmt.Println(string(problem.AppendText(nil, ps, 0)))
	b, _ := json.Marshal(problem.JSONList(ps, msg.Message.Sentence, "a-.b-", "a-.b-")[0])
	fmt.Println(string(b))
	// Output:
	// V3 label 0 byte 1: Der Teil „a-“ endet mit einem Bindestrich; entfernen Sie ihn
	// V3 label 1 byte 4: Der Teil „b-“ endet mit einem Bindestrich; entfernen Sie ihn
	// V3: invalid hyphen placement U+002D '-' in label 1 at byte 1; V3: invalid hyphen placement U+002D '-' in label 2 at byte 4
	// {"code":"V3","label":0,"offset":1,"code_point":"U+002D","message":"invalid hyphen placement U+002D '-' in label 1 at byte 1","text":"The part 'a-' ends with a hyphen; remove it","codes":["V3"],"start":1,"end":2}
}
