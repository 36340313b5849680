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
// A name is compared in both directions: a regime that rejects it in
// ToASCII or in ToUnicode rejects it, so the Unicode form of a name and
// its xn-- form get the same verdict. The reasons are derived from the
// rule codes of the problems each regime reports, the typed UTS #46 and
// IDNA2008 properties of the code points involved (package idna/trace)
// and the rules each profile checks (Profile.Checks), not from a list of
// known names; regimes that differ for one reason share one sentence,
// a msg.Message that package msg/catalog renders in English or German.
package compare

import (
	"cmp"
	"errors"
	"slices"

	registry "github.com/xn-go/xn/cmd/xn/internal/regime"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/rule"
)

// converter is what a regime needs of a profile: *idna.Profile and
// idna2003.Profile are converters.
type converter interface {
	ToASCII(s string) (string, error)
	ToUnicode(s string) (string, error)
	Settings() []string
	// Checks reports whether the profile checks the rule of a code that
	// some profiles leave off.
	Checks(code rule.Code) bool
}

// regime is one way of converting names: a profile of package regime,
// perhaps with a switch, and what a comparison needs to know of it, which
// the profile's mapping step (trace.Mapping) says.
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
	// idna2008 is true for the regimes whose validity is IDNA2008's: a
	// code point is allowed by its RFC 5892 derived property.
	idna2008 bool
}

// compared lists the regimes compared, in the order of the results, by
// the names of their profiles in package regime; the transitional regime
// is the uts46 profile with the switch of that name.
var compared = []struct{ profile, with, name string }{
	{"uts46", "", ""},
	{"uts46", "transitional", "UTS #46 transitional"},
	{"idna2008", "", ""},
	{"idna2008-lookup", "", ""},
	{"whatwg", "", ""},
	{"idna2003", "", ""},
}

// regimes returns the regimes compared, converting by the tables of
// Unicode version ("": the build's default; IDNA2003 keeps Unicode 3.2).
func regimes(version string) ([]regime, error) {
	out := make([]regime, len(compared))
	for i, c := range compared {
		prof, _ := registry.LookupProfile(c.profile)
		var settings []registry.Setting
		rg := regime{id: prof.Name, name: cmp.Or(c.name, prof.Title)}
		if c.with != "" {
			settings = append(settings, registry.Setting{Switch: registry.LookupSwitch(c.with), On: true})
			rg.id += "-" + c.with
		}
		v := version
		if prof.IDNA() == nil {
			v = "" // IDNA2003's tables are Unicode 3.2's
		}
		conv, err := prof.WithUnicode(v, settings...)
		if err != nil {
			return nil, err
		}
		rg.p = conv.(converter)
		m := conv.Explain("").Mapping
		rg.maps, rg.mapsDeviations, rg.idna2008 = m.Maps(), m.MapsDeviations(), m.IDNA2008()
		rg.asciiAsIs = m == trace.MappingNameprep
		out[i] = rg
	}
	return out, nil
}

// defaultRegimes are the regimes of the build's Unicode version.
var defaultRegimes, _ = regimes("")

// Regimes returns the identifiers of the regimes, in the order of
// Comparison.Results: "uts46", "uts46-transitional", "idna2008",
// "idna2008-lookup", "whatwg" and "idna2003", the names of package regime's
// profiles (with "-transitional" for the uts46 profile with that switch).
func Regimes() []string {
	out := make([]string, len(defaultRegimes))
	for i, r := range defaultRegimes {
		out[i] = r.id
	}
	return out
}

