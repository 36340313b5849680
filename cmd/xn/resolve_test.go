package main

import (
	"bytes"
	"encoding/json"
	"net"
	"os"
	"strings"
	"testing"

	"github.com/xn-go/xn/resolve/resolvetest"
)

// zoneServer starts an in-process DNS server with the zones of package
// resolve's tests.
func zoneServer(t *testing.T) *resolvetest.Server {
	t.Helper()
	var zone bytes.Buffer
	for _, f := range []string{"../../resolve/testdata/example.zone", "../../resolve/testdata/2.0.192.in-addr.arpa.zone"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		zone.Write(b)
	}
	records, err := resolvetest.ParseZone(&zone)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resolvetest.NewServer(records)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func serverQuestions(s *resolvetest.Server) string {
	var q []string
	for _, x := range s.Questions() {
		q = append(q, x.Name.String()+" "+strings.TrimPrefix(x.Type.String(), "Type"))
	}
	return strings.Join(q, "|")
}

// TestResolveDone is issue 32's "done when", with the xn binary: the
// address printed, the exact query names on the wire, and refused names
// that exit 1 and send no packet.
func TestResolveDone(t *testing.T) {
	s := zoneServer(t)
	for _, tt := range []struct {
		args      []string
		code      int
		stdout    string // a line of standard output
		questions string
	}{
		{[]string{"bücher.example", "A"}, 0, "  A      192.0.2.1", "xn--bcher-kva.example. A"},
		{[]string{"_sip._tcp.bücher.example", "SRV"}, 0, "  SRV    10 5 5060 sip.bücher.example. (sip.xn--bcher-kva.example.)", "_sip._tcp.xn--bcher-kva.example. SRV"},
		// An address literal answers itself, as the IPv4 address it is,
		// not in the IPv4-mapped IPv6 form net.Resolver gives for one.
		{[]string{"192.0.2.7", "A"}, 0, "  A      192.0.2.7\n", ""},
		{[]string{"a..b.example"}, 1, "", ""},
		{[]string{"exa mple.example"}, 1, "", ""},
	} {
		s.Reset()
		r := xn(t, "", append([]string{"resolve", "--server", s.Addr}, tt.args...)...)
		if r.code != tt.code || !strings.Contains(r.stdout, tt.stdout) {
			t.Errorf("xn resolve %q: %v; want exit %d and the line %q", tt.args, r, tt.code, tt.stdout)
		}
		if q := serverQuestions(s); q != tt.questions || tt.questions == "" && s.Packets() > 0 {
			t.Errorf("xn resolve %q: the server saw %q (%d packets), want %q", tt.args, q, s.Packets(), tt.questions)
		}
	}
}

// runResolveTest runs runResolve against s.
func runResolveTest(s *resolvetest.Server, args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, getenv: func(string) string { return "" }}
	code = run(append([]string{"resolve", "--server", s.Addr}, args...), e)
	return out.String(), errOut.String(), code
}

func TestResolveText(t *testing.T) {
	s := zoneServer(t)
	for _, tt := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"Bücher.Example"}, 0,
			"bücher.example. (xn--bcher-kva.example.)\n  A      192.0.2.1\n  AAAA   2001:db8::1\n", ""},
		{[]string{"bücher.example", "mx", "TXT"}, 0,
			"bücher.example. (xn--bcher-kva.example.)\n  MX     10 mail.bücher.example. (mail.xn--bcher-kva.example.)\n",
			"xn resolve: bücher.example: no TXT record: no such host\n"},
		{[]string{"_dmarc.bücher.example", "TXT"}, 0,
			"_dmarc.bücher.example. (_dmarc.xn--bcher-kva.example.)\n  TXT    v=DMARC1; p=none\n", ""},
		{[]string{"www.bücher.example", "CNAME"}, 0,
			"www.bücher.example. (www.xn--bcher-kva.example.)\n  CNAME  münchen.example. (xn--mnchen-3ya.example.)\n", ""},
		{[]string{"192.0.2.1", "PTR"}, 0, "192.0.2.1\n  PTR    bücher.example. (xn--bcher-kva.example.)\n", ""},
		{[]string{"bücher.example", "CNAME"}, 1, "bücher.example. (xn--bcher-kva.example.)\n",
			"xn resolve: bücher.example: no CNAME record: no CNAME record\n"}, // net gives the name itself
		{[]string{"köln.example", "A"}, 1, "köln.example. (xn--kln-sna.example.)\n", "xn resolve: köln.example: no A record: no such host\n"},
		{[]string{"a..b.example"}, 1, "", "xn resolve: a..b.example: not sent: The name has two dots in a row; remove one\n"},
		{[]string{"a\x00b.example"}, 1, "", `xn resolve: "a\x00b.example": not sent:`},
	} {
		stdout, stderr, code := runResolveTest(s, tt.args...)
		if code != tt.code || stdout != tt.stdout || !strings.HasPrefix(stderr, tt.stderr) || tt.stderr == "" && stderr != "" {
			t.Errorf("xn resolve %q: exit %d\n%s%s\nwant exit %d\n%s%s", tt.args, code, stdout, stderr, tt.code, tt.stdout, tt.stderr)
		}
	}
	// A name the display policy does not show in Unicode: the A-label form
	// and the reason.
	stdout, _, _ := runResolveTest(s, "shop.bücher.example", "CNAME")
	if !strings.Contains(stdout, "  CNAME  xn--80ak6aa92e.example. [shown in ASCII: whole-script-confusable: ") {
		t.Errorf("xn resolve shop.bücher.example CNAME:\n%s\nwant the A-label form with the reason", stdout)
	}
}

