package msg

// The sentences of package zone: a line of a zone file that could not be
// converted. A name that IDNA refuses is said by the sentences of package
// idna. %[1]s is quoted by [Quote] unless said otherwise.
const (
	// ZoneDotInLabel: the name %[1]s has a label holding a dot (\.).
	ZoneDotInLabel ID = "zone.dot-in-label"
	// ZoneUnclosedParen: a parenthesis of the record is not closed.
	ZoneUnclosedParen ID = "zone.unclosed-paren"
	// ZoneExtraParen: a ')' closes no parenthesis.
	ZoneExtraParen ID = "zone.extra-paren"
	// ZoneUnclosedQuote: a quoted string is not closed on its line.
	ZoneUnclosedQuote ID = "zone.unclosed-quote"
	// ZoneIncludeRead: the file %[1]s (a TextQuoted path) of an $INCLUDE
	// cannot be read;
	// %[2]s is the system's reason, as quoted text.
	ZoneIncludeRead ID = "zone.include-read"
	// ZoneIncludeDepth: $INCLUDE files nest more than %[1]d deep.
	ZoneIncludeDepth ID = "zone.include-depth"
	// ZoneRecordInvalid: the DNS library refuses the record; %[1]s is
	// its reason, in English, as quoted text.
	ZoneRecordInvalid ID = "zone.record-invalid"
	// ZoneFieldsDiffer: the names of the record are not in the fields
	// that hold names for its type.
	ZoneFieldsDiffer ID = "zone.fields-differ"
	// ZoneIncludeNotWritten: xn zone converted the file %[1]s (a TextQuoted
	// path), which an
	// $INCLUDE names, but writes it only with --out.
	ZoneIncludeNotWritten ID = "zone.include-not-written"
)

var zoneEnglish = []entry{
	{ZoneDotInLabel, "the name %[1]s has a part with a dot in it (written \\.), which has no xn-- form; write the dot without the backslash if it separates two parts"},
	{ZoneUnclosedParen, "a parenthesis opened in this record is not closed; add the ')'"},
	{ZoneExtraParen, "a ')' closes no parenthesis; remove it"},
	{ZoneUnclosedQuote, "a quoted string is not closed on its line; add the closing '\"'"},
	{ZoneIncludeRead, "the file %[1]s that $INCLUDE names cannot be read (%[2]s); check its path, which is relative to the folder of the file that includes it"},
	{ZoneIncludeDepth, "the files of $INCLUDE nest more than %[1]d deep; check that no file includes itself"},
	{ZoneRecordInvalid, "the record is not valid (%[1]s); correct it"},
	{ZoneIncludeNotWritten, "the included file %[1]s is converted but not written; give --out DIR to write it with the others"},
	{ZoneFieldsDiffer, "xn cannot tell which fields of this record are names, so it leaves the record as it is; check its fields"},
}
