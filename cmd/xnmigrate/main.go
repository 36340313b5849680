// Command xnmigrate moves a Go program from golang.org/x/net/idna to
// github.com/xn-go/xn/xnet/idna, which has the same API and meaning, and
// points out the calls that probably want another profile than they have.
//
// Run it from the module to migrate (the command is a module of its own,
// github.com/xn-go/xn/cmd/xnmigrate, so that xn's go.mod does not gain
// golang.org/x/tools):
//
//	go run github.com/xn-go/xn/cmd/xnmigrate@latest ./...       # report
//	go run github.com/xn-go/xn/cmd/xnmigrate@latest -fix ./...  # and rewrite the imports
//
// With -fix it rewrites every import of golang.org/x/net/idna to
// github.com/xn-go/xn/xnet/idna; then run go mod tidy. It reports, with or
// without -fix and before or after the rewrite:
//
//   - package-level idna.ToASCII and idna.ToUnicode, which are the Punycode
//     profile: no mapping, no validation;
//   - idna.Punycode, which checks nothing either;
//   - x/net's error text matched by strings.Contains, HasPrefix, HasSuffix,
//     EqualFold or == on err.Error().
//
// Each report names the call xn offers instead: idna.Lookup (or
// idna.Display), form.Domain for a form field, errors.As with *idna.Error
// and its rule codes. See docs/migrating.md.
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/xn-go/xn/cmd/xnmigrate/migrate"
)

func main() { singlechecker.Main(migrate.Analyzer) }
