package main

import (
	"github.com/xn-go/xn/idna"
)

// profileDef is a profile that --profile can select.
type profileDef struct {
	name    string
	profile *idna.Profile
	doc     string
}

// profiles lists the library's predefined profiles in the order help shows
// them. The first is the default.
var profiles = []profileDef{
	{"lookup", idna.Lookup, "UTS #46 nontransitional mapping for names about to be resolved (the default)"},
	{"display", idna.Display, "the settings of lookup, for names about to be shown to a user"},
	{"registration", idna.Registration, "no mapping: a name must already be in its final form; every check on"},
	{"uts46", idna.UTS46, "the configuration of Unicode's conformance test IdnaTestV2.txt"},
	{"idna2008", idna.IDNA2008, "strict IDNA2008 (RFC 5891 to 5893): no mapping, RFC 5892 properties"},
	{"idna2008-lookup", idna.IDNA2008Lookup, "UTS #46 mapping, then IDNA2008 validity (RFC 5895; libidn2's default)"},
	{"idna2003", idna.IDNA2003, "RFC 3490 with nameprep (RFC 3491), AllowUnassigned and STD3 rules off"},
	{"whatwg", idna.WHATWG, "the URL Standard's domain to ASCII (beStrict false)"},
	{"punycode", idna.Punycode, "Punycode each label and nothing else: no mapping, no validation"},
}

func findProfile(name string) (profileDef, bool) {
	for _, p := range profiles {
		if p.name == name {
			return p, true
		}
	}
	return profileDef{}, false
}

func profileNames() []string {
	names := make([]string, len(profiles))
	for i, p := range profiles {
		names[i] = p.name
	}
	return names
}

// switchDef is a flag that overrides one setting of the profile.
type switchDef struct {
	name   string // long flag name; --no-NAME turns it off
	alias  string // another name, or ""
	option func(bool) idna.Option
	doc    string
}

// switches are the UTS #46 (and IDNA2003) flags, each with its own switch.
var switches = []switchDef{
	{"transitional", "", idna.Transitional, "ToASCII maps the deviations ß ς ZWJ ZWNJ (Transitional_Processing)"},
	{"check-hyphens", "", idna.CheckHyphens, "no hyphen at a label's ends, nor in positions 3 and 4 (V2, V3)"},
	{"check-bidi", "", idna.CheckBidi, "RFC 5893 Bidi rules, in names with right-to-left labels (B1-B6)"},
	{"check-joiners", "", idna.CheckJoiners, "CONTEXTJ rules for ZWJ and ZWNJ (C1, C2)"},
	{"check-contexto", "", idna.CheckContextO, "CONTEXTO rules of RFC 5892 A.3 to A.9 (C3-C9)"},
	{"std3", "use-std3-ascii-rules", idna.UseSTD3ASCIIRules, "ASCII only letters, digits, hyphen (alias --use-std3-ascii-rules)"},
	{"allow-underscore", "", idna.AllowUnderscore, "with --std3 or idna2008, also allow _ (as in _dmarc.example.com), nothing else"},
	{"verify-dns-length", "", idna.VerifyDNSLength, "labels of 1 to 63 octets, names up to 253 (A4_1, A4_2)"},
	{"ignore-invalid-punycode", "", idna.IgnoreInvalidPunycode, "keep undecodable xn-- labels instead of failing (P4)"},
	{"remove-leading-dots", "", idna.RemoveLeadingDots, "drop dots at the start of the name first"},
	{"allow-unassigned", "", idna.AllowUnassigned, "IDNA2003: accept code points unassigned in Unicode 3.2"},
	{"reject-mapped-ip", "", idna.RejectMappedIPLiterals, "fail when mapping makes the name read as an IPv4 address (IPLITERAL)"},
	{"reject-mapped-forbidden", "", idna.RejectMappedForbidden, "fail when mapping produces / ? # @ : or the like (MAPPED_FORBIDDEN)"},
	{"forbid-host-code-points", "", idna.ForbidHostCodePoints, "reject controls, space and URL delimiters in the name (FORBIDDEN)"},
}
