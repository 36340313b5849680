package idna

// Differential test against golang.org/x/net/idna v0.62.0.
//
// The same inputs go through a profile of ours and its x/net counterpart;
// every difference in output or in error/no error must belong to one of the
// classes of xnetClasses, each of which names the standard text that decides
// who is right. docs/xnet-differences.md mirrors the table. An unexplained
// difference fails the test: either xn has a bug, or x/net changed, or a new
// class must be documented.

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	xnet "golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/internal/urlhost"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

type conversion func(string) (string, error)

// xnetPair is a profile of ours and the x/net profile a caller migrating
// from x/net would have used in its place.
type xnetPair struct {
	name            string
	xnASCII, xnUni  conversion
	xASCII, xUni    conversion
	punycodeOnly    bool // Punycode profiles: no mapping, no validation on either side
	xnetNoMapping   bool // the x/net side does not map (so does not lowercase "XN--")
	orderDependence bool // built with x/net options whose order matters there
	// For pairs with RemoveLeadingDots(true): the same pair without it.
	withoutRemoveLeadingDots *xnetPair
}

func profilePair(name string, ours *Profile, theirs *xnet.Profile) *xnetPair {
	return &xnetPair{
		name:    name,
		xnASCII: ours.ToASCII, xnUni: ours.ToUnicode,
		xASCII: theirs.ToASCII, xUni: theirs.ToUnicode,
	}
}

func xnetPairs() []*xnetPair {
	punycode := profilePair("Punycode", Punycode, xnet.Punycode)
	punycode.punycodeOnly = true
	punycode.xnetNoMapping = true
	registration := profilePair("Registration", Registration, xnet.Registration)
	registration.xnetNoMapping = true
	newRegistration := profilePair("newProfile(validateForRegistration())",
		newProfile(validateForRegistration()),
		xnet.New(xnet.ValidateForRegistration()))
	newRegistration.xnetNoMapping = true
	leadingDots := profilePair("newProfile(mapForLookup(), VerifyDNSLength(true), RemoveLeadingDots(true))",
		newProfile(mapForLookup(), VerifyDNSLength(true), RemoveLeadingDots(true)),
		xnet.New(xnet.MapForLookup(), xnet.VerifyDNSLength(true), xnet.RemoveLeadingDots(true)))
	leadingDots.withoutRemoveLeadingDots = profilePair("newProfile(mapForLookup(), VerifyDNSLength(true))",
		newProfile(mapForLookup(), VerifyDNSLength(true)),
		xnet.New(xnet.MapForLookup(), xnet.VerifyDNSLength(true)))
	order := profilePair("newProfile(UseSTD3ASCIIRules(false), mapForLookup())",
		newProfile(UseSTD3ASCIIRules(false), mapForLookup()),
		xnet.New(xnet.StrictDomainName(false), xnet.MapForLookup()))
	order.orderDependence = true
	return []*xnetPair{
		profilePair("Lookup", Lookup, xnet.Lookup),
		profilePair("Display", Display, xnet.Display),
		registration,
		punycode,
		profilePair("newProfile(mapForLookup(), Transitional(true))",
			newProfile(mapForLookup(), Transitional(true)),
			xnet.New(xnet.MapForLookup(), xnet.Transitional(true))),
		profilePair("newProfile(mapForLookup(), CheckBidi(true))",
			newProfile(mapForLookup(), CheckBidi(true)),
			xnet.New(xnet.MapForLookup(), xnet.BidiRule())),
		leadingDots,
		profilePair("newProfile(mapForLookup(), UseSTD3ASCIIRules(false), CheckHyphens(false))",
			newProfile(mapForLookup(), UseSTD3ASCIIRules(false), CheckHyphens(false)),
			xnet.New(xnet.MapForLookup(), xnet.StrictDomainName(false), xnet.CheckHyphens(false))),
		newRegistration,
		order,
		profilePair("newProfile(mapForLookup(), CheckBidi(true), ValidateLabels(false))",
			newProfile(mapForLookup(), CheckBidi(true), ValidateLabels(false)),
			xnet.New(xnet.MapForLookup(), xnet.BidiRule(), xnet.ValidateLabels(false))),
		profilePair("newProfile(mapForLookup(), CheckJoiners(false))",
			newProfile(mapForLookup(), CheckJoiners(false)),
			xnet.New(xnet.MapForLookup(), xnet.CheckJoiners(false))),
		{
			name:    "package-level ToASCII/ToUnicode",
			xnASCII: ToASCII, xnUni: ToUnicode,
			xASCII: xnet.ToASCII, xUni: xnet.ToUnicode,
		},
	}
}

// xnetCase is one input run through both sides of a pair.
type xnetCase struct {
	pair  *xnetPair
	ascii bool // ToASCII, else ToUnicode
	in    string
	got   string // ours
	err   error
	xgot  string // x/net's
	xerr  error
	codes []string // codes of err
}

func (c *xnetCase) op() string {
	if c.ascii {
		return "ToASCII"
	}
	return "ToUnicode"
}

func (p *xnetPair) run(ascii bool, in string) *xnetCase {
	c := &xnetCase{pair: p, ascii: ascii, in: in}
	if ascii {
		c.got, c.err = p.xnASCII(in)
		c.xgot, c.xerr = p.xASCII(in)
	} else {
		c.got, c.err = p.xnUni(in)
		c.xgot, c.xerr = p.xUni(in)
	}
	c.codes = codesOf(c.err)
	return c
}

// same reports whether both sides agree on the output and on error/no error.
func (c *xnetCase) same() bool {
	return c.got == c.xgot && (c.err == nil) == (c.xerr == nil)
}

func (c *xnetCase) has(code string) bool { return slices.Contains(c.codes, code) }

// xnetClass is a documented kind of difference between xn and x/net.
type xnetClass struct {
	name string
	// match recognises a difference of this class from the input and the
	// two outcomes. It must be precise: it may not accept a difference
	// for which its explanation does not hold.
	match func(c *xnetCase) bool
	// right says which side follows the standard, and the rule that decides.
	right string
	why   string
	// regression names the test that pins our side of the class.
	regression string
	// tables is "15" or "16+" for a class that exists only with the
	// tables of Unicode 15.0.0 (go1.26) or of 16.0 and later (go1.27).
	tables string
}

// expected reports whether the class must explain some difference with the
// tables of this build.
func (cl *xnetClass) expected() bool {
	switch cl.tables {
	case "15":
		return v15
	case "16+":
		return !v15
	}
	return true
}

// wideDots are the three non-ASCII label separators of RFC 3490 section 3.1.
var wideDots = strings.NewReplacer("\u3002", ".", "\uff0e", ".", "\uff61", ".")

// splitLabels splits a name at any of the four IDNA full stops.
func splitLabels(s string) []string {
	return strings.Split(wideDots.Replace(s), ".")
}

// isDot reports whether r is one of the four IDNA full stops.
func isDot(r rune) bool { return r == '.' || r == '\u3002' || r == '\uff0e' || r == '\uff61' }

// mapACELabels applies f to every label of s (split at the four dots, which
// are kept) that starts with "xn--" in any case.
func mapACELabels(s string, f func(string) string) string {
	var b strings.Builder
	start := 0
	for i, r := range s + "." {
		if !isDot(r) {
			continue
		}
		l := s[start:i]
		if len(l) >= 4 && strings.EqualFold(l[:4], "xn--") {
			l = f(l)
		}
		b.WriteString(l)
		if i < len(s) {
			b.WriteRune(r)
		}
		start = i + utf8.RuneLen(r)
	}
	return b.String()
}

// lowerACEPrefixes rewrites XN--, Xn-- and xN-- at the start of a label to
// xn--, leaving everything else alone.
func lowerACEPrefixes(s string) string {
	return mapACELabels(s, func(l string) string { return "xn--" + l[4:] })
}

// lowerACELabels lowercases the letters of every all-ASCII label that
// starts with "xn--" in any case.
func lowerACELabels(s string) string {
	return mapACELabels(s, func(l string) string {
		if isASCII(l) {
			return strings.ToLower(l)
		}
		return l
	})
}

// hasEmptyACELabel reports whether a label of s is "xn--" in any case, with
// nothing after the prefix, once mapping has removed the code points it
// ignores (and, in transitional processing, the joiners it deletes).
func hasEmptyACELabel(s string, transitional bool) bool {
	for _, l := range splitLabels(s) {
		var b strings.Builder
		for _, r := range l {
			switch info := trace.LookupRune(r); {
			case info.Status == trace.StatusIgnored:
			case info.Status == trace.StatusDeviation && transitional:
				b.WriteString(info.Mapping)
			default:
				b.WriteRune(r)
			}
		}
		// NFKC and case folding stand in for the rest of the mapping
		// step, which turns "ｘｎ--" into "xn--".
		if strings.EqualFold(norm.NFKC.String(b.String()), "xn--") {
			return true
		}
	}
	return false
}

// zwnjBefore reports whether a label of u has a ZERO WIDTH NON-JOINER
// followed, after any Joining_Type T code points, by a code point of
// Joining_Type jt. Joining types come from our tables (trace.LookupRune),
// which the table tests check against DerivedJoiningType.txt.
func zwnjBefore(u string, jt trace.JoiningType) bool {
	rs := []rune(u)
	for i, r := range rs {
		if r != zwnj {
			continue
		}
		j := i + 1
		for j < len(rs) && trace.LookupRune(rs[j]).JoiningType == trace.JoinT {
			j++
		}
		if j < len(rs) && rs[j] != '.' && trace.LookupRune(rs[j]).JoiningType == jt {
			return true
		}
	}
	return false
}

// zwnjClass is the class of names that xn rejects by rule C1 alone and
// x/net accepts, because a ZWNJ is followed by Joining_Type jt.
func zwnjClass(name string, jt trace.JoiningType, right, why string) *xnetClass {
	return &xnetClass{
		name: name,
		match: func(c *xnetCase) bool {
			if !slices.Equal(c.codes, []string{"C1"}) || c.xerr != nil || c.ascii && c.got != "" {
				return false
			}
			u, _ := c.pair.xnUni(c.in)
			if !c.ascii && u != c.xgot {
				return false
			}
			return zwnjBefore(u, jt)
		},
		right:      right,
		why:        why,
		regression: "TestXNetRegressions/" + name,
	}
}

// xnetMissesHyphens34 reports whether a label of c's Unicode form (by xn)
// has "--" at characters 3 and 4 but not at bytes 2 and 3, where x/net
// looks (class hyphen-positions-in-bytes).
func xnetMissesHyphens34(c *xnetCase) bool {
	u, _ := c.pair.xnUni(c.in)
	return slices.ContainsFunc(strings.Split(u, "."), func(l string) bool { return runes34(l) && !bytes34(l) })
}

// longNonStarterALabel reports whether l is an xn-- label whose Punycode
// decodes to more than 30 non-starters in a row (canonical combining class
// not 0) once decomposed, the limit of the Stream-Safe Text Format (UAX #15
// section 13): "á" and 30 U+0301 is such a run, a and 31 marks.
func longNonStarterALabel(l string) bool {
	body, ok := label.TrimACEPrefix(l)
	if !ok {
		return false
	}
	dec, err := punycode.Decode(body)
	if err != nil {
		return false
	}
	run := 0
	for _, r := range dec {
		// One code point at a time: x/text's NFD of the whole string
		// would itself break the run with U+034F.
		for _, d := range norm.NFD.String(string(r)) {
			if norm.NFC.PropertiesString(string(d)).CCC() == 0 {
				run = 0
				continue
			}
			if run++; run > 30 {
				return true
			}
		}
	}
	return false
}