// Result is the conversion of the name under one regime, in both
// directions.
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
	// OK is true when ToASCII and ToUnicode both succeeded: the regime
	// accepts the name in either form. ToUnicode is nontransitional in
	// every regime (UTS #46 section 4.3), so UTS #46 transitional rejects
	// a joiner that its ToASCII maps away. Under the URL Standard's ASCII
	// fallback (Fallback) ToUnicode's errors do not count: the standard
	// keeps the name.
	OK bool `json:"ok"`
	// Fallback is true when ToASCII succeeded only through the URL
	// Standard's ASCII fallback (idna.ASCIIFallback): the name failed the
	// checks and was kept as it is, lowercased. Validation holds the
	// codes of the checks it failed.
	Fallback   bool        `json:"fallback,omitempty"`
	Validation []rule.Code `json:"validation,omitempty"`
	// Codes are the rule codes of the problems of ToASCII, then of
	// ToUnicode, each once, in the order found.
	Codes []rule.Code `json:"codes"`
	// Message is the plain-English sentence of the first problem.
	Message string `json:"message,omitempty"`
	// Err is the error of ToASCII or, when ToASCII succeeded, of
	// ToUnicode.
	Err error `json:"-"`
}

// Reason is one rule that separates regimes, with the regimes it is about.
type Reason struct {
	// ID identifies the reason within its Comparison: a reason that
	// separates several pairs of regimes has one ID in each Difference,
	// and no two reasons share one, so a program lists each reason once
	// by its ID (as Comparison.Reasons does).
	ID int `json:"id"`
	// Regimes are the identifiers of the regimes the sentence is about:
	// those that reject the name, or that map it differently.
	Regimes []string `json:"regimes"`
	// Code is the rule code of the problem behind the reason, "" when
	// the regimes differ in mapping, not in a failed rule.
	Code rule.Code `json:"code,omitempty"`
	// Message is the sentence, to render in a language with package
	// msg/catalog; Text is its English rendering.
	Message msg.Message `json:"-"`
	Text    string      `json:"text"`
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
	Input string `json:"input"`
	// UnicodeVersion is the version of the tables of every regime but
	// IDNA2003, whose tables are Unicode 3.2's.
	UnicodeVersion string   `json:"unicode_version"`
	Results        []Result `json:"results"`
	// Differences lists the pairs of regimes, in the order of Results,
	// whose verdicts differ: one accepts the name and the other rejects
	// it (in ToASCII or ToUnicode), or both accept it with different
	// ASCII forms.
	Differences []Difference `json:"differences"`
}

// outcome is one regime's conversion, with its errors as *idna.Error
// where they are one.
type outcome struct {
	res Result
	err *idna.Error // the error of Result.Err, when it is an *idna.Error
	// fromUnicode is true when the error is ToUnicode's: ToASCII
	// succeeded.
	fromUnicode bool
}

// convert runs rg on name in both directions.
func convert(name string, rg regime) outcome {
	a, errA := rg.p.ToASCII(name)
	u, errU := rg.p.ToUnicode(name)
	r := Result{Regime: rg.id, Name: rg.name, Settings: rg.p.Settings(), ASCII: a, Unicode: u,
		Codes: []rule.Code{}, Err: errA}
	if p, ok := rg.p.(*idna.Profile); ok && errA == nil {
		if _, validation, _ := p.ToASCIIWithErrors(name); validation != nil {
			r.Fallback = true
			r.Validation = validation.Codes()
		}
	}
	if r.Fallback {
		// The name is kept as it is by design: ToUnicode's errors are the
		// same validation errors, which the URL Standard does not act on.
		errU = nil
	}
	r.OK = errA == nil && errU == nil
	if errA == nil {
		r.Err = errU
	}
	o := outcome{res: r, fromUnicode: errA == nil && errU != nil}
	for _, err := range []error{errA, errU} {
		var e *idna.Error
		if errors.As(err, &e) {
			for _, p := range e.Problems {
				if !slices.Contains(r.Codes, p.Code) {
					r.Codes = append(r.Codes, p.Code)
				}
			}
		}
	}
	o.res = r
	switch {
	case errors.As(r.Err, &o.err) && len(o.err.Problems) > 0:
		o.res.Message = o.err.Problems[0].Message(name)
	case r.Err != nil:
		o.res.Message = r.Err.Error()
	}
	return o
}

// Name converts name under every regime, in both directions, and
// explains the differences.
func Name(name string) *Comparison { return compareIn(name, "", defaultRegimes) }

