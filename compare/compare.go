// Package compare converts one domain name under every IDNA regime side by
// side (UTS #46 nontransitional and transitional, strict IDNA2008, IDNA2008
// with the UTS #46 mapping, the WHATWG URL Standard and IDNA2003) and says,
// for each pair of regimes whose results differ, which rule separates them.
//
// It answers the question "why does a browser accept this name when my
// library rejects it?". It is apart from package idna, and nothing in idna
// calls it, so conversions pay nothing for it: a comparison runs ToASCII and
// ToUnicode under six regimes and is meant for one name at a time, on
// request.
//
// The reasons are derived from the rule codes of the problems each regime
// reports, the UTS #46 and IDNA2008 properties of the code points involved
// (package idna/trace) and the settings of the profiles, not from a list of
// known names.
package compare

import (
	"errors"
	"fmt"
	"slices"
	"unicode"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/idna2003"
	"github.com/xn-go/xn/rule"
)

// converter is what a regime needs of a profile: *idna.Profile and
// idna2003.Profile are converters.
type converter interface {
	ToASCII(s string) (string, error)
	ToUnicode(s string) (string, error)
	Settings() []string
}

// regime is one way of converting names.
type regime struct {
	id, name string
	p        converter
	// mapsDeviations is true when the regime maps the four deviation
	// characters of UTS #46 (ß, ς, ZWJ, ZWNJ) as IDNA2003 did: UTS #46
	// transitional processing, and IDNA2003's nameprep.
	mapsDeviations bool
	// maps is false for the regimes that take names as they are (strict
	// IDNA2008): a character that needs mapping is an error there.
	maps bool
	// asciiAsIs is true for IDNA2003, whose ToASCII leaves all-ASCII labels
	// untouched (RFC 3490 section 4.1 step 1): neither lowercased nor
	// checked, xn-- labels included.
	asciiAsIs bool
}

// regimes are the regimes compared, in the order of the results.
var regimes = []regime{
	{id: "uts46", name: "UTS #46 nontransitional", p: idna.UTS46, maps: true},
	{id: "uts46-transitional", name: "UTS #46 transitional", p: idna.UTS46.With(idna.Transitional(true)), maps: true, mapsDeviations: true},
	{id: "idna2008", name: "IDNA2008", p: idna.IDNA2008},
	{id: "idna2008-mapped", name: "IDNA2008 with UTS #46 mapping", p: idna.IDNA2008Lookup, maps: true},
	{id: "whatwg", name: "WHATWG URL Standard", p: idna.WHATWG, maps: true},
	{id: "idna2003", name: "IDNA2003", p: idna2003.Profile{}, maps: true, mapsDeviations: true, asciiAsIs: true},
}

// Regimes returns the identifiers of the regimes, in the order of
// Comparison.Results: "uts46", "uts46-transitional", "idna2008",
// "idna2008-mapped", "whatwg" and "idna2003".
func Regimes() []string {
	out := make([]string, len(regimes))
	for i, r := range regimes {
		out[i] = r.id
	}
	return out
}

// Result is the conversion of the name under one regime.
type Result struct {
	// Regime is the regime's identifier, such as "uts46-transitional";
	// Name is its name for people, such as "UTS #46 transitional".
	Regime string `json:"regime"`
	Name   string `json:"name"`
	// Settings are the settings of the profile used, as
	// idna.Profile.Settings gives them.
	Settings []string `json:"settings"`
	// ASCII is the result of ToASCII, "" when it fails.
	ASCII string `json:"ascii"`
	// Unicode is the result of ToUnicode, with its best effort when the
	// name is not valid: then it is not a name to use.
	Unicode string `json:"unicode"`
	// OK is true when ToASCII succeeded.
	OK bool `json:"ok"`
	// Fallback is true when ToASCII succeeded only through the URL
	// Standard's ASCII fallback (idna.ASCIIFallback): the name failed the
	// checks and was kept as it is, lowercased. Validation holds the
	// codes of the checks it failed.
	Fallback   bool        `json:"fallback,omitempty"`
	Validation []rule.Code `json:"validation,omitempty"`
	// Codes are the rule codes of ToASCII's problems, each once, in the
	// order found.
	Codes []rule.Code `json:"codes"`
	// Message is the plain-English message of the first problem.
	Message string `json:"message,omitempty"`
	// Err is ToASCII's error.
	Err error `json:"-"`
}