// rtl reports whether s holds a code point of Bidi_Class R, AL or AN, which
// makes a name a Bidi domain name (RFC 5893 section 1.4).
func rtl(s string) bool {
	for _, r := range s {
		switch trace.LookupRune(r).BidiClass {
		case trace.BidiR, trace.BidiAL, trace.BidiAN:
			return true
		}
	}
	return false
}

// decodesToDot reports whether an ACE label of s (split at the four dots)
// decodes to text holding one of the four dots.
func decodesToDot(s string) bool {
	for _, l := range splitLabels(s) {
		if len(l) < 4 || !label.HasACEPrefix(l) {
			continue
		}
		if dec, err := punycode.Decode(strings.ToLower(l[4:])); err == nil && strings.IndexFunc(dec, isDot) >= 0 {
			return true
		}
	}
	return false
}

// decodedLabels returns the labels of an ASCII name, each A-label decoded
// (or kept as it is if it does not decode).
func decodedLabels(s string) []string {
	labels := strings.Split(s, ".")
	for i, l := range labels {
		if len(l) >= 4 && label.HasACEPrefix(l) {
			if dec, err := punycode.Decode(strings.ToLower(l[4:])); err == nil {
				labels[i] = dec
			}
		}
	}
	return labels
}

// bytes34 and runes34 report whether l has hyphens at its third and fourth
// byte, and at its third and fourth code point.
func bytes34(l string) bool { return len(l) >= 4 && l[2] == '-' && l[3] == '-' }

func runes34(l string) bool {
	rs := []rune(l)
	return len(rs) >= 4 && rs[2] == '-' && rs[3] == '-'
}

// xnetClasses is the table of every documented difference. The order is
// the order of matching; docs/xnet-differences.md has the same rows.
var xnetClasses []*xnetClass

