package msg

import "strings"

// The names of writing systems (Unicode scripts), for the sentences of
// package spoof: "'аpple' mixes Cyrillic and Latin letters". [Script]
// returns the message of a script; each script a reader is likely to meet
// in a domain name has an ID of its own ("script.cyrillic"), so that a
// language can name it in its own words; any other is [ScriptOther].
const (
	// ScriptOther: a script without a message of its own, %[1]s its
	// Unicode name with spaces for underscores ("Old Italic").
	ScriptOther ID = "script.other"
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

// scriptID is the ID of the message of the script with the Unicode long
// name name: "script." and the name in lowercase, "_" as "-".
func scriptID(name string) ID {
	return ID("script." + strings.ReplaceAll(strings.ToLower(name), "_", "-"))
}

// scriptEnglish returns the English templates of the scripts.
func scriptEnglish() []entry {
	es := []entry{{ScriptOther, "%[1]s"}}
	for _, s := range scripts {
		es = append(es, entry{scriptID(s.unicode), s.english})
	}
	return es
}

// Script returns the name of a script for a sentence, name being its
// Unicode long name (the Script property value, "Cyrillic",
// "Old_Italic"): a message of its own for the scripts of domain names in
// use, [ScriptOther] otherwise.
func Script(name string) Message {
	for _, s := range scripts {
		if s.unicode == name {
			return Message{ID: scriptID(name)}
		}
	}
	return Message{ID: ScriptOther, Args: []any{strings.ReplaceAll(name, "_", " ")}}
}
