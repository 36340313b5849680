package idna

import (
	"slices"
	"strings"

	"github.com/xn-go/xn/idna/internal/tables"
)

// standard selects the processing a profile follows.
type standard uint8

const (
	stdUTS46    standard = iota // Unicode UTS #46 processing
	stdIDNA2008                 // RFC 5891 to 5893: no mapping, RFC 5892 derived properties
	stdPunycode                 // Punycode only: no mapping, no validation
)

// name names the standard as the profiles do. It is not String, which
// would link it (and its pointer wrapper) into every program that can
// print an Error, through the reflection reach of Error's options.
func (s standard) name() string {
	switch s {
	case stdIDNA2008:
		return "IDNA2008"
	case stdPunycode:
		return "Punycode"
	}
	return "UTS46"
}

// options holds every setting of a profile. The zero value is UTS #46
// nontransitional processing with mapping and no optional checks.
type options struct {
	std                   standard
	noMapping             bool // input must already be in mapped, normalized form (registration)
	transitional          bool
	checkHyphens          bool
	checkBidi             bool
	checkJoiners          bool
	checkContextO         bool
	useSTD3ASCIIRules     bool
	allowUnderscore       bool // with STD3 rules (or IDNA2008), "_" is allowed too
	verifyDNSLength       bool
	ignoreInvalidPunycode bool
	removeLeadingDots     bool
	skipValidation        bool // x/net's ValidateLabels(false)
	forbidHostCodePoints  bool // WHATWG URL Standard forbidden domain code points
	rejectEmptyResult     bool // WHATWG: an empty result is a failure
	urlHost               bool // WHATWG: the host helpers are the URL Standard's host parser
	asciiFallback         bool // WHATWG: an ASCII name that fails is lowercased instead (whatwg/url#914)
	rejectMappedIP        bool // a name that mapping turned into an IPv4 literal is an error
	rejectMappedForbidden bool // mapping must not produce a forbidden host code point
	// refused names the options given to With that the standard cannot
	// apply; a profile with any converts nothing (code OPTION).
	refused []string

	// tab holds the tables of Unicode(version); nil: tables.Default
	// (see options.table).
	tab *tables.Table
	// rev is the revision of UTS #46 of Unicode(version), whose rules
	// the profile applies; revBuild: that of tables.Default (see
	// options.revision).
	rev revision

	// The steps that only some settings run are reached through these
	// function values, which setSteps derives from the settings above
	// (and the predefined profiles spell out), so that a program whose
	// profiles never run a step does not link it. nil: the step is off.
	// They take the label by value: a pointer given to an indirect call
	// escapes, which would allocate every label on the heap.
	punycodeOnly    func(*state, []byte, labelValue) labelValue // std == stdPunycode
	unvalidated     func(*state, labelValue) labelValue         // skipValidation
	contextO        func(*state, []tables.Props, labelValue)    // checkContextO
	forbidden       func(*state)                                // forbidHostCodePoints && !useSTD3ASCIIRules
	remapDeviations func(*tables.Table, []byte, string) []byte  // transitional
	// NFC by a pinned table's version (normversion.go), for a tab other
	// than tables.Default: nfcAppend and isNFC.
	pinnedNFC   func(*tables.Table, []byte, []byte) []byte
	pinnedIsNFC func(*tables.Table, []byte, bool) bool
}

func punycodeOnlyStep(st *state, text []byte, lv labelValue) labelValue {
	st.punycodeOnly(text, &lv)
	return lv
}

func unvalidatedStep(st *state, lv labelValue) labelValue {
	st.skipValidation(&lv)
	return lv
}

func contextOStep(st *state, ps []tables.Props, lv labelValue) { st.checkContextO(ps, &lv) }

