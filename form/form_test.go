package form

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
)

// problemCodes returns the codes of every problem of r, one string per problem
// ("P1,V6").
func problemCodes(r Result) []string {
	var cs []string
	for _, p := range r.Problems {
		var s []string
		for _, c := range p.Codes {
			s = append(s, string(c))
		}
		cs = append(cs, strings.Join(s, ","))
	}
	return cs
}

// codeFamily folds the codes that differ between the Unicode versions of
// the build (P1+V6 with 15.0.0, V7 or U1 with 17.0.0) into one, so that a
// row holds for both.
func codeFamily(c string) string {
	switch c {
	case "P1,V6", "V7", "U1", "P1,U1", "V6":
		return "DISALLOWED"
	}
	return c
}

func TestDomain(t *testing.T) {
	tests := []struct {
		in         string
		ascii      string // "" when refused
		unicode    string
		suggestion string
		codes      []string // one per problem; DISALLOWED as codeFamily says
		first      string   // the English text of the first problem, when it is the checker's own
	}{
		// Accepted, as people type them.
		{in: "example.com", ascii: "example.com", unicode: "example.com"},
		{in: "  Bücher.DE ", ascii: "xn--bcher-kva.de", unicode: "bücher.de"},
		{in: "\tbücher.de\n", ascii: "xn--bcher-kva.de", unicode: "bücher.de"},
		{in: "\u00a0bücher.de\u3000", ascii: "xn--bcher-kva.de", unicode: "bücher.de"},
		{in: "xn--bcher-kva.de", ascii: "xn--bcher-kva.de", unicode: "bücher.de"},
		{in: "ＥＸＡＭＰＬＥ．ＣＯＭ", ascii: "example.com", unicode: "example.com"},
		{in: "例え.テスト", ascii: "xn--r8jz45g.xn--zckzah", unicode: "例え.テスト"},
		{in: "sub.domain.example.co.uk", ascii: "sub.domain.example.co.uk", unicode: "sub.domain.example.co.uk"},
		{in: "a-b.example", ascii: "a-b.example", unicode: "a-b.example"},
		// One trailing dot is dropped, of any of the four dots; two are an error.
		{in: "example.com.", ascii: "example.com", unicode: "example.com"},
		{in: "bücher.de。", ascii: "xn--bcher-kva.de", unicode: "bücher.de"},
		{in: "example.com..", codes: []string{"TRAILING_DOTS"}, first: "remove the dots at the end"},
		{in: "example.com...", codes: []string{"TRAILING_DOTS"}},
		// Empty and blank.
		{in: "", codes: []string{"EMPTY"}, first: "enter a domain name, such as example.com"},
		{in: "   ", codes: []string{"EMPTY"}},
		{in: "\t\u00a0\n", codes: []string{"EMPTY"}},
		{in: ".", codes: []string{"EMPTY"}},
		// Pasted web addresses: the domain is suggested.
		{in: "https://bücher.de/path", suggestion: "bücher.de", codes: []string{"URL"},
			first: "this is a web address; enter only the domain, bücher.de"},
		{in: "https://Bücher.de:8080/path?q=1#top", suggestion: "bücher.de", codes: []string{"URL"}},
		{in: "http://user:secret@example.com/", suggestion: "example.com", codes: []string{"URL"}},
		{in: "ftp://files.example.org", suggestion: "files.example.org", codes: []string{"URL"}},
		{in: "HTTPS://EXAMPLE.COM", suggestion: "example.com", codes: []string{"URL"}},
		{in: "www.bücher.de/path", suggestion: "www.bücher.de", codes: []string{"URL"}},
		{in: "example.com/", suggestion: "example.com", codes: []string{"URL"}},
		{in: "example.com?ref=1", suggestion: "example.com", codes: []string{"URL"}},
		{in: "https:///path", codes: []string{"URL"},
			first: "this is a web address without a domain; enter a domain name, such as example.com"},
		// A domain that is itself refused is not suggested (issue 28).
		{in: "https://my_site.com/", codes: []string{"URL", "DISALLOWED"},
			first: "this is a web address; enter only its domain name"},
		{in: "a/b.com", codes: []string{"DISALLOWED"}}, // a typing error, not a path: '/' is refused
		{in: "example .com/path", codes: []string{"DISALLOWED", "DISALLOWED"}},
		{in: "https://example.com:123456/x", suggestion: "example.com", codes: []string{"URL"},
			first: "this is a web address; enter only the domain, example.com"},
		{in: "http://127.0.0.1/admin", codes: []string{"IP"}},
		// Host and port.
		{in: "bücher.de:8080", suggestion: "bücher.de", codes: []string{"PORT"},
			first: "remove the port number :8080; enter only the domain, bücher.de"},
		{in: "localhost:3000", codes: []string{"PORT", "SINGLE_LABEL"},
			first: "remove the port number :3000 and enter only the domain name"},
		// A port is digits up to 65535 (the URL Standard): more is said so,
		// in one sentence.
		{in: "example.com:65535", suggestion: "example.com", codes: []string{"PORT"},
			first: "remove the port number :65535; enter only the domain, example.com"},
		{in: "example.com:99999", suggestion: "example.com", codes: []string{"PORT"},
			first: "the port :99999 is too large, as ports go up to 65535; enter only the domain, example.com"},
		{in: "example.com:123456", suggestion: "example.com", codes: []string{"PORT"},
			first: "the port :123456 is too large, as ports go up to 65535; enter only the domain, example.com"},
		{in: "[::1]:99999", codes: []string{"IP"}},
		{in: "[::1]:443", codes: []string{"IP"}},
		// An email address in a domain field.
		{in: "info@bücher.de", suggestion: "bücher.de", codes: []string{"EMAIL_ADDRESS"},
			first: "this is an email address; enter only the domain, bücher.de"},
		{in: "mailto:info@example.com", suggestion: "example.com", codes: []string{"EMAIL_ADDRESS"}},
		// IP addresses in every form a browser reads as one.
		{in: "192.168.0.1", codes: []string{"IP"}, first: "the name 192.168.0.1 is an IP address; enter a domain name, such as example.com"},
		{in: "0x7f.0.0.1", codes: []string{"IP"}, first: "the name 0x7f.0.0.1 is read as the IP address 127.0.0.1; enter a domain name, such as example.com"},
		{in: "127.1", codes: []string{"IP"}},
		{in: "2130706433", codes: []string{"IP"}},
		{in: "0177.0.0.1", codes: []string{"IP"}},
		{in: "0x7f000001", codes: []string{"IP"}},
		{in: "１２７．０．０．１", codes: []string{"IP"}},
		{in: "bücher.123", codes: []string{"IPV4"}},
		{in: "bücher.１２３", codes: []string{"IPV4"}},
		{in: "bücher．０ｘ７ｆ", codes: []string{"IPV4"}},
		{in: "192.168.0.1.", codes: []string{"IP"}},
		{in: "::1", codes: []string{"IP"}},
		{in: "[::1]", codes: []string{"IP"}},
		{in: "2001:db8::1", codes: []string{"IP"}},
		{in: "[2001:db8::1]", codes: []string{"IP"}},
		{in: "fe80::1%eth0", codes: []string{"IP"}},
		{in: "example.123", codes: []string{"IPV4"}, first: "the name ends in the number 123; the last part of a domain name is a word, such as com"},
		{in: "256.256.256.256", codes: []string{"IPV4"}},
		{in: "example.0x7f", codes: []string{"IPV4"}},
		// One label.
		{in: "example", codes: []string{"SINGLE_LABEL"}, first: "the name example has no dot; enter the whole domain name, such as example.com"},
		{in: "example.", codes: []string{"SINGLE_LABEL"}},
		{in: "bücher", codes: []string{"SINGLE_LABEL"}},
		// Example domains are real suggestions: never www.com or localhost.com.
		{in: "www.", codes: []string{"SINGLE_LABEL"}, first: "the name www has no dot; enter the whole domain name, such as example.com"},
		{in: "localhost", codes: []string{"SINGLE_LABEL"}, first: "the name localhost has no dot; enter the whole domain name, such as example.com"},
		{in: "LocalHost", codes: []string{"SINGLE_LABEL"}, first: "the name LocalHost has no dot; enter the whole domain name, such as example.com"},
		{in: "shop", codes: []string{"SINGLE_LABEL"}, first: "the name shop has no dot; enter the whole domain name, such as shop.com"},
		// What IDNA rejects: one sentence per thing to fix.
		{in: "my_site.com", codes: []string{"DISALLOWED"}},
		{in: "exa mple.com", codes: []string{"DISALLOWED"}},
		{in: "a..b.com", codes: []string{"A4_2"}},
		{in: ".example.com", codes: []string{"A4_2"}},
		{in: "-bücher.de", codes: []string{"V3"}},
		{in: "xn--abc.com", ascii: "", codes: []string{"DISALLOWED"}},
		{in: strings.Repeat("a", 64) + ".com", codes: []string{"A4_2"}},
		{in: strings.Repeat("abcdefghi.", 26) + "com", codes: []string{"A4_1"}},
		{in: "bad\xffutf8.com", codes: []string{"UTF8"}},
	}
	for _, tt := range tests {
		r := Domain(tt.in)
		var got []string
		for _, c := range problemCodes(r) {
			got = append(got, codeFamily(c))
		}
		if !slices.Equal(got, tt.codes) {
			t.Errorf("Domain(%q) codes = %q, want %q (%v)", tt.in, got, tt.codes, r.Problems)
		}
		if r.ASCII != tt.ascii || r.Unicode != tt.unicode || r.Suggestion != tt.suggestion {
			t.Errorf("Domain(%q) = ASCII %q, Unicode %q, Suggestion %q; want %q, %q, %q",
				tt.in, r.ASCII, r.Unicode, r.Suggestion, tt.ascii, tt.unicode, tt.suggestion)
		}
		if r.OK() != (tt.codes == nil) {
			t.Errorf("Domain(%q).OK() = %v", tt.in, r.OK())
		}
		if tt.first != "" && (len(r.Problems) == 0 || r.Problems[0].String() != tt.first) {
			t.Errorf("Domain(%q) first problem = %v, want %q", tt.in, r.Problems, tt.first)
		}
		if r.Input != tt.in {
			t.Errorf("Domain(%q).Input = %q", tt.in, r.Input)
		}
	}
}

