package email_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/xn-go/xn/email"
	"github.com/xn-go/xn/idna"
)

// lookupToASCII and lookupToUnicode convert an address with idna.Lookup.
func lookupToASCII(addr string) (string, error)   { return email.ToASCII(idna.Lookup, addr) }
func lookupToUnicode(addr string) (string, error) { return email.ToUnicode(idna.Lookup, addr) }

func TestEmailToASCII(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"user@b\u00fccher.example", "user@xn--bcher-kva.example"},
		{"User.Name+tag@B\u00dcCHER.Example", "User.Name+tag@xn--bcher-kva.example"},
		{"user@example.com", "user@example.com"},
		{"user@EXAMPLE.COM", "user@example.com"},
		{"user@example\u3002com", "user@example.com"},
		// RFC 6531: a UTF-8 local part is left exactly as it is.
		{"J\u00f6rg@b\u00fccher.example", "J\u00f6rg@xn--bcher-kva.example"},
		{"\u7528\u6237@\u4f8b\u5b50.\u516c\u53f8", "\u7528\u6237@xn--fsqu00a.xn--55qx5d"},
		{"Ju\u0308rg@example.com", "Ju\u0308rg@example.com"}, // not normalized
		// Quoted local parts: '@', spaces and escaped quotes are text.
		{`"a@b"@b` + "\u00fc" + `cher.example`, `"a@b"@xn--bcher-kva.example`},
		{`"john doe"@example.com`, `"john doe"@example.com`},
		{`"a\"@b"@b` + "\u00fc" + `cher.example`, `"a\"@b"@xn--bcher-kva.example`},
		{`"a\\"@b` + "\u00fc" + `cher.example`, `"a\\"@xn--bcher-kva.example`},
		{`""@example.com`, `""@example.com`},
		{"\"\u00fc@x\"@b\u00fccher.example", "\"\u00fc@x\"@xn--bcher-kva.example"},
		// Dot placement in the local part is not checked.
		{"john..doe.@example.com", "john..doe.@example.com"},
		{"!#$%&'*+-/=?^_`{|}~@example.com", "!#$%&'*+-/=?^_`{|}~@example.com"},
		// Address literals are returned unchanged.
		{"user@[192.0.2.1]", "user@[192.0.2.1]"},
		{"user@[IPv6:2001:db8::1]", "user@[IPv6:2001:db8::1]"},
		{"user@[ipv6:::ffff:192.0.2.1]", "user@[ipv6:::ffff:192.0.2.1]"},
		{"user@[x-tag:some-text]", "user@[x-tag:some-text]"},
	}
	for _, tc := range tests {
		got, err := email.ToASCII(idna.Lookup, tc.in)
		if got != tc.want || err != nil {
			t.Errorf("EmailToASCII(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestEmailToUnicode(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"user@xn--bcher-kva.example", "user@b\u00fccher.example"},
		{"User@XN--BCHER-KVA.Example", "User@b\u00fccher.example"},
		{"J\u00f6rg@xn--bcher-kva.example", "J\u00f6rg@b\u00fccher.example"},
		{`"a@xn--bcher-kva.example"@xn--bcher-kva.example`, `"a@xn--bcher-kva.example"@b` + "\u00fc" + `cher.example`},
		{"user@[192.0.2.1]", "user@[192.0.2.1]"},
		{"user@example.com", "user@example.com"},
	}
	for _, tc := range tests {
		got, err := email.ToUnicode(idna.Lookup, tc.in)
		if got != tc.want || err != nil {
			t.Errorf("EmailToUnicode(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestEmailErrors(t *testing.T) {
	tests := []struct {
		in     string
		off    int
		reason string // "" when the domain's conversion fails
		family error  // for domain failures
	}{
		{"", 0, "empty address", nil},
		{"user", 4, "no '@'", nil},
		{"user.example.com", 16, "no '@'", nil},
		{"@example.com", 0, "empty local part", nil},
		{"user@", 5, "empty domain", nil},
		// Several '@' outside quotes: never a guess at which is meant
		// (punycode.js keeps the text before the second '@' only).
		{"a@b@b\u00fccher.example", 3, "more than one '@'", nil},
		{"user@example.com@evil.example", 16, "more than one '@'", nil},
		// Quoted local parts.
		{`"a@b@example.com`, 16, "unterminated quoted", nil},
		{`"a@b"example.com`, 5, "no '@' after the quoted", nil},
		{`"a@b"x@example.com`, 5, "no '@' after the quoted", nil},
		{`"a\`, 2, "backslash", nil},
		{"\"a\x00b\"@example.com", 2, "control character", nil},
		// A character outside the grammar of an unquoted local part: an
		// unsplit list or display name is not an address.
		{"John Doe <john@example.com>", 4, "' ' not allowed", nil},
		{"a@x.example, b@y.example", 14, "more than one '@'", nil},
		{"a,b@example.com", 1, "',' not allowed", nil},
		{"a\r\nBcc: x@example.com", 1, "'\\r' not allowed", nil},
		{"(comment)a@example.com", 0, "'(' not allowed", nil},
		{`a"b@example.com`, 1, `'"' not allowed`, nil},
		{"a\\b@example.com", 1, `'\\' not allowed`, nil},
		// Invalid UTF-8 anywhere.
		{"J\xf6rg@example.com", 1, "invalid UTF-8", nil},
		{"user@b\xfccher.example", 6, "invalid UTF-8", nil},
		// Address literals.
		{"user@[192.0.2.1", 15, "closing ']'", nil},
		{"user@[192.0.2.256]", 6, "neither an IPv4", nil},
		{"user@[IPv6:2001:db8::g]", 11, "malformed IPv6", nil},
		{"user@[IPv6:fe80::1%eth0]", 11, "malformed IPv6", nil},
		{"user@[IPv6:192.0.2.1]", 11, "malformed IPv6", nil},
		{"user@[x-:text]", 6, "tag", nil},
		{"user@[x_y:text]", 7, "tag", nil},
		{"user@[x-tag:]", 12, "empty address literal", nil},
		{"user@[x-tag:a b]", 13, "not allowed in an address literal", nil},
		{"user@[x-tag:a[b]", 13, "not allowed in an address literal", nil},
		// Domains RFC 5321 does not allow, and domains IDNA rejects.
		{"user@example.com.", 16, "the address ends with a dot", nil},
		{"user@example..com", 13, "two dots in a row", nil},
		{"user@.example.com", 5, "begins with a dot", nil},
		// The offset is in the address as given, not in the converted
		// domain (found by fuzzing: the A-label is longer than the input).
		{"\"\"@\u063c.", 5, "the address ends with a dot", nil},
		{"user@bücher.de.", 15, "the address ends with a dot", nil},
		{"user@bücher\u3002", 12, "the address ends with a dot", nil},
		{"user@bü..de", 9, "two dots in a row", nil},
		{"user@xn--go-.dev", 5, "", idna.ErrPunycode},
		{"user@a\u2100b.com", 5, "", idna.ErrDisallowed},
		{"user@exa_mple.com", 5, "", idna.ErrDisallowed},
		{"\"x\"@\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", 4, "", idna.ErrIPLiteral},
	}
	for _, tc := range tests {
		for _, f := range []struct {
			name string
			conv func(string) (string, error)
		}{{"EmailToASCII", lookupToASCII}, {"EmailToUnicode", lookupToUnicode}} {
			if tc.family == idna.ErrIPLiteral && f.name == "EmailToUnicode" {
				continue // ToUnicode does not check for IP literals
			}
			got, err := f.conv(tc.in)
			var e *email.Error
			if got != "" || !errors.As(err, &e) {
				t.Errorf("%s(%q) = %q, %v; want \"\" and an *email.Error", f.name, tc.in, got, err)
				continue
			}
			if e.Address != tc.in || e.Offset != tc.off {
				t.Errorf("%s(%q): error at byte %d of %q; want byte %d (%v)", f.name, tc.in, e.Offset, e.Address, tc.off, err)
			}
			if tc.reason != "" {
				if !errors.Is(err, email.ErrSyntax) || !strings.Contains(e.Reason, tc.reason) {
					t.Errorf("%s(%q): %v; want ErrSyntax, reason containing %q", f.name, tc.in, err, tc.reason)
				}
				continue
			}
			var ie *idna.Error
			if errors.Is(err, email.ErrSyntax) || !errors.Is(err, tc.family) || !errors.As(err, &ie) {
				t.Errorf("%s(%q): %v; want the domain's *Error matching %v", f.name, tc.in, err, tc.family)
			}
			if !strings.Contains(err.Error(), "domain of address") {
				t.Errorf("%s(%q): message %q does not say the domain failed", f.name, tc.in, err)
			}
		}
	}
}

// The result is the input with the domain replaced: the local part's bytes
// are never touched, whatever they are.
func TestEmailLocalPartUntouched(t *testing.T) {
	locals := []string{
		"a", "A.B", "x+y", `"a@b"`, `"  "`, `"\""`, `"a\\b"`, "\u00e9", "e\u0301",
		"\u0661\u0662", "\U0001F600", `"ＡＢ@ｃｏｍ"`, "ＡＢ", "a\u200db",
	}
	for _, l := range locals {
		for _, d := range []string{"b\u00fccher.example", "xn--bcher-kva.example", "EXAMPLE.com"} {
			in := l + "@" + d
			a, err := email.ToASCII(idna.Lookup, in)
			if err != nil || !strings.HasPrefix(a, l+"@") {
				t.Errorf("EmailToASCII(%q) = %q, %v; want the local part %q kept", in, a, err, l)
			}
			u, err := email.ToUnicode(idna.Lookup, in)
			if err != nil || !strings.HasPrefix(u, l+"@") {
				t.Errorf("EmailToUnicode(%q) = %q, %v; want the local part %q kept", in, u, err, l)
			}
			// And the domain is that of the profile's conversion.
			wantA, _ := idna.ToASCII(d)
			wantU, _ := idna.ToUnicode(d)
			if a != l+"@"+wantA || u != l+"@"+wantU {
				t.Errorf("%q: %q and %q; want domains %q and %q", in, a, u, wantA, wantU)
			}
		}
	}
}

// A profile's rules apply to the domain.
func TestEmailProfile(t *testing.T) {
	// Registration does no mapping.
	if _, err := email.ToASCII(idna.Registration, "u@B\u00fccher.example"); err == nil {
		t.Error("Registration.EmailToASCII(u@Bücher.example): no error")
	}
	// Transitional processing maps ß.
	got, err := email.ToASCII(idna.UTS46.With(idna.Transitional(true)), "u@fa\u00df.de")
	if got != "u@fass.de" || err != nil {
		t.Errorf("transitional EmailToASCII(u@faß.de) = %q, %v; want u@fass.de", got, err)
	}
	// Without STD3 rules the domain may hold an underscore; an '@' in it
	// is still an error.
	noSTD3 := idna.Lookup.With(idna.UseSTD3ASCIIRules(false))
	if got, err := email.ToASCII(noSTD3, "u@_dmarc.example"); got != "u@_dmarc.example" || err != nil {
		t.Errorf("EmailToASCII(u@_dmarc.example) without STD3 = %q, %v", got, err)
	}
	if _, err := email.ToASCII(noSTD3, "u@a@example"); !errors.Is(err, email.ErrSyntax) {
		t.Errorf("EmailToASCII(u@a@example) without STD3: %v; want ErrSyntax", err)
	}
}

func TestEmailErrorMessage(t *testing.T) {
	_, err := email.ToASCII(idna.Lookup, "a@b@example.com")
	want := `email: malformed address "a@b@example.com": more than one '@' outside a quoted local part at byte 3`
	if err == nil || err.Error() != want {
		t.Errorf("message %q; want %q", err, want)
	}
	long := strings.Repeat("a", 1000) + "@" + strings.Repeat("b", 1000)
	_, err = email.ToASCII(idna.Lookup, long+"@x")
	if err == nil || len(err.Error()) > 400 {
		t.Errorf("message for a 2 KB address is %d bytes; want it bounded", len(err.Error()))
	}
}

func ExampleToASCII() {
	for _, addr := range []string{
		"Jörg@Bücher.example",
		`"a@b"@bücher.example`,
		"user@[192.0.2.1]",
		"a@b@bücher.example",
	} {
		a, err := email.ToASCII(idna.Lookup, addr)
		fmt.Printf("%q %v\n", a, err)
	}
	// Output:
	// "Jörg@xn--bcher-kva.example" <nil>
	// "\"a@b\"@xn--bcher-kva.example" <nil>
	// "user@[192.0.2.1]" <nil>
	// "" email: malformed address "a@b@bücher.example": more than one '@' outside a quoted local part at byte 3
}

func ExampleToUnicode() {
	u, err := email.ToUnicode(idna.Lookup, "info@xn--bcher-kva.example")
	fmt.Println(u, err)
	// Output: info@bücher.example <nil>
}

// FuzzEmail checks, on any input, that a successful conversion changes
// nothing up to the address's last '@' (the one before the domain: quoted
// '@'s come earlier and the domain has none), converts the domain as the
// profile does, and is stable; and that a failure is an *email.Error with an
// offset inside the address and no result.
func FuzzEmail(f *testing.F) {
	for _, s := range []string{
		"user@b\u00fccher.example", `"a@b"@b` + "\u00fc" + `cher.example`, "a@b@c", "@x", "x@",
		"user@[192.0.2.1]", "user@[IPv6:::1]", `"\"@"@x.example`, "J\u00f6rg@XN--BCHER-KVA.DE",
		"a\x00@example.com", "u@a\u2100b.com", "u@example.com.", "\xff@x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, addr string) {
		for _, c := range []struct {
			name   string
			conv   func(string) (string, error)
			domain func(string) (string, error)
		}{
			{"EmailToASCII", lookupToASCII, idna.ToASCII},
			{"EmailToUnicode", lookupToUnicode, idna.ToUnicode},
		} {
			got, err := c.conv(addr)
			if err != nil {
				var e *email.Error
				if got != "" || !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(addr) || e.Address != addr {
					t.Fatalf("%s(%q) = %q, %v; want \"\" and an *email.Error inside the address", c.name, addr, got, err)
				}
				continue
			}
			at := strings.LastIndexByte(addr, '@')
			if at < 1 || !strings.HasPrefix(got, addr[:at+1]) {
				t.Fatalf("%s(%q) = %q: the part up to the last '@' changed", c.name, addr, got)
			}
			domain := addr[at+1:]
			if strings.HasPrefix(domain, "[") {
				if got != addr {
					t.Fatalf("%s(%q) = %q: address literal changed", c.name, addr, got)
				}
				continue
			}
			if want, err := c.domain(domain); err != nil || got[at+1:] != want {
				t.Fatalf("%s(%q) = %q; the profile gives %q, %v for the domain", c.name, addr, got, want, err)
			}
			if again, err := c.conv(got); again != got || err != nil {
				t.Fatalf("%s(%s(%q)) = %q, %v; want %q", c.name, c.name, addr, again, err, got)
			}
		}
	})
}
