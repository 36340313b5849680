package cert

import (
	"crypto/x509"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/certtest"
)

// nameCases give each name as written in a certificate and the codes of
// its problems, in order.
var nameCases = []struct {
	name  string
	codes []Code
}{
	{"xn--bcher-kva.example", nil},
	{"*.xn--bcher-kva.example", nil},
	{"www.example.com", nil},
	{"WWW.Example.COM", nil}, // ASCII case is not a problem of an NR-LDH label
	{"bücher.example", []Code{ULabel}},
	{"*.bücher.example", []Code{ULabel}},
	{"xn--BCHER-kva.example", []Code{UppercaseALabel}},
	{"XN--bcher-kva.example", []Code{UppercaseALabel}},
	{"xn--zz.example", []Code{FakeALabel}},
	{"xn--abc-.example", []Code{HyphenEnd, FakeALabel}}, // decodes to "abc": no U-label
	{"xn--ls8h.example", []Code{InvalidALabel}},         // 💩: IDNA2008 DISALLOWED
	{"xn--u-ccb.example", []Code{InvalidALabel}},        // "u" and a combining diaeresis: not NFC, so no U-label (RFC 5891 §5.4)
	{"ab--cd.example", []Code{ReservedLDH}},
	{"_acme.example", []Code{Underscore}},
	{"a_b_c.example", []Code{Underscore}},
	{"a\x00b.example", []Code{Character}},
	{"a b.example", []Code{Character}},
	{"a@b.example", []Code{Character}},
	{"-a.example", []Code{HyphenEnd}},
	{"a-.example", []Code{HyphenEnd}},
	{"a..example", []Code{EmptyLabel}},
	{".example", []Code{EmptyLabel}},
	{"example.com.", []Code{EmptyLabel}},
	{"", []Code{EmptyName}},
	{"\xff.example", []Code{InvalidUTF8}},
	{strings.Repeat("a", 64) + ".example", []Code{LabelLength}},
	{strings.Repeat("a.", 127) + "example", []Code{NameLength}},
	{"www.*.example.com", []Code{WildcardPosition}},
	{"f*.example.com", []Code{PartialWildcard}},
	{"xn--*.example.com", []Code{PartialWildcard}},
	{"*bcher.example.com", []Code{PartialWildcard}},
	{"*.com", []Code{WildcardSuffix}},
	{"*", []Code{WildcardSuffix}},
	{"☃.example", []Code{Refused}},
	{strings.Repeat("ü", 60) + ".example", []Code{ULabel, LabelLength}},
}

func TestName(t *testing.T) {
	for _, c := range nameCases {
		var got []Code
		for _, p := range (&Checker{}).Name(c.name) {
			got = append(got, p.Code)
			if len(p.Sentences()) == 0 || p.Sentences()[0].Sentence() == "" {
				t.Errorf("%q: %s has no sentence", c.name, p.Code)
			}
		}
		if !slices.Equal(got, c.codes) {
			t.Errorf("Name(%q) = %v, want %v", c.name, got, c.codes)
		}
	}
}

// TestProblemDetails checks the label and the form to write instead of
// the problems that name one.
func TestProblemDetails(t *testing.T) {
	cases := []struct {
		name, label, want, sentence string
	}{
		{"www.bücher.example", "bücher", "xn--bcher-kva", "The part 'bücher' is written in Unicode, and a certificate needs its xn-- form; write 'xn--bcher-kva' instead"},
		{"xn--BCHER-kva.example", "xn--BCHER-kva", "xn--bcher-kva", "The xn-- part 'xn--BCHER-kva' has capital letters; write it in lower case, 'xn--bcher-kva'"},
		{"xn--ls8h.example", "xn--ls8h", "💩", "The part 'xn--ls8h' is the xn-- form of '💩', which IDNA2008 does not allow in a name; use another name"},
		{"a\x00b.example", "a\x00b", "", "The part 'ab' has an invisible character"},
	}
	for _, c := range cases {
		ps := (&Checker{}).Name(c.name)
		if len(ps) != 1 {
			t.Fatalf("Name(%q) = %v, want one problem", c.name, ps)
		}
		p := ps[0]
		if p.Label != c.label || p.Want != c.want || p.Name != c.name {
			t.Errorf("Name(%q): label %q want %q name %q; want label %q want %q", c.name, p.Label, p.Want, p.Name, c.label, c.want)
		}
		if s := p.Sentences()[0].Sentence(); !strings.HasPrefix(s, c.sentence) {
			t.Errorf("Name(%q): sentence %q, want it to begin %q", c.name, s, c.sentence)
		}
	}
}

