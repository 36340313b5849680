// Package form checks what people type into the domain and email fields of
// a form (sign-up, settings, an allow-list): it says, one sentence per
// thing to fix, what to enter instead of a pasted web address, a host and
// port, an email address or an IP address, and returns the name in the
// form to store (A-labels) and the form to show (Unicode), with a warning
// when the name looks like another one or cannot be registered.
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
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/glyph"
	"github.com/xn-go/xn/internal/urlhost"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/punycode"
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
	// CodeNotRegistrable: the name is valid for lookup (UTS #46, as
	// browsers read it) but IDNA2008, which registries follow, refuses a
	// character of it ("😀.com", "x·y.cat"). It is a [Warning] unless
	// [Checker.RequireRegistrable] makes it a problem.
	CodeNotRegistrable rule.Code = "NOT_REGISTRABLE"
	// CodeMailto: a mailto link was entered in an email field.
	CodeMailto rule.Code = "MAILTO"
	// CodeNameAddress: an address in angle brackets, with a name before
	// it or not ("Name <user@example.com>"), was entered in an email field.
	CodeNameAddress rule.Code = "NAME_ADDRESS"
	// CodeEnclosed: the name was entered in quotes or angle brackets
	// ("\"example.com\"", "<example.com>", "Max <info@example.com>").
	CodeEnclosed rule.Code = "ENCLOSED"
	// CodeManyAddresses: more than one address was entered in an email
	// field ("max@example.com, moritz@example.com").
	CodeManyAddresses rule.Code = "MANY_ADDRESSES"
	// CodeQuotedLocal: the part before the '@' is quoted, which
	// [Checker.RefuseQuotedLocal] refuses.
	CodeQuotedLocal rule.Code = "QUOTED_LOCAL"
	// CodeNonASCIILocal: the part before the '@' has a character outside
	// ASCII, which [Checker.RefuseNonASCIILocal] refuses.
	CodeNonASCIILocal rule.Code = "NON_ASCII_LOCAL"
)

// A Problem is one thing the person has to fix, as one sentence: the one
// presentation of a failure of package problem. Its Codes are the rule
// codes of the sentence, sorted: one for a problem of the form checker,
// and every code of the IDNA rules that one sentence covers, such as P1
// and V6 for one disallowed character (the codes follow the Unicode
// version of the build, as in package idna; the sentence does not); its
// Message is the sentence, to render in a language, and String the
// sentence in English.
type Problem = problem.Problem

