package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/certtest"
)

// pemFile writes the PEM blocks to a file of the test's directory.
func pemFile(t *testing.T, name string, blocks ...[]byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(strings.Join(func() []string {
		var s []string
		for _, b := range blocks {
			s = append(s, string(b))
		}
		return s
	}(), "")), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func certPEM(t *testing.T, cn string, sans ...string) []byte {
	t.Helper()
	der, err := certtest.Certificate(cn, sans...)
	if err != nil {
		t.Fatal(err)
	}
	return certtest.PEM("CERTIFICATE", der)
}

func csrPEM(t *testing.T, cn string, sans ...string) []byte {
	t.Helper()
	der, err := certtest.Request(cn, sans...)
	if err != nil {
		t.Fatal(err)
	}
	return certtest.PEM("CERTIFICATE REQUEST", der)
}

// TestCertCheck runs xn cert check over a chain, a request and a
// certificate Go cannot parse, in each format.
func TestCertCheck(t *testing.T) {
	good := pemFile(t, "good.pem", certPEM(t, "xn--bcher-kva.example", "xn--bcher-kva.example", "*.xn--bcher-kva.example"))
	chain := pemFile(t, "chain.pem", certPEM(t, "", "xn--BCHER-kva.example"), []byte("-----BEGIN PRIVATE KEY-----\nAA==\n-----END PRIVATE KEY-----\n"),
		certPEM(t, "bücher.example", "xn--bcher-kva.example"))
	csr := pemFile(t, "req.pem", csrPEM(t, "", "f*.example.com", "_acme.example"))
	ulabel := pemFile(t, "ulabel.pem", certPEM(t, "", "bücher.example"))
	empty := pemFile(t, "empty.pem", []byte("no PEM here\n"))
	broken := pemFile(t, "broken.pem", certtest.PEM("CERTIFICATE", []byte("not DER")))

	cases := []struct {
		args   []string
		code   int
		stdout []string // lines, in order
	}{
		{[]string{"cert", "check", good}, 0, []string{
			good + "[1] SAN xn--bcher-kva.example: ok",
			good + "[1] SAN *.xn--bcher-kva.example: ok",
			good + "[1] CN xn--bcher-kva.example: ok",
		}},
		{[]string{"cert", "check", chain}, 1, []string{
			chain + "[1] SAN xn--BCHER-kva.example: ALABEL: The xn-- part 'xn--BCHER-kva' has capital letters; write it in lower case, 'xn--bcher-kva'",
			chain + "[2] SAN xn--bcher-kva.example: ok",
			chain + "[2] CN bücher.example: ALABEL: The part 'bücher' is written in Unicode, and a certificate needs its xn-- form; write 'xn--bcher-kva' instead; CN_NOT_COPY: The common name 'bücher.example' must be written exactly as the alternative name 'xn--bcher-kva.example'; copy it from there",
		}},
		{[]string{"cert", "check", "-f", "tsv", csr}, 1, []string{
			csr + "\t1\trequest\tSAN\tf*.example.com\tPARTIAL_WILDCARD",
			csr + "\t1\trequest\tSAN\t_acme.example\tUNDERSCORE",
		}},
		{[]string{"cert", "check", "--lang", "de", chain}, 1, []string{
			chain + "[1] SAN xn--BCHER-kva.example: ALABEL: Der xn--Teil „xn--BCHER-kva“ enthält Großbuchstaben; schreiben Sie ihn in Kleinbuchstaben, „xn--bcher-kva“",
		}},
		// Go's x509 refuses the certificate; xn reads its names itself.
		{[]string{"cert", "check", ulabel}, 1, []string{ulabel + "[1] SAN bücher.example: ALABEL: The part 'bücher' is written in Unicode, and a certificate needs its xn-- form; write 'xn--bcher-kva' instead"}},
		{[]string{"cert", "check", broken}, 1, []string{broken + "[1]: PARSE: x509: malformed certificate"}},
		{[]string{"cert", "check", empty}, 2, nil},
		{[]string{"cert", "check", filepath.Join(t.TempDir(), "missing.pem")}, 2, nil},
		{[]string{"cert", "check"}, 2, nil},
	}
	for _, c := range cases {
		r := xn(t, "", c.args...)
		if r.code != c.code {
			t.Errorf("xn %q: exit %d, want %d\n%v", c.args, r.code, c.code, r)
		}
		lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
		for i, want := range c.stdout {
			if i >= len(lines) || lines[i] != want {
				t.Errorf("xn %q: line %d\n%v\nwant %q", c.args, i+1, r, want)
				break
			}
		}
	}
}

// TestCertCheckJSON checks the fields of the JSON records.
func TestCertCheckJSON(t *testing.T) {
	f := pemFile(t, "c.pem", certPEM(t, "other.example", "xn--zz.example"))
	r := xn(t, "", "cert", "check", "-f", "json", f)
	var recs []certJSON
	for _, line := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		var rec certJSON
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		recs = append(recs, rec)
	}
	if r.code != 1 || len(recs) != 2 {
		t.Fatalf("%v", r)
	}
	san, cn := recs[0], recs[1]
	if san.Field != "SAN" || san.OK || len(san.Problems) != 1 {
		t.Fatalf("SAN record %+v", san)
	}
	// The one JSON shape of a problem, with the section of the standard;
	// the label is marked in the name (UTF-16 code units 0 to 6).
	p := san.Problems[0]
	if p.Code != "P4" || p.Label != 0 || p.Offset != 0 || p.CodePoint != nil || !strings.Contains(p.Section, "RFC 9549") ||
		p.Message == "" || !strings.HasPrefix(p.Text, "The part 'xn--zz' begins with xn--") || len(p.Codes) != 1 || p.Start != 0 || p.End != 6 {
		t.Errorf("SAN problem %+v", p)
	}
	if cn.Field != "CN" || cn.Kind != "certificate" || cn.Block != 1 || len(cn.Problems) != 1 || cn.Problems[0].Code != "CN_NOT_IN_SAN" {
		t.Errorf("CN record %+v", cn)
	}
}

