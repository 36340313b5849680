package main

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/miekg/dns"

	"github.com/xn-go/xn/dnsname"
	"github.com/xn-go/xn/zone"
)

// requireToolsEnv set to 1 makes a missing named-checkzone, nsd-checkzone
// or nsd a failure instead of a skip; .ci/run installs them and sets it.
const requireToolsEnv = "XN_REQUIRE_DNS_TOOLS"

// zoneApex is the origin of the test zone, zone/testdata/idn.zone.
const zoneApex = "xn--bcher-kva.test."

// tool returns the path of a DNS tool of Debian's packages, or skips.
func tool(t *testing.T, name, pkg string) string {
	t.Helper()
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	for _, dir := range []string{"/usr/sbin", "/usr/bin", "/sbin"} {
		if p := filepath.Join(dir, name); fileExists(p) {
			return p
		}
	}
	if os.Getenv(requireToolsEnv) == "1" {
		t.Fatalf("%s=1 but %s is not installed: install Debian's %s", requireToolsEnv, name, pkg)
	}
	t.Skipf("%s is not installed (Debian's %s): skipping; %s=1 makes this a failure", name, pkg, requireToolsEnv)
	return ""
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// asciiZone writes the test zone and the file it includes converted by
// xn zone --to ascii into a new folder, and returns it.
func asciiZone(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if r := xn(t, "", "zone", "--out", dir, filepath.Join(zoneTestdata, "idn.zone")); r.code != 0 {
		t.Fatalf("xn zone: exit %d, %s", r.code, r.stderr)
	}
	return dir
}

// run runs a tool in dir and returns its output and whether it exited 0.
func runTool(t *testing.T, dir, path string, args ...string) (string, bool) {
	t.Helper()
	cmd := exec.Command(path, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	return string(out), err == nil
}

func TestZoneNamedCheckzone(t *testing.T) {
	path := tool(t, "named-checkzone", "bind9-utils")
	dir := asciiZone(t)
	out, ok := runTool(t, dir, path, "-k", "fail", "-m", "fail", strings.TrimSuffix(zoneApex, "."), "idn.zone")
	if !ok || !strings.Contains(out, "OK") {
		t.Errorf("named-checkzone refuses xn zone's output:\n%s", out)
	}
	t.Logf("named-checkzone:\n%s", out)
}

func TestZoneNSDCheckzone(t *testing.T) {
	path := tool(t, "nsd-checkzone", "nsd")
	out, ok := runTool(t, asciiZone(t), path, zoneApex, "idn.zone")
	if !ok || !strings.Contains(out, "is ok") {
		t.Errorf("nsd-checkzone refuses xn zone's output:\n%s", out)
	}
}

// zoneRecords reads the ASCII zone with miekg/dns, its $INCLUDE followed.
func zoneRecords(t *testing.T, dir string) []dns.RR {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "idn.zone"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zp := dns.NewZoneParser(f, "", filepath.Join(dir, "idn.zone"))
	zp.SetIncludeAllowed(true)
	var rrs []dns.RR
	for rr, ok := zp.Next(); ok; rr, ok = zp.Next() {
		rrs = append(rrs, rr)
	}
	if err := zp.Err(); err != nil {
		t.Fatal(err)
	}
	return rrs
}

// TestZoneAllASCII: every name of every record of the output is ASCII,
// and all 30 records of the zone and its included file are there.
func TestZoneAllASCII(t *testing.T) {
	rrs := zoneRecords(t, asciiZone(t))
	if len(rrs) != 30 {
		t.Errorf("%d records, want the 30 of idn.zone and idn-hosts.inc", len(rrs))
	}
	escaped := regexp.MustCompile(`\\[0-9]`) // how miekg/dns writes a byte of UTF-8
	for _, rr := range rrs {
		for _, name := range append([]*string{&rr.Header().Name}, zone.Names(rr)...) {
			if escaped.MatchString(*name) {
				t.Errorf("a name is not in A-label form: %s in %s", *name, rr)
			}
		}
	}
}

// nsdConf is the configuration of the nsd the test starts: loopback, in
// the foreground, every file in the test's folder.
const nsdConf = `server:
	ip-address: 127.0.0.1
	port: %d
	do-ip6: no
	server-count: 1
	username: ""
	chroot: ""
	zonesdir: "%[2]s"
	database: ""
	zonelistfile: "%[2]s/zone.list"
	xfrdfile: "%[2]s/xfrd.state"
	xfrdir: "%[2]s"
	pidfile: "%[2]s/nsd.pid"
	logfile: "%[2]s/nsd.log"
	verbosity: 1
remote-control:
	control-enable: no
zone:
	name: "%[3]s"
	zonefile: "idn.zone"
`

// startNSD serves the zones of dir with nsd on a free loopback port and
// returns its address; the server stops with the test.
func startNSD(t *testing.T, dir string) string {
	t.Helper()
	path := tool(t, "nsd", "nsd")
	port := freePort(t)
	conf := filepath.Join(dir, "nsd.conf")
	if err := os.WriteFile(conf, fmt.Appendf(nil, nsdConf, port, dir, zoneApex), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, "-d", "-c", conf)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for range 100 {
		if log, _ := os.ReadFile(filepath.Join(dir, "nsd.log")); bytes.Contains(log, []byte("nsd started")) {
			return fmt.Sprintf("127.0.0.1:%d", port)
		}
		time.Sleep(100 * time.Millisecond)
	}
	log, _ := os.ReadFile(filepath.Join(dir, "nsd.log"))
	t.Fatalf("nsd did not start on port %d:\n%s%s", port, out.String(), log)
	return ""
}

// freePort returns a loopback port free for both UDP and TCP just now.
func freePort(t *testing.T) int {
	t.Helper()
	for range 20 {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		port := l.Addr().(*net.TCPAddr).Port
		u, err := net.ListenPacket("udp", fmt.Sprintf("127.0.0.1:%d", port))
		l.Close()
		if err == nil {
			u.Close()
			return port
		}
	}
	t.Fatal("no free loopback port")
	return 0
}

// TestZoneServedByNSD: nsd serves xn zone's output, and every record is in
// the answer to its name and type; xn resolve, given the owner name in
// Unicode, finds each record of the types it looks up.
func TestZoneServedByNSD(t *testing.T) {
	dir := asciiZone(t)
	server := startNSD(t, dir)
	c := &dns.Client{Timeout: 2 * time.Second}
	for _, rr := range zoneRecords(t, dir) {
		h := rr.Header()
		qname := strings.Replace(h.Name, "*.", "any.", 1)
		m := new(dns.Msg).SetQuestion(qname, h.Rrtype)
		in, _, err := c.Exchange(m, server)
		if err != nil {
			t.Errorf("query %s %s: %v", qname, dns.TypeToString[h.Rrtype], err)
			continue
		}
		if !answered(in, rr, qname) {
			t.Errorf("nsd's answer to %s %s lacks %s:\n%v", qname, dns.TypeToString[h.Rrtype], rr, in)
		}
		resolveRecord(t, server, qname, rr)
	}
}

// answered reports whether the answer in holds rr (with the owner qname,
// for a wildcard).
func answered(in *dns.Msg, rr dns.RR, qname string) bool {
	for _, a := range in.Answer {
		if strings.EqualFold(a.Header().Name, qname) && a.Header().Rrtype == rr.Header().Rrtype && rdata(a) == rdata(rr) {
			return true
		}
	}
	return false
}

// rdata is the text of a record's data.
func rdata(rr dns.RR) string { return strings.TrimPrefix(rr.String(), rr.Header().String()) }

// resolveRecord runs xn resolve on the Unicode form of the record's name
// for the types xn resolve looks up (PTR only for addresses), and checks
// that the answer shows the record's data.
func resolveRecord(t *testing.T, server, qname string, rr dns.RR) {
	t.Helper()
	typ := dns.TypeToString[rr.Header().Rrtype]
	var want string
	switch rr := rr.(type) {
	case *dns.A:
		want = rr.A.String()
	case *dns.AAAA:
		want = rr.AAAA.String()
	case *dns.MX:
		want = rr.Mx
	case *dns.NS:
		want = rr.Ns
	case *dns.CNAME:
		want = rr.Target
	case *dns.SRV:
		want = rr.Target
	case *dns.TXT:
		want = rr.Txt[0]
	default:
		return
	}
	if strings.Contains(qname, "\\") {
		return // a\.b: no name to type
	}
	name, err := dnsname.ToUnicode(qname)
	if err != nil {
		t.Fatalf("%s: %v", qname, err)
	}
	r := xn(t, "", "resolve", "--server", server, name, typ)
	if r.code != 0 || !strings.Contains(r.stdout, want) {
		t.Errorf("xn resolve %s %s: exit %d, want %q in:\n%s%s", name, typ, r.code, want, r.stdout, r.stderr)
	}
}