// TestDomainWarnings: a look-alike is a valid name with a warning, and is
// displayed in ASCII form.
func TestDomainWarnings(t *testing.T) {
	for _, tt := range []struct {
		in, display string
		warned      bool
	}{
		{"bücher.de", "bücher.de", false},
		{"аpple.com", "xn--pple-43d.com", true}, // Cyrillic а and Latin
		{"аррӏе.com", "xn--80ak6aa92e.com", true},
		{"example.com", "example.com", false},
	} {
		r := Domain(tt.in)
		if !r.OK() || r.Display != tt.display || (len(r.Warnings) > 0) != tt.warned {
			t.Errorf("Domain(%q) = OK %v, Display %q, Warnings %v; want Display %q, warned %v",
				tt.in, r.OK(), r.Display, r.Warnings, tt.display, tt.warned)
		}
	}
}

// TestSuggestionWarnings: what is pasted is refused, and the domain or
// address suggested in it comes with its own warnings, since the person
// is asked to enter it; the codes as programs match them.
func TestSuggestionWarnings(t *testing.T) {
	for _, tt := range []struct {
		r                   Result
		suggestion, unicode string // as the display policy allows, in Unicode
		codes               []string
	}{
		{Domain("https://аpple.com/login"), "xn--pple-43d.com", "аpple.com", []string{"restriction-level"}},
		{Domain("аpple.com:443"), "xn--pple-43d.com", "аpple.com", []string{"restriction-level"}},
		{Domain("https://bücher.de/"), "bücher.de", "bücher.de", nil},
		{Email("mailto:x@аpple.com"), "x@xn--pple-43d.com", "x@аpple.com", []string{"restriction-level"}},
		{Email("<mailto:x@аpple.com>"), "x@xn--pple-43d.com", "x@аpple.com", []string{"restriction-level"}},
		{Email("mailto:x@bücher.de"), "x@bücher.de", "x@bücher.de", nil},
		{Domain("😀.com"), "", "", []string{string(CodeNotRegistrable), "restricted-character"}},
	} {
		var codes []string
		for _, w := range tt.r.Warnings {
			codes = append(codes, string(w.Code))
		}
		if tt.r.Suggestion != tt.suggestion || tt.r.SuggestionUnicode != tt.unicode || !slices.Equal(codes, tt.codes) {
			t.Errorf("%q: suggestion %q (%q), warnings %q; want %q (%q), %q", tt.r.Input, tt.r.Suggestion, tt.r.SuggestionUnicode, codes,
				tt.suggestion, tt.unicode, tt.codes)
		}
	}
}

