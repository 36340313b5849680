package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.LGRNotInRepertoire:   "der Teil %[1]s enthält %[2]s, das dieses LGR nicht zulässt; entfernen oder ersetzen Sie es",
		msg.LGRCapitals:          "der Teil %[1]s enthält Großbuchstaben, die dieses LGR nicht zulässt; schreiben Sie %[2]s",
		msg.LGRContextWhen:       "der Teil %[1]s enthält %[2]s, das dieses LGR nur dort zulässt, wo seine Regel %[3]s erfüllt ist, und hier ist sie nicht erfüllt; entfernen Sie es oder ändern Sie die Zeichen davor oder danach",
		msg.LGRContextNotWhen:    "der Teil %[1]s enthält %[2]s an einer Stelle, an der die Regel %[3]s dieses LGR es verbietet; entfernen Sie es oder ändern Sie die Zeichen davor oder danach",
		msg.LGRInputUTF8:         "der Teil ist beschädigt (kein gültiges UTF-8); geben Sie ihn erneut ein",
		msg.LGRInputEmpty:        "der Teil ist leer; geben Sie einen Teil eines Domainnamens ein",
		msg.LGRInputDot:          "der Teil %[1]s enthält einen Punkt; geben Sie jeweils einen einzelnen Teil ein, keinen ganzen Domainnamen",
		msg.LGRInputALabel:       "der Teil %[1]s ist keine gültige xn--Form; prüfen Sie ihn oder geben Sie ihn so ein, wie man ihn schreibt",
		msg.LGRInputTooLong:      "der Teil %[1]s ist zu lang: %[2]d Zeichen, erlaubt sind höchstens %[3]d; kürzen Sie ihn",
		msg.LGRInputTooLongDNS:   "der Teil %[1]s ist zu lang: %[2]d Zeichen in der xn--Form, erlaubt sind höchstens %[3]d; kürzen Sie ihn",
		msg.LGRTooComplex:        "die Regeln dieses LGR brauchen zu lange, um über %[1]s zu entscheiden; wählen Sie einen kürzeren oder einfacheren Teil",
		msg.LGRAllowed:           "der Teil %[1]s ist nach diesem LGR %[2]s: %[3]s (%[4]s)",
		msg.LGRRefused:           "der Teil %[1]s ist nach diesem LGR %[2]s: %[3]s (%[4]s); wählen Sie einen anderen Teil",
		msg.LGRWhyMatch:          "es entspricht der Regel %[1]s",
		msg.LGRWhyNotMatch:       "es entspricht nicht der Regel %[1]s",
		msg.LGRWhyTypes:          "seine Variantentypen erfüllen %[1]s",
		msg.LGRWhyAsWritten:      "er enthält %[1]s in der geschriebenen Form, nicht als Variante",
		msg.LGRWhyNone:           "keine frühere Aktion greift",
		msg.LGRActionLine:        "Aktion in Zeile %[1]s",
		msg.LGRDefaultAction:     "eine Standardaktion nach RFC 7940",
		msg.LGRDispInvalid:       "ungültig",
		msg.LGRDispBlocked:       "gesperrt",
		msg.LGRDispAllocatable:   "zuteilbar",
		msg.LGRDispActivated:     "aktiviert",
		msg.LGRDispValid:         "gültig",
		msg.LGRMerged:            "dieses LGR führt die LGRs mehrerer Schriften zusammen, um Konflikte zwischen Teilen von Domainnamen zu finden, und kann nicht feststellen, ob %[1]s in seiner Schrift gültig ist; prüfen Sie es mit dem LGR seiner Schrift (%[2]s)",
		msg.LGRMergedNoScript:    "dieses LGR führt die LGRs mehrerer Schriften zusammen, um Konflikte zwischen Teilen von Domainnamen zu finden, und kann nicht feststellen, ob %[1]s gültig ist; prüfen Sie es mit dem LGR der Schrift oder Sprache, für die es gedacht ist",
		msg.LGRNewerUnicode:      "das LGR ist für Unicode %[1]s geschrieben, eine neuere Fassung als Unicode %[2]s dieses Programms; seine Klassen aus Unicode-Eigenschaften können daher neuere Zeichen verfehlen",
		msg.LGREmptyTagClass:     "Zeile %[1]s: kein Codepunkt trägt das Tag %[2]s, daher ist diese Klasse leer",
		msg.LGRCountOverPosition: "Zeile %[1]s: %[2]s hat eine Anzahl (count), enthält aber start oder end, was RFC 7940 nicht erlaubt; es wird so gelesen, wie es dasteht",
	})
}
