package cert

import (
	"errors"
	"testing"

	"github.com/xn-go/xn/rule"
)

// matchCases are RFC 6125's and RFC 9525's own examples, then the partial
// wildcard and A-label cases, each in the forms it can be written in.
var matchCases = []struct {
	pattern, host string
	want          bool
	code          rule.Code // the refusal of pattern or host, if any
	why           string
}{
	// RFC 6125 §6.4.3 rule 2 and RFC 9525 §6.3: one whole label.
	{"*.example.com", "foo.example.com", true, "", "RFC 6125 §6.4.3, RFC 9525 §6.3"},
	{"*.example.com", "bar.foo.example.com", false, "", "RFC 6125 §6.4.3, RFC 9525 §6.3: one label only"},
	{"*.example.com", "example.com", false, "", "RFC 6125 §6.4.3, RFC 9525 §6.3: not the empty label"},
	// RFC 6125 §6.4.3 rule 1: the left-most label only.
	{"bar.*.example.net", "bar.foo.example.net", false, CodeWildcardPosition, "RFC 6125 §6.4.3 rule 1"},
	// RFC 6125 §6.4.3 rule 3 allowed these (MAY); RFC 9525 §6.3 does not.
	{"baz*.example.net", "baz1.example.net", false, CodePartialWildcard, "RFC 6125 §6.4.3 rule 3, refused by RFC 9525"},
	{"*baz.example.net", "foobaz.example.net", false, CodePartialWildcard, "RFC 6125 §6.4.3 rule 3, refused by RFC 9525"},
	{"b*z.example.net", "buzz.example.net", false, CodePartialWildcard, "RFC 6125 §6.4.3 rule 3, refused by RFC 9525"},
	{"f*.example", "foo.example", false, CodePartialWildcard, "partial wildcard"},
	// Never into an A-label or a U-label (RFC 6125 §6.4.3 rule 3).
	{"xn--*.example", "xn--bcher-kva.example", false, CodePartialWildcard, "wildcard inside an A-label"},
	{"xn--bcher-*.example", "xn--bcher-kva.example", false, CodePartialWildcard, "wildcard inside an A-label"},
	{"*bcher.de", "bücher.de", false, CodePartialWildcard, "wildcard inside a U-label"},
	{"*bcher.de", "xn--bcher-kva.de", false, CodePartialWildcard, "wildcard inside a U-label, A-label host"},
	{"b*cher.de", "bücher.de", false, CodePartialWildcard, "wildcard inside a U-label"},
	// Either form on either side: canonical A-labels are compared.
	{"xn--bcher-kva.de", "bücher.de", true, "", "A-label pattern, U-label host"},
	{"bücher.de", "xn--bcher-kva.de", true, "", "U-label pattern, A-label host"},
	{"xn--bcher-kva.de", "BÜCHER.DE", true, "", "case is mapped before comparing"},
	{"XN--BCHER-KVA.DE", "bücher.de", true, "", "ASCII case is ignored (RFC 4343)"},
	{"*.bücher.de", "www.xn--bcher-kva.de", true, "", "wildcard over U-labels"},
	{"*.xn--bcher-kva.de", "www.bücher.de", true, "", "wildcard over A-labels"},
	{"*.xn--bcher-kva.de", "shop.www.bücher.de", false, "", "one label only, across forms"},
	{"*.shop.example", "bücher.shop.example", true, "", "the wildcard stands for a whole U-label"},
	{"*.shop.example", "xn--bcher-kva.shop.example", true, "", "the wildcard stands for a whole A-label"},
	{"xn--bcher-kva.de", "bucher.de", false, "", "different names"},
	{"*.xn--bcher-kva.de", "www.xn--mnchen-3ya.de", false, "", "different suffix"},
	// Over a public suffix: a top-level domain without a list.
	{"*.com", "example.com", false, CodeWildcardSuffix, "wildcard over a top-level domain"},
	{"*", "example", false, CodeWildcardSuffix, "a wildcard alone"},
	// Trailing dots and case.
	{"www.example.com", "WWW.Example.COM.", true, "", "the reference's trailing dot is dropped"},
	{"*.example.com", "Foo.EXAMPLE.com", true, "", "case"},
	// IP addresses are no DNS names.
	{"192.0.2.1", "192.0.2.1", false, "", "an IP reference matches no dNSName"},
	// Refused names.
	{"*.xn--zz.example", "a.xn--zz.example", false, refusalCodes("xn--zz")[0], "invalid Punycode"},
	{"*.*.example", "a.b.example", false, CodeWildcardPosition, "two wildcards"},
}

func TestMatch(t *testing.T) {
	for _, c := range matchCases {
		got, err := (&Matcher{}).Match(c.pattern, c.host)
		if got != c.want {
			t.Errorf("Match(%q, %q) = %v, want %v (%s)", c.pattern, c.host, got, c.want, c.why)
		}
		var e *Error
		switch {
		case c.code == "" && err != nil:
			t.Errorf("Match(%q, %q): %v, want no error", c.pattern, c.host, err)
		case c.code != "" && (!errors.As(err, &e) || !e.Has(c.code)):
			t.Errorf("Match(%q, %q): error %v, want code %s", c.pattern, c.host, err, c.code)
		}
		if Match(c.pattern, c.host) != c.want {
			t.Errorf("package Match(%q, %q) != %v", c.pattern, c.host, c.want)
		}
	}
}

// TestMatchPublicSuffix: a wildcard over a suffix the caller's list names
// matches nothing; under it, the wildcard works.
func TestMatchPublicSuffix(t *testing.T) {
	m := &Matcher{PublicSuffix: func(name string) bool { return name == "co.uk" || name == "xn--90a3ac.xn--p1ai" }}
	cases := []struct {
		pattern, host string
		want          bool
	}{
		{"*.co.uk", "example.co.uk", false},
		{"*.example.co.uk", "www.example.co.uk", true},
		{"*.упр.срб", "пример.упр.срб", true}, // not in this list
		{"*.xn--90a3ac.xn--p1ai", "a.xn--90a3ac.xn--p1ai", false},
		{"*.уп.рф", "a.уп.рф", true},
	}
	for _, c := range cases {
		got, err := m.Match(c.pattern, c.host)
		if got != c.want {
			t.Errorf("Match(%q, %q) = %v (%v), want %v", c.pattern, c.host, got, err, c.want)
		}
		if !c.want && !errors.As(err, new(*Error)) {
			t.Errorf("Match(%q, %q): no *Error", c.pattern, c.host)
		}
	}
}
