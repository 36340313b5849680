package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.EmailInvalidUTF8:         "die Adresse ist beschädigt (kein gültiges UTF-8); geben Sie sie erneut ein",
		msg.EmailEmpty:               "die Adresse ist leer; geben Sie eine Adresse wie name@example.com ein",
		msg.EmailNoAt:                "die Adresse enthält kein „@“; geben Sie eine Adresse wie name@example.com ein",
		msg.EmailManyAt:              "die Adresse enthält mehr als ein „@“; behalten Sie nur das vor der Domain",
		msg.EmailEmptyLocal:          "vor dem „@“ steht nichts; ergänzen Sie den Namen, wie in name@example.com",
		msg.EmailNoDomain:            "nach dem „@“ steht nichts; ergänzen Sie die Domain, wie in name@example.com",
		msg.EmailLocalChar:           "der Teil vor dem „@“ enthält %[1]s, das dort nur in Anführungszeichen stehen darf; entfernen Sie es",
		msg.EmailLocalInvisible:      "im Teil vor dem „@“ folgt auf %[2]s %[1]s; entfernen Sie es",
		msg.EmailLocalInvisibleStart: "am Anfang des Teils vor dem „@“ steht %[1]s; entfernen Sie es",
		msg.EmailLocalWide:           "der Teil vor dem „@“, %[1]s, ist mit breiten Zeichen geschrieben; schreiben Sie ihn als %[2]s",
		msg.EmailWideAt:              "die Adresse enthält ein breites „＠“ statt „@“; geben Sie sie als %[1]s ein",
		msg.EmailQuotedBackslash:     "der Teil in Anführungszeichen vor dem „@“ enthält einen Rückstrich, der nichts maskiert; entfernen Sie ihn",
		msg.EmailQuotedControl:       "der Teil in Anführungszeichen vor dem „@“ enthält %[1]s; entfernen Sie es",
		msg.EmailUnclosedQuote:       "der Teil in Anführungszeichen vor dem „@“ ist nicht geschlossen; ergänzen Sie das schließende „\"“",
		msg.EmailNoAtAfterQuote:      "auf den Teil in Anführungszeichen müssen „@“ und die Domain folgen; ergänzen Sie sie",
		msg.EmailBadLiteral:          "die Adresse in eckigen Klammern nach dem „@“ ist nicht richtig geschrieben; prüfen Sie sie",
		msg.EmailLeadingDot:          "die Domain beginnt mit einem Punkt; entfernen Sie ihn",
		msg.EmailDoubleDot:           "die Domain enthält zwei Punkte hintereinander; entfernen Sie einen",
		msg.EmailTrailingDot:         "die Adresse endet mit einem Punkt; entfernen Sie ihn",
		msg.EmailOther:               "die Adresse ist ungültig; prüfen Sie sie",
	})
}