// Reason is one rule that separates two regimes.
type Reason struct {
	// Regime is the regime the rule belongs to: the one that rejects the
	// name, or that maps it differently.
	Regime string `json:"regime"`
	// Code is the rule code of the problem behind the reason, "" when
	// the regimes differ in mapping, not in a failed rule.
	Code rule.Code `json:"code,omitempty"`
	// Text is a sentence for people, such as "UTS #46 transitional maps
	// U+00DF 'ß' to "ss" (a deviation character)".
	Text string `json:"text"`
}

// Difference is a pair of regimes whose results differ, with the rules
// that separate them.
type Difference struct {
	A       string   `json:"a"`
	B       string   `json:"b"`
	Reasons []Reason `json:"reasons"`
}

// Comparison is a name converted under every regime.
type Comparison struct {
	Input   string   `json:"input"`
	Results []Result `json:"results"`
	// Differences lists the pairs of regimes, in the order of Results,
	// whose ToASCII results differ (one fails and the other not, or both
	// succeed with different names).
	Differences []Difference `json:"differences"`
}

// Name converts name under every regime and explains the differences.
func Name(name string) *Comparison {
	c := &Comparison{Input: name, Results: make([]Result, len(regimes)), Differences: []Difference{}}
	errs := make([]*idna.Error, len(regimes))
	for i, rg := range regimes {
		a, err := rg.p.ToASCII(name)
		u, _ := rg.p.ToUnicode(name)
		r := Result{Regime: rg.id, Name: rg.name, Settings: rg.p.Settings(), ASCII: a, Unicode: u, OK: err == nil, Codes: []rule.Code{}, Err: err}
		if p, ok := rg.p.(*idna.Profile); ok && err == nil {
			if _, validation, _ := p.ToASCIIWithErrors(name); validation != nil {
				r.Fallback = true
				r.Validation = validation.Codes()
			}
		}
		var e *idna.Error
		if errors.As(err, &e) {
			errs[i] = e
			for _, p := range e.Problems {
				if !slices.Contains(r.Codes, p.Code) {
					r.Codes = append(r.Codes, p.Code)
				}
			}
			if len(e.Problems) > 0 {
				r.Message = e.Problems[0].Message(name)
			}
		} else if err != nil {
			r.Message = err.Error()
		}
		c.Results[i] = r
	}
	for i := range regimes {
		for j := i + 1; j < len(regimes); j++ {
			a, b := c.Results[i], c.Results[j]
			if a.OK == b.OK && a.ASCII == b.ASCII {
				continue
			}
			d := Difference{A: a.Regime, B: b.Regime}
			switch {
			case !a.OK && b.Fallback:
				d.Reasons = fallsBack(name, regimes[i], errs[i], a.Err, regimes[j])
			case !b.OK && a.Fallback:
				d.Reasons = fallsBack(name, regimes[j], errs[j], b.Err, regimes[i])
			case !a.OK:
				d.Reasons = rejects(name, regimes[i], errs[i], a.Err, regimes[j])
			case !b.OK:
				d.Reasons = rejects(name, regimes[j], errs[j], b.Err, regimes[i])
			default:
				d.Reasons = mapsApart(name, regimes[i], a, regimes[j], b)
			}
			c.Differences = append(c.Differences, d)
		}
	}
	return c
}

// Reasons returns the reasons of all differences, each text once, in the
// order of Differences.
func (c *Comparison) Reasons() []Reason {
	var out []Reason
	seen := map[string]bool{}
	for _, d := range c.Differences {
		for _, r := range d.Reasons {
			if !seen[r.Text] {
				seen[r.Text] = true
				out = append(out, r)
			}
		}
	}
	return out
}

// checkSetting names the setting that turns each check on, for the codes
// whose check some regimes leave off.
var checkSetting = map[rule.Code]string{
	rule.V2: "CheckHyphens", rule.V3: "CheckHyphens",
	rule.B1: "CheckBidi", rule.B2: "CheckBidi", rule.B3: "CheckBidi",
	rule.B4: "CheckBidi", rule.B5: "CheckBidi", rule.B6: "CheckBidi",
	rule.C1: "CheckJoiners", rule.C2: "CheckJoiners",
	rule.C3: "CheckContextO", rule.C4: "CheckContextO", rule.C5: "CheckContextO",
	rule.C6: "CheckContextO", rule.C7: "CheckContextO", rule.C8: "CheckContextO", rule.C9: "CheckContextO",
	rule.U1: "UseSTD3ASCIIRules", rule.STD3_LDH: "UseSTD3ASCIIRules", rule.STD3_HYPHEN: "UseSTD3ASCIIRules",
	rule.A4_1: "VerifyDNSLength", rule.A4_2: "VerifyDNSLength", rule.X4_2: "VerifyDNSLength",
	rule.FORBIDDEN: "ForbidHostCodePoints",
}

