package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/dns/dnsmessage"
	"golang.org/x/text/language"

	"github.com/xn-go/xn/resolve"
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
	return resolvetest.Start(t, records)
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
			"xn resolve: The name bücher.example has no TXT record\n"},
		{[]string{"_dmarc.bücher.example", "TXT"}, 0,
			"_dmarc.bücher.example. (_dmarc.xn--bcher-kva.example.)\n  TXT    v=DMARC1; p=none\n", ""},
		{[]string{"www.bücher.example", "CNAME"}, 0,
			"www.bücher.example. (www.xn--bcher-kva.example.)\n  CNAME  münchen.example. (xn--mnchen-3ya.example.)\n", ""},
		{[]string{"192.0.2.1", "PTR"}, 0, "192.0.2.1\n  PTR    bücher.example. (xn--bcher-kva.example.)\n", ""},
		{[]string{"bücher.example", "CNAME"}, 1, "bücher.example. (xn--bcher-kva.example.)\n",
			"xn resolve: The name bücher.example has no CNAME record\n"}, // net gives the name itself
		{[]string{"köln.example", "A"}, 1, "köln.example. (xn--kln-sna.example.)\n", "xn resolve: The name köln.example does not exist\n"},
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
	if code != 2 || !strings.Contains(errOut.String(), "The A records of bücher.example could not be looked up: lookup xn--bcher-kva.example. on "+addr+": ") {
		t.Errorf("xn resolve with no server: exit %d, %q; want 2", code, errOut.String())
	}
}

// hostileServer serves answers a hostile or broken server gives: TXT data
// that would drive a terminal, and CNAMEs to names that IDNA refuses.
func hostileServer(t *testing.T) *resolvetest.Server {
	t.Helper()
	records, err := resolvetest.ParseZone(strings.NewReader(`$ORIGIN example.
punycode  IN CNAME xn--zz.example.
bidi      IN CNAME xn--a-zmcl5hc.example.
nfc       IN CNAME xn--u-ccb.example.
hyphen    IN CNAME ab--cd.example.
joiner    IN CNAME xn--a-tgn.example.
`))
	if err != nil {
		t.Fatal(err)
	}
	records = append(records, dnsmessage.Resource{
		Header: dnsmessage.ResourceHeader{Name: dnsmessage.MustNewName("evil.example."), Class: dnsmessage.ClassINET, TTL: 60},
		Body:   &dnsmessage.TXTResource{TXT: []string{"v=1 \x1b]0;owned\x07\r  A      203.0.113.66 \u202eexample"}},
	})
	return resolvetest.Start(t, records)
}

// TestResolveEscapesAnswers is issue 41's item 2: TXT data holding ESC,
// BEL, CR and U+202E prints escaped in text, so that no byte of it drives
// the terminal or starts a line; JSON escapes the controls itself.
func TestResolveEscapesAnswers(t *testing.T) {
	s := hostileServer(t)
	stdout, stderr, code := runResolveTest(s, "evil.example", "TXT")
	want := "evil.example.\n  TXT    v=1 \\x1b]0;owned\\x07\\x0d  A      203.0.113.66 \\u202eexample\n"
	if code != 0 || stdout != want || stderr != "" {
		t.Errorf("xn resolve evil.example TXT: exit %d\n%q\n%q\nwant\n%q", code, stdout, stderr, want)
	}
	if strings.ContainsAny(stdout, "\x1b\x07\r\u202e") {
		t.Errorf("the text output holds a raw control character: %q", stdout)
	}
	stdout, _, _ = runResolveTest(s, "-f", "json", "evil.example", "TXT")
	var got resolveResult
	if err := json.Unmarshal([]byte(stdout), &got); err != nil || len(got.Answers) != 1 ||
		got.Answers[0].Data != "v=1 \x1b]0;owned\x07\r  A      203.0.113.66 \u202eexample" || strings.ContainsAny(stdout, "\x1b\x07\r") {
		t.Errorf("xn resolve -f json evil.example TXT: %v\n%q", err, stdout)
	}
}

// TestResolveInvalidNames is issue 41's item 3: a name in an answer that
// IDNA refuses is marked as not a valid IDN, with the reason, in text and
// JSON (xn resolve writes no TSV), in English and German.
func TestResolveInvalidNames(t *testing.T) {
	s := hostileServer(t)
	for _, tt := range []struct {
		owner, target, code string
	}{
		{"punycode", "xn--zz.example.", "P4"},
		{"bidi", "xn--a-zmcl5hc.example.", "B5"},
		{"nfc", "xn--u-ccb.example.", "V1"},
		{"hyphen", "ab--cd.example.", "V2"},
		{"joiner", "xn--a-tgn.example.", "C2"},
	} {
		name := tt.owner + ".example"
		for _, lang := range []struct{ tag, words string }{{"en", "not a valid IDN"}, {"de", "kein gültiger internationalisierter Domainname"}} {
			stdout, _, code := runResolveTest(s, "--lang", lang.tag, name, "CNAME")
			want := "  CNAME  " + tt.target + " [" + lang.words + ": " + tt.code
			if code != 0 || !strings.Contains(stdout, want) {
				t.Errorf("xn resolve --lang %s %s CNAME: exit %d\n%s\nwant a line beginning %q", lang.tag, name, code, stdout, want)
			}
		}
		stdout, _, _ := runResolveTest(s, "-f", "json", name, "CNAME")
		var got resolveResult
		if err := json.Unmarshal([]byte(stdout), &got); err != nil || len(got.Answers) != 1 || got.Answers[0].Name == nil {
			t.Fatalf("xn resolve -f json %s CNAME: %v\n%s", name, err, stdout)
		}
		n := got.Answers[0].Name
		if n.DNS != tt.target || n.Valid || n.Display != "" || len(n.Problems) == 0 ||
			!slices.Contains(n.Problems[0].Codes, tt.code) || n.Problems[0].Text == "" {
			t.Errorf("xn resolve -f json %s CNAME: the name is %+v; want it not valid, display \"\", a problem with %s", name, n, tt.code)
		}
	}
	// A valid name says so.
	stdout, _, _ := runResolveTest(zoneServer(t), "-f", "json", "www.bücher.example", "CNAME")
	if !strings.Contains(stdout, `"display":"unicode","valid":true,"reasons":[],"problems":[]`) {
		t.Errorf("xn resolve -f json www.bücher.example CNAME:\n%s", stdout)
	}
}

