package cert

import (
	"crypto/x509"
	"errors"
	"net"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/rule"
)

// A Checker checks the names of certificates and certificate requests as
// a linter or a CA does: each name as it is written, nothing mapped. The
// zero Checker is ready to use.
type Checker struct {
	// PublicSuffix is as for [Matcher]: a wildcard over a name it reports
	// (or over a top-level domain, when it is nil) is a
	// [CodeWildcardSuffix] problem.
	PublicSuffix func(name string) bool
}

// A Finding is one name of a certificate or request and its problems.
type Finding struct {
	// Field is "SAN" for a dNSName, "CN" for the subject's common name.
	Field string
	// Name is the name as written; the Label and Offset of each problem
	// count in it.
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
		fs = append(fs, Finding{Field: "SAN", Name: san, Problems: c.Name(san)})
	}
	if cn == "" {
		return fs
	}
	var probs []Problem
	if ip := net.ParseIP(cn); ip != nil {
		if !containsIP(ips, ip) {
			probs = append(probs, newProblem(CodeCommonNameNotInSAN, -1, -1, -1, msgCNNotInSAN, msg.Quote(cn)))
		}
	} else {
		probs = append(c.Name(cn), commonNameInSANs(cn, sans)...)
	}
	return append(fs, Finding{Field: "CN", Name: cn, Problems: probs})
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
			return []Problem{newProblem(CodeCommonNameNotCopy, -1, -1, -1, msgCNNotCopy, msg.Quote(cn), msg.Quote(san))}
		}
	}
	return []Problem{newProblem(CodeCommonNameNotInSAN, -1, -1, -1, msgCNNotInSAN, msg.Quote(cn))}
}

// maxProblems bounds the problems of the labels of one name that
// [Checker.Name] lists: a hostile name can break a rule in each of
// thousands of labels, and the first ones say what to fix.
const maxProblems = 16

// Name checks one name as written in a certificate or a request, and
// returns its problems, in the order of the labels (from the labels, at
// most about maxProblems), then those of the whole name; none for a name
// a CA may issue. A name over idna.MaxInputLen bytes is one
// [rule.TOOLONG] problem.
func (c *Checker) Name(name string) []Problem {
	if p, bad := nameProblem(name); bad {
		return []Problem{p}
	}
	var probs []Problem
	labels := strings.Split(name, ".")
	length := len(labels) - 1
	empty, emptyOff := -1, 0 // the first empty label and its offset
	off := 0
	for i, l := range labels {
		lp, n := c.label(name, l, i, off)
		if len(probs) < maxProblems {
			probs = append(probs, lp...)
		}
		if l == "" && empty < 0 {
			empty, emptyOff = i, off
		}
		length += n
		off += len(l) + 1
	}
	if empty >= 0 {
		probs = append(probs, newProblem(rule.A4_2, empty, emptyOff, -1, msgEmptyLabel, msg.Quote(name)))
	}
	if length > maxName {
		probs = append(probs, newProblem(rule.A4_1, -1, 0, -1, msgNameLength, msg.Quote(name), length))
	}
	if p, ok := c.wildcardSuffix(name, labels); ok {
		probs = append(probs, p)
	}
	return probs
}

// nameProblem returns the problem of a name that is no text, is empty or
// is longer than idna.MaxInputLen bytes, which is the only one Name and
// the conversions report for it.
func nameProblem(name string) (Problem, bool) {
	switch {
	case !utf8.ValidString(name):
		return newProblem(rule.UTF8, -1, 0, -1, msgInvalidUTF8), true
	case name == "":
		return newProblem(rule.EMPTY, -1, 0, -1, msgEmptyName), true
	case len(name) > idna.MaxInputLen:
		return newProblem(rule.TOOLONG, -1, 0, -1, msgNameLength, msg.Quote(name), len(name)), true
	}
	return Problem{}, false
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
	return wildcardSuffixProblem(name, suffix), true
}

// wildcardSuffixProblem is the problem of the name whose wildcard stands
// over suffix, a public suffix.
func wildcardSuffixProblem(name, suffix string) Problem {
	return newProblem(CodeWildcardSuffix, 0, 0, -1, msgWildcardSuffix, msg.Quote(name), msg.Quote(suffix))
}

