package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"compare.rejects":          "mit %[1]s wird der Name abgelehnt: %[2]s",
		"compare.fallback":         "mit %[1]s wird der Name abgelehnt, während %[2]s einen Namen aus reinem ASCII, der die Prüfungen nicht besteht, so übernimmt, wie er ist, nur kleingeschrieben (die Ausnahme des URL-Standards für ASCII-Namen)",
		"compare.keeps-deviation":  "mit %[1]s bleibt %[2]s erhalten, das nach den alten Regeln von 2003 und im Übergangsmodus von UTS #46 zu %[3]s wird, und wird dann abgelehnt: %[4]s",
		"compare.contexto":         "mit %[1]s ist %[2]s an dieser Stelle nicht erlaubt: RFC 5892 (Anhang A) lässt es nur in bestimmter Umgebung zu",
		"compare.unassigned-3.2":   "mit %[1]s wird %[2]s abgelehnt: es war in Unicode 3.2, der Version der Tabellen von IDNA2003, noch nicht vergeben",
		"compare.no-mapping":       "mit %[1]s wird nichts umgeschrieben: %[2]s muss als %[3]s eingegeben werden, während die übrigen Regelwerke das selbst tun",
		"compare.no-mapping-ascii": "mit %[1]s wird nichts umgeschrieben: %[2]s muss als %[3]s eingegeben werden, während %[4]s Teile aus reinem ASCII unverändert lässt (RFC 3490, Abschnitt 4.1)",
		"compare.not-idna2008":     "mit %[1]s ist %[2]s nicht erlaubt (IDNA2008 stuft es als %[3]s ein)",
		"compare.nv8":              "mit %[1]s ist %[2]s nicht erlaubt (IDNA2008 stuft es als %[3]s ein), obwohl UTS #46 es der Verträglichkeit mit IDNA2003 halber zulässt",
		"compare.std3":             "mit %[1]s gelten die STD3-Regeln, die in ASCII nur Buchstaben, Ziffern und Bindestriche erlauben, daher wird %[2]s abgelehnt; die Regelwerke ohne sie nehmen es an",
		"compare.checks":           "mit %[1]s wird zusätzlich auf %[2]s geprüft, was die anderen Regelwerke nicht tun: %[3]s",
		"compare.every-label":      "mit %[1]s wird jeder Teil geprüft, während %[2]s Teile aus reinem ASCII unverändert lässt (RFC 3490, Abschnitt 4.1): %[3]s",
		"compare.maps-deviation":   "mit %[1]s wird %[2]s zu %[3]s, wie es die alten Regeln von 2003 verlangen; nach den heutigen Regeln (IDNA2008 und UTS #46 ohne Übergangsmodus) bleibt es erhalten",
		"compare.keeps-capitals":   "mit %[1]s bleiben Teile aus reinem ASCII unverändert, auch ihre Großbuchstaben (RFC 3490, Abschnitt 4.1), die die anderen Regelwerke kleinschreiben",
		"compare.mappings-differ":  "mit %[1]s wird der Name zu %[2]s, mit den anderen Regelwerken zu %[3]s",
		"compare.nothing":          "nichts",
		"compare.rule.hyphens":     "Bindestriche an den Enden von Teilen und an der dritten und vierten Stelle",
		"compare.rule.bidi":        "die Regel von RFC 5893 für Text von rechts nach links",
		"compare.rule.joiners":     "die Regeln von RFC 5892 für unsichtbare Verbindungs- und Trennzeichen",
		"compare.rule.lengths":     "die vom DNS erlaubten Längen von Teilen und Namen",
		"compare.rule.forbidden":   "die im URL-Standard für Hosts verbotenen Zeichen",
		"compare.rule.ip-literal":  "nach dem Umschreiben entstehende IPv4-Adressen",
		"compare.rule.empty":       "nach der Verarbeitung leere Namen",
	})
}
