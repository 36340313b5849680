package resolve_test

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/resolve"
	"github.com/xn-go/xn/resolve/resolvetest"
)

// question is a question as the server saw it: "NAME TYPE".
func questions(s *resolvetest.Server) []string {
	var q []string
	for _, x := range s.Questions() {
		q = append(q, x.Name.String()+" "+strings.TrimPrefix(x.Type.String(), "Type"))
	}
	return q
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	return c
}

// TestWireQueryName checks the exact questions that reach the server.
func TestWireQueryName(t *testing.T) {
	s := startZone(t)
	r := &resolve.Resolver{Resolver: s.Resolver()}
	for _, tt := range []struct {
		what   string
		lookup func(context.Context) error
		want   string
	}{
		{"LookupNetIP ip4 bücher.example.", func(c context.Context) error {
			_, err := r.LookupNetIP(c, "ip4", "bücher.example.")
			return err
		}, "xn--bcher-kva.example. A"},
		{"LookupIP ip6 BÜCHER.Example.", func(c context.Context) error {
			_, err := r.LookupIP(c, "ip6", "BÜCHER.Example.")
			return err
		}, "xn--bcher-kva.example. AAAA"},
		{"LookupSRV of _sip._tcp.bücher.example.", func(c context.Context) error {
			_, _, err := r.LookupSRV(c, "", "", "_sip._tcp.bücher.example.")
			return err
		}, "_sip._tcp.xn--bcher-kva.example. SRV"},
		{"LookupSRV sip tcp bücher.example.", func(c context.Context) error {
			_, _, err := r.LookupSRV(c, "sip", "tcp", "bücher.example.")
			return err
		}, "_sip._tcp.xn--bcher-kva.example. SRV"},
		{"LookupTXT _dmarc.Bücher.example.", func(c context.Context) error {
			_, err := r.LookupTXT(c, "_dmarc.Bücher.example.")
			return err
		}, "_dmarc.xn--bcher-kva.example. TXT"},
		{"LookupMX bücher.example。 (ideographic full stop)", func(c context.Context) error {
			_, err := r.LookupMX(c, "bücher.example。")
			return err
		}, "xn--bcher-kva.example. MX"},
		{"LookupNS example.", func(c context.Context) error {
			_, err := r.LookupNS(c, "example.")
			return err
		}, "example. NS"},
		{"LookupAddr 192.0.2.1", func(c context.Context) error {
			_, err := r.LookupAddr(c, "192.0.2.1")
			return err
		}, "1.2.0.192.in-addr.arpa. PTR"},
		{"LookupHost of a 253-octet name, not found", func(c context.Context) error {
			_, err := r.LookupHost(c, longName(253)+".")
			if !isNotFound(err) {
				return err
			}
			return nil
		}, longName(253) + ". A|" + longName(253) + ". AAAA"},
	} {
		s.Reset()
		if err := tt.lookup(ctx(t)); err != nil {
			t.Errorf("%s: %v", tt.what, err)
		}
		got := questions(s)
		// LookupHost asks A and AAAA at once: either order.
		if g := strings.Join(got, "|"); g != tt.want && !(len(got) == 2 && got[1]+"|"+got[0] == tt.want) {
			t.Errorf("%s: the server saw %q, want %q", tt.what, g, tt.want)
		}
	}
}

// TestIPv4Literal: for "ip4", an IPv4 literal is its own address, as
// IPv4, not in the IPv4-mapped IPv6 form net.Resolver gives; no question
// goes out.
func TestIPv4Literal(t *testing.T) {
	s := startZone(t)
	r := &resolve.Resolver{Resolver: s.Resolver()}
	addrs, err := r.LookupNetIP(ctx(t), "ip4", "192.0.2.7")
	if err != nil || len(addrs) != 1 || addrs[0] != netip.MustParseAddr("192.0.2.7") {
		t.Errorf("LookupNetIP(ip4, 192.0.2.7) = %v, %v; want [192.0.2.7]", addrs, err)
	}
	if q := questions(s); len(q) > 0 {
		t.Errorf("the server saw %q for an address literal", q)
	}
}

// TestWireUnrooted: a name without the trailing dot goes out converted,
// with whatever search domains resolv.conf adds after it.
func TestWireUnrooted(t *testing.T) {
	s := startZone(t)
	r := &resolve.Resolver{Resolver: s.Resolver()}
	addrs, err := r.LookupNetIP(ctx(t), "ip4", "bücher.example")
	if err != nil || len(addrs) != 1 || addrs[0].String() != "192.0.2.1" {
		t.Errorf("LookupNetIP(ip4, bücher.example) = %v, %v; want [192.0.2.1]", addrs, err)
	}
	q := questions(s)
	if len(q) == 0 {
		t.Fatal("no question reached the server")
	}
	for _, x := range q {
		if !strings.HasPrefix(x, "xn--bcher-kva.example.") {
			t.Errorf("the server saw %q, want xn--bcher-kva.example. (and any search domain after it)", x)
		}
	}
}

// longName is a name of n octets (n > 2) of 63-octet labels.
func longName(n int) string {
	var b strings.Builder
	for b.Len() < n {
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strings.Repeat("a", min(63, n-b.Len())))
	}
	return b.String()
}

func isNotFound(err error) bool {
	var de *net.DNSError
	return errors.As(err, &de) && de.IsNotFound
}

