package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.SpoofInvalidUTF8:           "der Teil %[1]s ist kein gültiger Text (UTF-8)",
		msg.SpoofInvisible:             "der Teil %[1]s enthält %[2]s und kann so einen Unterschied zu einem anderen Namen verbergen",
		msg.SpoofRestricted:            "der Teil %[1]s enthält %[2]s, ein ungewöhnliches Zeichen, mit dem sich ein anderer Name nachahmen lässt",
		msg.SpoofMixedScripts:          "der Teil %[1]s mischt %[2]s Buchstaben und kann so einen anderen Namen nachahmen",
		msg.SpoofMixedScriptsLooksLike: "der Teil %[1]s mischt %[2]s Buchstaben, sieht aus wie %[3]s und kann so diesen Namen nachahmen",
		msg.SpoofWholeScript:           "ein Teil, der aussieht wie das lateinische %[3]s, ist %[2]s geschrieben und kann so diesen Namen nachahmen",
		msg.SpoofASCIILookalike:        "der Teil %[1]s sieht aus wie %[2]s und kann so diesen Namen nachahmen",
		msg.SpoofMixedNumbers:          "der Teil %[1]s mischt Ziffern verschiedener Schriften und kann so eine andere Zahl nachahmen",
		msg.SpoofRepeatedMark:          "der Teil %[1]s setzt %[2]s zweimal auf einen Buchstaben, wo es wie einmal aussieht",
		msg.SpoofTooManyMarks:          "der Teil %[1]s setzt mehr diakritische Zeichen auf einen Buchstaben, als man unterscheiden kann",
		msg.SpoofNotIDNA2008:           "der Teil %[1]s enthält %[2]s, das heutige Domainnamen nicht enthalten dürfen und Browser nicht anzeigen",
		msg.SpoofNotIDNA2008Label:      "der Teil %[1]s ist nach den heutigen Regeln für Domainnamen ungültig, und Browser zeigen ihn nicht an",
		msg.SpoofTLDCharacter:          "der Teil %[1]s enthält %[2]s, das nur unter den Endungen %[3]s angezeigt wird",
		msg.SpoofLatinLookalike:        "der Teil %[1]s ist %[2]s geschrieben, deren Buchstaben alle wie lateinische aussehen, und kann so einen anderen Namen nachahmen",
		msg.SpoofDigitLookalike:        "der Teil %[1]s besteht aus Ziffern und Zeichen, die wie Ziffern aussehen, und kann so eine Zahl nachahmen",
		msg.SpoofCJKContext:            "der Teil %[1]s enthält %[2]s neben anderen Schriften, wo es für ein anderes Zeichen gehalten werden kann",
		msg.SpoofNonASCIILatin:         "der Teil %[1]s mischt %[2]s, einen lateinischen Buchstaben mit diakritischem Zeichen, mit einer anderen Schrift und kann so einen anderen Namen nachahmen",
		msg.SpoofMarkContext:           "der Teil %[1]s enthält %[2]s an einer Stelle, wo es einen Buchstaben vortäuschen oder verbergen kann",
		msg.SpoofProtected:             "der Name sieht aus wie %[1]s, ist aber ein anderer Name; prüfen Sie, ob es der gemeinte ist",
		msg.SpoofBrowserRemoved:        "der Teil %[1]s enthält %[2]s, das Browser nicht anzeigen, weil es wie ein anderes Zeichen aussieht",
		msg.SpoofTooLong:               "der Name ist weit länger als jeder Domainname und wurde deshalb nicht geprüft; geben Sie nur den Domainnamen ein",
		msg.SpoofOther:                 "der Teil %[1]s wird in der xn--Form angezeigt, weil er mit einem anderen Namen verwechselt werden könnte",
		msg.SpoofRestrictedAlone:       "der Teil %[1]s ist ein ungewöhnliches Zeichen, mit dem sich ein anderer Name nachahmen lässt",
		msg.SpoofNotIDNA2008Alone:      "der Teil %[1]s ist ein Zeichen, das heutige Domainnamen nicht enthalten dürfen und Browser nicht anzeigen",
		msg.SpoofTLDCharacterAlone:     "der Teil %[1]s ist ein Zeichen, das nur unter den Endungen %[2]s angezeigt wird",
		msg.SpoofBrowserRemovedAlone:   "der Teil %[1]s ist ein Zeichen, das Browser nicht anzeigen, weil es wie ein anderes aussieht",
	})
}
