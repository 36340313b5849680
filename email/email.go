// Package email converts the domain of an email address with an IDNA
// profile of package idna, leaving the local part exactly as it is:
// ToASCII(idna.Lookup, "Jörg@Bücher.DE") is "Jörg@xn--bcher-kva.de". The
// address is read as RFC 5321 section 4.1.2 and RFC 6531 section 3.3
// describe it; see [ToASCII].
package email

import (
	"errors"
	"net/netip"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
)

// ErrSyntax is matched (errors.Is) by every [*Error] that reports the
// syntax of the address rather than its domain.
var ErrSyntax = errors.New("email: malformed address")

// maxQuotedInput bounds how much of the address an error message quotes,
// as idna's errors do.
const maxQuotedInput = 256

// An Error reports an email address that [ToASCII] or [ToUnicode] could
// not convert.
type Error struct {
	// Address is the address given.
	Address string
	// Offset is the byte offset in Address of the problem, or of the
	// domain when the domain's conversion failed.
	Offset int
	// Reason says what is wrong with the syntax, such as "no '@' after the
	// local part"; it is "" when Err is the domain's conversion error.
	Reason string
	// Err is ErrSyntax, or the [*idna.Error] of the domain's conversion.
	Err error
	// Fix is Address corrected, when the correction is certain: with
	// its wide (fullwidth) ASCII characters written as ASCII, so that
	// "ｍａｘ@example.com" and "max＠example.com" are "max@example.com".
	// It is "" for every other error; a form offers it to the person
	// after checking it (it may have other problems).
	Fix string

	// id is the sentence of a syntax error, char the character at fault
	// where there is one, args the arguments of the sentence when they
	// are not char (see Sentences).
	id   msg.ID
	char rune
	args []any
}

// Sentences returns what to tell the person who typed the address, one
// message per thing to fix, with no byte offset: "the address ends with a
// dot; remove it". For an error of the domain's conversion they are the
// sentences of the [*idna.Error] ([idna.Error.Sentences]). A character is
// said as a person sees it ("a space", "an invisible character"), never as
// a code point. Render them with their Sentence method (English, beginning
// with a capital) or catalog.Sentence of package
// github.com/xn-go/xn/msg/catalog.
func (e *Error) Sentences() []msg.Message {
	var ie *idna.Error
	if e.id == "" && errors.As(e.Err, &ie) {
		return ie.Sentences()
	}
	switch {
	case e.args != nil:
		return []msg.Message{{ID: e.id, Args: e.args}}
	case e.id == "":
		return []msg.Message{{ID: msgOther}}
	case e.id == msgLocalChar || e.id == msgQuotedControl:
		r := e.char
		if e.id == msgQuotedControl && e.Offset < len(e.Address) {
			r = rune(e.Address[e.Offset])
		}
		return []msg.Message{{ID: e.id, Args: []any{msg.Char(r)}}}
	}
	return []msg.Message{{ID: e.id}}
}

// Error says what is wrong with the address and where.
func (e *Error) Error() string {
	addr := e.Address
	if len(addr) > maxQuotedInput {
		addr = addr[:maxQuotedInput]
	}
	q := strconv.Quote(addr)
	if len(addr) < len(e.Address) {
		q += "..."
	}
	if e.Err == ErrSyntax || e.Reason != "" {
		return "email: malformed address " + q + ": " + e.Reason + " at byte " + strconv.Itoa(e.Offset)
	}
	// The domain's error keeps its own package name ("...: idna: P1: ..."),
	// as wrapped errors read in Go.
	return "email: domain of address " + q + " at byte " + strconv.Itoa(e.Offset) + ": " + e.Err.Error()
}

// Unwrap returns Err, so that errors.Is(err, ErrSyntax), errors.Is(err,
// idna.ErrPunycode) and errors.As(err, &idnaErr) work.
func (e *Error) Unwrap() error { return e.Err }