// setSteps sets the function values of the steps that o's settings run.
func (o *options) setSteps() {
	o.punycodeOnly, o.unvalidated, o.contextO, o.forbidden, o.remapDeviations = nil, nil, nil, nil, nil
	o.pinnedNFC, o.pinnedIsNFC = nil, nil
	if o.tab != nil && o.tab != tables.Default {
		o.pinnedNFC, o.pinnedIsNFC = nfcAppend, isNFC
	}
	if o.transitional {
		o.remapDeviations = remapDeviations
	}
	if o.std == stdPunycode {
		o.punycodeOnly = punycodeOnlyStep
	}
	if o.skipValidation {
		o.unvalidated = unvalidatedStep
	}
	if o.checkContextO {
		o.contextO = contextOStep
	}
	// With STD3 rules on, every forbidden code point is already an error.
	if o.forbidHostCodePoints && !o.useSTD3ASCIIRules {
		o.forbidden = (*state).checkForbidden
	}
}

// fallsBack reports whether the ASCII fallback applies: it is set, and
// neither setting of the URL Standard's beStrict (UseSTD3ASCIIRules,
// VerifyDNSLength) is, since the standard falls back only when beStrict is
// false.
func (o *options) fallsBack() bool {
	return o.asciiFallback && !o.useSTD3ASCIIRules && !o.verifyDNSLength
}

// maps reports whether the profile applies the UTS #46 mapping step.
func (o *options) maps() bool {
	return !o.noMapping && (o.std == stdUTS46 || o.std == stdIDNA2008)
}

// refuse moves the settings that o's standard cannot apply from o to
// o.refused, so that they neither print as settings nor pass unnoticed.
// Settings that only restate what the standard does anyway (a check set to
// off where there is no check) are accepted and not printed.
func (o *options) refuse() {
	drop := func(on *bool, name string) {
		if *on {
			o.refused = append(o.refused, name+" has no effect on "+o.std.name())
			*on = false
		}
	}
	switch o.std {
	case stdIDNA2008:
		drop(&o.transitional, "Transitional(true)")
		// The fallback needs UseSTD3ASCIIRules off, which IDNA2008 never is.
		drop(&o.asciiFallback, "ASCIIFallback(true)")
		if !o.useSTD3ASCIIRules {
			o.refused = append(o.refused, "UseSTD3ASCIIRules(false) has no effect on IDNA2008, which allows only letters, digits and hyphens in ASCII (see AllowUnderscore)")
			o.useSTD3ASCIIRules = true
		}
	case stdPunycode:
		drop(&o.transitional, "Transitional(true)")
		drop(&o.checkHyphens, "CheckHyphens(true)")
		drop(&o.checkBidi, "CheckBidi(true)")
		drop(&o.checkJoiners, "CheckJoiners(true)")
		drop(&o.checkContextO, "CheckContextO(true)")
		drop(&o.useSTD3ASCIIRules, "UseSTD3ASCIIRules(true)")
		drop(&o.ignoreInvalidPunycode, "IgnoreInvalidPunycode(true)")
		drop(&o.rejectMappedForbidden, "RejectMappedForbidden(true)")
		drop(&o.allowUnderscore, "AllowUnderscore(true)")
	}
}

// A Profile is a set of IDNA processing rules. The predefined profiles are
// values to use as they are; [Profile.With] derives a refined copy, never
// changing the profile it is called on. A Profile is safe for concurrent use.
type Profile struct {
	name string
	o    options
}

// An Option changes one setting of a profile. Options never depend on
// their order in a call to [Profile.With]: they are applied by
// precedence, not position.
//
//   - [ValidateLabels] comes first, so that the options for single checks
//     override what it says about validation.
//   - Every single-setting option comes last, so it always wins over
//     ValidateLabels touching the same setting.
//
// When two options of the same kind set one setting to different values
// (CheckBidi(false) and CheckBidi(true), say), the stricter value wins: a check
// on rather than off, IgnoreInvalidPunycode and RemoveLeadingDots off
// rather than on, nontransitional rather than transitional. golang.org/x/net/idna applies its options in the order
// given instead, so that New(MapForLookup(), StrictDomainName(false))
// differs there from the reverse order. x/net's constructor New, its
// presets MapForLookup and ValidateForRegistration and its own names for
// two of these options, StrictDomainName and BidiRule, are package
// github.com/xn-go/xn/xnet/idna's: here they are [UseSTD3ASCIIRules] and
// [CheckBidi].
type Option struct {
	rank int // order of application: see precedence
	name string
	set  func(*options)
}

