// Package regime is the one registry of the IDNA regimes that xn's
// programs offer by name: the predefined profiles of package idna and the
// IDNA2003 profile of package idna2003, with their names (as "xn
// --profile" takes them), their documentation line and their settings, and
// the switches that override one setting of a profile, with their names
// (as "xn --SWITCH" takes them), their documentation line and how each
// applies to each kind of profile. The command line and the playground
// read their lists from here, so that they offer the same regimes under the
// same names.
package regime

import (
	"errors"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/idna2003"
	"github.com/xn-go/xn/rule"
)

// A Converter is a profile refined by switches: *idna.Profile and
// idna2003.Profile are Converters.
type Converter interface {
	ToASCII(s string) (string, error)
	ToUnicode(s string) (string, error)
	AppendToASCII(dst []byte, s string) ([]byte, error)
	AppendToUnicode(dst []byte, s string) ([]byte, error)
	Explain(s string) *trace.Trace
	String() string
	// Settings names the settings for people to read; a program asks
	// Checks, and the Mapping of a trace, what the profile does.
	Settings() []string
	// Checks reports whether ToASCII checks the rule of a code that
	// depends on the profile's settings (see idna.Profile.Checks).
	Checks(code rule.Code) bool
}

// A Profile is a predefined regime that a program offers by name.
type Profile struct {
	Name  string // as --profile takes it: "lookup", "idna2003"
	Title string // as sentences name it: "UTS #46 nontransitional"
	Doc   string // one line for the help
	idna  *idna.Profile
	// rfc3490 is the IDNA2003 profile, used when idna is nil.
	rfc3490 idna2003.Profile
}

// IDNA returns the profile of package idna, or nil for the IDNA2003 one.
func (p Profile) IDNA() *idna.Profile { return p.idna }

// With returns the profile with the settings applied, in order. A switch
// that has no setting in the profile's kind (--allow-unassigned outside
// IDNA2003, the UTS #46 switches in IDNA2003) does not apply.
func (p Profile) With(settings ...Setting) Converter {
	if p.idna == nil {
		r := p.rfc3490
		for _, s := range settings {
			if s.Switch.rfc3490 != nil {
				s.Switch.rfc3490(&r, s.On)
			}
		}
		return r
	}
	var opts []idna.Option
	for _, s := range settings {
		if s.Switch.idna != nil {
			opts = append(opts, s.Switch.idna(s.On))
		}
	}
	return p.idna.With(opts...)
}

// ErrUnicode32 is the error of WithUnicode for the IDNA2003 profile. Its
// text has no package name in front: the command line and the playground
// show it as it is, after the setting it refuses.
var ErrUnicode32 = errors.New("the idna2003 profile has the tables of Unicode 3.2, which no version changes")

// WithUnicode is With, converting by the tables of Unicode version (see
// idna.Unicode); "" keeps the build's default. It fails when the program
// does not serve version (the *idna.UnicodeVersionError of
// idna.ServesUnicode says why), and with ErrUnicode32 for the IDNA2003
// profile.
func (p Profile) WithUnicode(version string, settings ...Setting) (Converter, error) {
	c := p.With(settings...)
	switch {
	case version == "":
		return c, nil
	case p.idna == nil:
		return nil, ErrUnicode32
	}
	if err := idna.ServesUnicode(version); err != nil {
		return nil, err
	}
	return c.(*idna.Profile).With(idna.Unicode(version)), nil
}

// profiles lists the profiles in the order the help shows them; the first
// is the default.
var profiles = []Profile{
	{Name: "lookup", Title: "UTS #46 lookup", Doc: "UTS #46 nontransitional mapping for names about to be resolved (the default)", idna: idna.Lookup},
	{Name: "display", Title: "UTS #46 display", Doc: "the settings of lookup, for names about to be shown to a user", idna: idna.Display},
	{Name: "registration", Title: "UTS #46 registration", Doc: "no mapping: a name must already be in its final form; every check on", idna: idna.Registration},
	{Name: "uts46", Title: "UTS #46 nontransitional", Doc: "the configuration of Unicode's conformance test IdnaTestV2.txt", idna: idna.UTS46},
	{Name: "idna2008", Title: "IDNA2008", Doc: "strict IDNA2008 (RFC 5891 to 5893): no mapping, RFC 5892 properties", idna: idna.IDNA2008},
	{Name: "idna2008-lookup", Title: "IDNA2008 with UTS #46 mapping", Doc: "UTS #46 mapping, then IDNA2008 validity (RFC 5895; libidn2's default)", idna: idna.IDNA2008Lookup},
	{Name: "idna2003", Title: "IDNA2003", Doc: "RFC 3490 with nameprep (RFC 3491), AllowUnassigned and STD3 rules off", rfc3490: idna2003.Profile{}},
	{Name: "whatwg", Title: "WHATWG URL Standard", Doc: "the URL Standard's domain to ASCII (beStrict false)", idna: idna.WHATWG},
	{Name: "punycode", Title: "Punycode only", Doc: "Punycode each label and nothing else: no mapping, no validation", idna: idna.Punycode},
}

// Profiles returns the profiles, the default first.
func Profiles() []Profile { return append([]Profile(nil), profiles...) }

