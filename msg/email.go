package msg

// The sentences of package email: what is wrong with an address. A
// problem of the domain is said by the sentences of package idna.
const (
	// EmailInvalidUTF8: the address is not valid UTF-8.
	EmailInvalidUTF8 ID = "email.invalid-utf8"
	// EmailEmpty: the address is empty.
	EmailEmpty ID = "email.empty"
	// EmailNoAt: the address has no '@'.
	EmailNoAt ID = "email.no-at"
	// EmailManyAt: more than one '@' outside quotes.
	EmailManyAt ID = "email.many-at"
	// EmailEmptyLocal: nothing before the '@'.
	EmailEmptyLocal ID = "email.empty-local"
	// EmailNoDomain: nothing after the '@'.
	EmailNoDomain ID = "email.no-domain"
	// EmailLocalChar: the unquoted part before '@' holds %[1]s (a
	// [Char]), which it may hold only in quotes.
	EmailLocalChar ID = "email.local-char"
	// EmailLocalInvisible: the part before '@' holds %[1]s (a [Char]: a
	// space other than U+0020, a control, format or Bidi control
	// character) after the text %[2]s (a [Quote]).
	EmailLocalInvisible ID = "email.local-invisible"
	// EmailLocalInvisibleStart: the part before '@' begins with %[1]s, a
	// character as in EmailLocalInvisible.
	EmailLocalInvisibleStart ID = "email.local-invisible-start"
	// EmailLocalWide: the part before '@', %[1]s, has wide (fullwidth)
	// ASCII characters; %[2]s is it written in ASCII.
	EmailLocalWide ID = "email.local-wide"
	// EmailWideAt: the only '@' of the address is a wide '＠'; %[1]s is
	// the address written in ASCII.
	EmailWideAt ID = "email.wide-at"
	// EmailQuotedBackslash: a backslash in the quoted part is not followed
	// by a character it can escape.
	EmailQuotedBackslash ID = "email.quoted-backslash"
	// EmailQuotedControl: the quoted part holds the control character %[1]s.
	EmailQuotedControl ID = "email.quoted-control"
	// EmailUnclosedQuote: the quoted part has no closing quote.
	EmailUnclosedQuote ID = "email.unclosed-quote"
	// EmailNoAtAfterQuote: no '@' right after the quoted part.
	EmailNoAtAfterQuote ID = "email.no-at-after-quote"
	// EmailBadLiteral: the domain is an address in brackets that is
	// malformed.
	EmailBadLiteral ID = "email.bad-literal"
	// EmailLeadingDot: the domain begins with a dot.
	EmailLeadingDot ID = "email.leading-dot"
	// EmailDoubleDot: the domain has two dots in a row.
	EmailDoubleDot ID = "email.double-dot"
	// EmailTrailingDot: the address ends with a dot.
	EmailTrailingDot ID = "email.trailing-dot"
	// EmailOther: the address is not valid, for a reason without a
	// sentence of its own.
	EmailOther ID = "email.other"
)

var emailEnglish = []entry{
	{EmailInvalidUTF8, "the address is damaged (it is not valid UTF-8); enter it again"},
	{EmailEmpty, "the address is empty; enter an address such as name@example.com"},
	{EmailNoAt, "the address has no '@'; enter an address such as name@example.com"},
	{EmailManyAt, "the address has more than one '@'; keep only the one before the domain"},
	{EmailEmptyLocal, "the address has nothing before the '@'; add the name, as in name@example.com"},
	{EmailNoDomain, "the address has nothing after the '@'; add the domain, as in name@example.com"},
	{EmailLocalChar, "the part before the '@' has %[1]s, which it can have only in quotes; remove it"},
	{EmailLocalInvisible, "the part before the '@' has %[1]s after %[2]s; remove it"},
	{EmailLocalInvisibleStart, "the part before the '@' begins with %[1]s; remove it"},
	{EmailLocalWide, "the part before the '@', %[1]s, is written in wide characters; write it as %[2]s"},
	{EmailWideAt, "the address has a wide '＠' instead of '@'; enter it as %[1]s"},
	{EmailQuotedBackslash, "the quoted part before the '@' has a backslash that escapes nothing; remove it"},
	{EmailQuotedControl, "the quoted part before the '@' has %[1]s; remove it"},
	{EmailUnclosedQuote, "the quoted part before the '@' is not closed; add the closing '\"'"},
	{EmailNoAtAfterQuote, "the quoted part must be followed by '@' and the domain; add them"},
	{EmailBadLiteral, "the address in brackets after the '@' is not written correctly; check it"},
	{EmailLeadingDot, "the domain begins with a dot; remove it"},
	{EmailDoubleDot, "the domain has two dots in a row; remove one"},
	{EmailTrailingDot, "the address ends with a dot; remove it"},
	{EmailOther, "the address is not valid; check it"},
}
