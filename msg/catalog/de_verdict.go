package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.VerdictValid:           "gültig",
		msg.VerdictNotValid:        "nicht gültig: %[1]s",
		msg.VerdictNotValidOneMore: "nicht gültig: %[1]s (und 1 weiteres Problem)",
		msg.VerdictNotValidMore:    "nicht gültig: %[1]s (und %[2]d weitere Probleme)",
		msg.VerdictNothingSafe:     "nichts, was sicher angezeigt werden kann",
		msg.VerdictShownAs:         "angezeigt als %[1]s",
		msg.VerdictShownAsBecause:  "angezeigt als %[1]s: %[2]s",
		msg.VerdictShownAsOneMore:  "angezeigt als %[1]s: %[2]s (und 1 weiterer Grund)",
		msg.VerdictShownAsMore:     "angezeigt als %[1]s: %[2]s (und %[3]d weitere Gründe)",
		msg.VerdictCheckingHost:    "geprüft wird der Host %[1]s",
	})
}
