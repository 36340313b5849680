package idna

import (
	"errors"
	"testing"

	"github.com/xn-go/xn/rule"
)

func TestHostToASCII(t *testing.T) {
	tests := []struct {
		p    *Profile
		in   string
		want string
		code rule.Code // "" when it converts
	}{
		{Lookup, "bücher.example", "xn--bcher-kva.example", ""},
		{Lookup, "Bücher.Example:8443", "xn--bcher-kva.example:8443", ""},
		{Lookup, "bücher.example:", "xn--bcher-kva.example:", ""},
		{Lookup, "[::1]", "[::1]", ""},
		{Lookup, "[::1]:443", "[::1]:443", ""},
		{Lookup, "[2001:db8::1%eth0]:80", "[2001:db8::1%eth0]:80", ""},
		// A zone has RFC 6874's characters: never a control byte or a space.
		{Lookup, "[fe80::1%en0.5_a~b-c]", "[fe80::1%en0.5_a~b-c]", ""},
		{Lookup, "[fe80::1%\x12]:80", "", rule.HOSTPORT},
		{Lookup, "[fe80::1%eth 0]", "", rule.HOSTPORT},
		{Lookup, "[fe80::1%]", "", rule.HOSTPORT},
		{Lookup, "::1", "::1", ""},
		{Lookup, "2001:db8::1", "2001:db8::1", ""},
		{Lookup, "127.0.0.1", "127.0.0.1", ""},
		{Lookup, "127.0.0.1:8080", "127.0.0.1:8080", ""},
		{Lookup, "0x7f.1", "0x7f.1", ""}, // not WHATWG: a name like any other
		{Lookup, "[::1", "", rule.HOSTPORT},
		{Lookup, "[example.com]", "", rule.HOSTPORT},
		{Lookup, "[::1]x", "", rule.HOSTPORT},
		{Lookup, "[::1]:8a", "", rule.HOSTPORT},
		// Every profile's port is the URL Standard's: at most 65535.
		{Lookup, "example.com:65535", "example.com:65535", ""},
		{Lookup, "example.com:99999", "", rule.HOSTPORT},
		{Lookup, "[::1]:123456", "", rule.HOSTPORT},
		{WHATWG, "example.com:99999", "", rule.HOSTPORT},
		{Lookup, "a:b:c.com", "", codeForASCIIColon()},
		{Lookup, "xn--go-.dev:443", "", rule.P4},
		// Mapping that produces an IPv4 literal stays an error.
		{Lookup, "１２７．０．０．１:80", "", rule.IPLITERAL},
		// WHATWG parses a host that ends in a number as the URL Standard does.
		{WHATWG, "0x7f.1", "127.0.0.1", ""},
		{WHATWG, "0x7F.0.0.1:8080", "127.0.0.1:8080", ""},
		{WHATWG, "2130706433", "127.0.0.1", ""},
		{WHATWG, "0177.0.0.1", "127.0.0.1", ""},
		{WHATWG, "127.1", "127.0.0.1", ""},
		{WHATWG, "127.0.0.1.", "127.0.0.1", ""},
		{WHATWG, "１２７．０．０．１", "127.0.0.1", ""},
		{WHATWG, "1.2.3.256", "", rule.IPV4},
		{WHATWG, "1.2.3.4.5", "", rule.IPV4},
		{WHATWG, "256.1.1.1", "", rule.IPV4},
		{WHATWG, "4294967296", "", rule.IPV4},
		{WHATWG, "99999999999999999999999", "", rule.IPV4},
		{WHATWG, "example.0x", "", rule.IPV4}, // ends in the number 0x, but "example" is no number
		{WHATWG, "bücher.example:443", "xn--bcher-kva.example:443", ""},
		{WHATWG, "1.example", "1.example", ""},
	}
	for _, tt := range tests {
		got, err := tt.p.HostToASCII(tt.in)
		if tt.code == "" {
			if got != tt.want || err != nil {
				t.Errorf("%s.HostToASCII(%+q) = %q, %v; want %q", tt.p.name, tt.in, got, err, tt.want)
			}
			continue
		}
		var e *Error
		if got != "" || !errors.As(err, &e) || !e.Has(tt.code) || e.Input != tt.in {
			t.Errorf("%s.HostToASCII(%+q) = %q, %v; want error %s with Input %q", tt.p.name, tt.in, got, err, tt.code, tt.in)
		}
	}
}

// codeForASCIIColon is the code of a colon in a host name under Lookup:
// P1 and V6 with the Unicode 15.0.0 tables, U1 from 16.0 on.
func codeForASCIIColon() rule.Code { return pick(rule.P1, rule.U1) }

func TestHostToUnicode(t *testing.T) {
	tests := []struct {
		p       *Profile
		in      string
		want    string
		wantErr bool
	}{
		{Lookup, "xn--bcher-kva.example:8443", "bücher.example:8443", false},
		{Lookup, "[::1]:443", "[::1]:443", false},
		{Lookup, "xn--zz.example:80", "xn--zz.example:80", true}, // best effort, with the error
		{Lookup, "[::1", "[::1", true},
		{WHATWG, "0x7f.1:80", "127.0.0.1:80", false},
	}
	for _, tt := range tests {
		got, err := tt.p.HostToUnicode(tt.in)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("%s.HostToUnicode(%+q) = %q, %v; want %q (error: %v)", tt.p.name, tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

// The offsets of a problem in the host are offsets in hostport.
func TestHostOffsets(t *testing.T) {
	_, err := Lookup.HostToASCII("a\u200db.example:443")
	var e *Error
	if !errors.As(err, &e) || len(e.Problems) != 1 || e.Problems[0].Code != rule.C2 || e.Problems[0].Offset != 1 {
		t.Errorf("HostToASCII: %v; want C2 at byte 1", err)
	}
}