// The sentence that suggests the domain of a paste names it as the
// display policy allows: a look-alike with its A-labels, never drawn in
// Unicode (issue 40 item 4), in every language.
func TestSuggestionNamedAsShown(t *testing.T) {
	for _, tt := range []struct {
		input string
		tag   language.Tag
		want  string
	}{
		{"https://xn--pple-43d.com:443/x", language.English, "This is a web address; enter only the domain, xn--pple-43d.com"},
		{"https://аpple.com/", language.English, "This is a web address; enter only the domain, xn--pple-43d.com"},
		{"https://xn--pple-43d.com:443/x", language.German, "xn--pple-43d.com"},
		{"https://bücher.de/", language.German, "bücher.de"},
	} {
		r := Domain(tt.input)
		if len(r.Problems) == 0 {
			t.Fatalf("%q: accepted", tt.input)
		}
		got := catalog.Sentence(tt.tag, r.Problems[0].Message)
		if tt.tag == language.English && got != tt.want || !strings.HasSuffix(got, tt.want) || strings.Contains(got, "аpple") {
			t.Errorf("%q in %v: %q, want %q", tt.input, tt.tag, got, tt.want)
		}
	}
}

func TestCheckerSettings(t *testing.T) {
	c := Checker{AllowSingleLabel: true}
	if r := c.Domain("intranet"); !r.OK() || r.ASCII != "intranet" {
		t.Errorf("AllowSingleLabel: Domain(intranet) = %q, %v", r.ASCII, r.Problems)
	}
	if r := c.Domain("2130706433"); r.OK() {
		t.Errorf("AllowSingleLabel: Domain(2130706433) accepted an IP address")
	}
	u := Checker{Profile: idna.Lookup.With(idna.VerifyDNSLength(true), idna.AllowUnderscore(true))}
	for _, in := range []string{"_dmarc.bücher.de", "_sip._tcp.example.com"} {
		if r := u.Domain(in); !r.OK() {
			t.Errorf("AllowUnderscore: Domain(%q) = %v", in, r.Problems)
		}
	}
	if r := Domain("_dmarc.example.com"); r.OK() {
		t.Errorf("the zero Checker accepted _dmarc.example.com")
	}
}

