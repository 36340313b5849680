package form

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/internal/urlhost"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/rule"
)

// RFC 5321 section 4.5.3.1: the longest local part, and the longest
// address (the 256-octet path less its angle brackets).
const (
	maxLocalPart = 64
	maxAddress   = 254
)

// Email checks the text of an email field. It trims surrounding white
// space; refuses an empty field; recognizes a pasted mailto link
// ("mailto:user@example.com?subject=Hi"), an address with a name
// ("User Name <user@example.com>") or in angle brackets, with spaces
// around it and a dot after it as prose leaves them, or after a name
// without brackets ("Max Mustermann max@example.com"), and more than one
// address ("max@example.com, moritz@example.com"), and suggests the
// (first) bare address when it is itself accepted; says what to enter
// instead of a web address; reads the address with package email (one
// '@' outside quotes, a local part of allowed characters without any a
// person cannot see, [email.CheckLocal]), suggesting the address written
// in ASCII for wide characters ("ｍａｘ@example.com", "max＠example.com");
// refuses a leading, trailing or doubled dot in an
// unquoted local part and a local part over 64 octets, and, when c says
// so, a quoted or a non-ASCII local part; checks the domain as
// [Checker.Domain] does (so one trailing dot is dropped, and an IP address
// literal is refused); and refuses an address over 254 octets with its
// domain in ASCII form.
//
// ASCII is the address with its domain in ASCII form, Unicode with its
// domain in Unicode form; the local part is kept exactly as typed (a
// non-ASCII local part needs SMTPUTF8 whatever is done to the domain).
// Warnings are those of the domain.
func (c *Checker) Email(input string) Result {
	r := Result{Input: input}
	if c.refused(&r) {
		return r
	}
	s := trimSpace(input)
	if s == "" {
		r.add(rule.EMPTY, msgEmailEmpty)
		return r
	}
	if addr, code, id, ok := unwrapAddress(s); ok {
		c.pastedAddress(&r, addr, code, id)
		return r
	}
	if c.otherPaste(&r, s) {
		return r
	}
	c.address(&r, s)
	return r
}

// otherPaste reports, with one sentence, what else than one address
// people paste into an email field, and returns whether s is one: a web
// address ("https://example.com"), more than one address
// ("max@example.com, moritz@example.com") or a name before the address
// without angle brackets ("Max Mustermann max@example.com"). A quoted
// local part, in which commas and spaces are text, is none of these.
func (c *Checker) otherPaste(r *Result, s string) bool {
	if i := strings.Index(s, "://"); i > 0 && isScheme(s[:i]) {
		host, _ := urlhost.CutPort(authority(s[i+3:]))
		var d Result
		c.domain(&d, host, false)
		if d.OK() {
			r.add(CodeURL, msgURLInEmail, d.Unicode)
		} else {
			r.add(CodeURL, msgURLInEmailOnly)
		}
		return true
	}
	if strings.Contains(s, `"`) {
		return false
	}
	// Separated as people separate them: commas, semicolons and the
	// spaces of a keyboard (a no-break space is a character of its own).
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == ' ' || r == '\t' })
	var addrs []string
	for _, f := range fields {
		if strings.Contains(f, "@") {
			addrs = append(addrs, f)
		}
	}
	switch {
	case len(addrs) > 1:
		c.suggestAddress(r, addrs[0], CodeManyAddresses, msgManyAddresses)
		return true
	case len(addrs) == 0 || len(fields) < 2 || fields[len(fields)-1] != addrs[0] || addrs[0][0] == '@':
		return false
	case len(fields) > 2:
		// Two words or more before the address: a person's name.
		c.suggestAddress(r, addrs[0], CodeNameAddress, msgNameAddress)
		return true
	}
	// One word: a first name, or a local part with a space typed in it.
	r.add(CodeEmailSyntax, msgSpaceOrName, msg.Quote(fields[0]), addrs[0])
	return true
}

// suggestAddress adds the sentence id, with code, that suggests addr, one
// address found in what was pasted, when c accepts it, and its twin
// without the suggestion otherwise.
func (c *Checker) suggestAddress(r *Result, addr string, code rule.Code, id msg.ID) {
	sub := c.Email(addr)
	if !sub.OK() {
		r.add(code, addressWithoutSuggestion[id])
		return
	}
	r.add(code, id, sub.Display)
	r.Suggestion, r.SuggestionUnicode = sub.Display, sub.Unicode
	r.Warnings = append(r.Warnings, sub.Warnings...)
}

