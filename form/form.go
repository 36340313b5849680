// Package form checks what people type into the domain and email fields of
// a form (sign-up, settings, an allow-list): it says, one sentence per
// thing to fix, what to enter instead of a pasted web address, a host and
// port, an email address or an IP address, and returns the name in the
// form to store (A-labels) and the form to show (Unicode), with a warning
// when the name looks like another one.
//
//	r := form.Domain("  https://Bücher.de/path ")
//	r.OK()        // false
//	r.Suggestion  // "bücher.de"
//	r.Problems[0] // this is a web address; enter only the domain, bücher.de
//
// The sentences are [msg.Message] values: [msg.Message.String] renders
// them in English, package github.com/xn-go/xn/msg/catalog in the
// language of the user. Programs decide on [Problem.Codes], which do not
// change with the wording.
//
// See docs/validating.md for which function of xn suits which job.
package form

import (
	"errors"
	"net/netip"
	"slices"
	"strings"
	"unicode"

	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/urlhost"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/rule"
	"github.com/xn-go/xn/spoof"
)

// The codes of the problems the form checker finds itself; the problems
// of a name that the IDNA conversion finds keep their rule codes (P1, V6,
// A4_2, ...), and an empty field is [rule.EMPTY]. Codes are for programs:
// they are stable, unlike the sentences.
const (
	// CodeURL: a web address was entered instead of a domain.
	CodeURL rule.Code = "URL"
	// CodeEmailAddress: an email address was entered in a domain field.
	CodeEmailAddress rule.Code = "EMAIL_ADDRESS"
	// CodePort: a host and port was entered instead of a domain.
	CodePort rule.Code = "PORT"
	// CodeIP: an IP address was entered, in any form a browser reads as
	// one (127.0.0.1, 0x7f.0.0.1, 2130706433, ::1, [::1]). A name whose last
	// label is a number but not a valid IPv4 address is [rule.IPV4].
	CodeIP rule.Code = "IP"
	// CodeSingleLabel: the name has one label ("example"); see
	// [Checker.AllowSingleLabel].
	CodeSingleLabel rule.Code = "SINGLE_LABEL"
	// CodeTrailingDots: the name ends with more than one dot (one is
	// dropped silently).
	CodeTrailingDots rule.Code = "TRAILING_DOTS"
	// CodeEmailSyntax: the address is malformed before its domain is
	// looked at (package email's [email.ErrSyntax]): no '@', more than one,
	// a character a local part cannot hold.
	CodeEmailSyntax rule.Code = "EMAIL_SYNTAX"
	// CodeLocalDot: an unquoted local part begins or ends with a dot or
	// has two in a row (RFC 5321 Dot-string).
	CodeLocalDot rule.Code = "LOCAL_DOT"
	// CodeLocalLength: the local part is longer than 64 octets (RFC 5321
	// section 4.5.3.1.1).
	CodeLocalLength rule.Code = "LOCAL_LENGTH"
	// CodeAddressLength: the address, its domain in ASCII form, is longer
	// than 254 octets (RFC 5321 section 4.5.3.1.3 and its path limit).
	CodeAddressLength rule.Code = "ADDRESS_LENGTH"
)

// A Problem is one thing the person has to fix, as one sentence.
type Problem struct {
	// Codes are the rule codes of the sentence, sorted: one for a problem
	// of the form checker, and every code of the IDNA rules that one
	// sentence covers, such as P1 and V6 for one disallowed character
	// (the codes follow the Unicode version of the build, as in package
	// idna; the sentence does not).
	Codes []rule.Code
	// Message is the sentence, to render in a language.
	Message msg.Message
}

// String returns the sentence in English.
func (p Problem) String() string { return p.Message.String() }

// A Warning is a finding of the display policy (package spoof) about a
// valid name: the name may be accepted, but the person should be told,
// for example, that it looks like another one.
type Warning struct {
	// Reason is the finding of the display policy.
	Reason spoof.Reason
	// Message is the sentence for people.
	Message msg.Message
}

// String returns the sentence in English.
func (w Warning) String() string { return w.Message.String() }

