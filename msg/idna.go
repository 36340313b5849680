package msg

// The sentences of package idna: what is wrong with a domain name and what
// to do about it, one per thing to fix. Unless said otherwise, %[1]s is
// the part of the name (the label) as the person typed it, quoted by
// [Quote]; a character is a [Char], several a [List] of them.
const (
	// IDNAEmpty: the name is empty.
	IDNAEmpty ID = "idna.empty"
	// IDNAEmptyAfterIgnored: the name holds only characters that are
	// ignored, such as a soft hyphen.
	IDNAEmptyAfterIgnored ID = "idna.empty-after-ignored"
	// IDNALeadingDot: the name begins with a dot.
	IDNALeadingDot ID = "idna.leading-dot"
	// IDNATrailingDot: the name ends with a dot where an empty last part
	// is refused (lengths checked).
	IDNATrailingDot ID = "idna.trailing-dot"
	// IDNADoubleDot: two dots in a row.
	IDNADoubleDot ID = "idna.double-dot"
	// IDNASpace: %[1]s holds a space (or several) and nothing else wrong.
	IDNASpace ID = "idna.space"
	// IDNAUppercase: %[1]s holds capital letters where the profile takes
	// only lowercase; %[2]s is the part written in lowercase.
	IDNAUppercase ID = "idna.uppercase"
	// IDNAInvisible: %[1]s holds the invisible character %[2]s after %[3]s.
	IDNAInvisible ID = "idna.invisible"
	// IDNAInvisibleStart: %[1]s begins with the invisible character %[2]s.
	IDNAInvisibleStart ID = "idna.invisible-start"
	// IDNAASCIIOne: %[1]s holds the ASCII character %[2]s, which is not
	// a letter, digit or hyphen.
	IDNAASCIIOne ID = "idna.ascii-one"
	// IDNAASCIIMany: as IDNAASCIIOne, for several characters %[2]s.
	IDNAASCIIMany ID = "idna.ascii-many"
	// IDNADisallowedOne: %[1]s holds %[2]s, which no domain name may hold.
	IDNADisallowedOne ID = "idna.disallowed-one"
	// IDNADisallowedMany: as IDNADisallowedOne, for several characters.
	IDNADisallowedMany ID = "idna.disallowed-many"
	// IDNAForbiddenOne: %[1]s holds %[2]s, which the host of a web
	// address may not hold (WHATWG profile).
	IDNAForbiddenOne ID = "idna.forbidden-one"
	// IDNAForbiddenMany: as IDNAForbiddenOne, for several characters.
	IDNAForbiddenMany ID = "idna.forbidden-many"
	// IDNAHyphenStart: %[1]s begins with a hyphen.
	IDNAHyphenStart ID = "idna.hyphen-start"
	// IDNAHyphenEnd: %[1]s ends with a hyphen.
	IDNAHyphenEnd ID = "idna.hyphen-end"
	// IDNAHyphenBoth: %[1]s begins and ends with a hyphen.
	IDNAHyphenBoth ID = "idna.hyphen-both"
	// IDNAHyphen34: %[1]s has hyphens in its third and fourth places.
	IDNAHyphen34 ID = "idna.hyphen-34"
	// IDNABadALabel: %[1]s begins with xn-- but is not a valid encoding.
	IDNABadALabel ID = "idna.bad-alabel"
	// IDNAEncodeFailed: %[1]s cannot be encoded (far too long).
	IDNAEncodeFailed ID = "idna.encode-failed"
	// IDNALabelTooLong: %[1]s is %[2]d characters long in its ASCII form
	// (xn--); the limit is %[3]d.
	IDNALabelTooLong ID = "idna.label-too-long"
	// IDNANameTooLong: the name is %[1]d characters long in its ASCII
	// form; the limit is %[2]d.
	IDNANameTooLong ID = "idna.name-too-long"
	// IDNANotNFC: %[1]s is not in its standard Unicode form; %[2]s is.
	IDNANotNFC ID = "idna.not-nfc"
	// IDNALeadingMark: %[1]s begins with %[2]s, a combining mark.
	IDNALeadingMark ID = "idna.leading-mark"
	// IDNALabelDot: %[1]s holds a full stop inside it.
	IDNALabelDot ID = "idna.label-dot"
	// IDNAMiddleDot: %[1]s has a middle dot '·' not between two l.
	IDNAMiddleDot ID = "idna.middle-dot"
	// IDNAGreekNumeral: %[1]s has the Greek numeral sign not before a
	// Greek letter.
	IDNAGreekNumeral ID = "idna.greek-numeral"
	// IDNAHebrewPunctuation: %[1]s has %[2]s (geresh or gershayim) not
	// after a Hebrew letter.
	IDNAHebrewPunctuation ID = "idna.hebrew-punctuation"
	// IDNAKatakanaDot: %[1]s has the Katakana middle dot '・' without
	// Japanese or Chinese characters.
	IDNAKatakanaDot ID = "idna.katakana-dot"
	// IDNAArabicDigits: %[1]s mixes the two kinds of Arabic-Indic digits.
	IDNAArabicDigits ID = "idna.arabic-digits"
	// IDNABidiMix: %[1]s mixes right-to-left and left-to-right text.
	IDNABidiMix ID = "idna.bidi-mix"
	// IDNABidiStart: %[1]s, in a name with right-to-left text, does not
	// begin with a letter.
	IDNABidiStart ID = "idna.bidi-start"
	// IDNABidiEnd: %[1]s, in a name with right-to-left text, does not end
	// with a letter or digit.
	IDNABidiEnd ID = "idna.bidi-end"
	// IDNABidiDigits: %[1]s mixes European and Arabic-Indic digits.
	IDNABidiDigits ID = "idna.bidi-digits"
	// IDNAInvalidUTF8: the text is not valid UTF-8.
	IDNAInvalidUTF8 ID = "idna.invalid-utf8"
	// IDNAInputTooLong: the text is %[1]d characters long, far beyond any
	// domain name.
	IDNAInputTooLong ID = "idna.input-too-long"
	// IDNAIPAddress: the name reads as an IP address once its characters
	// are mapped (fullwidth digits, say).
	IDNAIPAddress ID = "idna.ip-address"
	// IDNABadIPv4: the name ends in a number but is not an IPv4 address.
	IDNABadIPv4 ID = "idna.bad-ipv4"
	// IDNAHostPort: the host and port are malformed.
	IDNAHostPort ID = "idna.host-port"
	// IDNANotALabel: %[1]s is not in the xn-- form asked for.
	IDNANotALabel ID = "idna.not-alabel"
	// IDNANotULabel: %[1]s is not in the Unicode form asked for.
	IDNANotULabel ID = "idna.not-ulabel"
	// IDNANotPair: %[1]s and %[2]s are not two forms of one label.
	IDNANotPair ID = "idna.not-pair"
	// IDNAOption: the program set up the check with an option that does
	// not apply; the person typing can do nothing about it, so the
	// sentence names no setting (Problem.Detail and Error() do).
	IDNAOption ID = "idna.option"
	// IDNAOther: %[1]s is not allowed in a domain name, for a reason
	// without a sentence of its own.
	IDNAOther ID = "idna.other"
	// IDNAASCIIAlone: as IDNAASCIIOne, when the part %[1]s is that one
	// character, so that the sentence names it once.
	IDNAASCIIAlone ID = "idna.ascii-alone"
	// IDNADisallowedAlone: as IDNADisallowedOne, when the part %[1]s is
	// that one character.
	IDNADisallowedAlone ID = "idna.disallowed-alone"
	// IDNAForbiddenAlone: as IDNAForbiddenOne, when the part %[1]s is that
	// one character.
	IDNAForbiddenAlone ID = "idna.forbidden-alone"
	// IDNAMarkAlone: as IDNALeadingMark, when the part is only the mark
	// %[1]s (a [Char]).
	IDNAMarkAlone ID = "idna.mark-alone"
	// IDNATooNewOne: %[1]s holds %[2]s, a character new in Unicode
	// version %[3]s, later than %[4]s, the version the program converts
	// by.
	IDNATooNewOne ID = "idna.too-new-one"
	// IDNATooNewMany: as IDNATooNewOne, for several characters %[2]s (a
	// [List]) new in one version.
	IDNATooNewMany ID = "idna.too-new-many"
	// IDNATooNewAlone: as IDNATooNewOne, when the part %[1]s is that one
	// character; %[2]s is the version it is new in, %[3]s the program's.
	IDNATooNewAlone ID = "idna.too-new-alone"
)

