package playground

import "github.com/xn-go/xn/msg"

// The words of the playground page (cmd/xn/internal/playground): its
// headings, buttons, table heads and notes, each shown on its own, and the
// summary of a list. The page asks for the words by ID (the keys of english);
// in them, %[1]s, %[2]s, … stand for what the page puts there (a name, a
// number, a link), in the order the language needs.
const (
	// msgSummary sums up a list: %[1]d names, %[2]d of them not
	// valid.
	msgSummary msg.ID = "playground.summary"
	// msgSummaryASCII: the same, and %[3]d valid ones shown with
	// A-labels.
	msgSummaryASCII msg.ID = "playground.summary-ascii"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgSummary:                       "names: %[1]d · not valid: %[2]d",
	msgSummaryASCII:                  "names: %[1]d · not valid: %[2]d · shown with A-labels: %[3]d",
	"playground.title":               "the xn playground",
	"playground.tagline":             "see an internationalized domain name being converted, stage by stage",
	"playground.input":               "name, or a list of names (one per line)",
	"playground.controls":            "input and settings",
	"playground.copy-link":           "copy link",
	"playground.link-copied":         "link copied",
	"playground.switches":            "switches",
	"playground.none-set":            "none set",
	"playground.n-set":               "set: %[1]s",
	"playground.footer":              "everything is computed by %[1]s; nothing is loaded from elsewhere",
	"playground.copy":                "copy",
	"playground.copied":              "copied",
	"playground.select-copy":         "select and copy",
	"playground.copy-ascii":          "copy the ASCII form",
	"playground.copy-unicode":        "copy the Unicode form",
	"playground.back":                "back to the list",
	"playground.result":              "result",
	"playground.profile-note":        "profile %[1]s:",
	"playground.ascii-form":          "ASCII (ToASCII)",
	"playground.unicode-form":        "Unicode (ToUnicode)",
	"playground.shown-to-people":     "shown to people",
	"playground.best-effort":         "not valid; best effort:",
	"playground.empty":               "empty",
	"playground.nothing-not-valid":   "nothing: the name is not valid",
	"playground.badge-unicode":       "Unicode",
	"playground.badge-alabels":       "with A-labels",
	"playground.passed":              "passed",
	"playground.failed":              "failed",
	"playground.labels":              "labels",
	"playground.label-title":         "label %[1]s, byte %[2]s",
	"playground.odd-dots":            "dots other than U+002E FULL STOP also separate labels:",
	"playground.code-points":         "code points",
	"playground.label-n":             "label %[1]s",
	"playground.char":                "character",
	"playground.code-point":          "code point",
	"playground.script":              "script",
	"playground.char-name":           "name",
	"playground.status":              "UTS #46 status",
	"playground.mapping":             "mapping",
	"playground.bidi":                "bidi class",
	"playground.joining":             "joining type",
	"playground.mapped-nothing":      "nothing",
	"playground.mapped":              "mapped:",
	"playground.nfc-changed":         "changed by normalization",
	"playground.rules":               "rules",
	"playground.decoded-from":        "decoded from %[1]s",
	"playground.undecodable":         "an xn-- label that does not decode",
	"playground.whole-name":          "the whole name",
	"playground.no-punycode-stopped": "none: ToASCII stopped before the Punycode step (see the rules)",
	"playground.no-punycode-ascii":   "every label is ASCII: nothing to encode",
	"playground.display-policy":      "display policy",
	"playground.display-rejected":    "IDNA rejects the name, so it has no safe form to show",
	"playground.shown-unicode":       "shown in Unicode",
	"playground.shown-ascii":         "shown in ASCII",
	"playground.policy-note":         "the default policy of spoof.Display (modelled on Chromium's), on the Lookup profile",
	"playground.regimes":             "under every regime",
	"playground.regime":              "regime",
	"playground.verdict":             "verdict",
	"playground.same-result":         "every regime gives the same result",
	"playground.all-reject":          "every regime rejects the name; the table gives the codes of each",
	"playground.decoding":            "decoding %[1]s (label %[2]s): %[3]s basic code points, then one delta per inserted code point",
	"playground.encoding":            "encoding %[1]s (label %[2]s): %[3]s basic code points copied, then one delta per non-basic code point",
	"playground.inserted-at":         "inserted at",
	"playground.delta":               "delta",
	"playground.digits":              "digits written",
	"playground.bias":                "bias after",
	"playground.trace-result":        "result:",
	"playground.results":             "results",
	"playground.open-note":           "open a name to see it stage by stage",
	"playground.input-head":          "input",
	"playground.codes":               "codes",
	"playground.first-problem":       "first problem",
	"playground.not-valid":           "not valid:",
	"playground.backend-failed":      "the backend did not start:",
	"playground.profiles-setting":    "profile's",
	"playground.on":                  "on",
	"playground.off":                 "off",
	"playground.default":             "default",
}

func init() { msg.Register(english) }