// A Result is what a checker found in one field.
type Result struct {
	// Input is the text as given, untrimmed.
	Input string
	// ASCII is the form to store: the name with A-labels, lowercase,
	// without a trailing dot (for an email field, the address with its
	// domain so). "" when there are problems.
	ASCII string
	// Unicode is the form to show the person who typed it, with U-labels
	// (for an email field, the address with its domain so). "" when there
	// are problems.
	Unicode string
	// Display is the form the display policy allows to show to others:
	// Unicode, or ASCII when there are warnings. "" when there are
	// problems.
	Display string
	// Suggestion is the domain found in a pasted web address, host and
	// port or email address, in Unicode form when it converts: what to
	// offer the person to enter instead. "" otherwise.
	Suggestion string
	// Problems lists the things to fix, one sentence each; none when the
	// input is accepted.
	Problems []Problem
	// Warnings lists the display policy's findings about an accepted name.
	Warnings []Warning
	// Err is the error of the IDNA conversion (an [*idna.Error]) or of the
	// address syntax (an [*email.Error]) that Problems came from, for
	// programs and logs; nil when neither failed.
	Err error
}

// OK reports whether the input is accepted: it has no problems (it may
// have warnings).
func (r *Result) OK() bool { return len(r.Problems) == 0 }

// A Checker checks form fields with its settings. The zero value is
// ready to use and is what [Domain] and [Email] use.
type Checker struct {
	// Profile converts the name; nil means
	// idna.Lookup.With(idna.VerifyDNSLength(true)), which maps what
	// people type (Bücher.DE is bücher.de) and checks DNS lengths. Give
	// idna.Lookup.With(idna.VerifyDNSLength(true), idna.AllowUnderscore(true))
	// for names such as _dmarc.example.com.
	Profile *idna.Profile
	// Policy decides whether a name may be shown in Unicode; nil means
	// [spoof.DefaultPolicy].
	Policy *spoof.Policy
	// AllowSingleLabel accepts a name of one label ("intranet"),
	// which a form of public domain names refuses.
	AllowSingleLabel bool
}

var (
	defaultProfile = idna.Lookup.With(idna.VerifyDNSLength(true))
	defaultPolicy  = spoof.DefaultPolicy()
)

// Domain checks a domain field with the zero [Checker].
func Domain(input string) Result {
	var c Checker
	return c.Domain(input)
}

// Email checks an email field with the zero [Checker].
func Email(input string) Result {
	var c Checker
	return c.Email(input)
}

func (c *Checker) profile() *idna.Profile {
	if c.Profile != nil {
		return c.Profile
	}
	return defaultProfile
}

func (c *Checker) policy() *spoof.Policy {
	if c.Policy != nil {
		return c.Policy
	}
	return defaultPolicy
}

// Domain checks the text of a domain field. It trims surrounding white
// space; refuses an empty field; recognizes a pasted web address
// ("https://bücher.de/path", "www.bücher.de/path"), a host and port
// ("bücher.de:8080") and an email address, and suggests the domain found
// in them; refuses IP addresses in every form a browser reads as one and,
// unless c.AllowSingleLabel, names of one label; drops one trailing dot;
// and converts the name with c's profile, which checks every IDNA rule and
// the DNS lengths (63 octets a label, 253 a name). A valid name that the
// display policy would not show in Unicode gets warnings.
//
// The result is the same with every Unicode version of the build except
// for characters whose properties that version changes.
func (c *Checker) Domain(input string) Result {
	r := Result{Input: input}
	c.domain(&r, trimSpace(input), true)
	return r
}

// trimSpace removes white space, as Unicode defines it (it includes the
// no-break and ideographic spaces that pasted text brings), from both ends.
func trimSpace(s string) string { return strings.TrimFunc(s, unicode.IsSpace) }

// domain checks the trimmed name s into r. pasted tells whether to look
// for a web address, host and port or email address first.
func (c *Checker) domain(r *Result, s string, pasted bool) {
	if s == "" {
		r.add(rule.EMPTY, msg.FormEmpty)
		return
	}
	if pasted {
		if host, port, code, ok := findPasted(s); ok {
			c.pasted(r, host, port, code)
			return
		}
	}
	if isIPLiteral(s) {
		r.add(CodeIP, msg.FormIP, s)
		return
	}
	name, _ := label.TrimRoot(s)
	if name == "" {
		r.add(rule.EMPTY, msg.FormEmpty)
		return
	}
	if n, dots := trimDots(name); dots {
		r.add(CodeTrailingDots, msg.FormTrailingDots)
		name = n
		if name == "" {
			return
		}
	}
	p := c.profile()
	ascii, err := p.ToASCII(name)
	if err != nil {
		r.Err = err
		var e *idna.Error
		switch {
		case errors.As(err, &e) && e.Has(rule.IPLITERAL) && r.addIP(name, name):
			// Mapping made a name that ends in a number of it
			// (fullwidth digits and dots).
		case e != nil:
			r.addIDNA(e)
		}
		return
	}
	if r.addIP(name, ascii) {
		return
	}
	if !c.AllowSingleLabel && !strings.Contains(ascii, ".") {
		r.add(CodeSingleLabel, msg.FormSingleLabel, name)
		return
	}
	if len(r.Problems) > 0 {
		return
	}
	uni, uerr := p.ToUnicode(ascii)
	if uerr != nil {
		uni = ascii
	}
	r.ASCII, r.Unicode, r.Display = ascii, uni, uni
	shown, reasons, serr := c.policy().Display(ascii)
	if serr == nil && len(reasons) > 0 {
		r.Display = shown
		for _, reason := range reasons {
			r.Warnings = append(r.Warnings, Warning{reason, spoofSentence(reason)})
		}
	}
}

