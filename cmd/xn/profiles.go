package main

import (
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/idna2003"
)

// A converter is what the commands need of a profile. *idna.Profile and
// idna2003.Profile are converters.
type converter interface {
	AppendToASCII(dst []byte, s string) ([]byte, error)
	AppendToUnicode(dst []byte, s string) ([]byte, error)
	Explain(s string) *trace.Trace
	String() string
	Settings() []string
}

// A predefined profile is refined by the switches into a converter.
type predefined interface {
	With(settings ...setting) converter
}

// uts46 is a profile of package idna (UTS #46, IDNA2008, WHATWG, Punycode).
type uts46 struct{ p *idna.Profile }

// With applies the switches that have an idna option; the IDNA2003-only
// switches do not apply.
func (u uts46) With(settings ...setting) converter {
	var opts []idna.Option
	for _, s := range settings {
		if s.sw.idnaOption != nil {
			opts = append(opts, s.sw.idnaOption(s.value))
		}
	}
	return u.p.With(opts...)
}

// rfc3490 is the IDNA2003 profile of package idna2003.
type rfc3490 struct{ p idna2003.Profile }

// With applies the switches that are flags of RFC 3490 (--std3,
// --allow-unassigned); the UTS #46 switches do not apply.
func (r rfc3490) With(settings ...setting) converter {
	p := r.p
	for _, s := range settings {
		if s.sw.rfc3490 != nil {
			s.sw.rfc3490(&p, s.value)
		}
	}
	return p
}

// profileDef is a profile that --profile can select.
type profileDef struct {
	name    string
	profile predefined
	doc     string
}

// profiles lists the library's predefined profiles in the order help shows
// them. The first is the default.
var profiles = []profileDef{
	{"lookup", uts46{idna.Lookup}, "UTS #46 nontransitional mapping for names about to be resolved (the default)"},
	{"display", uts46{idna.Display}, "the settings of lookup, for names about to be shown to a user"},
	{"registration", uts46{idna.Registration}, "no mapping: a name must already be in its final form; every check on"},
	{"uts46", uts46{idna.UTS46}, "the configuration of Unicode's conformance test IdnaTestV2.txt"},
	{"idna2008", uts46{idna.IDNA2008}, "strict IDNA2008 (RFC 5891 to 5893): no mapping, RFC 5892 properties"},
	{"idna2008-lookup", uts46{idna.IDNA2008Lookup}, "UTS #46 mapping, then IDNA2008 validity (RFC 5895; libidn2's default)"},
	{"idna2003", rfc3490{idna2003.Profile{}}, "RFC 3490 with nameprep (RFC 3491), AllowUnassigned and STD3 rules off"},
	{"whatwg", uts46{idna.WHATWG}, "the URL Standard's domain to ASCII (beStrict false)"},
	{"punycode", uts46{idna.Punycode}, "Punycode each label and nothing else: no mapping, no validation"},
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
	name       string                        // long flag name; --no-NAME turns it off
	alias      string                        // another name, or ""
	idnaOption func(bool) idna.Option        // the setting in package idna, or nil
	rfc3490    func(*idna2003.Profile, bool) // the setting of IDNA2003, or nil
	doc        string
}

// A setting is a switch given on the command line, with its value.
type setting struct {
	sw    switchDef
	value bool
}

// option returns the setting of the switch to the value.
func (sw switchDef) option(value bool) setting { return setting{sw, value} }

func setSTD3(p *idna2003.Profile, use bool)         { p.UseSTD3ASCIIRules = use }
func setUnassigned(p *idna2003.Profile, allow bool) { p.AllowUnassigned = allow }

// switches are the UTS #46 and IDNA2003 flags, each with its own switch.
// A switch applies to the profiles that have its setting: --std3 to all,
// --allow-unassigned to idna2003 only, the others to all but idna2003.
var switches = []switchDef{
	{"transitional", "", idna.Transitional, nil, "ToASCII maps the deviations ß ς ZWJ ZWNJ (Transitional_Processing)"},
	{"check-hyphens", "", idna.CheckHyphens, nil, "no hyphen at a label's ends, nor in positions 3 and 4 (V2, V3)"},
	{"check-bidi", "", idna.CheckBidi, nil, "RFC 5893 Bidi rules, in names with right-to-left labels (B1-B6)"},
	{"check-joiners", "", idna.CheckJoiners, nil, "CONTEXTJ rules for ZWJ and ZWNJ (C1, C2)"},
	{"check-contexto", "", idna.CheckContextO, nil, "CONTEXTO rules of RFC 5892 A.3 to A.9 (C3-C9)"},
	{"std3", "use-std3-ascii-rules", idna.UseSTD3ASCIIRules, setSTD3, "ASCII only letters, digits, hyphen (alias --use-std3-ascii-rules)"},
	{"allow-underscore", "", idna.AllowUnderscore, nil, "with --std3 or idna2008, also allow _ (as in _dmarc.example.com), nothing else"},
	{"verify-dns-length", "", idna.VerifyDNSLength, nil, "labels of 1 to 63 octets, names up to 253 (A4_1, A4_2)"},
	{"ignore-invalid-punycode", "", idna.IgnoreInvalidPunycode, nil, "keep undecodable xn-- labels instead of failing (P4)"},
	{"remove-leading-dots", "", idna.RemoveLeadingDots, nil, "drop dots at the start of the name first"},
	{"allow-unassigned", "", nil, setUnassigned, "IDNA2003: accept code points unassigned in Unicode 3.2"},
	{"reject-mapped-ip", "", idna.RejectMappedIPLiterals, nil, "fail when mapping makes the name read as an IPv4 address (IPLITERAL)"},
	{"reject-mapped-forbidden", "", idna.RejectMappedForbidden, nil, "fail when mapping produces / ? # @ : or the like (MAPPED_FORBIDDEN)"},
	{"forbid-host-code-points", "", idna.ForbidHostCodePoints, nil, "reject controls, space and URL delimiters in the name (FORBIDDEN)"},
}
