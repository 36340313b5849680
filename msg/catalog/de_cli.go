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
	})
}
