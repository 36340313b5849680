package main

import (
	"strings"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

// chooseLanguage returns the language of the sentences: --lang when given
// (already checked by finish), else the first of LC_ALL, LC_MESSAGES
// and LANG that is set and not empty, as POSIX programs choose the
// language of their messages. "C", "POSIX" and values that name no
// language give English, as does a language the catalog lacks.
func chooseLanguage(flagValue string, getenv func(string) string) language.Tag {
	if flagValue != "" {
		t, _ := language.Parse(flagValue)
		return t
	}
	if getenv == nil {
		return language.English
	}
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			return posixLocale(s)
		}
	}
	return language.English
}

// posixLocale returns the language of a POSIX locale name such as
// "de_DE.UTF-8" or "de_CH@euro": language_TERRITORY.codeset@modifier.
func posixLocale(s string) language.Tag {
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	t, err := language.Parse(strings.ReplaceAll(s, "_", "-"))
	if err != nil || s == "C" || s == "POSIX" {
		return language.English
	}
	return t
}

// sentence renders m for the person reading, in the language of the run.
// Every sentence the commands print goes through it.
func sentence(tag language.Tag, m msg.Message) string {
	return catalog.Sentence(tag, m)
}

// renderIn is sentence in the language tag, as package problem asks for
// it.
func renderIn(tag language.Tag) func(msg.Message) string {
	return func(m msg.Message) string { return sentence(tag, m) }
}

// words renders, in the language tag, the words the commands put around
// other sentences (msg's CLI messages): "warning", "shown in ASCII".
func words(tag language.Tag, id msg.ID, args ...any) string {
	return catalog.Sprint(tag, msg.Message{ID: id, Args: args})
}
