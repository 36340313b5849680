// Package nested lets package msg/catalog render a message that is the
// argument of another message in the language of the printer at hand,
// without package msg importing golang.org/x/text/language (which would
// grow every program that converts names).
package nested

import "fmt"

// Render, when set (by package msg/catalog), renders the message id with
// args in the language of f, if f is a printer that knows its language;
// ok is false otherwise, and the message is then written in English.
var Render func(f fmt.State, id string, args []any) (s string, ok bool)

// Registered, when set (by package msg/catalog), is told of every English
// template registered after the catalog was set up, so that messages a
// package registers late (package idna registers on its first message)
// are in the catalog too.
var Registered func(id, template string)