func init() {
	xnetClasses = []*xnetClass{
		{
			name: "invalid-utf8",
			match: func(c *xnetCase) bool {
				if utf8.ValidString(c.in) || !slices.Equal(c.codes, []string{"UTF8"}) {
					return false
				}
				if c.ascii {
					return c.got == ""
				}
				return c.got == c.in
			},
			right: "xn. The Unicode Standard, chapter 3, conformance clause C10: an ill-formed code unit sequence " +
				"must be treated as an error condition, not interpreted as characters; UTS #46 section 4 processes " +
				"a string of code points, which ill-formed UTF-8 is not.",
			why: "x/net decodes each invalid byte as U+FFFD and goes on: with Unicode 15.0.0 tables " +
				"Lookup.ToASCII(\"A\\xffb.com\") succeeds with \"xn--ab-gg4n.com\" (a name nobody typed); " +
				"with 17.0.0 it fails, but only because Punycode encoding rejects U+FFFD (A3), and its " +
				"ToUnicode returns \"a\\ufffdb.com\". x/net's Punycode profile returns the bytes unchanged with no error. " +
				"xn rejects the input with code UTF8 and the offset of the first bad byte.",
			regression: "TestXNetRegressions/invalid-utf8",
		},
		{
			name: "empty-a-label",
			match: func(c *xnetCase) bool {
				if !c.has("P4") || c.xerr != nil || !hasEmptyACELabel(c.in, strings.Contains(c.pair.name, "Transitional(true)")) {
					return false
				}
				if c.ascii {
					return c.got == ""
				}
				return c.got == c.xgot
			},
			right: "xn. UTS #46 section 4 (Processing), step 4 Convert/Validate, for a label starting with \"xn--\": " +
				"\"If the label is empty, or if the label contains only ASCII code points, record that there was an error\" " +
				"(P4); IdnaTestV2.txt 17.0.0 line 550: \"xn--; \"\"; [P4, X4_2]; ; [P4, A4_1, A4_2]\".",
			why: "x/net checks that a decoded A-label is not all ASCII only when it is non-empty (len(u) > 0), " +
				"so \"xn--\" decodes to the empty label without error, and \"xn--.com\" looks up \".com\".",
			regression: "TestXNetRegressions/empty-a-label",
		},
		{
			name: "non-ascii-a-label",
			match: func(c *xnetCase) bool {
				if !c.has("P4") || c.ascii && c.got != "" {
					return false
				}
				u, _ := c.pair.xnUni(c.in)
				if !c.ascii && u != c.got {
					return false
				}
				for _, l := range strings.Split(u, ".") {
					if len(l) >= 4 && strings.EqualFold(l[:4], "xn--") && !isASCII(l) {
						return true
					}
				}
				return false
			},
			right: "xn. UTS #46 section 4 step 4, for a label starting with \"xn--\" (Unicode 16.0 and later): \"If the " +
				"label contains any non-ASCII code point (i.e., a code point greater than U+007F), record that there was " +
				"an error\" (P4); before that, RFC 3492 section 6.2 already made the decoder \"fail on any non-basic " +
				"code point\". IdnaTestV2.txt 17.0.0 line 307: \"xn--a-ä.pt; ; [P4]\".",
			why: "x/net's decoder copies the part before the last hyphen without checking that it is ASCII, so " +
				"Lookup.ToASCII(\"xn--bücher-kva.de\") succeeds with \"xn--bcher-isa8j.de\" (ToUnicode: " +
				"\"bücêher.de\"), a name the user never typed. Where the result happens to be invalid, x/net fails " +
				"too, but with a message about a character that was not in the input (\"XN--0Κ-A\" → \"\\u00800κ\").",
			regression: "TestXNetRegressions/non-ascii-a-label",
		},
		{
			name: "surrogate-a-label",
			match: func(c *xnetCase) bool {
				if !utf8.ValidString(c.in) || strings.ContainsRune(c.in, utf8.RuneError) || !c.has("P4") {
					return false
				}
				if c.ascii && c.got != "" {
					return false
				}
				u, _ := c.pair.xUni(c.in)
				return strings.ContainsRune(u, utf8.RuneError)
			},
			right: "xn. Punycode (RFC 3492) decodes \"xn--ib9b\" to the code point U+D800, a surrogate, which is not a " +
				"Unicode scalar value (The Unicode Standard, chapter 3, D76) and cannot be part of a UTF-8 string; " +
				"the conversion to Unicode fails, and UTS #46 section 4 step 4 says \"If that conversion fails, ... record " +
				"that there was an error\" (P4).",
			why: "x/net stores the decoded code points in a []rune and converts it to a string, which silently turns " +
				"the surrogate into U+FFFD: Punycode.ToUnicode(\"xn--ib9b\") returns \"\\ufffd\" without error, and " +
				"the other profiles fail with a message about U+FFFD, a character that was never in the input.",
			regression: "TestXNetRegressions/surrogate-a-label",
		},
		{
			name: "empty-label-before-root",
			match: func(c *xnetCase) bool {
				var e *Error
				if c.xerr != nil || !errors.As(c.err, &e) || c.ascii && c.got != "" {
					return false
				}
				u, _ := c.pair.xnUni(c.in)
				labels := strings.Split(u, ".")
				n := len(labels)
				if n < 3 || labels[n-1] != "" || labels[n-2] != "" {
					return false
				}
				// The problems of the codes in question (all of them, or
				// one code that classifyXNet asks about alone).
				for _, p := range e.Problems {
					if slices.Contains(c.codes, string(p.Code)) && (p.Code != "A4_2" && p.Code != "X4_2" || p.Label != n-2) {
						return false
					}
				}
				return slices.ContainsFunc(c.codes, func(code string) bool { return code == "A4_2" || code == "X4_2" })
			},
			right: "xn. UTS #46 section 4.2 ToASCII step 4: with VerifyDnsLength, each label must be 1 to 63 octets " +
				"long (A4_2); only a final empty label, the root, is excepted (and not even that from Unicode 15.1 on). " +
				"\"example.com..\" has an empty label before the root.",
			why: "x/net's label iterator skips a trailing empty label by looking only at the last dot, and with a name " +
				"ending in two dots it skips the empty label before the root as well, so VerifyDNSLength never sees it " +
				"(Unicode 15.0.0 tables; with 17.0.0 x/net rejects every trailing dot in ToASCII, but its ToUnicode " +
				"still misses it).",
			regression: "TestXNetRegressions/empty-label-before-root",
		},
		zwnjClass("zwnj-before-non-joining", trace.JoinU,
			"xn. RFC 5892 appendix A.1 (ZERO WIDTH NON-JOINER, CONTEXTJ): unless it follows a virama, U+200C must "+
				"be preceded by Joining_Type L or D and followed by Joining_Type R or D, with only T between "+
				"(rule C1); IdnaTestV2.txt 15.0.0 lines 1356-1359 (\"堕𑓂ᬂ。𐮇𞤽\\u200C-\": [B3, C1, V3]).",
			"x/net's joiner state machine goes back to its start state, which accepts, when a ZWNJ is followed "+
				"by a non-joining (Joining_Type U) code point such as '-'. Its Lookup profile hides this behind the "+
				"hyphen rule (V3) in that example; with CheckHyphens(false) the name is accepted."),
		zwnjClass("zwnj-before-join-causing", trace.JoinC,
			"xn. RFC 5892 appendix A.1 (ZERO WIDTH NON-JOINER, CONTEXTJ): unless it follows a virama, U+200C must "+
				"be followed, after any Joining_Type T, by Joining_Type R or D (rule C1). Joining_Type C (join "+
				"causing: U+0640 ARABIC TATWEEL, U+07FA NKO LAJANYALAN, U+0883..U+0885) is neither, so "+
				"\"\\u0628\\u200c\\u0640\" fails.",
			"x/net's joiner state machine treats a Joining_Type C code point after a ZWNJ as it treats a "+
				"non-joining one, and accepts: Lookup.ToASCII(\"\\u0628\\u200c\\u0640\") is \"xn--ngb2cx87i\". "+
				"The match requires C1 to be xn's only problem, x/net to accept, and a ZWNJ followed by Joining_Type C."),
		{
			name: "decoded-ace-prefix",
			match: func(c *xnetCase) bool {
				if v15 || !slices.Equal(c.codes, []string{"V4"}) || c.xerr != nil || c.ascii && c.got != "" {
					return false
				}
				u, _ := c.pair.xnUni(c.in)
				if !c.ascii && u != c.xgot {
					return false
				}
				for _, l := range strings.Split(u, ".") {
					if strings.HasPrefix(l, "xn--") {
						return true
					}
				}
				return false
			},
			right: "xn. UTS #46 for Unicode 16.0 and later, section 4.1 validity criterion 4 (V4): a label must not " +
				"begin with \"xn--\", so an A-label may not decode to another ACE label; IdnaTestV2.txt 17.0.0 lines " +
				"312 and 415 (\"xn--xn---epa; xn--é; [V2, V4]\"). With CheckHyphens on, V2 catches these as well.",
			why: "x/net v0.62.0 implements the Unicode 16 rule renumbering but not V4: with CheckHyphens(false), " +
				"\"xn--xn---epa\" decodes to \"xn--é\" and is accepted. Unicode 17.0.0 tables (go1.27) only.",
			regression: "TestXNetRegressions/decoded-ace-prefix",
			tables:     "16+",
		},
		{
			name: "literal-replacement-character",
			match: func(c *xnetCase) bool {
				noValidation := c.pair.punycodeOnly || strings.Contains(c.pair.name, "ValidateLabels(false)")
				if v15 || !noValidation || !c.ascii || c.err != nil || c.xerr == nil {
					return false
				}
				u, err := c.pair.xnUni(c.in)
				if err != nil || !strings.ContainsRune(u, utf8.RuneError) {
					return false
				}
				_, xerr := c.pair.xASCII(strings.ReplaceAll(u, "\ufffd", "\ufffc"))
				return xerr == nil
			},
			right: "xn. In the Punycode profile, and without validation (ValidateLabels(false)) in Unicode 16+, where " +
				"nothing but validation rejects disallowed code points, " +
				"U+FFFD in valid UTF-8 is an ordinary character that " +
				"RFC 3492 encodes like any other; only the UTS #46 profiles disallow it (status disallowed), and there " +
				"both sides fail.",
			why: "With Unicode 16+ tables x/net's Punycode encoder rejects every U+FFFD (A3) because x/net itself turns " +
				"invalid UTF-8 into U+FFFD and uses the rejection to catch that; a real U+FFFD in the input is rejected " +
				"too, and so is an A-label that decodes to it (\"xn--zn7c\"). xn tells invalid UTF-8 (code UTF8) from " +
				"U+FFFD. The match requires x/net to accept our Unicode form once U+FFFD is replaced by U+FFFC. " +
				"Unicode 17.0.0 tables (go1.27) only.",
			regression: "TestXNetRegressions/literal-replacement-character",
			tables:     "16+",
		},
		{
			name: "hyphen-positions-in-bytes",
			match: func(c *xnetCase) bool {
				// The labels as checked: those of the Unicode form and, in
				// ToASCII, those of the A-labels that one side accepted,
				// which transitional processing can make differ (it
				// deletes joiners that ToUnicode keeps).
				u, _ := c.pair.xnUni(c.in)
				labels := strings.Split(u, ".")
				switch {
				case c.err == nil && c.xerr != nil:
					// x/net rejects a label with "--" at bytes 2-3 only.
					if c.ascii {
						labels = append(labels, decodedLabels(c.got)...)
					}
					for _, l := range labels {
						if bytes34(l) && !runes34(l) && c.xerr.Error() == fmt.Sprintf("idna: invalid label %q", l) {
							return true
						}
					}
				case c.xerr == nil && slices.Equal(c.codes, []string{"V2"}) && (c.ascii && c.got == "" || !c.ascii && c.got == c.xgot):
					// x/net misses "--" at characters 3-4 after non-ASCII.
					if c.ascii {
						labels = append(labels, decodedLabels(c.xgot)...)
					}
					for _, l := range labels {
						if runes34(l) && !bytes34(l) {
							return true
						}
					}
				}
				return false
			},
			right: "xn. UTS #46 section 4.1 validity criterion 2 (V2): \"the label must not contain a U+002D " +
				"HYPHEN-MINUS character in both the third and fourth positions\"; RFC 5891 section 4.2.3.1: \"in " +
				"the third and fourth character positions\". Positions count characters (code points), not bytes.",
			why: "x/net tests bytes 2 and 3 (s[2] == '-' && s[3] == '-'), so a label whose first character takes " +
				"two bytes and is followed by \"--\" is rejected: Lookup.ToASCII(\"ü--x.com\") fails in x/net and is " +
				"\"xn----x-goa.com\" in xn (its hyphens are in positions 2 and 3); and \"üü--x.com\", with hyphens " +
				"in positions 3 and 4, passes x/net. The match requires x/net's error to name such a label and xn to " +
				"accept the name, or xn's only problem to be V2 in such a label and x/net to accept it.",
			regression: "TestXNetRegressions/hyphen-positions-in-bytes",
		},
		{
			name: "remove-leading-dots-after-mapping",
			match: func(c *xnetCase) bool {
				w := c.pair.withoutRemoveLeadingDots
				if w == nil {
					return false
				}
				// xn removes leading dots from the input: run the pair
				// without the option on the input so trimmed. xn must give
				// the same; x/net must differ, having removed dots that
				// mapping exposed; and the two sides must then agree (or
				// differ by another class).
				in := c.in
				for {
					i, n := label.IndexDot(in)
					if i != 0 {
						break
					}
					in = in[n:]
				}
				c2 := w.run(c.ascii, in)
				if c2.got != c.got || (c2.err == nil) != (c.err == nil) ||
					c2.xgot == c.xgot && (c2.xerr == nil) == (c.xerr == nil) {
					return false
				}
				return c2.same() || classifyXNet(c2, "remove-leading-dots-after-mapping") != nil
			},
			right: "API difference, no standard defines RemoveLeadingDots. xn removes leading U+002E, U+3002, U+FF0E " +
				"and U+FF61 from the input before mapping; x/net removes leading U+002E after mapping, so a first " +
				"label that maps to nothing (U+00AD SOFT HYPHEN, U+034F, variation selectors: status ignored) " +
				"disappears with the dot after it.",
			why: "x/net's newProfile(mapForLookup(), VerifyDNSLength(true), RemoveLeadingDots(true)).ToASCII(\"\\u00ad.com\") " +
				"is \"com\"; xn's fails with A4_2 (empty first label), as it does without RemoveLeadingDots. " +
				"The match requires both sides to agree once the option is dropped.",
			regression: "TestXNetAPIDifferences/remove-leading-dots",
		},
		{
			name: "unnormalized-error-output",
			match: func(c *xnetCase) bool {
				return !c.ascii && c.err != nil && c.xerr != nil && c.got != c.xgot &&
					utf8.ValidString(c.in) && norm.NFC.String(c.xgot) == c.got
			},
			right: "xn. UTS #46 section 4 step 2, \"Normalize the domain_name string to Unicode Normalization Form C\", " +
				"applies to the whole string whatever step 1 recorded; ToUnicode returns that processed string " +
				"(section 4.3). With Unicode 15.0.0 tables, U+2000 EN QUAD is disallowed_STD3_mapped: under " +
				"UseSTD3ASCIIRules it is left in place with an error, and NFC turns it into U+2002.",
			why: "x/net skips normalization when step 1 changed nothing but recorded an error, so its best-effort " +
				"ToUnicode output is not in NFC. The match requires x/net's output, normalized to NFC, to equal ours.",
			regression: "TestXNetRegressions/unnormalized-error-output",
			tables:     "15",
		},
		{
			name: "mapped-ip-literal",
			match: func(c *xnetCase) bool {
				codes := c.codes
				if slices.Contains(codes, "V2") && xnetMissesHyphens34(c) {
					// The V2 is hyphen-positions-in-bytes, which x/net
					// misses: the rest of the difference must be this.
					codes = slices.DeleteFunc(slices.Clone(codes), func(s string) bool { return s == "V2" })
				}
				if !c.ascii || c.got != "" || !slices.Equal(codes, []string{"IPLITERAL"}) || c.xerr != nil ||
					plainASCIIName(c.in) {
					return false
				}
				name := strings.TrimSuffix(c.xgot, ".")
				last := name[strings.LastIndexByte(name, '.')+1:]
				return urlhost.IsIPv4Number(last)
			},
			right: "xn's own rule, on in Lookup, Display and Registration (RejectMappedIPLiterals); no IDNA standard " +
				"asks for it. A name whose last label is all digits is read as an IPv4 address by resolvers and by " +
				"the WHATWG URL Standard's host parser (its \"ends in a number\" check), so a name that only mapping " +
				"made into one (\"１２７．０．０．１\" → \"127.0.0.1\") would get past a caller's check for IP " +
				"literals on the input.",
			why: "x/net maps and returns \"127.0.0.1\" without error; xn fails with code IPLITERAL. Input that is " +
				"a plain ASCII name without xn-- labels is left alone by xn (the caller saw what will be resolved); " +
				"any other form of such a name, A-labels included, is rejected, so that the rule does not depend on " +
				"the form. The match requires a non-plain input and x/net's output to end in an all-digit label.",
			regression: "TestXNetRegressions/mapped-ip-literal",
		},
		{
			name: "unassigned-rtl-default",
			match: func(c *xnetCase) bool {
				if c.err == nil || c.xerr != nil || !strings.Contains(c.pair.name, "ValidateLabels(false)") {
					return false
				}
				var e *Error
				if !errors.As(c.err, &e) {
					return false
				}
				for _, code := range codeStrings(e.Codes()) {
					if code[0] != 'B' {
						return false
					}
				}
				u, _ := c.pair.xnUni(c.in)
				for _, r := range u {
					if info := trace.LookupRune(r); info.IDNA2008 == trace.UNASSIGNED &&
						(info.BidiClass.RightToLeft() || info.BidiClass == trace.BidiAN) {
						return true
					}
				}
				return false
			},
			right: "xn. RFC 5893 section 1.4 and the Unicode Standard give every code point a Bidi_Class, unassigned " +
				"ones the default value of their block (DerivedBidiClass.txt: R in most of U+10800..U+10FFF and " +
				"U+1E800..U+1EFFF, AL in the Arabic ranges), so a name holding one is a Bidi domain name and its " +
				"labels must satisfy the Bidi rule.",
			why: "Only visible without validation (ValidateLabels(false)), which lets unassigned code points through: " +
				"x/net decides whether a name is a Bidi domain name from an attribute of its mapping table that " +
				"unassigned code points lack, so it never applies the Bidi rule to such names. With validation both " +
				"fail (the code point is disallowed).",
			regression: "TestXNetRegressions/unassigned-rtl-default",
			tables:     "16+",
		},
		{
			name: "long-punycode-label",
			match: func(c *xnetCase) bool {
				if c.xerr == nil {
					return false
				}
				for _, l := range splitLabels(norm.NFKC.String(c.in)) {
					if len(l) < 4 || !label.HasACEPrefix(l) {
						continue
					}
					if dec, err := punycode.Decode(strings.ToLower(l[4:])); err == nil && utf8.RuneCountInString(dec) >= 1024 {
						return true
					}
				}
				return false
			},
			right: "xn. RFC 3492 sets no limit on the length of a Punycode string, and UTS #46 checks label length " +
				"only with VerifyDnsLength (63 octets, A4_2/X4_2); without it a long xn-- label is decoded and " +
				"validated like any other. xn bounds the input instead (MaxInputLen, 64 KiB).",
			why: "x/net's Punycode decoder fails once the output reaches 1024 code points, so such a label is kept " +
				"undecoded with an error even in profiles that do not verify DNS lengths.",
			regression: "TestXNetRegressions/long-punycode-label",
		},
		{
			name: "bidi-domain-after-mapping",
			match: func(c *xnetCase) bool {
				if c.err != nil || c.xerr == nil || !strings.Contains(c.xerr.Error(), "invalid label") {
					return false
				}
				// The output holds no R, AL or AN, but the input does: a
				// mapped character whose mapping is not right-to-left.
				u, _ := c.pair.xnUni(c.in)
				return rtl(c.in) && !rtl(u)
			},
			right: "xn. RFC 5893 section 1.4: a Bidi domain name is one that contains an R, AL or AN character, and " +
				"UTS #46 section 4.1 applies CheckBidi to the labels after mapping; a name whose only right-to-left " +
				"character maps to something that is not right-to-left is not a Bidi domain name.",
			why: "x/net decides whether the name is a Bidi domain name from the characters before mapping, and then " +
				"applies the Bidi rule to the mapped labels: U+FC61 (AL, an Arabic ligature) maps to a space and two " +
				"marks, and x/net rejects \" \\u064f\\u0651\" by rule B1. Visible without validation " +
				"(ValidateLabels(false)), which lets the space through; with it both fail (U1). Unicode 17.0.0 " +
				"tables (go1.27) only, since 15.0.0 gives U+FC61 status disallowed_STD3_mapped.",
			regression: "TestXNetRegressions/bidi-domain-after-mapping",
			tables:     "16+",
		},
		{
			name: "stream-safe-joiner",
			match: func(c *xnetCase) bool {
				// U+034F already in the input is ignored by mapping on both
				// sides: x/net is rerun without it, and must still insert one.
				in := c.in
				if !c.pair.punycodeOnly && !c.pair.xnetNoMapping {
					in = strings.ReplaceAll(in, "\u034f", "")
				}
				if u, _ := c.pair.xUni(in); strings.Contains(u, "\u034f") {
					return true
				}
				// An A-label of a run of more than 30 non-starters: x/net
				// decodes it, its NFC check inserts U+034F, and it rejects
				// the label as not normalized.
				return c.xerr != nil && strings.Contains(c.xerr.Error(), "invalid label") &&
					slices.ContainsFunc(splitLabels(c.in), longNonStarterALabel)
			},
			right: "xn. UTS #46 section 4 step 2 normalizes to NFC as UAX #15 defines it; the Stream-Safe Text " +
				"Format, which inserts U+034F COMBINING GRAPHEME JOINER after 30 non-starters, is a separate, " +
				"optional format (UAX #15 section 13) and changes the string.",
			why: "x/net normalizes with x/text, which always applies the stream-safe limit: \"a\" and 31 U+0301 " +
				"become an A-label holding U+034F, which its own ToUnicode then rejects (U+034F is ignored by " +
				"mapping and invalid in a label). xn normalizes such runs exactly (internal/fullnorm) and accepts " +
				"the name, with the A-label of its real NFC form.",
			regression: "TestXNetRegressions/stream-safe-joiner",
		},
		{
			name: "leading-mark-without-joiners",
			match: func(c *xnetCase) bool {
				if c.xerr != nil || c.err == nil || !strings.Contains(c.pair.name, "CheckJoiners(false)") ||
					!slices.Equal(c.codes, []string{string(codeLeadingMark)}) {
					return false
				}
				if c.ascii {
					return c.got == ""
				}
				return c.got == c.xgot
			},
			right: "xn. UTS #46 section 4.1 criterion 5 (V5 before Unicode 16, V6 from 16.0 on): a label must not " +
				"begin with a combining mark, whatever CheckJoiners says; CheckJoiners governs only the CONTEXTJ " +
				"rules of RFC 5892 appendix A (criterion 7), and RFC 5891 section 5.4 has the leading-mark rule " +
				"apart from them.",
			why: "x/net checks for a leading combining mark inside its joiner check, so newProfile(mapForLookup(), " +
				"CheckJoiners(false)).ToASCII(\"\\u0308a.com\") is \"xn--a-bcb.com\" there; xn fails it.",
			regression: "TestXNetRegressions/leading-mark-without-joiners",
		},
		{
			name: "ascii-failure-value",
			match: func(c *xnetCase) bool {
				return c.ascii && c.err != nil && c.xerr != nil && c.got == ""
			},
			right: "xn. UTS #46 section 4.2 ToASCII, step 5: \"If an error was recorded in steps 1-4, then the " +
				"operation has failed and a failure value is returned. No DNS lookup should be done.\" " +
				"(API design: xn's failure value is \"\".)",
			why: "x/net returns a partly processed name together with the error " +
				"(\"go.dev\" for \"xn--go-.dev\"); a caller that ignores the error looks up a different name. " +
				"xn returns \"\" and an *Error listing every problem.",
			regression: "TestXNetRegressions/ascii-failure-value",
		},
		rewriteClass("punycode-wide-dots",
			func(c *xnetCase) bool { return c.pair.punycodeOnly },
			wideDots.Replace,
			"xn, as far as a standard applies: no standard defines a Punycode-only profile, but RFC 3490 section 3.1 "+
				"requirement 1 says U+3002, U+FF0E and U+FF61 \"MUST be recognized as dots\" wherever dots separate "+
				"labels; UTS #46 profiles get the same result by mapping them to U+002E (section 4 step 1).",
			"x/net's Punycode profile does no mapping and splits only at U+002E, so \"bücher。de\" becomes the single "+
				"label \"xn--bcherde-n2a0649h\"; xn splits at the four dots in every profile. "+
				"The match reruns x/net with the three dots replaced by U+002E and requires the result to agree "+
				"(or to differ only by another class).",
			"TestXNetRegressions/punycode-wide-dots"),
		rewriteClass("ace-label-case",
			func(c *xnetCase) bool { return c.pair.xnetNoMapping && !c.pair.punycodeOnly },
			lowerACELabels,
			"Open; an API difference. RFC 3492 section 5 makes Punycode digits case-insensitive and RFC 3490 "+
				"section 5 the prefix, so xn decodes \"XN----00-K0A\" to \"ĸ--00\" and returns the lowercase "+
				"A-label \"xn----00-k0a\". RFC 5891 section 4.2.1 has a registry ensure that an A-label is in "+
				"lower case, which lowercasing it satisfies as well as rejecting it does; x/net's "+
				"Registration, which checks the raw input against the mapping table, rejects any uppercase letter "+
				"(\"disallowed rune U+0058\").",
			"x/net's Registration profile applies its no-mapping check to the A-label text itself, where A-Z "+
				"are \"mapped\" and so disallowed; xn's checks the decoded U-label. The match reruns x/net with the "+
				"letters of every ACE label lowercased.",
			"TestXNetRegressions/ace-label-case"),
		rewriteClass("ace-prefix-case",
			func(c *xnetCase) bool { return c.pair.xnetNoMapping },
			lowerACEPrefixes,
			"xn. RFC 3490 section 5: \"The ToASCII and ToUnicode operations MUST recognize the ACE prefix in a "+
				"case-insensitive manner\"; the UTS #46 profiles get there by mapping (section 4 step 1).",
			"x/net's profiles without mapping (Punycode, Registration) recognise only a lowercase \"xn--\" "+
				"(its mapping profiles lowercase first), so Punycode.ToUnicode(\"XN--BCHER-KVA.DE\") returns the "+
				"input unchanged; xn decodes it. "+
				"The match reruns x/net with the prefixes lowercased.",
			"TestXNetRegressions/ace-prefix-case"),
		{
			name: "package-level-profile",
			match: func(c *xnetCase) bool {
				if c.pair.name != "package-level ToASCII/ToUnicode" {
					return false
				}
				var got, xgot string
				var err, xerr error
				if c.ascii {
					got, err = Lookup.ToASCII(c.in)
					xgot, xerr = xnet.Punycode.ToASCII(c.in)
				} else {
					got, err = Lookup.ToUnicode(c.in)
					xgot, xerr = xnet.Punycode.ToUnicode(c.in)
				}
				return got == c.got && (err == nil) == (c.err == nil) &&
					xgot == c.xgot && (xerr == nil) == (c.xerr == nil)
			},
			right: "API difference, not a standard question. xn's package-level ToASCII and ToUnicode use Lookup " +
				"(UTS #46 with the checks RFC 5891 section 5 wants for lookup); x/net's use its Punycode profile, " +
				"which neither maps nor validates.",
			why: "x/net's idna.ToASCII(\"*.GÖPHER.com\") is \"*.xn--GPHER-1oa.com\" with no error; xn's fails (U1/P1 " +
				"for '*'). The match requires our result to equal Lookup's and x/net's to equal its Punycode profile's.",
			regression: "TestXNetAPIDifferences/package-level",
		},
		{
			name: "option-order",
			match: func(c *xnetCase) bool {
				if !c.pair.orderDependence {
					return false
				}
				// x/net's later MapForLookup turned StrictDomainName back on;
				// rerun x/net with the options in the order that keeps it off,
				// which is what xn does whatever the order.
				fixed := xnet.New(xnet.MapForLookup(), xnet.StrictDomainName(false))
				c2 := *c
				if c.ascii {
					c2.xgot, c2.xerr = fixed.ToASCII(c.in)
				} else {
					c2.xgot, c2.xerr = fixed.ToUnicode(c.in)
				}
				return c2.same() || classifyXNet(&c2, "option-order") != nil
			},
			right: "API difference. In x/net the later option wins and presets overwrite single settings given " +
				"before them; in xn presets apply first, then ValidateLabels, then single settings, whatever the " +
				"order of the call (see the Option doc comment).",
			why: "x/net's newProfile(UseSTD3ASCIIRules(false), mapForLookup()) has STD3 rules on again, so it rejects " +
				"\"a_b.com\"; xn's accepts it. The match reruns x/net with the options in the other order.",
			regression: "TestXNetAPIDifferences/option-order",
		},
		{
			name: "rtl-by-mapping",
			match: func(c *xnetCase) bool {
				if c.err == nil || c.xerr != nil || c.ascii && c.got != "" {
					return false
				}
				for _, code := range c.codes {
					if code[0] != 'B' {
						return false
					}
				}
				// The input, with its A-labels decoded but nothing mapped,
				// holds no R, AL or AN; xn's mapped form does.
				u, _ := c.pair.xnUni(c.in)
				raw, _ := Punycode.ToUnicode(c.in)
				if rtl(raw) || !rtl(u) {
					return false
				}
				// Given the mapped form, x/net sees the Bidi domain name
				// and must agree with xn, or differ only by another class.
				c2 := c.pair.run(c.ascii, u)
				if c2.got != c.got || c2.err == nil {
					return false
				}
				return c2.same() || classifyXNet(c2, "rtl-by-mapping") != nil
			},
			right: "xn. UTS #46 section 4 step 1 maps the name, and section 4.1 (CheckBidi) applies the Bidi rule " +
				"of RFC 5893 section 2 to the mapped labels of a Bidi domain name, which RFC 5893 section 1.4 defines " +
				"by the characters it contains (R, AL or AN). U+2135..U+2138 (Bidi_Class L) map to the Hebrew " +
				"letters U+05D0..U+05D3 (R), so \"a\\u2138\" becomes \"a\\u05d3\", a left-to-right label holding an " +
				"R letter (rules B5 and B6), and \"\\u2135\\u4e2d\" becomes a right-to-left label holding an L " +
				"letter (B2 and B3).",
			why: "x/net decides whether the name is a Bidi domain name from the characters before mapping, where " +
				"U+2135..U+2138 are left-to-right, so it never applies the Bidi rule to such a name: " +
				"Lookup.ToASCII(\"a\\u2138\") is \"xn--a-6hc\". The opposite direction is class bidi-domain-after-mapping. " +
				"The match requires the input (A-labels decoded) to hold no R, AL or AN and xn's mapped form to hold " +
				"one, xn's only problems to be Bidi rules, and x/net given the mapped form to agree with xn.",
			regression: "TestXNetRegressions/rtl-by-mapping",
		},
		{
			name: "punycode-decoded-dot",
			match: func(c *xnetCase) bool {
				if !c.pair.punycodeOnly || c.xerr != nil || len(c.codes) != 1 || c.codes[0] != string(codeDot) ||
					c.ascii && c.got != "" || !c.ascii && c.got != c.xgot {
					return false
				}
				return decodesToDot(c.in)
			},
			right: "xn, as far as a standard applies: no standard defines a Punycode-only profile. xn splits names at " +
				"the four dots of RFC 3490 section 3.1 in every profile (class punycode-wide-dots), so an A-label " +
				"that decodes to text holding one of them would be two labels in Unicode form: xn fails it with the " +
				"code of the full-stop criterion of UTS #46 section 4.1 (V4 with Unicode 15.0.0 tables, V5 from 16.0 " +
				"on). In the other profiles a decoded U+3002, U+FF0E or U+FF61 fails the status check (V6, V7), " +
				"on both sides.",
			why: "x/net's Punycode profile neither validates nor splits at U+3002, so Punycode.ToUnicode(\"xn--ab-r13a\") " +
				"is \"a\\u3002b\" with no error and its ToASCII returns the A-label; xn's fail. The match requires " +
				"the Punycode profile, the full-stop code as xn's only problem, x/net to accept, and an A-label of the " +
				"input that decodes to a dot.",
			regression: "TestXNetRegressions/punycode-decoded-dot",
		},
	}
}