// A Warning is a finding about a valid name: the name may be accepted, but
// the person should be told, for example, that it looks like another one
// (a finding of the display policy, package spoof) or that registries do
// not issue it ([CodeNotRegistrable]).
type Warning struct {
	// Code is what a program matches the warning by: the form checker's
	// code of a warning it makes itself ([CodeNotRegistrable]), or, for a
	// finding of the display policy, its Reason.Code
	// ("restricted-character").
	Code rule.Code
	// Reason is the finding of the display policy; the zero Reason for
	// a warning of the form checker.
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
	// Suggestion is what to offer the person to enter instead: the
	// domain found in a pasted web address, host and port or email
	// address, or (for an email field) the address found in a mailto link
	// or angle brackets, in the form the display policy allows (its
	// Display: with A-labels for a look-alike, so that the sentence that
	// suggests it never draws the look-alike in Unicode). It is set only
	// when the checker accepts it; "" otherwise.
	Suggestion string
	// SuggestionUnicode is the Suggestion in Unicode form (its Unicode),
	// for a program that checks or traces the name found.
	SuggestionUnicode string
	// Problems lists the things to fix, one sentence each; none when the
	// input is accepted.
	Problems []Problem
	// Warnings lists what the person should know about an accepted
	// name, or about the Suggestion: that registries cannot issue it
	// ([CodeNotRegistrable]) and the display policy's findings (the host
	// of a pasted https://аpple.com/login is a look-alike).
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
	// for names such as _dmarc.example.com. A profile that refuses an
	// option, such as a Unicode version the program does not serve, makes
	// every check fail: ask [Checker.Err] once, at start.
	Profile *idna.Profile
	// Policy decides whether a name may be shown in Unicode; nil means
	// [spoof.DefaultPolicy].
	Policy *spoof.Policy
	// AllowSingleLabel accepts a name of one label ("intranet"),
	// which a form of public domain names refuses.
	AllowSingleLabel bool
	// RequireRegistrable refuses a name that registries following
	// IDNA2008 cannot issue, such as "😀.com" ([CodeNotRegistrable]), which
	// otherwise is accepted with a warning: browsers open such names
	// (UTS #46), but a shop that stores a customer's website may want
	// only names that can exist.
	RequireRegistrable bool
	// RefuseQuotedLocal refuses an address whose part before the '@' is
	// quoted ("a b"@example.com, [CodeQuotedLocal]), which RFC 5321
	// allows and many mail systems do not accept.
	RefuseQuotedLocal bool
	// RefuseNonASCIILocal refuses an address whose part before the '@'
	// has a character outside ASCII (jörg@example.com,
	// [CodeNonASCIILocal]): mail to it needs SMTPUTF8 (RFC 6531), which
	// not every mail system supports.
	RefuseNonASCIILocal bool
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

// Err returns the error of c's settings when they make every check fail,
// and nil when c works: a Profile built with an option it refuses, such
// as idna.Unicode of a version this program does not serve
// (idna.Lookup.With(idna.Unicode("17.0.0")) built with Go 1.26, or
// Unicode("16.0.0") without importing github.com/xn-go/xn/idna/unicode16).
// The error, which matches idna.ErrOption, names the settings and what to
// change: it is for the program's log. Call Err once when the program
// starts and refuse to start on an error. A checker with such settings
// refuses every field with one problem of code OPTION, whose
// sentence tells the person that the fault is the program's, without the
// settings.
func (c *Checker) Err() error {
	_, err := c.profile().ToASCII("example.com")
	var e *idna.Error
	if !errors.As(err, &e) || !e.Has(rule.OPTION) {
		return nil
	}
	var refused []string
	for _, p := range e.Problems {
		if p.Code == rule.OPTION {
			refused = append(refused, p.Detail)
		}
	}
	return fmt.Errorf("form: the checker's Profile converts nothing, as it refuses %s: %w", strings.Join(refused, "; "), idna.ErrOption)
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
// ("bücher.de:8080", a port being digits up to 65535) and an email
// address, and suggests the domain found in them when it accepts that
// domain; refuses IP addresses in every form a browser reads as one and,
// unless c.AllowSingleLabel, names of one label; drops one trailing dot;
// and converts the name with c's profile, which checks every IDNA rule and
// the DNS lengths (63 octets a label, 253 a name). A valid name that
// registries following IDNA2008 cannot issue gets a warning (a problem
// under c.RequireRegistrable), and one that the display policy would not
// show in Unicode gets warnings.
//
// The result is the same with every Unicode version of the build except
// for characters whose properties that version changes.
func (c *Checker) Domain(input string) Result {
	r := Result{Input: input}
	if !c.refused(&r) {
		c.domain(&r, trimSpace(input), true)
	}
	return r
}

// refused reports whether c's profile converts nothing (see Checker.Err:
// it then converts by no Unicode version), and if so gives r the one
// problem that says so: nothing the person enters can pass.
func (c *Checker) refused(r *Result) bool {
	if c.profile().UnicodeVersion() != "" {
		return false
	}
	r.add(rule.OPTION, msgSettingsRefused)
	return true
}

// trimSpace removes white space, as Unicode defines it (it includes the
// no-break and ideographic spaces that pasted text brings), from both ends.
func trimSpace(s string) string {
	if s != "" && notSpaceASCII(s[0]) && notSpaceASCII(s[len(s)-1]) {
		return s // the common case, without decoding either end
	}
	return strings.TrimFunc(s, unicode.IsSpace)
}

// notSpaceASCII reports whether c is an ASCII character that is not white
// space.
func notSpaceASCII(c byte) bool {
	return c < utf8.RuneSelf && c != ' ' && (c < '\t' || c > '\r')
}

// domain checks the trimmed name s into r. pasted tells whether to look
// for a web address, host and port or email address first.
func (c *Checker) domain(r *Result, s string, pasted bool) {
	if s == "" {
		r.add(rule.EMPTY, msgEmpty)
		return
	}
	// MayBePasted's one scan also answers for isIPLiteral: without a
	// colon, only a literal in brackets is one.
	colon := true
	if pasted && MayBePasted(s) { // most names: one scan instead of four
		if p, ok := findPasted(s); ok && c.pasted(r, p) {
			return
		}
	} else if pasted {
		colon = false
	}
	if (colon || s[0] == '[') && isIPLiteral(s) {
		r.add(CodeIP, msgIP, s)
		return
	}
	name, _ := label.TrimRoot(s)
	if name == "" {
		r.add(rule.EMPTY, msgEmpty)
		return
	}
	if n, dots := trimDots(name); dots {
		r.add(CodeTrailingDots, msgTrailingDots)
		name = n
		if name == "" {
			return
		}
	}
	ascii, err := c.profile().ToASCII(name)
	if err != nil {
		r.Err = err
		var e *idna.Error
		switch {
		case errors.As(err, &e) && e.Has(rule.IPLITERAL) && r.addIP(name, mappedHost(name)):
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
		r.add(CodeSingleLabel, singleLabelMessage(ascii), name)
		return
	}
	if len(r.Problems) > 0 {
		return
	}
	c.accept(r, name, ascii)
}

// accept fills r with the forms of ascii, the ASCII form of name, which
// c's profile accepts, and the warnings about it. The Unicode form is
// ascii's A-labels decoded (they are valid, so every profile decodes them
// alike), and the registry's verdict IDNA2008's on them (see
// unicodeForm). The display policy takes both forms as they are.
func (c *Checker) accept(r *Result, name, ascii string) {
	uni := ascii
	var refused *idna.Problem
	var shown string
	var reasons []spoof.Reason
	if hasALabel(ascii) {
		uni, refused, shown, reasons = c.unicodeForm(name, ascii)
	} else {
		shown, reasons = c.policy().DisplayConverted(ascii, uni)
	}
	if refused != nil {
		m := notRegistrable(uni, refused)
		if c.RequireRegistrable {
			r.add(CodeNotRegistrable, m.ID, m.Args...)
			return
		}
		r.Warnings = append(r.Warnings, Warning{Code: CodeNotRegistrable, Message: m})
	}
	r.ASCII, r.Unicode = ascii, uni
	r.Display = shown
	for _, reason := range reasons {
		r.Warnings = append(r.Warnings, Warning{Code: reason.Code, Reason: reason, Message: spoofSentence(reason)})
	}
}

// unicodeForm returns the Unicode form of ascii, a name with A-labels
// that c's profile made of name, the first character of it that
// registries following IDNA2008 refuse (registryRefuses), and the display
// policy's verdict on it. The Unicode form is the A-labels decoded; the
// IDNA2008 conversion, which decodes them again, is spared when the policy
// has already asked IDNA2008 about every label that is not ASCII and found
// no reason: its character rules then pass every label, its Bidi rule is
// the one c's profile passed, and what else it checks (hyphens, lengths)
// is about ASCII characters, which are not registryRefuses' business.
// TestUnicodeForm checks the shortcut against the conversion.
func (c *Checker) unicodeForm(name, ascii string) (uni string, refused *idna.Problem, shown string, reasons []spoof.Reason) {
	p := c.policy()
	decoded, ok := decodeALabels(name, ascii)
	if ok {
		shown, reasons = p.DisplayConverted(ascii, decoded)
		if len(reasons) == 0 && !p.AllowNonIDNA2008 && c.checksBidi() {
			return decoded, nil, shown, nil
		}
	}
	uni, refused = registryForm(name, ascii)
	if !ok || uni != decoded {
		shown, reasons = p.DisplayConverted(ascii, uni)
	}
	return uni, refused, shown, reasons
}

// hasALabel reports whether a label of ascii, a name as ToASCII gives it
// (lowercase), begins with "xn--". A name with "xn--" elsewhere only
// ("axn--b.com") has none to decode, and the IDNA2008 conversion gives it
// back as it is with no problem about a character outside ASCII.
func hasALabel(ascii string) bool {
	for rest := ascii; ; {
		if strings.HasPrefix(rest, "xn--") {
			return true
		}
		i := strings.IndexByte(rest, '.')
		if i < 0 {
			return false
		}
		rest = rest[i+1:]
	}
}

// checksBidi reports whether c's profile checks the Bidi rule, as the
// default profile does (TestDefaultProfile); asking the profile costs a
// search through its rules.
func (c *Checker) checksBidi() bool { return c.Profile == nil || c.Profile.Checks(rule.B1) }

// decodeALabels returns ascii with its A-labels decoded, into a buffer on
// the stack: name when it holds the same bytes (the name typed as it is
// shown, "bücher.de"), so that only a name typed in another form costs a
// copy. ok is false when a label does not decode or the name is long.
func decodeALabels(name, ascii string) (uni string, ok bool) {
	var buf [256]byte
	b := buf[:0]
	for rest := ascii; ; {
		lab, next, more := strings.Cut(rest, ".")
		if p, found := strings.CutPrefix(lab, "xn--"); found {
			var err error
			if b, err = punycode.AppendDecode(b, p); err != nil {
				return "", false
			}
		} else {
			b = append(b, lab...)
		}
		if len(b) > len(buf) {
			return "", false // past the buffer: the conversion's business
		}
		if !more {
			break
		}
		b = append(b, '.')
		rest = next
	}
	if string(b) == name {
		return name, true
	}
	return string(b), true
}

// registryForm decodes ascii with the IDNA2008 profile, as accept says,
// and returns its Unicode form and registryRefuses of the error. The
// conversion writes into a buffer on the stack; name, the text the person
// typed, is the result when it holds the same bytes (as "bücher.de"
// does), so that only a name typed in another form costs a copy.
func registryForm(name, ascii string) (string, *idna.Problem) {
	var buf [256]byte
	b, err := idna.IDNA2008.AppendToUnicode(buf[:0], ascii)
	uni := name
	if string(b) != name {
		uni = string(b)
	}
	return uni, registryRefuses(err)
}

// registryRefuses returns the first problem of err, IDNA2008's verdict on
// a name that UTS #46 accepts, that is about a character outside ASCII: a
// character IDNA2008 disallows, or one whose context rule fails. Problems
// with ASCII characters (an underscore that c's profile allows) are the
// profile's choice, not a registry's; nil when there is none.
func registryRefuses(err error) *idna.Problem {
	if err == nil {
		return nil // before e, which errors.As moves to the heap
	}
	var e *idna.Error
	if !errors.As(err, &e) {
		return nil
	}
	for i := range e.Problems {
		if e.Problems[i].Rune >= utf8.RuneSelf {
			return &e.Problems[i]
		}
	}
	return nil
}

// notRegistrable is the sentence for a name that registries cannot issue
// because of the character of p.
func notRegistrable(name string, p *idna.Problem) msg.Message {
	id := msgNotRegistrable
	if errors.Is(p.Err, idna.ErrContextO) || errors.Is(p.Err, idna.ErrJoiner) {
		id = msgNotRegistrableContext
	}
	return msg.Message{ID: id, Args: []any{name, msg.Char(p.Rune)}}
}

// noSiteNames are single labels to which adding a top-level domain does
// not make the name of a site: a host's first label (www) and the names
// RFC 6761 and RFC 6762 reserve for special use. A sentence about them
// suggests example.com instead.
var noSiteNames = []string{"www", "localhost", "localdomain", "local", "invalid", "test"}

// singleLabelMessage is the sentence for a name of one label, ascii in
// its ASCII form: it suggests the name with ".com" added, unless that is
// no site's name.
func singleLabelMessage(ascii string) msg.ID {
	if slices.Contains(noSiteNames, ascii) {
		return msgSingleLabelExample
	}
	return msgSingleLabel
}

// mappedHost is name mapped as the URL Standard maps a host, for the IPv4
// question when c's profile refuses a name that mapping turns into an
// address (fullwidth digits and dots); "" when it does not convert.
func mappedHost(name string) string {
	host, _ := idna.WHATWG.ToASCII(name)
	return host
}

// addIP reports whether a browser reads host, the ASCII form of name, as
// an IPv4 address (the URL Standard's IPv4 parser: a host whose last label
// is a number), and appends the problem if so: an IP address, or a name
// that ends in a number but is no valid address.
func (r *Result) addIP(name, host string) bool {
	if !urlhost.EndsInNumber(host) {
		return false
	}
	addr, ok := urlhost.ParseIPv4(host)
	switch ip := urlhost.FormatIPv4(addr); {
	case !ok:
		r.add(rule.IPV4, msgEndsInNumber, lastLabel(name))
	case ip == name:
		r.add(CodeIP, msgIP, name)
	default:
		r.add(CodeIP, msgIPRead, name, ip)
	}
	return true
}

// A paste is what findPasted found: the host in a web address, a host
// and port or an email address, and the code of the kind.
type paste struct {
	host, port string
	code       rule.Code
	// sure is false when only a path character ("a/b.com") suggests a
	// web address: the text may be a name with a typing error.
	sure bool
	// enclosure, for CodeEnclosed, is the sentence that names the quotes
	// or brackets around host, which may itself be a paste.
	enclosure msg.ID
}

// pasted reports a web address, host and port or email address whose
// domain is p.host, with one sentence that suggests the domain when the
// checker accepts it, followed by the problems of the domain itself. It
// returns false, having added nothing, when p is not sure and its domain
// is refused: then the whole text is better checked as a name.
func (c *Checker) pasted(r *Result, p paste) bool {
	var sub Result
	enclosed := p.code == CodeEnclosed
	c.domain(&sub, p.host, enclosed)
	first := rule.Code("")
	if !sub.OK() {
		first = sub.Problems[0].Codes[0]
	}
	switch {
	case first == CodeIP:
		// An IP address in a URL or with a port: what to fix is the
		// address, and there is no domain to suggest.
		*r = Result{Input: r.Input, Problems: sub.Problems}
		return true
	case enclosed && slices.Contains(pasteCodes, first):
		// A paste in brackets ("Max <info@example.com>"): its sentence
		// says what to enter.
		sub.Input = r.Input
		*r = sub
		return true
	case enclosed && (p.host == "" || first == rule.EMPTY):
		r.add(rule.EMPTY, msgEmpty) // "" or <>: nothing was entered
		return true
	case p.host == "" || first == rule.EMPTY:
		r.add(p.code, msgURLNoHost)
		return true
	case first != "" && !p.sure:
		return false
	}
	m := pasteMessage(p, sub.Display)
	r.add(p.code, m.ID, m.Args...)
	r.Suggestion, r.SuggestionUnicode = sub.Display, sub.Unicode
	r.Problems = append(r.Problems, sub.Problems...)
	r.Warnings = append(r.Warnings, sub.Warnings...)
	r.Err = sub.Err
	return true
}

// pasteMessage is the sentence for p, suggesting domain, the accepted
// domain found in it, or saying only what to enter when domain is "".
func pasteMessage(p paste, domain string) msg.Message {
	_, portOK := urlhost.Port(p.port)
	var id msg.ID
	var args []any
	switch {
	case p.code == CodePort && !portOK:
		id, args = msgBadPort, []any{p.port}
	case p.code == CodePort:
		id, args = msgPort, []any{p.port}
	case p.code == CodeEmailAddress:
		id = msgEmailInDomain
	case p.code == CodeEnclosed:
		id = p.enclosure
	default:
		id = msgURL
	}
	if domain != "" {
		return msg.Message{ID: id, Args: append(args, domain)}
	}
	return msg.Message{ID: withoutSuggestion[id], Args: args}
}

// withoutSuggestion gives each sentence that suggests a domain its twin
// that does not, for a domain that is itself refused.
var withoutSuggestion = map[msg.ID]msg.ID{
	msgURL:           msgURLOnly,
	msgEmailInDomain: msgEmailInDomainOnly,
	msgPort:          msgPortOnly,
	msgBadPort:       msgBadPortOnly,
	msgQuotedName:    msgQuotedNameOnly,
	msgAngleName:     msgAngleNameOnly,
}

// pasteCodes are the codes of the sentences that say what to enter
// instead of a paste.
var pasteCodes = []rule.Code{CodeURL, CodeEmailAddress, CodePort, CodeEnclosed}

// enclosures are the quotes and brackets people leave around a name they
// copy from a text, with the sentence that names them.
var enclosures = []struct {
	open, close string
	id          msg.ID
}{
	{"<", ">", msgAngleName},
	{`"`, `"`, msgQuotedName}, {"'", "'", msgQuotedName},
	{"„", "“", msgQuotedName}, {"“", "”", msgQuotedName}, {"”", "”", msgQuotedName},
	{"‚", "‘", msgQuotedName}, {"‘", "’", msgQuotedName},
	{"«", "»", msgQuotedName}, {"»", "«", msgQuotedName},
	{"‹", "›", msgQuotedName}, {"「", "」", msgQuotedName}, {"『", "』", msgQuotedName},
}

// enclosure finds the text in quotes or angle brackets that s ends with:
// all of s in quotes, or what follows a name in angle brackets
// ("Max <info@example.com>").
func enclosure(s string) (p paste, ok bool) {
	for _, e := range enclosures {
		inner, found := strings.CutSuffix(s, e.close)
		if !found {
			continue
		}
		i := strings.LastIndex(inner, e.open)
		if i < 0 || i > 0 && e.open != "<" {
			continue
		}
		return paste{host: trimSpace(inner[i+len(e.open):]), code: CodeEnclosed, sure: true, enclosure: e.id}, true
	}
	return paste{}, false
}

// findPasted finds the domain in a web address (with any scheme, or none
// but a path: "www.example.com/path"), a host and port or an email
// address, cutting the port with the module's one rule ([urlhost.CutPort];
// whether it is a valid port is the sentence's business). ok is false when
// s is none of these.
func findPasted(s string) (p paste, ok bool) {
	if p, ok := enclosure(s); ok {
		return p, true
	}
	if i := strings.Index(s, "://"); i > 0 && isScheme(s[:i]) {
		host, port := urlhost.CutPort(authority(s[i+3:]))
		return paste{host, port, CodeURL, true, ""}, true
	}
	if i := strings.LastIndexByte(s, '@'); i >= 0 {
		host, _ := urlhost.CutPort(authority(s[i+1:]))
		return paste{host, "", CodeEmailAddress, true, ""}, true
	}
	if i := strings.IndexAny(s, `/?#\`); i >= 0 {
		host, port := urlhost.CutPort(s[:i])
		return paste{host, port, CodeURL, false, ""}, true
	}
	if host, port := urlhost.CutPort(s); len(port) > 1 {
		return paste{host, port, CodePort, true, ""}, true
	}
	return paste{}, false
}

// MayBePasted reports whether s has a character without which [Checker.Domain]
// finds no paste in it: the ':' of a scheme or a port, the '/', '?', '#'
// or '\' of a path, the '@' of an email address, the closing angle
// bracket or quote (of every language: „“ «» 「」 ...) after a name. A
// program that lists the problems of many names and asks the checker only
// about failed ones that may be a paste (to say "enter only the domain")
// skips the others with it.
func MayBePasted(s string) bool {
	for i := 0; i < len(s); i++ {
		switch pasteByte[s[i]] {
		case pasteASCII:
			return true
		case pasteLead:
			if hasPasteRune(s[i:]) {
				return true
			}
		}
	}
	return false
}

// pasteRunes are the characters MayBePasted looks for. It scans bytes: an
// ASCII one of them is its own byte, and every other one starts with a
// lead byte that pasteByte marks, where hasPasteRune compares the
// encodings. A lead byte is never inside another character's encoding, so
// the scan finds what a scan by characters finds, in invalid UTF-8 too.
const pasteRunes = `:/?#\@>"'“”‘’»«›」』`

// The kinds of byte of pasteByte.
const (
	pasteNone  = iota
	pasteASCII // one of pasteRunes
	pasteLead  // the first byte of one of pasteRunes outside ASCII
)

// pasteByte gives each byte its kind for MayBePasted.
var pasteByte = func() (t [256]uint8) {
	for _, r := range pasteRunes {
		var b [utf8.UTFMax]byte
		utf8.EncodeRune(b[:], r)
		t[b[0]] = pasteLead
		if r < utf8.RuneSelf {
			t[b[0]] = pasteASCII
		}
	}
	return t
}()

// hasPasteRune reports whether s begins with one of pasteRunes outside
// ASCII.
func hasPasteRune(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r >= utf8.RuneSelf && r != utf8.RuneError && strings.ContainsRune(pasteRunes, r)
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

// isIPLiteral reports whether s is an IPv6 address, bare or in brackets,
// or an address literal of an email domain ("[192.0.2.1]",
// "[IPv6:2001:db8::1]"), with the URL Standard's parsers of urlhost.
func isIPLiteral(s string) bool {
	inner, ok := strings.CutPrefix(s, "[")
	if !ok {
		return strings.Count(s, ":") >= 2 && urlhost.IsIPv6(s)
	}
	if s, ok = strings.CutSuffix(inner, "]"); !ok {
		return false
	}
	if len(s) > 5 && strings.EqualFold(s[:5], "IPv6:") {
		return urlhost.IsIPv6(s[5:])
	}
	_, v4 := urlhost.ParseIPv4(s)
	return v4 || urlhost.IsIPv6(s)
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
	r.Problems = append(r.Problems, problem.Sentence(msg.Message{ID: id, Args: args}, code))
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
	if e.Has(rule.OPTION) {
		// The checker's settings are refused (Checker.Err): the fault is
		// the program's, and the person is told so without them.
		r.add(rule.OPTION, msgSettingsRefused)
		return
	}
	fs := e.Findings()
	for k, f := range fs {
		if m, ok := invisiblePart(e, f); ok {
			f.Message = m
		}
		if k == maxSentences {
			var rest []rule.Code
			for _, f := range fs[k:] {
				rest = append(rest, f.Codes...)
			}
			r.addSentence(msg.Message{ID: msgMoreProblems}, rest)
			return
		}
		r.addSentence(f.Message, f.Codes)
	}
	if e.Omitted > 0 {
		r.addSentence(msg.Message{ID: msgMoreProblems}, e.Codes())
	}
}

// invisiblePart returns the sentence for f when it is about a label of
// the input that shows nothing (its characters are all invisible, none a
// space): the label's own sentence would quote it as empty quotes, or,
// when mapping removed its characters (U+200B; U+3164 from Unicode 16.0.0
// on), speak of the dot of an empty label. The sentence names the
// characters and says where they are in the name instead, the same with
// every Unicode version.
func invisiblePart(e *idna.Error, f idna.Finding) (msg.Message, bool) {
	start, end, ok := inputLabel(e.Input, f.Label)
	if !ok || start == end {
		return msg.Message{}, false
	}
	for _, i := range f.Problems {
		if off := e.Problems[i].Offset; off < start || off > end {
			return msg.Message{}, false // mapping moved the labels
		}
	}
	n := 0
	for _, r := range e.Input[start:end] {
		if !glyph.Invisible(r) || unicode.IsSpace(r) {
			return msg.Message{}, false
		}
		n++
	}
	first, _ := utf8.DecodeRuneInString(e.Input[start:])
	before := msg.QuoteEnd(e.Input[:start])
	switch {
	case start == 0 && n == 1:
		return msg.Message{ID: msgInvisibleStart, Args: []any{msg.Char(first)}}, true
	case start == 0:
		return msg.Message{ID: msgInvisibleStartMany, Args: []any{n}}, true
	case n == 1:
		return msg.Message{ID: msgInvisibleAfter, Args: []any{msg.Char(first), before}}, true
	}
	return msg.Message{ID: msgInvisibleAfterMany, Args: []any{n, before}}, true
}

// inputLabel returns where label k (from 0) of name is, splitting at the
// IDNA dots; ok is false when name has fewer labels.
func inputLabel(name string, k int) (start, end int, ok bool) {
	if k < 0 {
		return 0, 0, false
	}
	for ; ; k-- {
		i, size := label.IndexDot(name[start:])
		if k == 0 {
			if i < 0 {
				return start, len(name), true
			}
			return start, start + i, true
		}
		if i < 0 {
			return 0, 0, false
		}
		start += i + size
	}
}

// addSentence appends the sentence m with codes, or adds the codes to the
// problem that already has m: no two problems have one sentence.
func (r *Result) addSentence(m msg.Message, codes []rule.Code) {
	i := slices.IndexFunc(r.Problems, func(q Problem) bool { return q.Message.Equal(m) })
	if i < 0 {
		r.Problems = append(r.Problems, Problem{Label: -1, Offset: -1, Rune: -1, Message: m})
		i = len(r.Problems) - 1
	}
	all := append(slices.Clone(r.Problems[i].Codes), codes...)
	slices.Sort(all)
	p := &r.Problems[i]
	if p.Codes = slices.Compact(all); len(p.Codes) > 0 {
		p.Code = p.Codes[0]
	}
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
		r.Problems = []Problem{problem.Sentence(emailSentence(ee), CodeEmailSyntax)}
	case errors.As(err, &ee):
		return ProblemsOf(ee.Err)
	}
	return r.Problems
}
