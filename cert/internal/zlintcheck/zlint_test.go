package zlintcheck

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/zmap/zcrypto/x509"
	"github.com/zmap/zlint/v3"
	"github.com/zmap/zlint/v3/lint"
	"golang.org/x/net/publicsuffix"

	"github.com/xn-go/xn/cert"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/certtest"
	xnrule "github.com/xn-go/xn/rule"
)

// A found is one problem of package cert and the name it is in.
type found struct {
	cert.Finding
	cert.Problem
}

// A rule says which problems of package cert stand for the rule of one
// zlint lint.
type rule func(found) bool

func (r rule) covers(p found) bool { return r(p) }

// codes: the problems with one of the codes cs.
func codes(cs ...xnrule.Code) rule {
	return func(p found) bool { return slices.Contains(cs, p.Code) }
}

// when: the problems of r that also meet cond.
func (r rule) when(cond func(found) bool) rule {
	return func(p found) bool { return r(p) && cond(p) }
}

// or: the problems of any of rs.
func or(rs ...rule) rule {
	return func(p found) bool { return slices.ContainsFunc(rs, func(r rule) bool { return r(p) }) }
}

// inSAN: the problem is of a dNSName.
func inSAN(p found) bool { return p.Field == "SAN" }

// refused: a problem of a label that IDNA2008 refuses, which cert reports
// with package idna's codes: those of the rules about code points, marks,
// joiners and the Bidi rule, which cert's own checks of a name never use.
var refused = codes(xnrule.P1, xnrule.V1, xnrule.V5, xnrule.V6, xnrule.V7, xnrule.U1,
	xnrule.B1, xnrule.B2, xnrule.B3, xnrule.B4, xnrule.B5, xnrule.B6, xnrule.C1, xnrule.C2,
	xnrule.C3, xnrule.C4, xnrule.C5, xnrule.C6, xnrule.C7, xnrule.C8, xnrule.C9)

// uLabel: the ALABEL problem of a U-label (not of capitals in an A-label).
var uLabel = codes(xnrule.ALABEL).when(func(p found) bool { return !isASCII(labelOf(p)) })

// emptyLabel: the A4_2 problem of an empty label (not of a long one);
// longLabel: that of a label over 63 octets.
var (
	emptyLabel = codes(xnrule.A4_2).when(func(p found) bool { return labelOf(p) == "" })
	longLabel  = codes(xnrule.A4_2).when(func(p found) bool { return labelOf(p) != "" })
)