// rewriteClass is a class whose difference disappears when x/net is given
// the input rewritten the way xn reads it: xn's result must be the same for
// both inputs (or differ by the rewrite only), and x/net's for the
// rewritten one must agree with it, or differ only by another class. The rewritten input is a fixed point of the
// rewrite, so the recursion ends.
func rewriteClass(name string, applies func(*xnetCase) bool, rewrite func(string) string, right, why, regression string) *xnetClass {
	return &xnetClass{
		name: name,
		match: func(c *xnetCase) bool {
			if !applies(c) || !utf8.ValidString(c.in) {
				return false
			}
			in := rewrite(c.in)
			if in == c.in {
				return false
			}
			// xn must read the rewritten input as the original (its output
			// may differ only by the rewrite, in labels it keeps as they
			// are); then x/net, given the rewritten input, must agree with
			// xn or differ only by another class.
			c2 := c.pair.run(c.ascii, in)
			if c2.got != c.got && c2.got != rewrite(c.got) || (c2.err == nil) != (c.err == nil) {
				return false
			}
			return c2.same() || classifyXNet(c2, name) != nil
		},
		right:      right,
		why:        why,
		regression: regression,
	}
}

// classifyXNet returns the first class that explains the difference in c,
// not counting the excluded classes, or nil. When x/net accepts a name that
// xn refuses under several rules and no class explains them together, each
// rule must be one that a class says x/net misses ("xn--a--a-4gj" is
// "\u094da--a": a leading mark, which x/net misses without joiners, and
// "--" at characters 3 and 4, which it misses after non-ASCII).
func classifyXNet(c *xnetCase, exclude ...string) *xnetClass {
	for _, cl := range xnetClasses {
		if slices.Contains(exclude, cl.name) {
			continue
		}
		if cl.match(c) {
			return cl
		}
	}
	if c.xerr != nil || len(c.codes) < 2 {
		return nil
	}
	var first *xnetClass
	for _, code := range c.codes {
		alone := *c
		alone.codes = []string{code}
		cl := classifyXNet(&alone, exclude...)
		if cl == nil {
			return nil
		}
		first = cmp.Or(first, cl)
	}
	return first
}

