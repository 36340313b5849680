package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.IDNAEmpty: "der Name ist leer; geben Sie einen Domainnamen wie example.com ein",
		msg.IDNASpace: "%[1]s enthält ein Leerzeichen; entfernen Sie es",
	})
}
