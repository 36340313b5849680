package email

import "github.com/xn-go/xn/msg"

// The sentences of package email: what is wrong with an address. A
// problem of the domain is said by the sentences of package idna.
const (
	// msgInvalidUTF8: the address is not valid UTF-8.
	msgInvalidUTF8 msg.ID = "email.invalid-utf8"
	// msgEmpty: the address is empty.
	msgEmpty msg.ID = "email.empty"
	// msgNoAt: the address has no '@'.
	msgNoAt msg.ID = "email.no-at"
	// msgManyAt: more than one '@' outside quotes.
	msgManyAt msg.ID = "email.many-at"
	// msgEmptyLocal: nothing before the '@'.
	msgEmptyLocal msg.ID = "email.empty-local"
	// msgNoDomain: nothing after the '@'.
	msgNoDomain msg.ID = "email.no-domain"
	// msgLocalChar: the unquoted part before '@' holds %[1]s (a
	// [msg.Char]), which it may hold only in quotes.
	msgLocalChar msg.ID = "email.local-char"
	// msgLocalInvisible: the part before '@' holds %[1]s (a [msg.Char]: a
	// space other than U+0020, a control, format or Bidi control
	// character) after the text %[2]s (a [msg.Quote]).
	msgLocalInvisible msg.ID = "email.local-invisible"
	// msgLocalInvisibleStart: the part before '@' begins with %[1]s, a
	// character as in msgLocalInvisible.
	msgLocalInvisibleStart msg.ID = "email.local-invisible-start"
	// msgLocalWide: the part before '@', %[1]s, has wide (fullwidth)
	// ASCII characters; %[2]s is it written in ASCII.
	msgLocalWide msg.ID = "email.local-wide"
	// msgWideAt: the only '@' of the address is a wide '＠'; %[1]s is
	// the address written in ASCII.
	msgWideAt msg.ID = "email.wide-at"
	// msgQuotedBackslash: a backslash in the quoted part is not followed
	// by a character it can escape.
	msgQuotedBackslash msg.ID = "email.quoted-backslash"
	// msgQuotedControl: the quoted part holds the control character %[1]s.
	msgQuotedControl msg.ID = "email.quoted-control"
	// msgUnclosedQuote: the quoted part has no closing quote.
	msgUnclosedQuote msg.ID = "email.unclosed-quote"
	// msgNoAtAfterQuote: no '@' right after the quoted part.
	msgNoAtAfterQuote msg.ID = "email.no-at-after-quote"
	// msgBadLiteral: the domain is an address in brackets that is
	// malformed.
	msgBadLiteral msg.ID = "email.bad-literal"
	// msgLeadingDot: the domain begins with a dot.
	msgLeadingDot msg.ID = "email.leading-dot"
	// msgDoubleDot: the domain has two dots in a row.
	msgDoubleDot msg.ID = "email.double-dot"
	// msgTrailingDot: the address ends with a dot.
	msgTrailingDot msg.ID = "email.trailing-dot"
	// msgOther: the address is not valid, for a reason without a
	// sentence of its own.
	msgOther msg.ID = "email.other"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgInvalidUTF8:         "the address is damaged (it is not valid UTF-8); enter it again",
	msgEmpty:               "the address is empty; enter an address such as name@example.com",
	msgNoAt:                "the address has no '@'; enter an address such as name@example.com",
	msgManyAt:              "the address has more than one '@'; keep only the one before the domain",
	msgEmptyLocal:          "the address has nothing before the '@'; add the name, as in name@example.com",
	msgNoDomain:            "the address has nothing after the '@'; add the domain, as in name@example.com",
	msgLocalChar:           "the part before the '@' has %[1]s, which it can have only in quotes; remove it",
	msgLocalInvisible:      "the part before the '@' has %[1]s after %[2]s; remove it",
	msgLocalInvisibleStart: "the part before the '@' begins with %[1]s; remove it",
	msgLocalWide:           "the part before the '@', %[1]s, is written in wide characters; write it as %[2]s",
	msgWideAt:              "the address has a wide '＠' instead of '@'; enter it as %[1]s",
	msgQuotedBackslash:     "the quoted part before the '@' has a backslash that escapes nothing; remove it",
	msgQuotedControl:       "the quoted part before the '@' has %[1]s; remove it",
	msgUnclosedQuote:       "the quoted part before the '@' is not closed; add the closing '\"'",
	msgNoAtAfterQuote:      "the quoted part must be followed by '@' and the domain; add them",
	msgBadLiteral:          "the address in brackets after the '@' is not written correctly; check it",
	msgLeadingDot:          "the domain begins with a dot; remove it",
	msgDoubleDot:           "the domain has two dots in a row; remove one",
	msgTrailingDot:         "the address ends with a dot; remove it",
	msgOther:               "the address is not valid; check it",
}

func init() { msg.Register(english) }
