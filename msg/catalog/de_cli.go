package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.CLIFormRefuses:  "ok nach dem Profil %[1]s; xn check --form lehnt ihn ab",
		msg.CLIFormSays:     "xn check --form sagt",
		msg.CLIWarning:      "Warnung",
		msg.CLIShownInASCII: "in ASCII angezeigt",
		msg.CLINotValidIDN:  "kein gültiger internationalisierter Domainname",

		msg.CLIResolveNotExist: "der Domainname %[1]s existiert nicht",
		msg.CLIResolveNoRecord: "der Domainname %[1]s hat keinen %[2]s-Eintrag",
		msg.CLIResolveNotFound: "der Domainname %[1]s existiert nicht oder hat keinen der gefragten Einträge (%[2]s)",
		msg.CLIResolveRefused:  "der Server hat die Anfrage nach den %[2]s-Einträgen von %[1]s abgelehnt",
		msg.CLIResolveFailed:   "die %[2]s-Einträge von %[1]s konnten nicht abgefragt werden: %[3]s",
	})
}
