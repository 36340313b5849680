package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"idna.empty":               "der Name ist leer; geben Sie einen Domainnamen wie example.com ein",
		"idna.empty-after-ignored": "der Name besteht nur aus Zeichen, die nicht zählen, etwa unsichtbaren; geben Sie einen Domainnamen wie example.com ein",
		"idna.leading-dot":         "der Name beginnt mit einem Punkt; entfernen Sie ihn",
		"idna.trailing-dot":        "der Name endet mit einem Punkt; entfernen Sie ihn",
		"idna.double-dot":          "der Name enthält zwei Punkte hintereinander; entfernen Sie einen",
		"idna.space":               "der Teil %[1]s enthält ein Leerzeichen; entfernen Sie es",
		"idna.uppercase":           "der Teil %[1]s enthält Großbuchstaben; schreiben Sie %[2]s",
		"idna.invisible":           "im Teil %[1]s folgt auf %[3]s %[2]s; entfernen Sie es",
		"idna.invisible-start":     "am Anfang des Teils %[1]s steht %[2]s; entfernen Sie es",
		"idna.ascii-one":           "der Teil %[1]s enthält %[2]s; entfernen Sie es, denn ein Domainname darf nur Buchstaben, Ziffern und Bindestriche enthalten",
		"idna.ascii-many":          "der Teil %[1]s enthält %[2]s; entfernen Sie sie, denn ein Domainname darf nur Buchstaben, Ziffern und Bindestriche enthalten",
		"idna.disallowed-one":      "der Teil %[1]s enthält %[2]s, das in einem Domainnamen nicht vorkommen darf; entfernen Sie es",
		"idna.disallowed-many":     "der Teil %[1]s enthält %[2]s, die in einem Domainnamen nicht vorkommen dürfen; entfernen Sie sie",
		"idna.forbidden-one":       "der Teil %[1]s enthält %[2]s, das im Hostnamen einer Webadresse nicht vorkommen darf; entfernen Sie es",
		"idna.forbidden-many":      "der Teil %[1]s enthält %[2]s, die im Hostnamen einer Webadresse nicht vorkommen dürfen; entfernen Sie sie",
		"idna.hyphen-start":        "der Teil %[1]s beginnt mit einem Bindestrich; entfernen Sie ihn",
		"idna.hyphen-end":          "der Teil %[1]s endet mit einem Bindestrich; entfernen Sie ihn",
		"idna.hyphen-both":         "der Teil %[1]s beginnt und endet mit einem Bindestrich; entfernen Sie beide",
		"idna.hyphen-34":           "der Teil %[1]s hat Bindestriche an dritter und vierter Stelle, was nur Namen in xn--Form zusteht; entfernen Sie einen davon",
		"idna.bad-alabel":          "der Teil %[1]s ist keine gültige xn--Form; prüfen Sie ihn oder geben Sie den Namen so ein, wie man ihn schreibt",
		"idna.encode-failed":       "der Teil %[1]s ist zu lang, um in die xn--Form gebracht zu werden; kürzen Sie ihn",
		"idna.label-too-long":      "der Teil %[1]s ist zu lang: %[2]d Zeichen, erlaubt sind höchstens %[3]d (Umlaute und andere Buchstaben außerhalb von ASCII zählen in der xn--Form); kürzen Sie ihn",
		"idna.name-too-long":       "der Name ist zu lang: %[1]d Zeichen, erlaubt sind höchstens %[2]d (Umlaute und andere Buchstaben außerhalb von ASCII zählen in der xn--Form); kürzen Sie ihn",
		"idna.not-nfc":             "der Teil %[1]s ist nicht in der Unicode-Standardform; schreiben Sie %[2]s",
		"idna.leading-mark":        "am Anfang des Teils %[1]s steht %[2]s, das einen Buchstaben davor braucht; entfernen Sie es oder setzen Sie einen Buchstaben davor",
		"idna.label-dot":           "der Teil %[1]s enthält einen Punkt, den ein einzelner Teil eines Domainnamens nicht enthalten darf; entfernen Sie den Punkt",
		"idna.middle-dot":          "der Teil %[1]s enthält „·“, das nur zwischen zwei l stehen darf, wie im katalanischen „l·l“; entfernen Sie es",
		"idna.greek-numeral":       "der Teil %[1]s enthält das griechische Zahlzeichen „͵“, auf das ein griechischer Buchstabe folgen muss; entfernen Sie es oder ergänzen Sie den Buchstaben",
		"idna.hebrew-punctuation":  "der Teil %[1]s enthält %[2]s, das nur auf einen hebräischen Buchstaben folgen darf; entfernen Sie es",
		"idna.katakana-dot":        "der Teil %[1]s enthält „・“, das nur zusammen mit japanischen oder chinesischen Zeichen stehen darf; entfernen Sie es",
		"idna.arabic-digits":       "der Teil %[1]s mischt zwei Arten arabisch-indischer Ziffern; verwenden Sie nur eine Art",
		"idna.bidi-mix":            "der Teil %[1]s mischt Text von rechts nach links und von links nach rechts; mischen Sie in einem Teil keine Buchstaben beider Schreibrichtungen",
		"idna.bidi-start":          "der Teil %[1]s muss mit einem Buchstaben beginnen, weil der Name Text von rechts nach links enthält",
		"idna.bidi-end":            "der Teil %[1]s muss mit einem Buchstaben oder einer Ziffer enden, weil der Name Text von rechts nach links enthält",
		"idna.bidi-digits":         "der Teil %[1]s mischt europäische und arabisch-indische Ziffern; verwenden Sie nur eine Art",
		"idna.invalid-utf8":        "der Text ist beschädigt (kein gültiges UTF-8); geben Sie den Namen erneut ein",
		"idna.input-too-long":      "der Text ist %[1]d Zeichen lang, weit länger als jeder Domainname; geben Sie nur den Domainnamen ein",
		"idna.ip-address":          "der Name wird als IP-Adresse gelesen; geben Sie einen Domainnamen ein oder, wenn Sie eine IP-Adresse meinen, die Adresse in gewöhnlichen Ziffern",
		"idna.bad-ipv4":            "der Name endet mit einer Zahl, ist aber keine IP-Adresse; geben Sie einen Domainnamen oder eine vollständige IP-Adresse ein",
		"idna.host-port":           "Host und Port sind nicht richtig geschrieben; schreiben Sie sie als Host:Port, eine IPv6-Adresse in eckigen Klammern",
		"idna.not-alabel":          "der Name %[1]s ist nicht in xn--Form; geben Sie die xn--Form ein",
		"idna.not-ulabel":          "der Name %[1]s ist nicht in Unicode-Form; geben Sie den Namen so ein, wie man ihn schreibt, in Kleinbuchstaben",
		"idna.not-pair":            "die Namen %[1]s und %[2]s sind nicht zwei Formen desselben Namens; prüfen Sie beide",
		"idna.option":              "das Programm prüft Namen mit Einstellungen, die nicht zusammenpassen; an Ihrer Eingabe liegt es nicht",
		"idna.other":               "der Teil %[1]s kann nicht in einem Domainnamen verwendet werden; prüfen Sie ihn",
		"idna.ascii-alone":         "der Teil %[1]s ist ein Zeichen, das ein Domainname nicht enthalten darf; verwenden Sie nur Buchstaben, Ziffern und Bindestriche",
		"idna.disallowed-alone":    "der Teil %[1]s ist ein Zeichen, das in einem Domainnamen nicht vorkommen darf; entfernen Sie es",
		"idna.too-new-one":         "der Teil %[1]s enthält %[2]s, das erst mit Unicode %[3]s hinzugekommen ist; dieses Programm wandelt Namen nach Unicode %[4]s um und kennt es noch nicht; entfernen Sie es",
		"idna.too-new-many":        "der Teil %[1]s enthält %[2]s, die erst mit Unicode %[3]s hinzugekommen sind; dieses Programm wandelt Namen nach Unicode %[4]s um und kennt sie noch nicht; entfernen Sie sie",
		"idna.too-new-alone":       "der Teil %[1]s ist ein Zeichen, das erst mit Unicode %[2]s hinzugekommen ist; dieses Programm wandelt Namen nach Unicode %[3]s um und kennt es noch nicht; entfernen Sie es",
		"idna.forbidden-alone":     "der Teil %[1]s ist ein Zeichen, das im Hostnamen einer Webadresse nicht vorkommen darf; entfernen Sie es",
		"idna.mark-alone":          "%[1]s braucht einen Buchstaben davor; setzen Sie einen Buchstaben davor oder entfernen Sie das Zeichen",
	})
}