// Levels of precedence of an option; within a level the lax value of a
// setting is applied before the strict one, so that the strict one wins.
const (
	levelPreset = iota
	levelValidateLabels
	levelSetting
	numRanks = 2 * (levelSetting + 1)
)

// precedence returns the rank of an option of a level, strict or not.
func precedence(level int, strict bool) int {
	if strict {
		return 2*level + 1
	}
	return 2 * level
}

// setting returns a single-setting option; strict tells whether the value
// it sets is the stricter of the two.
func setting(name string, strict bool, set func(*options)) Option {
	return Option{precedence(levelSetting, strict), name, set}
}

// String returns the option as it would be written in Go, such as
// "CheckBidi(true)".
func (o Option) String() string { return o.name }

func boolName(name string, v bool) string {
	if v {
		return name + "(true)"
	}
	return name + "(false)"
}

// Transitional sets UTS #46 Transitional_Processing: when true, the deviation
// characters ß, ς, ZERO WIDTH JOINER and ZERO WIDTH NON-JOINER are mapped
// (to ss, σ and nothing) by ToASCII instead of kept. ToUnicode is always
// nontransitional.
func Transitional(transitional bool) Option {
	return setting(boolName("Transitional", transitional), !transitional, func(o *options) { o.transitional = transitional })
}

// CheckHyphens sets UTS #46 CheckHyphens: labels must not begin or end with
// a hyphen (V3) nor have hyphens in both the third and fourth positions (V2).
func CheckHyphens(check bool) Option {
	return setting(boolName("CheckHyphens", check), check, func(o *options) { o.checkHyphens = check })
}

// CheckBidi sets UTS #46 CheckBidi: in a Bidi domain name every label must
// satisfy the six rules of RFC 5893 section 2 (B1 to B6).
func CheckBidi(check bool) Option {
	return setting(boolName("CheckBidi", check), check, func(o *options) { o.checkBidi = check })
}

// CheckJoiners sets UTS #46 CheckJoiners: ZERO WIDTH JOINER and NON-JOINER
// must satisfy the CONTEXTJ rules of RFC 5892 appendix A (C1, C2).
func CheckJoiners(check bool) Option {
	return setting(boolName("CheckJoiners", check), check, func(o *options) { o.checkJoiners = check })
}

// CheckContextO enables the CONTEXTO rules of RFC 5892 appendix A.3 to A.9
// (codes C3 to C9), which UTS #46 leaves out and IDNA2008 requires.
func CheckContextO(check bool) Option {
	return setting(boolName("CheckContextO", check), check, func(o *options) { o.checkContextO = check })
}

// UseSTD3ASCIIRules sets UTS #46 UseSTD3ASCIIRules: ASCII code points must
// be lowercase letters, digits or hyphen (the STD3 host name rules).
func UseSTD3ASCIIRules(use bool) Option {
	return setting(boolName("UseSTD3ASCIIRules", use), use, func(o *options) { o.useSTD3ASCIIRules = use })
}

// AllowUnderscore lets the underscore "_" through the rules that otherwise
// refuse it, and nothing else: the STD3 rules of UseSTD3ASCIIRules and
// IDNA2008's, which allow only letters, digits and hyphen. It is for the
// service and policy labels of DNS (_dmarc.example.com, _sip._tcp.example),
// which are not host names; UseSTD3ASCIIRules(false) would also let through
// a$b(c).com, {x}.com and *. Like the other ASCII rules it applies to every
// label, and an underscore is never a reason to skip any other check.
func AllowUnderscore(allow bool) Option {
	return setting(boolName("AllowUnderscore", allow), !allow, func(o *options) { o.allowUnderscore = allow })
}

