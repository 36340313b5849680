package cert

import (
	"crypto/x509"
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/certtest"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/rule"
)

// nameCases give each name as written in a certificate and the codes of
// its problems, in order.
var nameCases = []struct {
	name  string
	codes []rule.Code
}{
	{"xn--bcher-kva.example", nil},
	{"*.xn--bcher-kva.example", nil},
	{"www.example.com", nil},
	{"WWW.Example.COM", nil}, // ASCII case is not a problem of an NR-LDH label
	{"bücher.example", []rule.Code{rule.ALABEL}},
	{"*.bücher.example", []rule.Code{rule.ALABEL}},
	{"xn--BCHER-kva.example", []rule.Code{rule.ALABEL}},
	{"XN--bcher-kva.example", []rule.Code{rule.ALABEL}},
	{"xn--zz.example", []rule.Code{rule.P4}},
	{"xn--abc-.example", []rule.Code{rule.V3, rule.P4}},   // decodes to "abc": no U-label
	{"xn--ls8h.example", []rule.Code{CodeInvalidALabel}},  // 💩: IDNA2008 DISALLOWED
	{"xn--u-ccb.example", []rule.Code{CodeInvalidALabel}}, // "u" and a combining diaeresis: not NFC, so no U-label (RFC 5891 §5.4)
	{"ab--cd.example", []rule.Code{rule.V2}},
	{"_acme.example", []rule.Code{CodeUnderscore}},
	{"a_b_c.example", []rule.Code{CodeUnderscore}},
	{"a\x00b.example", []rule.Code{rule.STD3_LDH}},
	{"a b.example", []rule.Code{rule.STD3_LDH}},
	{"a@b.example", []rule.Code{rule.STD3_LDH}},
	{"-a.example", []rule.Code{rule.V3}},
	{"a-.example", []rule.Code{rule.V3}},
	{"a..example", []rule.Code{rule.A4_2}},
	{".example", []rule.Code{rule.A4_2}},
	{"example.com.", []rule.Code{rule.A4_2}},
	{"", []rule.Code{rule.EMPTY}},
	{"\xff.example", []rule.Code{rule.UTF8}},
	{strings.Repeat("a", 64) + ".example", []rule.Code{rule.A4_2}},
	{strings.Repeat("a.", 127) + "example", []rule.Code{rule.A4_1}},
	{"www.*.example.com", []rule.Code{CodeWildcardPosition}},
	{"f*.example.com", []rule.Code{CodePartialWildcard}},
	{"xn--*.example.com", []rule.Code{CodePartialWildcard}},
	{"*bcher.example.com", []rule.Code{CodePartialWildcard}},
	{"*.com", []rule.Code{CodeWildcardSuffix}},
	{"*", []rule.Code{CodeWildcardSuffix}},
	{"☃.example", refusalCodes("☃")},
	{strings.Repeat("ü", 60) + ".example", []rule.Code{rule.ALABEL, rule.A4_2}},
}

// refusalCodes returns the codes of the problems package idna's
// IDNA2008Lookup, which cert defers to, finds in s; it panics when it
// finds none.
func refusalCodes(s string) []rule.Code {
	_, err := idna.IDNA2008Lookup.ToASCII(s)
	var e *idna.Error
	if !errors.As(err, &e) {
		panic(fmt.Sprintf("IDNA2008 accepts %q: %v", s, err))
	}
	var codes []rule.Code
	for _, p := range e.Problems {
		codes = append(codes, p.Code)
	}
	return codes
}

func TestName(t *testing.T) {
	for _, c := range nameCases {
		var got []rule.Code
		for _, p := range (&Checker{}).Name(c.name) {
			got = append(got, p.Code)
			if p.Text(msg.Message.Sentence) == "" && !p.Said || p.Detail == "" {
				t.Errorf("%q: %s has no sentence or no detail", c.name, p.Code)
			}
		}
		if !slices.Equal(got, c.codes) {
			t.Errorf("Name(%q) = %v, want %v", c.name, got, c.codes)
		}
	}
}

