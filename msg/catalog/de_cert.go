package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		msg.CertULabel:           "der Teil %[1]s steht in Unicode-Form, ein Zertifikat braucht aber seine xn--Form; schreiben Sie stattdessen %[2]s",
		msg.CertUppercase:        "der xn--Teil %[1]s enthält Großbuchstaben; schreiben Sie ihn in Kleinbuchstaben, %[2]s",
		msg.CertFakeALabel:       "der Teil %[1]s beginnt mit xn--, der Rest ist aber keine gültige xn--Form; korrigieren Sie ihn oder entfernen Sie das xn--",
		msg.CertInvalidALabel:    "der Teil %[1]s ist die xn--Form von %[2]s, das IDNA2008 in einem Namen nicht erlaubt; verwenden Sie einen anderen Namen",
		msg.CertReservedHyphens:  "der Teil %[1]s hat Bindestriche an der dritten und vierten Stelle, die nur xn--Teile haben dürfen; entfernen Sie einen",
		msg.CertUnderscore:       "der Teil %[1]s enthält einen Unterstrich, den der Name eines Zertifikats nicht enthalten darf; verwenden Sie einen Bindestrich oder einen anderen Namen",
		msg.CertCharacter:        "der Teil %[1]s enthält %[2]s, das ein Domainname nicht enthalten kann; entfernen Sie es",
		msg.CertHyphenEnd:        "der Teil %[1]s beginnt oder endet mit einem Bindestrich; entfernen Sie ihn",
		msg.CertEmptyName:        "der Name ist leer; geben Sie einen Domainnamen wie www.example.com ein",
		msg.CertEmptyLabel:       "der Name %[1]s hat einen leeren Teil (zwei Punkte hintereinander oder einen Punkt am Anfang oder Ende); entfernen Sie den überzähligen Punkt",
		msg.CertLabelLength:      "der Teil %[1]s hat in seiner xn--Form %[2]d Zeichen, mehr als 63; kürzen Sie ihn",
		msg.CertNameLength:       "der Name %[1]s hat in seiner xn--Form %[2]d Zeichen, mehr als 253; kürzen Sie ihn",
		msg.CertWildcardPosition: "der Name %[1]s enthält ein „*“ hinter seinem ersten Teil; ein Platzhalter darf nur der ganze erste Teil sein, wie in *.example.com",
		msg.CertPartialWildcard:  "der Teil %[1]s enthält ein „*“ zusammen mit anderen Zeichen; ein Platzhalter muss der ganze erste Teil sein, wie in *.example.com",
		msg.CertWildcardSuffix:   "der Platzhalter von %[1]s deckt jeden Namen unter %[2]s ab, wo jeder einen Namen registrieren kann; nennen Sie nach dem „*.“ einen eigenen Domainnamen",
		msg.CertCNNotInSAN:       "der allgemeine Name (Common Name) %[1]s steht nicht unter den alternativen Namen des Zertifikats; ergänzen Sie ihn dort oder ändern Sie den allgemeinen Namen",
		msg.CertCNNotCopy:        "der allgemeine Name (Common Name) %[1]s muss genau wie der alternative Name %[2]s geschrieben sein; übernehmen Sie ihn von dort",
		msg.CertInvalidUTF8:      "der Name ist beschädigt (kein gültiges UTF-8); geben Sie ihn erneut ein",
	})
}
