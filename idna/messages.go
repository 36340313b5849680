package idna

import (
	"sync"

	"github.com/xn-go/xn/msg"
)

// The sentences of package idna: what is wrong with a domain name and what
// to do about it, one per thing to fix. Unless said otherwise, %[1]s is
// the part of the name (the label) as the person typed it, quoted by
// [msg.Quote]; a character is a [msg.Char], several a [msg.List] of them.
const (
	// msgEmpty: the name is empty.
	msgEmpty msg.ID = "idna.empty"
	// msgEmptyAfterIgnored: the name holds only characters that are
	// ignored, such as a soft hyphen.
	msgEmptyAfterIgnored msg.ID = "idna.empty-after-ignored"
	// msgLeadingDot: the name begins with a dot.
	msgLeadingDot msg.ID = "idna.leading-dot"
	// msgTrailingDot: the name ends with a dot where an empty last part
	// is refused (lengths checked).
	msgTrailingDot msg.ID = "idna.trailing-dot"
	// msgDoubleDot: two dots in a row.
	msgDoubleDot msg.ID = "idna.double-dot"
	// msgSpace: %[1]s holds a space (or several) and nothing else wrong.
	msgSpace msg.ID = "idna.space"
	// msgUppercase: %[1]s holds capital letters where the profile takes
	// only lowercase; %[2]s is the part written in lowercase.
	msgUppercase msg.ID = "idna.uppercase"
	// msgInvisible: %[1]s holds the invisible character %[2]s after %[3]s.
	msgInvisible msg.ID = "idna.invisible"
	// msgInvisibleStart: %[1]s begins with the invisible character %[2]s.
	msgInvisibleStart msg.ID = "idna.invisible-start"
	// msgASCIIOne: %[1]s holds the ASCII character %[2]s, which is not
	// a letter, digit or hyphen.
	msgASCIIOne msg.ID = "idna.ascii-one"
	// msgASCIIMany: as msgASCIIOne, for several characters %[2]s.
	msgASCIIMany msg.ID = "idna.ascii-many"
	// msgDisallowedOne: %[1]s holds %[2]s, which no domain name may hold.
	msgDisallowedOne msg.ID = "idna.disallowed-one"
	// msgDisallowedMany: as msgDisallowedOne, for several characters.
	msgDisallowedMany msg.ID = "idna.disallowed-many"
	// msgForbiddenOne: %[1]s holds %[2]s, which the host of a web
	// address may not hold (WHATWG profile).
	msgForbiddenOne msg.ID = "idna.forbidden-one"
	// msgForbiddenMany: as msgForbiddenOne, for several characters.
	msgForbiddenMany msg.ID = "idna.forbidden-many"
	// msgHyphenStart: %[1]s begins with a hyphen.
	msgHyphenStart msg.ID = "idna.hyphen-start"
	// msgHyphenEnd: %[1]s ends with a hyphen.
	msgHyphenEnd msg.ID = "idna.hyphen-end"
	// msgHyphenBoth: %[1]s begins and ends with a hyphen.
	msgHyphenBoth msg.ID = "idna.hyphen-both"
	// msgHyphen34: %[1]s has hyphens in its third and fourth places.
	msgHyphen34 msg.ID = "idna.hyphen-34"
	// msgBadALabel: %[1]s begins with xn-- but is not a valid encoding.
	msgBadALabel msg.ID = "idna.bad-alabel"
	// msgEncodeFailed: %[1]s cannot be encoded (far too long).
	msgEncodeFailed msg.ID = "idna.encode-failed"
	// msgLabelTooLong: %[1]s is %[2]d characters long in its ASCII form
	// (xn--); the limit is %[3]d.
	msgLabelTooLong msg.ID = "idna.label-too-long"
	// msgNameTooLong: the name is %[1]d characters long in its ASCII
	// form; the limit is %[2]d.
	msgNameTooLong msg.ID = "idna.name-too-long"
	// msgNotNFC: %[1]s is not in its standard Unicode form; %[2]s is.
	msgNotNFC msg.ID = "idna.not-nfc"
	// msgLeadingMark: %[1]s begins with %[2]s, a combining mark.
	msgLeadingMark msg.ID = "idna.leading-mark"
	// msgLabelDot: %[1]s holds a full stop inside it.
	msgLabelDot msg.ID = "idna.label-dot"
	// msgMiddleDot: %[1]s has a middle dot '·' not between two l.
	msgMiddleDot msg.ID = "idna.middle-dot"
	// msgGreekNumeral: %[1]s has the Greek numeral sign not before a
	// Greek letter.
	msgGreekNumeral msg.ID = "idna.greek-numeral"
	// msgHebrewPunctuation: %[1]s has %[2]s (geresh or gershayim) not
	// after a Hebrew letter.
	msgHebrewPunctuation msg.ID = "idna.hebrew-punctuation"
	// msgKatakanaDot: %[1]s has the Katakana middle dot '・' without
	// Japanese or Chinese characters.
	msgKatakanaDot msg.ID = "idna.katakana-dot"
	// msgArabicDigits: %[1]s mixes the two kinds of Arabic-Indic digits.
	msgArabicDigits msg.ID = "idna.arabic-digits"
	// msgBidiMix: %[1]s mixes right-to-left and left-to-right text.
	msgBidiMix msg.ID = "idna.bidi-mix"
	// msgBidiStart: %[1]s, in a name with right-to-left text, does not
	// begin with a letter.
	msgBidiStart msg.ID = "idna.bidi-start"
	// msgBidiEnd: %[1]s, in a name with right-to-left text, does not end
	// with a letter or digit.
	msgBidiEnd msg.ID = "idna.bidi-end"
	// msgBidiDigits: %[1]s mixes European and Arabic-Indic digits.
	msgBidiDigits msg.ID = "idna.bidi-digits"
	// msgInvalidUTF8: the text is not valid UTF-8.
	msgInvalidUTF8 msg.ID = "idna.invalid-utf8"
	// msgInputTooLong: the text is %[1]d characters long, far beyond any
	// domain name.
	msgInputTooLong msg.ID = "idna.input-too-long"
	// msgIPAddress: the name reads as an IP address once its characters
	// are mapped (fullwidth digits, say).
	msgIPAddress msg.ID = "idna.ip-address"
	// msgBadIPv4: the name ends in a number but is not an IPv4 address.
	msgBadIPv4 msg.ID = "idna.bad-ipv4"
	// msgHostPort: the host and port are malformed.
	msgHostPort msg.ID = "idna.host-port"
	// msgNotALabel: %[1]s is not in the xn-- form asked for.
	msgNotALabel msg.ID = "idna.not-alabel"
	// msgNotULabel: %[1]s is not in the Unicode form asked for.
	msgNotULabel msg.ID = "idna.not-ulabel"
	// msgNotPair: %[1]s and %[2]s are not two forms of one label.
	msgNotPair msg.ID = "idna.not-pair"
	// msgOption: the program set up the check with an option that does
	// not apply; the person typing can do nothing about it, so the
	// sentence names no setting (Problem.Detail and Error() do).
	msgOption msg.ID = "idna.option"
	// msgOther: %[1]s is not allowed in a domain name, for a reason
	// without a sentence of its own.
	msgOther msg.ID = "idna.other"
	// msgASCIIAlone: as msgASCIIOne, when the part %[1]s is that one
	// character, so that the sentence names it once.
	msgASCIIAlone msg.ID = "idna.ascii-alone"
	// msgDisallowedAlone: as msgDisallowedOne, when the part %[1]s is
	// that one character.
	msgDisallowedAlone msg.ID = "idna.disallowed-alone"
	// msgForbiddenAlone: as msgForbiddenOne, when the part %[1]s is that
	// one character.
	msgForbiddenAlone msg.ID = "idna.forbidden-alone"
	// msgMarkAlone: as msgLeadingMark, when the part is only the mark
	// %[1]s (a [msg.Char]).
	msgMarkAlone msg.ID = "idna.mark-alone"
	// msgTooNewOne: %[1]s holds %[2]s, a character new in Unicode
	// version %[3]s, later than %[4]s, the version the program converts
	// by.
	msgTooNewOne msg.ID = "idna.too-new-one"
	// msgTooNewMany: as msgTooNewOne, for several characters %[2]s (a
	// [msg.List]) new in one version.
	msgTooNewMany msg.ID = "idna.too-new-many"
	// msgTooNewAlone: as msgTooNewOne, when the part %[1]s is that one
	// character; %[2]s is the version it is new in, %[3]s the program's.
	msgTooNewAlone msg.ID = "idna.too-new-alone"
)

