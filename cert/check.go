package cert

import (
	"crypto/x509"
	"errors"
	"net"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/label"
)

// A Checker checks the names of certificates and certificate requests as
// a linter or a CA does: each name as it is written, nothing mapped. The
// zero Checker is ready to use.
type Checker struct {
	// PublicSuffix is as for [Matcher]: a wildcard over a name it reports
	// (or over a top-level domain, when it is nil) is a WildcardSuffix
	// problem.
	PublicSuffix func(name string) bool
}

// A Finding is one name of a certificate or request and its problems.
type Finding struct {
	// Field is "SAN" for a dNSName, "CN" for the subject's common name.
	Field    string
	Name     string
	Problems []Problem
}

// OK reports whether the name has no problem.
func (f Finding) OK() bool { return len(f.Problems) == 0 }

// Certificate checks every dNSName of crt and its subject's common name,
// one Finding each, SANs first. Go's parser refuses a certificate whose
// dNSName holds bytes outside ASCII, so a U-label there never reaches
// Certificate (one in the common name does): [Checker.CertificateDER]
// reads such a certificate's names itself.
func (c *Checker) Certificate(crt *x509.Certificate) []Finding {
	return c.names(crt.DNSNames, crt.Subject.CommonName, crt.IPAddresses)
}

// Request checks the names of a certificate request as [Checker.Certificate]
// checks those of a certificate.
func (c *Checker) Request(csr *x509.CertificateRequest) []Finding {
	return c.names(csr.DNSNames, csr.Subject.CommonName, csr.IPAddresses)
}

// names checks the dNSNames sans and the common name cn (if any).
func (c *Checker) names(sans []string, cn string, ips []net.IP) []Finding {
	var fs []Finding
	for _, san := range sans {
		fs = append(fs, Finding{Field: "SAN", Name: san, Problems: withField(c.Name(san), "SAN")})
	}
	if cn == "" {
		return fs
	}
	var probs []Problem
	if ip := net.ParseIP(cn); ip != nil {
		if !containsIP(ips, ip) {
			probs = append(probs, Problem{Code: CommonNameNotInSAN, Name: cn})
		}
	} else {
		probs = append(c.Name(cn), commonNameInSANs(cn, sans)...)
	}
	return append(fs, Finding{Field: "CN", Name: cn, Problems: withField(probs, "CN")})
}

func withField(probs []Problem, field string) []Problem {
	for i := range probs {
		probs[i].Field = field
	}
	return probs
}

func containsIP(ips []net.IP, ip net.IP) bool {
	for _, x := range ips {
		if x.Equal(ip) {
			return true
		}
	}
	return false
}

// commonNameInSANs returns the problem of a common name that is not a
// character-for-character copy of one of the dNSNames (BR 7.1.4.3).
func commonNameInSANs(cn string, sans []string) []Problem {
	key, err := convert(cn, refProfile, false)
	for _, san := range sans {
		if san == cn {
			return nil
		}
	}
	for _, san := range sans {
		if k, e := convert(san, refProfile, false); err == nil && e == nil && k == key {
			return []Problem{{Code: CommonNameNotCopy, Name: cn, Want: san}}
		}
	}
	return []Problem{{Code: CommonNameNotInSAN, Name: cn}}
}

// maxProblems bounds the problems of the labels of one name that
// [Checker.Name] lists: a hostile name can break a rule in each of
// thousands of labels, and the first ones say what to fix.
const maxProblems = 16

// Name checks one name as written in a certificate or a request, and
// returns its problems, in the order of the labels (from the labels, at
// most about maxProblems), then those of the whole name; none for a name
// a CA may issue. A name over idna.MaxInputLen bytes is one NameLength
// problem.
func (c *Checker) Name(name string) []Problem {
	switch {
	case !utf8.ValidString(name):
		return []Problem{{Code: InvalidUTF8, Name: name}}
	case name == "":
		return []Problem{{Code: EmptyName}}
	case len(name) > idna.MaxInputLen:
		return []Problem{{Code: NameLength, Name: name, Length: len(name)}}
	}
	var probs []Problem
	labels := strings.Split(name, ".")
	length := len(labels) - 1
	for i, l := range labels {
		lp, n := c.label(name, l, i)
		if len(probs) < maxProblems {
			probs = append(probs, lp...)
		}
		length += n
	}
	if slicesContainsEmpty(labels) {
		probs = append(probs, Problem{Code: EmptyLabel, Name: name})
	}
	if length > maxName {
		probs = append(probs, Problem{Code: NameLength, Name: name, Length: length})
	}
	if p, ok := c.wildcardSuffix(name, labels); ok {
		probs = append(probs, p)
	}
	return probs
}

