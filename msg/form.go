package msg

// The sentences of package form: what to enter instead when a domain or
// email field holds something else (a web address, a host and port, an IP
// address), and what is wrong with an address beyond its domain. %[1]s is
// in most the text the person typed or the domain found in it.
const (
	// FormEmpty: a domain field is empty or blank.
	FormEmpty ID = "form.empty"
	// FormURL: a web address was entered; %[1]s the domain found in it.
	FormURL ID = "form.url"
	// FormURLNoHost: a web address without a domain was entered.
	FormURLNoHost ID = "form.url-no-host"
	// FormEmailInDomain: an email address was entered in a domain field;
	// %[1]s the domain found after the '@'.
	FormEmailInDomain ID = "form.email-in-domain"
	// FormPort: a port was entered after the domain; %[1]s the port with
	// its colon (":8080"), %[2]s the domain.
	FormPort ID = "form.port"
	// FormIP: an IP address was entered; %[1]s the address as typed.
	FormIP ID = "form.ip"
	// FormIPRead: a browser reads the text as an IP address; %[1]s the
	// text as typed, %[2]s the address in its usual form (127.0.0.1).
	FormIPRead ID = "form.ip-read"
	// FormEndsInNumber: the last part of the name is a number, which
	// browsers read as an IP address, but not a valid one; %[1]s that part.
	FormEndsInNumber ID = "form.ends-in-number"
	// FormSingleLabel: the name has no dot; %[1]s the name.
	FormSingleLabel ID = "form.single-label"
	// FormTrailingDots: the name ends with more than one dot.
	FormTrailingDots ID = "form.trailing-dots"
	// FormMoreProblems: the name has more problems than are listed.
	FormMoreProblems ID = "form.more-problems"
	// FormTooLong: a line too long to be read whole (xn check --form);
	// %[1]d the length read, in characters.
	FormTooLong ID = "form.too-long"
	// FormEmailEmpty: an email field is empty or blank.
	FormEmailEmpty ID = "form.email-empty"
	// FormEmailNoDomain: nothing follows the '@'.
	FormEmailNoDomain ID = "form.email-no-domain"
	// FormLocalDotStart: the part before the '@' begins with a dot.
	FormLocalDotStart ID = "form.local-dot-start"
	// FormLocalDotEnd: the part before the '@' ends with a dot.
	FormLocalDotEnd ID = "form.local-dot-end"
	// FormLocalDoubleDot: the part before the '@' has two dots in a row.
	FormLocalDoubleDot ID = "form.local-double-dot"
	// FormLocalTooLong: the part before the '@' is longer than 64 octets
	// (characters outside ASCII take two to four each).
	FormLocalTooLong ID = "form.local-too-long"
	// FormAddressTooLong: the address is longer than 254 octets with its
	// domain in ASCII form.
	FormAddressTooLong ID = "form.address-too-long"
	// FormURLOnly: a web address was entered whose domain is itself
	// refused, so there is nothing to suggest.
	FormURLOnly ID = "form.url-only"
	// FormEmailInDomainOnly: an email address was entered in a domain
	// field, and the domain after its '@' is itself refused.
	FormEmailInDomainOnly ID = "form.email-in-domain-only"
	// FormPortOnly: a port was entered after a domain that is itself
	// refused; %[1]s the port with its colon.
	FormPortOnly ID = "form.port-only"
	// FormBadPort: what follows the domain looks like a port but is none
	// (a port goes up to 65535); %[1]s it with its colon (":99999"), %[2]s
	// the domain.
	FormBadPort ID = "form.bad-port"
	// FormBadPortOnly: FormBadPort after a domain that is itself refused;
	// %[1]s the text with its colon.
	FormBadPortOnly ID = "form.bad-port-only"
	// FormSingleLabelExample: the name has no dot, and adding a top-level
	// domain to it would not make a site's name (www, localhost); %[1]s
	// the name.
	FormSingleLabelExample ID = "form.single-label-example"
	// FormNotRegistrable: the name is valid for browsers (UTS #46) but no
	// registry following IDNA2008 issues it; %[1]s the name in Unicode
	// form, %[2]s the character at fault (a [Char]).
	FormNotRegistrable ID = "form.not-registrable"
	// FormNotRegistrableContext: as FormNotRegistrable for a character
	// that IDNA2008 allows only next to certain others (the middle dot
	// between two l); %[1]s the name, %[2]s the character (a [Char]).
	FormNotRegistrableContext ID = "form.not-registrable-context"
	// FormMailto: a mailto link was entered in an email field; %[1]s the
	// address found in it.
	FormMailto ID = "form.mailto"
	// FormMailtoOnly: a mailto link whose address is itself refused.
	FormMailtoOnly ID = "form.mailto-only"
	// FormNameAddress: an address with a name before it ("Name
	// <address>") was entered; %[1]s the address.
	FormNameAddress ID = "form.name-address"
	// FormNameAddressOnly: as FormNameAddress, with an address that is
	// itself refused.
	FormNameAddressOnly ID = "form.name-address-only"
	// FormAngleAddress: an address in angle brackets ("<address>") was
	// entered; %[1]s the address.
	FormAngleAddress ID = "form.angle-address"
	// FormAngleAddressOnly: as FormAngleAddress, with an address that is
	// itself refused.
	FormAngleAddressOnly ID = "form.angle-address-only"
	// FormSettingsRefused: the program checks with settings it cannot
	// apply (form's Checker.Err), so no input can be checked; the fault is
	// not the person's.
	FormSettingsRefused ID = "form.settings-refused"
	// FormInvisibleStart: the name begins with a part made only of one
	// character that cannot be seen, %[1]s (a [Char]).
	FormInvisibleStart ID = "form.invisible-start"
	// FormInvisibleStartMany: the name begins with a part made only of
	// %[1]d characters that cannot be seen.
	FormInvisibleStartMany ID = "form.invisible-start-many"
	// FormInvisibleAfter: a part of the name is only %[1]s (a [Char]), a
	// character that cannot be seen, after the text %[2]s.
	FormInvisibleAfter ID = "form.invisible-after"
	// FormInvisibleAfterMany: a part of the name is only %[1]d characters
	// that cannot be seen, after the text %[2]s.
	FormInvisibleAfterMany ID = "form.invisible-after-many"
	// FormQuotedName: the name was entered in quotes; %[1]s the name
	// without them.
	FormQuotedName ID = "form.quoted-name"
	// FormQuotedNameOnly: as FormQuotedName, for a name that is itself
	// refused.
	FormQuotedNameOnly ID = "form.quoted-name-only"
	// FormAngleName: the name was entered in angle brackets; %[1]s the
	// name without them.
	FormAngleName ID = "form.angle-name"
	// FormAngleNameOnly: as FormAngleName, for a name that is itself
	// refused.
	FormAngleNameOnly ID = "form.angle-name-only"
	// FormURLInEmail: a web address was entered in an email field; %[1]s
	// the domain found in it, in an example address.
	FormURLInEmail ID = "form.url-in-email"
	// FormURLInEmailOnly: as FormURLInEmail, for a web address whose
	// domain is itself refused.
	FormURLInEmailOnly ID = "form.url-in-email-only"
	// FormManyAddresses: more than one address was entered in an email
	// field; %[1]s the first of them.
	FormManyAddresses ID = "form.many-addresses"
	// FormManyAddressesOnly: as FormManyAddresses, when the first address
	// is itself refused.
	FormManyAddressesOnly ID = "form.many-addresses-only"
	// FormSpaceOrName: one word and an address were entered, which is
	// either a name before the address or a space typed in the part before
	// the '@'; %[1]s the word (a [Quote]), %[2]s the address after it.
	FormSpaceOrName ID = "form.space-or-name"
	// FormQuotedLocal: the part before the '@' is in quotes, which the
	// checker was set to refuse.
	FormQuotedLocal ID = "form.quoted-local"
	// FormNonASCIILocal: the part before the '@' has a character outside
	// ASCII, which the checker was set to refuse; %[1]s the first such
	// character (a [Char]).
	FormNonASCIILocal ID = "form.non-ascii-local"
)

