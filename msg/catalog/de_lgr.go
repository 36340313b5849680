package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"lgr.not-in-repertoire":   "der Teil %[1]s enthält %[2]s, das dieses LGR nicht zulässt; entfernen oder ersetzen Sie es",
		"lgr.capitals":            "der Teil %[1]s enthält Großbuchstaben, die dieses LGR nicht zulässt; schreiben Sie %[2]s",
		"lgr.context-when":        "der Teil %[1]s enthält %[2]s, das dieses LGR nur dort zulässt, wo seine Regel %[3]s erfüllt ist, und hier ist sie nicht erfüllt; entfernen Sie es oder ändern Sie die Zeichen davor oder danach",
		"lgr.context-not-when":    "der Teil %[1]s enthält %[2]s an einer Stelle, an der die Regel %[3]s dieses LGR es verbietet; entfernen Sie es oder ändern Sie die Zeichen davor oder danach",
		"lgr.input-utf8":          "der Teil ist beschädigt (kein gültiges UTF-8); geben Sie ihn erneut ein",
		"lgr.input-empty":         "der Teil ist leer; geben Sie einen Teil eines Domainnamens ein",
		"lgr.input-dot":           "der Teil %[1]s enthält einen Punkt; geben Sie jeweils einen einzelnen Teil ein, keinen ganzen Domainnamen",
		"lgr.input-alabel":        "der Teil %[1]s ist keine gültige xn--Form; prüfen Sie ihn oder geben Sie ihn so ein, wie man ihn schreibt",
		"lgr.input-too-long":      "der Teil %[1]s ist zu lang: %[2]d Zeichen, erlaubt sind höchstens %[3]d; kürzen Sie ihn",
		"lgr.input-too-long-dns":  "der Teil %[1]s ist zu lang: %[2]d Zeichen in der xn--Form, erlaubt sind höchstens %[3]d; kürzen Sie ihn",
		"lgr.too-complex":         "die Regeln dieses LGR brauchen zu lange, um über %[1]s zu entscheiden; wählen Sie einen kürzeren oder einfacheren Teil",
		"lgr.allowed":             "der Teil %[1]s ist nach diesem LGR %[2]s: %[3]s (%[4]s)",
		"lgr.refused":             "der Teil %[1]s ist nach diesem LGR %[2]s: %[3]s (%[4]s); wählen Sie einen anderen Teil",
		"lgr.why-match":           "es entspricht der Regel %[1]s",
		"lgr.why-not-match":       "es entspricht nicht der Regel %[1]s",
		"lgr.why-types":           "seine Variantentypen erfüllen %[1]s",
		"lgr.why-as-written":      "er enthält %[1]s in der geschriebenen Form, nicht als Variante",
		"lgr.why-none":            "keine frühere Aktion greift",
		"lgr.action-line":         "Aktion in Zeile %[1]s",
		"lgr.default-action":      "eine Standardaktion nach RFC 7940",
		"lgr.disp-invalid":        "ungültig",
		"lgr.disp-blocked":        "gesperrt",
		"lgr.disp-allocatable":    "zuteilbar",
		"lgr.disp-activated":      "aktiviert",
		"lgr.disp-valid":          "gültig",
		"lgr.merged":              "dieses LGR führt die LGRs mehrerer Schriften zusammen, um Konflikte zwischen Teilen von Domainnamen zu finden, und kann nicht feststellen, ob %[1]s in seiner Schrift gültig ist; prüfen Sie es mit dem LGR seiner Schrift (%[2]s)",
		"lgr.merged-no-script":    "dieses LGR führt die LGRs mehrerer Schriften zusammen, um Konflikte zwischen Teilen von Domainnamen zu finden, und kann nicht feststellen, ob %[1]s gültig ist; prüfen Sie es mit dem LGR der Schrift oder Sprache, für die es gedacht ist",
		"lgr.newer-unicode":       "das LGR ist für Unicode %[1]s geschrieben, eine neuere Fassung als Unicode %[2]s dieses Programms; seine Klassen aus Unicode-Eigenschaften können daher neuere Zeichen verfehlen",
		"lgr.empty-tag-class":     "Zeile %[1]s: kein Codepunkt trägt das Tag %[2]s, daher ist diese Klasse leer",
		"lgr.count-over-position": "Zeile %[1]s: %[2]s hat eine Anzahl (count), enthält aber start oder end, was RFC 7940 nicht erlaubt; es wird so gelesen, wie es dasteht",
	})
}
