package resolve_test

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/dns/dnsmessage"
	xidna "golang.org/x/net/idna"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/resolve"
	"github.com/xn-go/xn/spoof"
)

// TestMethodSet: Resolver has every method of net.Resolver, with the same
// signature, so that replacing the type is the whole migration.
func TestMethodSet(t *testing.T) {
	std := reflect.TypeFor[*net.Resolver]()
	ours := reflect.TypeFor[*resolve.Resolver]()
	if std.NumMethod() != ours.NumMethod() {
		t.Errorf("*net.Resolver has %d methods, *resolve.Resolver %d", std.NumMethod(), ours.NumMethod())
	}
	for i := range std.NumMethod() {
		m := std.Method(i)
		o, ok := ours.MethodByName(m.Name)
		if !ok {
			t.Errorf("*resolve.Resolver has no method %s", m.Name)
			continue
		}
		// Compare without the receiver, the first parameter.
		if !sameSignature(m.Type, o.Type) {
			t.Errorf("%s: net's %v, ours %v", m.Name, m.Type, o.Type)
		}
	}
}

func sameSignature(a, b reflect.Type) bool {
	if a.NumIn() != b.NumIn() || a.NumOut() != b.NumOut() {
		return false
	}
	for i := 1; i < a.NumIn(); i++ {
		if a.In(i) != b.In(i) {
			return false
		}
	}
	for i := range a.NumOut() {
		if a.Out(i) != b.Out(i) {
			return false
		}
	}
	return true
}

// TestZeroResolver: a nil and a zero Resolver use net.DefaultResolver;
// an IP literal shows it without the network.
func TestZeroResolver(t *testing.T) {
	for _, r := range []*resolve.Resolver{nil, {}} {
		addrs, err := r.LookupHost(context.Background(), "192.0.2.9")
		if err != nil || len(addrs) != 1 || addrs[0] != "192.0.2.9" {
			t.Errorf("(%#v).LookupHost(192.0.2.9) = %q, %v", r, addrs, err)
		}
	}
}

func TestQueryName(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"bücher.example", "xn--bcher-kva.example."},
		{"Bücher.EXAMPLE.", "xn--bcher-kva.example."},
		{"_sip._tcp.bücher.example", "_sip._tcp.xn--bcher-kva.example."},
		{"_acme-challenge.bücher.example", "_acme-challenge.xn--bcher-kva.example."},
		{"XN--BCHER-KVA.example", "xn--bcher-kva.example."},
		{"example.com.", "example.com."},
		{".", "."},
	} {
		got, err := resolve.QueryName(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("QueryName(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			continue
		}
		if _, err := dnsmessage.NewName(got); err != nil {
			t.Errorf("dnsmessage.NewName(%q): %v", got, err)
		}
	}
	// An IP literal is no query name (refused with ':'); refusals are in
	// TestRefusedNotSent.
	if got, err := resolve.QueryName("2001:db8::1"); err == nil {
		t.Errorf("QueryName(2001:db8::1) = %q, want an error", got)
	}
}

// TestHandWritten compares the conversion with the one programs write by
// hand with golang.org/x/net/idna, on names both accept: the same query
// name, so migrating changes nothing for them.
func TestHandWritten(t *testing.T) {
	handWritten := xidna.New(xidna.MapForLookup(), xidna.Transitional(false), xidna.BidiRule(), xidna.StrictDomainName(false))
	for _, name := range []string{"bücher.example", "Bücher.Example.", "_dmarc.bücher.example", "straße.example", "例え.テスト", "xn--bcher-kva.example"} {
		want, err := handWritten.ToASCII(name)
		if err != nil {
			t.Fatalf("x/net/idna refuses %q: %v", name, err)
		}
		got, err := resolve.ToASCII(name)
		if err != nil || got != want {
			t.Errorf("ToASCII(%q) = %q, %v; x/net/idna gives %q", name, got, err, want)
		}
	}
}

func TestShow(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		unicode    bool
		reasons    bool
		err        bool
	}{
		{"xn--bcher-kva.example.", "bücher.example.", true, false, false},
		{"_sip._tcp.xn--bcher-kva.example.", "_sip._tcp.bücher.example.", true, false, false},
		{"mail.example.", "mail.example.", true, false, false},
		{"xn--80ak6aa92e.example.", "xn--80ak6aa92e.example.", false, true, false}, // аррӏе
		{"xn--zz.example.", "xn--zz.example.", false, false, true},
		{"bad\x00name.", `"bad\x00name."`, false, false, true},
	} {
		s := resolve.Show(tt.name)
		if s.Name != tt.name || s.Text != tt.text || s.Unicode != tt.unicode || (len(s.Reasons) > 0) != tt.reasons || (s.Err != nil) != tt.err {
			t.Errorf("Show(%q) = %+v; want text %q, unicode %v, reasons %v, error %v", tt.name, s, tt.text, tt.unicode, tt.reasons, tt.err)
		}
	}
	// The zero policy shows ASCII only.
	s := resolve.ShowWith(&spoof.Policy{}, "xn--bcher-kva.example.")
	if s.Text != "xn--bcher-kva.example." || s.Unicode || len(s.Reasons) == 0 {
		t.Errorf("ShowWith(zero policy, xn--bcher-kva.example.) = %+v, want the A-label form with a reason", s)
	}
}

