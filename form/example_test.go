package form_test

import (
	"fmt"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg/catalog"
)

func ExampleDomain() {
	for _, in := range []string{"  Bücher.DE. ", "https://bücher.de/path", "bücher.de:8080", "0x7f.0.0.1", "intranet"} {
		r := form.Domain(in)
		if r.OK() {
			fmt.Printf("store %s, show %s\n", r.ASCII, r.Unicode)
			continue
		}
		for _, p := range r.Problems {
			fmt.Println(p.Codes, p)
		}
	}
	// Output:
	// store xn--bcher-kva.de, show bücher.de
	// [URL] this is a web address; enter only the domain, bücher.de
	// [PORT] remove the port number :8080; enter only the domain, bücher.de
	// [IP] the name 0x7f.0.0.1 is read as the IP address 127.0.0.1; enter a domain name, such as example.com
	// [SINGLE_LABEL] the name intranet has no dot; enter the whole domain name, such as intranet.com
}

// A suggestion to offer: the domain found in what was pasted.
func ExampleResult_suggestion() {
	r := form.Domain("https://user@Bücher.de:443/shop?id=1")
	fmt.Println(r.OK(), r.Suggestion)
	// Output: false bücher.de
}

// A program that lists the problems of many names can ask the checker
// what to enter instead only for the failed ones that may be a paste.
func ExampleMayBePasted() {
	for _, in := range []string{"my_site.com", "https://my-site.com/", "me@my-site.com", "my-site.com:80"} {
		if !form.MayBePasted(in) {
			fmt.Printf("%s: no paste\n", in)
			continue
		}
		fmt.Printf("%s: enter %s\n", in, form.Domain(in).Suggestion)
	}
	// Output:
	// my_site.com: no paste
	// https://my-site.com/: enter my-site.com
	// me@my-site.com: enter my-site.com
	// my-site.com:80: enter my-site.com
}

// A look-alike is a valid name, with a warning; Display is the form the
// display policy allows to show to others.
func ExampleResult_warnings() {
	r := form.Domain("аpple.com") // the first letter is Cyrillic
	fmt.Println(r.OK(), r.ASCII, len(r.Warnings) > 0, r.Display)
	// Output: true xn--pple-43d.com true xn--pple-43d.com
}

func ExampleEmail() {
	for _, in := range []string{"Jörg@Bücher.DE", "jörg..meier@bücher.de", "jörg@bücher"} {
		r := form.Email(in)
		if r.OK() {
			fmt.Printf("store %s, show %s\n", r.ASCII, r.Unicode)
			continue
		}
		for _, p := range r.Problems {
			fmt.Println(p)
		}
	}
	// Output:
	// store Jörg@xn--bcher-kva.de, show Jörg@bücher.de
	// the part before the '@' has two dots in a row; remove one
	// the name bücher has no dot; enter the whole domain name, such as bücher.com
}

// The sentences in the language of the user, with package msg/catalog.
func ExampleProblem_translated() {
	r := form.Domain("bücher.de:8080")
	fmt.Println(catalog.Sprint(language.German, r.Problems[0].Message))
	// Output: entfernen Sie die Portnummer :8080; geben Sie nur die Domain ein, bücher.de
}

// Names with underscores (DNS service records) and of one label, where
// the field is for them.
func ExampleChecker() {
	c := form.Checker{AllowSingleLabel: true}
	fmt.Println(c.Domain("intranet").ASCII)
	// Output: intranet
}

// A pasted mailto link or an address with a name is answered with one
// sentence, and the bare address is suggested.
func ExampleEmail_pasted() {
	for _, in := range []string{"mailto:user@example.com?subject=Hello", "User Name <user@example.com>"} {
		r := form.Email(in)
		fmt.Println(r.Problems[0].Codes, r.Suggestion)
	}
	// Output:
	// [MAILTO] user@example.com
	// [NAME_ADDRESS] user@example.com
}

// A port is digits up to 65535: more is said so, in one sentence, and the
// domain is suggested because it is itself accepted.
func ExampleDomain_port() {
	r := form.Domain("example.com:99999")
	fmt.Println(r.Problems[0].Codes, r.Suggestion)
	// Output: [PORT] example.com
}

// A name that browsers open but registries following IDNA2008 cannot
// issue is accepted with a warning; RequireRegistrable refuses it.
func ExampleChecker_requireRegistrable() {
	r := form.Domain("☃.com")
	fmt.Println(r.OK(), r.Warnings[0].Code)
	c := form.Checker{RequireRegistrable: true}
	r = c.Domain("☃.com")
	fmt.Println(r.OK(), r.Problems[0].Codes)
	// Output:
	// true NOT_REGISTRABLE
	// false [NOT_REGISTRABLE]
}

// Settings for mail systems without SMTPUTF8 or quoted local parts.
func ExampleChecker_localParts() {
	c := form.Checker{RefuseQuotedLocal: true, RefuseNonASCIILocal: true}
	for _, in := range []string{`"a b"@example.com`, "jörg@example.com", "joerg@bücher.de"} {
		r := c.Email(in)
		if r.OK() {
			fmt.Println("store", r.ASCII)
			continue
		}
		fmt.Println(r.Problems[0].Codes)
	}
	// Output:
	// [QUOTED_LOCAL]
	// [NON_ASCII_LOCAL]
	// store joerg@xn--bcher-kva.de
}

// An application checks the checker's settings once, when it starts, and
// stops on an error, rather than telling every customer.
func ExampleChecker_Err() {
	checker := &form.Checker{Profile: idna.Lookup.With(idna.VerifyDNSLength(true), idna.Unicode("14.0.0"))}
	if err := checker.Err(); err != nil {
		fmt.Println("cannot start:", err) // log.Fatal(err) in a program
	}
	// What a customer would have read for every input:
	r := checker.Domain("bücher.de")
	fmt.Println(r.Problems[0].Codes, r.Problems[0].Message.Sentence())
	fmt.Println(catalog.Sentence(language.German, r.Problems[0].Message))
	// Output:
	// cannot start: form: the checker's Profile converts nothing, as it refuses Unicode("14.0.0"): there are no tables of Unicode 14.0.0; the versions are 15.0.0, 15.1.0, 16.0.0, 17.0.0: idna: option not applicable to the profile
	// [OPTION] This field cannot be checked because of an error in the program, not in what you entered; please tell the people who run this site
	// Dieses Feld kann wegen eines Fehlers im Programm nicht geprüft werden, der nicht an Ihrer Eingabe liegt; bitte sagen Sie den Betreibern dieser Seite Bescheid
}