// xnetHandwritten are inputs chosen for the differences they may show.
var xnetHandwritten = []string{
	// Plain ASCII, case, root label, empty labels.
	"xn--" + strings.Repeat("a", 1100) + "-em6i", "XN--" + strings.Repeat("a", 1100) + "-EM6I.com",
	"a" + strings.Repeat("\u0301", 31) + ".com", "x" + strings.Repeat("\u0316\u0301", 20), "\ufc61", "a.\ufc61",
	"example.com", "EXAMPLE.COM", "ExAmPlE.CoM", "example.com.", "example.com..", ".example.com",
	"..example.com", "a..b", ".", "..", "...", "", "a", "A.", "localhost", "123", "1.2.3.4", "0x7f.1",
	// STD3 and hyphen rules.
	"ü--x.com", "ĸ--00", "XN----00-K0A", "üü--x.com", "ü-\u200d-x.com", "üü-\u200c-x.com", "\u4e2d--x.cn", "a\u00fc--.com",
	"a_b.com", "_dmarc.example.com", "a b.com", "a/b", "a:b", "[::1]", "*.example.com", "a*b.com",
	"-abc.com", "abc-.com", "ab--cd.com", "r3---sn-apo3qvuoxuxbt-j5pe.googlevideo.com", "a-b-c.com",
	"a\x00b.com", "\x00", "a\x7fb", "a\tb.com", "a%b.com", "a@b.com",
	// Lengths: a 63- and 64-octet label, names of 253 and 254 octets.
	strings.Repeat("a", 63) + ".com", strings.Repeat("a", 64) + ".com",
	strings.Repeat("a.", 126) + "a", strings.Repeat("a.", 127) + "a",
	strings.Repeat("ä", 30) + ".com", strings.Repeat("ä", 60) + ".com",
	// A-labels: valid, uppercase, fake (decode to ASCII), empty, invalid
	// Punycode, a surrogate, non-ASCII after the prefix, A-labels of
	// disallowed or unnormalized text.
	"xn--bcher-kva.com", "XN--BCHER-KVA.COM", "Xn--Bcher-Kva.com", "xN--bcher-kva.com",
	"xn--go-.dev", "XN--GO-.DEV", "xn--go-", "xn--paypal-.com", "xn--.com", "xn--", "XN--", "a.xn--",
	"\u200cxn--.com", "x\u00adn--.com",
	"xn--a", "xn--a.com", "xn--99999999999.com", "xn--0.com", "xn--ib9b", "xn--ib9b.com", "XN--IB9B.COM",
	"xn--a-\u00e4.com", "XN--A-\u00c4.COM", "xn--bücher-kva.de", "XN--0Κ-A", "xn--ü-kva", "xn--zca.com", "xn--ss-.com", "xn--fa-hia.de", "xn--bucher-xyd.de",
	"xn--ls8h.la", "xn--zn7c.com", "xn--xn---epa", "xn--xn--a--gua.pt", "xn--xn--bcher-kva.com", "xn--bcher-kva-.com", "xn---bcher-kva.com",
	"xn--abc\u3002com", "xn--bcher-kva\uff0ecom", "xn--nxasmm1c.com", "xn--nxasmq6b.com", "xn--1ug.com",
	"xn--0ug.com", "xn--a-ecp.ru", "xn--e1afmkfd.xn--p1ai", "xn--fiqs8s", "xn--4db.xn--4db", "xn--mgbh0fb.com",
	// IDN in many scripts, with mixed case and compatibility forms.
	"bücher.com", "Bücher.COM", "BÜCHER.de", "bu\u0308cher.de", "Bu\u0308cher.de", "ÅngStröm.se",
	"İstanbul.tr", "ǅemal.ba", "пример.рф", "ПРИМЕР.РФ", "βόλος.gr", "ΒΌΛΟΣ.gr", "ελληνικά.gr",
	"中国.中国", "日本語。ＪＰ", "例え.テスト", "ﾃｽﾄ.jp", "한국.kr", "ไทย.th", "भारत.in", "বাংলা.bd",
	"இந்தியா.in", "ශ්‍රී.lk", "ລາວ.la", "ཀ.bt", "မြန်မာ.mm", "ኢትዮጵያ.et", "ᠮᠣᠩᠭᠣᠯ.mn", "հայ.am", "გე.ge",
	"ＥＸＡＭＰＬＥ．ＣＯＭ", "ｅｘａｍｐｌｅ｡com", "𝐄𝐱𝐚𝐦𝐩𝐥𝐞.com", "℡.com", "①②③.com", "⒈com", "\u2488\u2489",
	"☕.us", "💩.la", "👍🏽.com", "👨\u200d👩\u200d👧.com", "♥.com", "\ufffd.com", "a\ufffdb.com",
	// Deviation characters and joiners.
	"faß.de", "FASS.de", "ẞ.de", "straße.de", "βόλοσ.gr", "ς.gr", "Σ.gr",
	"a\u200db.com", "a\u200cb.com", "\u200d.com", "\u200c", "क्\u200dष.in", "क्\u200cष.in",
	"\u0628\u200c\u0628.com", "\u0644\u200c\u0627.com", "\u0628\u200c.com",
	"\u0628\u200c\u0640", "\u0628\u200c\u064b\u0640.com", "\u07ca\u200c\u07fa", "\u0640\u200c\u0628",
	// Bidi: RTL labels, mixed, digits, AN/EN.
	"\u05d0\u05d1.com", "\u05d0.\u05d1", "a.\u05d0", "0a.\u05d0", "\u05d01.com", "1\u05d0.com",
	"\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631", "\u0627\u0661\u06f1.com", "a\u05d0.com",
	"\u05d0\u0300.com", "\u05d0-.com", "\u0661\u0662.com",
	// Letterlike symbols that map to Hebrew letters; an A-label of a dot.
	"a\u2138", "\u2135\u4e2d", "\u2136.com", "a.\u2137", "xn--ab-r13a", "xn--ab-r13a.com",
	// Combining marks, NFC, leading marks, dots from mapping.
	"\u0300a.com", "a\u0300.com", "\u00e0.com", "a\u0300\u0308.com", "\u1100\u1161.kr",
	"a.b\u2024c", "a\u00b7l.com", "l\u00b7l.com", "\u0375\u03b1.gr",
	// Names that mapping turns into an IPv4 literal, or that end in digits.
	"\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", "127\u30020\u30020\u30021", "\u2460.\u2461", "0\u0308.0",
	"bücher.123", "bücher.123.", "BÜCHER.0x7f", "127.0.0.1", "1.2.3.4.", "\u0661\u0662\u0663.4",
	// Leading dots (for RemoveLeadingDots) and the four dots.
	".a", "..a", "。a", "．．a", "a。b．c｡d", "a\u3002", "\u3002", "\uff0e\uff0e",
	// Disallowed and unassigned code points, private use, noncharacters.
	"\u0378.com", "\ue000.com", "\U000e0001.com", "\ufdd0.com", "\u2028.com", "\u00ad.com", "a\u00adb.com",
	"\u180e.com", "\u034f.com", "\U0001f1e6\U0001f1e8.com", "\u2000", "a\u2000b.com", "\u2126.com", "\u212b",
	// Long runs of non-starters (x/net's stream-safe NFC inserts U+034F
	// after 30): as typed, with U+034F already in the input, and as the
	// A-label of the exact NFC form.
	"a" + strings.Repeat("\u0301", 31) + ".com", "a\u034f" + strings.Repeat("\u0301", 31) + ".com",
	strings.Repeat("\u0301", 3) + "\u034f" + strings.Repeat("\u0301", 31),
	"xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com",
	// A mapped IP literal behind a label with "--" at bytes 2 and 3 only.
	"\u00fc--x.\uff11\uff12\uff13", "\u00fc--x.bücher.123", "\u00fc\u00fc--x.\uff11\uff12\uff13", "\u00fc\u00fc--x.123",
	// Invalid UTF-8.
	"A\xffb.com", "\xff", "\xc0\xaf.com", "a\xed\xa0\x80z.com", "xn--bcher-kva.\xff", "\xe4\xb8.com",
}

// xnetWords and xnetSuffixes are combined into generated names.
var (
	xnetWords = []string{
		"example", "EXAMPLE", "bücher", "BÜCHER", "faß", "FASS", "straße", "café", "naïve",
		"βόλος", "ΒΌΛΟΣ", "пример", "ПРИМЕР", "עברית", "مثال", "ایران", "भारत", "ไทย",
		"中国", "日本語", "ﾃｽﾄ", "한국", "💩", "ＥＸＡＭＰＬＥ", "ς", "a\u200db", "a\u200cb",
		"xn--bcher-kva", "XN--BCHER-KVA", "xn--go-", "xn--", "xn--ib9b", "xn--a", "ab--cd", "-ab", "a_b",
		"\u0661\u0662", "\u05d0\u0300", "\u0300a", "bu\u0308cher",
	}
	xnetSuffixes = []string{"", ".com", ".COM.", "\u3002de", ".中国", ".xn--fiqs8s", ".рф", "..com", ".\u05d0", "\uff0e\uff21"}
)

// xnetInputs returns the handwritten names, the generated ones and every
// source string of IdnaTestV2.txt for the Unicode version of this build
// (from the committed rows of internal/idnatestv2).
func xnetInputs(t *testing.T) []string {
	t.Helper()
	in := slices.Clone(xnetHandwritten)
	for _, w := range xnetWords {
		for _, s := range xnetSuffixes {
			in = append(in, w+s)
		}
	}
	t.Run("IdnaTestV2-sources", func(t *testing.T) {
		for _, row := range readConformance(t, tables.UnicodeVersion) {
			in = append(in, row.source)
		}
	})
	slices.Sort(in)
	return slices.Compact(in)
}

