package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.IDNAEmpty:             "der Name ist leer; geben Sie einen Domainnamen wie example.com ein",
		msg.IDNAEmptyAfterIgnored: "der Name besteht nur aus Zeichen, die nicht zählen, etwa unsichtbaren; geben Sie einen Domainnamen wie example.com ein",
		msg.IDNALeadingDot:        "der Name beginnt mit einem Punkt; entfernen Sie ihn",
		msg.IDNATrailingDot:       "der Name endet mit einem Punkt; entfernen Sie ihn",
		msg.IDNADoubleDot:         "der Name enthält zwei Punkte hintereinander; entfernen Sie einen",
		msg.IDNASpace:             "der Teil %[1]s enthält ein Leerzeichen; entfernen Sie es",
		msg.IDNAUppercase:         "der Teil %[1]s enthält Großbuchstaben; schreiben Sie %[2]s",
		msg.IDNAInvisible:         "im Teil %[1]s folgt auf %[3]s %[2]s; entfernen Sie es",
		msg.IDNAInvisibleStart:    "am Anfang des Teils %[1]s steht %[2]s; entfernen Sie es",
		msg.IDNAASCIIOne:          "der Teil %[1]s enthält %[2]s; entfernen Sie es, denn ein Domainname darf nur Buchstaben, Ziffern und Bindestriche enthalten",
		msg.IDNAASCIIMany:         "der Teil %[1]s enthält %[2]s; entfernen Sie sie, denn ein Domainname darf nur Buchstaben, Ziffern und Bindestriche enthalten",
		msg.IDNADisallowedOne:     "der Teil %[1]s enthält %[2]s, das in einem Domainnamen nicht vorkommen darf; entfernen Sie es",
		msg.IDNADisallowedMany:    "der Teil %[1]s enthält %[2]s, die in einem Domainnamen nicht vorkommen dürfen; entfernen Sie sie",
		msg.IDNAForbiddenOne:      "der Teil %[1]s enthält %[2]s, das im Hostnamen einer Webadresse nicht vorkommen darf; entfernen Sie es",
		msg.IDNAForbiddenMany:     "der Teil %[1]s enthält %[2]s, die im Hostnamen einer Webadresse nicht vorkommen dürfen; entfernen Sie sie",
		msg.IDNAHyphenStart:       "der Teil %[1]s beginnt mit einem Bindestrich; entfernen Sie ihn",
		msg.IDNAHyphenEnd:         "der Teil %[1]s endet mit einem Bindestrich; entfernen Sie ihn",
		msg.IDNAHyphenBoth:        "der Teil %[1]s beginnt und endet mit einem Bindestrich; entfernen Sie beide",
		msg.IDNAHyphen34:          "der Teil %[1]s hat Bindestriche an dritter und vierter Stelle, was nur Namen in xn--Form zusteht; entfernen Sie einen davon",
		msg.IDNABadALabel:         "der Teil %[1]s ist keine gültige xn--Form; prüfen Sie ihn oder geben Sie den Namen so ein, wie man ihn schreibt",
		msg.IDNAEncodeFailed:      "der Teil %[1]s ist zu lang, um in die xn--Form gebracht zu werden; kürzen Sie ihn",
		msg.IDNALabelTooLong:      "der Teil %[1]s ist zu lang: %[2]d Zeichen, erlaubt sind höchstens %[3]d (Umlaute und andere Buchstaben außerhalb von ASCII zählen in der xn--Form); kürzen Sie ihn",
		msg.IDNANameTooLong:       "der Name ist zu lang: %[1]d Zeichen, erlaubt sind höchstens %[2]d (Umlaute und andere Buchstaben außerhalb von ASCII zählen in der xn--Form); kürzen Sie ihn",
		msg.IDNANotNFC:            "der Teil %[1]s ist nicht in der Unicode-Standardform; schreiben Sie %[2]s",
		msg.IDNALeadingMark:       "am Anfang des Teils %[1]s steht %[2]s, das einen Buchstaben davor braucht; entfernen Sie es oder setzen Sie einen Buchstaben davor",
		msg.IDNALabelDot:          "der Teil %[1]s enthält einen Punkt, den ein einzelner Teil eines Domainnamens nicht enthalten darf; entfernen Sie den Punkt",
		msg.IDNAMiddleDot:         "der Teil %[1]s enthält „·“, das nur zwischen zwei l stehen darf, wie im katalanischen „l·l“; entfernen Sie es",
		msg.IDNAGreekNumeral:      "der Teil %[1]s enthält das griechische Zahlzeichen „͵“, auf das ein griechischer Buchstabe folgen muss; entfernen Sie es oder ergänzen Sie den Buchstaben",
		msg.IDNAHebrewPunctuation: "der Teil %[1]s enthält %[2]s, das nur auf einen hebräischen Buchstaben folgen darf; entfernen Sie es",
		msg.IDNAKatakanaDot:       "der Teil %[1]s enthält „・“, das nur zusammen mit japanischen oder chinesischen Zeichen stehen darf; entfernen Sie es",
		msg.IDNAArabicDigits:      "der Teil %[1]s mischt zwei Arten arabisch-indischer Ziffern; verwenden Sie nur eine Art",
		msg.IDNABidiMix:           "der Teil %[1]s mischt Text von rechts nach links und von links nach rechts; mischen Sie in einem Teil keine Buchstaben beider Schreibrichtungen",
		msg.IDNABidiStart:         "der Teil %[1]s muss mit einem Buchstaben beginnen, weil der Name Text von rechts nach links enthält",
		msg.IDNABidiEnd:           "der Teil %[1]s muss mit einem Buchstaben oder einer Ziffer enden, weil der Name Text von rechts nach links enthält",
		msg.IDNABidiDigits:        "der Teil %[1]s mischt europäische und arabisch-indische Ziffern; verwenden Sie nur eine Art",
		msg.IDNAInvalidUTF8:       "der Text ist beschädigt (kein gültiges UTF-8); geben Sie den Namen erneut ein",
		msg.IDNAInputTooLong:      "der Text ist %[1]d Zeichen lang, weit länger als jeder Domainname; geben Sie nur den Domainnamen ein",
		msg.IDNAIPAddress:         "der Name wird als IP-Adresse gelesen; geben Sie einen Domainnamen ein oder, wenn Sie eine IP-Adresse meinen, die Adresse in gewöhnlichen Ziffern",
		msg.IDNABadIPv4:           "der Name endet mit einer Zahl, ist aber keine IP-Adresse; geben Sie einen Domainnamen oder eine vollständige IP-Adresse ein",
		msg.IDNAHostPort:          "Host und Port sind nicht richtig geschrieben; schreiben Sie sie als Host:Port, eine IPv6-Adresse in eckigen Klammern",
		msg.IDNANotALabel:         "der Name %[1]s ist nicht in xn--Form; geben Sie die xn--Form ein",
		msg.IDNANotULabel:         "der Name %[1]s ist nicht in Unicode-Form; geben Sie den Namen so ein, wie man ihn schreibt, in Kleinbuchstaben",
		msg.IDNANotPair:           "die Namen %[1]s und %[2]s sind nicht zwei Formen desselben Namens; prüfen Sie beide",
		msg.IDNAOption:            "das Programm prüft Namen mit Einstellungen, die nicht zusammenpassen; an Ihrer Eingabe liegt es nicht",
		msg.IDNAOther:             "der Teil %[1]s kann nicht in einem Domainnamen verwendet werden; prüfen Sie ihn",
		msg.IDNAASCIIAlone:        "der Teil %[1]s ist ein Zeichen, das ein Domainname nicht enthalten darf; verwenden Sie nur Buchstaben, Ziffern und Bindestriche",
		msg.IDNADisallowedAlone:   "der Teil %[1]s ist ein Zeichen, das in einem Domainnamen nicht vorkommen darf; entfernen Sie es",
		msg.IDNATooNewOne:         "der Teil %[1]s enthält %[2]s, das erst mit Unicode %[3]s hinzugekommen ist; dieses Programm wandelt Namen nach Unicode %[4]s um und kennt es noch nicht; entfernen Sie es",
		msg.IDNATooNewMany:        "der Teil %[1]s enthält %[2]s, die erst mit Unicode %[3]s hinzugekommen sind; dieses Programm wandelt Namen nach Unicode %[4]s um und kennt sie noch nicht; entfernen Sie sie",
		msg.IDNATooNewAlone:       "der Teil %[1]s ist ein Zeichen, das erst mit Unicode %[2]s hinzugekommen ist; dieses Programm wandelt Namen nach Unicode %[3]s um und kennt es noch nicht; entfernen Sie es",
		msg.IDNAForbiddenAlone:    "der Teil %[1]s ist ein Zeichen, das im Hostnamen einer Webadresse nicht vorkommen darf; entfernen Sie es",
		msg.IDNAMarkAlone:         "%[1]s braucht einen Buchstaben davor; setzen Sie einen Buchstaben davor oder entfernen Sie das Zeichen",
	})
}
