package cert_test

import (
	"crypto/x509"
	"fmt"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/cert"
	"github.com/xn-go/xn/msg/catalog"
)

// A CA or an ACME client converts the names of an order before it puts
// them in a certificate request.
func ExampleToASCII() {
	for _, name := range []string{"*.Bücher.de", "f*.bücher.de", "😀.de"} {
		ascii, err := cert.ToASCII(name)
		if err != nil {
			for _, m := range err.(*cert.Error).Sentences() {
				fmt.Println(name, "→", m.Sentence())
			}
			continue
		}
		fmt.Println(name, "→", ascii)
	}
	// Output:
	// *.Bücher.de → *.xn--bcher-kva.de
	// f*.bücher.de → The part 'f*' has a '*' together with other characters; a wildcard must be the whole first part, as in *.example.com
	// 😀.de → The part '😀' is a character that a domain name cannot have; remove it
}

// A client matches the names a server's certificate presents against the
// host it asked for, in either form.
func ExampleMatch() {
	fmt.Println(cert.Match("*.xn--bcher-kva.de", "www.bücher.de"))
	fmt.Println(cert.Match("*.bücher.de", "shop.www.bücher.de"))
	fmt.Println(cert.Match("xn--*.de", "xn--bcher-kva.de"))
	// Output:
	// true
	// false
	// false
}

// A wildcard over a public suffix matches nothing, by the caller's list
// (here a stand-in for golang.org/x/net/publicsuffix).
func ExampleMatcher() {
	m := &cert.Matcher{PublicSuffix: func(name string) bool { return name == "co.uk" }}
	ok, err := m.Match("*.co.uk", "bücher.co.uk")
	fmt.Println(ok, err)
	ok, err = m.Match("*.bücher.co.uk", "www.bücher.co.uk")
	fmt.Println(ok, err)
	// Output:
	// false cert: *.co.uk: WILDCARD_SUFFIX
	// true <nil>
}

// A linter checks every name of a certificate, each problem with its code,
// the rule it stands for and a sentence, here in German.
func ExampleChecker_Certificate() {
	crt := &x509.Certificate{DNSNames: []string{"xn--bcher-kva.example", "xn--BCHER-kva.example", "_acme.example"}}
	crt.Subject.CommonName = "bücher.example"
	for _, f := range (&cert.Checker{}).Certificate(crt) {
		for _, p := range f.Problems {
			fmt.Printf("%s %s: %s (%s)\n", f.Field, p.Code, catalog.Sentence(language.German, p.Message), cert.Section(p.Code))
		}
	}
	// Output:
	// SAN ALABEL: Der xn--Teil „xn--BCHER-kva“ enthält Großbuchstaben; schreiben Sie ihn in Kleinbuchstaben, „xn--bcher-kva“ (RFC 5280 §7.2 as updated by RFC 9549 §3 (RFC 5891 §5.4); BR §7.1.4.3)
	// SAN UNDERSCORE: Der Teil „_acme“ enthält einen Unterstrich, den der Name eines Zertifikats nicht enthalten darf; verwenden Sie einen Bindestrich oder einen anderen Namen (RFC 5280 §4.2.1.6; BR §7.1.2.7.12 (LDH Label))
	// CN ALABEL: Der Teil „bücher“ steht in Unicode-Form, ein Zertifikat braucht aber seine xn--Form; schreiben Sie stattdessen „xn--bcher-kva“ (RFC 5280 §7.2 as updated by RFC 9549 §3 (RFC 5891 §5.4); BR §7.1.4.3)
	// CN CN_NOT_COPY: Der allgemeine Name (Common Name) „bücher.example“ muss genau wie der alternative Name „xn--bcher-kva.example“ geschrieben sein; übernehmen Sie ihn von dort (BR §7.1.4.3)
}
