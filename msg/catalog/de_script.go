package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

// germanScripts names the scripts of msg.Script in German, by their
// Unicode long names; they are nouns (see doc.go). msg.ScriptLetters and
// msg.InScript inflect them (germanScriptForms).
var germanScripts = map[string]string{
	"Arabic":     "Arabisch",
	"Armenian":   "Armenisch",
	"Bengali":    "Bengalisch",
	"Bopomofo":   "Bopomofo",
	"Cherokee":   "Cherokee",
	"Coptic":     "Koptisch",
	"Cyrillic":   "Kyrillisch",
	"Devanagari": "Devanagari",
	"Ethiopic":   "Äthiopisch",
	"Georgian":   "Georgisch",
	"Greek":      "Griechisch",
	"Gujarati":   "Gujarati",
	"Gurmukhi":   "Gurmukhi",
	"Han":        "Han",
	"Hangul":     "Hangul",
	"Hebrew":     "Hebräisch",
	"Hiragana":   "Hiragana",
	"Kannada":    "Kannada",
	"Katakana":   "Katakana",
	"Khmer":      "Khmer",
	"Lao":        "Laotisch",
	"Latin":      "Lateinisch",
	"Malayalam":  "Malayalam",
	"Mongolian":  "Mongolisch",
	"Myanmar":    "Birmanisch",
	"Oriya":      "Oriya",
	"Sinhala":    "Singhalesisch",
	"Syriac":     "Syrisch",
	"Tamil":      "Tamilisch",
	"Telugu":     "Telugu",
	"Thaana":     "Thaana",
	"Thai":       "Thai",
	"Tibetan":    "Tibetisch",
}

// germanAdjectives are the adjectives of the scripts that German names by
// one („kyrillisch“), without ending; the others are named by their noun
// (see germanScriptForms).
var germanAdjectives = map[string]string{
	"Arabic":    "arabisch",
	"Armenian":  "armenisch",
	"Bengali":   "bengalisch",
	"Coptic":    "koptisch",
	"Cyrillic":  "kyrillisch",
	"Ethiopic":  "äthiopisch",
	"Georgian":  "georgisch",
	"Greek":     "griechisch",
	"Han":       "chinesisch",
	"Hangul":    "koreanisch",
	"Hebrew":    "hebräisch",
	"Lao":       "laotisch",
	"Latin":     "lateinisch",
	"Mongolian": "mongolisch",
	"Myanmar":   "birmanisch",
	"Sinhala":   "singhalesisch",
	"Syriac":    "syrisch",
	"Tamil":     "tamilisch",
	"Thai":      "thailändisch",
	"Tibetan":   "tibetisch",
}

// germanScriptForms returns the two inflected forms of a script: before
// „Buchstaben“ in the accusative plural, in a list („kyrillische und
// lateinische Buchstaben“), and the phrase of the script a text is written
// in („in kyrillischer Schrift“). A script without an adjective takes its
// noun: „in Devanagari geschriebene Buchstaben“, „in der Schrift
// Devanagari“.
func germanScriptForms(noun, adjective string) (letters, in string) {
	if adjective == "" {
		return "in " + noun + " geschriebene", "in der Schrift " + noun
	}
	return adjective + "e", "in " + adjective + "er Schrift"
}

func init() {
	letters, in := germanScriptForms("%[1]s", "")
	table := map[msg.ID]string{"script.other": "%[1]s", "script-letters.other": letters, "script-in.other": in}
	for name, de := range germanScripts {
		table[msg.Script(name).ID] = de
		letters, in := germanScriptForms(de, germanAdjectives[name])
		table[msg.ScriptLetters(name).ID] = letters
		table[msg.InScript(name).ID] = in
	}
	register(language.German, table)
}