// settingText says what each setting of checkSetting checks.
var settingText = map[string]string{
	"CheckHyphens":         "hyphens at the ends of labels and in positions 3 and 4",
	"CheckBidi":            "the Bidi rule of RFC 5893",
	"CheckJoiners":         "the CONTEXTJ rules of RFC 5892 for U+200C and U+200D",
	"CheckContextO":        "the CONTEXTO rules of RFC 5892 appendix A",
	"UseSTD3ASCIIRules":    "that ASCII characters are letters, digits and hyphens",
	"VerifyDNSLength":      "the DNS lengths of labels and names",
	"ForbidHostCodePoints": "the URL Standard's forbidden host code points",
}

// rejects explains why rg rejects the name (err, whose idna form is e) when
// other accepts it: one reason per rule code.
func rejects(name string, rg regime, e *idna.Error, err error, other regime) []Reason {
	if e == nil {
		return []Reason{{Regime: rg.id, Text: rg.name + " rejects the name: " + err.Error()}}
	}
	var out []Reason
	var seen []rule.Code
	for _, p := range e.Problems {
		if slices.Contains(seen, p.Code) {
			continue
		}
		seen = append(seen, p.Code)
		r := Reason{Regime: rg.id, Code: p.Code, Text: rejectText(name, rg, p, other)}
		// P1 and V6 of one disallowed code point (Unicode 15.0.0) read
		// the same: one reason.
		if !slices.ContainsFunc(out, func(o Reason) bool { return o.Text == r.Text }) {
			out = append(out, r)
		}
	}
	return out
}

// fallsBack explains why rg rejects an all-ASCII name that fb accepts only
// through the URL Standard's ASCII fallback: fb runs the same checks and
// fails them too, but keeps the name as it is.
func fallsBack(name string, rg regime, e *idna.Error, err error, fb regime) []Reason {
	out := []Reason{{Regime: fb.id, Text: fb.name + " keeps an all-ASCII name that fails its checks as it is, lowercased (the URL Standard's ASCII fallback, whatwg/url#914, June 2026); " + rg.name + " rejects it"}}
	return append(out, rejects(name, rg, e, err, fb)...)
}

// stdCode reports whether c is a code under which UseSTD3ASCIIRules rejects
// an ASCII character: U1 from Unicode 16.0 on, P1 and V6 before (status
// disallowed_STD3_valid), and IDNA2003's STD3_LDH.
func stdCode(c rule.Code) bool {
	return c == rule.U1 || c == rule.P1 || c == rule.V6 || c == rule.V7 || c == rule.STD3_LDH
}

