// Package msg holds the sentences xn shows to people: each is a [Message],
// a stable [ID] and its arguments, which [Message.String] renders in
// English and package github.com/xn-go/xn/msg/catalog in any language of
// its catalog (English and German ship), through golang.org/x/text/message.
//
// Each package owns its sentences: package form's IDs ("form.…") and
// English templates are in package form, lgr's in lgr, the command line's
// in cmd/xn, and each registers them with [Register]; package msg holds
// only the mechanism (the message value, quoting of characters, lists and
// script names) and package msg/catalog the translations, registered by
// ID. Packages idna, spoof and email build messages only when a program
// asks for them (idna's Error.Sentences, spoof's Reason.Sentence, email's
// Error.Sentences), never while converting names. Programs match on the
// ID, which does not change between releases; the wording may.
//
// Templates are fmt format strings whose verbs name their argument
// explicitly (%[1]s), so that a translation can put the arguments in
// another order; golang.org/x/text/message's printer reads the same
// verbs. An argument may itself be a Message (as [Char] and [List] return),
// rendered in the same language as the sentence around it.
//
// # Sentences and fragments
//
// A message has two renderings. [Message.Sentence] (and, in a language,
// catalog.Sentence) is the one to show on its own — under a form field, in
// a list of problems, on a command line: a sentence that begins with a
// capital letter ("The part 'bücher-' ends with a hyphen; remove it").
// [Message.String] (and catalog.Sprint, or a printer's Sprintf) is the
// fragment form, in lower case as it would stand inside another sentence:
// use it where a message is an argument of another one, or where a
// program builds its own sentence around it ("Cannot save: %s"). No full
// stop is added: many sentences end in a name to enter ("…, such as
// example.com"), and a dot after it would read as part of the name.
//
// The capital is the first letter of the template's own words. The
// templates of this package and of msg/catalog begin with a word, so every
// sentence of xn begins with a capital; when a template (a program's, or a
// new translation's) begins with an argument, the argument decides: a
// message argument is capitalized the same way, while text the person
// typed (a quoted label, a name) is never changed, since the sentence must
// show exactly what was typed.
package msg

import (
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/xn-go/xn/msg/internal/nested"
)

// An ID names a message: "idna.space", "spoof.mixed-scripts". IDs are
// stable; they are the keys of translation catalogs.
type ID string

// A Message is a sentence (or a part of one) to show a person, before it
// is rendered in a language: its ID and the arguments of its template.
type Message struct {
	ID   ID
	Args []any
}

// String renders the message in English. An ID without an English
// template (a program's own, or a newer one) is written as the ID followed
// by its arguments.
func (m Message) String() string {
	t, ok := English(m.ID)
	if !ok {
		return strings.TrimSuffix(fmt.Sprintln(append([]any{string(m.ID)}, m.Args...)...), "\n")
	}
	return fmt.Sprintf(t, m.Args...)
}

// Sentence renders the message in English as a sentence to show on its
// own: [Message.String] with its first letter a capital (see the package
// documentation for the rule). Package msg/catalog's Sentence does the
// same in a language.
func (m Message) Sentence() string { return SentenceCase(m, m.String(), English) }

// SentenceCase returns rendered, the rendering of m with the templates of
// one language (template returns the template of an ID in that language),
// as a sentence: its first letter a capital when it comes from the words
// of a template, and rendered unchanged when the sentence begins with text
// the person typed (an argument that is not a message) or m has no
// template. Package msg/catalog calls it with the templates of a
// translation.
func SentenceCase(m Message, rendered string, template func(ID) (string, bool)) string {
	if !startsWithWords(m, template, 0) {
		return rendered
	}
	r, n := utf8.DecodeRuneInString(rendered)
	if !unicode.IsLower(r) {
		return rendered
	}
	return string(unicode.ToUpper(r)) + rendered[n:]
}

// maxNesting bounds how deep startsWithWords follows messages that begin
// with a message.
const maxNesting = 8

// startsWithWords reports whether the rendering of m begins with the words
// of a template rather than with text the person typed.
func startsWithWords(m Message, template func(ID) (string, bool), depth int) bool {
	t, ok := template(m.ID)
	if !ok || depth > maxNesting {
		return false
	}
	i, ok := leadingArg(t)
	if !ok {
		return true
	}
	if i < len(m.Args) {
		if a, ok := m.Args[i].(Message); ok {
			return startsWithWords(a, template, depth+1)
		}
	}
	return false
}

