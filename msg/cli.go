package msg

// The words of xn's command line around the sentences of other messages,
// rendered as fragments (Message.String) between them: "a..b: ok under the
// lookup profile; xn check --form refuses it: A4_2: The name has two dots
// in a row; remove one".
const (
	// CLIFormRefuses: the name passes under the profile %[1]s (as the
	// command line names it), and a form's domain field refuses it for
	// the problems that follow.
	CLIFormRefuses ID = "cli.form-refuses"
	// CLIFormSays: the name fails, and what a form's domain field says of
	// it follows: what to enter instead of a pasted web address.
	CLIFormSays ID = "cli.form-says"
	// CLIWarning: a warning, a sentence of its own, follows.
	CLIWarning ID = "cli.warning"
	// CLIShownInASCII: the display policy shows the name with A-labels,
	// for the reasons that follow.
	CLIShownInASCII ID = "cli.shown-in-ascii"
	// CLINotValidIDN: a name in a DNS answer that IDNA refuses, for the
	// problems that follow.
	CLINotValidIDN ID = "cli.not-valid-idn"

	// The answers of xn resolve that hold no record: %[1]s is the name,
	// %[2]s the record type (A, TXT, ...).

	// CLIResolveNotExist: the server says the name does not exist
	// (NXDOMAIN).
	CLIResolveNotExist ID = "cli.resolve-not-exist"
	// CLIResolveNoRecord: the name exists but has no record of the type.
	CLIResolveNoRecord ID = "cli.resolve-no-record"
	// CLIResolveNotFound: the system's resolver does not tell the two
	// apart; %[2]s lists the types.
	CLIResolveNotFound ID = "cli.resolve-not-found"
	// CLIResolveRefused: the server refused the query (REFUSED).
	CLIResolveRefused ID = "cli.resolve-refused"
	// CLIResolveFailed: the lookup failed otherwise; %[3]s is the error.
	CLIResolveFailed ID = "cli.resolve-failed"
)

var cliEnglish = []entry{
	{CLIFormRefuses, "ok under the %[1]s profile; xn check --form refuses it"},
	{CLIFormSays, "xn check --form says"},
	{CLIWarning, "warning"},
	{CLIShownInASCII, "shown in ASCII"},
	{CLINotValidIDN, "not a valid IDN"},
	{CLIResolveNotExist, "the name %[1]s does not exist"},
	{CLIResolveNoRecord, "the name %[1]s has no %[2]s record"},
	{CLIResolveNotFound, "the name %[1]s does not exist or has none of the records asked for (%[2]s)"},
	{CLIResolveRefused, "the server refused the query for the %[2]s records of %[1]s"},
	{CLIResolveFailed, "the %[2]s records of %[1]s could not be looked up: %[3]s"},
}