// NameUnicode is Name with the tables of a Unicode version, such as
// "16.0.0", for every regime but IDNA2003 (whose tables are Unicode
// 3.2's). It fails, with the *idna.UnicodeVersionError of
// idna.ServesUnicode, when the program does not serve the version.
func NameUnicode(name, version string) (*Comparison, error) {
	if version == "" || version == idna.UnicodeVersion {
		return Name(name), nil // the regimes made once
	}
	rgs, err := regimes(version)
	if err != nil {
		return nil, err
	}
	return compareIn(name, version, rgs), nil
}

// compareIn compares name under regimes, whose tables are those of
// Unicode version.
func compareIn(name, version string, regimes []regime) *Comparison {
	c := &Comparison{Input: name, UnicodeVersion: cmp.Or(version, idna.UnicodeVersion),
		Results: make([]Result, len(regimes)), Differences: []Difference{}}
	outs := make([]outcome, len(regimes))
	for i, rg := range regimes {
		outs[i] = convert(name, rg)
		c.Results[i] = outs[i].res
	}
	g := &grouper{name: name, version: version, regimes: regimes}
	var pairs [][]int // per difference, the indexes of its groups
	for i := range regimes {
		for j := i + 1; j < len(regimes); j++ {
			a, b := outs[i].res, outs[j].res
			if a.OK == b.OK && (!a.OK || a.ASCII == b.ASCII) {
				continue
			}
			g.pair = nil
			switch {
			case !a.OK && b.Fallback:
				g.fallsBack(i, outs[i], j)
			case !b.OK && a.Fallback:
				g.fallsBack(j, outs[j], i)
			case !a.OK:
				g.rejects(i, outs[i], j)
			case !b.OK:
				g.rejects(j, outs[j], i)
			default:
				g.mapsApart(i, a, j, b)
			}
			c.Differences = append(c.Differences, Difference{A: a.Regime, B: b.Regime})
			pairs = append(pairs, g.pair)
		}
	}
	reasons := g.reasons()
	for k, idx := range pairs {
		for _, gi := range idx {
			c.Differences[k].Reasons = append(c.Differences[k].Reasons, reasons[gi])
		}
	}
	return c
}

// Reasons returns the reasons of all differences, each once, in the order
// of Differences.
func (c *Comparison) Reasons() []Reason {
	var out []Reason
	for _, d := range c.Differences {
		for _, r := range d.Reasons {
			if !slices.ContainsFunc(out, func(o Reason) bool { return o.ID == r.ID }) {
				out = append(out, r)
			}
		}
	}
	return out
}

// RenderReasons sets the Text of every reason to its Message rendered by
// render: a program that shows the comparison in the user's language
// passes a function of package msg/catalog. Text is English until then.
func (c *Comparison) RenderReasons(render func(msg.Message) string) {
	for i := range c.Differences {
		for j := range c.Differences[i].Reasons {
			r := &c.Differences[i].Reasons[j]
			r.Text = render(r.Message)
		}
	}
}

// A group is one reason and the regimes it is about: the sentence without
// its first argument (the regimes), and the regimes in the order of
// Results.
type group struct {
	key     msg.Message
	code    rule.Code
	regimes []int
}

// grouper collects the reasons of every pair of regimes, so that regimes
// that differ for one reason share one sentence.
type grouper struct {
	name    string
	version string // of the tables, "" for the build's default
	regimes []regime
	groups  []group
	pair    []int // the groups of the pair being explained
}

// lookupRune returns the properties of r in the tables of the regimes,
// which are linked: regimes checked the version.
func (g *grouper) lookupRune(r rune) trace.RuneInfo {
	info, _ := trace.LookupRuneIn(g.version, r)
	return info
}

// add records that regime rg differs for the reason id(args), under code.
func (g *grouper) add(rg int, code rule.Code, id msg.ID, args ...any) {
	key := msg.Message{ID: id, Args: args}
	i := slices.IndexFunc(g.groups, func(gr group) bool { return gr.key.Equal(key) })
	if i < 0 {
		i = len(g.groups)
		g.groups = append(g.groups, group{key: key, code: code})
	}
	if !slices.Contains(g.groups[i].regimes, rg) {
		g.groups[i].regimes = append(g.groups[i].regimes, rg)
		slices.Sort(g.groups[i].regimes)
	}
	if !slices.Contains(g.pair, i) {
		g.pair = append(g.pair, i)
	}
}

