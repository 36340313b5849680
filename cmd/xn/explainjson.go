package main

import (
	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
)

// explainJSON returns the JSON object, on one line, of the trace of input
// (package explainjson, which the playground writes too; docs/cli.md
// documents each field), and whether ToASCII succeeded.
func (x *explainer) explainJSON(input string) ([]byte, bool) {
	e := explainjson.New(input, x.profile, explainjson.Options{Profile: x.profileName, Lang: x.tag})
	return jsonLine(e), e.ASCIIOK
}
