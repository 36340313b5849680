package main

import "github.com/xn-go/xn/msg"

// The words of xn's command line around the sentences of other messages,
// rendered as fragments (Message.String) between them: "a..b: ok under the
// lookup profile; xn check --form refuses it: A4_2: The name has two dots
// in a row; remove one".
const (
	// msgFormRefuses: the name passes under the profile %[1]s (as the
	// command line names it), and a form's domain field refuses it for
	// the problems that follow.
	msgFormRefuses msg.ID = "cli.form-refuses"
	// msgFormSays: the name fails, and what a form's domain field says of
	// it follows: what to enter instead of a pasted web address.
	msgFormSays msg.ID = "cli.form-says"
	// msgWarning: a warning, a sentence of its own, follows.
	msgWarning msg.ID = "cli.warning"
	// msgShownInASCII: the display policy shows the name with A-labels,
	// for the reasons that follow.
	msgShownInASCII msg.ID = "cli.shown-in-ascii"
	// msgNotValidIDN: a name in a DNS answer that IDNA refuses, for the
	// problems that follow.
	msgNotValidIDN msg.ID = "cli.not-valid-idn"

	// The answers of xn resolve that hold no record: %[1]s is the name,
	// %[2]s the record type (A, TXT, ...).

	// msgResolveNotExist: the server says the name does not exist
	// (NXDOMAIN).
	msgResolveNotExist msg.ID = "cli.resolve-not-exist"
	// msgResolveNoRecord: the name exists but has no record of the type.
	msgResolveNoRecord msg.ID = "cli.resolve-no-record"
	// msgResolveNotFound: the system's resolver does not tell the two
	// apart; %[2]s lists the types.
	msgResolveNotFound msg.ID = "cli.resolve-not-found"
	// msgResolveRefused: the server refused the query (REFUSED).
	msgResolveRefused msg.ID = "cli.resolve-refused"
	// msgResolveFailed: the lookup failed otherwise; %[3]s is the error.
	msgResolveFailed msg.ID = "cli.resolve-failed"
)

// Messages of xn check --form and xn zone.
const (
	// msgTooLong: a line too long to be read whole (xn check --form);
	// %[1]d the length read, in characters.
	msgTooLong msg.ID = "cli.too-long"
	// msgIncludeNotWritten: xn zone converted the file %[1]s (a TextQuoted
	// path), which an
	// $INCLUDE names, but writes it only with --out.
	msgIncludeNotWritten msg.ID = "cli.include-not-written"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgTooLong:           "the text is more than %[1]d characters long, far longer than any domain name; enter only the domain name",
	msgFormRefuses:       "ok under the %[1]s profile; xn check --form refuses it",
	msgFormSays:          "xn check --form says",
	msgWarning:           "warning",
	msgShownInASCII:      "shown in ASCII",
	msgNotValidIDN:       "not a valid IDN",
	msgResolveNotExist:   "the name %[1]s does not exist",
	msgResolveNoRecord:   "the name %[1]s has no %[2]s record",
	msgResolveNotFound:   "the name %[1]s does not exist or has none of the records asked for (%[2]s)",
	msgResolveRefused:    "the server refused the query for the %[2]s records of %[1]s",
	msgResolveFailed:     "the %[2]s records of %[1]s could not be looked up: %[3]s",
	msgIncludeNotWritten: "the included file %[1]s is converted but not written; give --out DIR to write it with the others",
}

func init() { msg.Register(english) }
