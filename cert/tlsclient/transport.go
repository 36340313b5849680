package tlsclient

import (
	"net"
	"net/http"
	"strings"
	"sync"

	"github.com/xn-go/xn/cert"
)

// A Transport is an http.RoundTripper for URLs whose host is an
// internationalized name, over https and plain http alike. It converts the
// URL's host once (cert.HostToASCII) and sends the request to that form,
// with the Host header in the same form: net/http alone sends
// "Host: xn--BCHER-2pa.example" for "http://BÜCHER.example/", a name other
// than the one it dialed (xn--bcher-kva.example). For https, the Dialer
// makes the TLS connection, with SNI and verification in that form. The
// zero Transport is ready to use; it is safe for concurrent use.
//
// Requests through a proxy (Base.Proxy) reach the proxy by Base's own
// dialing, and the TLS connection through it is made by net/http, with
// the converted host as its ServerName.
type Transport struct {
	// Base carries the requests; nil means a clone of
	// http.DefaultTransport. It is cloned, and the clone's DialTLSContext
	// set to the Dialer's.
	Base *http.Transport
	// Dialer makes the TLS connections; nil means a Dialer whose Config is
	// Base.TLSClientConfig and whose DialContext is Base.DialContext.
	Dialer *Dialer

	once   sync.Once
	inner  *http.Transport
	dialer *Dialer
}

// RoundTrip sends req with its URL's host, and its Host header, converted;
// req itself is not changed. A host that cannot be converted is an *Error
// and nothing is sent.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	t.once.Do(t.init)
	out := req.Clone(req.Context())
	host, err := t.hostPort(req.URL.Host)
	if err != nil {
		return nil, err
	}
	out.URL.Host = host
	out.Host = host
	if req.Host != "" && req.Host != req.URL.Host {
		if out.Host, err = t.hostPort(req.Host); err != nil {
			return nil, err
		}
	}
	resp, err := t.inner.RoundTrip(out)
	if resp != nil {
		resp.Request = req
	}
	return resp, err
}

// CloseIdleConnections closes the idle connections of the transport.
func (t *Transport) CloseIdleConnections() {
	t.once.Do(t.init)
	t.inner.CloseIdleConnections()
}

func (t *Transport) init() {
	base := t.Base
	if base == nil {
		base = http.DefaultTransport.(*http.Transport)
	}
	t.inner = base.Clone()
	t.dialer = t.Dialer
	if t.dialer == nil {
		t.dialer = &Dialer{Config: base.TLSClientConfig, NetDial: base.DialContext}
	}
	t.inner.DialTLSContext = t.dialer.DialContext
}

// hostPort converts the host of a URL's host or a Host header, keeping its
// port and the brackets of an IPv6 literal.
func (t *Transport) hostPort(hp string) (string, error) {
	host, port, err := net.SplitHostPort(hp)
	if err != nil {
		host, port = strings.TrimSuffix(strings.TrimPrefix(hp, "["), "]"), ""
	}
	ascii, err := cert.HostToASCII(host)
	switch {
	case err != nil:
		return "", &Error{Host: t.dialer.show(host), Err: err}
	case port != "":
		return net.JoinHostPort(ascii, port), nil
	case strings.Contains(ascii, ":"):
		return "[" + ascii + "]", nil
	}
	return ascii, nil
}