// TestProblemDetails checks the place of the problems in the name (label
// index, byte offset, character), their sentence, which says the form to
// write instead, and the text for developers.
func TestProblemDetails(t *testing.T) {
	cases := []struct {
		name          string
		label, offset int
		r             rune
		sentence      string
		detail        string // a part of Detail
	}{
		{"www.bücher.example", 1, 4, -1, "The part 'bücher' is written in Unicode, and a certificate needs its xn-- form; write 'xn--bcher-kva' instead", "'xn--bcher-kva'"},
		{"xn--BCHER-kva.example", 0, 0, -1, "The xn-- part 'xn--BCHER-kva' has capital letters; write it in lower case, 'xn--bcher-kva'", "capital"},
		{"xn--ls8h.example", 0, 0, -1, "The part 'xn--ls8h' is the xn-- form of '💩', which IDNA2008 does not allow in a name; use another name",
			"(IDNA2008: " + string(refusalCodes("xn--ls8h")[0])},
		{"a\x00b.example", 0, 1, 0, "The part 'ab' has an invisible character", "invisible"},
		{"a.b-.example", 1, 3, '-', "The part 'b-' begins or ends with a hyphen; remove it", "hyphen"},
		{"-b.example", 0, 0, '-', "The part '-b' begins or ends with a hyphen; remove it", "hyphen"},
		{"x.ab--cd", 1, 4, '-', "The part 'ab--cd' has hyphens in the third and fourth places", "third"},
		{"a.b_c.example", 1, 3, '_', "The part 'b_c' has an underscore", "underscore"},
		{"a.f*.example", 1, 3, '*', "The part 'f*' has a '*' together with other characters", "'*'"},
		{"a.*.example", 1, 2, '*', "The name 'a.*.example' has a '*' after its first part", "'*'"},
		{"a..example", 1, 2, -1, "The name 'a..example' has an empty part", "empty"},
		{"a.☃.example", 1, 2, '☃', "The part '☃'", "label 2 at byte 2"},
	}
	for _, c := range cases {
		ps := (&Checker{}).Name(c.name)
		if len(ps) == 0 {
			t.Fatalf("Name(%q): no problem", c.name)
		}
		p := ps[0]
		if p.Label != c.label || p.Offset != c.offset || p.Rune != c.r {
			t.Errorf("Name(%q): label %d offset %d rune %q; want %d %d %q", c.name, p.Label, p.Offset, p.Rune, c.label, c.offset, c.r)
		}
		if s := p.Message.Sentence(); !strings.HasPrefix(s, c.sentence) {
			t.Errorf("Name(%q): sentence %q, want it to begin %q", c.name, s, c.sentence)
		}
		if !strings.Contains(p.Detail, c.detail) {
			t.Errorf("Name(%q): detail %q, want it to hold %q", c.name, p.Detail, c.detail)
		}
	}
}

// TestCheckerPublicSuffix: the caller's list decides which wildcards are
// over a public suffix.
func TestCheckerPublicSuffix(t *testing.T) {
	c := &Checker{PublicSuffix: func(n string) bool { return n == "co.uk" }}
	for name, want := range map[string]bool{"*.co.uk": true, "*.example.co.uk": false, "*.uk": true, "*.com": true} {
		ps := c.Name(name)
		got := len(ps) == 1 && ps[0].Code == CodeWildcardSuffix
		if got != want || !want && len(ps) != 0 {
			t.Errorf("Name(%q) = %v, want CodeWildcardSuffix %v", name, ps, want)
		}
	}
}

// newCert makes a certificate naming cn and sans, and parses it back as a
// client would.
func newCert(t testing.TB, cn string, sans ...string) *x509.Certificate {
	t.Helper()
	der, err := certtest.Certificate(cn, sans...)
	if err != nil {
		t.Fatalf("Certificate(%q, %q): %v", cn, sans, err)
	}
	crt, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	return crt
}

// TestCertificate generates a certificate for each case of nameCases that
// Go's x509 can write in a dNSName (ASCII only) and checks that Certificate
// finds the same codes in the SAN and, for a CN that copies it, in the CN.
func TestCertificate(t *testing.T) {
	for _, c := range nameCases {
		if !isASCII(c.name) || c.name == "" {
			continue
		}
		crt := newCert(t, c.name, c.name)
		fs := (&Checker{}).Certificate(crt)
		if len(fs) != 2 || fs[0].Field != "SAN" || fs[1].Field != "CN" {
			t.Fatalf("%q: findings %+v", c.name, fs)
		}
		for _, f := range fs {
			var got []rule.Code
			for _, p := range f.Problems {
				got = append(got, p.Code)
			}
			if !slices.Equal(got, c.codes) {
				t.Errorf("%q %s: %v, want %v", c.name, f.Field, got, c.codes)
			}
		}
	}
}

// TestCommonName checks the CN against the SANs (BR 7.1.4.3): a copy, the
// same name written otherwise, a U-label, another name.
func TestCommonName(t *testing.T) {
	cases := []struct {
		cn    string
		sans  []string
		codes []rule.Code
	}{
		{"xn--bcher-kva.example", []string{"xn--bcher-kva.example"}, nil},
		{"bücher.example", []string{"xn--bcher-kva.example"}, []rule.Code{rule.ALABEL, CodeCommonNameNotCopy}},
		{"XN--BCHER-KVA.example", []string{"xn--bcher-kva.example"}, []rule.Code{rule.ALABEL, CodeCommonNameNotCopy}},
		{"Www.Example.com", []string{"www.example.com"}, []rule.Code{CodeCommonNameNotCopy}},
		{"other.example", []string{"xn--bcher-kva.example"}, []rule.Code{CodeCommonNameNotInSAN}},
		{"other.example", nil, []rule.Code{CodeCommonNameNotInSAN}},
		{"*.xn--bcher-kva.example", []string{"*.xn--bcher-kva.example", "xn--bcher-kva.example"}, nil},
	}
	for _, c := range cases {
		fs := (&Checker{}).Certificate(newCert(t, c.cn, c.sans...))
		cn := fs[len(fs)-1]
		var got []rule.Code
		for _, p := range cn.Problems {
			got = append(got, p.Code)
		}
		if cn.Field != "CN" || !slices.Equal(got, c.codes) {
			t.Errorf("CN %q, SANs %q: %s %v, want %v", c.cn, c.sans, cn.Field, got, c.codes)
		}
	}
}

