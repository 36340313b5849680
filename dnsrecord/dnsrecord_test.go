package dnsrecord_test

import (
	"errors"
	"reflect"
	"testing"

	"golang.org/x/net/dns/dnsmessage"

	"github.com/xn-go/xn/dnsname"
	"github.com/xn-go/xn/dnsrecord"
	"github.com/xn-go/xn/idna"
)

func name(s string) dnsmessage.Name { return dnsmessage.MustNewName(s) }

func rr(owner string, body dnsmessage.ResourceBody) dnsmessage.Resource {
	return dnsmessage.Resource{Header: dnsmessage.ResourceHeader{Name: name(owner), Class: dnsmessage.ClassINET, TTL: 300}, Body: body}
}

// records returns each record type with names in the form u (Unicode)
// or a (A-labels): the same records, written by hand in both forms.
func records(unicode bool) []dnsmessage.Resource {
	b, m := "xn--bcher-kva.example.", "xn--mnchen-3ya.example."
	if unicode {
		b, m = "bücher.example.", "münchen.example."
	}
	return []dnsmessage.Resource{
		rr("www."+b, &dnsmessage.CNAMEResource{CNAME: name(m)}),
		rr(b, &dnsmessage.NSResource{NS: name("ns1." + m)}),
		rr("1.2.0.192.in-addr.arpa.", &dnsmessage.PTRResource{PTR: name("host." + b)}),
		rr(b, &dnsmessage.MXResource{Pref: 10, MX: name("mail." + m)}),
		rr(b, &dnsmessage.SOAResource{NS: name("ns." + b), MBox: name("hostmaster." + m), Serial: 1}),
		rr("_sip._tcp."+b, &dnsmessage.SRVResource{Port: 5060, Target: name("sip." + m)}),
		rr("_svc."+b, &dnsmessage.SVCBResource{Priority: 1, Target: name("svc." + m)}),
		rr(b, &dnsmessage.HTTPSResource{SVCBResource: dnsmessage.SVCBResource{Priority: 1, Target: name("web." + m)}}),
		rr("*."+b, &dnsmessage.AResource{A: [4]byte{192, 0, 2, 1}}),
		rr(b, &dnsmessage.TXTResource{TXT: []string{"bücher"}}),
	}
}

func TestBothWays(t *testing.T) {
	unicode, ascii := records(true), records(false)
	for i := range unicode {
		before := unicode[i].GoString()
		got, err := dnsrecord.ToASCII(unicode[i])
		if err != nil || !reflect.DeepEqual(got, ascii[i]) {
			t.Errorf("ToASCII(%s)\n = %s, %v\nwant %s", before, got.GoString(), err, ascii[i].GoString())
		}
		if unicode[i].GoString() != before {
			t.Errorf("ToASCII changed its argument to %s", unicode[i].GoString())
		}
		back, err := dnsrecord.ToUnicode(ascii[i])
		if err != nil || !reflect.DeepEqual(back, unicode[i]) {
			t.Errorf("ToUnicode(%s)\n = %s, %v\nwant %s", ascii[i].GoString(), back.GoString(), err, before)
		}
	}
}

func TestRefused(t *testing.T) {
	for _, r := range []dnsmessage.Resource{
		rr("a b.bücher.example.", &dnsmessage.AResource{}),
		rr("bücher.example.", &dnsmessage.MXResource{MX: name("xn--zz.example.")}),
		rr("bücher.example.", &dnsmessage.CNAMEResource{CNAME: name("a..bücher.example.")}),
		rr("xn--bcher-kva.example.", &dnsmessage.SRVResource{Target: name("\xff.example.")}),
	} {
		_, err := dnsrecord.ToASCII(r)
		var nameErr *dnsname.NameError
		var idnaErr *idna.Error
		if !errors.As(err, &nameErr) || !errors.As(err, &idnaErr) {
			t.Errorf("ToASCII(%s): %v, want a *dnsname.NameError wrapping an *idna.Error", r.GoString(), err)
		}
	}
}
