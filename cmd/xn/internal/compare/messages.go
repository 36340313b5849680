package compare

import "github.com/xn-go/xn/msg"

// The sentences of package compare: why regimes of IDNA give a name
// different results. %[1]s is always the regimes the sentence is about,
// a [msg.List] of their names ("IDNA2008 and WHATWG URL Standard"); a
// character is a [msg.Char]; a sentence of package idna is a Message.
const (
	// msgRejects: with %[1]s the name is rejected: %[2]s, idna's
	// sentence (or an error's text).
	msgRejects msg.ID = "compare.rejects"
	// msgFallback: %[1]s reject an all-ASCII name that %[2]s keeps
	// through the URL Standard's ASCII fallback.
	msgFallback msg.ID = "compare.fallback"
	// msgKeepsDeviation: %[1]s keep the deviation character %[2]s,
	// which the others map to %[3]s, and reject it: %[4]s.
	msgKeepsDeviation msg.ID = "compare.keeps-deviation"
	// msgContextO: %[1]s refuse %[2]s by a CONTEXTO rule.
	msgContextO msg.ID = "compare.contexto"
	// msgUnassigned32: %[1]s refuse %[2]s, unassigned in Unicode 3.2.
	msgUnassigned32 msg.ID = "compare.unassigned-3.2"
	// msgNoMapping: %[1]s do not map; %[2]s must be written as %[3]s.
	msgNoMapping msg.ID = "compare.no-mapping"
	// msgNoMappingASCII: as msgNoMapping, where %[4]s leaves
	// all-ASCII labels as they are.
	msgNoMappingASCII msg.ID = "compare.no-mapping-ascii"
	// msgNotIDNA2008: %[1]s refuse %[2]s, of IDNA2008 property %[3]s.
	msgNotIDNA2008 msg.ID = "compare.not-idna2008"
	// msgNV8: as msgNotIDNA2008, for a code point UTS #46 lists
	// as valid (NV8).
	msgNV8 msg.ID = "compare.nv8"
	// msgSTD3: %[1]s apply the STD3 rules and refuse %[2]s.
	msgSTD3 msg.ID = "compare.std3"
	// msgChecks: %[1]s check %[2]s (a CompareRule message), which the
	// other regimes do not: %[3]s, idna's sentence.
	msgChecks msg.ID = "compare.checks"
	// msgEveryLabel: %[1]s check every label, where %[2]s leaves
	// all-ASCII labels as they are: %[3]s, idna's sentence.
	msgEveryLabel msg.ID = "compare.every-label"
	// msgMapsDeviation: %[1]s map the deviation character %[2]s to
	// %[3]s.
	msgMapsDeviation msg.ID = "compare.maps-deviation"
	// msgKeepsCapitals: %[1]s leave all-ASCII labels as they are,
	// capitals included.
	msgKeepsCapitals msg.ID = "compare.keeps-capitals"
	// msgMappingsDiffer: %[1]s give %[2]s, the others %[3]s.
	msgMappingsDiffer msg.ID = "compare.mappings-differ"
	// msgNothing: what a character mapped to nothing becomes.
	msgNothing msg.ID = "compare.nothing"

	// The rules of msgChecks.
	msgRuleHyphens   msg.ID = "compare.rule.hyphens"
	msgRuleBidi      msg.ID = "compare.rule.bidi"
	msgRuleJoiners   msg.ID = "compare.rule.joiners"
	msgRuleLengths   msg.ID = "compare.rule.lengths"
	msgRuleForbidden msg.ID = "compare.rule.forbidden"
	msgRuleIPLiteral msg.ID = "compare.rule.ip-literal"
	msgRuleEmpty     msg.ID = "compare.rule.empty"
)

// english holds the English templates of the package's messages, which
// its init registers with package msg.
var english = map[msg.ID]string{
	msgRejects:        "with %[1]s, the name is rejected: %[2]s",
	msgFallback:       "with %[1]s, the name is rejected, while %[2]s keeps an all-ASCII name that fails its checks as it is, lowercased (the URL Standard's ASCII fallback)",
	msgKeepsDeviation: "with %[1]s, %[2]s, a deviation character that transitional processing and IDNA2003 map to %[3]s, is kept and then rejected: %[4]s",
	msgContextO:       "with %[1]s, %[2]s is not allowed here: a CONTEXTO rule of RFC 5892 (appendix A) refuses it",
	msgUnassigned32:   "with %[1]s, %[2]s is rejected: it was not assigned in Unicode 3.2, the version of IDNA2003's tables",
	msgNoMapping:      "with %[1]s, nothing is mapped: %[2]s must be written as %[3]s, which the regimes that map do themselves",
	msgNoMappingASCII: "with %[1]s, nothing is mapped: %[2]s must be written as %[3]s, while %[4]s leaves all-ASCII labels as they are (RFC 3490 section 4.1)",
	msgNotIDNA2008:    "with %[1]s, %[2]s is not allowed (its IDNA2008 property is %[3]s)",
	msgNV8:            "with %[1]s, %[2]s is not allowed (its IDNA2008 property is %[3]s), although UTS #46 lists it as valid for compatibility with IDNA2003",
	msgSTD3:           "with %[1]s, the STD3 rules apply, which allow only letters, digits and hyphens in ASCII, so %[2]s is rejected; the regimes without them accept it",
	msgChecks:         "with %[1]s, %[2]s are checked, which the other regimes leave alone: %[3]s",
	msgEveryLabel:     "with %[1]s, every label is checked, while %[2]s leaves all-ASCII labels as they are (RFC 3490 section 4.1): %[3]s",
	msgMapsDeviation:  "with %[1]s, %[2]s, a deviation character, is mapped to %[3]s, while nontransitional processing and IDNA2008 keep it",
	msgKeepsCapitals:  "with %[1]s, all-ASCII labels are left as they are, capitals included (RFC 3490 section 4.1), which the other regimes lowercase",
	msgMappingsDiffer: "with %[1]s, the name becomes %[2]s; with the other regimes, %[3]s",
	msgNothing:        "nothing",
	msgRuleHyphens:    "hyphens at the ends of labels and in positions 3 and 4",
	msgRuleBidi:       "the Bidi rule of RFC 5893",
	msgRuleJoiners:    "the joiner rules of RFC 5892 for ZERO WIDTH JOINER and NON-JOINER",
	msgRuleLengths:    "the DNS lengths of labels and names",
	msgRuleForbidden:  "the URL Standard's forbidden host code points",
	msgRuleIPLiteral:  "names that mapping turns into an IPv4 address",
	msgRuleEmpty:      "names that are empty once processed",
}

func init() { msg.Register(english) }
