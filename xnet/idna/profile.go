package idna

import xnidna "github.com/xn-go/xn/idna"

// UnicodeVersion is the Unicode version of the tables this package uses:
// the build's default, 15.0.0 with Go 1.26 and 17.0.0 with Go 1.27, as for
// golang.org/x/net/idna.
const UnicodeVersion = xnidna.UnicodeVersion

// unicode16 selects the rules of UTS #46 revision 33 and later (Unicode
// 16.0.0 on): disallowed code points are found in validation, not mapping,
// and the STD3 rules are applied on their own, as x/net does with such
// tables.
const unicode16 = UnicodeVersion >= "16.0.0"

// maxInputLen bounds the input, as xn's idna does (MaxInputLen).
const maxInputLen = xnidna.MaxInputLen

// mappingKind is the first step of a profile, before the labels are read.
type mappingKind uint8

const (
	noMapping    mappingKind = iota // Punycode: the input as it is
	normalizeNFC                    // ValidateLabels without a mapping: NFC only
	mapLookup                       // MapForLookup: UTS #46 mapping, then NFC
	checkNoMap                      // ValidateForRegistration: reject what UTS #46 would map
)

// options are the settings of a Profile, with x/net's meaning.
type options struct {
	transitional      bool
	useSTD3Rules      bool
	checkHyphens      bool
	checkJoiners      bool
	verifyDNSLength   bool
	removeLeadingDots bool
	validateLabels    bool // the checks of decoded labels (x/net's fromPuny)
	bidiRule          bool
	mapping           mappingKind
	compat            compat // zero: xn's answers (see compat.go)
}

// An Option configures a Profile at creation time. Options apply in the
// order given, a later one overriding what an earlier one set.
type Option func(*options)

// A Profile defines the configuration of an IDNA mapper. It is safe for
// concurrent use.
type Profile struct {
	options
}

// Transitional sets a Profile to use the Transitional mapping as defined in
// UTS #46, which maps for example "ß" to "ss". It only has an effect
// together with MapForLookup, and only in ToASCII.
func Transitional(transitional bool) Option {
	return func(o *options) { o.transitional = transitional }
}

// VerifyDNSLength sets whether a Profile fails on a name or label longer
// than DNS allows, or an empty one (the VerifyDnsLength flag of UTS #46).
func VerifyDNSLength(verify bool) Option {
	return func(o *options) { o.verifyDNSLength = verify }
}

// RemoveLeadingDots removes leading label separators. It applies after the
// mapping step, so leading runes that map to dots, such as U+3002
// IDEOGRAPHIC FULL STOP, go as well.
func RemoveLeadingDots(remove bool) Option {
	return func(o *options) { o.removeLeadingDots = remove }
}

// ValidateLabels sets whether to check the label validation criteria of
// RFC 5891 section 5.4: hyphens, normalization, valid runes and the joiner
// rules. It sets CheckHyphens and CheckJoiners to enable, and when no
// mapping is set yet and enable is true, it adds NFC normalization.
func ValidateLabels(enable bool) Option {
	return func(o *options) {
		if enable && o.mapping == noMapping {
			o.mapping = normalizeNFC
		}
		o.checkJoiners = enable
		o.checkHyphens = enable
		o.validateLabels = enable
	}
}

// CheckHyphens sets whether to check the use of hyphens ('-') in labels:
// none at the start or end, none in the third and fourth positions
// (the CheckHyphens flag of UTS #46).
func CheckHyphens(enable bool) Option {
	return func(o *options) { o.checkHyphens = enable }
}

// CheckJoiners sets whether to check the ContextJ rules of RFC 5892
// appendix A for ZWJ and ZWNJ, and that a label does not begin with a
// combining mark (the CheckJoiners flag of UTS #46).
func CheckJoiners(enable bool) Option {
	return func(o *options) { o.checkJoiners = enable }
}

// StrictDomainName limits the ASCII characters of a name to the letters,
// digits and the hyphen that RFC 1034 allows (the UseSTD3ASCIIRules flag of
// UTS #46). MapForLookup and ValidateForRegistration set it; it only has an
// effect when labels are validated or mapped.
func StrictDomainName(use bool) Option {
	return func(o *options) { o.useSTD3Rules = use }
}

