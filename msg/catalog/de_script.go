package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

// germanScripts names the scripts of msg.Script in German, by their
// Unicode long names; they are nouns (see doc.go).
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

func init() {
	table := map[msg.ID]string{msg.ScriptOther: "%[1]s"}
	for name, de := range germanScripts {
		table[msg.Script(name).ID] = de
	}
	register(language.German, table)
}