// VerifyDNSLength sets UTS #46 VerifyDnsLength: ToASCII rejects empty
// labels, labels over 63 octets and names over 253 octets (A4_1, A4_2), and
// ToUnicode rejects empty labels other than the root (X4_2).
func VerifyDNSLength(verify bool) Option {
	return setting(boolName("VerifyDNSLength", verify), verify, func(o *options) { o.verifyDNSLength = verify })
}

// IgnoreInvalidPunycode sets UTS #46 IgnoreInvalidPunycode: an xn-- label
// whose Punycode cannot be decoded is passed through unchanged and
// unchecked instead of being an error (P4).
func IgnoreInvalidPunycode(ignore bool) Option {
	return setting(boolName("IgnoreInvalidPunycode", ignore), !ignore, func(o *options) { o.ignoreInvalidPunycode = ignore })
}

// RejectMappedIPLiterals makes ToASCII fail (code "IPLITERAL") when mapping
// turned the input into something that reads as an IPv4 address: a name
// whose last label is all digits, such as "１２７．０．０．１" → "127.0.0.1"
// (golang/go#80417). A caller that checked the input for IP literals would
// otherwise be bypassed. Input that is already that ASCII string is left
// alone. Lookup, Display and Registration set it; UTS46 and WHATWG (whose
// URL parser handles IPv4 itself) do not.
func RejectMappedIPLiterals(reject bool) Option {
	return setting(boolName("RejectMappedIPLiterals", reject), reject, func(o *options) { o.rejectMappedIP = reject })
}

// RejectMappedForbidden makes mapping fail (code "MAPPED_FORBIDDEN") when a
// non-ASCII code point maps to text holding one of the URL Standard's
// forbidden domain code points, such as U+2100 ℀ → "a/c" or U+FF0F → "/"
// (CVE-2019-9636): a name that looked like one host would become a path or
// another host. UseSTD3ASCIIRules already rejects these (U1, or P1 with
// Unicode 15.0.0), so the check runs when it is off, as programs turn it off
// to allow "_dmarc.example". Lookup, Display and Registration set it.
func RejectMappedForbidden(reject bool) Option {
	return setting(boolName("RejectMappedForbidden", reject), reject, func(o *options) { o.rejectMappedForbidden = reject })
}

// ForbidHostCodePoints rejects the URL Standard's forbidden domain code
// points (C0 controls, space, # % / : < > ? @ [ \ ] ^ | and DEL) anywhere in
// the processed name, with code "FORBIDDEN". WHATWG, Lookup, Display and
// Registration set it, so that turning UseSTD3ASCIIRules off (to allow
// "_dmarc.example") does not let NUL, controls or URL delimiters through.
// With UseSTD3ASCIIRules on, which already rejects all of them, it adds
// nothing.
func ForbidHostCodePoints(forbid bool) Option {
	return setting(boolName("ForbidHostCodePoints", forbid), forbid, func(o *options) { o.forbidHostCodePoints = forbid })
}

// ASCIIFallback sets the URL Standard's ASCII fallback in domain to ASCII
// (whatwg/url#914, June 2026): when ToASCII fails on a name that is all
// ASCII and holds no forbidden domain code point, the result is the name
// in ASCII lowercase, and the failure's problems become validation
// errors, which [Profile.ToASCIIWithErrors] returns. Browsers have always
// accepted such hosts ("xn--a", "xn--8i7caa.famitei.net"), and the web
// depends on it. WHATWG sets it; WHATWG.With(ASCIIFallback(false)) is the
// URL Standard's earlier domain to ASCII, which fails on them (see
// docs/whatwg.md). Input that is not ASCII, or longer than [MaxInputLen],
// never falls back, nor does a profile that refuses an option (see
// [Profile.With]), nor one with [UseSTD3ASCIIRules] or
// [VerifyDNSLength] on: they are the standard's beStrict, which has no
// fallback ([Profile.Settings] lists ASCIIFallback only where it is in
// force). IDNA2008, whose STD3 rules cannot be turned off, refuses it.
func ASCIIFallback(allow bool) Option {
	return setting(boolName("ASCIIFallback", allow), !allow, func(o *options) { o.asciiFallback = allow })
}

