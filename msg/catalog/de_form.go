package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"form.empty":                   "geben Sie einen Domainnamen ein, etwa example.com",
		"form.url":                     "das ist eine Webadresse; geben Sie nur die Domain ein, %[1]s",
		"form.url-no-host":             "das ist eine Webadresse ohne Domain; geben Sie einen Domainnamen ein, etwa example.com",
		"form.email-in-domain":         "das ist eine E-Mail-Adresse; geben Sie nur die Domain ein, %[1]s",
		"form.port":                    "entfernen Sie die Portnummer %[1]s; geben Sie nur die Domain ein, %[2]s",
		"form.ip":                      "der Name %[1]s ist eine IP-Adresse; geben Sie einen Domainnamen ein, etwa example.com",
		"form.ip-read":                 "der Name %[1]s wird als IP-Adresse %[2]s gelesen; geben Sie einen Domainnamen ein, etwa example.com",
		"form.ends-in-number":          "der Name endet mit der Zahl %[1]s; der letzte Teil eines Domainnamens ist ein Wort, etwa com",
		"form.single-label":            "der Name %[1]s enthält keinen Punkt; geben Sie den ganzen Domainnamen ein, etwa %[1]s.com",
		"form.trailing-dots":           "entfernen Sie die Punkte am Ende",
		"form.more-problems":           "der Name hat weitere Probleme; beheben Sie zuerst diese",
		"form.email-empty":             "geben Sie eine E-Mail-Adresse ein, etwa name@example.com",
		"form.email-no-domain":         "geben Sie die Domain nach dem „@“ ein, wie in name@example.com",
		"form.local-dot-start":         "der Teil vor dem „@“ beginnt mit einem Punkt; entfernen Sie ihn",
		"form.local-dot-end":           "der Teil vor dem „@“ endet mit einem Punkt; entfernen Sie ihn",
		"form.local-double-dot":        "der Teil vor dem „@“ enthält zwei Punkte hintereinander; entfernen Sie einen",
		"form.local-too-long":          "der Teil vor dem „@“ ist zu lang; kürzen Sie ihn auf höchstens 64 Zeichen, weniger bei Umlauten oder nicht lateinischen Buchstaben",
		"form.address-too-long":        "die Adresse ist zu lang; kürzen Sie sie auf höchstens 254 Zeichen, weniger bei Umlauten oder nicht lateinischen Buchstaben",
		"form.url-only":                "das ist eine Webadresse; geben Sie nur ihren Domainnamen ein",
		"form.email-in-domain-only":    "das ist eine E-Mail-Adresse; geben Sie nur den Domainnamen nach dem „@“ ein",
		"form.port-only":               "entfernen Sie die Portnummer %[1]s und geben Sie nur den Domainnamen ein",
		"form.bad-port":                "der Port %[1]s ist zu groß, denn Ports gehen nur bis 65535; geben Sie nur die Domain ein, %[2]s",
		"form.bad-port-only":           "der Port %[1]s ist zu groß, denn Ports gehen nur bis 65535; entfernen Sie ihn und geben Sie nur den Domainnamen ein",
		"form.single-label-example":    "der Name %[1]s enthält keinen Punkt; geben Sie den ganzen Domainnamen ein, etwa example.com",
		"form.not-registrable":         "der Name %[1]s kann nicht registriert werden, denn Registrierungsstellen lassen %[2]s in Domainnamen nicht zu; prüfen Sie, ob der Name stimmt",
		"form.not-registrable-context": "der Name %[1]s kann nicht registriert werden, denn Registrierungsstellen lassen %[2]s nur zwischen bestimmten Buchstaben zu; prüfen Sie, ob der Name stimmt",
		"form.mailto":                  "das ist ein mailto-Link; geben Sie nur die Adresse ein, %[1]s",
		"form.mailto-only":             "das ist ein mailto-Link; geben Sie nur die Adresse nach „mailto:“ ein",
		"form.name-address":            "geben Sie nur die Adresse %[1]s ohne den Namen ein",
		"form.name-address-only":       "geben Sie nur die Adresse zwischen „<“ und „>“ ein, ohne den Namen",
		"form.angle-address":           "entfernen Sie die spitzen Klammern; geben Sie nur die Adresse ein, %[1]s",
		"form.angle-address-only":      "entfernen Sie die spitzen Klammern um die Adresse",
		"form.settings-refused":        "dieses Feld kann wegen eines Fehlers im Programm nicht geprüft werden, der nicht an Ihrer Eingabe liegt; bitte sagen Sie den Betreibern dieser Seite Bescheid",
		"form.invisible-start":         "am Anfang des Namens steht %[1]s; entfernen Sie es",
		"form.invisible-start-many":    "am Anfang des Namens stehen %[1]d unsichtbare Zeichen; entfernen Sie sie",
		"form.invisible-after":         "im Namen folgt auf %[2]s %[1]s; entfernen Sie es",
		"form.invisible-after-many":    "im Namen folgen auf %[2]s %[1]d unsichtbare Zeichen; entfernen Sie sie",
		"form.quoted-name":             "entfernen Sie die Anführungszeichen; geben Sie nur die Domain ein, %[1]s",
		"form.quoted-name-only":        "entfernen Sie die Anführungszeichen um den Namen",
		"form.angle-name":              "entfernen Sie die spitzen Klammern; geben Sie nur die Domain ein, %[1]s",
		"form.angle-name-only":         "entfernen Sie die spitzen Klammern um den Namen",
		"form.url-in-email":            "das ist eine Webadresse; geben Sie eine E-Mail-Adresse ein, etwa name@%[1]s",
		"form.url-in-email-only":       "das ist eine Webadresse; geben Sie eine E-Mail-Adresse ein, etwa name@example.com",
		"form.many-addresses":          "das sind mehrere Adressen; geben Sie nur eine ein, etwa %[1]s",
		"form.many-addresses-only":     "das sind mehrere Adressen; geben Sie nur eine ein",
		"form.space-or-name":           "der Teil vor dem „@“ enthält ein Leerzeichen; ist %[1]s ein Name, geben Sie nur die Adresse %[2]s ein, sonst entfernen Sie das Leerzeichen",
		"form.quoted-local":            "der Teil vor dem „@“ steht in Anführungszeichen, die viele Mailsysteme nicht annehmen; geben Sie eine Adresse ohne Anführungszeichen ein",
		"form.non-ascii-local":         "der Teil vor dem „@“ enthält %[1]s, und an solche Adressen können viele Mailsysteme nicht zustellen; verwenden Sie dort nur die Buchstaben a bis z, Ziffern und Zeichen wie . - _",
	})
}
