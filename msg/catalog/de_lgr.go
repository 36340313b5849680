package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.LGRNotInRepertoire:   "%[1]s enthält %[2]s, das dieses LGR nicht zulässt; entfernen oder ersetzen Sie es",
		msg.LGRCapitals:          "%[1]s enthält Großbuchstaben, die dieses LGR nicht zulässt; schreiben Sie %[2]s",
		msg.LGRContextWhen:       "%[1]s enthält %[2]s, das dieses LGR nur dort zulässt, wo seine Regel %[3]s erfüllt ist, und hier ist sie nicht erfüllt; entfernen Sie es oder ändern Sie die Zeichen davor oder danach",
		msg.LGRContextNotWhen:    "%[1]s enthält %[2]s an einer Stelle, an der die Regel %[3]s dieses LGR es verbietet; entfernen Sie es oder ändern Sie die Zeichen davor oder danach",
		msg.LGRInputUTF8:         "das Label ist beschädigt (kein gültiges UTF-8); geben Sie es erneut ein",
		msg.LGRInputEmpty:        "das Label ist leer; geben Sie ein Label ein",
		msg.LGRInputDot:          "%[1]s enthält einen Punkt; geben Sie jeweils ein einzelnes Label ein, keinen ganzen Domainnamen",
		msg.LGRInputALabel:       "%[1]s ist keine gültige Kodierung mit xn--; prüfen Sie es, oder geben Sie das Label in seinen eigenen Buchstaben ein",
		msg.LGRInputTooLong:      "%[1]s ist zu lang: %[2]d Zeichen, erlaubt sind höchstens %[3]d; kürzen Sie es",
		msg.LGRInputTooLongDNS:   "%[1]s ist zu lang: %[2]d Zeichen in der Form mit xn--, erlaubt sind höchstens %[3]d; kürzen Sie es",
		msg.LGRTooComplex:        "die Regeln dieses LGR brauchen zu lange, um über %[1]s zu entscheiden; wählen Sie ein kürzeres oder einfacheres Label",
		msg.LGRAllowed:           "%[1]s ist nach diesem LGR %[2]s: %[3]s (%[4]s)",
		msg.LGRRefused:           "%[1]s ist nach diesem LGR %[2]s: %[3]s (%[4]s); wählen Sie ein anderes Label",
		msg.LGRWhyMatch:          "es entspricht der Regel %[1]s",
		msg.LGRWhyNotMatch:       "es entspricht nicht der Regel %[1]s",
		msg.LGRWhyTypes:          "seine Variantentypen erfüllen %[1]s",
		msg.LGRWhyNone:           "keine frühere Aktion greift",
		msg.LGRActionLine:        "Aktion in Zeile %[1]d",
		msg.LGRDefaultAction:     "eine Standardaktion nach RFC 7940",
		msg.LGRDispInvalid:       "ungültig",
		msg.LGRDispBlocked:       "gesperrt",
		msg.LGRDispAllocatable:   "zuteilbar",
		msg.LGRDispActivated:     "aktiviert",
		msg.LGRDispValid:         "gültig",
		msg.LGRMerged:            "dieses LGR führt die LGRs mehrerer Schriften zusammen, um Konflikte zwischen Labels zu finden, und kann nicht feststellen, ob %[1]s in seiner Schrift gültig ist; prüfen Sie es mit dem LGR seiner Schrift (%[2]s)",
		msg.LGRMergedNoScript:    "dieses LGR führt die LGRs mehrerer Schriften zusammen, um Konflikte zwischen Labels zu finden, und kann nicht feststellen, ob %[1]s gültig ist; prüfen Sie es mit dem LGR der Schrift oder Sprache, für die es gedacht ist",
		msg.LGRNewerUnicode:      "das LGR ist für Unicode %[1]s geschrieben, eine neuere Fassung als Unicode %[2]s dieses Programms; seine Klassen aus Unicode-Eigenschaften können daher neuere Zeichen verfehlen",
		msg.LGREmptyTagClass:     "Zeile %[1]d: kein Codepunkt trägt das Tag %[2]s, daher ist diese Klasse leer",
		msg.LGRCountOverPosition: "Zeile %[1]d: %[2]s hat eine Anzahl (count), enthält aber start oder end, was RFC 7940 nicht erlaubt; es wird so gelesen, wie es dasteht",

		// The scripts of ICANN's LGRs, as nouns, since they stand alone
		// in parentheses or lists ("Kyrillisch und Lateinisch").
		"lgr.script.Arabic":     "Arabisch",
		"lgr.script.Armenian":   "Armenisch",
		"lgr.script.Bengali":    "Bengalisch",
		"lgr.script.Cyrillic":   "Kyrillisch",
		"lgr.script.Devanagari": "Devanagari",
		"lgr.script.Ethiopic":   "Äthiopisch",
		"lgr.script.Georgian":   "Georgisch",
		"lgr.script.Greek":      "Griechisch",
		"lgr.script.Gujarati":   "Gujarati",
		"lgr.script.Gurmukhi":   "Gurmukhi",
		"lgr.script.Han":        "Han (chinesische Schriftzeichen)",
		"lgr.script.Hangul":     "Hangul",
		"lgr.script.Hebrew":     "Hebräisch",
		"lgr.script.Hiragana":   "Hiragana",
		"lgr.script.Kannada":    "Kannada",
		"lgr.script.Katakana":   "Katakana",
		"lgr.script.Khmer":      "Khmer",
		"lgr.script.Lao":        "Laotisch",
		"lgr.script.Latin":      "Lateinisch",
		"lgr.script.Malayalam":  "Malayalam",
		"lgr.script.Myanmar":    "Birmanisch",
		"lgr.script.Oriya":      "Oriya",
		"lgr.script.Sinhala":    "Singhalesisch",
		"lgr.script.Tamil":      "Tamilisch",
		"lgr.script.Telugu":     "Telugu",
		"lgr.script.Thaana":     "Thaana",
		"lgr.script.Thai":       "Thailändisch",
		"lgr.script.Tibetan":    "Tibetisch",
	})
}
