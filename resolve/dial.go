package resolve

import (
	"context"
	"net"
	"strings"
)

// A Dialer connects to addresses whose host is an internationalized name
// ("bücher.example:443"): it converts the host as [Resolver] does and dials
// with a [net.Dialer]. Its DialContext fits http.Transport.DialContext,
// grpc.WithContextDialer and anything else that takes a dial function.
// A Dialer is safe for concurrent use.
type Dialer struct {
	// Dialer dials the converted address; nil means a zero net.Dialer.
	Dialer *net.Dialer
}

// Dial connects to address on the named network, as [net.Dialer.Dial].
func (d *Dialer) Dial(network, address string) (net.Conn, error) {
	return d.DialContext(context.Background(), network, address)
}

// DialContext connects to address on the named network using ctx, as
// [net.Dialer.DialContext]. A host that is refused (see the package
// documentation) is never looked up: the error is a *[net.OpError] whose
// Err is the *[net.DNSError] of [Resolver]. Unix socket paths pass
// unchanged.
func (d *Dialer) DialContext(ctx context.Context, network, address string) (net.Conn, error) {
	ascii, err := dialAddress(network, address)
	if err != nil {
		return nil, &net.OpError{Op: "dial", Net: network, Err: err}
	}
	std := d.Dialer
	if std == nil {
		std = &net.Dialer{}
	}
	return std.DialContext(ctx, network, ascii)
}

// dialAddress converts the host of address for network: host:port for TCP
// and UDP, a host alone for IP networks ("ip4:icmp"), a path for Unix
// sockets. An address that is not host:port goes to net as it is, for net
// to report.
func dialAddress(network, address string) (string, error) {
	switch {
	case strings.HasPrefix(network, "unix"):
		return address, nil
	case strings.HasPrefix(network, "ip"):
		return toASCII(address)
	}
	host, port, err := net.SplitHostPort(address)
	if err != nil || host == "" {
		return address, nil
	}
	ascii, err := toASCII(host)
	if err != nil || ascii == host {
		return address, err
	}
	return net.JoinHostPort(ascii, port), nil
}