func TestResolveJSON(t *testing.T) {
	s := zoneServer(t)
	stdout, _, code := runResolveTest(s, "shop.bücher.example", "CNAME", "A", "-f", "json")
	var got resolveResult
	if err := json.Unmarshal([]byte(stdout), &got); err != nil || code != 0 || strings.Count(stdout, "\n") != 1 {
		t.Fatalf("xn resolve -f json: exit %d, %v:\n%s", code, err, stdout)
	}
	if got.Input != "shop.bücher.example" || got.Query != "shop.xn--bcher-kva.example." || len(got.Answers) != 2 {
		t.Fatalf("xn resolve -f json: %+v", got)
	}
	cname, a := got.Answers[0], got.Answers[1]
	if cname.Type != "CNAME" || cname.Name.DNS != "xn--80ak6aa92e.example." || cname.Name.Display != "ascii" ||
		len(cname.Name.Reasons) == 0 || cname.Name.Reasons[0].Code != "whole-script-confusable" {
		t.Errorf("the CNAME answer: %+v %+v", cname, cname.Name)
	}
	if a.Type != "A" || a.Data != "192.0.2.66" || a.Name != nil {
		t.Errorf("the A answer: %+v", a)
	}

	// The codes follow the Unicode version (P1 with 15.0.0, U1 with 17.0.0).
	stdout, _, code = runResolveTest(s, "-f", "json", "exa mple.example")
	if code != 1 || !strings.Contains(stdout, `"error":"not sent: The part 'exa mple' has a space; remove it","codes":["`) {
		t.Errorf("xn resolve -f json 'exa mple.example': exit %d\n%s", code, stdout)
	}
}

func TestResolveUsage(t *testing.T) {
	s := zoneServer(t)
	for _, args := range [][]string{{}, {"x", "FOO"}, {"-f", "xml", "x"}, {"bücher.example", "PTR"}, {"--nope", "x"}} {
		_, stderr, code := runResolveTest(s, args...)
		if code != 2 || !strings.Contains(stderr, "for usage.") {
			t.Errorf("xn resolve %q: exit %d, %q; want 2 and the usage hint", args, code, stderr)
		}
	}
	if s.Packets() > 0 {
		t.Errorf("usage errors sent %d packets", s.Packets())
	}
	if stdout, _, code := runResolveTest(s, "--help"); code != 0 || !strings.Contains(stdout, "xn resolve") {
		t.Errorf("xn resolve --help: exit %d, %q", code, stdout)
	}
	// Flags may come after the name and types; after "--", a name that
	// begins with "-" is a name.
	stdout, _, code := runResolveTest(s, "bücher.example", "A", "-f", "json")
	if code != 0 || !strings.HasPrefix(stdout, "{") {
		t.Errorf("xn resolve bücher.example A -f json: exit %d, %q", code, stdout)
	}
	_, stderr, code := runResolveTest(s, "--", "-x.example")
	if code != 1 || !strings.Contains(stderr, "-x.example: not sent") {
		t.Errorf("xn resolve -- -x.example: exit %d, %q", code, stderr)
	}
}

// TestResolveNoServer: a lookup that fails for another reason than "not
// found" (nothing listens on the server's port) exits 2.
func TestResolveNoServer(t *testing.T) {
	c, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := c.LocalAddr().String()
	c.Close()
	var out, errOut bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, getenv: func(string) string { return "" }}
	code := run([]string{"resolve", "--server", addr, "bücher.example", "A"}, e)
	if code != 2 || !strings.Contains(errOut.String(), "no A record") {
		t.Errorf("xn resolve with no server: exit %d, %q; want 2", code, errOut.String())
	}
}
