package msg

import "strings"

// The names of writing systems (Unicode scripts), for the sentences of
// package spoof: "'аpple' mixes Cyrillic and Latin letters". [Script]
// returns the message of a script; each script a reader is likely to meet
// in a domain name has an ID of its own ("script.cyrillic"), so that a
// language can name it in its own words; any other is scriptOther.
//
// A script has three messages, for the three places a sentence names it,
// since a language may inflect the name where English does not: [Script],
// the name on its own ("Kyrillisch" in German); [ScriptLetters], the name
// qualifying letters, in a list ("mixes Cyrillic and Latin letters",
// „mischt kyrillische und lateinische Buchstaben“); and [InScript], the
// script a text is written in („in kyrillischer Schrift“; English
// "Cyrillic", in "written in Cyrillic letters").
const (
	// scriptOther: a script without a message of its own, %[1]s its
	// Unicode name with spaces for underscores ("Old Italic").
	scriptOther ID = "script.other"
	// scriptLettersOther: as scriptOther, for [ScriptLetters].
	scriptLettersOther ID = "script-letters.other"
	// inScriptOther: as scriptOther, for [InScript].
	inScriptOther ID = "script-in.other"
)

// scripts lists the scripts with a message of their own: the Unicode
// long name of the Script property and the English name. They are the
// scripts of domain names in use: those UTS #31 recommends for
// identifiers, and a few more.
var scripts = []struct{ unicode, english string }{
	{"Arabic", "Arabic"},
	{"Armenian", "Armenian"},
	{"Bengali", "Bengali"},
	{"Bopomofo", "Bopomofo"},
	{"Cherokee", "Cherokee"},
	{"Coptic", "Coptic"},
	{"Cyrillic", "Cyrillic"},
	{"Devanagari", "Devanagari"},
	{"Ethiopic", "Ethiopic"},
	{"Georgian", "Georgian"},
	{"Greek", "Greek"},
	{"Gujarati", "Gujarati"},
	{"Gurmukhi", "Gurmukhi"},
	{"Han", "Han"},
	{"Hangul", "Hangul"},
	{"Hebrew", "Hebrew"},
	{"Hiragana", "Hiragana"},
	{"Kannada", "Kannada"},
	{"Katakana", "Katakana"},
	{"Khmer", "Khmer"},
	{"Lao", "Lao"},
	{"Latin", "Latin"},
	{"Malayalam", "Malayalam"},
	{"Mongolian", "Mongolian"},
	{"Myanmar", "Myanmar"},
	{"Oriya", "Oriya"},
	{"Sinhala", "Sinhala"},
	{"Syriac", "Syriac"},
	{"Tamil", "Tamil"},
	{"Telugu", "Telugu"},
	{"Thaana", "Thaana"},
	{"Thai", "Thai"},
	{"Tibetan", "Tibetan"},
}

// The prefixes of the IDs of the three messages of a script.
const (
	scriptPrefix  = "script."
	lettersPrefix = "script-letters."
	inPrefix      = "script-in."
)

// scriptID is the ID of the message of the script with the Unicode long
// name name: "script." and the name in lowercase, "_" as "-".
func scriptID(name string) ID { return prefixedScriptID(scriptPrefix, name) }

// prefixedScriptID is scriptID with another prefix than "script.".
func prefixedScriptID(prefix, name string) ID {
	return ID(prefix + strings.ReplaceAll(strings.ToLower(name), "_", "-"))
}

// scriptEnglish returns the English templates of the scripts: the three
// messages of each are its English name, which English does not inflect.
func scriptEnglish() []entry {
	es := []entry{{scriptOther, "%[1]s"}, {scriptLettersOther, "%[1]s"}, {inScriptOther, "%[1]s"}}
	for _, s := range scripts {
		for _, prefix := range []string{scriptPrefix, lettersPrefix, inPrefix} {
			es = append(es, entry{prefixedScriptID(prefix, s.unicode), s.english})
		}
	}
	return es
}

// ScriptLetters returns the name of a script as it qualifies letters, for
// a list before the word for letters: "mixes Cyrillic and Latin letters",
// „mischt kyrillische und lateinische Buchstaben“. name is as for [Script].
func ScriptLetters(name string) Message {
	return scriptMessage(lettersPrefix, scriptLettersOther, name)
}

// InScript returns the script a text is written in, as a phrase: English
// "Cyrillic" (templates write "in %s letters"), German „in kyrillischer
// Schrift“. name is as for [Script].
func InScript(name string) Message { return scriptMessage(inPrefix, inScriptOther, name) }

// scriptMessage is the message with prefix of the script name, or other
// for a script without messages of its own.
func scriptMessage(prefix string, other ID, name string) Message {
	for _, s := range scripts {
		if s.unicode == name {
			return Message{ID: prefixedScriptID(prefix, name)}
		}
	}
	return Message{ID: other, Args: []any{strings.ReplaceAll(name, "_", " ")}}
}

// Script returns the name of a script for a sentence, name being its
// Unicode long name (the Script property value, "Cyrillic",
// "Old_Italic"): a message of its own for the scripts of domain names in
// use, scriptOther otherwise.
func Script(name string) Message { return scriptMessage(scriptPrefix, scriptOther, name) }
