package resolve_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/xn-go/xn/resolve"
	"github.com/xn-go/xn/resolve/resolvetest"
	"golang.org/x/net/dns/dnsmessage"
)

// The environment of the tests against a real DNS server: .ci/run starts
// nsd with the zones of testdata/ and sets both.
const (
	serverEnv  = "XN_DNS_SERVER"  // the server's HOST:PORT
	requireEnv = "XN_REQUIRE_DNS" // 1: no server is a failure, not a skip
)

// startZone starts an in-process server with the records of testdata's
// zone files.
func startZone(t *testing.T) *resolvetest.Server {
	t.Helper()
	var records []dnsmessage.Resource
	for _, f := range []string{"testdata/example.zone", "testdata/2.0.192.in-addr.arpa.zone"} {
		file, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		rs, err := resolvetest.ParseZone(file)
		file.Close()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		records = append(records, rs...)
	}
	return resolvetest.Start(t, records)
}

// serveZone starts an in-process server with the records of the zone
// text; the test's end stops it.
func serveZone(t *testing.T, zone string) *resolvetest.Server {
	t.Helper()
	records, err := resolvetest.ParseZone(strings.NewReader(zone))
	if err != nil {
		t.Fatal(err)
	}
	return resolvetest.Start(t, records)
}

// servers returns the resolvers to run the zone's tests against: the
// in-process server, and the real one of XN_DNS_SERVER when set.
func servers(t *testing.T) map[string]*resolve.Resolver {
	t.Helper()
	s := startZone(t)
	rs := map[string]*resolve.Resolver{
		"in-process, net.Resolver":   {Resolver: s.Resolver()},
		"in-process, ServerResolver": resolve.ServerResolver(s.Addr),
	}
	switch addr := os.Getenv(serverEnv); {
	case addr != "":
		rs["server "+addr+", net.Resolver"] = &resolve.Resolver{Resolver: dialing(addr)}
		rs["server "+addr+", ServerResolver"] = resolve.ServerResolver(addr)
	case os.Getenv(requireEnv) == "1":
		t.Errorf("%s=1 but %s is not set: start a DNS server with the zones of resolve/testdata (.ci/run does, with nsd) and set %s=HOST:PORT", requireEnv, serverEnv, serverEnv)
	default:
		t.Logf("only the in-process server: to test against a real one, serve resolve/testdata/*.zone (nsd.conf.in is nsd's configuration; .ci/run starts it) and set %s=HOST:PORT", serverEnv)
	}
	return rs
}

// dialing is a Go resolver whose queries go to addr.
func dialing(addr string) *net.Resolver {
	return &net.Resolver{
		PreferGo: true,
		Dial: func(ctx context.Context, network, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, network, addr)
		},
	}
}

// lookups are the questions of the zone tests, each with the answer
// testdata's zones give, in a text form that sorts the records.
var lookups = []struct {
	what   string
	lookup func(context.Context, *resolve.Resolver) (string, error)
	want   string
}{
	{"LookupHost bücher.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		a, err := r.LookupHost(ctx, "bücher.example.")
		return sorted(a), err
	}, "192.0.2.1 2001:db8::1"},
	{"LookupNetIP ip4 Bücher.Example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		a, err := r.LookupNetIP(ctx, "ip4", "Bücher.Example.")
		return fmt.Sprint(a), err
	}, "[192.0.2.1]"},
	{"LookupIP ip6 bücher.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		a, err := r.LookupIP(ctx, "ip6", "bücher.example.")
		return fmt.Sprint(a), err
	}, "[2001:db8::1]"},
	{"LookupIPAddr via CNAME www.bücher.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		a, err := r.LookupIPAddr(ctx, "www.bücher.example.")
		return fmt.Sprint(a), err
	}, "[{192.0.2.2 }]"},
	{"LookupCNAME www.bücher.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		return r.LookupCNAME(ctx, "www.bücher.example.")
	}, "xn--mnchen-3ya.example."},
	{"LookupMX bücher.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		mx, err := r.LookupMX(ctx, "bücher.example.")
		var s []string
		for _, m := range mx {
			s = append(s, fmt.Sprint(m.Pref, " ", m.Host))
		}
		return sorted(s), err
	}, "10 mail.xn--bcher-kva.example."},
	{"LookupNS example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		ns, err := r.LookupNS(ctx, "example.")
		var s []string
		for _, n := range ns {
			s = append(s, n.Host)
		}
		return sorted(s), err
	}, "ns.example."},
	{"LookupSRV sip tcp bücher.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		cname, srv, err := r.LookupSRV(ctx, "sip", "tcp", "bücher.example.")
		s := []string{cname}
		for _, x := range srv {
			s = append(s, fmt.Sprint(x.Priority, " ", x.Weight, " ", x.Port, " ", x.Target))
		}
		return strings.Join(s, " | "), err
	}, "_sip._tcp.xn--bcher-kva.example. | 10 5 5060 sip.xn--bcher-kva.example."},
	{"LookupSRV of the whole name _sip._tcp.bücher.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		_, srv, err := r.LookupSRV(ctx, "", "", "_sip._tcp.bücher.example.")
		var s []string
		for _, x := range srv {
			s = append(s, x.Target)
		}
		return sorted(s), err
	}, "sip.xn--bcher-kva.example."},
	{"LookupTXT _dmarc.bücher.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		txt, err := r.LookupTXT(ctx, "_dmarc.bücher.example.")
		return sorted(txt), err
	}, "v=DMARC1; p=none"},
	{"LookupAddr 192.0.2.1", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		names, err := r.LookupAddr(ctx, "192.0.2.1")
		return sorted(names), err
	}, "xn--bcher-kva.example."},
	{"LookupHost of an A-label xn--mnchen-3ya.example", func(ctx context.Context, r *resolve.Resolver) (string, error) {
		a, err := r.LookupHost(ctx, "xn--mnchen-3ya.example.")
		return sorted(a), err
	}, "192.0.2.2"},
}

func sorted(s []string) string {
	s = slices.Clone(s)
	slices.Sort(s)
	return strings.Join(s, " ")
}

// TestZone looks up the names of testdata's zones with their Unicode forms,
// against the in-process server and, with XN_DNS_SERVER, a real one.
func TestZone(t *testing.T) {
	for server, r := range servers(t) {
		t.Run(server, func(t *testing.T) {
			for _, tt := range lookups {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				got, err := tt.lookup(ctx, r)
				cancel()
				if err != nil || got != tt.want {
					t.Errorf("%s = %q, %v; want %q", tt.what, got, err, tt.want)
				}
			}
		})
	}
}

// TestZoneNotFound: a name that is not in the zone is not found, as a
// *net.DNSError with IsNotFound, from either server.
func TestZoneNotFound(t *testing.T) {
	for server, r := range servers(t) {
		t.Run(server, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			_, err := r.LookupHost(ctx, "köln.example.")
			de, ok := err.(*net.DNSError)
			if !ok || !de.IsNotFound || de.Name != "xn--kln-sna.example." {
				t.Errorf("LookupHost(köln.example.) error = %#v, want a *net.DNSError for xn--kln-sna.example. with IsNotFound", err)
			}
		})
	}
}
