package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"email.invalid-utf8":          "die Adresse ist beschädigt (kein gültiges UTF-8); geben Sie sie erneut ein",
		"email.empty":                 "die Adresse ist leer; geben Sie eine Adresse wie name@example.com ein",
		"email.no-at":                 "die Adresse enthält kein „@“; geben Sie eine Adresse wie name@example.com ein",
		"email.many-at":               "die Adresse enthält mehr als ein „@“; behalten Sie nur das vor der Domain",
		"email.empty-local":           "vor dem „@“ steht nichts; ergänzen Sie den Namen, wie in name@example.com",
		"email.no-domain":             "nach dem „@“ steht nichts; ergänzen Sie die Domain, wie in name@example.com",
		"email.local-char":            "der Teil vor dem „@“ enthält %[1]s, das dort nur in Anführungszeichen stehen darf; entfernen Sie es",
		"email.local-invisible":       "im Teil vor dem „@“ folgt auf %[2]s %[1]s; entfernen Sie es",
		"email.local-invisible-start": "am Anfang des Teils vor dem „@“ steht %[1]s; entfernen Sie es",
		"email.local-wide":            "der Teil vor dem „@“, %[1]s, ist mit breiten Zeichen geschrieben; schreiben Sie ihn als %[2]s",
		"email.wide-at":               "die Adresse enthält ein breites „＠“ statt „@“; geben Sie sie als %[1]s ein",
		"email.quoted-backslash":      "der Teil in Anführungszeichen vor dem „@“ enthält einen Rückstrich, der nichts maskiert; entfernen Sie ihn",
		"email.quoted-control":        "der Teil in Anführungszeichen vor dem „@“ enthält %[1]s; entfernen Sie es",
		"email.unclosed-quote":        "der Teil in Anführungszeichen vor dem „@“ ist nicht geschlossen; ergänzen Sie das schließende „\"“",
		"email.no-at-after-quote":     "auf den Teil in Anführungszeichen müssen „@“ und die Domain folgen; ergänzen Sie sie",
		"email.bad-literal":           "die Adresse in eckigen Klammern nach dem „@“ ist nicht richtig geschrieben; prüfen Sie sie",
		"email.leading-dot":           "die Domain beginnt mit einem Punkt; entfernen Sie ihn",
		"email.double-dot":            "die Domain enthält zwei Punkte hintereinander; entfernen Sie einen",
		"email.trailing-dot":          "die Adresse endet mit einem Punkt; entfernen Sie ihn",
		"email.other":                 "die Adresse ist ungültig; prüfen Sie sie",
	})
}