// ToASCII converts the domain of an email address to its ASCII form with
// the profile p, such as idna.Lookup, leaving the local part exactly as it is:
// "Jörg@Bücher.DE" becomes "Jörg@xn--bcher-kva.de". The result is all ASCII
// only when the local part is; a non-ASCII local part (RFC 6531) needs an
// SMTPUTF8 path whatever is done to the domain.
//
// The address is read as RFC 5321 section 4.1.2 (Mailbox) and RFC 6531
// section 3.3 describe it, local-part "@" domain:
//
//   - The local part is either a quoted string ("a@b"@example.com, in which
//     '@', spaces and backslash-escaped quotes are text) or a run of atext
//     characters and dots (RFC 6531 adds any non-ASCII character to both).
//     The domain starts after the one '@' that follows the local part, so
//     an '@' inside quotes is never taken for it. The placement of dots in
//     an unquoted local part is not checked: it does not change where the
//     domain starts.
//   - An address literal ("[192.0.2.1]", "[IPv6:2001:db8::1]", or a
//     standardized tag such as "[x-tag:text]") is checked and returned
//     unchanged.
//   - Any other domain is converted with p.ToASCII and must then have no
//     empty label and no trailing dot, as RFC 5321's Domain says.
//
// Anything else is an error, never a guess: no '@', an '@' outside quotes
// in the local part or in the domain ("a@b@example.com"), an empty local
// part or domain, an unterminated quoted string, a character outside the
// grammar (space, '<', ',', a control character), or invalid UTF-8.
//
// ToASCII converts: it keeps every local part the grammar allows, including
// one that a person cannot read back (a no-break space, a zero-width
// character, wide letters). To check what a person typed, call
// [CheckLocal] on the local part too, or use package form.
//
// The error is an [*Error]; on error the result is "". Nothing is dropped
// or replaced: on success the result is the address with the domain
// replaced by its conversion.
func ToASCII(p *idna.Profile, addr string) (string, error) {
	return convert(addr, p.ToASCII)
}

// ToUnicode converts the domain of an email address to its Unicode form
// with the profile p, leaving the local part exactly as it is:
// "info@xn--bcher-kva.de" becomes "info@bücher.de". The address is read as
// [ToASCII] describes; address literals are returned unchanged. On any
// error, including an error of the domain's conversion, the result is ""
// (not ToUnicode's best effort) and the error an [*Error].
func ToUnicode(p *idna.Profile, addr string) (string, error) {
	return convert(addr, p.ToUnicode)
}

// convert converts the domain of addr with conv, a profile's conversion.
func convert(addr string, conv func(string) (string, error)) (string, error) {
	at, err := splitEmail(addr)
	if err != nil {
		return "", err
	}
	local, domain := addr[:at], addr[at+1:]
	if domain[0] == '[' {
		if reason, off := checkAddressLiteral(domain); reason != "" {
			return "", emailSyntax(addr, at+1+off, reason, msgBadLiteral)
		}
		return addr, nil
	}
	d, err := conv(domain)
	if err != nil {
		return "", &Error{Address: addr, Offset: at + 1, Err: err}
	}
	if i, reason, id := emptyLabel(d); i >= 0 {
		// i is an offset in the converted domain; point at the dot of
		// the input instead, where the input shows the empty label.
		return "", emailSyntax(addr, at+1+inputDot(domain, i == len(d)-1), reason, id)
	}
	if d == domain {
		return addr, nil
	}
	return local + "@" + d, nil
}

func emailSyntax(addr string, off int, reason string, id msg.ID) error {
	return &Error{Address: addr, Offset: off, Reason: reason, Err: ErrSyntax, id: id}
}

// splitEmail finds the '@' between the local part and the domain, checking
// the local part's syntax and that neither part is empty.
func splitEmail(addr string) (at int, err error) {
	if !utf8.ValidString(addr) {
		return 0, emailSyntax(addr, utf8fast.FirstInvalid(addr), "invalid UTF-8", msgInvalidUTF8)
	}
	if addr == "" {
		return 0, emailSyntax(addr, 0, "empty address", msgEmpty)
	}
	at, err = scanLocal(addr)
	switch {
	case err != nil:
		return 0, err
	case at == len(addr) && addr[0] != '"':
		return 0, emailSyntax(addr, at, "no '@' after the local part", msgNoAt)
	case at == len(addr) || addr[at] != '@':
		return 0, emailSyntax(addr, at, "no '@' after the quoted local part", msgNoAtAfterQuote)
	}
	domain := addr[at+1:]
	if domain == "" {
		return 0, emailSyntax(addr, at+1, "empty domain", msgNoDomain)
	}
	if i := strings.IndexByte(domain, '@'); i >= 0 {
		return 0, emailSyntax(addr, at+1+i, "more than one '@' outside a quoted local part", msgManyAt)
	}
	return at, nil
}