func slicesContainsEmpty(labels []string) bool {
	for _, l := range labels {
		if l == "" {
			return true
		}
	}
	return false
}

// wildcardSuffix returns the problem of a wildcard over a public suffix.
func (c *Checker) wildcardSuffix(name string, labels []string) (Problem, bool) {
	if labels[0] != "*" {
		return Problem{}, false
	}
	suffix := strings.ToLower(strings.Join(labels[1:], "."))
	if a, err := refProfile.ToASCII(suffix); err == nil {
		suffix = a
	}
	m := Matcher{PublicSuffix: c.PublicSuffix}
	if suffix != "" && !m.isPublicSuffix(suffix) {
		return Problem{}, false
	}
	return Problem{Code: WildcardSuffix, Name: name, Want: suffix}, true
}

// label returns the problems of the label l, the i-th of name, and its
// length in octets in its A-label form.
func (c *Checker) label(name, l string, i int) ([]Problem, int) {
	if p, bad := wildcardProblem(name, l, i); bad {
		return []Problem{p}, len(l)
	}
	if l == "" || l == "*" {
		return nil, len(l)
	}
	if !isASCII(l) {
		return unicodeLabel(name, l)
	}
	var probs []Problem
	if len(l) > label.MaxLabelLen {
		probs = append(probs, Problem{Code: LabelLength, Name: name, Label: l, Length: len(l)})
	}
	chars := characterProblems(name, l)
	probs = append(probs, chars...)
	if l[0] == '-' || l[len(l)-1] == '-' {
		probs = append(probs, Problem{Code: HyphenEnd, Name: name, Label: l})
	}
	if len(chars) == 0 && len(l) >= 4 && l[2:4] == "--" {
		probs = append(probs, reservedLabel(name, l)...)
	}
	return probs, len(l)
}

// unicodeLabel returns the problems of a label that is not ASCII: a U-label
// where an A-label must be, or what IDNA2008 refuses in it.
func unicodeLabel(name, l string) ([]Problem, int) {
	a, err := labelProfile.LabelToASCII(l)
	if err != nil {
		return []Problem{{Code: Refused, Name: name, Label: l, Err: err}}, len(l)
	}
	probs := []Problem{{Code: ULabel, Name: name, Label: l, Want: a}}
	if len(a) > label.MaxLabelLen {
		probs = append(probs, Problem{Code: LabelLength, Name: name, Label: l, Length: len(a)})
	}
	return probs, len(a)
}

// characterProblems returns the problems of the bytes of an ASCII label
// that are not letters, digits or hyphens: one for the underscore, one for
// the first other byte.
func characterProblems(name, l string) []Problem {
	var probs []Problem
	underscore, other := false, false
	for i := 0; i < len(l); i++ {
		b := l[i]
		switch {
		case b == '_' && !underscore:
			underscore = true
			probs = append(probs, Problem{Code: Underscore, Name: name, Label: l})
		case b != '_' && !isLDH(b) && !other:
			other = true
			probs = append(probs, Problem{Code: Character, Name: name, Label: l, Char: rune(b)})
		}
	}
	return probs
}

// reservedLabel returns the problems of an LDH label with hyphens in its
// third and fourth places: an R-LDH label that is not an XN-label, or an
// XN-label that is not a lowercase A-label valid under IDNA2008 (the
// round trip of RFC 5891 section 5.4, which CheckALabel makes).
func reservedLabel(name, l string) []Problem {
	if !label.HasACEPrefix(l) {
		return []Problem{{Code: ReservedLDH, Name: name, Label: l}}
	}
	var probs []Problem
	lower := strings.ToLower(l)
	if lower != l {
		probs = append(probs, Problem{Code: UppercaseALabel, Name: name, Label: l, Want: lower})
	}
	err := idna.IDNA2008.CheckALabel(lower)
	switch {
	case err == nil:
	case errors.Is(err, idna.ErrPunycode):
		probs = append(probs, Problem{Code: FakeALabel, Name: name, Label: l, Err: err})
	default:
		u, _ := idna.Punycode.LabelToUnicode(lower)
		probs = append(probs, Problem{Code: InvalidALabel, Name: name, Label: l, Want: u, Err: err})
	}
	return probs
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func isLDH(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '-'
}