// unwrapAddress finds the address in a mailto link or in angle brackets,
// after a name or not, and returns it with the code and the sentence that
// suggests it. A dot after the link or the closing bracket, as a sentence
// ends, is not part of it. ok is false when s is none of these.
func unwrapAddress(s string) (addr string, code rule.Code, id msg.ID, ok bool) {
	t := strings.TrimSuffix(s, ".")
	if len(t) > len("mailto:") && strings.EqualFold(t[:len("mailto:")], "mailto:") {
		addr = t[len("mailto:"):]
		if i := strings.IndexAny(addr, "?#"); i >= 0 {
			addr = addr[:i] // the headers (?subject=...) and a fragment
		}
		return trimSpace(urlhost.PercentDecode(addr)), CodeMailto, msgMailto, true
	}
	open := strings.LastIndexByte(t, '<')
	if !strings.HasSuffix(t, ">") || open < 0 {
		return "", "", "", false
	}
	addr = trimSpace(t[open+1 : len(t)-1])
	if trimSpace(t[:open]) == "" {
		return addr, CodeNameAddress, msgAngleAddress, true
	}
	return addr, CodeNameAddress, msgNameAddress, true
}

// addressWithoutSuggestion gives each sentence that suggests an address
// its twin that does not, for an address that is itself refused.
var addressWithoutSuggestion = map[msg.ID]msg.ID{
	msgMailto:        msgMailtoOnly,
	msgNameAddress:   msgNameAddressOnly,
	msgAngleAddress:  msgAngleAddressOnly,
	msgManyAddresses: msgManyAddressesOnly,
}

// pastedAddress reports a pasted form of addr with one sentence that
// suggests the bare address when c accepts it, followed by the problems of
// addr. addr may itself be pasted ("<mailto:a@example.com>"): its own
// suggestion, accepted, is the one to offer.
func (c *Checker) pastedAddress(r *Result, addr string, code rule.Code, id msg.ID) {
	sub := c.Email(addr)
	suggestion, unicode := sub.Display, sub.Unicode
	if !sub.OK() {
		suggestion, unicode = sub.Suggestion, sub.SuggestionUnicode
	}
	if suggestion == "" {
		r.add(code, addressWithoutSuggestion[id])
		for _, p := range sub.Problems {
			r.addSentence(p.Message, p.Codes) // "mailto:mailto:x" says it once
		}
		r.Err = sub.Err
		return
	}
	r.add(code, id, suggestion)
	r.Suggestion, r.SuggestionUnicode = suggestion, unicode
	r.Warnings = append(r.Warnings, sub.Warnings...) // those of the address suggested
}

// address checks s, an address as typed, into r.
func (c *Checker) address(r *Result, s string) {
	at := strings.LastIndexByte(s, '@')
	local := s
	if at >= 0 {
		local = s[:at]
	}
	if err := email.CheckLocal(local); err != nil {
		var e *email.Error
		if errors.As(err, &e) {
			e.Address = s // the offsets in the local part hold
			if e.Fix != "" {
				e.Fix += s[len(local):]
				c.suggestFix(r, e.Fix)
			}
			r.Err = e
			r.Problems = append(r.Problems, problem.Sentence(emailSentence(e), CodeEmailSyntax))
		}
		return
	}
	if at < 0 {
		// A local part without a domain.
		r.Problems = append(r.Problems, problem.Sentence(msg.Message{ID: msgEmailNoAt}, CodeEmailSyntax))
		return
	}
	c.checkLocal(r, local)
	var d Result
	if domain := s[at+1:]; domain == "" {
		d.add(rule.EMPTY, msgEmailNoDomain)
	} else {
		c.domain(&d, domain, false)
	}
	r.Problems = append(r.Problems, d.Problems...)
	if d.Err != nil {
		r.Err = d.Err
	}
	if !r.OK() {
		return
	}
	if len(local)+1+len(d.ASCII) > maxAddress {
		r.add(CodeAddressLength, msgAddressTooLong)
		return
	}
	r.ASCII = local + "@" + d.ASCII
	r.Unicode = local + "@" + d.Unicode
	r.Display = local + "@" + d.Display
	r.Warnings = d.Warnings
}

// suggestFix makes fix, the address package email corrected (wide
// characters written in ASCII), the suggestion when c accepts it.
func (c *Checker) suggestFix(r *Result, fix string) {
	if sub := c.Email(fix); sub.OK() {
		r.Suggestion, r.SuggestionUnicode = sub.Display, sub.Unicode
		r.Warnings = append(r.Warnings, sub.Warnings...)
	}
}

// checkLocal adds the form checker's own problems of local, a local part
// package email accepts: its dots, its length, and what c refuses.
func (c *Checker) checkLocal(r *Result, local string) {
	quoted := local[0] == '"'
	if !quoted {
		switch {
		case local[0] == '.':
			r.add(CodeLocalDot, msgLocalDotStart)
		case local[len(local)-1] == '.':
			r.add(CodeLocalDot, msgLocalDotEnd)
		}
		if strings.Contains(local, "..") {
			r.add(CodeLocalDot, msgLocalDoubleDot)
		}
	}
	if len(local) > maxLocalPart {
		r.add(CodeLocalLength, msgLocalTooLong)
	}
	if quoted && c.RefuseQuotedLocal {
		r.add(CodeQuotedLocal, msgQuotedLocal)
	}
	if c.RefuseNonASCIILocal {
		for _, ch := range local {
			if ch >= utf8.RuneSelf {
				r.add(CodeNonASCIILocal, msgNonASCIILocal, msg.Char(ch))
				break
			}
		}
	}
}