// TestXNetDifferential runs every input through every pair and requires
// each difference to be explained by a class.
func TestXNetDifferential(t *testing.T) {
	inputs := xnetInputs(t)
	matched := map[string]int{}
	type group struct {
		key      string
		examples []string
		n        int
	}
	unexplained := map[string]*group{}
	total, same := 0, 0
	for _, p := range xnetPairs() {
		for _, in := range inputs {
			for _, ascii := range []bool{true, false} {
				total++
				c := p.run(ascii, in)
				if c.same() {
					same++
					continue
				}
				if cl := classifyXNet(c); cl != nil {
					matched[cl.name]++
					continue
				}
				key := fmt.Sprintf("%s %s: xn error %v, x/net error %v, wide dots %v",
					p.name, c.op(), c.err != nil, c.xerr != nil, wideDots.Replace(in) != in)
				g := unexplained[key]
				if g == nil {
					g = &group{key: key}
					unexplained[key] = g
				}
				g.n++
				if len(g.examples) < 40 {
					g.examples = append(g.examples, fmt.Sprintf("%+q: xn %+q %v; x/net %+q, %v", in, c.got, c.codes, c.xgot, c.xerr))
				}
			}
		}
	}
	t.Logf("Unicode %s: %d inputs, %d conversions, %d agree, %d differ", tables.UnicodeVersion, len(inputs), total, same, total-same)
	for _, cl := range xnetClasses {
		t.Logf("class %-34s %6d differences", cl.name, matched[cl.name])
		if matched[cl.name] == 0 && cl.expected() {
			t.Errorf("class %s explained no difference: its predicate or the inputs are wrong", cl.name)
		}
	}
	keys := make([]string, 0, len(unexplained))
	for k := range unexplained {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for i, k := range keys {
		if i == 40 {
			t.Errorf("... and %d more groups of unexplained differences", len(keys)-i)
			break
		}
		g := unexplained[k]
		t.Errorf("%d unexplained differences: %s\n\t%s", g.n, g.key, strings.Join(g.examples, "\n\t"))
	}
}

// xnetRegression is one input of a class, with our correct result.
type xnetRegression struct {
	class string
	p     *Profile
	ascii bool
	in    string
	want  string
	codes []string
	// xnetOK is whether x/net (the profile of the same name) reports no
	// error, checked so that the documentation stays true; xnetOut, when
	// not empty, is x/net's output.
	xp      *xnet.Profile
	xnetOK  bool
	xnetOut string
}

// TestXNetRegressions pins our result for inputs of every class where
// x/net is wrong by the standard, and checks x/net still behaves as
// docs/xnet-differences.md says.
func TestXNetRegressions(t *testing.T) {
	tests := []xnetRegression{
		{class: "invalid-utf8", p: Lookup, ascii: true, in: "A\xffb.com", want: "", codes: []string{"UTF8"},
			xp: xnet.Lookup, xnetOK: v15, xnetOut: pick("xn--ab-gg4n.com", "a\ufffdb.com")},
		{class: "invalid-utf8", p: Lookup, in: "A\xffb.com", want: "A\xffb.com", codes: []string{"UTF8"},
			xp: xnet.Lookup, xnetOK: v15, xnetOut: "a\ufffdb.com"},
		{class: "invalid-utf8", p: Punycode, in: "A\xffb.com", want: "A\xffb.com", codes: []string{"UTF8"},
			xp: xnet.Punycode, xnetOK: true, xnetOut: "A\xffb.com"},
		{class: "invalid-utf8", p: Registration, ascii: true, in: "\xe4\xb8.com", want: "", codes: []string{"UTF8"},
			xp: xnet.Registration},
		// U+10E0B is unassigned in Unicode 15.0 and 17.0, with Bidi_Class R
		// by default, so these are Bidi domain names. "a" is a valid LTR
		// label; "a-" ends in ES (B6). With 15.0.0 tables mapping rejects
		// the code point (P1) on both sides.
		{class: "unassigned-rtl-default", p: newProfile(mapForLookup(), CheckBidi(true), ValidateLabels(false)),
			in: "a.\U00010e0b", want: "a.\U00010e0b", codes: pickCodes([]string{"P1"}, nil),
			xp: xnet.New(xnet.MapForLookup(), xnet.BidiRule(), xnet.ValidateLabels(false)), xnetOK: !v15},
		{class: "unassigned-rtl-default", p: newProfile(mapForLookup(), CheckBidi(true), ValidateLabels(false)),
			in: "a-.\U00010e0b", want: "a-.\U00010e0b", codes: pickCodes([]string{"B6", "P1"}, []string{"B6"}),
			xp: xnet.New(xnet.MapForLookup(), xnet.BidiRule(), xnet.ValidateLabels(false)), xnetOK: !v15},
		// The A-label of 1100 "a" and "ü" (x/net's Punycode profile encodes
		// it so; only its decoder has the limit).
		{class: "long-punycode-label", p: Lookup, in: "xn--" + strings.Repeat("a", 1100) + "-em6i",
			want: strings.Repeat("a", 1100) + "\u00fc", xp: xnet.Lookup},
		{class: "long-punycode-label", p: Lookup, ascii: true, in: strings.Repeat("a", 1100) + "\u00fc",
			want: "xn--" + strings.Repeat("a", 1100) + "-em6i", xp: xnet.Lookup, xnetOK: true},
		{class: "bidi-domain-after-mapping", p: newProfile(mapForLookup(), CheckBidi(true), ValidateLabels(false)),
			in: "\ufc61", want: pick("\ufc61", " \u064f\u0651"), codes: pickCodes([]string{"P1"}, nil),
			xp: xnet.New(xnet.MapForLookup(), xnet.BidiRule(), xnet.ValidateLabels(false))},
		// The A-label of "\u00e1" and 30 U+0301 (x/net's Punycode profile
		// encodes it so); x/net's Lookup puts U+034F before the last mark.
		{class: "stream-safe-joiner", p: Lookup, ascii: true, in: "a" + strings.Repeat("\u0301", 31) + ".com",
			want: "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com",
			xp:   xnet.Lookup, xnetOK: v15, xnetOut: "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa90w.com"},
		{class: "stream-safe-joiner", p: Lookup, in: "a" + strings.Repeat("\u0301", 31) + ".com",
			want: "\u00e1" + strings.Repeat("\u0301", 30) + ".com",
			xp:   xnet.Lookup, xnetOK: v15, xnetOut: "\u00e1" + strings.Repeat("\u0301", 29) + "\u034f\u0301.com"},
		{class: "empty-a-label", p: Lookup, ascii: true, in: "xn--.com", want: "", codes: []string{"P4"},
			xp: xnet.Lookup, xnetOK: true, xnetOut: ".com"},
		{class: "empty-a-label", p: Lookup, ascii: true, in: "xn--", want: "", codes: []string{"P4"},
			xp: xnet.Lookup, xnetOK: true, xnetOut: ""},
		{class: "empty-a-label", p: UTS46, in: "xn--", want: "", codes: []string{"P4", "X4_2"}},
		// Transitional processing deletes the ZWNJ, which leaves "xn--".
		{class: "empty-a-label", p: newProfile(mapForLookup(), Transitional(true)), ascii: true, in: "\u200cxn--.com",
			want: "", codes: []string{"P4"}, xp: xnet.New(xnet.MapForLookup(), xnet.Transitional(true)), xnetOK: true,
			xnetOut: ".com"},
		{class: "empty-a-label", p: Lookup, in: "a.XN--.com", want: "a..com", codes: []string{"P4"},
			xp: xnet.Lookup, xnetOK: true, xnetOut: "a..com"},
		{class: "non-ascii-a-label", p: Lookup, ascii: true, in: "xn--bücher-kva.de", want: "", codes: []string{"P4"},
			xp: xnet.Lookup, xnetOK: true, xnetOut: "xn--bcher-isa8j.de"},
		{class: "non-ascii-a-label", p: Lookup, in: "xn--bücher-kva.de", want: "xn--bücher-kva.de", codes: []string{"P4"},
			xp: xnet.Lookup, xnetOK: true, xnetOut: "bücêher.de"},
		{class: "non-ascii-a-label", p: Lookup, in: "XN--0Κ-A", want: "xn--0κ-a", codes: []string{"P4"},
			xp: xnet.Lookup, xnetOut: "\u00800κ"},
		{class: "surrogate-a-label", p: Lookup, in: "xn--ib9b.com", want: "xn--ib9b.com", codes: []string{"P4"},
			xp: xnet.Lookup, xnetOut: "\ufffd.com"},
		{class: "surrogate-a-label", p: Lookup, ascii: true, in: "xn--ib9b.com", want: "", codes: []string{"P4"},
			xp: xnet.Lookup},
		{class: "surrogate-a-label", p: Punycode, in: "xn--ib9b", want: "xn--ib9b", codes: []string{"P4"},
			xp: xnet.Punycode, xnetOK: true, xnetOut: "\ufffd"},
		{class: "hyphen-positions-in-bytes", p: Lookup, ascii: true, in: "ü--x.com", want: "xn----x-goa.com",
			xp: xnet.Lookup},
		{class: "hyphen-positions-in-bytes", p: Lookup, in: "XN----00-K0A", want: "\u0138--00",
			xp: xnet.Lookup, xnetOut: "\u0138--00"},
		{class: "hyphen-positions-in-bytes", p: Lookup, ascii: true, in: "üü--x.com", want: "",
			codes: []string{"V2"}, xp: xnet.Lookup, xnetOK: true, xnetOut: "xn----x-goaa.com"},
		// Transitional processing deletes the joiner, so the hyphens meet
		// in the A-label only.
		{class: "hyphen-positions-in-bytes", p: newProfile(mapForLookup(), Transitional(true)), ascii: true,
			in: "ü-\u200d-x.com", want: "xn----x-goa.com",
			xp: xnet.New(xnet.MapForLookup(), xnet.Transitional(true)), xnetOut: "xn----x-goa.com"},
		{class: "hyphen-positions-in-bytes", p: newProfile(mapForLookup(), Transitional(true)), ascii: true,
			in: "üü-\u200c-x.com", want: "", codes: []string{"V2"},
			xp: xnet.New(xnet.MapForLookup(), xnet.Transitional(true)), xnetOK: true, xnetOut: "xn----x-goaa.com"},
		{class: "unnormalized-error-output", p: Lookup, in: "a\u2000b.com", want: pick("a\u2002b.com", "a b.com"),
			codes: pickCodes([]string{"P1", "V6"}, []string{"U1"}), xp: xnet.Lookup,
			xnetOut: pick("a\u2000b.com", "a b.com")},
		{class: "mapped-ip-literal", p: Lookup, ascii: true, in: "\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11",
			want: "", codes: []string{"IPLITERAL"}, xp: xnet.Lookup, xnetOK: true, xnetOut: "127.0.0.1"},
		{class: "leading-mark-without-joiners", p: newProfile(mapForLookup(), CheckJoiners(false)), ascii: true,
			in: "\u0308a.com", want: "", codes: []string{string(codeLeadingMark)},
			xp: xnet.New(xnet.MapForLookup(), xnet.CheckJoiners(false)), xnetOK: true, xnetOut: "xn--a-bcb.com"},
		{class: "leading-mark-without-joiners", p: newProfile(mapForLookup(), CheckJoiners(false)),
			in: "xn--a-bcb.com", want: "\u0308a.com", codes: []string{string(codeLeadingMark)},
			xp: xnet.New(xnet.MapForLookup(), xnet.CheckJoiners(false)), xnetOK: true, xnetOut: "\u0308a.com"},
		{class: "mapped-ip-literal", p: Lookup, ascii: true, in: "\u00fc\u00fc--x.\uff11\uff12\uff13", want: "",
			codes: []string{"IPLITERAL", "V2"}, xp: xnet.Lookup, xnetOK: true, xnetOut: "xn----x-goaa.123"},
		{class: "stream-safe-joiner", p: Lookup, ascii: true, in: "a\u034f" + strings.Repeat("\u0301", 31) + ".com",
			want: "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com", xp: xnet.Lookup, xnetOK: v15,
			xnetOut: "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa90w.com"},
		{class: "stream-safe-joiner", p: Lookup, in: "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com",
			want: "\u00e1" + strings.Repeat("\u0301", 30) + ".com", xp: xnet.Lookup},
		{class: "mapped-ip-literal", p: Lookup, ascii: true, in: "127.0.0.1", want: "127.0.0.1",
			xp: xnet.Lookup, xnetOK: true, xnetOut: "127.0.0.1"},
		{class: "mapped-ip-literal", p: Lookup, ascii: true, in: "bücher.123", want: "",
			codes: []string{"IPLITERAL"}, xp: xnet.Lookup, xnetOK: true, xnetOut: "xn--bcher-kva.123"},
		{class: "ascii-failure-value", p: Lookup, ascii: true, in: "xn--go-.dev", want: "", codes: []string{"P4"},
			xp: xnet.Lookup, xnetOut: "go.dev"},
		{class: "ascii-failure-value", p: Lookup, ascii: true, in: "a_b.xn--99999999999.com", want: "",
			codes: pickCodes([]string{"P1", "P4", "V6"}, []string{"P4", "U1"}), xp: xnet.Lookup},
		{class: "ascii-failure-value", p: Registration, ascii: true, in: "Bücher.com", want: "",
			codes: []string{string(codeStatus)}, xp: xnet.Registration, xnetOut: "xn--Bcher-kva.com"},
		{class: "punycode-wide-dots", p: Punycode, ascii: true, in: "bücher。de", want: "xn--bcher-kva.de",
			xp: xnet.Punycode, xnetOK: true, xnetOut: "xn--bcherde-n2a0649h"},
		{class: "punycode-wide-dots", p: Punycode, in: "xn--bcher-kva\uff0ede", want: "bücher.de",
			xp: xnet.Punycode, xnetOut: "xn--bcher-kva\uff0ede"},
		{class: "ace-prefix-case", p: Punycode, in: "XN--BCHER-KVA.DE", want: "BüCHER.DE",
			xp: xnet.Punycode, xnetOK: true, xnetOut: "XN--BCHER-KVA.DE"},
		{class: "ace-prefix-case", p: Punycode, in: "Xn--bcher-kva.de", want: "bücher.de",
			xp: xnet.Punycode, xnetOK: true, xnetOut: "Xn--bcher-kva.de"},
		{class: "ace-label-case", p: Registration, ascii: true, in: "XN--bcher-kva.de", want: "xn--bcher-kva.de",
			xp: xnet.Registration, xnetOut: "XN--bcher-kva.de"},
		{class: "ace-label-case", p: Registration, ascii: true, in: "XN----00-K0A", want: "xn----00-k0a",
			xp: xnet.Registration, xnetOut: "XN----00-K0A"},
		{class: "empty-label-before-root", p: Registration, in: "example.com..", want: "example.com..",
			codes: []string{"X4_2"}, xp: xnet.Registration, xnetOK: true, xnetOut: "example.com.."},
		{class: "empty-label-before-root", p: newProfile(mapForLookup(), VerifyDNSLength(true)), ascii: true,
			in: "example.com..", want: "", codes: []string{"A4_2"},
			xp: xnet.New(xnet.MapForLookup(), xnet.VerifyDNSLength(true)), xnetOK: v15},
		{class: "zwnj-before-non-joining", p: newProfile(mapForLookup(), CheckHyphens(false)), ascii: true,
			in: "xn--5sf345zdk8h.xn----rgnt157hwl9g", want: "", codes: []string{"C1"},
			xp: xnet.New(xnet.MapForLookup(), xnet.CheckHyphens(false)), xnetOK: true,
			xnetOut: "xn--5sf345zdk8h.xn----rgnt157hwl9g"},
		{class: "zwnj-before-non-joining", p: newProfile(mapForLookup(), CheckHyphens(false)),
			in: "\u0628\u200c-x.com", want: "\u0628\u200c-x.com", codes: []string{"C1"},
			xp: xnet.New(xnet.MapForLookup(), xnet.CheckHyphens(false)), xnetOK: true,
			xnetOut: "\u0628\u200c-x.com"},
		{class: "decoded-ace-prefix", p: newProfile(mapForLookup(), CheckHyphens(false)),
			in: "xn--xn---epa", want: "xn--\u00e9", codes: pickCodes(nil, []string{"V4"}),
			xp: xnet.New(xnet.MapForLookup(), xnet.CheckHyphens(false)), xnetOK: true, xnetOut: "xn--\u00e9"},
		{class: "decoded-ace-prefix", p: Lookup, in: "xn--xn---epa", want: "xn--\u00e9",
			codes: pickCodes([]string{"V2"}, []string{"V2", "V4"})},
		{class: "literal-replacement-character", p: Punycode, ascii: true, in: "a\ufffdb.com", want: "xn--ab-gg4n.com",
			xp: xnet.Punycode, xnetOK: v15},
		{class: "literal-replacement-character", p: Lookup, ascii: true, in: "a\ufffdb.com", want: "",
			codes: pickCodes([]string{"P1", "V6"}, []string{"V7"}), xp: xnet.Lookup},
		// U+0640 ARABIC TATWEEL and U+07FA NKO LAJANYALAN have Joining_Type C.
		{class: "zwnj-before-join-causing", p: Lookup, ascii: true, in: "\u0628\u200c\u0640", want: "",
			codes: []string{"C1"}, xp: xnet.Lookup, xnetOK: true, xnetOut: "xn--ngb2cx87i"},
		{class: "zwnj-before-join-causing", p: Lookup, in: "\u07ca\u200c\u07fa", want: "\u07ca\u200c\u07fa",
			codes: []string{"C1"}, xp: xnet.Lookup, xnetOK: true, xnetOut: "\u07ca\u200c\u07fa"},
		// U+2135 ALEF SYMBOL and U+2138 DALET SYMBOL (L) map to U+05D0 and U+05D3 (R).
		{class: "rtl-by-mapping", p: Lookup, ascii: true, in: "a\u2138", want: "", codes: []string{"B5", "B6"},
			xp: xnet.Lookup, xnetOK: true, xnetOut: "xn--a-6hc"},
		{class: "rtl-by-mapping", p: Lookup, in: "\u2135\u4e2d", want: "\u05d0\u4e2d", codes: []string{"B2", "B3"},
			xp: xnet.Lookup, xnetOK: true, xnetOut: "\u05d0\u4e2d"},
		{class: "rtl-by-mapping", p: Lookup, ascii: true, in: "\u2136.com", want: "xn--5db.com",
			xp: xnet.Lookup, xnetOK: true, xnetOut: "xn--5db.com"},
		// "xn--ab-r13a" is the A-label of "a\u3002b".
		{class: "punycode-decoded-dot", p: Punycode, in: "xn--ab-r13a", want: "a\u3002b",
			codes: pickCodes([]string{"V4"}, []string{"V5"}), xp: xnet.Punycode, xnetOK: true, xnetOut: "a\u3002b"},
		{class: "punycode-decoded-dot", p: Punycode, ascii: true, in: "xn--ab-r13a.com", want: "",
			codes: pickCodes([]string{"V4"}, []string{"V5"}), xp: xnet.Punycode, xnetOK: true,
			xnetOut: "xn--ab-r13a.com"},
		{class: "punycode-decoded-dot", p: Lookup, in: "xn--ab-r13a", want: "a\u3002b",
			codes: pickCodes([]string{"V6"}, []string{"V7"}), xp: xnet.Lookup, xnetOut: "a\u3002b"},
	}
	classes := map[string]bool{}
	for _, tt := range tests {
		classes[tt.class] = true
		c := convCase{in: tt.in, want: tt.want, codes: tt.codes}
		if len(c.codes) == 0 {
			c.codes = nil
		}
		t.Run(tt.class, func(t *testing.T) {
			op := "ToUnicode"
			var got string
			var err error
			if tt.ascii {
				op = "ToASCII"
				got, err = tt.p.ToASCII(tt.in)
			} else {
				got, err = tt.p.ToUnicode(tt.in)
			}
			checkResult(t, tt.p, op, c, got, err, tt.ascii)
			if tt.xp == nil {
				return
			}
			var xgot string
			var xerr error
			if tt.ascii {
				xgot, xerr = tt.xp.ToASCII(tt.in)
			} else {
				xgot, xerr = tt.xp.ToUnicode(tt.in)
			}
			if (xerr == nil) != tt.xnetOK || tt.xnetOut != "" && xgot != tt.xnetOut {
				want := "any output"
				if tt.xnetOut != "" {
					want = strconv.Quote(tt.xnetOut)
				}
				t.Errorf("x/net %s(%+q) = %+q, %v; docs/xnet-differences.md says %s, error %v: update the docs",
					op, tt.in, xgot, xerr, want, !tt.xnetOK)
			}
		})
	}
	for _, cl := range xnetClasses {
		if strings.HasPrefix(cl.regression, "TestXNetRegressions/") && !classes[cl.name] {
			t.Errorf("class %s names TestXNetRegressions but has no case there", cl.name)
		}
	}
}

// TestXNetStandardWins lists inputs where x/net v0.62.0 follows the
// standard and xn did not when this test was written; each asserts the
// standard's result. The differential test reports the same inputs as
// unexplained differences until they pass.
func TestXNetStandardWins(t *testing.T) {
	// UTS #46 section 4.1 validity criterion 1 (V1): a label must be in NFC;
	// RFC 5891 section 4.1 requires registration input in NFC. Without
	// mapping nothing normalizes the input, so the check must be made, or
	// ToASCII makes an A-label ("xn--bucher-xyd") that ToUnicode rejects
	// (V1). x/net: invalid label (V1).
	notNFC := []convCase{
		{"bu\u0308cher.de", "", []string{"V1"}},
		{"a\u0300.com", "", []string{"V1"}},
	}
	runASCII(t, IDNA2008, notNFC)
	// Conjoining jamo compose to U+AC00 (IDNA2008 disallows them anyway).
	notNFC = append(notNFC, convCase{"\u1100\u1161.kr", "", []string{"V1"}})
	runASCII(t, Registration, notNFC)
	runASCII(t, newProfile(validateForRegistration()), notNFC)
	runUnicode(t, Registration, []convCase{{"bu\u0308cher.de", "bu\u0308cher.de", []string{"V1"}}})

	// Without mapping, U+3002, U+FF0E and U+FF61 are not label separators:
	// UTS #46 section 4 breaks labels at U+002E only (step 3), after step 1
	// has mapped the other three to it (IdnaMappingTable: "3002 ; mapped ;
	// 002E"); Registration's own doc says a character UTS #46 would map is an
	// error. IDNA2008: U+3002 is DISALLOWED (Idna2008.txt "2FF0..3004 ;
	// DISALLOWED"), and its mapping to "." belongs to RFC 5895's optional
	// lookup mapping. x/net: "disallowed rune U+3002".
	wideDot := []convCase{
		{"example\u3002de", "", []string{string(codeStatus)}},
		{"b\u00fccher\uff0ede", "", []string{string(codeStatus)}},
		{"a\uff61b", "", []string{string(codeStatus)}},
	}
	runASCII(t, Registration, wideDot)
	runASCII(t, IDNA2008, wideDot)
	runUnicode(t, Registration, []convCase{{"example\u3002de", "example\u3002de", []string{string(codeStatus)}}})

	// UTS #46 section 4 step 4, for a label starting with "xn--": the
	// Punycode conversion, then "If the label is empty, or if the label
	// contains only ASCII code points, record that there was an error" (P4).
	// That is conversion, not validation, so the Punycode profile makes it
	// too. x/net's Punycode profile: invalid label (except the empty case,
	// class empty-a-label).
	runUnicode(t, Punycode, []convCase{
		{"xn--go-.dev", "go.dev", []string{"P4"}},
		{"xn--paypal-.com", "paypal.com", []string{"P4"}},
		{"xn--.com", ".com", []string{"P4"}},
	})
	// UTS #46 section 4.2 ToASCII step 1 runs the processing of section 4,
	// which decodes every xn-- label (and fails on a bad one); step 3 then
	// encodes the decoded labels again. ToASCII must not pass on a name that
	// ToUnicode rejects. x/net's Punycode profile: invalid label.
	runASCII(t, Punycode, []convCase{
		{"xn--go-.dev", "", []string{"P4"}},
		{"xn--ib9b.com", "", []string{"P4"}},
		{"xn--0.com", "", []string{"P4"}},
		{"xn--99999999999.com", "", []string{"P4"}},
		{"xn--a-\u00e4.com", "", []string{"P4"}},
		{"xn--bcher-kva.com", "xn--bcher-kva.com", nil},
		// Decoded and encoded again, as step 3 says; the ACE prefix is
		// case-insensitive (RFC 3490 section 5). Keeping "XN--bcher-kva"
		// would break ToASCII(ToUnicode(ToASCII(x))) == ToASCII(x).
		{"XN--bcher-kva.com", "xn--bcher-kva.com", nil},
	})
}

// TestXNetAPIDifferences checks the API differences of
// docs/xnet-differences.md on both sides.
func TestXNetAPIDifferences(t *testing.T) {
	t.Run("package-level", func(t *testing.T) {
		// x/net's package-level ToASCII is its Punycode profile: no
		// mapping, no validation. Ours is Lookup.
		in := "*.GÖPHER.com"
		if got, err := xnet.ToASCII(in); err != nil || got != "*.xn--GPHER-1oa.com" {
			t.Errorf("x/net ToASCII(%q) = %q, %v; docs say \"*.xn--GPHER-1oa.com\", nil", in, got, err)
		}
		if got, err := ToASCII(in); err == nil || got != "" {
			t.Errorf("ToASCII(%q) = %q, %v; want \"\" and an error ('*' is not STD3)", in, got, err)
		}
		if got, err := ToASCII("GÖPHER.com"); err != nil || got != "xn--gpher-jua.com" {
			t.Errorf("ToASCII(\"GÖPHER.com\") = %q, %v; want \"xn--gpher-jua.com\"", got, err)
		}
	})
	t.Run("New-is-not-the-preset", func(t *testing.T) {
		// x/net's newProfile(validateForRegistration()) is its Registration and
		// newProfile(mapForLookup(), CheckBidi(true)) its Lookup. Ours lack the
		// three settings beyond x/net's (RejectMappedIPLiterals,
		// RejectMappedForbidden, ForbidHostCodePoints), so they accept
		// what the presets reject.
		for _, tt := range []struct {
			name          string
			built, preset *Profile
			xbuilt, xpre  *xnet.Profile
			in, builtOut  string
			presetCodes   []rule.Code
		}{
			{"newProfile(validateForRegistration())", newProfile(validateForRegistration()), Registration,
				xnet.New(xnet.ValidateForRegistration()), xnet.Registration, "bücher.123", "xn--bcher-kva.123",
				[]rule.Code{rule.IPLITERAL}},
			{"newProfile(mapForLookup(), CheckBidi(true))", newProfile(mapForLookup(), CheckBidi(true)), Lookup,
				xnet.New(xnet.MapForLookup(), xnet.BidiRule()), xnet.Lookup, "\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11",
				"127.0.0.1", []rule.Code{rule.IPLITERAL}},
			{"newProfile(mapForLookup(), CheckBidi(true))", newProfile(mapForLookup(), CheckBidi(true)), Lookup,
				xnet.New(xnet.MapForLookup(), xnet.BidiRule()), xnet.Lookup, "bücher.123", "xn--bcher-kva.123",
				[]rule.Code{rule.IPLITERAL}},
		} {
			if got, err := tt.built.ToASCII(tt.in); err != nil || got != tt.builtOut {
				t.Errorf("%s.ToASCII(%q) = %q, %v; want %q", tt.name, tt.in, got, err, tt.builtOut)
			}
			var e *Error
			if _, err := tt.preset.ToASCII(tt.in); !errors.As(err, &e) || !slices.Equal(e.Codes(), tt.presetCodes) {
				t.Errorf("%v.ToASCII(%q): %v; want codes %v", tt.preset, tt.in, err, tt.presetCodes)
			}
			g1, e1 := tt.xbuilt.ToASCII(tt.in)
			g2, e2 := tt.xpre.ToASCII(tt.in)
			if g1 != g2 || (e1 == nil) != (e2 == nil) {
				t.Errorf("x/net %s and its preset differ on %q: %q, %v and %q, %v; update the docs", tt.name, tt.in, g1, e1, g2, e2)
			}
		}
	})
	t.Run("option-order", func(t *testing.T) {
		for _, opts := range [][]Option{
			{UseSTD3ASCIIRules(false), mapForLookup()},
			{mapForLookup(), UseSTD3ASCIIRules(false)},
		} {
			if got, err := newProfile(opts...).ToASCII("a_b.com"); err != nil || got != "a_b.com" {
				t.Errorf("newProfile(%v).ToASCII(\"a_b.com\") = %q, %v; want \"a_b.com\"", opts, got, err)
			}
		}
		if _, err := xnet.New(xnet.StrictDomainName(false), xnet.MapForLookup()).ToASCII("a_b.com"); err == nil {
			t.Error("x/net newProfile(UseSTD3ASCIIRules(false), mapForLookup()) accepts \"a_b.com\"; docs say the later preset wins")
		}
		if _, err := xnet.New(xnet.MapForLookup(), xnet.StrictDomainName(false)).ToASCII("a_b.com"); err != nil {
			t.Errorf("x/net newProfile(mapForLookup(), UseSTD3ASCIIRules(false)) rejects \"a_b.com\": %v", err)
		}
	})
	t.Run("New-starting-point", func(t *testing.T) {
		// x/net's newProfile() equals its Punycode profile; ours starts from
		// UTS #46 mapping with the optional checks off.
		in := "Bücher.DE"
		if got, err := newProfile().ToASCII(in); err != nil || got != "xn--bcher-kva.de" {
			t.Errorf("newProfile().ToASCII(%q) = %q, %v; want \"xn--bcher-kva.de\"", in, got, err)
		}
		if got, err := xnet.New().ToASCII(in); err != nil || got != "xn--Bcher-kva.DE" {
			t.Errorf("x/net newProfile().ToASCII(%q) = %q, %v; docs say \"xn--Bcher-kva.DE\"", in, got, err)
		}
		if got, err := newProfile().ToASCII("a_b.com"); err != nil || got != "a_b.com" {
			t.Errorf("newProfile().ToASCII(\"a_b.com\") = %q, %v; want it accepted (UseSTD3ASCIIRules off)", got, err)
		}
	})
	t.Run("remove-leading-dots", func(t *testing.T) {
		p := newProfile(mapForLookup(), VerifyDNSLength(true), RemoveLeadingDots(true))
		xp := xnet.New(xnet.MapForLookup(), xnet.VerifyDNSLength(true), xnet.RemoveLeadingDots(true))
		// Leading dots, in any of the four forms, go on both sides.
		for _, in := range []string{"..a.com", "\u3002\uff0ea.com", "\uff61a.com"} {
			if got, err := p.ToASCII(in); err != nil || got != "a.com" {
				t.Errorf("ToASCII(%+q) = %q, %v; want \"a.com\"", in, got, err)
			}
			if got, err := xp.ToASCII(in); err != nil || got != "a.com" {
				t.Errorf("x/net ToASCII(%+q) = %q, %v; docs say \"a.com\"", in, got, err)
			}
		}
		// A first label that maps to nothing is not a dot: xn keeps it (and
		// VerifyDNSLength rejects it); x/net drops it with the dot after it.
		in := "\u00ad.com"
		runASCII(t, p, []convCase{{in, "", []string{"A4_2"}}})
		if got, err := xp.ToASCII(in); err != nil || got != "com" {
			t.Errorf("x/net ToASCII(%+q) = %q, %v; docs say \"com\"", in, got, err)
		}
	})
	t.Run("every-problem", func(t *testing.T) {
		// x/net reports the first problem only, as an unexported type;
		// ours lists them all and matches the family sentinels.
		in := "a\u200cb.-bad-.com"
		_, xerr := xnet.Lookup.ToASCII(in)
		if xerr == nil || strings.Contains(xerr.Error(), "-bad-") {
			t.Errorf("x/net Lookup.ToASCII(%+q) error %v; docs say it names only the first bad label", in, xerr)
		}
		_, err := Lookup.ToASCII(in)
		var e *Error
		if !errors.As(err, &e) || !slices.Equal(e.Codes(), []rule.Code{rule.C1, rule.V3}) {
			t.Fatalf("Lookup.ToASCII(%+q) error %v; want *Error with C1 and V3", in, err)
		}
		if !errors.Is(err, ErrJoiner) || !errors.Is(err, ErrHyphen) {
			t.Errorf("errors.Is(%v, ErrJoiner/ErrHyphen) = false", err)
		}
		if e.Problems[0].Label != 0 || e.Problems[1].Label != 1 {
			t.Errorf("problems %v; want labels 0 and 1", e.Problems)
		}
	})
}

// TestXNetDifferencesDoc checks that docs/xnet-differences.md has a row
// for every class of xnetClasses and no row for a class that is not there,
// and that every class is documented in the table here as well.
func TestXNetDifferencesDoc(t *testing.T) {
	doc, err := os.ReadFile("../docs/xnet-differences.md")
	if err != nil {
		t.Fatal(err)
	}
	inDoc := map[string]bool{}
	for _, line := range strings.Split(string(doc), "\n") {
		if m := docRow.FindStringSubmatch(line); m != nil {
			inDoc[m[1]] = true
		}
	}
	for _, cl := range xnetClasses {
		if !inDoc[cl.name] {
			t.Errorf("class %s has no row in docs/xnet-differences.md", cl.name)
		}
		delete(inDoc, cl.name)
		if cl.right == "" || cl.why == "" || cl.regression == "" {
			t.Errorf("class %s lacks its explanation or regression test", cl.name)
		}
	}
	for name := range inDoc {
		t.Errorf("docs/xnet-differences.md has a row for %s, which is not a class of xnetClasses", name)
	}
}

// docRow matches a row of the class table of docs/xnet-differences.md.
var docRow = regexp.MustCompile("^\\| `([a-z0-9-]+)` \\|")

// The names x/net users write compile and mean the same here; the
// differential test compares each of these pairs. (A compile-time check.)
var (
	_ = []*Profile{Lookup, Display, Registration, Punycode}
	_ = []Option{Transitional(true), VerifyDNSLength(true), RemoveLeadingDots(true),
		ValidateLabels(true), CheckHyphens(true), CheckJoiners(true), UseSTD3ASCIIRules(true),
		CheckBidi(true), validateForRegistration(), mapForLookup()}
	_ conversion = ToASCII
	_ conversion = ToUnicode
)