// refusedNames are names that must never reach the DNS, each with the
// family of the idna error that says why. The ones marked sent are names
// that Go's resolver itself would send.
var refusedNames = []struct {
	name   string
	family error
	sent   bool
}{
	{"", idna.ErrLength, false},
	{"a..b.example", idna.ErrLength, false},
	{".example", idna.ErrLength, false},
	{"example..", idna.ErrLength, false},
	{"exa mple.example", idna.ErrDisallowed, false},
	{"a\x00b.example", idna.ErrDisallowed, false},
	{"\xffbücher.example", idna.ErrInvalidUTF8, false},
	{"*.example", idna.ErrDisallowed, false},
	{strings.Repeat("a", 64) + ".example", idna.ErrLength, false},
	{longName(254), idna.ErrLength, false},
	{longName(254) + ".", idna.ErrLength, false},
	{strings.Repeat("a", 58) + "ü.example", idna.ErrLength, false}, // a 60-octet U-label, a 66-octet A-label
	{"xn--zz.example", idna.ErrPunycode, true},
	{"ab--cd.example", idna.ErrHyphen, true},
	{"xn--a-zmcl5hc.example", idna.ErrBidi, true}, // aمثال: Latin, then Arabic
	{"١.example", idna.ErrBidi, false},            // an Arabic-Indic digit first
	{"a\u200db.example", idna.ErrJoiner, false},
	{"ⅰ.example\u0000", idna.ErrDisallowed, false},
}

// TestRefusedNotSent: each refused name, given to each method, gives a
// *net.DNSError that unwraps to the *idna.Error, and no packet leaves.
func TestRefusedNotSent(t *testing.T) {
	s := startZone(t)
	r := &resolve.Resolver{Resolver: s.Resolver()}
	methods := map[string]func(context.Context, string) error{
		"LookupHost":   func(c context.Context, n string) error { _, err := r.LookupHost(c, n); return err },
		"LookupIPAddr": func(c context.Context, n string) error { _, err := r.LookupIPAddr(c, n); return err },
		"LookupIP":     func(c context.Context, n string) error { _, err := r.LookupIP(c, "ip", n); return err },
		"LookupNetIP":  func(c context.Context, n string) error { _, err := r.LookupNetIP(c, "ip", n); return err },
		"LookupCNAME":  func(c context.Context, n string) error { _, err := r.LookupCNAME(c, n); return err },
		"LookupMX":     func(c context.Context, n string) error { _, err := r.LookupMX(c, n); return err },
		"LookupNS":     func(c context.Context, n string) error { _, err := r.LookupNS(c, n); return err },
		"LookupSRV":    func(c context.Context, n string) error { _, _, err := r.LookupSRV(c, "sip", "tcp", n); return err },
		"LookupTXT":    func(c context.Context, n string) error { _, err := r.LookupTXT(c, n); return err },
		"QueryName":    func(_ context.Context, n string) error { _, err := resolve.QueryName(n); return err },
		"Dial": func(c context.Context, n string) error {
			d := &resolve.Dialer{Dialer: &net.Dialer{Resolver: s.Resolver()}}
			conn, err := d.DialContext(c, "tcp", net.JoinHostPort(n, "80"))
			if conn != nil {
				conn.Close()
			}
			var oe *net.OpError
			if !errors.As(err, &oe) {
				t.Errorf("Dial %q: error %#v is not a *net.OpError", n, err)
			}
			return err
		},
	}
	for _, tt := range refusedNames {
		for method, lookup := range methods {
			if method == "Dial" && tt.name == "" {
				continue // ":80" is a port on the local system, as for net.Dial
			}
			err := lookup(ctx(t), tt.name)
			var de *net.DNSError
			var ie *idna.Error
			switch {
			case !errors.As(err, &de) || de.Name != tt.name || !de.IsNotFound:
				t.Errorf("%s(%q): error %#v, want a *net.DNSError for the name with IsNotFound", method, tt.name, err)
			case !errors.As(err, &ie) || !errors.Is(err, tt.family):
				t.Errorf("%s(%q): error %v does not unwrap to an *idna.Error of %v", method, tt.name, err, tt.family)
			}
			if n := s.Packets(); n > 0 {
				t.Errorf("%s(%q): %d packets reached the server (%q), want none", method, tt.name, n, questions(s))
				s.Reset()
			}
		}
	}
}

// TestRefusedWouldBeSent shows that the test above can see a packet: Go's
// resolver alone sends the names marked sent.
func TestRefusedWouldBeSent(t *testing.T) {
	s := startZone(t)
	for _, tt := range refusedNames {
		if !tt.sent {
			continue
		}
		s.Reset()
		s.Resolver().LookupTXT(ctx(t), tt.name+".")
		if s.Packets() == 0 {
			t.Errorf("net.Resolver.LookupTXT(%q) sent nothing; the name does not show that resolve refuses before sending", tt.name)
		}
	}
}

// TestPassUnchanged: IP literals and the root go to net as they are.
func TestPassUnchanged(t *testing.T) {
	s := startZone(t)
	r := &resolve.Resolver{Resolver: s.Resolver()}
	for _, lit := range []string{"192.0.2.7", "2001:db8::7", "fe80::1%eth0"} {
		addrs, err := r.LookupHost(ctx(t), lit)
		if err != nil || len(addrs) != 1 || addrs[0] != lit {
			t.Errorf("LookupHost(%q) = %q, %v; want the literal", lit, addrs, err)
		}
	}
	if n := s.Packets(); n > 0 {
		t.Errorf("IP literals sent %d packets", n)
	}
	for _, name := range []string{".", "192.0.2.7", "2001:db8::7", "a_b.example.", "example.com."} {
		got, err := resolve.ToASCII(name)
		if err != nil || got != name {
			t.Errorf("the conversion of %q = %q, %v; want it unchanged", name, got, err)
		}
	}
}
