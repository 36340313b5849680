package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.ZoneDotInLabel:        "der Name %[1]s hat einen Teil mit einem Punkt darin (geschrieben \\.), der keine xn--Form hat; schreiben Sie den Punkt ohne Rückstrich, wenn er zwei Teile trennt",
		msg.ZoneUnclosedParen:     "eine in diesem Eintrag geöffnete Klammer wird nicht geschlossen; ergänzen Sie die „)“",
		msg.ZoneExtraParen:        "eine „)“ schließt keine Klammer; entfernen Sie sie",
		msg.ZoneUnclosedQuote:     "eine Zeichenkette in Anführungszeichen wird auf ihrer Zeile nicht geschlossen; ergänzen Sie das schließende „\"“",
		msg.ZoneIncludeRead:       "die Datei %[1]s, die $INCLUDE nennt, kann nicht gelesen werden (%[2]s); prüfen Sie ihren Pfad, der relativ zum Ordner der einbindenden Datei ist",
		msg.ZoneIncludeDepth:      "die Dateien von $INCLUDE sind mehr als %[1]d Ebenen tief verschachtelt; prüfen Sie, dass keine Datei sich selbst einbindet",
		msg.ZoneRecordInvalid:     "der Eintrag ist ungültig (%[1]s); korrigieren Sie ihn",
		msg.ZoneIncludeNotWritten: "die eingebundene Datei %[1]s wird umgewandelt, aber nicht geschrieben; geben Sie --out ORDNER an, um sie mit den anderen zu schreiben",
		msg.ZoneFieldsDiffer:      "xn kann nicht erkennen, welche Felder dieses Eintrags Namen sind, und lässt ihn unverändert; prüfen Sie seine Felder",
	})
}