// rejectText is the sentence for one problem p of rg that other does not
// report.
func rejectText(name string, rg regime, p idna.Problem, other regime) string {
	info := trace.LookupRune(p.Rune)
	ch := quote(p.Rune)
	switch {
	case p.Rune >= 0 && info.Status == trace.StatusDeviation && other.mapsDeviations:
		return fmt.Sprintf("%s keeps %s (a deviation character), which transitional processing and IDNA2003 map to %s, and rejects it: %s",
			rg.name, ch, mappedText(info.Mapping), codeText(p.Code, name, p))
	case p.Code == rule.C3 || p.Code == rule.C4 || p.Code == rule.C5 || p.Code == rule.C6 ||
		p.Code == rule.C7 || p.Code == rule.C8 || p.Code == rule.C9:
		return fmt.Sprintf("%s does not allow %s here: CONTEXTO rule (RFC 5892 appendix A)", rg.name, ch)
	case p.Code == rule.NP_UNASSIGNED:
		return fmt.Sprintf("%s rejects %s: it was not assigned in Unicode 3.2, the version of IDNA2003's tables", rg.name, ch)
	case p.Rune >= 0 && !rg.maps && other.maps && info.Status.Maps():
		how := "the regimes that map write it so themselves"
		if other.asciiAsIs && p.Label >= 0 && isASCII(labelText(name, p.Label)) {
			how = other.name + " leaves all-ASCII labels as they are (RFC 3490 section 4.1)"
		}
		return fmt.Sprintf("%s does not map: %s must be written as %s; %s", rg.name, ch, mappedText(info.Mapping), how)
	case p.Rune >= 0 && info.NV8 && (p.Code == rule.V6 || p.Code == rule.V7 || p.Code == rule.P1):
		return fmt.Sprintf("%s does not allow %s (IDNA2008 property %s); UTS #46 lists it as valid for compatibility with IDNA2003 (NV8)", rg.name, ch, info.IDNA2008)
	case stdCode(p.Code) && p.Rune >= 0 && p.Rune < 0x80 && has(rg.p.Settings(), "UseSTD3ASCIIRules") && !has(other.p.Settings(), "UseSTD3ASCIIRules"):
		return fmt.Sprintf("%s rejects %s: UseSTD3ASCIIRules allows only letters, digits and hyphens in ASCII; the regimes without it accept it", rg.name, ch)
	}
	if s, ok := checkSetting[p.Code]; ok && has(rg.p.Settings(), s) && !has(other.p.Settings(), s) {
		return fmt.Sprintf("%s checks %s (%s), which the regimes without it do not: %s", rg.name, settingText[s], s, codeText(p.Code, name, p))
	}
	if other.asciiAsIs && p.Label >= 0 && isASCII(labelText(name, p.Label)) {
		return fmt.Sprintf("%s checks every label, where %s leaves all-ASCII labels as they are (RFC 3490 section 4.1): %s", rg.name, other.name, codeText(p.Code, name, p))
	}
	return fmt.Sprintf("%s rejects the name: %s", rg.name, p.Message(name))
}

// codeText is the problem's message, for use inside a sentence.
func codeText(c rule.Code, name string, p idna.Problem) string {
	return string(c) + ", " + p.Message(name)
}

// mapsApart explains why two regimes that both accept the name give
// different ASCII forms.
func mapsApart(name string, ra regime, a Result, rb regime, b Result) []Reason {
	var out []Reason
	if ra.mapsDeviations != rb.mapsDeviations {
		mapper := ra
		if rb.mapsDeviations {
			mapper = rb
		}
		var seen []rune
		for _, r := range name {
			info := trace.LookupRune(r)
			if info.Status != trace.StatusDeviation || slices.Contains(seen, r) {
				continue
			}
			seen = append(seen, r)
			how := "transitional processing"
			if mapper.id == "idna2003" {
				how = "nameprep"
			}
			out = append(out, Reason{Regime: mapper.id, Text: fmt.Sprintf("%s maps %s to %s (%s); nontransitional processing and IDNA2008 keep it",
				mapper.name, quote(r), mappedText(info.Mapping), how)})
		}
	}
	if ra.asciiAsIs != rb.asciiAsIs && hasUpper(name) {
		keeper := ra
		if rb.asciiAsIs {
			keeper = rb
		}
		out = append(out, Reason{Regime: keeper.id, Text: keeper.name + " leaves all-ASCII labels as they are, capitals included (RFC 3490 section 4.1); the other regimes lowercase them"})
	}
	if len(out) == 0 {
		out = append(out, Reason{Text: fmt.Sprintf("the mappings differ: %s gives %s, %s gives %s", ra.name, a.ASCII, rb.name, b.ASCII)})
	}
	return out
}

// quote names a code point for people: U+00DF 'ß', or U+200D alone for a
// character that does not show.
func quote(r rune) string {
	if r < 0 {
		return "the label"
	}
	s := fmt.Sprintf("U+%04X", r)
	if unicode.IsGraphic(r) && !unicode.Is(unicode.Mn, r) && !unicode.Is(unicode.Me, r) {
		s += " '" + string(r) + "'"
	}
	return s
}

func mappedText(m string) string {
	if m == "" {
		return "nothing"
	}
	return "\"" + m + "\""
}

// labelText returns label i of name, cut at the four IDNA dots.
func labelText(name string, i int) string {
	start, n := 0, 0
	for j, r := range name {
		if r == '.' || r == '。' || r == '．' || r == '｡' {
			if n == i {
				return name[start:j]
			}
			n++
			start = j + len(string(r))
		}
	}
	if n == i {
		return name[start:]
	}
	return ""
}

func has(list []string, s string) bool { return slices.Contains(list, s) }

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}
