package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.FormEmpty:                 "geben Sie einen Domainnamen ein, etwa example.com",
		msg.FormURL:                   "das ist eine Webadresse; geben Sie nur die Domain ein, %[1]s",
		msg.FormURLNoHost:             "das ist eine Webadresse ohne Domain; geben Sie einen Domainnamen ein, etwa example.com",
		msg.FormEmailInDomain:         "das ist eine E-Mail-Adresse; geben Sie nur die Domain ein, %[1]s",
		msg.FormPort:                  "entfernen Sie die Portnummer %[1]s; geben Sie nur die Domain ein, %[2]s",
		msg.FormIP:                    "der Name %[1]s ist eine IP-Adresse; geben Sie einen Domainnamen ein, etwa example.com",
		msg.FormIPRead:                "der Name %[1]s wird als IP-Adresse %[2]s gelesen; geben Sie einen Domainnamen ein, etwa example.com",
		msg.FormEndsInNumber:          "der Name endet mit der Zahl %[1]s; der letzte Teil eines Domainnamens ist ein Wort, etwa com",
		msg.FormSingleLabel:           "der Name %[1]s enthält keinen Punkt; geben Sie den ganzen Domainnamen ein, etwa %[1]s.com",
		msg.FormTrailingDots:          "entfernen Sie die Punkte am Ende",
		msg.FormMoreProblems:          "der Name hat weitere Probleme; beheben Sie zuerst diese",
		msg.FormTooLong:               "der Text ist mehr als %[1]d Zeichen lang, weit länger als jeder Domainname; geben Sie nur den Domainnamen ein",
		msg.FormEmailEmpty:            "geben Sie eine E-Mail-Adresse ein, etwa name@example.com",
		msg.FormEmailNoDomain:         "geben Sie die Domain nach dem „@“ ein, wie in name@example.com",
		msg.FormLocalDotStart:         "der Teil vor dem „@“ beginnt mit einem Punkt; entfernen Sie ihn",
		msg.FormLocalDotEnd:           "der Teil vor dem „@“ endet mit einem Punkt; entfernen Sie ihn",
		msg.FormLocalDoubleDot:        "der Teil vor dem „@“ enthält zwei Punkte hintereinander; entfernen Sie einen",
		msg.FormLocalTooLong:          "der Teil vor dem „@“ ist zu lang; kürzen Sie ihn auf höchstens 64 Zeichen, weniger bei Umlauten oder nicht lateinischen Buchstaben",
		msg.FormAddressTooLong:        "die Adresse ist zu lang; kürzen Sie sie auf höchstens 254 Zeichen, weniger bei Umlauten oder nicht lateinischen Buchstaben",
		msg.FormURLOnly:               "das ist eine Webadresse; geben Sie nur ihren Domainnamen ein",
		msg.FormEmailInDomainOnly:     "das ist eine E-Mail-Adresse; geben Sie nur den Domainnamen nach dem „@“ ein",
		msg.FormPortOnly:              "entfernen Sie die Portnummer %[1]s und geben Sie nur den Domainnamen ein",
		msg.FormBadPort:               "der Port %[1]s ist zu groß, denn Ports gehen nur bis 65535; geben Sie nur die Domain ein, %[2]s",
		msg.FormBadPortOnly:           "der Port %[1]s ist zu groß, denn Ports gehen nur bis 65535; entfernen Sie ihn und geben Sie nur den Domainnamen ein",
		msg.FormSingleLabelExample:    "der Name %[1]s enthält keinen Punkt; geben Sie den ganzen Domainnamen ein, etwa example.com",
		msg.FormNotRegistrable:        "der Name %[1]s kann nicht registriert werden, denn Registrierungsstellen lassen %[2]s in Domainnamen nicht zu; prüfen Sie, ob der Name stimmt",
		msg.FormNotRegistrableContext: "der Name %[1]s kann nicht registriert werden, denn Registrierungsstellen lassen %[2]s nur zwischen bestimmten Buchstaben zu; prüfen Sie, ob der Name stimmt",
		msg.FormMailto:                "das ist ein mailto-Link; geben Sie nur die Adresse ein, %[1]s",
		msg.FormMailtoOnly:            "das ist ein mailto-Link; geben Sie nur die Adresse nach „mailto:“ ein",
		msg.FormNameAddress:           "geben Sie nur die Adresse %[1]s ohne den Namen ein",
		msg.FormNameAddressOnly:       "geben Sie nur die Adresse zwischen „<“ und „>“ ein, ohne den Namen",
		msg.FormAngleAddress:          "entfernen Sie die spitzen Klammern; geben Sie nur die Adresse ein, %[1]s",
		msg.FormAngleAddressOnly:      "entfernen Sie die spitzen Klammern um die Adresse",
		msg.FormSettingsRefused:       "dieses Feld kann wegen eines Fehlers im Programm nicht geprüft werden, der nicht an Ihrer Eingabe liegt; bitte sagen Sie den Betreibern dieser Seite Bescheid",
		msg.FormInvisibleStart:        "am Anfang des Namens steht %[1]s; entfernen Sie es",
		msg.FormInvisibleStartMany:    "am Anfang des Namens stehen %[1]d unsichtbare Zeichen; entfernen Sie sie",
		msg.FormInvisibleAfter:        "im Namen folgt auf %[2]s %[1]s; entfernen Sie es",
		msg.FormInvisibleAfterMany:    "im Namen folgen auf %[2]s %[1]d unsichtbare Zeichen; entfernen Sie sie",
		msg.FormQuotedName:            "entfernen Sie die Anführungszeichen; geben Sie nur die Domain ein, %[1]s",
		msg.FormQuotedNameOnly:        "entfernen Sie die Anführungszeichen um den Namen",
		msg.FormAngleName:             "entfernen Sie die spitzen Klammern; geben Sie nur die Domain ein, %[1]s",
		msg.FormAngleNameOnly:         "entfernen Sie die spitzen Klammern um den Namen",
		msg.FormURLInEmail:            "das ist eine Webadresse; geben Sie eine E-Mail-Adresse ein, etwa name@%[1]s",
		msg.FormURLInEmailOnly:        "das ist eine Webadresse; geben Sie eine E-Mail-Adresse ein, etwa name@example.com",
		msg.FormManyAddresses:         "das sind mehrere Adressen; geben Sie nur eine ein, etwa %[1]s",
		msg.FormManyAddressesOnly:     "das sind mehrere Adressen; geben Sie nur eine ein",
		msg.FormSpaceOrName:           "der Teil vor dem „@“ enthält ein Leerzeichen; ist %[1]s ein Name, geben Sie nur die Adresse %[2]s ein, sonst entfernen Sie das Leerzeichen",
		msg.FormQuotedLocal:           "der Teil vor dem „@“ steht in Anführungszeichen, die viele Mailsysteme nicht annehmen; geben Sie eine Adresse ohne Anführungszeichen ein",
		msg.FormNonASCIILocal:         "der Teil vor dem „@“ enthält %[1]s, und an solche Adressen können viele Mailsysteme nicht zustellen; verwenden Sie dort nur die Buchstaben a bis z, Ziffern und Zeichen wie . - _",
	})
}
