package resolvetest

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/dns/dnsmessage"
)

const testZone = `$ORIGIN example.
$TTL 60
@            IN SOA   ns hostmaster 1 3600 600 86400 60 ; a comment
a            IN A     192.0.2.1
             IN AAAA  2001:db8::1
b       120  IN CNAME a
c            IN CNAME missing
txt          IN TXT   "one; two" "three"
srv          IN SRV   1 2 3 a.example.
`

func TestParseZone(t *testing.T) {
	rs, err := ParseZone(strings.NewReader(testZone))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rs {
		got = append(got, r.Header.Name.String()+" "+bodyType(r.Body).String()+" "+r.Body.GoString())
	}
	want := []string{
		`example. TypeSOA dnsmessage.SOAResource{NS: dnsmessage.MustNewName("ns.example."), MBox: dnsmessage.MustNewName("hostmaster.example."), Serial: 1, Refresh: 3600, Retry: 600, Expire: 86400, MinTTL: 60}`,
		`a.example. TypeA dnsmessage.AResource{A: [4]byte{192, 0, 2, 1}}`,
		`a.example. TypeAAAA dnsmessage.AAAAResource{AAAA: [16]byte{32, 1, 13, 184, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}}`,
		`b.example. TypeCNAME dnsmessage.CNAMEResource{CNAME: dnsmessage.MustNewName("a.example.")}`,
		`c.example. TypeCNAME dnsmessage.CNAMEResource{CNAME: dnsmessage.MustNewName("missing.example.")}`,
		`txt.example. TypeTXT dnsmessage.TXTResource{TXT: []string{"one\x3b two", "three"}}`,
		`srv.example. TypeSRV dnsmessage.SRVResource{Priority: 1, Weight: 2, Port: 3, Target: dnsmessage.MustNewName("a.example.")}`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("ParseZone:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if rs[3].Header.TTL != 120 || rs[1].Header.TTL != 60 {
		t.Errorf("TTLs %d and %d, want 120 and 60", rs[3].Header.TTL, rs[1].Header.TTL)
	}
	for _, bad := range []string{"a IN A", "a IN A 2001:db8::1", "a IN HINFO x y", `a IN TXT "open`, " IN A 192.0.2.1", "$ORIGIN example", "a IN MX 10"} {
		if _, err := ParseZone(strings.NewReader(bad)); err == nil {
			t.Errorf("ParseZone(%q) gives no error", bad)
		}
	}
}

func TestServerAnswers(t *testing.T) {
	rs, err := ParseZone(strings.NewReader(testZone))
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewServer(rs)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r := s.Resolver()
	if addrs, err := r.LookupHost(ctx, "B.Example."); err != nil || len(addrs) != 2 {
		t.Errorf("LookupHost(B.Example.) through the CNAME = %q, %v", addrs, err)
	}
	// NXDOMAIN, NODATA and a CNAME to nothing are all "not found".
	for _, name := range []string{"nothing.example.", "txt.example.", "c.example."} {
		_, err := r.LookupNetIP(ctx, "ip4", name)
		var de *net.DNSError
		if !errors.As(err, &de) || !de.IsNotFound {
			t.Errorf("LookupNetIP(ip4, %s) error = %v, want not found", name, err)
		}
	}
	for _, tt := range []struct {
		name  string
		typ   dnsmessage.Type
		rcode dnsmessage.RCode
		n     int
	}{
		{"nothing.example.", dnsmessage.TypeA, dnsmessage.RCodeNameError, 0},
		{"txt.example.", dnsmessage.TypeA, dnsmessage.RCodeSuccess, 0},
		{"b.example.", dnsmessage.TypeA, dnsmessage.RCodeSuccess, 2},
		{"b.example.", dnsmessage.TypeCNAME, dnsmessage.RCodeSuccess, 1},
		{"c.example.", dnsmessage.TypeA, dnsmessage.RCodeNameError, 1},
	} {
		rcode, answers := s.answer(dnsmessage.Question{Name: dnsmessage.MustNewName(tt.name), Type: tt.typ})
		if rcode != tt.rcode || len(answers) != tt.n {
			t.Errorf("answer(%s %v) = %v with %d answers, want %v with %d", tt.name, tt.typ, rcode, len(answers), tt.rcode, tt.n)
		}
	}
	// A packet that is not a query is counted, and not answered.
	c, err := net.Dial("udp", s.Addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s.Reset()
	c.Write([]byte("not dns"))
	for deadline := time.Now().Add(5 * time.Second); s.Packets() == 0 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if s.Packets() != 1 || len(s.Questions()) != 0 {
		t.Errorf("after a packet that is not DNS: %d packets, %d questions; want 1 and 0", s.Packets(), len(s.Questions()))
	}
}

// TestStart: the server of Start answers during the test and is stopped
// at its end.
func TestStart(t *testing.T) {
	rs, err := ParseZone(strings.NewReader(testZone))
	if err != nil {
		t.Fatal(err)
	}
	var s *Server
	t.Run("serving", func(t *testing.T) {
		s = Start(t, rs)
		addrs, err := s.Resolver().LookupHost(context.Background(), "a.example.")
		if err != nil || len(addrs) != 2 {
			t.Errorf("LookupHost(a.example.) = %q, %v", addrs, err)
		}
	})
	if err := s.Close(); !errors.Is(err, net.ErrClosed) {
		t.Errorf("after the test, Close = %v; want net.ErrClosed, the server already stopped", err)
	}
}
