// Package tlsclient dials TLS and sends HTTP requests to internationalized
// hosts ("https://bücher.example/"): the host is converted once to
// lowercase A-labels by package cert's HostToASCII, and that one form is
// dialed, sent in SNI and in the HTTP Host header, and verified against the
// server's certificate, by crypto/x509 and by cert's RFC 9525 matching.
// Errors show the host in the form the display policy of package spoof
// allows.
//
// It is a package of its own, apart from package cert, so that a program
// that only converts or checks certificate names (a CA, a linter) links
// neither net/http nor crypto/tls's client.
package tlsclient

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"

	"github.com/xn-go/xn/cert"
	"github.com/xn-go/xn/resolve"
	"github.com/xn-go/xn/spoof"
)

// A Dialer makes TLS connections to hosts given in either form. The zero
// Dialer is ready to use. A Dialer is safe for concurrent use.
type Dialer struct {
	// Config is the TLS configuration to start from (root CAs, client
	// certificates); nil means the zero one. Each connection uses a copy
	// whose ServerName is the converted host.
	Config *tls.Config
	// NetDial makes the TCP connection to the converted host and port;
	// nil means a zero resolve.Dialer's DialContext.
	NetDial func(ctx context.Context, network, addr string) (net.Conn, error)
	// Matcher checks the certificate's dNSNames against the host, after
	// crypto/x509's verification (RFC 9525 section 6.3, with the public
	// suffix list it is given); nil means the zero cert.Matcher.
	Matcher *cert.Matcher
	// Policy decides how hosts are shown in errors; nil means
	// spoof.DefaultPolicy().
	Policy *spoof.Policy
}

// An Error is a failed connection or request: the host as it may be shown,
// the form that was dialed, and the cause.
type Error struct {
	// Host is the host in the form the display policy allows: Unicode
	// ("bücher.example") or A-labels ("xn--80ak6aa92e.example", Cyrillic
	// letters that look like "apple").
	Host string
	// ASCII is the A-label form dialed and verified; "" when the host was
	// refused.
	ASCII string
	// Err is the cause: a *cert.Error for a host that cannot be
	// converted, a TLS or x509 error, or the dialer's error.
	Err error
}

// Error names the host as shown, then the cause.
func (e *Error) Error() string { return "tlsclient: " + e.Host + ": " + e.Err.Error() }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// ErrNotCovered is the cause of an Error when crypto/x509 accepted the
// certificate but none of its dNSNames covers the host by RFC 9525 (a
// wildcard over a public suffix).
var ErrNotCovered = errors.New("tlsclient: no name of the certificate covers the host")

// Dial connects to addr ("bücher.example:443") on network, as
// [Dialer.DialContext].
func (d *Dialer) Dial(network, addr string) (net.Conn, error) {
	return d.DialContext(context.Background(), network, addr)
}

// DialContext connects to addr and completes the TLS handshake; the
// connection is a *tls.Conn. Its signature fits http.Transport's
// DialTLSContext.
func (d *Dialer) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, &Error{Host: d.show(addr), Err: err}
	}
	ascii, err := cert.HostToASCII(host)
	if err != nil {
		return nil, &Error{Host: d.show(host), Err: err}
	}
	dial := d.NetDial
	if dial == nil {
		dial = (&resolve.Dialer{}).DialContext
	}
	raw, err := dial(ctx, network, net.JoinHostPort(ascii, port))
	if err != nil {
		return nil, &Error{Host: d.show(ascii), ASCII: ascii, Err: err}
	}
	conn := tls.Client(raw, d.config(ascii))
	if err := conn.HandshakeContext(ctx); err != nil {
		raw.Close()
		return nil, &Error{Host: d.show(ascii), ASCII: ascii, Err: err}
	}
	return conn, nil
}

// config returns the TLS configuration of a connection to ascii.
func (d *Dialer) config(ascii string) *tls.Config {
	cfg := &tls.Config{}
	if d.Config != nil {
		cfg = d.Config.Clone()
	}
	cfg.ServerName = ascii
	if cfg.InsecureSkipVerify {
		return cfg
	}
	verify := cfg.VerifyConnection
	cfg.VerifyConnection = func(cs tls.ConnectionState) error {
		if err := d.covers(cs, ascii); err != nil {
			return err
		}
		if verify != nil {
			return verify(cs)
		}
		return nil
	}
	return cfg
}

// covers checks, after crypto/x509 has verified the chain and the name,
// that a dNSName of the leaf covers ascii by cert's rules as well.
func (d *Dialer) covers(cs tls.ConnectionState, ascii string) error {
	if len(cs.PeerCertificates) == 0 || net.ParseIP(ascii) != nil {
		return nil
	}
	m := d.Matcher
	if m == nil {
		m = &cert.Matcher{}
	}
	leaf := cs.PeerCertificates[0]
	for _, san := range leaf.DNSNames {
		if ok, _ := m.Match(san, ascii); ok {
			return nil
		}
	}
	return fmt.Errorf("%w: %w", ErrNotCovered, x509.HostnameError{Certificate: leaf, Host: ascii})
}

// show returns host as the display policy allows it to be shown.
func (d *Dialer) show(host string) string {
	return resolve.ShowWith(d.Policy, host).Text
}
