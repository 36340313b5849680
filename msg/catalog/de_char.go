package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.CharVisible:   "„%[1]s“",
		msg.CharSpace:     "ein Leerzeichen",
		msg.CharInvisible: "das unsichtbare Zeichen %[1]s",
		msg.CharMark:      "das kombinierende Zeichen %[1]s",
		msg.TextQuoted:    "„%[1]s“",
		msg.ListPair:      "%[1]s und %[2]s",
		msg.ListMore:      "%[1]s, %[2]s",
	})
}
