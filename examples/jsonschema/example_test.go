package jsonschema_test

import (
	"fmt"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"

	xnschema "github.com/xn-go/xn/examples/jsonschema"
)

// A schema whose formats are checked by xn's form checker.
func Example() {
	schema, err := jsonschema.UnmarshalJSON(strings.NewReader(`{
		"type": "object",
		"properties": {
			"site": {"type": "string", "format": "idn-hostname"},
			"host": {"type": "string", "format": "hostname"},
			"mail": {"type": "string", "format": "idn-email"}
		}
	}`))
	if err != nil {
		panic(err)
	}
	c := jsonschema.NewCompiler()
	for _, f := range xnschema.Formats() {
		c.RegisterFormat(f)
	}
	c.AssertFormat()
	if err := c.AddResource("signup.json", schema); err != nil {
		panic(err)
	}
	sch, err := c.Compile("signup.json")
	if err != nil {
		panic(err)
	}
	for _, doc := range []string{
		`{"site": "bücher.de", "host": "xn--bcher-kva.de", "mail": "jörg@bücher.de"}`,
		`{"site": "https://bücher.de/shop"}`,
		`{"site": "bücher.de:8080"}`,
		`{"host": "bücher.de"}`,
		`{"mail": "jörg..meier@bücher.de"}`,
		`{"site": "127.1"}`,
	} {
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(doc))
		if err != nil {
			panic(err)
		}
		if err := sch.Validate(inst); err != nil {
			// The last line of the error names the field and says why.
			msg := err.Error()
			fmt.Printf("%s:\n\t%s\n", doc, msg[strings.LastIndex(msg, "\n")+1:])
			continue
		}
		fmt.Printf("%s: valid\n", doc)
	}
	// Output:
	// {"site": "bücher.de", "host": "xn--bcher-kva.de", "mail": "jörg@bücher.de"}: valid
	// {"site": "https://bücher.de/shop"}:
	// 	- at '/site': 'https://bücher.de/shop' is not valid idn-hostname: this is a web address; enter only the domain, bücher.de
	// {"site": "bücher.de:8080"}:
	// 	- at '/site': 'bücher.de:8080' is not valid idn-hostname: remove the port number :8080; enter only the domain, bücher.de
	// {"host": "bücher.de"}:
	// 	- at '/host': 'bücher.de' is not valid hostname: a host name is ASCII; write internationalized labels in their xn-- form
	// {"mail": "jörg..meier@bücher.de"}:
	// 	- at '/mail': 'jörg..meier@bücher.de' is not valid idn-email: the part before the '@' has two dots in a row; remove one
	// {"site": "127.1"}:
	// 	- at '/site': '127.1' is not valid idn-hostname: the name 127.1 is read as the IP address 127.0.0.1; enter a domain name, such as example.com
}