var formEnglish = []entry{
	{FormEmpty, "enter a domain name, such as example.com"},
	{FormURL, "this is a web address; enter only the domain, %[1]s"},
	{FormURLNoHost, "this is a web address without a domain; enter a domain name, such as example.com"},
	{FormEmailInDomain, "this is an email address; enter only the domain, %[1]s"},
	{FormPort, "remove the port number %[1]s; enter only the domain, %[2]s"},
	{FormIP, "the name %[1]s is an IP address; enter a domain name, such as example.com"},
	{FormIPRead, "the name %[1]s is read as the IP address %[2]s; enter a domain name, such as example.com"},
	{FormEndsInNumber, "the name ends in the number %[1]s; the last part of a domain name is a word, such as com"},
	{FormSingleLabel, "the name %[1]s has no dot; enter the whole domain name, such as %[1]s.com"},
	{FormTrailingDots, "remove the dots at the end"},
	{FormMoreProblems, "the name has more problems; fix these first"},
	{FormTooLong, "the text is more than %[1]d characters long, far longer than any domain name; enter only the domain name"},
	{FormEmailEmpty, "enter an email address, such as name@example.com"},
	{FormEmailNoDomain, "enter the domain after the '@', as in name@example.com"},
	{FormLocalDotStart, "the part before the '@' begins with a dot; remove it"},
	{FormLocalDotEnd, "the part before the '@' ends with a dot; remove it"},
	{FormLocalDoubleDot, "the part before the '@' has two dots in a row; remove one"},
	{FormLocalTooLong, "the part before the '@' is too long; shorten it to 64 characters at most, fewer with accented or non-Latin letters"},
	{FormAddressTooLong, "the address is too long; shorten it to 254 characters at most, fewer with accented or non-Latin letters"},
	{FormURLOnly, "this is a web address; enter only its domain name"},
	{FormEmailInDomainOnly, "this is an email address; enter only the domain name after the '@'"},
	{FormPortOnly, "remove the port number %[1]s and enter only the domain name"},
	{FormBadPort, "the port %[1]s is too large, as ports go up to 65535; enter only the domain, %[2]s"},
	{FormBadPortOnly, "the port %[1]s is too large, as ports go up to 65535; remove it and enter only the domain name"},
	{FormSingleLabelExample, "the name %[1]s has no dot; enter the whole domain name, such as example.com"},
	{FormNotRegistrable, "the name %[1]s cannot be registered, as registries do not allow %[2]s in domain names; check that the name is right"},
	{FormNotRegistrableContext, "the name %[1]s cannot be registered, as registries allow %[2]s only between certain letters; check that the name is right"},
	{FormMailto, "this is a mailto link; enter only the address, %[1]s"},
	{FormMailtoOnly, "this is a mailto link; enter only the address after 'mailto:'"},
	{FormNameAddress, "enter only the address, %[1]s, without the name"},
	{FormNameAddressOnly, "enter only the address between '<' and '>', without the name"},
	{FormAngleAddress, "remove the angle brackets; enter only the address, %[1]s"},
	{FormAngleAddressOnly, "remove the angle brackets around the address"},
	{FormSettingsRefused, "this field cannot be checked because of an error in the program, not in what you entered; please tell the people who run this site"},
	{FormInvisibleStart, "the name begins with %[1]s; remove it"},
	{FormInvisibleStartMany, "the name begins with %[1]d invisible characters; remove them"},
	{FormInvisibleAfter, "the name has %[1]s after %[2]s; remove it"},
	{FormInvisibleAfterMany, "the name has %[1]d invisible characters after %[2]s; remove them"},
	{FormQuotedName, "remove the quotes; enter only the domain, %[1]s"},
	{FormQuotedNameOnly, "remove the quotes around the name"},
	{FormAngleName, "remove the angle brackets; enter only the domain, %[1]s"},
	{FormAngleNameOnly, "remove the angle brackets around the name"},
	{FormURLInEmail, "this is a web address; enter an email address, such as name@%[1]s"},
	{FormURLInEmailOnly, "this is a web address; enter an email address, such as name@example.com"},
	{FormManyAddresses, "this is more than one address; enter only one, such as %[1]s"},
	{FormManyAddressesOnly, "this is more than one address; enter only one"},
	{FormSpaceOrName, "the part before the '@' has a space; if %[1]s is a name, enter only the address, %[2]s, and otherwise remove the space"},
	{FormQuotedLocal, "the part before the '@' is in quotes, which many mail systems do not accept; enter an address without quotes"},
	{FormNonASCIILocal, "the part before the '@' has %[1]s, and many mail systems cannot deliver to such addresses; use only the letters a to z, digits and signs such as . - _ there"},
}