// leadingArg returns the index (from 0) of the argument a template begins
// with ("%[2]s ..." gives 1), and false when it begins with text.
func leadingArg(t string) (int, bool) {
	rest, ok := strings.CutPrefix(t, "%[")
	if !ok {
		return 0, false
	}
	num, _, ok := strings.Cut(rest, "]")
	n, err := strconv.Atoi(num)
	if !ok || err != nil || n < 1 {
		return 0, false
	}
	return n - 1, true
}

// Format renders the message where it is the argument of another one: in
// the language of a golang.org/x/text/message printer when package
// msg/catalog is linked, otherwise in English.
func (m Message) Format(f fmt.State, verb rune) {
	if nested.Render != nil {
		if s, ok := nested.Render(f, string(m.ID), m.Args); ok {
			io.WriteString(f, s)
			return
		}
	}
	io.WriteString(f, m.String())
}

// entry is one English template of package msg's own messages.
type entry struct {
	id   ID
	text string
}

// builtins returns the English templates of package msg's own messages:
// characters, quoted text, lists and script names. They are a function,
// not a package-level table, so that a program that never renders a
// message (one that only converts names) does not link them.
func builtins() [][]entry { return [][]entry{charEnglish, scriptEnglish()} }

// The English templates of every registered message, by ID: msg's own and
// those the packages that raise messages give to [Register]. nil until
// first used.
var (
	registryMu sync.RWMutex
	registry   map[ID]string
)

// seedLocked fills the registry with msg's own templates on first use.
// The caller holds registryMu for writing.
func seedLocked() {
	if registry != nil {
		return
	}
	registry = map[ID]string{}
	for _, a := range builtins() {
		for _, e := range a {
			registry[e.id] = e.text
		}
	}
}

// Register adds the English templates of the messages of one package,
// keyed by their IDs, the way golang.org/x/text/message's SetString
// registers strings. The package that raises the messages calls it: from
// its init, or, where converting names must not link its sentences (package
// idna), just before it makes its first message. Translations are
// registered the same way by package msg/catalog. Register panics if an ID
// is already registered: IDs are unique across the module, and a
// package's prefix ("idna.", "form.") keeps them apart.
func Register(english map[ID]string) {
	registryMu.Lock()
	seedLocked()
	for id := range english {
		if _, dup := registry[id]; dup {
			registryMu.Unlock()
			panic("msg: duplicate ID " + string(id))
		}
	}
	for id, t := range english {
		registry[id] = t
	}
	registryMu.Unlock()
	if nested.Registered != nil {
		for id, t := range english {
			nested.Registered(string(id), t)
		}
	}
}

// English returns the English template of id, and whether one is
// registered.
func English(id ID) (template string, ok bool) {
	registryMu.RLock()
	if registry != nil {
		template, ok = registry[id]
		registryMu.RUnlock()
		return template, ok
	}
	registryMu.RUnlock()
	registryMu.Lock()
	seedLocked()
	template, ok = registry[id]
	registryMu.Unlock()
	return template, ok
}

// IDs returns the IDs of every registered message, sorted: msg's own and
// those of every package the program links that has registered its
// messages (package idna registers when it makes its first message).
func IDs() []ID {
	English("") // seeds the registry
	registryMu.RLock()
	ids := make([]ID, 0, len(registry))
	for id := range registry {
		ids = append(ids, id)
	}
	registryMu.RUnlock()
	slices.Sort(ids)
	return ids
}

// Equal reports whether m and o are the same message: the same ID and
// equal arguments, messages among them compared the same way. Programs
// de-duplicate sentences with it, never by their rendered text, which
// depends on the language and changes with the wording.
func (m Message) Equal(o Message) bool {
	if m.ID != o.ID || len(m.Args) != len(o.Args) {
		return false
	}
	for i, a := range m.Args {
		if !argEqual(a, o.Args[i]) {
			return false
		}
	}
	return true
}

// argEqual compares two arguments of a message: nested messages with
// Equal, other comparable values with ==, anything else never equal.
func argEqual(a, b any) bool {
	am, aok := a.(Message)
	bm, bok := b.(Message)
	if aok || bok {
		return aok && bok && am.Equal(bm)
	}
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	if ta != tb || ta != nil && !ta.Comparable() {
		return false
	}
	return a == b
}
