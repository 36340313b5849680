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
// The English templates are registered by the packages that raise the
// messages (msg.Register); the translations are here, one file per
// package (de_form.go for package form's), keyed by ID the way
// golang.org/x/text/message's SetString registers strings. To translate
// xn's messages into another language, copy the tables of the de_*.go
// files and add them to a catalog.Builder with the language's tag;
// TestComplete shows how to check that a table is complete.
package catalog

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

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
	nested.Registered = registerLate
}

// building is set when the catalog starts to be built, before it reads
// the English templates registered so far; a template registered after
// that is added by registerLate.
var building atomic.Bool

// registerLate adds to the catalog an English template registered with
// package msg after the catalog began to be built (package idna registers
// its templates when it makes its first message).
func registerLate(id, template string) {
	if !building.Load() {
		return // build will read it
	}
	if err := build().SetString(language.English, id, template); err != nil {
		panic("msg/catalog: " + err.Error())
	}
}

var build = sync.OnceValue(func() *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	building.Store(true)
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

// Translation returns the template of id in the shipped language that
// best matches tag, and whether that language has one: for English, the
// template registered with msg.Register; for another language, its
// translation, without falling back to English. A program that adds its
// own messages checks with it that every one is translated.
func Translation(tag language.Tag, id msg.ID) (template string, ok bool) {
	lang := match(tag)
	if lang == language.English {
		return msg.English(id)
	}
	for _, table := range translations[lang] {
		if t, ok := table[id]; ok {
			return t, true
		}
	}
	return "", false
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
