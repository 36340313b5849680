package cert

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/certtest"
)

// requireOpenSSL, set to 1 (as .ci/run does), makes a missing openssl a
// failure instead of a skip.
const requireOpenSSL = "XN_REQUIRE_OPENSSL"

// opensslDiffers are the cases of matchCases where OpenSSL's
// "x509 -checkhost" (its default flags) and Match disagree, and why:
// docs/certificates.md, "xn and OpenSSL".
var opensslDiffers = map[string]string{
	"baz*.example.net baz1.example.net":   "OpenSSL admits a partial wildcard at the start or end of the label unless told X509_CHECK_FLAG_NO_PARTIAL_WILDCARDS (RFC 6125's MAY); RFC 9525 forbids it",
	"*baz.example.net foobaz.example.net": "the same partial wildcard",
}

// TestOpenSSLCheckHost asks OpenSSL whether a certificate with each
// pattern of matchCases (in its A-label form, as a certificate holds it)
// matches each host (in A-labels: OpenSSL knows no IDNA), and compares
// with Match.
func TestOpenSSLCheckHost(t *testing.T) {
	openssl, err := exec.LookPath("openssl")
	if err != nil {
		if os.Getenv(requireOpenSSL) == "1" {
			t.Fatalf("openssl not found and %s=1: %v", requireOpenSSL, err)
		}
		t.Skipf("openssl not found (Debian's openssl package; %s=1 makes this a failure): %v", requireOpenSSL, err)
	}
	dir := t.TempDir()
	seen := map[string]bool{}
	for i, c := range matchCases {
		pattern, host, ok := asCertificateHolds(c.pattern, c.host)
		if !ok {
			continue
		}
		der, err := certtest.Certificate("", pattern)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, "c"+strings.Repeat("x", i)+".pem")
		if err := os.WriteFile(file, certtest.PEM("CERTIFICATE", der), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(openssl, "x509", "-in", file, "-noout", "-checkhost", host).CombinedOutput()
		if err != nil {
			t.Fatalf("openssl x509 -checkhost %s: %v\n%s", host, err, out)
		}
		ossl := strings.Contains(string(out), " does match certificate")
		if !ossl && !strings.Contains(string(out), " does NOT match certificate") {
			t.Fatalf("openssl x509 -checkhost %s: %s", host, out)
		}
		key := c.pattern + " " + c.host
		if why, ok := opensslDiffers[key]; ok && ossl != c.want {
			seen[key] = true
			t.Logf("%s: OpenSSL %v, xn %v: %s", key, ossl, c.want, why)
			continue
		}
		if ossl != c.want {
			t.Errorf("%s (certificate %q, host %q): OpenSSL %v, xn %v", key, pattern, host, ossl, c.want)
		}
	}
	for key := range opensslDiffers {
		if !seen[key] {
			t.Errorf("the difference %q did not occur", key)
		}
	}
}

// asCertificateHolds returns pattern as a certificate holds it (ASCII,
// converted when it is not) and host in A-labels, for OpenSSL; false when
// either has no such form.
func asCertificateHolds(pattern, host string) (string, string, bool) {
	if !isASCII(pattern) {
		a, err := ToASCII(pattern)
		if err != nil {
			return "", "", false
		}
		pattern = a
	}
	h, err := HostToASCII(host)
	if err != nil || isIP(h) {
		return "", "", false
	}
	return pattern, h, true
}
