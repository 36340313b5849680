package cert

import (
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/certtest"
)

// FuzzName: no input panics, and a name ToASCII accepts is one the
// Checker finds nothing in but a wildcard over a public suffix (which
// ToASCII does not judge), and that covers the name it came from.
func FuzzName(f *testing.F) {
	for _, c := range nameCases {
		f.Add(c.name)
	}
	for _, c := range matchCases {
		f.Add(c.pattern)
	}
	f.Fuzz(func(t *testing.T, s string) {
		probs := (&Checker{}).Name(s)
		a, err := ToASCII(s)
		_, _ = ToUnicode(s)
		_ = Match(s, s)
		if err != nil {
			return
		}
		for _, p := range (&Checker{}).Name(a) {
			if p.Code != CodeWildcardSuffix {
				t.Errorf("ToASCII(%q) = %q, in which the Checker finds %v", s, a, p)
			}
		}
		if strings.HasPrefix(s, "*.") || isIP(a) {
			return // a wildcard is no host; an IP address matches no dNSName
		}
		if len(probs) == 0 && !strings.EqualFold(a, s) && isASCII(s) {
			t.Errorf("Name(%q) finds nothing, but ToASCII changes it to %q", s, a)
		}
		if ok, err := (&Matcher{}).Match(a, s); !ok {
			t.Errorf("Match(%q, %q) = false, %v", a, s, err)
		}
	})
}

// FuzzCertificateDER: no bytes make CertificateDER or RequestDER panic.
func FuzzCertificateDER(f *testing.F) {
	for _, c := range nameCases[:8] {
		if der, err := certtest.Certificate(c.name, c.name); err == nil {
			f.Add(der)
		}
		if der, err := certtest.Request(c.name, c.name); err == nil {
			f.Add(der)
		}
	}
	f.Fuzz(func(t *testing.T, der []byte) {
		_, _ = (&Checker{}).CertificateDER(der)
		_, _ = (&Checker{}).RequestDER(der)
	})
}
