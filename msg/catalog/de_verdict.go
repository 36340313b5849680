package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"verdict.valid":              "gültig",
		"verdict.not-valid":          "nicht gültig: %[1]s",
		"verdict.not-valid-one-more": "nicht gültig: %[1]s (und 1 weiteres Problem)",
		"verdict.not-valid-more":     "nicht gültig: %[1]s (und %[2]d weitere Probleme)",
		"verdict.nothing-safe":       "nichts, was sicher angezeigt werden kann",
		"verdict.shown-as":           "angezeigt als %[1]s",
		"verdict.shown-as-because":   "angezeigt als %[1]s: %[2]s",
		"verdict.shown-as-one-more":  "angezeigt als %[1]s: %[2]s (und 1 weiterer Grund)",
		"verdict.shown-as-more":      "angezeigt als %[1]s: %[2]s (und %[3]d weitere Gründe)",
		"verdict.checking-host":      "geprüft wird der Host %[1]s",
	})
}
