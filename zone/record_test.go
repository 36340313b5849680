package zone_test

import (
	"errors"
	"testing"

	"github.com/miekg/dns"

	"github.com/xn-go/xn/dnsname"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/zone"
)

// recordPairs are records in Unicode (with the UTF-8 that miekg/dns
// writes as \DDD) and the same records written by hand in A-labels.
var recordPairs = []struct{ unicode, ascii string }{
	{"www.bücher.example. 300 IN CNAME münchen.example.", "www.xn--bcher-kva.example. 300 IN CNAME xn--mnchen-3ya.example."},
	{"b\\195\\188cher.example. 300 IN DNAME münchen.example.", "xn--bcher-kva.example. 300 IN DNAME xn--mnchen-3ya.example."},
	{"bücher.example. 300 IN NS ns.münchen.example.", "xn--bcher-kva.example. 300 IN NS ns.xn--mnchen-3ya.example."},
	{"1.2.0.192.in-addr.arpa. 300 IN PTR host.bücher.example.", "1.2.0.192.in-addr.arpa. 300 IN PTR host.xn--bcher-kva.example."},
	{"bücher.example. 300 IN MX 10 mail.münchen.example.", "xn--bcher-kva.example. 300 IN MX 10 mail.xn--mnchen-3ya.example."},
	{"bücher.example. 300 IN AFSDB 1 afs.münchen.example.", "xn--bcher-kva.example. 300 IN AFSDB 1 afs.xn--mnchen-3ya.example."},
	{"bücher.example. 300 IN KX 1 kx.münchen.example.", "xn--bcher-kva.example. 300 IN KX 1 kx.xn--mnchen-3ya.example."},
	{"_sip._tcp.bücher.example. 300 IN SRV 0 5 5060 sip.münchen.example.", "_sip._tcp.xn--bcher-kva.example. 300 IN SRV 0 5 5060 sip.xn--mnchen-3ya.example."},
	{"bücher.example. 300 IN SOA ns.bücher.example. hostmaster.münchen.example. 1 2 3 4 5", "xn--bcher-kva.example. 300 IN SOA ns.xn--bcher-kva.example. hostmaster.xn--mnchen-3ya.example. 1 2 3 4 5"},
	{"bücher.example. 300 IN RP admin.münchen.example. info.bücher.example.", "xn--bcher-kva.example. 300 IN RP admin.xn--mnchen-3ya.example. info.xn--bcher-kva.example."},
	{`bücher.example. 300 IN NAPTR 100 10 "S" "SIP+D2U" "" _sip._udp.münchen.example.`, `xn--bcher-kva.example. 300 IN NAPTR 100 10 "S" "SIP+D2U" "" _sip._udp.xn--mnchen-3ya.example.`},
	{"_svc.bücher.example. 300 IN SVCB 1 svc.münchen.example. alpn=h2", "_svc.xn--bcher-kva.example. 300 IN SVCB 1 svc.xn--mnchen-3ya.example. alpn=h2"},
	{"bücher.example. 300 IN HTTPS 1 web.münchen.example.", "xn--bcher-kva.example. 300 IN HTTPS 1 web.xn--mnchen-3ya.example."},
	{"bücher.example. 300 IN NSEC www.bücher.example. A MX", "xn--bcher-kva.example. 300 IN NSEC www.xn--bcher-kva.example. A MX"},
	{"*.bücher.example. 300 IN A 192.0.2.1", "*.xn--bcher-kva.example. 300 IN A 192.0.2.1"},
	{`bücher.example. 300 IN TXT "bücher"`, `xn--bcher-kva.example. 300 IN TXT "bücher"`},
}

func mustRR(t *testing.T, s string) dns.RR {
	t.Helper()
	rr, err := dns.NewRR(s)
	if err != nil {
		t.Fatalf("dns.NewRR(%q): %v", s, err)
	}
	return rr
}

func TestRecordBothWays(t *testing.T) {
	for _, p := range recordPairs {
		u, a := mustRR(t, p.unicode), mustRR(t, p.ascii)
		before := u.String()
		got, err := zone.RecordToASCII(u)
		if err != nil || got.String() != a.String() {
			t.Errorf("RecordToASCII(%s)\n = %v, %v\nwant %s", before, got, err, a)
		}
		if u.String() != before {
			t.Errorf("RecordToASCII changed its argument to %s", u)
		}
		back, err := zone.RecordToUnicode(a)
		if err != nil {
			t.Errorf("RecordToUnicode(%s): %v", a, err)
			continue
		}
		// miekg/dns writes the UTF-8 of a name as \DDD: compare through it.
		if again := mustRR(t, back.String()); again.String() != before {
			t.Errorf("RecordToUnicode(%s)\n = %s\nwant %s", a, again, before)
		}
	}
}

func TestRecordRefused(t *testing.T) {
	for _, s := range []string{
		"a\\032b.bücher.example. 300 IN A 192.0.2.1",
		"bücher.example. 300 IN MX 10 xn--zz.example.",
		"bücher.example. 300 IN CNAME a\\.b.bücher.example.",
		"bücher.example. 300 IN SRV 0 0 1 \\255.bücher.example.",
	} {
		_, err := zone.RecordToASCII(mustRR(t, s))
		var nameErr *dnsname.NameError
		if !errors.As(err, &nameErr) {
			t.Errorf("RecordToASCII(%s): %v, want a *dnsname.NameError", s, err)
		}
		var idnaErr *idna.Error
		if !errors.As(err, &idnaErr) && !errors.Is(err, zone.ErrDotInLabel) {
			t.Errorf("RecordToASCII(%s): %v, want an *idna.Error or ErrDotInLabel", s, err)
		}
	}
}

func TestRecordUnchanged(t *testing.T) {
	// Names with nothing to convert keep their escapes and case.
	for _, s := range []string{
		"0/25.2.0.192.in-addr.arpa. 300 IN PTR Host\\.One.Example.",
		"a\\.b.example. 300 IN CNAME WWW.example.",
	} {
		rr := mustRR(t, s)
		got, err := zone.RecordToASCII(rr)
		if err != nil || got.String() != rr.String() {
			t.Errorf("RecordToASCII(%s) = %v, %v; want it unchanged", rr, got, err)
		}
	}
}
