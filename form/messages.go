package form

import "github.com/xn-go/xn/msg"

// The sentences of package form: what to enter instead when a domain or
// email field holds something else (a web address, a host and port, an IP
// address), and what is wrong with an address beyond its domain. %[1]s is
// in most the text the person typed or the domain found in it.
const (
	// msgEmpty: a domain field is empty or blank.
	msgEmpty msg.ID = "form.empty"
	// msgURL: a web address was entered; %[1]s the domain found in it.
	msgURL msg.ID = "form.url"
	// msgURLNoHost: a web address without a domain was entered.
	msgURLNoHost msg.ID = "form.url-no-host"
	// msgEmailInDomain: an email address was entered in a domain field;
	// %[1]s the domain found after the '@'.
	msgEmailInDomain msg.ID = "form.email-in-domain"
	// msgPort: a port was entered after the domain; %[1]s the port with
	// its colon (":8080"), %[2]s the domain.
	msgPort msg.ID = "form.port"
	// msgIP: an IP address was entered; %[1]s the address as typed.
	msgIP msg.ID = "form.ip"
	// msgIPRead: a browser reads the text as an IP address; %[1]s the
	// text as typed, %[2]s the address in its usual form (127.0.0.1).
	msgIPRead msg.ID = "form.ip-read"
	// msgEndsInNumber: the last part of the name is a number, which
	// browsers read as an IP address, but not a valid one; %[1]s that part.
	msgEndsInNumber msg.ID = "form.ends-in-number"
	// msgSingleLabel: the name has no dot; %[1]s the name.
	msgSingleLabel msg.ID = "form.single-label"
	// msgTrailingDots: the name ends with more than one dot.
	msgTrailingDots msg.ID = "form.trailing-dots"
	// msgMoreProblems: the name has more problems than are listed.
	msgMoreProblems msg.ID = "form.more-problems"
	// msgEmailEmpty: an email field is empty or blank.
	msgEmailEmpty msg.ID = "form.email-empty"
	// msgEmailNoDomain: nothing follows the '@'.
	msgEmailNoDomain msg.ID = "form.email-no-domain"
	// msgLocalDotStart: the part before the '@' begins with a dot.
	msgLocalDotStart msg.ID = "form.local-dot-start"
	// msgLocalDotEnd: the part before the '@' ends with a dot.
	msgLocalDotEnd msg.ID = "form.local-dot-end"
	// msgLocalDoubleDot: the part before the '@' has two dots in a row.
	msgLocalDoubleDot msg.ID = "form.local-double-dot"
	// msgLocalTooLong: the part before the '@' is longer than 64 octets
	// (characters outside ASCII take two to four each).
	msgLocalTooLong msg.ID = "form.local-too-long"
	// msgAddressTooLong: the address is longer than 254 octets with its
	// domain in ASCII form.
	msgAddressTooLong msg.ID = "form.address-too-long"
	// msgURLOnly: a web address was entered whose domain is itself
	// refused, so there is nothing to suggest.
	msgURLOnly msg.ID = "form.url-only"
	// msgEmailInDomainOnly: an email address was entered in a domain
	// field, and the domain after its '@' is itself refused.
	msgEmailInDomainOnly msg.ID = "form.email-in-domain-only"
	// msgPortOnly: a port was entered after a domain that is itself
	// refused; %[1]s the port with its colon.
	msgPortOnly msg.ID = "form.port-only"
	// msgBadPort: what follows the domain looks like a port but is none
	// (a port goes up to 65535); %[1]s it with its colon (":99999"), %[2]s
	// the domain.
	msgBadPort msg.ID = "form.bad-port"
	// msgBadPortOnly: msgBadPort after a domain that is itself refused;
	// %[1]s the text with its colon.
	msgBadPortOnly msg.ID = "form.bad-port-only"
	// msgSingleLabelExample: the name has no dot, and adding a top-level
	// domain to it would not make a site's name (www, localhost); %[1]s
	// the name.
	msgSingleLabelExample msg.ID = "form.single-label-example"
	// msgNotRegistrable: the name is valid for browsers (UTS #46) but no
	// registry following IDNA2008 issues it; %[1]s the name in Unicode
	// form, %[2]s the character at fault (a [msg.Char]).
	msgNotRegistrable msg.ID = "form.not-registrable"
	// msgNotRegistrableContext: as msgNotRegistrable for a character
	// that IDNA2008 allows only next to certain others (the middle dot
	// between two l); %[1]s the name, %[2]s the character (a [msg.Char]).
	msgNotRegistrableContext msg.ID = "form.not-registrable-context"
	// msgMailto: a mailto link was entered in an email field; %[1]s the
	// address found in it.
	msgMailto msg.ID = "form.mailto"
	// msgMailtoOnly: a mailto link whose address is itself refused.
	msgMailtoOnly msg.ID = "form.mailto-only"
	// msgNameAddress: an address with a name before it ("Name
	// <address>") was entered; %[1]s the address.
	msgNameAddress msg.ID = "form.name-address"
	// msgNameAddressOnly: as msgNameAddress, with an address that is
	// itself refused.
	msgNameAddressOnly msg.ID = "form.name-address-only"
	// msgAngleAddress: an address in angle brackets ("<address>") was
	// entered; %[1]s the address.
	msgAngleAddress msg.ID = "form.angle-address"
	// msgAngleAddressOnly: as msgAngleAddress, with an address that is
	// itself refused.
	msgAngleAddressOnly msg.ID = "form.angle-address-only"
	// msgSettingsRefused: the program checks with settings it cannot
	// apply (form's Checker.Err), so no input can be checked; the fault is
	// not the person's.
	msgSettingsRefused msg.ID = "form.settings-refused"
	// msgInvisibleStart: the name begins with a part made only of one
	// character that cannot be seen, %[1]s (a [msg.Char]).
	msgInvisibleStart msg.ID = "form.invisible-start"
	// msgInvisibleStartMany: the name begins with a part made only of
	// %[1]d characters that cannot be seen.
	msgInvisibleStartMany msg.ID = "form.invisible-start-many"
	// msgInvisibleAfter: a part of the name is only %[1]s (a [msg.Char]), a
	// character that cannot be seen, after the text %[2]s.
	msgInvisibleAfter msg.ID = "form.invisible-after"
	// msgInvisibleAfterMany: a part of the name is only %[1]d characters
	// that cannot be seen, after the text %[2]s.
	msgInvisibleAfterMany msg.ID = "form.invisible-after-many"
	// msgQuotedName: the name was entered in quotes; %[1]s the name
	// without them.
	msgQuotedName msg.ID = "form.quoted-name"
	// msgQuotedNameOnly: as msgQuotedName, for a name that is itself
	// refused.
	msgQuotedNameOnly msg.ID = "form.quoted-name-only"
	// msgAngleName: the name was entered in angle brackets; %[1]s the
	// name without them.
	msgAngleName msg.ID = "form.angle-name"
	// msgAngleNameOnly: as msgAngleName, for a name that is itself
	// refused.
	msgAngleNameOnly msg.ID = "form.angle-name-only"
	// msgURLInEmail: a web address was entered in an email field; %[1]s
	// the domain found in it, in an example address.
	msgURLInEmail msg.ID = "form.url-in-email"
	// msgURLInEmailOnly: as msgURLInEmail, for a web address whose
	// domain is itself refused.
	msgURLInEmailOnly msg.ID = "form.url-in-email-only"
	// msgManyAddresses: more than one address was entered in an email
	// field; %[1]s the first of them.
	msgManyAddresses msg.ID = "form.many-addresses"
	// msgManyAddressesOnly: as msgManyAddresses, when the first address
	// is itself refused.
	msgManyAddressesOnly msg.ID = "form.many-addresses-only"
	// msgSpaceOrName: one word and an address were entered, which is
	// either a name before the address or a space typed in the part before
	// the '@'; %[1]s the word (a [msg.Quote]), %[2]s the address after it.
	msgSpaceOrName msg.ID = "form.space-or-name"
	// msgQuotedLocal: the part before the '@' is in quotes, which the
	// checker was set to refuse.
	msgQuotedLocal msg.ID = "form.quoted-local"
	// msgNonASCIILocal: the part before the '@' has a character outside
	// ASCII, which the checker was set to refuse; %[1]s the first such
	// character (a [msg.Char]).
	msgNonASCIILocal msg.ID = "form.non-ascii-local"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgEmpty:                 "enter a domain name, such as example.com",
	msgURL:                   "this is a web address; enter only the domain, %[1]s",
	msgURLNoHost:             "this is a web address without a domain; enter a domain name, such as example.com",
	msgEmailInDomain:         "this is an email address; enter only the domain, %[1]s",
	msgPort:                  "remove the port number %[1]s; enter only the domain, %[2]s",
	msgIP:                    "the name %[1]s is an IP address; enter a domain name, such as example.com",
	msgIPRead:                "the name %[1]s is read as the IP address %[2]s; enter a domain name, such as example.com",
	msgEndsInNumber:          "the name ends in the number %[1]s; the last part of a domain name is a word, such as com",
	msgSingleLabel:           "the name %[1]s has no dot; enter the whole domain name, such as %[1]s.com",
	msgTrailingDots:          "remove the dots at the end",
	msgMoreProblems:          "the name has more problems; fix these first",
	msgEmailEmpty:            "enter an email address, such as name@example.com",
	msgEmailNoDomain:         "enter the domain after the '@', as in name@example.com",
	msgLocalDotStart:         "the part before the '@' begins with a dot; remove it",
	msgLocalDotEnd:           "the part before the '@' ends with a dot; remove it",
	msgLocalDoubleDot:        "the part before the '@' has two dots in a row; remove one",
	msgLocalTooLong:          "the part before the '@' is too long; shorten it to 64 characters at most, fewer with accented or non-Latin letters",
	msgAddressTooLong:        "the address is too long; shorten it to 254 characters at most, fewer with accented or non-Latin letters",
	msgURLOnly:               "this is a web address; enter only its domain name",
	msgEmailInDomainOnly:     "this is an email address; enter only the domain name after the '@'",
	msgPortOnly:              "remove the port number %[1]s and enter only the domain name",
	msgBadPort:               "the port %[1]s is too large, as ports go up to 65535; enter only the domain, %[2]s",
	msgBadPortOnly:           "the port %[1]s is too large, as ports go up to 65535; remove it and enter only the domain name",
	msgSingleLabelExample:    "the name %[1]s has no dot; enter the whole domain name, such as example.com",
	msgNotRegistrable:        "the name %[1]s cannot be registered, as registries do not allow %[2]s in domain names; check that the name is right",
	msgNotRegistrableContext: "the name %[1]s cannot be registered, as registries allow %[2]s only between certain letters; check that the name is right",
	msgMailto:                "this is a mailto link; enter only the address, %[1]s",
	msgMailtoOnly:            "this is a mailto link; enter only the address after 'mailto:'",
	msgNameAddress:           "enter only the address, %[1]s, without the name",
	msgNameAddressOnly:       "enter only the address between '<' and '>', without the name",
	msgAngleAddress:          "remove the angle brackets; enter only the address, %[1]s",
	msgAngleAddressOnly:      "remove the angle brackets around the address",
	msgSettingsRefused:       "this field cannot be checked because of an error in the program, not in what you entered; please tell the people who run this site",
	msgInvisibleStart:        "the name begins with %[1]s; remove it",
	msgInvisibleStartMany:    "the name begins with %[1]d invisible characters; remove them",
	msgInvisibleAfter:        "the name has %[1]s after %[2]s; remove it",
	msgInvisibleAfterMany:    "the name has %[1]d invisible characters after %[2]s; remove them",
	msgQuotedName:            "remove the quotes; enter only the domain, %[1]s",
	msgQuotedNameOnly:        "remove the quotes around the name",
	msgAngleName:             "remove the angle brackets; enter only the domain, %[1]s",
	msgAngleNameOnly:         "remove the angle brackets around the name",
	msgURLInEmail:            "this is a web address; enter an email address, such as name@%[1]s",
	msgURLInEmailOnly:        "this is a web address; enter an email address, such as name@example.com",
	msgManyAddresses:         "this is more than one address; enter only one, such as %[1]s",
	msgManyAddressesOnly:     "this is more than one address; enter only one",
	msgSpaceOrName:           "the part before the '@' has a space; if %[1]s is a name, enter only the address, %[2]s, and otherwise remove the space",
	msgQuotedLocal:           "the part before the '@' is in quotes, which many mail systems do not accept; enter an address without quotes",
	msgNonASCIILocal:         "the part before the '@' has %[1]s, and many mail systems cannot deliver to such addresses; use only the letters a to z, digits and signs such as . - _ there",
}

func init() { msg.Register(english) }

// msgEmailNoAt is package email's message for an address without an '@'
// (package email registers it), for the addresses form splits itself.
const msgEmailNoAt msg.ID = "email.no-at"