// addIP reports whether a browser reads host, the conversion of name, as
// an IPv4 address (with the URL Standard's IPv4 parser, which idna's
// WHATWG host helpers run: a host whose last label is a number), and
// appends the problem if so: an IP address, or a name that ends in a
// number but is no valid address.
func (r *Result) addIP(name, host string) bool {
	ip, err := idna.WHATWG.HostToASCII(host)
	var ie *idna.Error
	switch {
	case errors.As(err, &ie) && ie.Has(rule.IPV4):
		r.add(rule.IPV4, msg.FormEndsInNumber, lastLabel(name))
	case err != nil:
		return false
	case !isIPv4(ip):
		return false
	case ip == name:
		r.add(CodeIP, msg.FormIP, name)
	default:
		r.add(CodeIP, msg.FormIPRead, name, ip)
	}
	return true
}

// isIPv4 reports whether s is an IPv4 address in dotted decimal, as the
// WHATWG host helpers write one.
func isIPv4(s string) bool {
	a, err := netip.ParseAddr(s)
	return err == nil && a.Is4()
}

// pasted reports a web address, host and port or email address whose
// domain is host, with a sentence that suggests host, and then the
// problems of host itself.
func (c *Checker) pasted(r *Result, host, port string, code rule.Code) {
	var sub Result
	c.domain(&sub, host, false)
	suggestion := host
	if sub.OK() {
		suggestion = sub.Unicode
	}
	first := rule.Code("")
	if !sub.OK() {
		first = sub.Problems[0].Codes[0]
	}
	switch {
	case first == CodeIP:
		// An IP address in a URL or with a port: what to fix is the
		// address, and there is no domain to suggest.
		*r = Result{Input: r.Input, Problems: sub.Problems}
		return
	case host == "" || first == rule.EMPTY:
		r.add(code, msg.FormURLNoHost)
		return
	case code == CodePort:
		r.add(code, msg.FormPort, port, suggestion)
	case code == CodeEmailAddress:
		r.add(code, msg.FormEmailInDomain, suggestion)
	default:
		r.add(code, msg.FormURL, suggestion)
	}
	r.Suggestion = suggestion
	r.Problems = append(r.Problems, sub.Problems...)
	r.Err = sub.Err
}

