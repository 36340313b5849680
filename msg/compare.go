package msg

// The sentences of package compare: why regimes of IDNA give a name
// different results. %[1]s is always the regimes the sentence is about,
// a [List] of their names ("IDNA2008 and WHATWG URL Standard"); a
// character is a [Char]; a sentence of package idna is a Message.
const (
	// CompareRejects: with %[1]s the name is rejected: %[2]s, idna's
	// sentence (or an error's text).
	CompareRejects ID = "compare.rejects"
	// CompareFallback: %[1]s reject an all-ASCII name that %[2]s keeps
	// through the URL Standard's ASCII fallback.
	CompareFallback ID = "compare.fallback"
	// CompareKeepsDeviation: %[1]s keep the deviation character %[2]s,
	// which the others map to %[3]s, and reject it: %[4]s.
	CompareKeepsDeviation ID = "compare.keeps-deviation"
	// CompareContextO: %[1]s refuse %[2]s by a CONTEXTO rule.
	CompareContextO ID = "compare.contexto"
	// CompareUnassigned32: %[1]s refuse %[2]s, unassigned in Unicode 3.2.
	CompareUnassigned32 ID = "compare.unassigned-3.2"
	// CompareNoMapping: %[1]s do not map; %[2]s must be written as %[3]s.
	CompareNoMapping ID = "compare.no-mapping"
	// CompareNoMappingASCII: as CompareNoMapping, where %[4]s leaves
	// all-ASCII labels as they are.
	CompareNoMappingASCII ID = "compare.no-mapping-ascii"
	// CompareNotIDNA2008: %[1]s refuse %[2]s, of IDNA2008 property %[3]s.
	CompareNotIDNA2008 ID = "compare.not-idna2008"
	// CompareNV8: as CompareNotIDNA2008, for a code point UTS #46 lists
	// as valid (NV8).
	CompareNV8 ID = "compare.nv8"
	// CompareSTD3: %[1]s apply the STD3 rules and refuse %[2]s.
	CompareSTD3 ID = "compare.std3"
	// CompareChecks: %[1]s check %[2]s (a CompareRule message), which the
	// other regimes do not: %[3]s, idna's sentence.
	CompareChecks ID = "compare.checks"
	// CompareEveryLabel: %[1]s check every label, where %[2]s leaves
	// all-ASCII labels as they are: %[3]s, idna's sentence.
	CompareEveryLabel ID = "compare.every-label"
	// CompareMapsDeviation: %[1]s map the deviation character %[2]s to
	// %[3]s.
	CompareMapsDeviation ID = "compare.maps-deviation"
	// CompareKeepsCapitals: %[1]s leave all-ASCII labels as they are,
	// capitals included.
	CompareKeepsCapitals ID = "compare.keeps-capitals"
	// CompareMappingsDiffer: %[1]s give %[2]s, the others %[3]s.
	CompareMappingsDiffer ID = "compare.mappings-differ"
	// CompareNothing: what a character mapped to nothing becomes.
	CompareNothing ID = "compare.nothing"

	// The rules of CompareChecks.
	CompareRuleHyphens   ID = "compare.rule.hyphens"
	CompareRuleBidi      ID = "compare.rule.bidi"
	CompareRuleJoiners   ID = "compare.rule.joiners"
	CompareRuleLengths   ID = "compare.rule.lengths"
	CompareRuleForbidden ID = "compare.rule.forbidden"
	CompareRuleIPLiteral ID = "compare.rule.ip-literal"
	CompareRuleEmpty     ID = "compare.rule.empty"
)

var compareEnglish = []entry{
	{CompareRejects, "with %[1]s, the name is rejected: %[2]s"},
	{CompareFallback, "with %[1]s, the name is rejected, while %[2]s keeps an all-ASCII name that fails its checks as it is, lowercased (the URL Standard's ASCII fallback)"},
	{CompareKeepsDeviation, "with %[1]s, %[2]s, a deviation character that transitional processing and IDNA2003 map to %[3]s, is kept and then rejected: %[4]s"},
	{CompareContextO, "with %[1]s, %[2]s is not allowed here: a CONTEXTO rule of RFC 5892 (appendix A) refuses it"},
	{CompareUnassigned32, "with %[1]s, %[2]s is rejected: it was not assigned in Unicode 3.2, the version of IDNA2003's tables"},
	{CompareNoMapping, "with %[1]s, nothing is mapped: %[2]s must be written as %[3]s, which the regimes that map do themselves"},
	{CompareNoMappingASCII, "with %[1]s, nothing is mapped: %[2]s must be written as %[3]s, while %[4]s leaves all-ASCII labels as they are (RFC 3490 section 4.1)"},
	{CompareNotIDNA2008, "with %[1]s, %[2]s is not allowed (its IDNA2008 property is %[3]s)"},
	{CompareNV8, "with %[1]s, %[2]s is not allowed (its IDNA2008 property is %[3]s), although UTS #46 lists it as valid for compatibility with IDNA2003"},
	{CompareSTD3, "with %[1]s, the STD3 rules apply, which allow only letters, digits and hyphens in ASCII, so %[2]s is rejected; the regimes without them accept it"},
	{CompareChecks, "with %[1]s, %[2]s are checked, which the other regimes leave alone: %[3]s"},
	{CompareEveryLabel, "with %[1]s, every label is checked, while %[2]s leaves all-ASCII labels as they are (RFC 3490 section 4.1): %[3]s"},
	{CompareMapsDeviation, "with %[1]s, %[2]s, a deviation character, is mapped to %[3]s, while nontransitional processing and IDNA2008 keep it"},
	{CompareKeepsCapitals, "with %[1]s, all-ASCII labels are left as they are, capitals included (RFC 3490 section 4.1), which the other regimes lowercase"},
	{CompareMappingsDiffer, "with %[1]s, the name becomes %[2]s; with the other regimes, %[3]s"},
	{CompareNothing, "nothing"},
	{CompareRuleHyphens, "hyphens at the ends of labels and in positions 3 and 4"},
	{CompareRuleBidi, "the Bidi rule of RFC 5893"},
	{CompareRuleJoiners, "the joiner rules of RFC 5892 for ZERO WIDTH JOINER and NON-JOINER"},
	{CompareRuleLengths, "the DNS lengths of labels and names"},
	{CompareRuleForbidden, "the URL Standard's forbidden host code points"},
	{CompareRuleIPLiteral, "names that mapping turns into an IPv4 address"},
	{CompareRuleEmpty, "names that are empty once processed"},
}