// label returns the problems of the label l, the i-th of name, at byte
// off, and its length in octets in its A-label form.
func (c *Checker) label(name, l string, i, off int) ([]Problem, int) {
	if p, bad := wildcardProblem(name, l, i, off); bad {
		return []Problem{p}, len(l)
	}
	if l == "" || l == "*" {
		return nil, len(l)
	}
	if !isASCII(l) {
		return unicodeLabel(l, i, off)
	}
	var probs []Problem
	if len(l) > label.MaxLabelLen {
		probs = append(probs, newProblem(rule.A4_2, i, off, -1, msgLabelLength, msg.Quote(l), len(l)))
	}
	chars := characterProblems(l, i, off)
	probs = append(probs, chars...)
	switch {
	case l[0] == '-':
		probs = append(probs, newProblem(rule.V3, i, off, '-', msgHyphenEnd, msg.Quote(l)))
	case l[len(l)-1] == '-':
		probs = append(probs, newProblem(rule.V3, i, off+len(l)-1, '-', msgHyphenEnd, msg.Quote(l)))
	}
	if len(chars) == 0 && len(l) >= 4 && l[2:4] == "--" {
		probs = append(probs, reservedLabel(l, i, off)...)
	}
	return probs, len(l)
}

// unicodeLabel returns the problems of a label that is not ASCII, the
// i-th of its name, at byte off: a U-label where an A-label must be, or
// what IDNA2008 refuses in it.
func unicodeLabel(l string, i, off int) ([]Problem, int) {
	a, err := labelProfile.LabelToASCII(l)
	if err != nil {
		return idnaProblems(err, i, off), len(l)
	}
	probs := []Problem{newProblem(rule.ALABEL, i, off, -1, msgULabel, msg.Quote(l), msg.Quote(a))}
	if len(a) > label.MaxLabelLen {
		probs = append(probs, newProblem(rule.A4_2, i, off, -1, msgLabelLength, msg.Quote(l), len(a)))
	}
	return probs, len(a)
}

// characterProblems returns the problems of the bytes of an ASCII label,
// the i-th of its name, at byte off, that are not letters, digits or
// hyphens: one for the underscore, one for the first other byte.
func characterProblems(l string, i, off int) []Problem {
	var probs []Problem
	underscore, other := false, false
	for j := 0; j < len(l); j++ {
		b := l[j]
		switch {
		case b == '_' && !underscore:
			underscore = true
			probs = append(probs, newProblem(CodeUnderscore, i, off+j, '_', msgUnderscore, msg.Quote(l)))
		case b != '_' && !isLDH(b) && !other:
			other = true
			probs = append(probs, newProblem(rule.STD3_LDH, i, off+j, rune(b), msgCharacter, msg.Quote(l), msg.Char(rune(b))))
		}
	}
	return probs
}

// reservedLabel returns the problems of an LDH label, the i-th of its
// name, at byte off, with hyphens in its third and fourth places: an R-LDH
// label that is not an XN-label, or an XN-label that is not a lowercase
// A-label valid under IDNA2008 (the round trip of RFC 5891 section 5.4,
// which CheckALabel makes).
func reservedLabel(l string, i, off int) []Problem {
	if !label.HasACEPrefix(l) {
		return []Problem{newProblem(rule.V2, i, off+2, '-', msgReservedHyphens, msg.Quote(l))}
	}
	var probs []Problem
	lower := strings.ToLower(l)
	if lower != l {
		probs = append(probs, newProblem(rule.ALABEL, i, off, -1, msgUppercase, msg.Quote(l), msg.Quote(lower)))
	}
	err := idna.IDNA2008.CheckALabel(lower)
	switch {
	case err == nil:
	case errors.Is(err, idna.ErrPunycode):
		probs = append(probs, newProblem(rule.P4, i, off, -1, msgFakeALabel, msg.Quote(l)))
	default:
		u, _ := idna.Punycode.LabelToUnicode(lower)
		p := newProblem(CodeInvalidALabel, i, off, -1, msgInvalidALabel, msg.Quote(l), msg.Quote(u))
		p.Detail += " (IDNA2008: " + idnaCodes(err) + ")"
		probs = append(probs, p)
	}
	return probs
}

// idnaCodes returns the codes of the problems of an error of package idna,
// comma-separated.
func idnaCodes(err error) string {
	var codes []string
	for _, p := range problem.Of(err) {
		codes = append(codes, string(p.Code))
	}
	return strings.Join(codes, ",")
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