// RemoveLeadingDots removes leading dots (any of the four IDNA full stops)
// before processing, like golang.org/x/net/idna's option of the same name,
// with one difference: x/net removes them after mapping, xn from the input,
// so a leading label that only mapping empties ("\u00AD.com") is still an
// empty label here (see docs/xnet-differences.md).
func RemoveLeadingDots(remove bool) Option {
	return setting(boolName("RemoveLeadingDots", remove), !remove, func(o *options) { o.removeLeadingDots = remove })
}

// ValidateLabels turns the label validity checks on or off, as
// golang.org/x/net/idna's option of the same name: when false, labels are
// mapped and converted but not validated, and CheckHyphens and CheckJoiners
// are off unless set by their own options. The Bidi rule ([CheckBidi],
// [CheckBidi]) still applies, as in x/net. Without validation a disallowed
// code point passes through: with Unicode 15.0.0 tables the mapping step
// still rejects it (P1), with 16.0 and later, where UTS #46 moved that check
// to validation, nothing does, NUL included, unless [ForbidHostCodePoints]
// is set.
func ValidateLabels(enable bool) Option {
	return Option{precedence(levelValidateLabels, enable), boolName("ValidateLabels", enable), func(o *options) {
		o.skipValidation = !enable
		o.checkHyphens = enable
		o.checkJoiners = enable
	}}
}

// mapForLookup is golang.org/x/net/idna's preset for lookup (UTS #46
// mapping, UseSTD3ASCIIRules, CheckHyphens, CheckJoiners), which the tests
// compare with x/net's; given to IDNA2008 it is [IDNA2008Lookup].
func mapForLookup() Option {
	return Option{precedence(levelPreset, false), "MapForLookup()", func(o *options) {
		if o.std != stdIDNA2008 {
			o.std = stdUTS46
		}
		o.noMapping = false
		o.useSTD3ASCIIRules = true
		o.skipValidation = false
		o.checkHyphens = true
		o.checkJoiners = true
	}}
}

// validateForRegistration is golang.org/x/net/idna's preset for
// registration (no mapping, UseSTD3ASCIIRules, label validation,
// VerifyDNSLength, the Bidi rule), which the tests compare with x/net's.
func validateForRegistration() Option {
	return Option{precedence(levelPreset, true), "ValidateForRegistration()", func(o *options) {
		o.std = stdUTS46
		o.noMapping = true
		o.useSTD3ASCIIRules = true
		o.skipValidation = false
		o.checkHyphens = true
		o.checkJoiners = true
		o.verifyDNSLength = true
		o.checkBidi = true
	}}
}

// newProfile is a profile built from the options, starting from UTS #46
// nontransitional processing with mapping and every optional check off:
// what the tests compare with x/net's New and its presets.
func newProfile(opts ...Option) *Profile {
	return (&Profile{name: "New"}).With(opts...)
}

// With returns a copy of p with the options applied (see [Option] for their
// order). p itself is not changed.
//
// An option that p's standard cannot apply is refused, never dropped
// silently: Transitional(true) with IDNA2008, which has no transitional
// processing, UseSTD3ASCIIRules(false) with IDNA2008, or a check with the
// Punycode profile, which checks nothing. The profile With returns then
// fails every call with code "OPTION" ([ErrOption]), whose Detail names the
// option: every conversion, host, label and check, whatever the input, the
// [ASCIIFallback] included; and its String does not list the setting.
func (p *Profile) With(opts ...Option) *Profile {
	q := &Profile{name: p.name, o: p.o}
	q.o.refused = slices.Clone(p.o.refused)
	for rank := 0; rank < numRanks; rank++ {
		for _, opt := range opts {
			if opt.rank == rank && opt.set != nil {
				opt.set(&q.o)
			}
		}
	}
	q.o.refuse()
	q.o.setSteps()
	if len(opts) > 0 {
		names := make([]string, len(opts))
		for i, opt := range opts {
			names[i] = opt.name
		}
		q.name = p.name + ".With(" + strings.Join(names, ", ") + ")"
	}
	return q
}

