package resolve_test

import (
	"errors"
	"net"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/dns/dnsmessage"

	"github.com/xn-go/xn/resolve"
)

// hasControlChar reports whether s holds a C0 control character or DEL, which
// no text to show may hold.
func hasControlChar(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r < ' ' || r == 0x7f })
}

// FuzzNames converts any name as the methods do: no panic; a query name
// is ASCII, fully qualified, accepted by dnsmessage and its own query
// name; the conversion, QueryName and the Dialer agree on what they
// refuse; Show gives text without control characters.
func FuzzNames(f *testing.F) {
	for _, tt := range refusedNames {
		f.Add(tt.name)
	}
	for _, n := range benchNames {
		f.Add(n.name)
	}
	for _, s := range []string{"bücher.example", "_sip._tcp.Bücher.Example.", "例え.テスト。", "192.0.2.1", "fe80::1%eth0", ".", "xn--bcher-kva.example.", "a\u202eb.example", "\x1b[2J.example"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		ascii, convErr := resolve.ToASCII(name)
		q, qErr := resolve.QueryName(name)
		if qErr == nil {
			if _, err := dnsmessage.NewName(q); err != nil || !strings.HasSuffix(q, ".") || len(q) > 254 || strings.ContainsFunc(q, func(r rune) bool { return r >= utf8.RuneSelf }) {
				t.Fatalf("QueryName(%q) = %q, not a query name (dnsmessage: %v)", name, q, err)
			}
			if again, err := resolve.QueryName(q); err != nil || again != q {
				t.Fatalf("QueryName(%q) = %q, whose query name is %q, %v", name, q, again, err)
			}
			if convErr != nil || strings.TrimSuffix(ascii, ".") != strings.TrimSuffix(q, ".") {
				t.Fatalf("QueryName(%q) = %q, but the methods convert it to %q, %v", name, q, ascii, convErr)
			}
		}
		if convErr != nil {
			var de *net.DNSError
			if !errors.As(convErr, &de) || !de.IsNotFound || de.Name != name {
				t.Fatalf("the conversion of %q fails with %#v, not a *net.DNSError for the name", name, convErr)
			}
			if qErr == nil {
				t.Fatalf("QueryName(%q) = %q, but the methods refuse it: %v", name, q, convErr)
			}
			if !strings.ContainsAny(name, "[]") && name != "" {
				if _, err := resolve.DialAddress("tcp", net.JoinHostPort(name, "80")); err == nil {
					t.Fatalf("the Dialer dials %q, which the methods refuse: %v", name, convErr)
				}
			}
		}
		if s := resolve.Show(name); hasControlChar(s.Text) {
			t.Fatalf("Show(%q).Text = %q holds a control character", name, s.Text)
		}
	})
}

// answerPacket packs an answer to the question name/qtype with the records
// given.
func answerPacket(rcode dnsmessage.RCode, name string, qtype dnsmessage.Type, answers ...dnsmessage.Resource) []byte {
	m := dnsmessage.Message{
		Header:    dnsmessage.Header{ID: 7, Response: true, RCode: rcode},
		Questions: []dnsmessage.Question{{Name: dnsmessage.MustNewName(name), Type: qtype, Class: dnsmessage.ClassINET}},
		Answers:   answers,
	}
	b, err := m.Pack()
	if err != nil {
		panic(err)
	}
	return b
}

func record(name string, body dnsmessage.ResourceBody) dnsmessage.Resource {
	return dnsmessage.Resource{Header: dnsmessage.ResourceHeader{Name: dnsmessage.MustNewName(name), Class: dnsmessage.ClassINET}, Body: body}
}

// FuzzAnswers reads any packet as a ServerResolver reads the answer to its
// question: no panic, an answer has at least one value or an error, and
// every name in it shows without control characters.
func FuzzAnswers(f *testing.F) {
	n := dnsmessage.MustNewName
	f.Add(answerPacket(dnsmessage.RCodeSuccess, "a.example.", dnsmessage.TypeA,
		record("a.example.", &dnsmessage.CNAMEResource{CNAME: n("b.example.")}),
		record("b.example.", &dnsmessage.AResource{A: [4]byte{192, 0, 2, 1}})))
	f.Add(answerPacket(dnsmessage.RCodeSuccess, "loop.example.", dnsmessage.TypeA,
		record("loop.example.", &dnsmessage.CNAMEResource{CNAME: n("loop.example.")})))
	f.Add(answerPacket(dnsmessage.RCodeSuccess, "xn--bcher-kva.example.", dnsmessage.TypeMX,
		record("xn--bcher-kva.example.", &dnsmessage.MXResource{Pref: 10, MX: n("xn--zz.example.")})))
	f.Add(answerPacket(dnsmessage.RCodeSuccess, "_sip._tcp.example.", dnsmessage.TypeSRV,
		record("_sip._tcp.example.", &dnsmessage.SRVResource{Priority: 1, Weight: 2, Port: 5060, Target: n("xn--a-zmcl5hc.example.")})))
	f.Add(answerPacket(dnsmessage.RCodeSuccess, "t.example.", dnsmessage.TypeTXT,
		record("t.example.", &dnsmessage.TXTResource{TXT: []string{"\x1b]0;x\x07", "\r\u202e"}})))
	f.Add(answerPacket(dnsmessage.RCodeSuccess, "1.2.0.192.in-addr.arpa.", dnsmessage.TypePTR,
		record("1.2.0.192.in-addr.arpa.", &dnsmessage.PTRResource{PTR: n("xn--u-ccb.example.")})))
	f.Add(answerPacket(dnsmessage.RCodeSuccess, "c.example.", dnsmessage.TypeCNAME,
		record("c.example.", &dnsmessage.CNAMEResource{CNAME: n("xn--a-tgn.example.")})))
	f.Add(answerPacket(dnsmessage.RCodeSuccess, "e.example.", dnsmessage.TypeNS,
		record("e.example.", &dnsmessage.NSResource{NS: n("ab--cd.example.")})))
	f.Add(answerPacket(dnsmessage.RCodeNameError, "x.example.", dnsmessage.TypeAAAA))
	f.Add(answerPacket(dnsmessage.RCodeRefused, "x.example.", dnsmessage.TypeTXT))
	f.Add([]byte("\x00\x07\x80\x00\x00\x01\x00\x01"))
	f.Fuzz(func(t *testing.T, packet []byte) {
		values, owner, ok, err := resolve.ReadAnswer(packet)
		if !ok {
			return
		}
		if err == nil && (len(values) == 0 || !strings.HasSuffix(owner, ".")) {
			t.Fatalf("an answer with no value (%q) or an owner %q that is not fully qualified, and no error", values, owner)
		}
		for _, v := range append(values, owner) {
			if s := resolve.Show(v); hasControlChar(s.Text) {
				t.Fatalf("Show(%q).Text = %q holds a control character", v, s.Text)
			}
		}
	})
}