// TestDialer dials a listener by an internationalized name that the
// in-process server maps to 127.0.0.1, a literal, and a Unix socket whose
// path is not ASCII (passed unchanged).
func TestDialer(t *testing.T) {
	s := serveZone(t, "$ORIGIN example.\ndial.xn--bcher-kva IN A 127.0.0.1\n")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	d := &resolve.Dialer{Dialer: &net.Dialer{Resolver: s.Resolver()}}
	for _, addr := range []string{"dial.bücher.example.:" + port, "Dial.Bücher.Example.:" + port, "127.0.0.1:" + port} {
		s.Reset()
		c, err := d.DialContext(ctx(t), "tcp4", addr)
		if err != nil {
			t.Errorf("DialContext(tcp4, %q): %v", addr, err)
			continue
		}
		c.Close()
		q := questions(s)
		want := "dial.xn--bcher-kva.example. A"
		if strings.HasPrefix(addr, "127.") {
			want = ""
		}
		if strings.Join(q, "|") != want {
			t.Errorf("DialContext(tcp4, %q): the server saw %q, want %q", addr, q, want)
		}
	}

	path := filepath.Join(t.TempDir(), "bücher.sock")
	ul, err := net.Listen("unix", path)
	if err != nil {
		t.Skipf("no Unix sockets: %v", err)
	}
	defer ul.Close()
	go func() {
		if c, err := ul.Accept(); err == nil {
			c.Close()
		}
	}()
	c, err := (&resolve.Dialer{}).Dial("unix", path)
	if err != nil {
		t.Errorf("Dial(unix, %q): %v", path, err)
	} else {
		c.Close()
	}
	os.Remove(path)
}

// TestDialAddress covers the address forms without the network.
func TestDialAddress(t *testing.T) {
	for _, tt := range []struct{ network, in, want string }{
		{"tcp", "bücher.example:443", "xn--bcher-kva.example:443"},
		{"udp", "[bücher.example]:53", "xn--bcher-kva.example:53"},
		{"tcp", "example.com:https", "example.com:https"},
		{"tcp", "[2001:db8::1]:443", "[2001:db8::1]:443"},
		{"tcp", ":8080", ":8080"},
		{"tcp", "bücher.example", "bücher.example"}, // no port: net reports it
		{"ip4:icmp", "bücher.example", "xn--bcher-kva.example"},
		{"unix", "/run/bücher.sock", "/run/bücher.sock"},
	} {
		got, err := resolve.DialAddress(tt.network, tt.in)
		if err != nil || got != tt.want {
			t.Errorf("DialAddress(%q, %q) = %q, %v; want %q", tt.network, tt.in, got, err, tt.want)
		}
	}
	_, err := resolve.DialAddress("tcp", "a..b.example:80")
	if !errors.Is(err, idna.ErrLength) {
		t.Errorf("DialAddress(tcp, a..b.example:80) error = %v, want idna.ErrLength", err)
	}
}

// TestNoAllocation: a name already in canonical ASCII form is passed on
// without an allocation.
func TestNoAllocation(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation allocates; the count is checked without -race")
	}
	for _, name := range []string{"www.example.com", "_dmarc.example.com.", "xn--bcher-kva.example"} {
		if n := testing.AllocsPerRun(100, func() { resolve.ToASCII(name) }); n != 0 {
			t.Errorf("converting %q allocates %v times, want 0", name, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { resolve.QueryName("www.example.com.") }); n != 0 {
		t.Errorf("QueryName(www.example.com.) allocates %v times, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { resolve.DialAddress("tcp", "www.example.com:443") }); n != 0 {
		t.Errorf("the dial address www.example.com:443 allocates %v times, want 0", n)
	}
}

// The names of the benchmarks: canonical ASCII, ASCII to lower, Unicode.
var benchNames = []struct{ what, name string }{
	{"canonical", "www.example.com."},
	{"upper", "WWW.Example.COM."},
	{"unicode", "_dmarc.bücher.example."},
}

// BenchmarkToASCII measures the conversion of Resolver's methods beside
// the one programs write by hand with golang.org/x/net/idna's Lookup.
func BenchmarkToASCII(b *testing.B) {
	for _, n := range benchNames {
		b.Run("resolve/"+n.what, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				resolve.ToASCII(n.name)
			}
		})
		b.Run("xnet/"+n.what, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				xidna.Lookup.ToASCII(n.name)
			}
		})
	}
}