// String returns the profile's name and its settings, as
// "Name{Setting:Setting:…}".
func (p *Profile) String() string {
	return p.name + "{" + strings.Join(p.Settings(), ":") + "}"
}

// Settings returns the names of the settings in force, in a fixed order:
// the standard or the processing (IDNA2008, PunycodeOnly,
// Transitional or Nontransitional), then each check or option that is on,
// named as its [Option] (CheckHyphens, CheckBidi, UseSTD3ASCIIRules, …).
func (p *Profile) Settings() []string {
	o := p.o
	var flags []string
	add := func(on bool, name string) {
		if on {
			flags = append(flags, name)
		}
	}
	switch o.std {
	case stdIDNA2008:
		flags = append(flags, "IDNA2008")
		add(!o.noMapping, "UTS46Mapping")
	case stdPunycode:
		flags = append(flags, "PunycodeOnly")
	default:
		if o.transitional {
			flags = append(flags, "Transitional")
		} else {
			flags = append(flags, "Nontransitional")
		}
		add(o.noMapping, "NoMapping")
	}
	add(o.checkHyphens, "CheckHyphens")
	add(o.checkBidi, "CheckBidi")
	add(o.checkJoiners, "CheckJoiners")
	add(o.checkContextO, "CheckContextO")
	add(o.useSTD3ASCIIRules, "UseSTD3ASCIIRules")
	add(o.allowUnderscore && (o.useSTD3ASCIIRules || o.std == stdIDNA2008), "AllowUnderscore")
	add(o.verifyDNSLength, "VerifyDNSLength")
	add(o.ignoreInvalidPunycode, "IgnoreInvalidPunycode")
	add(o.removeLeadingDots, "RemoveLeadingDots")
	add(o.skipValidation, "NoValidation")
	add(o.forbidHostCodePoints, "ForbidHostCodePoints")
	add(o.fallsBack(), "ASCIIFallback")
	add(o.rejectMappedIP, "RejectMappedIPLiterals")
	add(o.rejectMappedForbidden && o.maps(), "RejectMappedForbidden")
	return flags
}

