// Package jsonschema shows how to back the idn-hostname, hostname and
// idn-email formats of a JSON Schema validator,
// github.com/santhosh-tekuri/jsonschema/v6, with xn's form checker
// (package github.com/xn-go/xn/form). It is a module of its own so that
// the library does not depend on the validator; see Example.
package jsonschema

import (
	"errors"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/idna"
)

// checker checks host names as RFC 5890 defines them: IDNA2008 validity
// after the UTS #46 mapping, DNS lengths, names of one label allowed
// ("localhost" is a host name), IP addresses and pasted URLs refused.
var checker = form.Checker{Profile: idna.IDNA2008Lookup, AllowSingleLabel: true}

// Formats returns the formats to register with a Compiler: idn-hostname
// (RFC 5890), hostname (RFC 1123: the same rules, in ASCII only) and
// idn-email (RFC 6531). A value that is not a string is not checked, as
// the JSON Schema specification says of formats.
func Formats() []*jsonschema.Format {
	return []*jsonschema.Format{
		{Name: "idn-hostname", Validate: idnHostname},
		{Name: "hostname", Validate: hostname},
		{Name: "idn-email", Validate: idnEmail},
	}
}

func idnHostname(v any) error {
	s, ok := v.(string)
	if !ok {
		return nil
	}
	return verdict(s, checker.Domain(s))
}

func hostname(v any) error {
	s, ok := v.(string)
	if !ok {
		return nil
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return errors.New("a host name is ASCII; write internationalized labels in their xn-- form")
		}
	}
	return verdict(s, checker.Domain(s))
}

func idnEmail(v any) error {
	s, ok := v.(string)
	if !ok {
		return nil
	}
	return verdict(s, checker.Email(s))
}

// verdict is nil when r accepts s as it is (a value with spaces around it
// is not a host name, although a form would trim them), or the first
// sentence of r's problems.
func verdict(s string, r form.Result) error {
	if !r.OK() {
		return errors.New(r.Problems[0].String())
	}
	if strings.TrimSpace(s) != s {
		return errors.New("remove the spaces around the name")
	}
	return nil
}
