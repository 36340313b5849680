package catalog

import (
	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

func init() {
	register(language.German, map[msg.ID]string{
		"cert.ulabel":            "der Teil %[1]s steht in Unicode-Form, ein Zertifikat braucht aber seine xn--Form; schreiben Sie stattdessen %[2]s",
		"cert.uppercase":         "der xn--Teil %[1]s enthält Großbuchstaben; schreiben Sie ihn in Kleinbuchstaben, %[2]s",
		"cert.fake-alabel":       "der Teil %[1]s beginnt mit xn--, der Rest ist aber keine gültige xn--Form; korrigieren Sie ihn oder entfernen Sie das xn--",
		"cert.invalid-alabel":    "der Teil %[1]s ist die xn--Form von %[2]s, das IDNA2008 in einem Namen nicht erlaubt; verwenden Sie einen anderen Namen",
		"cert.reserved-hyphens":  "der Teil %[1]s hat Bindestriche an der dritten und vierten Stelle, die nur xn--Teile haben dürfen; entfernen Sie einen",
		"cert.underscore":        "der Teil %[1]s enthält einen Unterstrich, den der Name eines Zertifikats nicht enthalten darf; verwenden Sie einen Bindestrich oder einen anderen Namen",
		"cert.character":         "der Teil %[1]s enthält %[2]s, das ein Domainname nicht enthalten kann; entfernen Sie es",
		"cert.hyphen-end":        "der Teil %[1]s beginnt oder endet mit einem Bindestrich; entfernen Sie ihn",
		"cert.empty-name":        "der Name ist leer; geben Sie einen Domainnamen wie www.example.com ein",
		"cert.empty-label":       "der Name %[1]s hat einen leeren Teil (zwei Punkte hintereinander oder einen Punkt am Anfang oder Ende); entfernen Sie den überzähligen Punkt",
		"cert.label-length":      "der Teil %[1]s hat in seiner xn--Form %[2]d Zeichen, mehr als 63; kürzen Sie ihn",
		"cert.name-length":       "der Name %[1]s hat in seiner xn--Form %[2]d Zeichen, mehr als 253; kürzen Sie ihn",
		"cert.wildcard-position": "der Name %[1]s enthält ein „*“ hinter seinem ersten Teil; ein Platzhalter darf nur der ganze erste Teil sein, wie in *.example.com",
		"cert.partial-wildcard":  "der Teil %[1]s enthält ein „*“ zusammen mit anderen Zeichen; ein Platzhalter muss der ganze erste Teil sein, wie in *.example.com",
		"cert.wildcard-suffix":   "der Platzhalter von %[1]s deckt jeden Namen unter %[2]s ab, wo jeder einen Namen registrieren kann; nennen Sie nach dem „*.“ einen eigenen Domainnamen",
		"cert.cn-not-in-san":     "der allgemeine Name (Common Name) %[1]s steht nicht unter den alternativen Namen des Zertifikats; ergänzen Sie ihn dort oder ändern Sie den allgemeinen Namen",
		"cert.cn-not-copy":       "der allgemeine Name (Common Name) %[1]s muss genau wie der alternative Name %[2]s geschrieben sein; übernehmen Sie ihn von dort",
		"cert.invalid-utf8":      "der Name ist beschädigt (kein gültiges UTF-8); geben Sie ihn erneut ein",
	})
}
