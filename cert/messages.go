package cert

import "github.com/xn-go/xn/msg"

// The sentences of package cert: what is wrong with a name in a
// certificate (a dNSName or the subject's common name), in a certificate
// request, or in a wildcard pattern. Unless said otherwise, %[1]s is the
// part (label) or the name concerned, quoted by [msg.Quote]; a character is a
// [msg.Char]. A problem IDNA finds when converting a name is said by the
// sentences of package idna.
const (
	// msgULabel: the part %[1]s is in its Unicode form, and a
	// certificate needs its xn-- form %[2]s.
	msgULabel msg.ID = "cert.ulabel"
	// msgUppercase: the xn-- part %[1]s has capitals; %[2]s is its
	// lowercase form.
	msgUppercase msg.ID = "cert.uppercase"
	// msgFakeALabel: the part %[1]s begins with xn-- but what follows is
	// not Punycode.
	msgFakeALabel msg.ID = "cert.fake-alabel"
	// msgInvalidALabel: the part %[1]s is the xn-- form of %[2]s, which
	// IDNA2008 does not allow.
	msgInvalidALabel msg.ID = "cert.invalid-alabel"
	// msgReservedHyphens: the part %[1]s has two hyphens in the third
	// and fourth places and does not begin with xn--.
	msgReservedHyphens msg.ID = "cert.reserved-hyphens"
	// msgUnderscore: the part %[1]s has an underscore.
	msgUnderscore msg.ID = "cert.underscore"
	// msgCharacter: the part %[1]s has %[2]s, which a host name cannot
	// hold.
	msgCharacter msg.ID = "cert.character"
	// msgHyphenEnd: the part %[1]s begins or ends with a hyphen.
	msgHyphenEnd msg.ID = "cert.hyphen-end"
	// msgEmptyName: the name is empty.
	msgEmptyName msg.ID = "cert.empty-name"
	// msgEmptyLabel: the name %[1]s has an empty part: two dots in a row,
	// or a dot at its start or end.
	msgEmptyLabel msg.ID = "cert.empty-label"
	// msgLabelLength: the part %[1]s has %[2]d characters, more than 63.
	msgLabelLength msg.ID = "cert.label-length"
	// msgNameLength: the name %[1]s has %[2]d characters, more than 253.
	msgNameLength msg.ID = "cert.name-length"
	// msgWildcardPosition: the name %[1]s has the wildcard '*' in a part
	// other than the first.
	msgWildcardPosition msg.ID = "cert.wildcard-position"
	// msgPartialWildcard: the part %[1]s has '*' beside other
	// characters; a wildcard is '*' alone as the first part.
	msgPartialWildcard msg.ID = "cert.partial-wildcard"
	// msgWildcardSuffix: the wildcard of %[1]s stands over %[2]s, a
	// public suffix (a top-level domain or a name under which anyone can
	// register).
	msgWildcardSuffix msg.ID = "cert.wildcard-suffix"
	// msgCNNotInSAN: the common name %[1]s is not among the names of the
	// certificate's subject alternative names.
	msgCNNotInSAN msg.ID = "cert.cn-not-in-san"
	// msgCNNotCopy: the common name %[1]s names the alternative name
	// %[2]s but is not written exactly as it is.
	msgCNNotCopy msg.ID = "cert.cn-not-copy"
	// msgInvalidUTF8: the name is damaged (not valid UTF-8).
	msgInvalidUTF8 msg.ID = "cert.invalid-utf8"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgULabel:           "the part %[1]s is written in Unicode, and a certificate needs its xn-- form; write %[2]s instead",
	msgUppercase:        "the xn-- part %[1]s has capital letters; write it in lower case, %[2]s",
	msgFakeALabel:       "the part %[1]s begins with xn-- but the rest is not a valid xn-- form; correct it or remove the xn--",
	msgInvalidALabel:    "the part %[1]s is the xn-- form of %[2]s, which IDNA2008 does not allow in a name; use another name",
	msgReservedHyphens:  "the part %[1]s has hyphens in the third and fourth places, which only xn-- parts may have; remove one",
	msgUnderscore:       "the part %[1]s has an underscore, which a certificate's name may not have; use a hyphen or another name",
	msgCharacter:        "the part %[1]s has %[2]s, which a host name cannot have; remove it",
	msgHyphenEnd:        "the part %[1]s begins or ends with a hyphen; remove it",
	msgEmptyName:        "the name is empty; enter a host name such as www.example.com",
	msgEmptyLabel:       "the name %[1]s has an empty part (two dots in a row, or a dot at the start or end); remove the extra dot",
	msgLabelLength:      "the part %[1]s has %[2]d characters in its xn-- form, more than 63; shorten it",
	msgNameLength:       "the name %[1]s has %[2]d characters in its xn-- form, more than 253; shorten it",
	msgWildcardPosition: "the name %[1]s has a '*' after its first part; a wildcard may only be the whole first part, as in *.example.com",
	msgPartialWildcard:  "the part %[1]s has a '*' together with other characters; a wildcard must be the whole first part, as in *.example.com",
	msgWildcardSuffix:   "the wildcard of %[1]s covers every name under %[2]s, where anyone can register a name; name a domain of your own after the '*.'",
	msgCNNotInSAN:       "the common name %[1]s is not among the certificate's alternative names; add it there or change the common name",
	msgCNNotCopy:        "the common name %[1]s must be written exactly as the alternative name %[2]s; copy it from there",
	msgInvalidUTF8:      "the name is damaged (it is not valid UTF-8); enter it again",
}

func init() { msg.Register(english) }
