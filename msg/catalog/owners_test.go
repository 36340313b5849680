package catalog

import (
	"errors"

	// The packages that register messages, so that the tests see every
	// message of the library. The command line's (package main of cmd/xn,
	// its playground, explainjson and compare) are checked by its tests.
	_ "github.com/xn-go/xn/cert"
	_ "github.com/xn-go/xn/email"
	_ "github.com/xn-go/xn/form"
	"github.com/xn-go/xn/idna"
	_ "github.com/xn-go/xn/lgr"
	_ "github.com/xn-go/xn/spoof"
	_ "github.com/xn-go/xn/zone"
)

// Package idna registers its messages when it makes its first one, so
// that converting names does not link them: ask it for one.
func init() {
	_, err := idna.Lookup.ToASCII("a b")
	var e *idna.Error
	if !errors.As(err, &e) || len(e.Sentences()) == 0 {
		panic("idna.Lookup.ToASCII(\"a b\") gives no sentence")
	}
}