// TestRequest checks a certificate request's names as a certificate's.
func TestRequest(t *testing.T) {
	der, err := certtest.Request("bücher.example", "xn--bcher-kva.example", "f*.example.com")
	if err != nil {
		t.Fatal(err)
	}
	csr, err := x509.ParseCertificateRequest(der)
	if err != nil {
		t.Fatal(err)
	}
	fs := (&Checker{}).Request(csr)
	var got []string
	for _, f := range fs {
		for _, p := range f.Problems {
			got = append(got, f.Field+" "+string(p.Code))
		}
	}
	want := []string{"SAN PARTIAL_WILDCARD", "CN ALABEL", "CN CN_NOT_COPY"}
	if !slices.Equal(got, want) {
		t.Errorf("Request: %v, want %v", got, want)
	}
}

// TestGoRefusesULabelSAN pins what Certificate's documentation says: Go's
// parser refuses a certificate with a U-label in a dNSName, so the check
// of such a name is the CN's, or Name's for names from elsewhere.
func TestGoRefusesULabelSAN(t *testing.T) {
	der, err := certtest.Certificate("", "bücher.example")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := x509.ParseCertificate(der); err == nil {
		t.Error("x509.ParseCertificate accepts a dNSName with a U-label")
	}
}

// TestDocsSections: docs/certificates.md has a row for every code of
// the table of sections, and one for IDNA2008's other codes, ending with
// the section Section gives.
func TestDocsSections(t *testing.T) {
	doc, err := os.ReadFile("../docs/certificates.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{"other codes of package idna": sectionIDNA2008}
	for _, s := range sections {
		if Section(s.code) == "" || Section(s.code) != s.section {
			t.Errorf("Section(%s) = %q, want %q", s.code, Section(s.code), s.section)
		}
		rows["`"+string(s.code)+"`"] = s.section
	}
	if Section(rule.V6) != sectionIDNA2008 {
		t.Errorf("Section(V6) = %q", Section(rule.V6))
	}
	for key, section := range rows {
		row := regexp.MustCompile("(?m)^\\| " + regexp.QuoteMeta(key) + " \\|.*\\| (.*) \\|$").FindStringSubmatch(string(doc))
		if row == nil || row[1] != section {
			t.Errorf("docs/certificates.md: the row of %s is %q, want it to end with %q", key, row, section)
		}
	}
}

// TestCertificateDER: a U-label in a dNSName, which Go's parser refuses,
// is read and reported; a parsable certificate gets Certificate's answer;
// bytes that are no certificate are an error.
func TestCertificateDER(t *testing.T) {
	der, err := certtest.Certificate("bücher.example", "bücher.example", "xn--bcher-kva.example")
	if err != nil {
		t.Fatal(err)
	}
	fs, err := (&Checker{}).CertificateDER(der)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range fs {
		for _, p := range f.Problems {
			got = append(got, f.Field+" "+f.Name+" "+string(p.Code)+" "+p.Message.String())
		}
	}
	ulabel := "the part 'bücher' is written in Unicode, and a certificate needs its xn-- form; write 'xn--bcher-kva' instead"
	want := []string{"SAN bücher.example ALABEL " + ulabel, "CN bücher.example ALABEL " + ulabel}
	if !slices.Equal(got, want) {
		t.Errorf("CertificateDER: %q, want %q", got, want)
	}
	if _, err := (&Checker{}).CertificateDER([]byte("not DER")); err == nil {
		t.Error("CertificateDER(not DER): no error")
	}
	csr, err := certtest.Request("", "bücher.example")
	if err != nil {
		t.Fatal(err)
	}
	fs, err = (&Checker{}).RequestDER(csr)
	if err != nil || len(fs) != 1 || len(fs[0].Problems) != 1 || fs[0].Problems[0].Code != rule.ALABEL {
		t.Errorf("RequestDER: %+v, %v", fs, err)
	}
	if _, err := x509.ParseCertificateRequest(csr); err == nil {
		t.Error("x509.ParseCertificateRequest accepts a dNSName with a U-label")
	}
}
