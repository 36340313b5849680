package idna

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzMessages checks that every problem of every predefined profile has a
// message a person can read: never a panic, valid UTF-8, never empty, and
// no raw control or bidi control character from the input.
func FuzzMessages(f *testing.F) {
	for _, s := range []string{"bücher-.de", "a..b", "xn--go-.dev", "\u05d0a.com", "a\u200db", "l\u00b7a.cat",
		"\xff", "a\u202eb.com", strings.Repeat("a", 64) + ".de", "１２７．０．０．１", "_dmarc.example.com"} {
		f.Add(s)
	}
	profiles := []*Profile{Lookup, UTS46, Registration, IDNA2008, IDNA2008Lookup, WHATWG, Punycode}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range profiles {
			_, err := p.ToASCII(s)
			var e *Error
			if !errors.As(err, &e) {
				continue
			}
			for _, pr := range e.Problems {
				msg := pr.Message(e.Input)
				if msg == "" || !utf8.ValidString(msg) {
					t.Fatalf("%v %+q: problem %v: message %+q", p, s, pr, msg)
				}
				for _, r := range msg {
					if r < ' ' || r == 0x7f || isBidiControl(r) {
						t.Fatalf("%v %+q: message %+q holds %U", p, s, msg, r)
					}
				}
			}
		}
	})
}

// FuzzHost checks the host helpers on arbitrary input: no panic, an error
// whose offsets lie inside the input, and, on success, a result that keeps
// the port and converts again to itself.
func FuzzHost(f *testing.F) {
	for _, s := range []string{"bücher.example:8443", "[::1]:443", "[::1", "0x7f.1", "1.2.3.256", "a:b:c", "::1", "[fe80::1%eth0]",
		"b%C3%BCcher.de:0080", "%2541", "a%E2%80%8Db:443", "[0:0::FFFF:1.2.3.4]:65535", "XN--a.com:", "a.com:99999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range []*Profile{Lookup, WHATWG} {
			got, err := p.HostToASCII(s)
			if err != nil {
				var e *Error
				if got != "" || !errors.As(err, &e) || e.Input != s {
					t.Fatalf("%v.HostToASCII(%+q) = %q, %v", p, s, got, err)
				}
				for _, pr := range e.Problems {
					if pr.Offset < 0 || pr.Offset > len(s) {
						t.Fatalf("%v.HostToASCII(%+q): offset %d outside the input", p, s, pr.Offset)
					}
				}
				continue
			}
			again, err := p.HostToASCII(got)
			if err != nil || again != got {
				t.Fatalf("%v.HostToASCII(%+q) = %q, but again %q, %v", p, s, got, again, err)
			}
		}
	})
}
