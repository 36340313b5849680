package tlsclient_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/xn-go/xn/cert"
	"github.com/xn-go/xn/cert/tlsclient"
	"github.com/xn-go/xn/resolve"
	"github.com/xn-go/xn/resolve/resolvetest"
)

// testCA is a certification authority made for the tests.
type testCA struct {
	crt  *x509.Certificate
	key  *ecdsa.PrivateKey
	pool *x509.CertPool
}

func newCA(t *testing.T) *testCA {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "xn test CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	crt, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(crt)
	return &testCA{crt, key, pool}
}

// issue returns a server certificate for names.
func (ca *testCA) issue(t *testing.T, names ...string) tls.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: names[0]}, DNSNames: names,
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, KeyUsage: x509.KeyUsageDigitalSignature,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.crt, &key.PublicKey, ca.key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

// seen is what the server saw of a request: the SNI and the Host header.
type seen struct {
	mu         sync.Mutex
	sni, host  string
	tlsRequest bool
}

// newServer starts a loopback server (TLS with crt, or plain when crt is
// nil) that answers 200 when the Host header is canonicalHost:port and 421
// Misdirected Request otherwise, recording what it saw.
func newServer(t *testing.T, crt *tls.Certificate, canonicalHost string) (*httptest.Server, *seen) {
	t.Helper()
	s := &seen{}
	var srv *httptest.Server
	srv = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.host = r.Host
		if r.TLS != nil {
			s.sni, s.tlsRequest = r.TLS.ServerName, true
		}
		s.mu.Unlock()
		_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
		if r.Host != canonicalHost+":"+port {
			w.WriteHeader(http.StatusMisdirectedRequest)
		}
		io.WriteString(w, "hello "+r.Host)
	}))
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the refused handshakes are expected
	if crt != nil {
		srv.TLS = &tls.Config{Certificates: []tls.Certificate{*crt}}
		srv.StartTLS()
	} else {
		srv.Start()
	}
	t.Cleanup(srv.Close)
	return srv, s
}

// dnsDial returns a dial function that resolves names with an in-process
// DNS server holding xn--bcher-kva.example and other.example at 127.0.0.1,
// through package resolve, and connects to the port of srv whatever port is
// asked for.
func dnsDial(t *testing.T) func(ctx context.Context, network, addr string) (net.Conn, error) {
	t.Helper()
	zone := "$ORIGIN example.\n$TTL 60\n@ IN SOA ns.example. h.example. 1 3600 600 86400 60\n" +
		"xn--bcher-kva IN A 127.0.0.1\nother IN A 127.0.0.1\n"
	rrs, err := resolvetest.ParseZone(strings.NewReader(zone))
	if err != nil {
		t.Fatal(err)
	}
	dns, err := resolvetest.NewServer(rrs)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dns.Close() })
	d := &resolve.Dialer{Dialer: &net.Dialer{Resolver: dns.Resolver(), Timeout: 5 * time.Second}}
	return d.DialContext
}

func port(srv *httptest.Server) string {
	_, p, _ := net.SplitHostPort(srv.Listener.Addr().String())
	return p
}

