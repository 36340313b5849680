package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.SpoofMixedScripts: "%[1]s mischt Buchstaben der Schriften %[2]s und kann so einen anderen Namen nachahmen",
	})
}