// english returns the English templates of the package's messages. It is
// a function, registered with package msg only when the first message is
// made ([message]), so that a program that converts names and never asks
// for a sentence does not link the templates.
func english() map[msg.ID]string {
	return map[msg.ID]string{
		msgEmpty:             "the name is empty; enter a domain name such as example.com",
		msgEmptyAfterIgnored: "the name has only characters that do not count, such as invisible ones; enter a domain name such as example.com",
		msgLeadingDot:        "the name begins with a dot; remove it",
		msgTrailingDot:       "the name ends with a dot; remove it",
		msgDoubleDot:         "the name has two dots in a row; remove one",
		msgSpace:             "the part %[1]s has a space; remove it",
		msgUppercase:         "the part %[1]s has capital letters; write %[2]s",
		msgInvisible:         "the part %[1]s has %[2]s after %[3]s; remove it",
		msgInvisibleStart:    "the part %[1]s begins with %[2]s; remove it",
		msgASCIIOne:          "the part %[1]s has %[2]s; a domain name can have only letters, digits and hyphens, so remove it",
		msgASCIIMany:         "the part %[1]s has %[2]s; a domain name can have only letters, digits and hyphens, so remove them",
		msgDisallowedOne:     "the part %[1]s has %[2]s, which a domain name cannot have; remove it",
		msgDisallowedMany:    "the part %[1]s has %[2]s, which a domain name cannot have; remove them",
		msgForbiddenOne:      "the part %[1]s has %[2]s, which the host name of a web address cannot have; remove it",
		msgForbiddenMany:     "the part %[1]s has %[2]s, which the host name of a web address cannot have; remove them",
		msgHyphenStart:       "the part %[1]s begins with a hyphen; remove it",
		msgHyphenEnd:         "the part %[1]s ends with a hyphen; remove it",
		msgHyphenBoth:        "the part %[1]s begins and ends with a hyphen; remove them",
		msgHyphen34:          "the part %[1]s has hyphens in the third and fourth places, which only encoded names (xn--) may have; remove one of them",
		msgBadALabel:         "the part %[1]s is not a valid xn-- form; check it, or enter the name as you would write it",
		msgEncodeFailed:      "the part %[1]s is too long to be encoded; shorten it",
		msgLabelTooLong:      "the part %[1]s is too long: %[2]d characters where at most %[3]d are allowed (letters outside ASCII count in their xn-- form); shorten it",
		msgNameTooLong:       "the name is too long: %[1]d characters where at most %[2]d are allowed (letters outside ASCII count in their xn-- form); shorten it",
		msgNotNFC:            "the part %[1]s is not in its standard Unicode form; write %[2]s",
		msgLeadingMark:       "the part %[1]s begins with %[2]s, which needs a letter before it; remove it or add the letter",
		msgLabelDot:          "the part %[1]s has a dot inside it, which one part of a domain name cannot have; remove the dot",
		msgMiddleDot:         "the part %[1]s has '·', which can only stand between two l, as in Catalan 'l·l'; remove it",
		msgGreekNumeral:      "the part %[1]s has the Greek numeral sign '͵', which must be followed by a Greek letter; remove it or add the letter",
		msgHebrewPunctuation: "the part %[1]s has %[2]s, which can only follow a Hebrew letter; remove it",
		msgKatakanaDot:       "the part %[1]s has '・', which can only stand with Japanese or Chinese characters; remove it",
		msgArabicDigits:      "the part %[1]s mixes two kinds of Arabic-Indic digits; use one kind",
		msgBidiMix:           "the part %[1]s mixes right-to-left and left-to-right text; do not mix right-to-left and left-to-right letters in one part",
		msgBidiStart:         "the part %[1]s must begin with a letter, because the name has right-to-left text",
		msgBidiEnd:           "the part %[1]s must end with a letter or a digit, because the name has right-to-left text",
		msgBidiDigits:        "the part %[1]s mixes European and Arabic-Indic digits; use one kind",
		msgInvalidUTF8:       "the text is damaged (it is not valid UTF-8); enter the name again",
		msgInputTooLong:      "the text is %[1]d characters long, far longer than any domain name; enter only the domain name",
		msgIPAddress:         "the name reads as an IP address; enter a domain name, or the address in plain digits if you mean one",
		msgBadIPv4:           "the name ends in a number but is not an IP address; enter a domain name, or a complete IP address",
		msgHostPort:          "the host and port are not written correctly; write them as host:port, with an IPv6 address in brackets",
		msgNotALabel:         "the name %[1]s is not in its xn-- form; enter the xn-- form",
		msgNotULabel:         "the name %[1]s is not in its Unicode form; enter the name as you would write it, in lowercase",
		msgNotPair:           "the names %[1]s and %[2]s are not two forms of the same name; check both",
		msgOption:            "the program checks names with settings that do not work together; this is not a problem with what you entered",
		msgOther:             "the part %[1]s cannot be used in a domain name; check it",
		msgASCIIAlone:        "the part %[1]s is a character that a domain name cannot have; use only letters, digits and hyphens",
		msgDisallowedAlone:   "the part %[1]s is a character that a domain name cannot have; remove it",
		msgForbiddenAlone:    "the part %[1]s is a character that the host name of a web address cannot have; remove it",
		msgMarkAlone:         "%[1]s needs a letter before it; add the letter or remove the mark",
		msgTooNewOne:         "the part %[1]s has %[2]s, which is new in Unicode %[3]s, and this program converts names by Unicode %[4]s, which does not have it yet; remove it",
		msgTooNewMany:        "the part %[1]s has %[2]s, which are new in Unicode %[3]s, and this program converts names by Unicode %[4]s, which does not have them yet; remove them",
		msgTooNewAlone:       "the part %[1]s is a character new in Unicode %[2]s, and this program converts names by Unicode %[3]s, which does not have it yet; remove it",
	}
}

var englishOnce sync.Once

// registerEnglish registers the English templates once.
func registerEnglish() { englishOnce.Do(func() { msg.Register(english()) }) }
