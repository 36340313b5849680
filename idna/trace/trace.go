// Package trace holds what [github.com/xn-go/xn/idna.Profile.Explain] (and
// the Explain of package idna2003) report about one conversion: the labels
// of the input, the mapping of each code point, and every rule the
// conversion checked on each label with its verdict, in the order it ran.
// The rules are those of the conversion's own ordered list of rules whose
// conditions held for it, the conditions the conversion asks before it
// checks each rule; the verdicts are the problems ToASCII reported, so a
// trace says what ToASCII did, not what a separate description expects.
//
// [LookupRune] and [LookupRuneIn] give the table properties of one code
// point, as the trace shows them.
//
// Programs that only convert names never import this package, and do not
// link it.
package trace

import (
	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/rule"
)

// RuneInfo is what the IDNA tables say about one code point.
type RuneInfo struct {
	Rune rune
	// Status is the UTS #46 status: valid, ignored, mapped, deviation,
	// disallowed, and in Unicode 15.0.0 also disallowed_STD3_valid and
	// disallowed_STD3_mapped.
	Status Status
	// Mapping is the mapping target of a mapped or deviation code point.
	Mapping string
	// NV8 is true when the code point is valid in UTS #46 but not in
	// IDNA2008 (the NV8 and XV8 marks of the mapping table).
	NV8 bool
	// IDNA2008 is the RFC 5892 derived property: PVALID, CONTEXTJ,
	// CONTEXTO, DISALLOWED or UNASSIGNED.
	IDNA2008 Property
	// BidiClass is the Bidi_Class, such as L, R, AL, EN or NSM.
	BidiClass BidiClass
	// JoiningType is the Joining_Type: U, C, D, L, R or T.
	JoiningType JoiningType
	// Mark reports General_Category Mark; Virama reports canonical combining
	// class 9.
	Mark, Virama bool
}

// LookupRune returns the IDNA properties of r in the build's default
// tables, those of idna.UnicodeVersion.
func LookupRune(r rune) RuneInfo { return lookupIn(tables.Default, r) }

// LookupRuneIn returns the IDNA properties of r in the tables of Unicode
// version, such as "16.0.0", as a profile of idna.Unicode(version) sees
// them; "" stands for the default tables. It reports false, with the zero
// RuneInfo, when the program has no tables of version: see
// idna.ServesUnicode.
func LookupRuneIn(version string, r rune) (RuneInfo, bool) {
	tab := tables.Default
	if version != "" {
		tab = tables.Registered(version)
	}
	if tab == nil {
		return RuneInfo{}, false
	}
	return lookupIn(tab, r), true
}

func lookupIn(tab *tables.Table, r rune) RuneInfo {
	p := tab.Lookup(r)
	return RuneInfo{
		Rune:        r,
		Status:      Status(p.Status()),
		Mapping:     tab.Mapping(p),
		NV8:         p.NV8(),
		IDNA2008:    Property(p.Derived()),
		BidiClass:   BidiClass(p.Bidi()),
		JoiningType: JoiningType(p.Joining()),
		Mark:        p.IsMark(),
		Virama:      p.IsVirama(),
	}
}

// A Trace records how a profile processed one name, stage by stage, for
// diagnostics such as the xn explain command.
type Trace struct {
	Profile string
	Input   string
	// UnicodeVersion is the Unicode version of the tables the profile
	// converts by: its idna.Unicode option's, the build's default, or
	// "3.2.0" for IDNA2003.
	UnicodeVersion string
	// Mapping is the mapping step ToASCII ran on each label before its
	// validity rules, and which table those rules read.
	Mapping Mapping
	// InputLabels are the labels of the input as split at the four IDNA
	// dots, with the mapping of each code point.
	InputLabels []InputLabel
	// Labels are the labels after mapping, normalization and conversion,
	// with the rules run on each.
	Labels []Label
	// BidiDomain is true when a label holds R, AL or AN, which makes the
	// Bidi rules apply to every label.
	BidiDomain bool
	// NameRules are the rules checked on the name as a whole (input
	// length and UTF-8, total length, IP literals), with their verdicts.
	NameRules []Verdict
	// Unicode and UnicodeErr are the results of ToUnicode; ASCII and
	// ASCIIErr those of ToASCII.
	Unicode    string
	UnicodeErr error
	ASCII      string
	ASCIIErr   error
}