// TestCheckerPublicSuffix: the caller's list decides which wildcards are
// over a public suffix.
func TestCheckerPublicSuffix(t *testing.T) {
	c := &Checker{PublicSuffix: func(n string) bool { return n == "co.uk" }}
	for name, want := range map[string]bool{"*.co.uk": true, "*.example.co.uk": false, "*.uk": true, "*.com": true} {
		ps := c.Name(name)
		got := len(ps) == 1 && ps[0].Code == WildcardSuffix
		if got != want || !want && len(ps) != 0 {
			t.Errorf("Name(%q) = %v, want WildcardSuffix %v", name, ps, want)
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
			var got []Code
			for _, p := range f.Problems {
				got = append(got, p.Code)
				if p.Field != f.Field {
					t.Errorf("%q: problem field %q in finding %q", c.name, p.Field, f.Field)
				}
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
		codes []Code
	}{
		{"xn--bcher-kva.example", []string{"xn--bcher-kva.example"}, nil},
		{"bücher.example", []string{"xn--bcher-kva.example"}, []Code{ULabel, CommonNameNotCopy}},
		{"XN--BCHER-KVA.example", []string{"xn--bcher-kva.example"}, []Code{UppercaseALabel, CommonNameNotCopy}},
		{"Www.Example.com", []string{"www.example.com"}, []Code{CommonNameNotCopy}},
		{"other.example", []string{"xn--bcher-kva.example"}, []Code{CommonNameNotInSAN}},
		{"other.example", nil, []Code{CommonNameNotInSAN}},
		{"*.xn--bcher-kva.example", []string{"*.xn--bcher-kva.example", "xn--bcher-kva.example"}, nil},
	}
	for _, c := range cases {
		fs := (&Checker{}).Certificate(newCert(t, c.cn, c.sans...))
		cn := fs[len(fs)-1]
		var got []Code
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
	want := []string{"SAN PARTIAL_WILDCARD", "CN ULABEL", "CN CN_NOT_COPY"}
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

// TestDocsSections: docs/certificates.md has a row for every code, ending
// with the section Code.Section gives.
func TestDocsSections(t *testing.T) {
	doc, err := os.ReadFile("../docs/certificates.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range codes() {
		if c.Section() == "" {
			t.Errorf("%s has no section", c)
		}
		row := regexp.MustCompile("(?m)^\\| `" + string(c) + "` \\|.*\\| (.*) \\|$").FindStringSubmatch(string(doc))
		if row == nil || row[1] != c.Section() {
			t.Errorf("docs/certificates.md: the row of %s is %q, want it to end with %q", c, row, c.Section())
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
			got = append(got, f.Field+" "+f.Name+" "+string(p.Code)+" "+p.Want)
		}
	}
	want := []string{"SAN bücher.example ULABEL xn--bcher-kva", "CN bücher.example ULABEL xn--bcher-kva"}
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
	if err != nil || len(fs) != 1 || len(fs[0].Problems) != 1 || fs[0].Problems[0].Code != ULabel {
		t.Errorf("RequestDER: %+v, %v", fs, err)
	}
	if _, err := x509.ParseCertificateRequest(csr); err == nil {
		t.Error("x509.ParseCertificateRequest accepts a dNSName with a U-label")
	}
}
