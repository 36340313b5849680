package tlsclient_test

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"os"
	"slices"
	"sync"
	"testing"

	"github.com/xn-go/xn/cert/tlsclient"
	"github.com/xn-go/xn/resolve"
)

// TestHTTPSZone resolves bücher.example with the DNS server that .ci/run
// starts (nsd, serving the zones of resolve/testdata, XN_DNS_SERVER): the
// Transport's dial asks it for xn--bcher-kva.example, which it answers with
// the zone's 192.0.2.1, and the connection then goes to the loopback
// server, since 192.0.2.1 is a documentation address no one listens on.
// Without XN_DNS_SERVER it skips, unless XN_REQUIRE_DNS=1.
func TestHTTPSZone(t *testing.T) {
	server := os.Getenv("XN_DNS_SERVER")
	if server == "" {
		if os.Getenv("XN_REQUIRE_DNS") == "1" {
			t.Fatal("XN_REQUIRE_DNS=1 but XN_DNS_SERVER is not set: start nsd with the zones of resolve/testdata (.ci/run does)")
		}
		t.Skip("XN_DNS_SERVER is not set (.ci/run starts nsd with the zones of resolve/testdata and sets it)")
	}
	ca := newCA(t)
	crt := ca.issue(t, "xn--bcher-kva.example")
	srv, s := newServer(t, &crt, "xn--bcher-kva.example")
	r := resolve.ServerResolver(server)
	var mu sync.Mutex
	var resolved []string
	dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, _, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		addrs, err := r.LookupHost(ctx, host)
		if err != nil {
			return nil, err
		}
		mu.Lock()
		resolved = append(resolved, host+" "+addrs[0])
		mu.Unlock()
		return (&net.Dialer{}).DialContext(ctx, network, srv.Listener.Addr().String())
	}
	base := &http.Transport{DialContext: dial, TLSClientConfig: &tls.Config{RootCAs: ca.pool}}
	resp, err := get(t, &tlsclient.Transport{Base: base}, "https://bücher.example:"+port(srv)+"/")
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Equal(resolved, []string{"xn--bcher-kva.example 192.0.2.1"}) || resp.StatusCode != 200 || s.sni != "xn--bcher-kva.example" {
		t.Errorf("resolved %q, status %d, SNI %q", resolved, resp.StatusCode, s.sni)
	}
}
