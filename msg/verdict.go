package msg

// The verdicts of the playground: the line beside the name that says
// whether it converts and how it would be shown. %[1]s of the not-valid
// and shown-as messages is the first problem or reason, a sentence of its
// own ([Message.String] of another message); the others count the rest.
const (
	// VerdictValid: the name converts.
	VerdictValid ID = "verdict.valid"
	// VerdictNotValid: the name does not convert, for one problem.
	VerdictNotValid ID = "verdict.not-valid"
	// VerdictNotValidOneMore: for two problems, the first shown.
	VerdictNotValidOneMore ID = "verdict.not-valid-one-more"
	// VerdictNotValidMore: for %[2]d more problems than the first.
	VerdictNotValidMore ID = "verdict.not-valid-more"
	// VerdictNothingSafe: the display policy finds no form to show.
	VerdictNothingSafe ID = "verdict.nothing-safe"
	// VerdictShownAs: the name is shown as %[1]s, for no reason to tell.
	VerdictShownAs ID = "verdict.shown-as"
	// VerdictShownAsBecause: shown as %[1]s for one reason, %[2]s.
	VerdictShownAsBecause ID = "verdict.shown-as-because"
	// VerdictShownAsOneMore: for two reasons, the first shown.
	VerdictShownAsOneMore ID = "verdict.shown-as-one-more"
	// VerdictShownAsMore: for %[3]d more reasons than the first.
	VerdictShownAsMore ID = "verdict.shown-as-more"
	// VerdictCheckingHost: the text held a URL, a port or an email address,
	// and the verdicts are those of its host %[1]s.
	VerdictCheckingHost ID = "verdict.checking-host"
)

var verdictEnglish = []entry{
	{VerdictValid, "valid"},
	{VerdictNotValid, "not valid: %[1]s"},
	{VerdictNotValidOneMore, "not valid: %[1]s (and 1 more problem)"},
	{VerdictNotValidMore, "not valid: %[1]s (and %[2]d more problems)"},
	{VerdictNothingSafe, "nothing safe to show"},
	{VerdictShownAs, "shown as %[1]s"},
	{VerdictShownAsBecause, "shown as %[1]s: %[2]s"},
	{VerdictShownAsOneMore, "shown as %[1]s: %[2]s (and 1 more reason)"},
	{VerdictShownAsMore, "shown as %[1]s: %[2]s (and %[3]d more reasons)"},
	{VerdictCheckingHost, "checking the host %[1]s"},
}
