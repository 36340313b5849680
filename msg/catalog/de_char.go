package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.CharVisible:   "„%[1]s“",
		msg.CharSpace:     "ein Leerzeichen",
		msg.CharTab:       "ein Tabulatorzeichen",
		msg.CharLineBreak: "ein Zeichen für einen Zeilenumbruch",
		msg.CharInvisible: "ein unsichtbares Zeichen",
		msg.CharDirection: "ein unsichtbares Steuerzeichen für die Schreibrichtung",
		msg.CharPrivate:   "ein nicht darstellbares Sonderzeichen",
		msg.CharMark:      "das diakritische Zeichen „%[1]s“",
		msg.TextQuoted:    "„%[1]s“",
		msg.ListPair:      "%[1]s und %[2]s",
		msg.ListMore:      "%[1]s, %[2]s",
	})
}