// BidiRule enables the Bidi rule of RFC 5893 (the CheckBidi flag of
// UTS #46).
func BidiRule() Option {
	return func(o *options) { o.bidiRule = true }
}

// ValidateForRegistration sets the options that check a name for
// registration (RFC 5891 section 4): no mapping (a rune that UTS #46 would
// map is an error), StrictDomainName, ValidateLabels, VerifyDNSLength and
// BidiRule. It overwrites these settings wherever it stands in the list.
func ValidateForRegistration() Option {
	return func(o *options) {
		o.mapping = checkNoMap
		StrictDomainName(true)(o)
		ValidateLabels(true)(o)
		VerifyDNSLength(true)(o)
		BidiRule()(o)
	}
}

// MapForLookup sets the options that transform a name for lookup (RFC 5891
// section 5): the UTS #46 mapping (case, width, compatibility forms) with
// normalization, StrictDomainName and ValidateLabels. It does not add the
// Bidi rule; add BidiRule for that. It overwrites these settings wherever it
// stands in the list.
func MapForLookup() Option {
	return func(o *options) {
		o.mapping = mapLookup
		StrictDomainName(true)(o)
		ValidateLabels(true)(o)
	}
}

// New creates a new Profile. With no options it equals Punycode; options
// apply in order, later ones overriding earlier ones.
func New(o ...Option) *Profile {
	p := &Profile{}
	for _, f := range o {
		f(&p.options)
	}
	return p
}

// ToASCII converts a domain or domain label to its ASCII form:
// ToASCII("bücher.example.com") is "xn--bcher-kva.example.com". On error it
// returns the error and a (partially) processed result, as x/net does.
func (p *Profile) ToASCII(s string) (string, error) { return p.process(s, true) }

// ToUnicode converts a domain or domain label to its Unicode form:
// ToUnicode("xn--bcher-kva.example.com") is "bücher.example.com". It never
// applies transitional processing. On error it returns the error and a
// (partially) processed result, as x/net does.
func (p *Profile) ToUnicode(s string) (string, error) {
	q := *p
	q.transitional = false
	return q.process(s, false)
}

// String describes the profile for debugging, in x/net's format, such as
// "NonTransitional:UseSTD3Rules:CheckHyphens:CheckJoiners".
func (p *Profile) String() string {
	s := "NonTransitional"
	if p.transitional {
		s = "Transitional"
	}
	for _, f := range []struct {
		on   bool
		name string
	}{
		{p.useSTD3Rules, ":UseSTD3Rules"},
		{p.checkHyphens, ":CheckHyphens"},
		{p.checkJoiners, ":CheckJoiners"},
		{p.verifyDNSLength, ":VerifyDNSLength"},
	} {
		if f.on {
			s += f.name
		}
	}
	return s
}

// The predefined profiles, configured as x/net configures its own.
var (
	// Punycode is a Profile that does raw Punycode processing with a
	// minimum of validation: no mapping, no validation of the labels.
	Punycode *Profile = &Profile{}

	// Lookup is the profile for looking up domain names (RFC 5891
	// section 5): UTS #46 mapping, validation, the Bidi rule.
	Lookup *Profile = &Profile{lookupOptions}

	// Display is the profile for displaying domain names; it is
	// configured as Lookup.
	Display *Profile = &Profile{lookupOptions}

	// Registration is the profile for checking whether a name is valid
	// for registration (RFC 5891 section 4): no mapping, validation, the
	// Bidi rule, the DNS length limits.
	Registration *Profile = New(ValidateForRegistration())
)

var lookupOptions = options{
	useSTD3Rules:   true,
	checkHyphens:   true,
	checkJoiners:   true,
	validateLabels: true,
	bidiRule:       true,
	mapping:        mapLookup,
}

// ToASCII is a wrapper for Punycode.ToASCII: it neither maps nor validates.
// A name a person typed wants Lookup.ToASCII.
func ToASCII(s string) (string, error) { return Punycode.process(s, true) }

// ToUnicode is a wrapper for Punycode.ToUnicode.
func ToUnicode(s string) (string, error) { return Punycode.process(s, false) }
