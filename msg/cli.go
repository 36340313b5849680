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
)

var cliEnglish = []entry{
	{CLIFormRefuses, "ok under the %[1]s profile; xn check --form refuses it"},
	{CLIFormSays, "xn check --form says"},
	{CLIWarning, "warning"},
	{CLIShownInASCII, "shown in ASCII"},
}