// reasons renders the groups as reasons, the regimes first.
func (g *grouper) reasons() []Reason {
	out := make([]Reason, len(g.groups))
	for i, gr := range g.groups {
		var ids []string
		var names []any
		for _, rg := range gr.regimes {
			ids = append(ids, g.regimes[rg].id)
			names = append(names, g.regimes[rg].name)
		}
		m := msg.Message{ID: gr.key.ID, Args: append([]any{msg.List(names...)}, gr.key.Args...)}
		out[i] = Reason{ID: i, Regimes: ids, Code: gr.code, Message: m, Text: m.String()}
	}
	return out
}

// fallsBack explains why regime rg rejects an all-ASCII name that regime
// fb accepts only through the URL Standard's ASCII fallback: fb runs the
// same checks and fails them too, but keeps the name as it is.
func (g *grouper) fallsBack(rg int, o outcome, fb int) {
	g.add(rg, "", msgFallback, g.regimes[fb].name)
	g.rejects(rg, o, fb)
}

// rejects explains why regime rg rejects the name (o) when regime other
// accepts it: one reason per problem, those of one sentence merged.
func (g *grouper) rejects(rg int, o outcome, other int) {
	if o.err == nil {
		g.add(rg, "", msgRejects, o.res.Err.Error())
		return
	}
	findings, ps := o.err.Findings(), problem.Of(o.err)
	for i, p := range o.err.Problems {
		r := g.regimes[rg]
		if o.fromUnicode {
			r.mapsDeviations = false // ToUnicode is never transitional
		}
		id, args := g.rejectReason(r, p, sentenceOf(findings, ps[i]), g.regimes[other])
		g.add(rg, p.Code, id, args...)
	}
}

// sentenceOf returns the sentence of the finding that covers p, or the
// first of findings when none does.
func sentenceOf(findings []idna.Finding, p problem.Problem) msg.Message {
	if p.Message.ID != "" {
		return p.Message
	}
	if len(findings) > 0 {
		return findings[0].Message
	}
	return msg.Message{ID: msgRejects}
}

// checkedRule gives the sentence of each rule that some regimes check
// and others leave off (Profile.Checks), by code.
var checkedRule = map[rule.Code]msg.ID{
	rule.V2: msgRuleHyphens, rule.V3: msgRuleHyphens,
	rule.B1: msgRuleBidi, rule.B2: msgRuleBidi, rule.B3: msgRuleBidi,
	rule.B4: msgRuleBidi, rule.B5: msgRuleBidi, rule.B6: msgRuleBidi,
	rule.C1: msgRuleJoiners, rule.C2: msgRuleJoiners,
	rule.A4_1: msgRuleLengths, rule.A4_2: msgRuleLengths,
	rule.FORBIDDEN: msgRuleForbidden, rule.MAPPED_FORBIDDEN: msgRuleForbidden,
	rule.IPLITERAL: msgRuleIPLiteral, rule.EMPTY: msgRuleEmpty,
}

