package idna

import (
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/rule"
)

// The ASCII fallback of the URL Standard's domain to ASCII (whatwg/url#914,
// June 2026): an ASCII name without forbidden domain code points that
// ToASCII rejects is returned lowercased, its problems kept as validation
// errors; strict WHATWG and the other profiles still fail.
func TestASCIIFallback(t *testing.T) {
	strict := WHATWG.With(ASCIIFallback(false))
	tests := []struct {
		in   string
		want string    // WHATWG's result; "" when it fails
		code rule.Code // a code of the validation errors (or of the failure)
	}{
		// Live sites named in whatwg/url#914.
		{"xn--72czcrhaj7cpt0ed1dxb4mb1s1.blogspot.com", "xn--72czcrhaj7cpt0ed1dxb4mb1s1.blogspot.com", ""},
		{"xn--8i7caa.famitei.net", "xn--8i7caa.famitei.net", ""},
		{"xn--board-ngr.palungjit.org", "xn--board-ngr.palungjit.org", ""},
		{"xn--a", "xn--a", pick(rule.V6, rule.V7)}, // decodes to U+0080
		{"XN--A", "xn--a", pick(rule.V6, rule.V7)},
		{"xn--zca.xn--a.xn--", "xn--zca.xn--a.xn--", rule.P4},
		{"a.b.c.XN--pokxncvks", "a.b.c.xn--pokxncvks", ""},
		{"xn--", "xn--", rule.P4},
		{"xn--ab-j1t", "xn--ab-j1t", rule.C1}, // decodes to a ZWNJ out of context
		// No fallback: not ASCII, a forbidden code point, or empty.
		{"xn--a.ß", "", pick(rule.V6, rule.V7)},
		{"xn--tešla", "", rule.P4},
		{"xn--a%", "", rule.FORBIDDEN},
		{"xn--a b", "", rule.FORBIDDEN},
		{"", "", rule.EMPTY},
		// Names ToASCII accepts anyway are unchanged by it.
		{"Example.COM", "example.com", ""},
		{"xn--bcher-kva.de", "xn--bcher-kva.de", ""},
	}
	for _, tt := range tests {
		got, err := WHATWG.ToASCII(tt.in)
		ascii, val, err2 := WHATWG.ToASCIIWithErrors(tt.in)
		appended, err3 := WHATWG.AppendToASCII([]byte("x:"), tt.in)
		if tt.want == "" {
			var e *Error
			if got != "" || !errors.As(err, &e) || (tt.code != "" && !e.Has(tt.code)) {
				t.Errorf("WHATWG.ToASCII(%+q) = %q, %v; want failure %s", tt.in, got, err, tt.code)
			}
			if ascii != "" || val != nil || err2 == nil {
				t.Errorf("WHATWG.ToASCIIWithErrors(%+q) = %q, %v, %v; want failure", tt.in, ascii, val, err2)
			}
			if string(appended) != "x:" || err3 == nil {
				t.Errorf("WHATWG.AppendToASCII(%+q) = %q, %v; want failure", tt.in, appended, err3)
			}
			continue
		}
		if got != tt.want || err != nil {
			t.Errorf("WHATWG.ToASCII(%+q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
		if string(appended) != "x:"+tt.want || err3 != nil {
			t.Errorf("WHATWG.AppendToASCII(%+q) = %q, %v; want %q", tt.in, appended, err3, "x:"+tt.want)
		}
		_, strictErr := strict.ToASCII(tt.in)
		if ascii != tt.want || err2 != nil {
			t.Errorf("WHATWG.ToASCIIWithErrors(%+q) = %q, %v, %v; want %q", tt.in, ascii, val, err2, tt.want)
		}
		if (val == nil) != (strictErr == nil) {
			t.Errorf("WHATWG.ToASCIIWithErrors(%+q): validation errors %v; strict WHATWG gives %v", tt.in, val, strictErr)
		}
		if tt.code != "" && (val == nil || !val.Has(tt.code)) {
			t.Errorf("WHATWG.ToASCIIWithErrors(%+q): validation errors %v; want %s", tt.in, val, tt.code)
		}
	}
}

// Strict behaviour stays available: the option off, or beStrict's settings
// on, and the other profiles never fall back.
func TestASCIIFallbackOff(t *testing.T) {
	for _, p := range []*Profile{
		WHATWG.With(ASCIIFallback(false)),
		WHATWG.With(UseSTD3ASCIIRules(true)),
		WHATWG.With(VerifyDNSLength(true)),
		WHATWG.With(ASCIIFallback(true), ASCIIFallback(false)), // the stricter value wins
		Lookup, UTS46, IDNA2008, Registration,
	} {
		for _, in := range []string{"xn--a", "a.b.c.XN--pokxncvks", "xn--8i7caa.famitei.net"} {
			if got, err := p.ToASCII(in); err == nil {
				t.Errorf("%v.ToASCII(%q) = %q, nil; want an error", p, in, got)
			}
			if got, val, err := p.ToASCIIWithErrors(in); err == nil || val != nil || got != "" {
				t.Errorf("%v.ToASCIIWithErrors(%q) = %q, %v, %v; want the error", p, in, got, val, err)
			}
		}
		for _, s := range p.Settings() {
			if s == "ASCIIFallback" {
				t.Errorf("%v lists ASCIIFallback", p)
			}
		}
	}
	// Set where beStrict's settings are off, the fallback is in force and
	// listed; under Lookup's STD3 rules it is not.
	listed := func(p *Profile) bool { return slices.Contains(p.Settings(), "ASCIIFallback") }
	if p := Lookup.With(ASCIIFallback(true)); listed(p) {
		t.Errorf("%v lists ASCIIFallback, which STD3 rules turn off", p)
	}
	if p := Lookup.With(UseSTD3ASCIIRules(false), ASCIIFallback(true)); !listed(p) {
		t.Errorf("%v does not list ASCIIFallback", p)
	}
	if !listed(WHATWG) {
		t.Errorf("%v does not list ASCIIFallback", WHATWG)
	}
	// IDNA2008, whose STD3 rules cannot be turned off, refuses it.
	if _, err := IDNA2008.With(ASCIIFallback(true)).ToASCII("xn--a"); !errors.Is(err, ErrOption) {
		t.Errorf("IDNA2008.With(ASCIIFallback(true)).ToASCII: %v; want ErrOption", err)
	}
	if got, err := Lookup.With(UseSTD3ASCIIRules(false), ASCIIFallback(true)).ToASCII("XN--A"); got != "xn--a" || err != nil {
		t.Errorf("Lookup.With(UseSTD3ASCIIRules(false), ASCIIFallback(true)).ToASCII(XN--A) = %q, %v; want xn--a", got, err)
	}
}

// Input over MaxInputLen is TOOLONG even under the fallback: the cap on
// work is no finding about the name.
func TestASCIIFallbackTooLong(t *testing.T) {
	in := strings.Repeat("a", MaxInputLen+1)
	if got, err := WHATWG.ToASCII(in); got != "" || !errors.Is(err, ErrTooLong) {
		t.Errorf("WHATWG.ToASCII(%d bytes) = %d bytes, %v; want ErrTooLong", len(in), len(got), err)
	}
}

func TestWHATWGHost(t *testing.T) {
	tests := []struct {
		in   string
		want string    // "" when it fails
		code rule.Code // the failure's code
	}{
		// Percent-decoding, then domain to ASCII.
		{"b%C3%BCcher.de", "xn--bcher-kva.de", ""},
		{"b%C3%BCcher.de:8080", "xn--bcher-kva.de:8080", ""},
		{"%41.com", "a.com", ""},
		{"a%3A80", "", rule.FORBIDDEN}, // decodes to "a:80": a colon, not a port
		{"a%2", "", rule.FORBIDDEN},    // a lone % stays, and is forbidden
		{"%ff.com", "", rule.UTF8},
		{"%30x7f.1", "127.0.0.1", ""},
		// The ASCII fallback in a host.
		{"a.b.c.XN--pokxncvks", "a.b.c.xn--pokxncvks", ""},
		{"xn--a.1", "", rule.IPV4},
		// IPv6: parsed and serialized canonically.
		{"[1:0::]", "[1::]", ""},
		{"[::127.0.0.1]", "[::7f00:1]", ""},
		{"[0:0:0:0:0:0:13.1.68.3]", "[::d01:4403]", ""},
		{"[::FFFF:127.0.0.1]", "[::ffff:7f00:1]", ""},
		{"[2001:DB8:0:0:1:0:0:1]:443", "[2001:db8::1:0:0:1]:443", ""},
		{"[0:0:0:0:0:0:0:0]", "[::]", ""},
		{"[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8]", ""},
		{"[::%31]", "", rule.HOSTPORT},
		{"[fe80::1%eth0]", "", rule.HOSTPORT},
		{"[fe80::1%25eth0]", "", rule.HOSTPORT},
		{"[::1", "", rule.HOSTPORT},
		{"[::1]x", "", rule.HOSTPORT},
		{"[1:2:3:4:5:6:7:8:9]", "", rule.HOSTPORT},
		{"[::1.2.3.04]", "", rule.HOSTPORT},
		{"[::1.2.3]", "", rule.HOSTPORT},
		{"[1:2:3:4:5:6:7::1.2.3.4]", "", rule.HOSTPORT},
		{"[:1]", "", rule.HOSTPORT},
		{"[1:]", "", rule.HOSTPORT},
		{"[1::2::3]", "", rule.HOSTPORT},
		{"[12345::]", "", rule.HOSTPORT},
		{"::1", "", rule.HOSTPORT}, // no brackets: host "", then "::1", which is no port
		// Ports.
		{"a.com:65535", "a.com:65535", ""},
		{"a.com:0080", "a.com:80", ""},
		{"a.com:", "a.com", ""},
		{"a.com:00000000000000000000080", "a.com:80", ""},
		{"a.com:65536", "", rule.HOSTPORT},
		{"bücher.de:99999", "", rule.HOSTPORT},
		{"a.com:99999999999999999999", "", rule.HOSTPORT},
		{"a.com:8a", "", rule.HOSTPORT},
		{"a.com:1:2", "", rule.HOSTPORT},
		{":80", "", rule.EMPTY},
		{"", "", rule.EMPTY},
	}
	for _, tt := range tests {
		got, err := WHATWG.HostToASCII(tt.in)
		if tt.want != "" {
			if got != tt.want || err != nil {
				t.Errorf("WHATWG.HostToASCII(%+q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
			continue
		}
		var e *Error
		if got != "" || !errors.As(err, &e) || !e.Has(tt.code) {
			t.Errorf("WHATWG.HostToASCII(%+q) = %q, %v; want error %s", tt.in, got, err, tt.code)
		}
	}
}

func TestWHATWGHostToUnicode(t *testing.T) {
	tests := []struct {
		in, want string
		wantErr  bool
	}{
		{"b%C3%BCcher.de:0443", "bücher.de:443", false},
		{"xn--bcher-kva.de", "bücher.de", false},
		{"[0:0::1]:80", "[::1]:80", false},
		{"a.com:65536", "a.com:65536", true},
		{"[fe80::1%eth0]", "[fe80::1%eth0]", true},
		{"xn--a.com", "\u0080.com", true}, // best effort, with the error
	}
	for _, tt := range tests {
		got, err := WHATWG.HostToUnicode(tt.in)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("WHATWG.HostToUnicode(%+q) = %q, %v; want %q (error: %v)", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

// A url.URL's Host, which net/url has percent-decoded, gives the result
// of the raw host.
func TestWHATWGHostOfURL(t *testing.T) {
	for _, tt := range []struct{ raw, want string }{
		{"http://b%C3%BCcher.de:8080/", "xn--bcher-kva.de:8080"},
		{"http://B%C3%BCcher.DE/", "xn--bcher-kva.de"},
		{"https://[::FFFF:127.0.0.1]:443/", "[::ffff:7f00:1]:443"},
		{"http://0x7f.1/", "127.0.0.1"},
	} {
		u, err := url.Parse(tt.raw)
		if err != nil {
			t.Fatal(err)
		}
		raw := strings.TrimPrefix(strings.TrimPrefix(tt.raw, "http://"), "https://")
		raw = raw[:strings.IndexByte(raw, '/')]
		fromURL, err1 := WHATWG.HostToASCII(u.Host)
		fromRaw, err2 := WHATWG.HostToASCII(raw)
		if fromURL != tt.want || fromRaw != tt.want || err1 != nil || err2 != nil {
			t.Errorf("%s: HostToASCII(u.Host %q) = %q, %v; of the raw host %q: %q, %v; want %q",
				tt.raw, u.Host, fromURL, err1, raw, fromRaw, err2, tt.want)
		}
	}
}

// The one case where u.Host and the raw host differ, as HostToASCII's
// doc comment says: "%2541" in the URL, which the URL Standard decodes once
// to "%41" (a forbidden "%"), is "%41" in u.Host, which is decoded again.
func TestWHATWGHostDecodedTwice(t *testing.T) {
	if got, err := WHATWG.HostToASCII("%2541"); err == nil {
		t.Errorf("WHATWG.HostToASCII(%%2541) = %q, nil; want FORBIDDEN", got)
	}
	u, err := url.Parse("http://%2541/")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := WHATWG.HostToASCII(u.Host); u.Host != "%41" || got != "a" || err != nil {
		t.Errorf("u.Host = %q; WHATWG.HostToASCII of it = %q, %v; want \"%%41\" and \"a\"", u.Host, got, err)
	}
}

// The offsets of problems in a percent-decoded host are those of the
// escapes in the input, and Input is the input.
func TestWHATWGHostOffsets(t *testing.T) {
	tests := []struct {
		in   string
		code rule.Code
		off  int
	}{
		{"a%E2%80%8Db.example:443", rule.C2, 1}, // ZWJ, written as three escapes
		{"%41%42%2F.com", rule.FORBIDDEN, 6},
		{"ab%2.com", rule.FORBIDDEN, 2}, // a lone %
		{"%ff.com", rule.UTF8, 0},
		{"x%C3%A9%ff.com", rule.UTF8, 7},
	}
	for _, tt := range tests {
		_, err := WHATWG.HostToASCII(tt.in)
		var e *Error
		if !errors.As(err, &e) || e.Input != tt.in || !e.Has(tt.code) {
			t.Errorf("WHATWG.HostToASCII(%+q): %v; want %s with Input the input", tt.in, err, tt.code)
			continue
		}
		for _, p := range e.Problems {
			if p.Code == tt.code && p.Offset != tt.off {
				t.Errorf("WHATWG.HostToASCII(%+q): %s at byte %d, want %d", tt.in, p.Code, p.Offset, tt.off)
			}
		}
	}
}

// Hostile hosts give a typed error, never a panic.
func TestWHATWGHostHostile(t *testing.T) {
	const mb = 1 << 20
	tests := []struct {
		name, in string
		family   error
	}{
		{"a megabyte of escapes", strings.Repeat("%41", mb/3), ErrTooLong},
		{"a megabyte of ASCII", strings.Repeat("a.", mb/2), ErrTooLong},
		{"a megabyte of port", "a.com:" + strings.Repeat("9", mb), ErrHostPort},
		{"a megabyte of zeros in a port", "a.com:" + strings.Repeat("0", mb) + "1", nil},
		{"a megabyte of IPv6 pieces", "[" + strings.Repeat("1:", mb/2) + "1]", ErrHostPort},
		{"a megabyte of colons", "[" + strings.Repeat(":", mb) + "]", ErrHostPort},
		{"an unclosed bracket", "[" + strings.Repeat("1", mb), ErrHostPort},
		{"NUL", "a\x00b.com", ErrForbidden},
		{"an escaped NUL", "a%00b.com", ErrForbidden},
		{"escaped invalid UTF-8", "a%C0%AFb.com", ErrInvalidUTF8},
		{"a lone escape", "%", ErrForbidden},
	}
	for _, tt := range tests {
		got, err := WHATWG.HostToASCII(tt.in)
		if tt.family == nil {
			if got != "a.com:1" || err != nil {
				t.Errorf("%s: %.20q, %v; want a.com:1", tt.name, got, err)
			}
			continue
		}
		var e *Error
		if got != "" || !errors.As(err, &e) || !errors.Is(err, tt.family) {
			t.Errorf("%s: %.20q, %.200v; want an *Error matching %v", tt.name, got, err, tt.family)
		}
		if u, err := WHATWG.HostToUnicode(tt.in); err == nil {
			t.Errorf("%s: HostToUnicode = %.20q, nil; want an error", tt.name, u)
		}
	}
}
