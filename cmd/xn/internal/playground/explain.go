// Package playground computes what the xn playground page shows (the
// stages of the conversion of a name, or the results of a list of names)
// and serves the page and its JSON API. It is used by "xn serve" and by the
// WebAssembly build of the page, so that both draw the same data.
package playground

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
	"github.com/xn-go/xn/cmd/xn/internal/regime"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg/catalog"

	// The tables of every Unicode version, for the version selector of
	// both backends (the toolchain decides which it serves).
	_ "github.com/xn-go/xn/idna/unicodeall" // every version's tables
)

// MaxExplainLen is the longest name, in bytes, that Explain draws: a trace
// holds several fields for every code point, and no domain name comes
// close to this length.
const MaxExplainLen = 4096

// MaxBatch is the largest number of names Convert takes at once.
const MaxBatch = 10000

// ProfileNames returns the names of the profiles, as "xn --profile" takes
// them, the default first (package regime).
func ProfileNames() []string { return regime.ProfileNames() }

// SwitchNames returns the names of the switches, as the CLI spells them
// without the leading "--" (package regime).
func SwitchNames() []string {
	var out []string
	for _, sw := range regime.Switches() {
		out = append(out, sw.Name)
	}
	return out
}

// Settings choose the profile: a profile name and the switches that
// override its settings, as on the xn command line. A switch absent from
// Options keeps the profile's setting.
type Settings struct {
	Profile string          `json:"profile"`
	Options map[string]bool `json:"options,omitempty"`
	// Lang is the language of the sentences, a BCP 47 tag such as "de";
	// English when empty or not in the catalog (package msg/catalog).
	Lang string `json:"lang,omitempty"`
	// Unicode is the Unicode version of the tables, such as "15.1.0" (one
	// of InfoData.UnicodeVersions); the build's default when empty.
	Unicode string `json:"unicode,omitempty"`
}

// tag returns the language of the sentences.
func (s Settings) tag() language.Tag {
	t, err := language.Parse(s.Lang)
	if err != nil {
		return language.English
	}
	return t
}

// A RequestError is a request the playground cannot answer, such as an
// unknown profile; its message says what to change.
type RequestError struct{ Msg string }

func (e *RequestError) Error() string { return e.Msg }

func badRequest(format string, args ...any) error {
	return &RequestError{fmt.Sprintf(format, args...)}
}

// maxQuoted is the most of a value of the request, in bytes, that an
// error quotes: the error names the value, it does not send it back.
const maxQuoted = 64

// quoted is s in double quotes, cut after maxQuoted bytes (at the start of
// a character) with its length said.
func quoted(s string) string {
	if len(s) <= maxQuoted {
		return strconv.Quote(s)
	}
	cut := maxQuoted
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (%d bytes)", strconv.Quote(s[:cut]), len(s))
}

// converter returns the profile the settings select, and its name as the
// command line writes it.
func (s Settings) converter() (regime.Converter, string, error) {
	name := s.Profile
	if name == "" {
		name = "lookup"
	}
	p, ok := regime.LookupProfile(name)
	if !ok {
		return nil, "", badRequest("unknown profile %s (profiles: %s)", quoted(name), strings.Join(ProfileNames(), ", "))
	}
	for opt := range s.Options {
		if sw := regime.LookupSwitch(opt); sw == nil || sw.Name != opt {
			return nil, "", badRequest("unknown option %s (options: %s)", quoted(opt), strings.Join(SwitchNames(), ", "))
		}
	}
	sel := regime.Selection{Profile: p, Unicode: s.Unicode}
	for _, sw := range regime.Switches() { // in a fixed order
		if v, ok := s.Options[sw.Name]; ok {
			sel.Settings = append(sel.Settings, regime.Setting{Switch: sw, On: v})
		}
	}
	c, err := sel.Converter()
	switch {
	case err != nil && !slices.Contains(idna.UnicodeVersions(), s.Unicode):
		// Said here rather than by the library's error, which repeats
		// the value whatever its length.
		return nil, "", badRequest("unicode %s: there are no tables of that version; the versions are %s", quoted(s.Unicode), strings.Join(idna.UnicodeVersions(), ", "))
	case err != nil:
		return nil, "", badRequest("unicode %q: %s", s.Unicode, versionReason(err))
	}
	return c, sel.String(), nil
}

// versionReason says why a profile cannot convert by the Unicode version
// asked for: idna's typed error without its package name, or regime's
// ErrUnicode32, whose text is already a reason.
func versionReason(err error) string {
	var ve *idna.UnicodeVersionError
	switch {
	case errors.As(err, &ve):
		return ve.Reason()
	}
	return err.Error()
}

// Explanation is everything the page draws for one name: the JSON of
// "xn explain --format json", with the request-specific parts filled in.
type Explanation = explainjson.Explanation

// Explain explains the conversion of name with the settings, with the
// Punycode steps of each label and the name under every regime.
func Explain(name string, s Settings) (*Explanation, error) {
	if len(name) > MaxExplainLen {
		return nil, badRequest("the name is %d bytes long; the playground explains names of up to %d bytes", len(name), MaxExplainLen)
	}
	p, selected, err := s.converter()
	if err != nil {
		return nil, err
	}
	tag := s.tag()
	x := explainjson.New(name, p, explainjson.Options{Profile: selected, Lang: tag, Punycode: true, Regimes: true})
	for _, l := range x.Labels {
		sayRules(l.Rules, l.Index, x.ASCIIProblems)
	}
	sayRules(x.NameRules, -1, x.ASCIIProblems)
	return x, nil
}

