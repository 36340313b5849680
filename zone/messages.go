package zone

import "github.com/xn-go/xn/msg"

// The sentences of package zone: a line of a zone file that could not be
// converted. A name that IDNA refuses is said by the sentences of package
// idna. %[1]s is quoted by [msg.Quote] unless said otherwise.
const (
	// msgDotInLabel: the name %[1]s has a label holding a dot (\.).
	msgDotInLabel msg.ID = "zone.dot-in-label"
	// msgUnclosedParen: a parenthesis of the record is not closed.
	msgUnclosedParen msg.ID = "zone.unclosed-paren"
	// msgExtraParen: a ')' closes no parenthesis.
	msgExtraParen msg.ID = "zone.extra-paren"
	// msgUnclosedQuote: a quoted string is not closed on its line.
	msgUnclosedQuote msg.ID = "zone.unclosed-quote"
	// msgIncludeRead: the file %[1]s (a TextQuoted path) of an $INCLUDE
	// cannot be read;
	// %[2]s is the system's reason, as quoted text.
	msgIncludeRead msg.ID = "zone.include-read"
	// msgIncludeDepth: $INCLUDE files nest more than %[1]d deep.
	msgIncludeDepth msg.ID = "zone.include-depth"
	// msgRecordInvalid: the DNS library refuses the record; %[1]s is
	// its reason, in English, as quoted text.
	msgRecordInvalid msg.ID = "zone.record-invalid"
	// msgFieldsDiffer: the names of the record are not in the fields
	// that hold names for its type.
	msgFieldsDiffer msg.ID = "zone.fields-differ"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgDotInLabel:    "the name %[1]s has a part with a dot in it (written \\.), which has no xn-- form; write the dot without the backslash if it separates two parts",
	msgUnclosedParen: "a parenthesis opened in this record is not closed; add the ')'",
	msgExtraParen:    "a ')' closes no parenthesis; remove it",
	msgUnclosedQuote: "a quoted string is not closed on its line; add the closing '\"'",
	msgIncludeRead:   "the file %[1]s that $INCLUDE names cannot be read (%[2]s); check its path, which is relative to the folder of the file that includes it",
	msgIncludeDepth:  "the files of $INCLUDE nest more than %[1]d deep; check that no file includes itself",
	msgRecordInvalid: "the record is not valid (%[1]s); correct it",
	msgFieldsDiffer:  "xn cannot tell which fields of this record are names, so it leaves the record as it is; check its fields",
}

func init() { msg.Register(english) }
