package idna

import (
	xnet "golang.org/x/net/idna"
)

// An optionPair is one option of x/net and its counterpart here.
type optionPair struct {
	name   string
	ours   Option
	theirs xnet.Option
}

func optionPairs() map[string]optionPair {
	pairs := map[string]optionPair{}
	add := func(name string, ours Option, theirs xnet.Option) {
		pairs[name] = optionPair{name, ours, theirs}
	}
	for _, b := range []bool{true, false} {
		s := map[bool]string{true: "(true)", false: "(false)"}[b]
		add("Transitional"+s, Transitional(b), xnet.Transitional(b))
		add("VerifyDNSLength"+s, VerifyDNSLength(b), xnet.VerifyDNSLength(b))
		add("RemoveLeadingDots"+s, RemoveLeadingDots(b), xnet.RemoveLeadingDots(b))
		add("ValidateLabels"+s, ValidateLabels(b), xnet.ValidateLabels(b))
		add("CheckHyphens"+s, CheckHyphens(b), xnet.CheckHyphens(b))
		add("CheckJoiners"+s, CheckJoiners(b), xnet.CheckJoiners(b))
		add("StrictDomainName"+s, StrictDomainName(b), xnet.StrictDomainName(b))
	}
	add("BidiRule()", BidiRule(), xnet.BidiRule())
	add("ValidateForRegistration()", ValidateForRegistration(), xnet.ValidateForRegistration())
	add("MapForLookup()", MapForLookup(), xnet.MapForLookup())
	return pairs
}

// A profilePair is a profile here and the x/net profile it stands for.
type profilePair struct {
	name   string
	ours   *Profile
	theirs *xnet.Profile
}

// combinations are the New calls compared besides the single options: the
// ones x/net programs use, and orders in which a preset overrides an option.
var combinations = [][]string{
	{},
	{"MapForLookup()", "BidiRule()"},
	{"MapForLookup()", "Transitional(true)"},
	{"MapForLookup()", "BidiRule()", "Transitional(true)"},
	{"MapForLookup()", "VerifyDNSLength(true)", "RemoveLeadingDots(true)"},
	{"MapForLookup()", "StrictDomainName(false)"},
	{"StrictDomainName(false)", "MapForLookup()"},
	{"MapForLookup()", "CheckHyphens(false)"},
	{"MapForLookup()", "CheckJoiners(false)"},
	{"MapForLookup()", "StrictDomainName(false)", "CheckHyphens(false)"},
	{"MapForLookup()", "BidiRule()", "ValidateLabels(false)"},
	{"ValidateLabels(false)", "MapForLookup()"},
	{"MapForLookup()", "ValidateLabels(false)"},
	{"ValidateForRegistration()", "StrictDomainName(false)"},
	{"StrictDomainName(false)", "ValidateForRegistration()"},
	{"ValidateForRegistration()", "VerifyDNSLength(false)"},
	{"ValidateForRegistration()", "MapForLookup()"},
	{"MapForLookup()", "ValidateForRegistration()"},
	{"ValidateLabels(true)", "BidiRule()"},
	{"BidiRule()", "VerifyDNSLength(true)"},
	{"CheckJoiners(true)", "CheckHyphens(true)"},
}

// profilePairs returns the four profiles, New with each single option, and
// the combinations.
func profilePairs() []profilePair {
	pairs := []profilePair{
		{"Punycode", Punycode, xnet.Punycode},
		{"Lookup", Lookup, xnet.Lookup},
		{"Display", Display, xnet.Display},
		{"Registration", Registration, xnet.Registration},
	}
	opts := optionPairs()
	var singles [][]string
	for _, name := range sortedKeys(opts) {
		singles = append(singles, []string{name})
	}
	for _, combo := range append(singles, combinations...) {
		var ours []Option
		var theirs []xnet.Option
		name := "New("
		for i, o := range combo {
			if i > 0 {
				name += ", "
			}
			name += o
			ours = append(ours, opts[o].ours)
			theirs = append(theirs, opts[o].theirs)
		}
		pairs = append(pairs, profilePair{name + ")", New(ours...), xnet.New(theirs...)})
	}
	return pairs
}
