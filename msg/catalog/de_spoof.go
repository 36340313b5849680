package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.SpoofInvalidUTF8:      "%[1]s ist kein gültiger Text (UTF-8)",
		msg.SpoofInvisible:        "%[1]s enthält %[2]s, das man nicht sieht, und kann so einen Unterschied zu einem anderen Namen verbergen",
		msg.SpoofRestricted:       "%[1]s enthält %[2]s, ein ungewöhnliches Zeichen, mit dem sich ein anderer Name nachahmen lässt",
		msg.SpoofMixedScripts:     "%[1]s mischt Buchstaben der Schriften %[2]s und kann so einen anderen Namen nachahmen",
		msg.SpoofWholeScript:      "%[1]s ist in der Schrift %[2]s geschrieben, sieht aber aus wie %[3]s und kann so diesen Namen nachahmen",
		msg.SpoofASCIILookalike:   "%[1]s sieht aus wie %[2]s und kann so diesen Namen nachahmen",
		msg.SpoofMixedNumbers:     "%[1]s mischt Ziffern verschiedener Schriftsysteme und kann so eine andere Zahl nachahmen",
		msg.SpoofRepeatedMark:     "%[1]s setzt %[2]s zweimal auf einen Buchstaben, wo es wie einmal aussieht",
		msg.SpoofTooManyMarks:     "%[1]s setzt mehr Zeichen auf einen Buchstaben, als ein Leser unterscheiden kann",
		msg.SpoofNotIDNA2008:      "%[1]s enthält %[2]s, das heutige Domainnamen nicht enthalten dürfen und Browser nicht anzeigen",
		msg.SpoofNotIDNA2008Label: "%[1]s ist nach den heutigen Regeln für Domainnamen ungültig, und Browser zeigen es nicht an",
		msg.SpoofTLDCharacter:     "%[1]s enthält %[2]s, das nur unter den Endungen %[3]s angezeigt wird",
		msg.SpoofLatinLookalike:   "%[1]s ist in Buchstaben der Schrift %[2]s geschrieben, die alle wie lateinische aussehen, und kann so einen anderen Namen nachahmen",
		msg.SpoofDigitLookalike:   "%[1]s besteht aus Ziffern und Zeichen, die wie Ziffern aussehen, und kann so eine Zahl nachahmen",
		msg.SpoofCJKContext:       "%[1]s enthält %[2]s neben anderen Schriften, wo es für ein anderes Zeichen gehalten werden kann",
		msg.SpoofNonASCIILatin:    "%[1]s mischt %[2]s, einen lateinischen Buchstaben mit Zeichen, mit einer anderen Schrift und kann so einen anderen Namen nachahmen",
		msg.SpoofMarkContext:      "%[1]s enthält %[2]s an einer Stelle, wo es einen Buchstaben vortäuschen oder verbergen kann",
		msg.SpoofProtected:        "der Name sieht aus wie %[1]s, ist aber ein anderer Name; prüfen Sie, ob es der gemeinte ist",
		msg.SpoofBrowserRemoved:   "%[1]s enthält %[2]s, das Browser nicht anzeigen, weil es wie ein anderes Zeichen aussieht",
		msg.SpoofOther:            "%[1]s wird in seiner kodierten Form (xn--) angezeigt, weil es mit einem anderen Namen verwechselt werden könnte",
	})
}