// TestEmailLocalSettings: RefuseQuotedLocal and RefuseNonASCIILocal each
// refuse their kind of local part, with their code, and nothing else.
func TestEmailLocalSettings(t *testing.T) {
	quoted := Checker{RefuseQuotedLocal: true}
	ascii := Checker{RefuseNonASCIILocal: true}
	tests := []struct {
		c     *Checker
		in    string
		codes []string
	}{
		{&quoted, `"a b"@example.com`, []string{"QUOTED_LOCAL"}},
		{&quoted, `"jörg"@example.com`, []string{"QUOTED_LOCAL"}},
		{&quoted, "jörg@bücher.de", nil},
		{&quoted, "a.b@example.com", nil},
		{&ascii, "jörg@bücher.de", []string{"NON_ASCII_LOCAL"}},
		{&ascii, `"jörg"@example.com`, []string{"NON_ASCII_LOCAL"}},
		{&ascii, "joerg@bücher.de", nil}, // the domain is not the local part
		{&ascii, `"a b"@example.com`, nil},
	}
	for _, tt := range tests {
		r := tt.c.Email(tt.in)
		if got := problemCodes(r); !slices.Equal(got, tt.codes) {
			t.Errorf("%+v.Email(%q) codes = %q, want %q (%v)", *tt.c, tt.in, got, tt.codes, r.Problems)
		}
	}
}

// TestRegistrable: a name UTS #46 accepts but IDNA2008 refuses gets a
// warning by default, in a sentence that says it cannot be registered,
// and is refused under RequireRegistrable; names registries issue get
// neither.
func TestRegistrable(t *testing.T) {
	strict := Checker{RequireRegistrable: true}
	tests := []struct {
		in      string
		unicode string
		refused bool // by IDNA2008, for a character outside ASCII
		want    msg.ID
	}{
		{"😀.com", "😀.com", true, msgNotRegistrable},
		{"√.com", "√.com", true, msgNotRegistrable},
		{"☃.com", "☃.com", true, msgNotRegistrable},
		{"I❤️NY.com", "i❤ny.com", true, msgNotRegistrable},
		{"x·y.cat", "x·y.cat", true, msgNotRegistrableContext},
		{"xn--e28h.com", "😀.com", true, msgNotRegistrable},
		{"l·l.cat", "l·l.cat", false, ""},
		{"bücher.de", "bücher.de", false, ""},
		{"faß.de", "faß.de", false, ""},
		{"example.com", "example.com", false, ""},
	}
	for _, tt := range tests {
		r := Domain(tt.in)
		i := slices.IndexFunc(r.Warnings, func(w Warning) bool { return w.Code == CodeNotRegistrable })
		switch {
		case !r.OK() || r.Unicode != tt.unicode:
			t.Errorf("Domain(%q) = %q, %v; want %q accepted", tt.in, r.Unicode, r.Problems, tt.unicode)
		case (i >= 0) != tt.refused:
			t.Errorf("Domain(%q) warnings %v; want a NOT_REGISTRABLE one: %v", tt.in, r.Warnings, tt.refused)
		case i >= 0 && (r.Warnings[i].Message.ID != tt.want || !strings.Contains(r.Warnings[i].String(), "cannot be registered")):
			t.Errorf("Domain(%q) warning %q (%s), want %s", tt.in, r.Warnings[i], r.Warnings[i].Message.ID, tt.want)
		}
		s := strict.Domain(tt.in)
		if got := problemCodes(s); tt.refused != slices.Equal(got, []string{"NOT_REGISTRABLE"}) || tt.refused == s.OK() {
			t.Errorf("RequireRegistrable: Domain(%q) = %q, %v", tt.in, s.ASCII, got)
		}
	}
	u := Checker{RequireRegistrable: true, Profile: idna.Lookup.With(idna.VerifyDNSLength(true), idna.AllowUnderscore(true))}
	if r := u.Domain("_dmarc.bücher.de"); !r.OK() {
		t.Errorf("RequireRegistrable with AllowUnderscore refused _dmarc.bücher.de: %v", r.Problems)
	}
}