// labelOf returns the text of the label of p, the name for a problem of
// the whole name.
func labelOf(p found) string {
	labels := strings.Split(p.Name, ".")
	if p.Label < 0 || p.Label >= len(labels) {
		return p.Name
	}
	return labels[p.Label]
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// lints maps each zlint lint about DNS names and IDNs to the problems of
// package cert that stand for the same rule.
var lints = map[string]rule{
	"e_international_dns_name_not_unicode": codes(xnrule.P4),
	"e_international_dns_name_not_nfc": codes(cert.CodeInvalidALabel).when(func(p found) bool {
		return errors.Is(idna.IDNA2008.CheckALabel(strings.ToLower(labelOf(p))), idna.ErrNotNFC)
	}),
	"e_dnsname_contains_prohibited_reserved_label": codes(xnrule.V2),
	// zlint's pattern for this lint admits '*' anywhere (the wildcard
	// lints judge it) and refuses empty labels.
	"e_dnsname_bad_character_in_label":           or(codes(xnrule.STD3_LDH), uLabel, refused, emptyLabel),
	"e_dnsname_empty_label":                      emptyLabel,
	"e_rfc_dnsname_empty_label":                  emptyLabel,
	"e_san_dns_name_starts_with_period":          emptyLabel.when(func(p found) bool { return p.Label == 0 }),
	"e_dnsname_hyphen_in_sld":                    codes(xnrule.V3).when(inSLD),
	"e_rfc_dnsname_hyphen_in_sld":                codes(xnrule.V3).when(inSLD),
	"e_dnsname_label_too_long":                   longLabel,
	"e_rfc_dnsname_label_too_long":               longLabel,
	"e_ext_san_dns_name_too_long":                codes(xnrule.A4_1, xnrule.TOOLONG),
	"e_dnsname_left_label_wildcard_correct":      codes(cert.CodePartialWildcard),
	"e_dnsname_wildcard_only_in_left_label":      codes(cert.CodeWildcardPosition),
	"e_san_wildcard_not_first":                   codes(cert.CodePartialWildcard, cert.CodeWildcardPosition),
	"e_san_bare_wildcard":                        codes(cert.CodeWildcardSuffix).when(func(p found) bool { return p.Name == "*" }),
	"n_dnsname_wildcard_left_of_public_suffix":   codes(cert.CodeWildcardSuffix),
	"e_san_dns_name_includes_null_char":          codes(xnrule.STD3_LDH).when(func(p found) bool { return p.Rune == 0 }),
	"e_ext_san_dns_not_ia5_string":               or(uLabel, refused).when(inSAN),
	"e_underscore_not_permissible_in_dnsname":    codes(cert.CodeUnderscore),
	"e_dnsname_underscore_in_sld":                codes(cert.CodeUnderscore).when(inSLD),
	"e_rfc_dnsname_underscore_in_sld":            codes(cert.CodeUnderscore).when(inSLD),
	"w_dnsname_underscore_in_trd":                codes(cert.CodeUnderscore).when(inTRD),
	"w_rfc_dnsname_underscore_in_trd":            codes(cert.CodeUnderscore).when(inTRD),
	"e_subject_common_name_not_exactly_from_san": codes(cert.CodeCommonNameNotInSAN, cert.CodeCommonNameNotCopy),
}

// checker is package cert's, with the public suffix list of
// golang.org/x/net/publicsuffix, as a CA would give it.
var checker = &cert.Checker{PublicSuffix: func(name string) bool {
	s, _ := publicsuffix.PublicSuffix(name)
	return s == name
}}

// inSLD: the problem's label is the one left of the public suffix, the
// "second-level domain" of zlint's lints; inTRD: a label further left.
func inSLD(p found) bool { return labelLevel(p) == 0 }
func inTRD(p found) bool { return labelLevel(p) > 0 }

// labelLevel counts the labels between p.Label and the public suffix of
// p.Name: 0 for the label just left of it; -1 when p has no label.
func labelLevel(p found) int {
	labels := strings.Split(p.Name, ".")
	suffix, _ := publicsuffix.PublicSuffix(p.Name)
	sld := len(labels) - strings.Count(suffix, ".") - 2
	if p.Label < 0 || p.Label > sld {
		return -1
	}
	return sld - p.Label
}

// corpus are the names of the generated certificates: each is the only
// dNSName and the common name of one certificate, except where cn says.
var corpus = []struct{ san, cn string }{
	{"xn--bcher-kva.example.com", ""},
	{"*.xn--bcher-kva.example.com", ""},
	{"bücher.example.com", ""},
	{"xn--BCHER-kva.example.com", ""},
	{"XN--bcher-kva.example.com", ""},
	{"xn--zz.example.com", ""},
	{"XN--zz.example.com", ""},
	{"xn--ls8h.example.com", ""},
	{"xn--u-ccb.example.com", ""},
	{"ab--cd.example.com", ""},
	{"_acme.example.com", ""},
	{"www.a_b.com", ""},
	{"a\x00b.example.com", ""},
	{"a b.example.com", ""},
	{"-a.example.com", ""},
	{"a-.example.com", ""},
	{"-a.com", ""},
	{"www.a-.co.uk", ""},
	{"example.com.", ""},
	{"www._a.co.uk", ""},
	{"a..example.com", ""},
	{".example.com", ""},
	{strings.Repeat("a", 64) + ".example.com", ""},
	{strings.Repeat("a.", 123) + "example.com", ""},
	{"www.*.example.com", ""},
	{"f*.example.com", ""},
	{"xn--*.example.com", ""},
	{"*bcher.example.com", ""},
	{"*.com", ""},
	{"*.co.uk", ""},
	{"*", ""},
	{"xn--bcher-kva.example.com", "bücher.example.com"},
	{"xn--bcher-kva.example.com", "XN--BCHER-KVA.example.com"},
	{"www.example.com", "other.example.com"},
}

// known are the written-down differences (docs/certificates.md, "xn and
// zlint"): by lint and name, why the two disagree.
var known = map[string]string{
	`e_international_dns_name_not_unicode "xn--*.example.com"/""`: "both refuse the name: zlint because '*' is no Punycode, xn because the label is a partial wildcard (PARTIAL_WILDCARD), which it reports instead of decoding the label",
	`e_dnsname_bad_character_in_label "example.com."/""`:          "zlint's pattern for this lint admits an empty last label; its e_dnsname_empty_label, like xn's A4_2, refuses the trailing dot",
	`e_san_wildcard_not_first "*bcher.example.com"/""`:            "zlint's lint only asks that '*' be the first character of its label; its e_dnsname_left_label_wildcard_correct, like xn's PARTIAL_WILDCARD, refuses '*' beside other characters",
}

// xnProblems returns the problems package cert finds in the certificate
// der (Checker.CertificateDER, which reads the names itself where Go's
// x509 refuses a dNSName that is not ASCII).
func xnProblems(t *testing.T, der []byte) []found {
	t.Helper()
	fs, err := checker.CertificateDER(der)
	if err != nil {
		t.Fatal(err)
	}
	var probs []found
	for _, f := range fs {
		for _, p := range f.Problems {
			probs = append(probs, found{f, p})
		}
	}
	return probs
}

func TestAgainstZlint(t *testing.T) {
	names := make([]string, 0, len(lints))
	for n := range lints {
		names = append(names, n)
	}
	sort.Strings(names)
	registry, err := lint.GlobalRegistry().Filter(lint.FilterOptions{IncludeNames: names})
	if err != nil {
		t.Fatal(err)
	}
	if got := len(registry.Names()); got != len(names) {
		t.Fatalf("zlint has %d of the %d lints of lints: %v", got, len(names), registry.Names())
	}
	seen := map[string]bool{}
	applied := map[string]int{} // certificates each lint applied to
	for _, c := range corpus {
		cn := c.cn
		if cn == "" {
			cn = c.san
		}
		der, err := certtest.Certificate(cn, c.san)
		if err != nil {
			t.Fatal(err)
		}
		zc, err := x509.ParseCertificate(der)
		if err != nil {
			t.Errorf("%q: zcrypto: %v", c.san, err)
			continue
		}
		results := zlint.LintCertificateEx(zc, registry).Results
		probs := xnProblems(t, der)
		for _, name := range names {
			r := results[name]
			if r == nil || r.Status == lint.NA || r.Status == lint.NE {
				continue
			}
			applied[name]++
			zl := r.Status == lint.Error || r.Status == lint.Warn || r.Status == lint.Notice || r.Status == lint.Fatal
			xn := slices.ContainsFunc(probs, lints[name].covers)
			key := name + " " + fmt.Sprintf("%+q/%+q", c.san, c.cn)
			if zl == xn {
				continue
			}
			if why, ok := known[key]; ok {
				seen[key] = true
				t.Logf("%s: zlint %v, xn %v: %s", key, zl, xn, why)
				continue
			}
			t.Errorf("%s: zlint %s, xn %v", key, r.Status, probs)
		}
	}
	for _, name := range names {
		if applied[name] == 0 {
			t.Errorf("%s applied to none of the certificates", name)
		}
	}
	for key := range known {
		if !seen[key] {
			t.Errorf("known difference %s did not occur", key)
		}
	}
}
