package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.EmailNoAt: "die Adresse enthält kein „@“; geben Sie eine Adresse wie name@example.com ein",
	})
}
