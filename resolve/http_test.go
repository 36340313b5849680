package resolve_test

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/resolve"
)

// TestHTTPHostHeader pins what net/http does with an internationalized
// URL host through a resolve.Dialer (docs/resolve.md, "net/http"): it
// dials the host converted with x/net's Lookup profile, lower case and
// with the dots UTS #46 maps, but writes the Host header converted with
// the Punycode profile, which maps nothing: BÜCHER keeps its capitals and
// a fullwidth full stop stays inside the label. If Go changes, this test
// fails and the docs must say so. Converting the URL's host first, the
// workaround of the docs, makes the two agree.
func TestHTTPHostHeader(t *testing.T) {
	dns := serveZone(t, "$ORIGIN example.\nxn--bcher-kva IN A 127.0.0.1\n")
	var mu sync.Mutex
	var hosts []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hosts = append(hosts, r.Host)
		mu.Unlock()
	}))
	defer srv.Close()
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())

	var dialed []string
	d := &resolve.Dialer{Dialer: &net.Dialer{Resolver: dns.Resolver()}}
	client := &http.Client{Transport: &http.Transport{
		DisableKeepAlives: true,
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			mu.Lock()
			dialed = append(dialed, addr)
			mu.Unlock()
			return d.DialContext(ctx, network, addr)
		},
	}}
	for _, tt := range []struct {
		host           string
		dial, header   string // what Go does
		convertedFirst bool
	}{
		{"BÜCHER.example", "xn--bcher-kva.example", "xn--BCHER-2pa.example", false},
		{"bücher\uff0eexample", "xn--bcher-kva.example", "xn--bcherexample-dlb60712g", false},
		{"bücher.example", "xn--bcher-kva.example", "xn--bcher-kva.example", false},
		{"BÜCHER.example", "xn--bcher-kva.example", "xn--bcher-kva.example", true},
		{"bücher\uff0eexample", "xn--bcher-kva.example", "xn--bcher-kva.example", true},
	} {
		mu.Lock()
		dialed, hosts = nil, nil
		mu.Unlock()
		u := &url.URL{Scheme: "http", Host: net.JoinHostPort(tt.host, port), Path: "/"}
		if tt.convertedFirst { // the workaround of docs/resolve.md
			ascii, err := idna.Lookup.ToASCII(u.Hostname())
			if err != nil {
				t.Fatal(err)
			}
			u.Host = net.JoinHostPort(ascii, u.Port())
		}
		resp, err := client.Get(u.String())
		if err != nil {
			t.Errorf("GET %s: %v", u, err)
			continue
		}
		resp.Body.Close()
		wantDial, wantHost := tt.dial+":"+port, tt.header+":"+port
		mu.Lock()
		if len(dialed) != 1 || dialed[0] != wantDial || len(hosts) != 1 || hosts[0] != wantHost {
			t.Errorf("GET %s (converted first: %v): dialed %q, Host %q; want %q and %q",
				u, tt.convertedFirst, dialed, hosts, wantDial, wantHost)
		}
		mu.Unlock()
	}
}
