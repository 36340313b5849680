// Package catalog translates the messages of package
// github.com/xn-go/xn/msg: it holds a golang.org/x/text/message catalog
// with every message in English and German, keyed by the message ID.
//
// An application shows a [msg.Message] in the language of its user with
// [Sentence], as a sentence of its own beginning with a capital:
//
//	catalog.Sentence(language.German, m) // "Der Name ist leer; …"
//
// [Sprint], or a printer of its own, renders the fragment form, in lower
// case, for a message that stands inside another sentence:
//
//	p := message.NewPrinter(language.German, message.Catalog(catalog.Catalog()))
//	p.Sprintf(string(m.ID), m.Args...)
//
// The German messages follow the glossary and the grammar rules in doc.go.
//
// A message that is the argument of another one (a character, a list) is
// rendered in the language of the printer around it.
//
// To translate xn's messages into another language, copy the tables of
// the de_*.go files (one per area of package msg) and add them to a
// catalog.Builder with the language's tag; TestComplete shows how to check
// that a table is complete.
package catalog

import (
	"fmt"
	"slices"
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/internal/nested"
)

// translations holds the tables of the de_*.go files, one per area.
var translations = map[language.Tag][]map[msg.ID]string{}

// register adds the table of one area in one language; each de_*.go file
// calls it from its init.
func register(tag language.Tag, table map[msg.ID]string) {
	translations[tag] = append(translations[tag], table)
}

func init() {
	nested.Render = renderNested
}

var build = sync.OnceValue(func() *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for _, id := range msg.IDs() {
		t, _ := msg.English(id)
		if err := b.SetString(language.English, string(id), t); err != nil {
			panic("msg/catalog: " + err.Error())
		}
	}
	for tag, tables := range translations {
		for _, table := range tables {
			for id, t := range table {
				if err := b.SetString(tag, string(id), t); err != nil {
					panic("msg/catalog: " + err.Error())
				}
			}
		}
	}
	return b
})

// Catalog returns the catalog of every message in every shipped language,
// for message.Catalog. Its fallback is English.
func Catalog() catalog.Catalog { return build() }

// Languages returns the languages of the catalog, English first.
func Languages() []language.Tag { return slices.Clone(languages()) }

var languages = sync.OnceValue(func() []language.Tag {
	tags := []language.Tag{language.English}
	for _, t := range build().Languages() {
		if t != language.English {
			tags = append(tags, t)
		}
	}
	return tags
})

var matcher = sync.OnceValue(func() language.Matcher { return language.NewMatcher(languages()) })

// match returns the shipped language that best matches tag, English when
// none does.
func match(tag language.Tag) language.Tag {
	_, i, _ := matcher().Match(tag)
	return languages()[i]
}

// printer returns a printer of the catalog in the shipped language that
// best matches tag, English when none does.
func printer(tag language.Tag) *message.Printer {
	return message.NewPrinter(match(tag), message.Catalog(build()))
}

// Sprint renders m in the language of the catalog that best matches tag
// (English when none does), in its fragment form: in lower case, as it
// stands inside another sentence (see package msg). To show a message on
// its own, use [Sentence].
func Sprint(tag language.Tag, m msg.Message) string {
	return printer(tag).Sprintf(string(m.ID), m.Args...)
}

// Sentence renders m as [Sprint] does, as a sentence to show on its own:
// its first letter a capital, by the rule of [msg.SentenceCase] ("Der Teil
// „bücher-“ endet mit einem Bindestrich; entfernen Sie ihn"). Use it for
// every message shown to a person by itself: under a form field, in a
// list, on a command line.
func Sentence(tag language.Tag, m msg.Message) string {
	lang := match(tag)
	return msg.SentenceCase(m, printer(lang).Sprintf(string(m.ID), m.Args...), func(id msg.ID) (string, bool) {
		return template(lang, id)
	})
}

// template returns the template of id in the shipped language lang, or
// the English one when lang has none.
func template(lang language.Tag, id msg.ID) (string, bool) {
	for _, table := range translations[lang] {
		if t, ok := table[id]; ok {
			return t, true
		}
	}
	return msg.English(id)
}

// renderNested renders a message that is the argument of another one in
// the language of the printer f, when f is a golang.org/x/text/message
// printer.
func renderNested(f fmt.State, id string, args []any) (string, bool) {
	l, ok := f.(interface{ Language() language.Tag })
	if !ok {
		return "", false
	}
	return printer(l.Language()).Sprintf(id, args...), true
}
