package catalog_test

import (
	"errors"
	"fmt"

	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg/catalog"
)

// An application shows what is wrong with a name in its user's language:
// here in German, through a golang.org/x/text/message printer over the
// catalog, in the fragment form (lower case, as inside another sentence).
func Example() {
	_, err := idna.Lookup.ToASCII("https://bücher.de")
	var e *idna.Error
	if !errors.As(err, &e) {
		return
	}
	p := message.NewPrinter(language.German, message.Catalog(catalog.Catalog()))
	for _, m := range e.Sentences() {
		fmt.Println(p.Sprintf(string(m.ID), m.Args...))
	}
	// The same in English, the catalog's fallback.
	for _, m := range e.Sentences() {
		fmt.Println(m)
	}
	// Output:
	// der Teil „https://bücher“ enthält „:“ und „/“; entfernen Sie sie, denn ein Domainname darf nur Buchstaben, Ziffern und Bindestriche enthalten
	// the part 'https://bücher' has ':' and '/'; a domain name can have only letters, digits and hyphens, so remove them
}

// Sprint picks the shipped language closest to the user's.
func ExampleSprint() {
	_, err := idna.Lookup.ToASCII("my site.com")
	var e *idna.Error
	if errors.As(err, &e) {
		for _, tag := range []language.Tag{language.MustParse("de-AT"), language.French} {
			fmt.Println(catalog.Sprint(tag, e.Sentences()[0]))
		}
	}
	// Output:
	// der Teil „my site“ enthält ein Leerzeichen; entfernen Sie es
	// the part 'my site' has a space; remove it
}

// Sentence renders a message to show on its own, beginning with a capital,
// in the shipped language closest to the user's.
func ExampleSentence() {
	_, err := idna.Lookup.ToASCII("a\u200db.com")
	var e *idna.Error
	if errors.As(err, &e) {
		for _, tag := range []language.Tag{language.German, language.English} {
			fmt.Println(catalog.Sentence(tag, e.Sentences()[0]))
		}
	}
	// Output:
	// Im Teil „ab“ folgt auf „a“ ein unsichtbares Zeichen; entfernen Sie es
	// The part 'ab' has an invisible character after 'a'; remove it
}
