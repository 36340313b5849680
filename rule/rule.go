// Package rule names the rules that IDNA processing checks, one [Code] per
// rule, so that the packages of this module (label, nameprep, punycode,
// idna) report the same rule under the same name.
//
// The codes of UTS #46 are spelled exactly as in Unicode's conformance file
// IdnaTestV2.txt (P1, V6, A4_2, …). Their numbering follows the Unicode
// version of the tables in use: UTS #46 16.0 renumbered some criteria, so
// the same check is V6 with the 15.0.0 tables and V7 with the 17.0.0 ones.
// The other codes are this module's own and do not change with the version.
package rule

// A Code names one rule. Its value is the code's own spelling, so a Code
// prints and compares as the string of IdnaTestV2.txt.
type Code string

// UTS #46 section 4 processing and conversion (IdnaTestV2.txt spelling).
const (
	// P1: a code point is disallowed (15.0.0: at the mapping step, which
	// includes the STD3 statuses; 16.0 and later report these as V7 and U1).
	P1 Code = "P1"
	// P4: an xn-- label is not valid Punycode, decodes to an empty or
	// all-ASCII string, or holds non-ASCII after the prefix.
	P4 Code = "P4"
	// A3: Punycode encoding of a label failed.
	A3 Code = "A3"
	// A4_1: the name is empty or longer than 253 octets (VerifyDnsLength).
	A4_1 Code = "A4_1"
	// A4_2: a label is empty or longer than 63 octets (VerifyDnsLength).
	A4_2 Code = "A4_2"
	// X4_2: ToUnicode found an empty label with VerifyDnsLength set.
	X4_2 Code = "X4_2"
	// U1: an ASCII code point outside letters, digits and hyphen under
	// UseSTD3ASCIIRules (16.0 and later).
	U1 Code = "U1"
)

// UTS #46 section 4.1 validity criteria. Which rule a number names depends
// on the Unicode version; the comments give both.
const (
	// V1: the label is not in Normalization Form C.
	V1 Code = "V1"
	// V2: hyphens in both the third and fourth positions.
	V2 Code = "V2"
	// V3: a hyphen at the start or the end of the label.
	V3 Code = "V3"
	// V4: 15.0.0: a full stop in the label; 16.0 and later: a decoded
	// label begins with xn--.
	V4 Code = "V4"
	// V5: 15.0.0: the label begins with a combining mark; 16.0 and later:
	// a full stop in the label.
	V5 Code = "V5"
	// V6: 15.0.0: a code point with a status the profile does not allow;
	// 16.0 and later: the label begins with a combining mark.
	V6 Code = "V6"
	// V7: 16.0 and later: a code point with a status the profile does not
	// allow.
	V7 Code = "V7"
)

// RFC 5892 appendix A: the CONTEXTJ (C1, C2, in IdnaTestV2.txt) and
// CONTEXTO rules (C3 to C9, this module's numbering of A.3 to A.9).
const (
	C1 Code = "C1" // ZERO WIDTH NON-JOINER outside a joining context (A.1)
	C2 Code = "C2" // ZERO WIDTH JOINER not after a virama (A.2)
	C3 Code = "C3" // MIDDLE DOT not between two l (A.3)
	C4 Code = "C4" // GREEK LOWER NUMERAL SIGN not before Greek (A.4)
	C5 Code = "C5" // HEBREW PUNCTUATION GERESH not after Hebrew (A.5)
	C6 Code = "C6" // HEBREW PUNCTUATION GERSHAYIM not after Hebrew (A.6)
	C7 Code = "C7" // KATAKANA MIDDLE DOT without Hiragana, Katakana or Han (A.7)
	C8 Code = "C8" // ARABIC-INDIC DIGITS mixed with EXTENDED ARABIC-INDIC (A.8)
	C9 Code = "C9" // EXTENDED ARABIC-INDIC DIGITS mixed with ARABIC-INDIC (A.9)
)

// RFC 5893 section 2: the Bidi rule, one code per condition.
const (
	B1 Code = "B1" // first character not L, R or AL
	B2 Code = "B2" // RTL label: a character outside R, AL, AN, EN, ES, CS, ET, ON, BN, NSM
	B3 Code = "B3" // RTL label: does not end in R, AL, EN or AN (NSM aside)
	B4 Code = "B4" // RTL label: both EN and AN
	B5 Code = "B5" // LTR label: a character outside L, EN, ES, CS, ET, ON, BN, NSM
	B6 Code = "B6" // LTR label: does not end in L or EN (NSM aside)
)

// This module's codes for input and for the WHATWG URL profile.
const (
	// UTF8: the input is not valid UTF-8.
	UTF8 Code = "UTF8"
	// TOOLONG: the input is longer than the processing limit.
	TOOLONG Code = "TOOLONG"
	// IPLITERAL: mapping turned the name into an IPv4 address literal.
	IPLITERAL Code = "IPLITERAL"
	// FORBIDDEN: a forbidden domain code point of the URL Standard.
	FORBIDDEN Code = "FORBIDDEN"
	// MAPPED_FORBIDDEN: a mapping produced a forbidden domain code point.
	MAPPED_FORBIDDEN Code = "MAPPED_FORBIDDEN"
	// IPV4: a host that ends in a number is not a valid IPv4 address by
	// the URL Standard's IPv4 parser (WHATWG profile's host helpers).
	IPV4 Code = "IPV4"
	// HOSTPORT: a host and port are malformed: an unclosed bracket, an
	// invalid IPv6 literal, or a port that is not digits (WHATWG profile:
	// also a port over 65535, or a zone in an IPv6 literal).
	HOSTPORT Code = "HOSTPORT"
	// ALABEL: not an A-label: no xn-- prefix, or not exactly the ASCII
	// form of the label it decodes to (uppercase letters, say).
	ALABEL Code = "ALABEL"
	// ULABEL: not a U-label: all ASCII, or not the form the profile gives
	// the label (not mapped or not in NFC).
	ULABEL Code = "ULABEL"
	// PAIR: a U-label and an A-label are not the two forms of one label.
	PAIR Code = "PAIR"
	// OPTION: the profile was built with an option that its standard
	// cannot apply, such as Transitional(true) with IDNA2008.
	OPTION Code = "OPTION"
	// EMPTY: the name is empty once processed, which the URL Standard's
	// domain to ASCII rejects (WHATWG profile).
	EMPTY Code = "EMPTY"
)

// IDNA2003: RFC 3490 ToASCII/ToUnicode steps and RFC 3491 nameprep.
const (
	NP_PROHIBITED Code = "NP_PROHIBITED" // RFC 3491 section 5: prohibited output
	NP_BIDI       Code = "NP_BIDI"       // RFC 3491 section 6 (RFC 3454 section 6)
	NP_UNASSIGNED Code = "NP_UNASSIGNED" // RFC 3491 section 7, AllowUnassigned false
	STD3_LDH      Code = "STD3_LDH"      // RFC 3490 4.1 step 3a
	STD3_HYPHEN   Code = "STD3_HYPHEN"   // RFC 3490 4.1 step 3b
	ACE_PREFIX    Code = "ACE_PREFIX"    // RFC 3490 4.1 step 5
	PUNYCODE      Code = "PUNYCODE"      // RFC 3490 4.1 step 6, 4.2 step 5
	LENGTH        Code = "LENGTH"        // RFC 3490 4.1 step 8
	ROUNDTRIP     Code = "ROUNDTRIP"     // RFC 3490 4.2 step 7
	LABEL_DOT     Code = "LABEL_DOT"     // nameprep or decoding produced a full stop
)
