package dnsname_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoMiekgBelowZone: only package zone links github.com/miekg/dns;
// the packages that convert names, find zones, resolve or convert
// dnsmessage records do not.
func TestNoMiekgBelowZone(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/xn-go/xn/dnsname", "github.com/xn-go/xn/dnsrecord", "github.com/xn-go/xn/resolve", "github.com/xn-go/xn/idna").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if strings.HasPrefix(pkg, "github.com/miekg/") || pkg == "github.com/xn-go/xn/zone" {
			t.Errorf("%s is linked by a program that only converts names", pkg)
		}
	}
	if !strings.Contains(string(out), "github.com/xn-go/xn/dnsname") {
		t.Errorf("go list -deps gave no dnsname:\n%s", out)
	}
}
