package msg

// The sentences of package cert: what is wrong with a name in a
// certificate (a dNSName or the subject's common name), in a certificate
// request, or in a wildcard pattern. Unless said otherwise, %[1]s is the
// part (label) or the name concerned, quoted by [Quote]; a character is a
// [Char]. A problem IDNA finds when converting a name is said by the
// sentences of package idna.
const (
	// CertULabel: the part %[1]s is in its Unicode form, and a
	// certificate needs its xn-- form %[2]s.
	CertULabel ID = "cert.ulabel"
	// CertUppercase: the xn-- part %[1]s has capitals; %[2]s is its
	// lowercase form.
	CertUppercase ID = "cert.uppercase"
	// CertFakeALabel: the part %[1]s begins with xn-- but what follows is
	// not Punycode.
	CertFakeALabel ID = "cert.fake-alabel"
	// CertInvalidALabel: the part %[1]s is the xn-- form of %[2]s, which
	// IDNA2008 does not allow.
	CertInvalidALabel ID = "cert.invalid-alabel"
	// CertReservedHyphens: the part %[1]s has two hyphens in the third
	// and fourth places and does not begin with xn--.
	CertReservedHyphens ID = "cert.reserved-hyphens"
	// CertUnderscore: the part %[1]s has an underscore.
	CertUnderscore ID = "cert.underscore"
	// CertCharacter: the part %[1]s has %[2]s, which a host name cannot
	// hold.
	CertCharacter ID = "cert.character"
	// CertHyphenEnd: the part %[1]s begins or ends with a hyphen.
	CertHyphenEnd ID = "cert.hyphen-end"
	// CertEmptyName: the name is empty.
	CertEmptyName ID = "cert.empty-name"
	// CertEmptyLabel: the name %[1]s has an empty part: two dots in a row,
	// or a dot at its start or end.
	CertEmptyLabel ID = "cert.empty-label"
	// CertLabelLength: the part %[1]s has %[2]d characters, more than 63.
	CertLabelLength ID = "cert.label-length"
	// CertNameLength: the name %[1]s has %[2]d characters, more than 253.
	CertNameLength ID = "cert.name-length"
	// CertWildcardPosition: the name %[1]s has the wildcard '*' in a part
	// other than the first.
	CertWildcardPosition ID = "cert.wildcard-position"
	// CertPartialWildcard: the part %[1]s has '*' beside other
	// characters; a wildcard is '*' alone as the first part.
	CertPartialWildcard ID = "cert.partial-wildcard"
	// CertWildcardSuffix: the wildcard of %[1]s stands over %[2]s, a
	// public suffix (a top-level domain or a name under which anyone can
	// register).
	CertWildcardSuffix ID = "cert.wildcard-suffix"
	// CertCNNotInSAN: the common name %[1]s is not among the names of the
	// certificate's subject alternative names.
	CertCNNotInSAN ID = "cert.cn-not-in-san"
	// CertCNNotCopy: the common name %[1]s names the alternative name
	// %[2]s but is not written exactly as it is.
	CertCNNotCopy ID = "cert.cn-not-copy"
	// CertInvalidUTF8: the name is damaged (not valid UTF-8).
	CertInvalidUTF8 ID = "cert.invalid-utf8"
)

var certEnglish = []entry{
	{CertULabel, "the part %[1]s is written in Unicode, and a certificate needs its xn-- form; write %[2]s instead"},
	{CertUppercase, "the xn-- part %[1]s has capital letters; write it in lower case, %[2]s"},
	{CertFakeALabel, "the part %[1]s begins with xn-- but the rest is not a valid xn-- form; correct it or remove the xn--"},
	{CertInvalidALabel, "the part %[1]s is the xn-- form of %[2]s, which IDNA2008 does not allow in a name; use another name"},
	{CertReservedHyphens, "the part %[1]s has hyphens in the third and fourth places, which only xn-- parts may have; remove one"},
	{CertUnderscore, "the part %[1]s has an underscore, which a certificate's name may not have; use a hyphen or another name"},
	{CertCharacter, "the part %[1]s has %[2]s, which a host name cannot have; remove it"},
	{CertHyphenEnd, "the part %[1]s begins or ends with a hyphen; remove it"},
	{CertEmptyName, "the name is empty; enter a host name such as www.example.com"},
	{CertEmptyLabel, "the name %[1]s has an empty part (two dots in a row, or a dot at the start or end); remove the extra dot"},
	{CertLabelLength, "the part %[1]s has %[2]d characters in its xn-- form, more than 63; shorten it"},
	{CertNameLength, "the name %[1]s has %[2]d characters in its xn-- form, more than 253; shorten it"},
	{CertWildcardPosition, "the name %[1]s has a '*' after its first part; a wildcard may only be the whole first part, as in *.example.com"},
	{CertPartialWildcard, "the part %[1]s has a '*' together with other characters; a wildcard must be the whole first part, as in *.example.com"},
	{CertWildcardSuffix, "the wildcard of %[1]s covers every name under %[2]s, where anyone can register a name; name a domain of your own after the '*.'"},
	{CertCNNotInSAN, "the common name %[1]s is not among the certificate's alternative names; add it there or change the common name"},
	{CertCNNotCopy, "the common name %[1]s must be written exactly as the alternative name %[2]s; copy it from there"},
	{CertInvalidUTF8, "the name is damaged (it is not valid UTF-8); enter it again"},
}
