package explainjson

import "github.com/xn-go/xn/msg"

// The verdicts of the playground: the line beside the name that says
// whether it converts and how it would be shown. %[1]s of the not-valid
// and shown-as messages is the first problem or reason, a sentence of its
// own ([msg.Message.String] of another message); the others count the rest.
const (
	// msgValid: the name converts.
	msgValid msg.ID = "verdict.valid"
	// msgNotValid: the name does not convert, for one problem.
	msgNotValid msg.ID = "verdict.not-valid"
	// msgNotValidOneMore: for two problems, the first shown.
	msgNotValidOneMore msg.ID = "verdict.not-valid-one-more"
	// msgNotValidMore: for %[2]d more problems than the first.
	msgNotValidMore msg.ID = "verdict.not-valid-more"
	// msgNothingSafe: the display policy finds no form to show.
	msgNothingSafe msg.ID = "verdict.nothing-safe"
	// msgShownAs: the name is shown as %[1]s, for no reason to tell.
	msgShownAs msg.ID = "verdict.shown-as"
	// msgShownAsBecause: shown as %[1]s for one reason, %[2]s.
	msgShownAsBecause msg.ID = "verdict.shown-as-because"
	// msgShownAsOneMore: for two reasons, the first shown.
	msgShownAsOneMore msg.ID = "verdict.shown-as-one-more"
	// msgShownAsMore: for %[3]d more reasons than the first.
	msgShownAsMore msg.ID = "verdict.shown-as-more"
	// msgCheckingHost: the text held a URL, a port or an email address,
	// and the verdicts are those of its host %[1]s.
	msgCheckingHost msg.ID = "verdict.checking-host"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgValid:           "valid",
	msgNotValid:        "not valid: %[1]s",
	msgNotValidOneMore: "not valid: %[1]s (and 1 more problem)",
	msgNotValidMore:    "not valid: %[1]s (and %[2]d more problems)",
	msgNothingSafe:     "nothing safe to show",
	msgShownAs:         "shown as %[1]s",
	msgShownAsBecause:  "shown as %[1]s: %[2]s",
	msgShownAsOneMore:  "shown as %[1]s: %[2]s (and 1 more reason)",
	msgShownAsMore:     "shown as %[1]s: %[2]s (and %[3]d more reasons)",
	msgCheckingHost:    "checking the host %[1]s",
}

func init() { msg.Register(english) }
