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
		msg.IDNASpace:             "%[1]s enthält ein Leerzeichen; entfernen Sie es",
		msg.IDNAUppercase:         "%[1]s enthält Großbuchstaben; schreiben Sie %[2]s",
		msg.IDNAInvisible:         "%[1]s enthält %[2]s nach %[3]s; entfernen Sie es",
		msg.IDNAInvisibleStart:    "%[1]s beginnt mit %[2]s; entfernen Sie es",
		msg.IDNAASCIIOne:          "%[1]s enthält %[2]s; ein Domainname darf nur Buchstaben, Ziffern und Bindestriche enthalten, entfernen Sie es also",
		msg.IDNAASCIIMany:         "%[1]s enthält %[2]s; ein Domainname darf nur Buchstaben, Ziffern und Bindestriche enthalten, entfernen Sie sie also",
		msg.IDNADisallowedOne:     "%[1]s enthält %[2]s, das in einem Domainnamen nicht vorkommen darf; entfernen Sie es",
		msg.IDNADisallowedMany:    "%[1]s enthält %[2]s, die in einem Domainnamen nicht vorkommen dürfen; entfernen Sie sie",
		msg.IDNAForbiddenOne:      "%[1]s enthält %[2]s, das im Hostnamen einer Webadresse nicht vorkommen darf; entfernen Sie es",
		msg.IDNAForbiddenMany:     "%[1]s enthält %[2]s, die im Hostnamen einer Webadresse nicht vorkommen dürfen; entfernen Sie sie",
		msg.IDNAHyphenStart:       "%[1]s beginnt mit einem Bindestrich; entfernen Sie ihn",
		msg.IDNAHyphenEnd:         "%[1]s endet mit einem Bindestrich; entfernen Sie ihn",
		msg.IDNAHyphenBoth:        "%[1]s beginnt und endet mit einem Bindestrich; entfernen Sie beide",
		msg.IDNAHyphen34:          "%[1]s hat Bindestriche an dritter und vierter Stelle, die nur kodierten Namen (xn--) zustehen; entfernen Sie einen davon",
		msg.IDNABadALabel:         "%[1]s ist keine gültige xn---Kodierung; prüfen Sie sie, oder geben Sie den Namen in seinen eigenen Buchstaben ein",
		msg.IDNAEncodeFailed:      "%[1]s ist zu lang, um kodiert zu werden; kürzen Sie es",
		msg.IDNALabelTooLong:      "%[1]s ist zu lang: %[2]d Zeichen, erlaubt sind höchstens %[3]d (Buchstaben außerhalb von ASCII zählen in ihrer xn--Form); kürzen Sie es",
		msg.IDNANameTooLong:       "der Name ist zu lang: %[1]d Zeichen, erlaubt sind höchstens %[2]d (Buchstaben außerhalb von ASCII zählen in ihrer xn--Form); kürzen Sie ihn",
		msg.IDNANotNFC:            "%[1]s ist nicht in der Unicode-Standardform; schreiben Sie %[2]s",
		msg.IDNALeadingMark:       "%[1]s beginnt mit %[2]s, das einen Buchstaben davor braucht; entfernen Sie es oder ergänzen Sie den Buchstaben",
		msg.IDNALabelDot:          "%[1]s enthält einen Punkt, den ein einzelner Teil eines Domainnamens nicht enthalten darf; entfernen Sie den Punkt",
		msg.IDNAMiddleDot:         "%[1]s enthält „·“, das nur zwischen zwei l stehen darf, wie im katalanischen „l·l“; entfernen Sie es",
		msg.IDNAGreekNumeral:      "%[1]s enthält das griechische Zahlzeichen „͵“, auf das ein griechischer Buchstabe folgen muss; entfernen Sie es oder ergänzen Sie den Buchstaben",
		msg.IDNAHebrewPunctuation: "%[1]s enthält %[2]s, das nur auf einen hebräischen Buchstaben folgen darf; entfernen Sie es",
		msg.IDNAKatakanaDot:       "%[1]s enthält „・“, das nur zusammen mit japanischen oder chinesischen Zeichen stehen darf; entfernen Sie es",
		msg.IDNAArabicDigits:      "%[1]s mischt zwei Arten arabisch-indischer Ziffern; verwenden Sie nur eine Art",
		msg.IDNABidiMix:           "%[1]s mischt Text von rechts nach links und von links nach rechts; mischen Sie in einem Teil keine Buchstaben beider Schreibrichtungen",
		msg.IDNABidiStart:         "%[1]s muss mit einem Buchstaben beginnen, weil der Name Text von rechts nach links enthält",
		msg.IDNABidiEnd:           "%[1]s muss mit einem Buchstaben oder einer Ziffer enden, weil der Name Text von rechts nach links enthält",
		msg.IDNABidiDigits:        "%[1]s mischt europäische und arabisch-indische Ziffern; verwenden Sie nur eine Art",
		msg.IDNAInvalidUTF8:       "der Text ist beschädigt (kein gültiges UTF-8); geben Sie den Namen erneut ein",
		msg.IDNAInputTooLong:      "der Text ist %[1]d Zeichen lang, weit länger als jeder Domainname; geben Sie nur den Domainnamen ein",
		msg.IDNAIPAddress:         "der Name wird als IP-Adresse gelesen; geben Sie einen Domainnamen ein, oder die Adresse in gewöhnlichen Ziffern, wenn Sie eine meinen",
		msg.IDNABadIPv4:           "der Name endet mit einer Zahl, ist aber keine IP-Adresse; geben Sie einen Domainnamen oder eine vollständige IP-Adresse ein",
		msg.IDNAHostPort:          "Host und Port sind nicht richtig geschrieben; schreiben Sie sie als Host:Port, eine IPv6-Adresse in eckigen Klammern",
		msg.IDNANotALabel:         "%[1]s ist nicht in seiner kodierten Form (xn--); geben Sie die kodierte Form ein",
		msg.IDNANotULabel:         "%[1]s ist nicht in seiner Unicode-Form; geben Sie den Namen in seinen eigenen Buchstaben ein, in Kleinbuchstaben",
		msg.IDNANotPair:           "%[1]s und %[2]s sind nicht zwei Formen desselben Namens; prüfen Sie beide",
		msg.IDNAOption:            "das Programm prüft Namen mit Einstellungen, die nicht zusammenpassen (%[1]s); an Ihrer Eingabe liegt es nicht",
		msg.IDNAOther:             "%[1]s kann nicht in einem Domainnamen verwendet werden; prüfen Sie es",
	})
}