// rejectReason is the reason for one problem p of rg, whose sentence is
// s, that other does not report.
func (g *grouper) rejectReason(rg regime, p idna.Problem, s msg.Message, other regime) (msg.ID, []any) {
	info := g.lookupRune(p.Rune)
	ch := msg.Char(p.Rune)
	lab := ""
	if p.Label >= 0 {
		lab = labelText(g.name, p.Label)
	}
	typed := p.Rune >= 0 && !label.HasACEPrefix(lab) // a character as typed
	switch {
	case typed && info.Status == trace.StatusDeviation && other.mapsDeviations && !rg.mapsDeviations:
		return msgKeepsDeviation, []any{ch, mapped(info.Mapping), s}
	case p.Code == rule.NP_UNASSIGNED:
		return msgUnassigned32, []any{ch}
	case typed && !rg.maps && other.maps && info.Status.Maps():
		if other.asciiAsIs && utf8fast.IsASCII(lab) {
			return msgNoMappingASCII, []any{ch, mapped(info.Mapping), other.name}
		}
		return msgNoMapping, []any{ch, mapped(info.Mapping)}
	case rg.idna2008 && p.Rune >= 0 && p.Err == idna.ErrDisallowed &&
		info.IDNA2008 != trace.PVALID:
		if info.NV8 {
			return msgNV8, []any{ch, info.IDNA2008.String()}
		}
		return msgNotIDNA2008, []any{ch, info.IDNA2008.String()}
	case rg.p.Checks(p.Code) && !other.p.Checks(p.Code) && isContextO(p.Code):
		return msgContextO, []any{ch}
	case std3Breach(p, info) && checksSTD3(rg.p) && !checksSTD3(other.p):
		return msgSTD3, []any{ch}
	}
	if id, ok := checkedRule[p.Code]; ok && rg.p.Checks(p.Code) && !other.p.Checks(p.Code) {
		return msgChecks, []any{msg.Message{ID: id}, s}
	}
	if other.asciiAsIs && p.Label >= 0 && utf8fast.IsASCII(lab) {
		return msgEveryLabel, []any{other.name, s}
	}
	return msgRejects, []any{s}
}

// isContextO reports whether c is a CONTEXTO rule (C3 to C9).
func isContextO(c rule.Code) bool {
	return slices.Contains([]rule.Code{rule.C3, rule.C4, rule.C5, rule.C6, rule.C7, rule.C8, rule.C9}, c)
}

// std3Breach reports whether p is an ASCII character refused by the STD3
// rules: reported as U1 (STD3_LDH in IDNA2003), or, with the Unicode 15.0
// tables, by its status disallowed_STD3_valid or _mapped.
func std3Breach(p idna.Problem, info trace.RuneInfo) bool {
	return p.Rune >= 0 && p.Rune < 0x80 && (p.Code == rule.U1 || p.Code == rule.STD3_LDH || info.Status.STD3())
}

// checksSTD3 reports whether a profile applies the STD3 rules.
func checksSTD3(p converter) bool { return p.Checks(rule.U1) || p.Checks(rule.STD3_LDH) }

// mapsApart explains why two regimes that both accept the name give
// different ASCII forms.
func (g *grouper) mapsApart(ia int, a Result, ib int, b Result) {
	ra, rb := g.regimes[ia], g.regimes[ib]
	n := len(g.pair)
	if ra.mapsDeviations != rb.mapsDeviations {
		mapper := ia
		if rb.mapsDeviations {
			mapper = ib
		}
		var seen []rune
		for _, r := range g.name {
			for _, d := range g.deviations(r) {
				if !slices.Contains(seen, d) {
					seen = append(seen, d)
					g.add(mapper, "", msgMapsDeviation, msg.Char(d), mapped(g.lookupRune(d).Mapping))
				}
			}
		}
	}
	if ra.asciiAsIs != rb.asciiAsIs && hasUpper(g.name) {
		keeper := ia
		if rb.asciiAsIs {
			keeper = ib
		}
		g.add(keeper, "", msgKeepsCapitals)
	}
	if len(g.pair) == n {
		g.add(ia, "", msgMappingsDiffer, msg.Quote(a.ASCII), msg.Quote(b.ASCII))
	}
}

// deviations returns the deviation characters (ß, ς, ZWJ, ZWNJ) that r is
// or that its mapping holds: from Unicode 15.1.0 on, ẞ maps to ß, which
// transitional processing then maps to ss.
func (g *grouper) deviations(r rune) []rune {
	info := g.lookupRune(r)
	if info.Status == trace.StatusDeviation {
		return []rune{r}
	}
	var out []rune
	if info.Status.Maps() {
		for _, m := range info.Mapping {
			if g.lookupRune(m).Status == trace.StatusDeviation {
				out = append(out, m)
			}
		}
	}
	return out
}

// mapped is what a character is mapped to, for a sentence.
func mapped(m string) any {
	if m == "" {
		return msg.Message{ID: msgNothing}
	}
	return msg.Quote(m)
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

func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}
