package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"char.visible":    "„%[1]s“",
		"char.space":      "ein Leerzeichen",
		"char.tab":        "ein Tabulatorzeichen",
		"char.line-break": "ein Zeichen für einen Zeilenumbruch",
		"char.invisible":  "ein unsichtbares Zeichen",
		"char.direction":  "ein unsichtbares Steuerzeichen für die Schreibrichtung",
		"char.private":    "ein nicht darstellbares Sonderzeichen",
		"char.mark":       "das diakritische Zeichen „%[1]s“",
		msg.TextQuoted:    "„%[1]s“",
		"list.pair":       "%[1]s und %[2]s",
		"list.more":       "%[1]s, %[2]s",
	})
}