// CheckLocal checks local, the part of an address before its '@', as
// [ToASCII] reads it: a quoted string ("a b") or a run of atext characters
// and dots, either of them with any non-ASCII character (RFC 6531). As in
// ToASCII, the placement of dots is not checked. It returns nil or an
// [*Error] matching [ErrSyntax] whose Address is local and whose Offset is
// in local: an empty local part, invalid UTF-8, a character outside the
// grammar, an '@' outside quotes, or a quoted string that is malformed or
// followed by more text.
//
// Beyond the grammar, which RFC 6531 extends with every non-ASCII
// character, CheckLocal refuses, quoted or not, what a person cannot see
// or tell apart from another character, so that an address stored is one
// the person can read back and type again (the mailbox is matched
// character by character): a space other than U+0020 (Unicode's Zs, such
// as a pasted no-break space), a line or paragraph separator, a control
// (Cc), a format character (Cf, which holds the Bidi controls such as
// U+202E and the zero-width space U+200B) and another default ignorable
// character (U+3164 HANGUL FILLER); and wide ASCII ("ｍａｘ", U+FF01 to
// U+FF5E, as Chinese and Japanese input methods type it), for which
// [Error.Fix] is local written in ASCII. [ToASCII], a conversion, does
// not refuse these.
func CheckLocal(local string) error {
	if !utf8.ValidString(local) {
		return emailSyntax(local, utf8fast.FirstInvalid(local), "invalid UTF-8", msgInvalidUTF8)
	}
	if local == "" {
		return emailSyntax(local, 0, "empty local part", msgEmptyLocal)
	}
	end, err := scanLocal(local)
	if err == nil {
		err = checkLocalChars(local, end)
	}
	switch {
	case err != nil:
		return err
	case end == len(local):
		return nil
	case local[end] == '@' && local[0] != '"':
		return emailSyntax(local, end, "an '@' outside quotes in the local part", msgManyAt)
	}
	return emailSyntax(local, end, "text after the quoted local part", msgNoAtAfterQuote)
}

// scanLocal reads the local part at the start of s, quoted or not, and
// returns where it ends: at the first '@' of an unquoted one, or after
// the closing quote; len(s) when an unquoted one runs to the end.
func scanLocal(s string) (end int, err error) {
	if s[0] == '"' {
		return quotedLocalPart(s)
	}
	return dotLocalPart(s)
}

// quotedLocalPart reads the Quoted-string of RFC 5321 section 4.1.2
// (qtextSMTP and quoted-pairSMTP), extended by RFC 6531 with non-ASCII
// characters, and returns the offset just after its closing quote.
func quotedLocalPart(addr string) (int, error) {
	for i := 1; i < len(addr); i++ {
		c := addr[i]
		switch {
		case c == '\\':
			if i+1 >= len(addr) || addr[i+1] < 0x20 || addr[i+1] > 0x7e {
				return 0, emailSyntax(addr, i, "backslash not followed by a printable ASCII character in the quoted local part", msgQuotedBackslash)
			}
			i++
		case c == '"':
			return i + 1, nil
		case c >= 0x80 || c >= 0x20 && c <= 0x7e:
			// qtextSMTP: printable ASCII other than '"' and '\'
			// (handled above), and UTF8-non-ascii.
		default:
			return 0, emailSyntax(addr, i, "control character in the quoted local part", msgQuotedControl)
		}
	}
	return 0, emailSyntax(addr, len(addr), "unterminated quoted local part", msgUnclosedQuote)
}

// dotLocalPart reads an unquoted local part, atext and dots (RFC 5321
// Dot-string, RFC 6531 UTF8-non-ascii), and returns the offset of the '@'
// after it, or len(addr) when there is none.
func dotLocalPart(addr string) (int, error) {
	for i := 0; i < len(addr); i++ {
		c := addr[i]
		switch {
		case c == '@':
			if i == 0 {
				return 0, emailSyntax(addr, 0, "empty local part", msgEmptyLocal)
			}
			return i, nil
		case c >= 0x80 || c == '.' || isAtext(c):
		default:
			e := emailSyntax(addr, i, "character "+strconv.QuoteRune(rune(c))+" not allowed in an unquoted local part", msgLocalChar)
			e.(*Error).char = rune(c)
			return 0, e
		}
	}
	return len(addr), nil
}

// checkLocalChars checks the characters outside ASCII of s[:end], a local
// part the grammar accepts: it refuses the first one a person cannot see
// (refusedInLocal), saying after what it stands, and then wide ASCII,
// with s corrected as the error's Fix.
func checkLocalChars(s string, end int) error {
	wide := -1
	for i, r := range s[:end] {
		switch {
		case r < utf8.RuneSelf:
		case refusedInLocal(r):
			return invisibleInLocal(s, i, r)
		case wide < 0 && narrowWide(r) != r:
			wide = i
		}
	}
	if wide < 0 {
		return nil
	}
	narrow := strings.Map(narrowWide, s[:end])
	e := &Error{Address: s, Offset: wide, Err: ErrSyntax, Fix: narrow + s[end:]}
	if s[0] != '"' && strings.IndexByte(s[:end], '@') < 0 && strings.IndexByte(narrow, '@') >= 0 {
		// The only '@' is a wide one: the address is all there.
		e.Reason, e.id, e.args = "wide '＠' instead of '@'", msgWideAt, []any{msg.Quote(e.Fix)}
		return e
	}
	r, _ := utf8.DecodeRuneInString(s[wide:])
	e.Reason = "wide character " + strconv.QuoteRune(r) + " in the local part"
	e.id, e.args = msgLocalWide, []any{msg.Quote(s[:end]), msg.Quote(narrow)}
	return e
}