// LookupProfile returns the profile named name.
func LookupProfile(name string) (Profile, bool) {
	for _, p := range profiles {
		if p.Name == name {
			return p, true
		}
	}
	return Profile{}, false
}

// ProfileNames returns the names of the profiles, the default first.
func ProfileNames() []string {
	out := make([]string, len(profiles))
	for i, p := range profiles {
		out[i] = p.Name
	}
	return out
}

// A Switch overrides one setting of a profile.
type Switch struct {
	Name  string // as the flag --NAME; --no-NAME turns it off
	Alias string // another name, or ""
	Doc   string // one line for the help
	idna  func(bool) idna.Option
	// rfc3490 sets the setting of an IDNA2003 profile, or is nil.
	rfc3490 func(*idna2003.Profile, bool)
}

// A Setting is a switch turned on or off.
type Setting struct {
	Switch *Switch
	On     bool
}

func setSTD3(p *idna2003.Profile, use bool)         { p.UseSTD3ASCIIRules = use }
func setUnassigned(p *idna2003.Profile, allow bool) { p.AllowUnassigned = allow }

// switches are the UTS #46 and IDNA2003 settings, each with its switch. A
// switch applies to the profiles that have its setting: --std3 to all,
// --allow-unassigned to idna2003 only, the others to all but idna2003.
var switches = []Switch{
	{"transitional", "", "ToASCII maps the deviations ß ς ZWJ ZWNJ (Transitional_Processing)", idna.Transitional, nil},
	{"check-hyphens", "", "no hyphen at a label's ends, nor in positions 3 and 4 (V2, V3)", idna.CheckHyphens, nil},
	{"check-bidi", "", "RFC 5893 Bidi rules, in names with right-to-left labels (B1-B6)", idna.CheckBidi, nil},
	{"check-joiners", "", "CONTEXTJ rules for ZWJ and ZWNJ (C1, C2)", idna.CheckJoiners, nil},
	{"check-contexto", "", "CONTEXTO rules of RFC 5892 A.3 to A.9 (C3-C9)", idna.CheckContextO, nil},
	{"std3", "use-std3-ascii-rules", "ASCII only letters, digits, hyphen (alias --use-std3-ascii-rules)", idna.UseSTD3ASCIIRules, setSTD3},
	{"allow-underscore", "", "with --std3 or idna2008, also allow _ (as in _dmarc.example.com), nothing else", idna.AllowUnderscore, nil},
	{"verify-dns-length", "", "labels of 1 to 63 octets, names up to 253 (A4_1, A4_2)", idna.VerifyDNSLength, nil},
	{"ignore-invalid-punycode", "", "keep undecodable xn-- labels instead of failing (P4)", idna.IgnoreInvalidPunycode, nil},
	{"remove-leading-dots", "", "drop dots at the start of the name first", idna.RemoveLeadingDots, nil},
	{"allow-unassigned", "", "IDNA2003: accept code points unassigned in Unicode 3.2", nil, setUnassigned},
	{"reject-mapped-ip", "", "fail when mapping makes the name read as an IPv4 address (IPLITERAL)", idna.RejectMappedIPLiterals, nil},
	{"reject-mapped-forbidden", "", "fail when mapping produces / ? # @ : or the like (MAPPED_FORBIDDEN)", idna.RejectMappedForbidden, nil},
	{"forbid-host-code-points", "", "reject controls, space and URL delimiters in the name (FORBIDDEN)", idna.ForbidHostCodePoints, nil},
}

// Switches returns the switches in the order the help shows them. The
// pointers stay valid: a Setting refers to one of them.
func Switches() []*Switch {
	out := make([]*Switch, len(switches))
	for i := range switches {
		out[i] = &switches[i]
	}
	return out
}

// LookupSwitch returns the switch named name (or by its alias), or nil.
func LookupSwitch(name string) *Switch {
	for i := range switches {
		if switches[i].Name == name || switches[i].Alias != "" && switches[i].Alias == name {
			return &switches[i]
		}
	}
	return nil
}

// A Selection is a regime as a person selects it on xn's command line or
// in its playground: a profile, the switches turned on or off, and the
// Unicode version of the tables.
type Selection struct {
	Profile  Profile
	Settings []Setting // applied in order
	Unicode  string    // "" for the build's default
}

// Converter returns the profile with the settings applied, by the tables
// of the Unicode version; it fails as WithUnicode does.
func (s Selection) Converter() (Converter, error) {
	return s.Profile.WithUnicode(s.Unicode, s.Settings...)
}

// Setting reports whether the selection sets the switch, and to what; the
// last setting of a switch wins.
func (s Selection) Setting(sw *Switch) (on, set bool) {
	for _, st := range s.Settings {
		if st.Switch == sw {
			on, set = st.On, true
		}
	}
	return on, set
}

// String is the selection as xn's command line writes it, the one way
// every program names it to people: "uts46 --no-check-hyphens --unicode
// 15.1.0".
func (s Selection) String() string {
	out := s.Profile.Name
	for _, st := range s.Settings {
		if st.On {
			out += " --" + st.Switch.Name
		} else {
			out += " --no-" + st.Switch.Name
		}
	}
	if s.Unicode != "" {
		out += " --unicode " + s.Unicode
	}
	return out
}