// The predefined profiles.
var (
	// UTS46 is exactly the configuration of Unicode's conformance test
	// IdnaTestV2.txt: nontransitional, CheckHyphens, CheckBidi, CheckJoiners,
	// UseSTD3ASCIIRules and VerifyDnsLength all on.
	// UTS46.With(Transitional(true)) is its transitional twin.
	UTS46 = &Profile{"UTS46", options{
		checkHyphens: true, checkBidi: true, checkJoiners: true,
		useSTD3ASCIIRules: true, verifyDNSLength: true,
	}}

	// Lookup is for names about to be looked up in the DNS, as
	// golang.org/x/net/idna's Lookup: UTS #46 nontransitional mapping with
	// CheckHyphens, CheckBidi, CheckJoiners and UseSTD3ASCIIRules, without
	// VerifyDnsLength. Beyond x/net it sets [RejectMappedIPLiterals],
	// [RejectMappedForbidden] and [ForbidHostCodePoints], which keep their
	// effect when UseSTD3ASCIIRules is turned off: Lookup.With(
	// UseSTD3ASCIIRules(false)) accepts "_dmarc.example" but still rejects
	// "a b.com" and "℀.com" (see docs/security.md).
	Lookup = &Profile{"Lookup", options{
		checkHyphens: true, checkBidi: true, checkJoiners: true,
		useSTD3ASCIIRules: true, rejectMappedIP: true, rejectMappedForbidden: true,
		forbidHostCodePoints: true,
	}}

	// Display is for names about to be shown to a user, as
	// golang.org/x/net/idna's Display: the settings of Lookup, including
	// its three settings beyond x/net's. It converts; it does not decide
	// whether the Unicode form is safe to show (аррӏе.com, in Cyrillic, is
	// valid): for that, use spoof.Display of github.com/xn-go/xn/spoof.
	Display = &Profile{"Display", options{
		checkHyphens: true, checkBidi: true, checkJoiners: true,
		useSTD3ASCIIRules: true, rejectMappedIP: true, rejectMappedForbidden: true,
		forbidHostCodePoints: true,
	}}

	// Registration is for names about to be registered, as
	// golang.org/x/net/idna's Registration: no mapping (a character that
	// UTS #46 would map is an error), every check on, and VerifyDnsLength,
	// plus the three settings of Lookup beyond x/net's.
	Registration = &Profile{"Registration", options{
		noMapping:    true,
		checkHyphens: true, checkBidi: true, checkJoiners: true,
		useSTD3ASCIIRules: true, verifyDNSLength: true, rejectMappedIP: true,
		rejectMappedForbidden: true, forbidHostCodePoints: true,
	}}

	// Punycode converts each label with Punycode and nothing else, as
	// golang.org/x/net/idna's Punycode: no mapping, no validation.
	Punycode = &Profile{"Punycode", options{std: stdPunycode, punycodeOnly: punycodeOnlyStep}}

	// IDNA2008 is strict IDNA2008 (RFC 5891 to 5893) with no mapping: every
	// code point must be PVALID, or CONTEXTJ or CONTEXTO with its RFC 5892
	// rule satisfied; hyphen, leading-mark, NFC, Bidi and DNS length rules
	// apply.
	IDNA2008 = &Profile{"IDNA2008", options{
		std: stdIDNA2008, noMapping: true,
		checkHyphens: true, checkBidi: true, checkJoiners: true, checkContextO: true,
		useSTD3ASCIIRules: true, verifyDNSLength: true,
		contextO: contextOStep,
	}}

	// IDNA2008Lookup is IDNA2008 with the UTS #46 mapping in front of its
	// validity rules (x/net's preset MapForLookup given to IDNA2008), the profile that RFC
	// 5895 describes and libidn2 uses by default. What people type is
	// mapped ("Bücher.DE" is "xn--bcher-kva.de"), and the result must be
	// valid IDNA2008 ("😀.com" is an error, as UTS #46 would accept it).
	//
	// It is written out, not built with With, so that programs that do not
	// call With do not link it (TestIDNA2008Lookup checks it equals the
	// With form).
	IDNA2008Lookup = &Profile{"IDNA2008Lookup", options{
		std:          stdIDNA2008,
		checkHyphens: true, checkBidi: true, checkJoiners: true, checkContextO: true,
		useSTD3ASCIIRules: true, verifyDNSLength: true,
		contextO: contextOStep,
	}}

	// WHATWG is the URL Standard's domain to ASCII (with beStrict false):
	// nontransitional, CheckBidi and CheckJoiners on, CheckHyphens,
	// UseSTD3ASCIIRules and VerifyDnsLength off, then the forbidden domain
	// code points (code "FORBIDDEN") and the empty result (code "EMPTY")
	// rejected, and, as the standard has it since June 2026, the
	// [ASCIIFallback]: an ASCII name without forbidden code points that
	// fails is returned lowercased ("XN--A" → "xn--a"), its problems kept
	// for [Profile.ToASCIIWithErrors]. WHATWG.With(ASCIIFallback(false))
	// fails on such names, as the standard did before. Its
	// [Profile.HostToASCII] is the standard's host parser.
	WHATWG = &Profile{"WHATWG", options{
		checkBidi: true, checkJoiners: true, forbidHostCodePoints: true, rejectEmptyResult: true,
		urlHost: true, asciiFallback: true, forbidden: (*state).checkForbidden,
	}}
)

// ToASCII converts a name to its ASCII form with the Lookup profile. Unlike
// golang.org/x/net/idna, whose package-level ToASCII uses its Punycode
// profile, this maps and validates: it is what a program about to resolve a
// name wants.
func ToASCII(s string) (string, error) { return Lookup.ToASCII(s) }

// ToUnicode converts a name to its Unicode form with the Lookup profile. See
// [Profile.ToUnicode].
func ToUnicode(s string) (string, error) { return Lookup.ToUnicode(s) }