var idnaEnglish = []entry{
	{IDNAEmpty, "the name is empty; enter a domain name such as example.com"},
	{IDNAEmptyAfterIgnored, "the name has only characters that do not count, such as invisible ones; enter a domain name such as example.com"},
	{IDNALeadingDot, "the name begins with a dot; remove it"},
	{IDNATrailingDot, "the name ends with a dot; remove it"},
	{IDNADoubleDot, "the name has two dots in a row; remove one"},
	{IDNASpace, "the part %[1]s has a space; remove it"},
	{IDNAUppercase, "the part %[1]s has capital letters; write %[2]s"},
	{IDNAInvisible, "the part %[1]s has %[2]s after %[3]s; remove it"},
	{IDNAInvisibleStart, "the part %[1]s begins with %[2]s; remove it"},
	{IDNAASCIIOne, "the part %[1]s has %[2]s; a domain name can have only letters, digits and hyphens, so remove it"},
	{IDNAASCIIMany, "the part %[1]s has %[2]s; a domain name can have only letters, digits and hyphens, so remove them"},
	{IDNADisallowedOne, "the part %[1]s has %[2]s, which a domain name cannot have; remove it"},
	{IDNADisallowedMany, "the part %[1]s has %[2]s, which a domain name cannot have; remove them"},
	{IDNAForbiddenOne, "the part %[1]s has %[2]s, which the host name of a web address cannot have; remove it"},
	{IDNAForbiddenMany, "the part %[1]s has %[2]s, which the host name of a web address cannot have; remove them"},
	{IDNAHyphenStart, "the part %[1]s begins with a hyphen; remove it"},
	{IDNAHyphenEnd, "the part %[1]s ends with a hyphen; remove it"},
	{IDNAHyphenBoth, "the part %[1]s begins and ends with a hyphen; remove them"},
	{IDNAHyphen34, "the part %[1]s has hyphens in the third and fourth places, which only encoded names (xn--) may have; remove one of them"},
	{IDNABadALabel, "the part %[1]s is not a valid xn-- form; check it, or enter the name as you would write it"},
	{IDNAEncodeFailed, "the part %[1]s is too long to be encoded; shorten it"},
	{IDNALabelTooLong, "the part %[1]s is too long: %[2]d characters where at most %[3]d are allowed (letters outside ASCII count in their xn-- form); shorten it"},
	{IDNANameTooLong, "the name is too long: %[1]d characters where at most %[2]d are allowed (letters outside ASCII count in their xn-- form); shorten it"},
	{IDNANotNFC, "the part %[1]s is not in its standard Unicode form; write %[2]s"},
	{IDNALeadingMark, "the part %[1]s begins with %[2]s, which needs a letter before it; remove it or add the letter"},
	{IDNALabelDot, "the part %[1]s has a dot inside it, which one part of a domain name cannot have; remove the dot"},
	{IDNAMiddleDot, "the part %[1]s has '·', which can only stand between two l, as in Catalan 'l·l'; remove it"},
	{IDNAGreekNumeral, "the part %[1]s has the Greek numeral sign '͵', which must be followed by a Greek letter; remove it or add the letter"},
	{IDNAHebrewPunctuation, "the part %[1]s has %[2]s, which can only follow a Hebrew letter; remove it"},
	{IDNAKatakanaDot, "the part %[1]s has '・', which can only stand with Japanese or Chinese characters; remove it"},
	{IDNAArabicDigits, "the part %[1]s mixes two kinds of Arabic-Indic digits; use one kind"},
	{IDNABidiMix, "the part %[1]s mixes right-to-left and left-to-right text; do not mix right-to-left and left-to-right letters in one part"},
	{IDNABidiStart, "the part %[1]s must begin with a letter, because the name has right-to-left text"},
	{IDNABidiEnd, "the part %[1]s must end with a letter or a digit, because the name has right-to-left text"},
	{IDNABidiDigits, "the part %[1]s mixes European and Arabic-Indic digits; use one kind"},
	{IDNAInvalidUTF8, "the text is damaged (it is not valid UTF-8); enter the name again"},
	{IDNAInputTooLong, "the text is %[1]d characters long, far longer than any domain name; enter only the domain name"},
	{IDNAIPAddress, "the name reads as an IP address; enter a domain name, or the address in plain digits if you mean one"},
	{IDNABadIPv4, "the name ends in a number but is not an IP address; enter a domain name, or a complete IP address"},
	{IDNAHostPort, "the host and port are not written correctly; write them as host:port, with an IPv6 address in brackets"},
	{IDNANotALabel, "the name %[1]s is not in its xn-- form; enter the xn-- form"},
	{IDNANotULabel, "the name %[1]s is not in its Unicode form; enter the name as you would write it, in lowercase"},
	{IDNANotPair, "the names %[1]s and %[2]s are not two forms of the same name; check both"},
	{IDNAOption, "the program checks names with settings that do not work together; this is not a problem with what you entered"},
	{IDNAOther, "the part %[1]s cannot be used in a domain name; check it"},
	{IDNAASCIIAlone, "the part %[1]s is a character that a domain name cannot have; use only letters, digits and hyphens"},
	{IDNADisallowedAlone, "the part %[1]s is a character that a domain name cannot have; remove it"},
	{IDNAForbiddenAlone, "the part %[1]s is a character that the host name of a web address cannot have; remove it"},
	{IDNAMarkAlone, "%[1]s needs a letter before it; add the letter or remove the mark"},
	{IDNATooNewOne, "the part %[1]s has %[2]s, which is new in Unicode %[3]s, and this program converts names by Unicode %[4]s, which does not have it yet; remove it"},
	{IDNATooNewMany, "the part %[1]s has %[2]s, which are new in Unicode %[3]s, and this program converts names by Unicode %[4]s, which does not have them yet; remove them"},
	{IDNATooNewAlone, "the part %[1]s is a character new in Unicode %[2]s, and this program converts names by Unicode %[3]s, which does not have it yet; remove it"},
}