// TestCertMatch checks the exit status and output of xn cert match.
func TestCertMatch(t *testing.T) {
	cases := []struct {
		args   []string
		code   int
		stdout string
	}{
		{[]string{"*.xn--bcher-kva.de", "www.bücher.de"}, 0, "'*.xn--bcher-kva.de' covers 'www.bücher.de'\n"},
		{[]string{"*.bücher.de", "www.xn--bcher-kva.de"}, 0, "'*.bücher.de' covers 'www.xn--bcher-kva.de'\n"},
		{[]string{"*.bücher.de", "a.www.bücher.de"}, 1, "'*.bücher.de' does not cover 'a.www.bücher.de'\n"},
		{[]string{"xn--*.de", "xn--bcher-kva.de"}, 1, "'xn--*.de' does not cover 'xn--bcher-kva.de': PARTIAL_WILDCARD: The part 'xn--*' has a '*' together with other characters; a wildcard must be the whole first part, as in *.example.com\n"},
		{[]string{"-f", "json", "*.com", "a.com"}, 1, `{"pattern":"*.com","host":"a.com","covered":false,"code":"WILDCARD_SUFFIX","message":"The wildcard of '*.com' covers every name under 'com', where anyone can register a name; name a domain of your own after the '*.'"}` + "\n"},
		{[]string{"a.example"}, 2, ""},
		{[]string{"a", "b", "c"}, 2, ""},
	}
	for _, c := range cases {
		r := xn(t, "", append([]string{"cert", "match"}, c.args...)...)
		if r.code != c.code || r.stdout != c.stdout {
			t.Errorf("xn cert match %q: %v\nwant exit %d, stdout %q", c.args, r, c.code, c.stdout)
		}
	}
}
