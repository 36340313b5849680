// Package catalogtest checks, in the tests of a package that registers
// messages (msg.Register), that each is translated into every language of
// package msg/catalog with the same arguments as its English template,
// and renders them for a reviewer to read. xn's packages use it; so can a
// program that adds messages and translations of its own.
package catalogtest

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

// verbRE matches a verb of a template; every verb names its argument.
var verbRE = regexp.MustCompile(`%(\[\d+\])?[a-zA-Z%]`)

// verbs returns the verbs of template t, sorted and without repeats, and
// whether each names its argument (%[1]s, not %s).
func verbs(t string) (vs []string, indexed bool) {
	indexed = true
	for _, m := range verbRE.FindAllStringSubmatch(t, -1) {
		if m[0] == "%%" {
			continue
		}
		if m[1] == "" {
			indexed = false
		}
		vs = append(vs, m[0])
	}
	slices.Sort(vs)
	return slices.Compact(vs), indexed
}

// CheckComplete reports an error for each of ids whose English template is
// missing or has a verb without an argument index, and for each language
// of the catalog other than English that has no translation of it or one
// with other verbs.
func CheckComplete(t testing.TB, ids []msg.ID) {
	t.Helper()
	for _, id := range ids {
		en, ok := msg.English(id)
		if !ok {
			t.Errorf("%s: no English template registered", id)
			continue
		}
		want, indexed := verbs(en)
		if !indexed {
			t.Errorf("%s: English %q has a verb without an argument index", id, en)
		}
		for _, tag := range catalog.Languages() {
			if tag == language.English {
				continue
			}
			tr, ok := catalog.Translation(tag, id)
			if !ok {
				t.Errorf("%s has no translation in %v (msg/catalog/%s_*.go)", id, tag, tag)
				continue
			}
			if got, _ := verbs(tr); !slices.Equal(got, want) {
				t.Errorf("%s in %v: %q uses %q; English %q uses %q", id, tag, tr, got, en, want)
			}
		}
	}
}

// sampleArgs returns arguments to render the template of id with: for
// each verb of its English template a quoted part ("%[n]s") or a number
// ("%[n]d").
func sampleArgs(id msg.ID) []any {
	en, _ := msg.English(id)
	var args []any
	for _, m := range sampleVerbRE.FindAllStringSubmatch(en, -1) {
		n, _ := strconv.Atoi(m[1])
		for len(args) < n {
			args = append(args, nil)
		}
		if m[2] == "d" {
			args[n-1] = 64
		} else {
			args[n-1] = msg.Quote("beispiel")
		}
	}
	return args
}

var sampleVerbRE = regexp.MustCompile(`%\[(\d+)\]([a-z])`)

// Render writes the messages ids as sentences in English and in every
// other language of the catalog, rendered with sample arguments (a quoted part, a number), for a reviewer
// to read in one file; header is its first lines. It reports an error for
// a sentence that does not begin with a capital.
func Render(t testing.TB, header string, ids []msg.ID) []byte {
	t.Helper()
	var b bytes.Buffer
	b.WriteString(header)
	for _, id := range ids {
		m := msg.Message{ID: id, Args: sampleArgs(id)}
		fmt.Fprintf(&b, "\n%s\n", id)
		for _, tag := range catalog.Languages() {
			s := catalog.Sentence(tag, m)
			if r, _ := utf8.DecodeRuneInString(s); !unicode.IsUpper(r) {
				t.Errorf("%s in %v: %q does not begin with a capital", id, tag, s)
			}
			fmt.Fprintf(&b, "  %v: %s\n", tag, s)
		}
	}
	return b.Bytes()
}
