package a

import (
	"errors"
	"strings"

	"golang.org/x/net/idna" // want `golang.org/x/net/idna can be github.com/xn-go/xn/xnet/idna`
)

// certName converts a certificate name as certmagic does.
func certName(name string) (string, error) {
	return idna.ToASCII(name) // want `idna.ToASCII is the Punycode profile.*use idna.Lookup.ToASCII`
}

func show(name string) string {
	u, _ := idna.ToUnicode(name) // want `idna.ToUnicode is the Punycode profile`
	return u
}

func crawl(host string) (string, error) {
	return idna.Punycode.ToUnicode(host) // want `idna.Punycode checks nothing`
}

func lookup(host string) (string, error) {
	return idna.Lookup.ToASCII(host) // the right profile: no report
}

func disallowed(err error) bool {
	return strings.Contains(err.Error(), "disallowed rune") // want `matches the text of an idna error.*errors.As`
}

func invalidLabel(err error) bool {
	return err.Error() == "idna: invalid label \"-a\"" // want `matches the text of an idna error`
}

func prefix(err error) bool {
	return strings.HasPrefix(err.Error(), "idna:") // want `matches the text of an idna error`
}

func unrelated(err error) bool {
	return strings.Contains(err.Error(), "timeout") || errors.Is(err, errors.ErrUnsupported) // other text: no report
}