// TestTrailingDotSameOnEveryVersion: the root dot is dropped before the
// conversion, whose verdict on it changed with UTS #46 15.1 (allowed with
// VerifyDnsLength in 15.0.0, A4_2 from 15.1 on).
func TestTrailingDotSameOnEveryVersion(t *testing.T) {
	for _, in := range []string{"example.com.", "bücher.de．", "a.b.c.d."} {
		if r := Domain(in); !r.OK() || strings.HasSuffix(r.ASCII, ".") {
			t.Errorf("Unicode %s: Domain(%q) = %q, %v", idna.UnicodeVersion, in, r.ASCII, r.Problems)
		}
	}
}

func TestEmail(t *testing.T) {
	tests := []struct {
		in, ascii, unicode string
		suggestion         string
		codes              []string
		first              string
	}{
		{in: "Jörg@Bücher.DE", ascii: "Jörg@xn--bcher-kva.de", unicode: "Jörg@bücher.de"},
		{in: "  info@example.com ", ascii: "info@example.com", unicode: "info@example.com"},
		{in: "info@xn--bcher-kva.de", ascii: "info@xn--bcher-kva.de", unicode: "info@bücher.de"},
		{in: "first.last+tag@example.com", ascii: "first.last+tag@example.com", unicode: "first.last+tag@example.com"},
		{in: `"a..b"@example.com`, ascii: `"a..b"@example.com`, unicode: `"a..b"@example.com`},
		{in: `"a@b"@example.com`, ascii: `"a@b"@example.com`, unicode: `"a@b"@example.com`},
		{in: "a@example.com.", ascii: "a@example.com", unicode: "a@example.com"},
		{in: "", codes: []string{"EMPTY"}, first: "enter an email address, such as name@example.com"},
		{in: "  ", codes: []string{"EMPTY"}},
		{in: "info.example.com", codes: []string{"EMAIL_SYNTAX"}},
		{in: "a@b@example.com", codes: []string{"EMAIL_SYNTAX"}},
		{in: "@example.com", codes: []string{"EMAIL_SYNTAX"}},
		{in: "first last@example.com", codes: []string{"EMAIL_SYNTAX"}},
		{in: `"unterminated@example.com`, codes: []string{"EMAIL_SYNTAX"}},
		{in: "a@", codes: []string{"EMPTY"}, first: "enter the domain after the '@', as in name@example.com"},
		{in: ".a@example.com", codes: []string{"LOCAL_DOT"}, first: "the part before the '@' begins with a dot; remove it"},
		{in: "a.@example.com", codes: []string{"LOCAL_DOT"}, first: "the part before the '@' ends with a dot; remove it"},
		{in: "a..b@example.com", codes: []string{"LOCAL_DOT"}, first: "the part before the '@' has two dots in a row; remove one"},
		{in: ".a..b.@example.com", codes: []string{"LOCAL_DOT", "LOCAL_DOT"}},
		{in: strings.Repeat("a", 64) + "@example.com", ascii: strings.Repeat("a", 64) + "@example.com", unicode: strings.Repeat("a", 64) + "@example.com"},
		{in: strings.Repeat("a", 65) + "@example.com", codes: []string{"LOCAL_LENGTH"},
			first: "the part before the '@' is too long; shorten it to 64 characters at most, fewer with accented or non-Latin letters"},
		{in: "a@" + strings.Repeat("abcdefghi.", 24) + "com", ascii: "a@" + strings.Repeat("abcdefghi.", 24) + "com",
			unicode: "a@" + strings.Repeat("abcdefghi.", 24) + "com"},
		{in: strings.Repeat("a", 20) + "@" + strings.Repeat("abcdefghi.", 24) + "com", codes: []string{"ADDRESS_LENGTH"},
			first: "the address is too long; shorten it to 254 characters at most, fewer with accented or non-Latin letters"},
		{in: "a@example..com", codes: []string{"A4_2"}},
		{in: "a@localhost", codes: []string{"SINGLE_LABEL"}},
		{in: "a@[192.0.2.1]", codes: []string{"IP"}},
		{in: "a@[IPv6:2001:db8::1]", codes: []string{"IP"}},
		{in: "a@192.0.2.1", codes: []string{"IP"}},
		{in: "a@my_site.com", codes: []string{"DISALLOWED"}},
		// What people paste: one sentence, and the bare address suggested
		// when it is itself accepted (issue 30).
		{in: "mailto:user@example.com", suggestion: "user@example.com", codes: []string{"MAILTO"},
			first: "this is a mailto link; enter only the address, user@example.com"},
		{in: "MailTo:user@Bücher.de?subject=Hallo&body=x", suggestion: "user@bücher.de", codes: []string{"MAILTO"}},
		{in: "mailto:user%40example.com", suggestion: "user@example.com", codes: []string{"MAILTO"}},
		{in: " mailto:user@example.com. ", suggestion: "user@example.com", codes: []string{"MAILTO"}},
		{in: "mailto:user@my_site.com", codes: []string{"MAILTO", "DISALLOWED"},
			first: "this is a mailto link; enter only the address after 'mailto:'"},
		{in: "mailto:a@x.com,b@y.com", suggestion: "a@x.com", codes: []string{"MAILTO"}},
		{in: "mailto:mailto:x", codes: []string{"MAILTO", "EMAIL_SYNTAX"}},
		{in: "User Name <user@example.com>", suggestion: "user@example.com", codes: []string{"NAME_ADDRESS"},
			first: "enter only the address, user@example.com, without the name"},
		{in: `"Name, User" < user@example.com >.`, suggestion: "user@example.com", codes: []string{"NAME_ADDRESS"}},
		{in: "<user@example.com>", suggestion: "user@example.com", codes: []string{"NAME_ADDRESS"},
			first: "remove the angle brackets; enter only the address, user@example.com"},
		{in: "<mailto:user@example.com>", suggestion: "user@example.com", codes: []string{"NAME_ADDRESS"}},
		{in: "<>", codes: []string{"NAME_ADDRESS", "EMPTY"}},
		{in: "User <user@localhost>", codes: []string{"NAME_ADDRESS", "SINGLE_LABEL"},
			first: "enter only the address between '<' and '>', without the name"},
		// Quoted and non-ASCII local parts pass unless a setting refuses them.
		{in: `"a b"@example.com`, ascii: `"a b"@example.com`, unicode: `"a b"@example.com`},
		{in: "üser@bücher.de", ascii: "üser@xn--bcher-kva.de", unicode: "üser@bücher.de"},
	}
	for _, tt := range tests {
		r := Email(tt.in)
		if r.Suggestion != tt.suggestion {
			t.Errorf("Email(%q).Suggestion = %q, want %q", tt.in, r.Suggestion, tt.suggestion)
		}
		var got []string
		for _, c := range problemCodes(r) {
			got = append(got, codeFamily(c))
		}
		if !slices.Equal(got, tt.codes) {
			t.Errorf("Email(%q) codes = %q, want %q (%v)", tt.in, got, tt.codes, r.Problems)
		}
		if r.ASCII != tt.ascii || r.Unicode != tt.unicode {
			t.Errorf("Email(%q) = %q, %q; want %q, %q", tt.in, r.ASCII, r.Unicode, tt.ascii, tt.unicode)
		}
		if tt.first != "" && (len(r.Problems) == 0 || r.Problems[0].String() != tt.first) {
			t.Errorf("Email(%q) first problem = %v, want %q", tt.in, r.Problems, tt.first)
		}
	}
}