func get(t *testing.T, rt http.RoundTripper, url string) (*http.Response, error) {
	t.Helper()
	c := &http.Client{Transport: rt, Timeout: 10 * time.Second}
	resp, err := c.Get(url)
	if err == nil {
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	return resp, err
}

// TestHTTPS: http.Get("https://bücher.example:PORT/") through the
// Transport reaches the server with SNI and Host in canonical A-labels,
// the certificate verified against them.
func TestHTTPS(t *testing.T) {
	ca := newCA(t)
	crt := ca.issue(t, "xn--bcher-kva.example")
	srv, s := newServer(t, &crt, "xn--bcher-kva.example")
	base := &http.Transport{DialContext: dnsDial(t), TLSClientConfig: &tls.Config{RootCAs: ca.pool}}
	for _, host := range []string{"bücher.example", "BÜCHER.example", "xn--bcher-kva.example", "XN--BCHER-KVA.example."} {
		resp, err := get(t, &tlsclient.Transport{Base: base}, "https://"+host+":"+port(srv)+"/")
		if err != nil {
			t.Errorf("%s: %v", host, err)
			continue
		}
		s.mu.Lock()
		if resp.StatusCode != 200 || s.sni != "xn--bcher-kva.example" || s.host != "xn--bcher-kva.example:"+port(srv) {
			t.Errorf("%s: status %d, server saw SNI %q and Host %q", host, resp.StatusCode, s.sni, s.host)
		}
		s.mu.Unlock()
	}
}

// TestHTTPSWrongCertificate: a certificate for another name fails, with
// the host shown as the display policy allows and x509's HostnameError.
func TestHTTPSWrongCertificate(t *testing.T) {
	ca := newCA(t)
	crt := ca.issue(t, "other.example")
	srv, _ := newServer(t, &crt, "xn--bcher-kva.example")
	base := &http.Transport{DialContext: dnsDial(t), TLSClientConfig: &tls.Config{RootCAs: ca.pool}}
	_, err := get(t, &tlsclient.Transport{Base: base}, "https://bücher.example:"+port(srv)+"/")
	var te *tlsclient.Error
	var he x509.HostnameError
	if !errors.As(err, &te) || !errors.As(err, &he) {
		t.Fatalf("error %v (%T), want a *tlsclient.Error wrapping x509.HostnameError", err, err)
	}
	if te.Host != "bücher.example" || te.ASCII != "xn--bcher-kva.example" || he.Host != "xn--bcher-kva.example" {
		t.Errorf("Error.Host %q, ASCII %q, HostnameError.Host %q", te.Host, te.ASCII, he.Host)
	}
	if !strings.Contains(err.Error(), "tlsclient: bücher.example: ") {
		t.Errorf("error %q does not show the host in Unicode", err)
	}
}

// TestDisplayInError: a host the display policy keeps in A-labels (Cyrillic
// letters that look like "apple") is shown so in the error.
func TestDisplayInError(t *testing.T) {
	d := &tlsclient.Dialer{NetDial: func(context.Context, string, string) (net.Conn, error) {
		return nil, errors.New("refused")
	}}
	_, err := d.Dial("tcp", "аррӏе.example:443")
	var te *tlsclient.Error
	if !errors.As(err, &te) || te.Host != "xn--80ak6aa92e.example" {
		t.Errorf("error %v, want the host shown as xn--80ak6aa92e.example", err)
	}
}

// TestWildcardOverSuffix: crypto/x509 accepts "*.example" for
// bücher.example; cert's matching, told "example" is a public suffix
// (nil PublicSuffix: every top-level domain is), does not.
func TestWildcardOverSuffix(t *testing.T) {
	ca := newCA(t)
	crt := ca.issue(t, "*.example")
	srv, _ := newServer(t, &crt, "xn--bcher-kva.example")
	dial := dnsDial(t)
	d := &tlsclient.Dialer{Config: &tls.Config{RootCAs: ca.pool}, NetDial: dial}
	_, err := d.Dial("tcp", "bücher.example:"+port(srv))
	if !errors.Is(err, tlsclient.ErrNotCovered) {
		t.Errorf("error %v, want ErrNotCovered", err)
	}
	// crypto/tls alone takes it:
	conn, err := tls.DialWithDialer(&net.Dialer{Timeout: 5 * time.Second}, "tcp", srv.Listener.Addr().String(),
		&tls.Config{RootCAs: ca.pool, ServerName: "xn--bcher-kva.example"})
	if err != nil {
		t.Errorf("crypto/tls refused *.example for xn--bcher-kva.example too: %v", err)
	} else {
		conn.Close()
	}
}

// TestPlainNetHTTP pins what net/http alone does with the same server and
// the same name resolution: for BÜCHER.example it dials and verifies
// xn--bcher-kva.example but sends "Host: xn--BCHER-2pa.example:PORT", the
// Punycode of the name with its capitals, another host, which the server
// refuses; over plain http too. The Transport sends the canonical form.
func TestPlainNetHTTP(t *testing.T) {
	ca := newCA(t)
	crt := ca.issue(t, "xn--bcher-kva.example")
	tlsSrv, tlsSeen := newServer(t, &crt, "xn--bcher-kva.example")
	plainSrv, plainSeen := newServer(t, nil, "xn--bcher-kva.example")
	base := &http.Transport{DialContext: dnsDial(t), TLSClientConfig: &tls.Config{RootCAs: ca.pool}}
	for _, c := range []struct {
		srv  *httptest.Server
		seen *seen
		url  string
	}{
		{tlsSrv, tlsSeen, "https://BÜCHER.example:" + port(tlsSrv) + "/"},
		{plainSrv, plainSeen, "http://BÜCHER.example:" + port(plainSrv) + "/"},
	} {
		resp, err := get(t, base, c.url)
		c.seen.mu.Lock()
		if err != nil || resp.StatusCode != http.StatusMisdirectedRequest || c.seen.host != "xn--BCHER-2pa.example:"+port(c.srv) {
			t.Errorf("net/http %s: %v, server saw Host %q; pinned: 421 for Host xn--BCHER-2pa.example", c.url, err, c.seen.host)
		}
		c.seen.mu.Unlock()
		resp, err = get(t, &tlsclient.Transport{Base: base}, c.url)
		c.seen.mu.Lock()
		if err != nil || resp.StatusCode != 200 || c.seen.host != "xn--bcher-kva.example:"+port(c.srv) {
			t.Errorf("Transport %s: %v, server saw Host %q", c.url, err, c.seen.host)
		}
		c.seen.mu.Unlock()
	}
}

// TestRefusedHost: a host that cannot be converted is refused before any
// connection, with cert's typed error.
func TestRefusedHost(t *testing.T) {
	dialed := false
	base := &http.Transport{DialContext: func(context.Context, string, string) (net.Conn, error) {
		dialed = true
		return nil, errors.New("dialed")
	}}
	_, err := get(t, &tlsclient.Transport{Base: base}, "http://xn--zz.example/")
	var ce *cert.Error
	if !errors.As(err, &ce) || dialed {
		t.Errorf("error %v, dialed %v; want a *cert.Error and no dial", err, dialed)
	}
}