// invisibleInLocal is the error of r, refused at offset i of the local
// part s: the sentence says what it is and after which text it stands.
func invisibleInLocal(s string, i int, r rune) error {
	e := &Error{Address: s, Offset: i, Err: ErrSyntax, char: r,
		Reason: "invisible character " + strconv.QuoteRune(r) + " in the local part"}
	if i == 0 {
		e.id, e.args = msgLocalInvisibleStart, []any{msg.Char(r)}
		return e
	}
	e.id, e.args = msgLocalInvisible, []any{msg.Char(r), msg.QuoteEnd(s[:i])}
	return e
}

// refusedInLocal reports whether a local part may not hold r, a character
// outside ASCII, because a person cannot see it or tell it from a space:
// spaces (Zs), line and paragraph separators (Zl, Zp), controls (Cc),
// format characters (Cf, the Bidi controls among them) and the other
// default ignorable code points (U+3164 HANGUL FILLER, U+034F).
func refusedInLocal(r rune) bool {
	return unicode.In(r, unicode.Zs, unicode.Zl, unicode.Zp, unicode.Cc, unicode.Cf,
		unicode.Other_Default_Ignorable_Code_Point)
}

// narrowWide returns the ASCII character of r, a wide (fullwidth) form of
// one (U+FF01 to U+FF5E, as input methods for Chinese and Japanese type
// them), and any other r unchanged.
func narrowWide(r rune) rune {
	if 0xFF01 <= r && r <= 0xFF5E {
		return r - 0xFF01 + '!'
	}
	return r
}

// isAtext reports whether c is an ASCII atext character (RFC 5322 section
// 3.2.3, used by RFC 5321).
func isAtext(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	return strings.IndexByte("!#$%&'*+-/=?^_`{|}~", c) >= 0
}

// checkAddressLiteral checks an RFC 5321 section 4.1.3 address literal,
// "[" (IPv4 / "IPv6:" IPv6 / tag ":" dcontent) "]", returning why it is
// malformed and where, or "".
func checkAddressLiteral(d string) (reason string, off int) {
	if len(d) < 2 || d[len(d)-1] != ']' {
		return "address literal without a closing ']'", len(d)
	}
	body := d[1 : len(d)-1]
	if a, err := netip.ParseAddr(body); err == nil && a.Is4() {
		return "", 0
	}
	colon := strings.IndexByte(body, ':')
	if colon < 0 {
		return "address literal is neither an IPv4 address nor tag:text", 1
	}
	tag, rest := body[:colon], body[colon+1:]
	if strings.EqualFold(tag, "IPv6") {
		if a, err := netip.ParseAddr(rest); err != nil || !a.Is6() || a.Zone() != "" {
			return "malformed IPv6 address literal", 1 + colon + 1
		}
		return "", 0
	}
	// General-address-literal: Standardized-tag (Ldh-str) ":" 1*dcontent.
	if tag == "" || tag[len(tag)-1] == '-' {
		return "malformed address literal tag", 1
	}
	for i := 0; i < len(tag); i++ {
		if c := tag[i]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-') {
			return "malformed address literal tag", 1 + i
		}
	}
	if rest == "" {
		return "empty address literal content", 1 + colon + 1
	}
	for i := 0; i < len(rest); i++ {
		if c := rest[i]; c < 33 || c > 126 || c >= 91 && c <= 93 {
			return "character not allowed in an address literal", 1 + colon + 1 + i
		}
	}
	return "", 0
}

// inputDot returns the offset in the input domain of the dot at fault for
// an empty label: the last dot when last is set (a trailing dot), else the
// dot that closes the first empty label; 0 (the domain) when mapping
// emptied a label that the input does not show as empty.
func inputDot(domain string, last bool) int {
	prev, start := -1, 0
	for {
		i, n := label.IndexDot(domain[start:])
		if i < 0 {
			if last && prev >= 0 && prev+1 == len(domain) {
				return prev
			}
			return 0
		}
		if i == 0 && !last {
			return start + i
		}
		prev = start + i
		start += i + n
		if last && start == len(domain) {
			return prev
		}
	}
}

// emptyLabel finds an empty label in the domain s: it returns the offset
// in s of the dot at fault and says what is wrong, or -1.
func emptyLabel(s string) (int, string, msg.ID) {
	switch {
	case s == "":
		return 0, "empty domain", msgNoDomain
	case s[0] == '.':
		return 0, "the domain begins with a dot", msgLeadingDot
	}
	if i := strings.Index(s, ".."); i >= 0 {
		return i + 1, "two dots in a row in the domain", msgDoubleDot
	}
	if s[len(s)-1] == '.' {
		return len(s) - 1, "the address ends with a dot, which an email domain may not", msgTrailingDot
	}
	return -1, "", ""
}