// TestHostileInput: long and malformed input gets problems, never a panic.
func TestHostileInput(t *testing.T) {
	for _, in := range []string{
		strings.Repeat("a", 1<<20),
		strings.Repeat(".", 1<<20),
		strings.Repeat("a.", 1<<19),
		"https://" + strings.Repeat("/", 1<<20),
		strings.Repeat("@", 1<<20),
		strings.Repeat(":", 1<<20),
		"xn--" + strings.Repeat("9", 1<<16) + ".com",
		"\x00.com",
		"\xff\xfe",
	} {
		for name, check := range map[string]func(string) Result{"Domain": Domain, "Email": Email} {
			r := check(in)
			if r.OK() {
				t.Errorf("%s(%.20q... %d bytes) accepted", name, in, len(in))
			}
		}
	}
}

// TestManyProblems: a name with a problem in each of thousands of labels
// gets a bounded list of sentences, the last saying there are more.
func TestManyProblems(t *testing.T) {
	var b strings.Builder
	for i := range 5000 { // under idna.MaxInputLen
		fmt.Fprintf(&b, "a%d_b.", i)
	}
	r := Domain(b.String() + "com")
	// The library records at most idna.MaxProblems problems, so fewer
	// labels than maxSentences may be named before the last sentence.
	if n := len(r.Problems); n < 2 || n > maxSentences+1 {
		t.Fatalf("%d problems, want 2 to %d", n, maxSentences+1)
	}
	if last := r.Problems[len(r.Problems)-1].String(); last != "the name has more problems; fix these first" {
		t.Errorf("last problem %q", last)
	}
}

