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
)

var formEnglish = []entry{
	{FormEmpty, "enter a domain name, such as example.com"},
	{FormURL, "this is a web address; enter only the domain, %[1]s"},
	{FormURLNoHost, "this is a web address without a domain; enter a domain name, such as example.com"},
	{FormEmailInDomain, "this is an email address; enter only the domain, %[1]s"},
	{FormPort, "remove the port number %[1]s; enter only the domain, %[2]s"},
	{FormIP, "%[1]s is an IP address; enter a domain name, such as example.com"},
	{FormIPRead, "%[1]s is read as the IP address %[2]s; enter a domain name, such as example.com"},
	{FormEndsInNumber, "the name ends in the number %[1]s; the last part of a domain name is a word, such as com"},
	{FormSingleLabel, "%[1]s has no dot; enter the whole domain name, such as %[1]s.com"},
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
}