// TestResolveMisses is issue 40's item 14: a name that does not exist is
// said once, a type it lacks as such, REFUSED as a refusal; in English and
// German. The system's resolver, which cannot tell the first two apart,
// says what it knows once.
func TestResolveMisses(t *testing.T) {
	s := zoneServer(t)
	s.Refuse("xn--mnchen-3ya.example.")
	for _, tt := range []struct {
		args   []string
		code   int
		stderr string
		reason string // of the first miss in JSON
	}{
		{[]string{"köln.example", "A", "AAAA", "TXT"}, 1, "xn resolve: The name köln.example does not exist\n", "not_exist"},
		{[]string{"bücher.example", "A", "TXT", "NS"}, 0,
			"xn resolve: The name bücher.example has no TXT record\nxn resolve: The name bücher.example has no NS record\n", "no_record"},
		{[]string{"münchen.example", "A"}, 2, "xn resolve: The server refused the query for the A records of münchen.example\n", "refused"},
		{[]string{"--lang", "de", "köln.example", "A", "TXT"}, 1, "xn resolve: Der Domainname köln.example existiert nicht\n", "not_exist"},
		{[]string{"--lang", "de", "bücher.example", "TXT"}, 1, "xn resolve: Der Domainname bücher.example hat keinen TXT-Eintrag\n", "no_record"},
		{[]string{"--lang", "de", "münchen.example", "TXT"}, 2,
			"xn resolve: Der Server hat die Anfrage nach den TXT-Einträgen von münchen.example abgelehnt\n", "refused"},
	} {
		_, stderr, code := runResolveTest(s, tt.args...)
		if code != tt.code || stderr != tt.stderr {
			t.Errorf("xn resolve %q: exit %d, %q; want %d, %q", tt.args, code, stderr, tt.code, tt.stderr)
		}
		stdout, _, _ := runResolveTest(s, append([]string{"-f", "json"}, tt.args...)...)
		var got resolveResult
		if err := json.Unmarshal([]byte(stdout), &got); err != nil || len(got.Missing) == 0 || got.Missing[0].Reason != tt.reason {
			t.Errorf("xn resolve -f json %q: %v\n%s\nwant the reason %q", tt.args, err, stdout, tt.reason)
		}
	}

	// The system's resolver: a Go resolver whose queries go to s.
	system := &resolve.Resolver{Resolver: s.Resolver()}
	for _, tt := range []struct {
		name   string
		types  []string
		errors []string
	}{
		{"köln.example", []string{"A", "AAAA"}, []string{"The name köln.example does not exist or has none of the records asked for (A and AAAA)", ""}},
		{"bücher.example", []string{"A", "TXT"}, []string{"The name bücher.example has no TXT record"}},
	} {
		res, _ := resolveAll(context.Background(), language.English, system, tt.name, tt.types)
		var got []string
		for _, m := range res.Missing {
			got = append(got, m.Error)
		}
		if !slices.Equal(got, tt.errors) {
			t.Errorf("xn resolve %s %v, the system's resolver: %q, want %q", tt.name, tt.types, got, tt.errors)
		}
	}
}

// TestResolveAsksServer is issue 40's item 6 for xn resolve --server: the
// names of 127.0.0.1 and a single-label name are asked of the server,
// which does not know them, instead of answered from /etc/hosts.
func TestResolveAsksServer(t *testing.T) {
	s := zoneServer(t)
	for _, tt := range []struct {
		args      []string
		stderr    string
		questions string
	}{
		{[]string{"127.0.0.1", "PTR"}, "xn resolve: The name 1.0.0.127.in-addr.arpa. does not exist\n", "1.0.0.127.in-addr.arpa. PTR"},
		{[]string{"localhost"}, "xn resolve: The name localhost does not exist\n", "localhost. A|localhost. AAAA"}, // one question per type
	} {
		s.Reset()
		_, stderr, code := runResolveTest(s, tt.args...)
		if code != 1 || stderr != tt.stderr || serverQuestions(s) != tt.questions {
			t.Errorf("xn resolve --server %s %q: exit %d, %q, the server saw %q; want exit 1, %q, %q",
				s.Addr, tt.args, code, stderr, serverQuestions(s), tt.stderr, tt.questions)
		}
	}
}