func TestNoDuplicateSentences(t *testing.T) {
	for _, in := range []string{"my_site.com", "https://bücher.de/path", "exa mple.com", "a_b_c.d_e.com", "-a-.com",
		"a_b.a_b.com", "https://Bücher.de:8080/path", "a:b/c.com", "١a.com", "xn--abc.com"} {
		r := Domain(in)
		seen := map[string]bool{}
		for _, p := range r.Problems {
			if seen[p.String()] {
				t.Errorf("Domain(%q): the sentence %q twice", in, p)
			}
			seen[p.String()] = true
		}
	}
}

// TestEveryFormMessage: each sentence of the form checker has an input
// that produces it, with its English text.
func TestEveryFormMessage(t *testing.T) {
	strict := Checker{RequireRegistrable: true, RefuseQuotedLocal: true, RefuseNonASCIILocal: true}
	tests := map[msg.ID]struct {
		email bool
		in    string
		want  string
	}{
		msgURLOnly:               {false, "https://my_site.com/", "this is a web address; enter only its domain name"},
		msgEmailInDomainOnly:     {false, "info@my_site.com", "this is an email address; enter only the domain name after the '@'"},
		msgPortOnly:              {false, "my_site.com:8080", "remove the port number :8080 and enter only the domain name"},
		msgBadPort:               {false, "bücher.de:99999", "the port :99999 is too large, as ports go up to 65535; enter only the domain, bücher.de"},
		msgBadPortOnly:           {false, "my_site.com:65536", "the port :65536 is too large, as ports go up to 65535; remove it and enter only the domain name"},
		msgSingleLabelExample:    {false, "www", "the name www has no dot; enter the whole domain name, such as example.com"},
		msgNotRegistrable:        {false, "☃.com", "the name ☃.com cannot be registered, as registries do not allow '☃' in domain names; check that the name is right"},
		msgNotRegistrableContext: {false, "x·y.cat", "the name x·y.cat cannot be registered, as registries allow '·' only between certain letters; check that the name is right"},
		msgMailto:                {true, "mailto:joerg@bücher.de?subject=Hallo", "this is a mailto link; enter only the address, joerg@bücher.de"},
		msgMailtoOnly:            {true, "mailto:jörg@my_site.com", "this is a mailto link; enter only the address after 'mailto:'"},
		msgNameAddress:           {true, "Jörg Müller <joerg@bücher.de>", "enter only the address, joerg@bücher.de, without the name"},
		msgNameAddressOnly:       {true, "Jörg <jörg@my_site.com>", "enter only the address between '<' and '>', without the name"},
		msgAngleAddress:          {true, "<joerg@bücher.de>", "remove the angle brackets; enter only the address, joerg@bücher.de"},
		msgAngleAddressOnly:      {true, "<jörg@my_site.com>", "remove the angle brackets around the address"},
		msgQuotedLocal:           {true, `"j m"@bücher.de`, "the part before the '@' is in quotes, which many mail systems do not accept; enter an address without quotes"},
		msgNonASCIILocal:         {true, "jörg@bücher.de", "the part before the '@' has 'ö', and many mail systems cannot deliver to such addresses; use only the letters a to z, digits and signs such as . - _ there"},
		msgEmpty:                 {false, " ", "enter a domain name, such as example.com"},
		msgURL:                   {false, "https://bücher.de/", "this is a web address; enter only the domain, bücher.de"},
		msgURLNoHost:             {false, "file:///etc/hosts", "this is a web address without a domain; enter a domain name, such as example.com"},
		msgEmailInDomain:         {false, "info@bücher.de", "this is an email address; enter only the domain, bücher.de"},
		msgPort:                  {false, "bücher.de:8080", "remove the port number :8080; enter only the domain, bücher.de"},
		msgIP:                    {false, "::1", "the name ::1 is an IP address; enter a domain name, such as example.com"},
		msgIPRead:                {false, "127.1", "the name 127.1 is read as the IP address 127.0.0.1; enter a domain name, such as example.com"},
		msgEndsInNumber:          {false, "bücher.123", "the name ends in the number 123; the last part of a domain name is a word, such as com"},
		msgSingleLabel:           {false, "bücher", "the name bücher has no dot; enter the whole domain name, such as bücher.com"},
		msgTrailingDots:          {false, "bücher.de..", "remove the dots at the end"},
		msgEmailEmpty:            {true, "", "enter an email address, such as name@example.com"},
		msgEmailNoDomain:         {true, "jörg@", "enter the domain after the '@', as in name@example.com"},
		msgLocalDotStart:         {true, ".jörg@bücher.de", "the part before the '@' begins with a dot; remove it"},
		msgLocalDotEnd:           {true, "jörg.@bücher.de", "the part before the '@' ends with a dot; remove it"},
		msgLocalDoubleDot:        {true, "j..örg@bücher.de", "the part before the '@' has two dots in a row; remove one"},
		msgLocalTooLong:          {true, strings.Repeat("ö", 33) + "@bücher.de", "the part before the '@' is too long; shorten it to 64 characters at most, fewer with accented or non-Latin letters"},
		msgAddressTooLong:        {true, strings.Repeat("j", 10) + "@" + strings.Repeat("a", 60) + "." + strings.Repeat("b", 60) + "." + strings.Repeat("c", 60) + "." + strings.Repeat("d", 60) + ".de", "the address is too long; shorten it to 254 characters at most, fewer with accented or non-Latin letters"},
		msgQuotedName:            {false, "„bücher.de“", "remove the quotes; enter only the domain, bücher.de"},
		msgQuotedNameOnly:        {false, `"my_site.com"`, "remove the quotes around the name"},
		msgAngleName:             {false, "<bücher.de>", "remove the angle brackets; enter only the domain, bücher.de"},
		msgAngleNameOnly:         {false, "<my_site.com>", "remove the angle brackets around the name"},
		msgInvisibleStart:        {false, "\u3164.bücher.de", "the name begins with an invisible character; remove it"},
		msgInvisibleStartMany:    {false, "\u3164\u3164.bücher.de", "the name begins with 2 invisible characters; remove them"},
		msgInvisibleAfter:        {false, "bücher.\u3164.de", "the name has an invisible character after 'bücher.'; remove it"},
		msgInvisibleAfterMany:    {false, "bücher.\u200b\u3164.de", "the name has 2 invisible characters after 'bücher.'; remove them"},
		msgURLInEmail:            {true, "https://bücher.de/", "this is a web address; enter an email address, such as name@bücher.de"},
		msgURLInEmailOnly:        {true, "https://my_site.com/", "this is a web address; enter an email address, such as name@example.com"},
		msgManyAddresses:         {true, "a@bücher.de, b@bücher.de", "this is more than one address; enter only one, such as a@bücher.de"},
		msgManyAddressesOnly:     {true, "a@my_site.com, b@bücher.de", "this is more than one address; enter only one"},
		msgSpaceOrName:           {true, "Jörg joerg@bücher.de", "the part before the '@' has a space; if 'Jörg' is a name, enter only the address, joerg@bücher.de, and otherwise remove the space"},
		msgMoreProblems:          {false, "a_1.a_2.a_3.a_4.a_5.a_6.a_7.a_8.a_9.a_10.a_11.a_12.a_13.a_14.a_15.a_16.a_17.com", "the name has more problems; fix these first"},
	}
	for id := range english {
		if id == msgSettingsRefused {
			continue // TestSettingsRefused's
		}
		if _, ok := tests[id]; !ok {
			t.Errorf("no input for %s", id)
		}
	}
	for id, tt := range tests {
		r := strict.Domain(tt.in)
		if tt.email {
			r = strict.Email(tt.in)
		}
		i := slices.IndexFunc(r.Problems, func(p Problem) bool { return p.Message.ID == id })
		if i < 0 {
			t.Errorf("%s: %q gives %v", id, tt.in, r.Problems)
			continue
		}
		if got := r.Problems[i].String(); got != tt.want {
			t.Errorf("%s: %q gives %q, want %q", id, tt.in, got, tt.want)
		}
	}
}