// Mapping names the mapping step of a conversion (UTS #46 section 4
// step 1, nameprep for IDNA2003, or none) and the table of code points its
// validity rules read: the UTS #46 status or the RFC 5892 property.
type Mapping uint8

// The mapping steps. The zero Mapping is that of a trace not made by an
// Explain.
const (
	_ Mapping = iota
	// MappingUTS46 is the UTS #46 mapping table, nontransitional (the
	// deviations ß ς ZWJ ZWNJ are kept), then NFC.
	MappingUTS46
	// MappingTransitional is the UTS #46 mapping table with transitional
	// processing (the deviations are mapped), then NFC.
	MappingTransitional
	// MappingNone is no mapping in a UTS #46 profile (NoMapping): a code
	// point that UTS #46 maps is an error.
	MappingNone
	// MappingNoneTransitional is MappingNone with transitional processing,
	// under which a deviation is an error too.
	MappingNoneTransitional
	// MappingIDNA2008 is no mapping in IDNA2008, whose RFC 5892 properties
	// decide which code points a label holds.
	MappingIDNA2008
	// MappingIDNA2008UTS46 is the UTS #46 nontransitional mapping before
	// the rules of IDNA2008 (RFC 5895).
	MappingIDNA2008UTS46
	// MappingNameprep is nameprep (RFC 3491) of IDNA2003: tables B.1 and
	// B.2, then NFKC, on the labels that are not all ASCII.
	MappingNameprep
	// MappingPunycodeOnly is no mapping and no validity: each label is
	// converted to or from Punycode as it is.
	MappingPunycodeOnly
)

// Transitional reports whether the deviations are mapped, or refused
// where nothing maps.
func (m Mapping) Transitional() bool {
	return m == MappingTransitional || m == MappingNoneTransitional
}

// Maps reports whether the step maps code points to others: the UTS #46
// table (either way, and before IDNA2008's rules) or nameprep.
func (m Mapping) Maps() bool {
	return m == MappingUTS46 || m == MappingTransitional || m == MappingIDNA2008UTS46 || m == MappingNameprep
}

// MapsDeviations reports whether the deviations ß ς ZWJ ZWNJ are mapped
// (or removed) as IDNA2003 did: by transitional processing or nameprep.
func (m Mapping) MapsDeviations() bool { return m == MappingTransitional || m == MappingNameprep }

// IDNA2008 reports whether the RFC 5892 properties decide which code points
// a label holds; IDNA2008 allows only letters, digits and hyphens in ASCII,
// as the STD3 rules do.
func (m Mapping) IDNA2008() bool { return m == MappingIDNA2008 || m == MappingIDNA2008UTS46 }

// InputLabel is one label of the input and what mapping made of it.
type InputLabel struct {
	Text   string
	Offset int
	// CodePoints are the input code points with their properties.
	CodePoints []RuneInfo
	// Mapped is the label after the mapping step, Normalized after NFC.
	// The traces of package idna2003 hold the results of the nameprep
	// steps instead: Mapped after tables B.1 and B.2 (RFC 3491 section 3),
	// Normalized after NFKC (section 4); for an all-ASCII label, to which
	// RFC 3490 does not apply nameprep, both are Text.
	Mapped, Normalized string
}

// Label is one label of the processed name.
type Label struct {
	Index int
	// Unicode is the label's Unicode form; ASCII its ASCII form (ToASCII).
	Unicode, ASCII string
	// FromPunycode is true when the label was an xn-- label decoded here.
	FromPunycode bool
	// Undecodable is true when the label is an xn-- label that did not
	// decode: it is kept as it is, and the validity rules do not run on it.
	Undecodable bool
	// NoASCII is true when ToASCII stopped on this label before it had an
	// ASCII form, so that ASCII is "". Only IDNA2003 (package idna2003),
	// which converts label by label, stops early; the profiles of this
	// package always give each label an ASCII form, valid or not.
	NoASCII bool
	// Rules lists every rule the profile has for the label, in the order
	// they are applied, with its verdict.
	Rules []Verdict
}

// Verdict is the outcome of one rule on one label.
type Verdict struct {
	Code rule.Code // as in idna.Problem.Code
	Name string    // what the rule checks
	// OK is true when the rule passed. A trace lists only the rules that
	// ran: those after a failure that stops a conversion are not there.
	OK bool
	// Detail says what failed or, for a rule with OK true, why a failure
	// was let through (such as an xn-- label that does not decode, kept by
	// IgnoreInvalidPunycode); often "".
	Detail string
}
