package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.CompareRejects:        "mit %[1]s wird der Name abgelehnt: %[2]s",
		msg.CompareFallback:       "mit %[1]s wird der Name abgelehnt, während %[2]s einen reinen ASCII-Namen, der die Prüfungen nicht besteht, unverändert in Kleinbuchstaben übernimmt (der ASCII-Ausweg des URL-Standards)",
		msg.CompareKeepsDeviation: "mit %[1]s bleibt %[2]s, ein Abweichungszeichen, das die Übergangsverarbeitung und IDNA2003 auf %[3]s abbilden, erhalten und wird dann abgelehnt: %[4]s",
		msg.CompareContextO:       "mit %[1]s ist %[2]s hier nicht erlaubt: eine CONTEXTO-Regel von RFC 5892 (Anhang A) lehnt es ab",
		msg.CompareUnassigned32:   "mit %[1]s wird %[2]s abgelehnt: es war in Unicode 3.2, der Version der Tabellen von IDNA2003, noch nicht vergeben",
		msg.CompareNoMapping:      "mit %[1]s wird nichts abgebildet: %[2]s muss als %[3]s geschrieben werden, was die abbildenden Regelwerke selbst tun",
		msg.CompareNoMappingASCII: "mit %[1]s wird nichts abgebildet: %[2]s muss als %[3]s geschrieben werden, während %[4]s reine ASCII-Labels unverändert lässt (RFC 3490, Abschnitt 4.1)",
		msg.CompareNotIDNA2008:    "mit %[1]s ist %[2]s nicht erlaubt (seine IDNA2008-Eigenschaft ist %[3]s)",
		msg.CompareNV8:            "mit %[1]s ist %[2]s nicht erlaubt (seine IDNA2008-Eigenschaft ist %[3]s), obwohl UTS #46 es zur Verträglichkeit mit IDNA2003 als gültig führt",
		msg.CompareSTD3:           "mit %[1]s gelten die STD3-Regeln, die in ASCII nur Buchstaben, Ziffern und Bindestriche erlauben, daher wird %[2]s abgelehnt; die Regelwerke ohne sie nehmen es an",
		msg.CompareChecks:         "mit %[1]s werden %[2]s geprüft, was die anderen Regelwerke nicht tun: %[3]s",
		msg.CompareEveryLabel:     "mit %[1]s wird jedes Label geprüft, während %[2]s reine ASCII-Labels unverändert lässt (RFC 3490, Abschnitt 4.1): %[3]s",
		msg.CompareMapsDeviation:  "mit %[1]s wird %[2]s, ein Abweichungszeichen, auf %[3]s abgebildet, während die nicht übergangsweise Verarbeitung und IDNA2008 es beibehalten",
		msg.CompareKeepsCapitals:  "mit %[1]s bleiben reine ASCII-Labels unverändert, auch Großbuchstaben (RFC 3490, Abschnitt 4.1), die die anderen Regelwerke kleinschreiben",
		msg.CompareMappingsDiffer: "mit %[1]s wird der Name zu %[2]s, mit den anderen Regelwerken zu %[3]s",
		msg.CompareNothing:        "nichts",
		msg.CompareRuleHyphens:    "Bindestriche an den Enden von Labels und an den Stellen 3 und 4",
		msg.CompareRuleBidi:       "die Bidi-Regel von RFC 5893",
		msg.CompareRuleJoiners:    "die Regeln von RFC 5892 für ZERO WIDTH JOINER und NON-JOINER",
		msg.CompareRuleLengths:    "die DNS-Längen von Labels und Namen",
		msg.CompareRuleForbidden:  "die im URL-Standard verbotenen Zeichen eines Hosts",
		msg.CompareRuleIPLiteral:  "Namen, die durch die Abbildung zu einer IPv4-Adresse werden",
		msg.CompareRuleEmpty:      "Namen, die nach der Verarbeitung leer sind",
	})
}