// sayRules gives each failed rule of label (-1: the whole name) the
// sentence of its problem among ps in the language of the sentences, as
// the list of problems says it, instead of the English one.
func sayRules(rules []explainjson.Rule, label int, ps []explainjson.Problem) {
	for i := range rules {
		r := &rules[i]
		if r.OK {
			continue
		}
		for _, p := range ps {
			if p.Label == label && p.Text != "" && slices.Contains(p.Codes, r.Code) {
				r.Message = p.Text
				break
			}
		}
	}
}

// Result is the conversion of one name of a batch.
type Result struct {
	Input   string   `json:"input"`
	ASCII   string   `json:"ascii"`
	Unicode string   `json:"unicode"`
	OK      bool     `json:"ok"`
	Codes   []string `json:"codes"`
	Message string   `json:"message,omitempty"` // the first problem, for developers, as explain's problems write it
	// Text is the first thing to fix, a sentence in the language of the
	// sentences (Settings.Lang); "" when the name converts.
	Text string `json:"text,omitempty"`
	// Shown is the form a browser would show (spoof.Display), "" for a
	// name that fails; Safe is true when it is the Unicode form, and
	// Display says why not when it is not.
	Shown   string `json:"shown"`
	Safe    bool   `json:"safe"`
	Display string `json:"display,omitempty"`
	// Host is the host the form checker finds in a pasted web address,
	// host and port or email address, which the other fields are about,
	// as Explain checks it; Text then says what to enter instead (when
	// the host converts), naming the host in the form the display policy
	// shows.
	Host string `json:"host,omitempty"`
}

// Convert converts each name with the settings (ToASCII, and ToUnicode for
// the Unicode column).
func Convert(names []string, s Settings) ([]Result, error) {
	return convert(context.Background(), names, s, MaxBatch, 0)
}

// convert is Convert of up to maxNames names, one at a time, so that the
// work stops when ctx is done (the client went away, or the deadline
// passed) and as soon as the answer would exceed maxResponse bytes (0: no
// limit).
func convert(ctx context.Context, names []string, s Settings, maxNames, maxResponse int) ([]Result, error) {
	if len(names) > maxNames {
		return nil, badRequest("%d names; the playground converts up to %d at once", len(names), maxNames)
	}
	p, _, err := s.converter()
	if err != nil {
		return nil, err
	}
	tag := s.tag()
	out := make([]Result, 0, len(names))
	size := 0
	for _, n := range names {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r := convertOne(p, n, s, tag)
		if size += resultSize(r); maxResponse > 0 && size > maxResponse {
			return nil, tooLarge(maxResponse)
		}
		out = append(out, r)
	}
	return out, nil
}

// convertOne converts one name of a list as the single-name view checks
// it: the host of a pasted web address, host and port or email address,
// or the name itself.
func convertOne(p regime.Converter, n string, s Settings, tag language.Tag) Result {
	r := Result{Input: n, Codes: []string{}}
	name := n
	pasted := pasteOf(n, tag)
	if pasted.host != "" {
		name, r.Host = pasted.host, pasted.host
	}
	a, aerr := p.ToASCII(name)
	u, _ := p.ToUnicode(name)
	r.ASCII, r.Unicode, r.OK = a, u, aerr == nil
	r.firstProblem(aerr, tag)
	if pasted.text != "" && r.Text == "" {
		r.Text = pasted.text // what to enter, for a paste that converts
	}
	if !r.OK {
		// A name that fails under the profile chosen has nothing safe to
		// show, whatever the policy's own profile would say of it: the
		// policy is not asked (for 15 names of 64 KiB of dots, a third of
		// the conversions).
		r.Display = explainjson.NothingSafe(tag)
		return r
	}
	d := explainjson.DisplayOf(name, tag, s.Unicode)
	r.Shown, r.Safe = d.Output, d.Shown == explainjson.ShownUnicode
	switch {
	case d.Shown == explainjson.ShownNone:
		r.Display = explainjson.NothingSafe(tag)
	case len(d.Reasons) > 0:
		r.Display = d.Reasons[0].Text
	}
	return r
}

// firstProblem fills in the codes of the error of ToASCII and its first
// problem, for developers and, in the language tag, for people.
func (r *Result) firstProblem(err error, tag language.Tag) {
	var e *idna.Error
	if !errors.As(err, &e) {
		if err != nil {
			r.Message = err.Error()
		}
		return
	}
	for _, pr := range e.Problems {
		if !slices.Contains(r.Codes, string(pr.Code)) {
			r.Codes = append(r.Codes, string(pr.Code))
		}
	}
	if len(e.Problems) > 0 {
		// Written as explain's problems write it for developers, which
		// reads no more of the name than the problem's label.
		pr := e.Problems[0]
		r.Message = pr.Description()
	}
	if fs := e.Findings(); len(fs) > 0 {
		r.Text = catalog.Sentence(tag, fs[0].Message)
	}
}
