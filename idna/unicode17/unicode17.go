// Package unicode17 links the tables of Unicode 17.0.0 into a program, so
// that idna.Unicode("17.0.0") can select them. Import it for its side effect:
//
//	import _ "github.com/xn-go/xn/idna/unicode17"
//
// The tables cost a program that imports it about 42 KiB, unless they are
// already the build's default (idna.UnicodeVersion). Whether the program
// serves the version also depends on the Go toolchain that builds it: see
// idna.ServesUnicode.
package unicode17

import "github.com/xn-go/xn/idna/internal/tables"

func init() { tables.Register(&tables.V17_0_0) }
