// Package b already imports the shim: its calls are still reported.
package b

import (
	renamed "github.com/xn-go/xn/xnet/idna"
)

func certName(name string) (string, error) {
	return renamed.ToASCII(name) // want `idna.ToASCII is the Punycode profile`
}

var profile = renamed.Punycode // want `idna.Punycode checks nothing`

func display(name string) (string, error) { return renamed.Display.ToUnicode(name) }
