package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"zone.dot-in-label":   "der Name %[1]s hat einen Teil mit einem Punkt darin (geschrieben \\.), der keine xn--Form hat; schreiben Sie den Punkt ohne Rückstrich, wenn er zwei Teile trennt",
		"zone.unclosed-paren": "eine in diesem Eintrag geöffnete Klammer wird nicht geschlossen; ergänzen Sie die „)“",
		"zone.extra-paren":    "eine „)“ schließt keine Klammer; entfernen Sie sie",
		"zone.unclosed-quote": "eine Zeichenkette in Anführungszeichen wird auf ihrer Zeile nicht geschlossen; ergänzen Sie das schließende „\"“",
		"zone.include-read":   "die Datei %[1]s, die $INCLUDE nennt, kann nicht gelesen werden (%[2]s); prüfen Sie ihren Pfad, der relativ zum Ordner der einbindenden Datei ist",
		"zone.include-depth":  "die Dateien von $INCLUDE sind mehr als %[1]d Ebenen tief verschachtelt; prüfen Sie, dass keine Datei sich selbst einbindet",
		"zone.record-invalid": "der Eintrag ist ungültig (%[1]s); korrigieren Sie ihn",
		"zone.fields-differ":  "xn kann nicht erkennen, welche Felder dieses Eintrags Namen sind, und lässt ihn unverändert; prüfen Sie seine Felder",
	})
}