// findPasted finds the domain in a web address (with any scheme, or none
// but a path: "www.example.com/path"), a host and port or an email
// address. ok is false when s is none of these.
func findPasted(s string) (host, port string, code rule.Code, ok bool) {
	if i := strings.Index(s, "://"); i > 0 && isScheme(s[:i]) {
		host, port = splitPort(authority(s[i+3:]))
		return host, port, CodeURL, true
	}
	if i := strings.LastIndexByte(s, '@'); i >= 0 {
		host, _ = splitPort(authority(s[i+1:]))
		return host, "", CodeEmailAddress, true
	}
	if i := strings.IndexAny(s, `/?#\`); i >= 0 {
		host, port = splitPort(s[:i])
		return host, port, CodeURL, true
	}
	if host, port = splitPort(s); port != "" {
		return host, port, CodePort, true
	}
	return "", "", "", false
}

// isScheme reports whether s is a URL scheme: a letter, then letters,
// digits, '+', '-' and '.'.
func isScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		switch {
		case 'a' <= c && c <= 'z':
		case i > 0 && ('0' <= s[i] && s[i] <= '9' || s[i] == '+' || s[i] == '-' || s[i] == '.'):
		default:
			return false
		}
	}
	return s != ""
}

// authority returns the host and port of what follows "scheme://": up to
// the path, query or fragment, without the user information.
func authority(s string) string {
	if i := strings.IndexAny(s, `/?#\`); i >= 0 {
		s = s[:i]
	}
	if i := strings.LastIndexByte(s, '@'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// splitPort cuts a port (":8080") from the end of hostport: after a
// bracketed IPv6 address, or after a host with only that colon.
func splitPort(hostport string) (host, port string) {
	if strings.HasPrefix(hostport, "[") {
		if end := strings.IndexByte(hostport, ']'); end >= 0 && isPort(hostport[end+1:]) {
			return hostport[:end+1], hostport[end+1:]
		}
		return hostport, ""
	}
	if i := strings.IndexByte(hostport, ':'); i >= 0 && i == strings.LastIndexByte(hostport, ':') && isPort(hostport[i:]) {
		return hostport[:i], hostport[i:]
	}
	return hostport, ""
}

// isPort reports whether s is a colon followed by one to five digits.
func isPort(s string) bool { return len(s) >= 2 && len(s) <= 6 && urlhost.IsPort(s) }

// isIPLiteral reports whether s is an IPv6 address, bare or in brackets,
// or an address literal of an email domain ("[192.0.2.1]",
// "[IPv6:2001:db8::1]").
func isIPLiteral(s string) bool {
	if inner, ok := strings.CutPrefix(s, "["); ok {
		if s, ok = strings.CutSuffix(inner, "]"); !ok {
			return false
		}
		if len(s) > 5 && strings.EqualFold(s[:5], "IPv6:") {
			s = s[5:]
		}
		_, err := netip.ParseAddr(s)
		return err == nil
	}
	if strings.Count(s, ":") < 2 {
		return false
	}
	a, err := netip.ParseAddr(s)
	return err == nil && a.Is6()
}

// trimDots removes the dots left at the end of name once one has been
// dropped, and reports whether there were any.
func trimDots(name string) (string, bool) {
	found := false
	for {
		n, root := label.TrimRoot(name)
		if !root {
			return name, found
		}
		name, found = n, true
	}
}

// lastLabel returns the last label of name.
func lastLabel(name string) string {
	for {
		i, size := label.IndexDot(name)
		if i < 0 {
			return name
		}
		name = name[i+size:]
	}
}

// add appends a problem of the form checker.
func (r *Result) add(code rule.Code, id msg.ID, args ...any) {
	r.Problems = append(r.Problems, Problem{[]rule.Code{code}, msg.Message{ID: id, Args: args}})
}

// maxSentences bounds the sentences made of one error's problems: hostile
// input can have a problem in each of thousands of labels, and nobody
// fixes more than a few at a time.
const maxSentences = 16

// addIDNA appends the findings of e ([idna.Error.Findings]), one sentence
// per thing to fix, each with the rule codes it covers. After maxSentences
// sentences, one more says there are more problems, with the codes of the
// rest; so does a last one when the library only counted some problems
// (Error.Omitted).
func (r *Result) addIDNA(e *idna.Error) {
	fs := e.Findings()
	for k, f := range fs {
		if k == maxSentences {
			var rest []rule.Code
			for _, f := range fs[k:] {
				rest = append(rest, f.Codes...)
			}
			r.addSentence(msg.Message{ID: msg.FormMoreProblems}, rest)
			return
		}
		r.addSentence(f.Message, f.Codes)
	}
	if e.Omitted > 0 {
		r.addSentence(msg.Message{ID: msg.FormMoreProblems}, e.Codes())
	}
}

// addSentence appends the sentence m with codes, or adds the codes to the
// problem that already has m: no two problems have one sentence.
func (r *Result) addSentence(m msg.Message, codes []rule.Code) {
	i := slices.IndexFunc(r.Problems, func(q Problem) bool { return q.Message.Equal(m) })
	if i < 0 {
		r.Problems = append(r.Problems, Problem{Message: m})
		i = len(r.Problems) - 1
	}
	all := append(slices.Clone(r.Problems[i].Codes), codes...)
	slices.Sort(all)
	r.Problems[i].Codes = slices.Compact(all)
}

// ProblemsOf returns the problems of err as sentences, one per thing to
// fix, as the checkers report them: for an [*idna.Error], problems whose
// sentences are the same (P1 and V6 for one character) become one, with
// both codes; an [*email.Error] is one problem of code [CodeEmailSyntax].
// It returns nil for an error of another kind. Programs that convert with
// package idna themselves use it to show the conversion's error.
func ProblemsOf(err error) []Problem {
	var r Result
	var ie *idna.Error
	var ee *email.Error
	switch {
	case errors.As(err, &ie):
		r.addIDNA(ie)
	case errors.As(err, &ee) && errors.Is(err, email.ErrSyntax):
		r.Problems = []Problem{{[]rule.Code{CodeEmailSyntax}, emailSentence(ee)}}
	case errors.As(err, &ee):
		return ProblemsOf(ee.Err)
	}
	return r.Problems
}
