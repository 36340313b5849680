package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"spoof.invalid-utf8":             "der Teil %[1]s ist kein gültiger Text (UTF-8)",
		"spoof.invisible":                "der Teil %[1]s enthält %[2]s und kann so einen Unterschied zu einem anderen Namen verbergen",
		"spoof.restricted":               "der Teil %[1]s enthält %[2]s, ein ungewöhnliches Zeichen, mit dem sich ein anderer Name nachahmen lässt",
		"spoof.mixed-scripts":            "der Teil %[1]s mischt %[2]s Buchstaben und kann so einen anderen Namen nachahmen",
		"spoof.mixed-scripts-looks-like": "der Teil %[1]s mischt %[2]s Buchstaben, sieht aus wie %[3]s und kann so diesen Namen nachahmen",
		"spoof.whole-script":             "ein Teil, der aussieht wie das lateinische %[3]s, ist %[2]s geschrieben und kann so diesen Namen nachahmen",
		"spoof.ascii-lookalike":          "der Teil %[1]s sieht aus wie %[2]s und kann so diesen Namen nachahmen",
		"spoof.mixed-numbers":            "der Teil %[1]s mischt Ziffern verschiedener Schriften und kann so eine andere Zahl nachahmen",
		"spoof.repeated-mark":            "der Teil %[1]s setzt %[2]s zweimal auf einen Buchstaben, wo es wie einmal aussieht",
		"spoof.too-many-marks":           "der Teil %[1]s setzt mehr diakritische Zeichen auf einen Buchstaben, als man unterscheiden kann",
		"spoof.not-idna2008":             "der Teil %[1]s enthält %[2]s, das heutige Domainnamen nicht enthalten dürfen und Browser nicht anzeigen",
		"spoof.not-idna2008-label":       "der Teil %[1]s ist nach den heutigen Regeln für Domainnamen ungültig, und Browser zeigen ihn nicht an",
		"spoof.tld-character":            "der Teil %[1]s enthält %[2]s, das nur unter den Endungen %[3]s angezeigt wird",
		"spoof.latin-lookalike":          "der Teil %[1]s ist %[2]s geschrieben, deren Buchstaben alle wie lateinische aussehen, und kann so einen anderen Namen nachahmen",
		"spoof.digit-lookalike":          "der Teil %[1]s besteht aus Ziffern und Zeichen, die wie Ziffern aussehen, und kann so eine Zahl nachahmen",
		"spoof.cjk-context":              "der Teil %[1]s enthält %[2]s neben anderen Schriften, wo es für ein anderes Zeichen gehalten werden kann",
		"spoof.non-ascii-latin":          "der Teil %[1]s mischt %[2]s, einen lateinischen Buchstaben mit diakritischem Zeichen, mit einer anderen Schrift und kann so einen anderen Namen nachahmen",
		"spoof.mark-context":             "der Teil %[1]s enthält %[2]s an einer Stelle, wo es einen Buchstaben vortäuschen oder verbergen kann",
		"spoof.protected":                "der Name sieht aus wie %[1]s, ist aber ein anderer Name; prüfen Sie, ob es der gemeinte ist",
		"spoof.browser-removed":          "der Teil %[1]s enthält %[2]s, das Browser nicht anzeigen, weil es wie ein anderes Zeichen aussieht",
		"spoof.too-long":                 "der Name ist weit länger als jeder Domainname und wurde deshalb nicht geprüft; geben Sie nur den Domainnamen ein",
		"spoof.other":                    "der Teil %[1]s wird in der xn--Form angezeigt, weil er mit einem anderen Namen verwechselt werden könnte",
		"spoof.restricted-alone":         "der Teil %[1]s ist ein ungewöhnliches Zeichen, mit dem sich ein anderer Name nachahmen lässt",
		"spoof.not-idna2008-alone":       "der Teil %[1]s ist ein Zeichen, das heutige Domainnamen nicht enthalten dürfen und Browser nicht anzeigen",
		"spoof.tld-character-alone":      "der Teil %[1]s ist ein Zeichen, das nur unter den Endungen %[2]s angezeigt wird",
		"spoof.browser-removed-alone":    "der Teil %[1]s ist ein Zeichen, das Browser nicht anzeigen, weil es wie ein anderes aussieht",
	})
}
