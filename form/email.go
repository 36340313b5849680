package form

import (
	"errors"
	"strings"

	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/rule"
)

// RFC 5321 section 4.5.3.1: the longest local part, and the longest
// address (the 256-octet path less its angle brackets).
const (
	maxLocalPart = 64
	maxAddress   = 254
)

// Email checks the text of an email field. It trims surrounding white
// space; refuses an empty field; reads the address with package email
// (one '@' outside quotes, a non-empty local part of allowed characters);
// refuses a leading, trailing or doubled dot in an unquoted local part and
// a local part over 64 octets; checks the domain as [Checker.Domain] does
// (so one trailing dot is dropped, and an IP address literal is refused);
// and refuses an address over 254 octets with its domain in ASCII form.
//
// ASCII is the address with its domain in ASCII form, Unicode with its
// domain in Unicode form; the local part is kept exactly as typed (a
// non-ASCII local part needs SMTPUTF8 whatever is done to the domain).
// Warnings are the display policy's findings about the domain.
func (c *Checker) Email(input string) Result {
	r := Result{Input: input}
	s := trimSpace(input)
	if s == "" {
		r.add(rule.EMPTY, msg.FormEmailEmpty)
		return r
	}
	// Package email reads the local part and finds the '@' after it. The
	// domain is this package's to judge, so email is given the local part
	// with a domain that passes ("x"): what it reports is about the local
	// part or the '@'. idna.Punycode converts without checking anything.
	at := strings.LastIndexByte(s, '@')
	probe := s + "@x" // no '@' at all: email says so
	if at >= 0 {
		probe = s[:at] + "@x"
	}
	if _, err := email.ToASCII(idna.Punycode, probe); err != nil {
		var e *email.Error
		if errors.As(err, &e) {
			e.Address = s // the offsets before the '@' hold
			r.Err = e
			r.Problems = append(r.Problems, Problem{[]rule.Code{CodeEmailSyntax}, emailSentence(e)})
			return r
		}
	}
	if at < 0 {
		// email accepted s+"@x": s is a local part without a domain.
		r.Problems = append(r.Problems, Problem{[]rule.Code{CodeEmailSyntax}, msg.Message{ID: msg.EmailNoAt}})
		return r
	}
	local, domain := s[:at], s[at+1:]
	if local[0] != '"' {
		switch {
		case local[0] == '.':
			r.add(CodeLocalDot, msg.FormLocalDotStart)
		case local[len(local)-1] == '.':
			r.add(CodeLocalDot, msg.FormLocalDotEnd)
		}
		if strings.Contains(local, "..") {
			r.add(CodeLocalDot, msg.FormLocalDoubleDot)
		}
	}
	if len(local) > maxLocalPart {
		r.add(CodeLocalLength, msg.FormLocalTooLong)
	}
	var d Result
	if domain == "" {
		d.add(rule.EMPTY, msg.FormEmailNoDomain)
	} else {
		c.domain(&d, domain, false)
	}
	r.Problems = append(r.Problems, d.Problems...)
	if d.Err != nil {
		r.Err = d.Err
	}
	if !r.OK() {
		return r
	}
	if len(local)+1+len(d.ASCII) > maxAddress {
		r.add(CodeAddressLength, msg.FormAddressTooLong)
		return r
	}
	r.ASCII = local + "@" + d.ASCII
	r.Unicode = local + "@" + d.Unicode
	r.Display = local + "@" + d.Display
	r.Warnings = d.Warnings
	return r
}
