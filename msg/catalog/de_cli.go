package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"cli.form-refuses":   "ok nach dem Profil %[1]s; xn check --form lehnt ihn ab",
		"cli.form-says":      "xn check --form sagt",
		"cli.warning":        "Warnung",
		"cli.shown-in-ascii": "in ASCII angezeigt",
		"cli.not-valid-idn":  "kein gültiger internationalisierter Domainname",

		"cli.resolve-not-exist":   "der Domainname %[1]s existiert nicht",
		"cli.resolve-no-record":   "der Domainname %[1]s hat keinen %[2]s-Eintrag",
		"cli.resolve-not-found":   "der Domainname %[1]s existiert nicht oder hat keinen der gefragten Einträge (%[2]s)",
		"cli.resolve-refused":     "der Server hat die Anfrage nach den %[2]s-Einträgen von %[1]s abgelehnt",
		"cli.resolve-failed":      "die %[2]s-Einträge von %[1]s konnten nicht abgefragt werden: %[3]s",
		"cli.too-long":            "der Text ist mehr als %[1]d Zeichen lang, weit länger als jeder Domainname; geben Sie nur den Domainnamen ein",
		"cli.include-not-written": "die eingebundene Datei %[1]s wird umgewandelt, aber nicht geschrieben; geben Sie --out ORDNER an, um sie mit den anderen zu schreiben",
	})
}
