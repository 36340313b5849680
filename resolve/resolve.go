package resolve

import (
	"context"
	"net"
	"net/netip"
	"strings"

	"github.com/xn-go/xn/dnsname"
)

// toASCII converts name for the DNS (dnsname.ToASCII: underscores, DNS
// lengths), or returns the *net.DNSError of a refused name. IP literals and
// the root pass unchanged.
func toASCII(name string) (string, error) {
	if name == "." || strings.IndexByte(name, ':') >= 0 && isIPLiteral(name) {
		return name, nil
	}
	ascii, err := dnsname.ToASCII(name)
	if err != nil {
		return "", refused(name, err)
	}
	return ascii, nil
}

// isIPLiteral reports whether s is an IP address, with or without an IPv6
// zone.
func isIPLiteral(s string) bool {
	_, err := netip.ParseAddr(s)
	return err == nil
}

// refused is the error of a name that is not sent: a *net.DNSError, as
// net's own for a name it cannot send, that unwraps to err.
func refused(name string, err error) *net.DNSError {
	return &net.DNSError{
		Err:        err.Error(),
		Name:       name,
		IsNotFound: true,
		UnwrapErr:  err,
	}
}

// QueryName returns the name of a DNS query for name, for programs that
// build DNS messages themselves: A-labels, lower case, fully qualified
// (with the trailing dot), as dnsmessage.NewName and miekg/dns take it.
// It refuses what [Resolver] refuses, with the same *[net.DNSError]; an IP
// literal is no name and is refused too.
func QueryName(name string) (string, error) {
	if name == "." {
		return name, nil
	}
	ascii, err := dnsname.ToASCII(name)
	if err != nil {
		return "", refused(name, err)
	}
	if !strings.HasSuffix(ascii, ".") {
		ascii += "."
	}
	return ascii, nil
}

// A Resolver looks up internationalized names with a [net.Resolver]: each
// method converts the name it is given (see the package documentation) and
// calls the net.Resolver method of the same name. The zero Resolver uses
// [net.DefaultResolver]; [ServerResolver] returns one that asks a DNS
// server of its own instead. A Resolver is safe for concurrent use.
type Resolver struct {
	// Resolver sends the queries; nil means net.DefaultResolver. It is
	// not used by the Resolver of ServerResolver.
	Resolver *net.Resolver

	server asker // set by ServerResolver: every question goes there
}

// An asker answers the questions of a Resolver itself, with the results
// of the net.Resolver methods: the DNS client of ServerResolver. It is an
// interface so that a program that never calls ServerResolver does not
// link that client and dnsmessage (139 KiB, measured with go1.26.8).
type asker interface {
	netIP(ctx context.Context, network, host string) ([]netip.Addr, error)
	cname(ctx context.Context, host string) (string, error)
	mx(ctx context.Context, name string) ([]*net.MX, error)
	ns(ctx context.Context, name string) ([]*net.NS, error)
	srv(ctx context.Context, service, proto, name string) (string, []*net.SRV, error)
	txt(ctx context.Context, name string) ([]string, error)
	ptr(ctx context.Context, addr string) ([]string, error)
}

// serverOf is the server of a ServerResolver, nil for any other.
func (r *Resolver) serverOf() asker {
	if r == nil {
		return nil
	}
	return r.server
}

// addrStrings is addrs as LookupHost gives them.
func addrStrings(addrs []netip.Addr) []string {
	var s []string
	for _, a := range addrs {
		s = append(s, a.String())
	}
	return s
}

// std is the net.Resolver that sends the queries.
func (r *Resolver) std() *net.Resolver {
	if r == nil || r.Resolver == nil {
		return net.DefaultResolver
	}
	return r.Resolver
}

// LookupHost looks up host and returns its addresses, as
// [net.Resolver.LookupHost].
func (r *Resolver) LookupHost(ctx context.Context, host string) (addrs []string, err error) {
	ascii, err := toASCII(host)
	if err != nil {
		return nil, err
	}
	if r.serverOf() != nil {
		addrs, err := r.server.netIP(ctx, "ip", ascii)
		return addrStrings(addrs), err
	}
	return r.std().LookupHost(ctx, ascii)
}

// LookupIPAddr looks up host and returns its IPv4 and IPv6 addresses, as
// [net.Resolver.LookupIPAddr].
func (r *Resolver) LookupIPAddr(ctx context.Context, host string) ([]net.IPAddr, error) {
	ascii, err := toASCII(host)
	if err != nil {
		return nil, err
	}
	if r.serverOf() != nil {
		addrs, err := r.server.netIP(ctx, "ip", ascii)
		var ips []net.IPAddr
		for _, a := range addrs {
			ips = append(ips, net.IPAddr{IP: a.AsSlice(), Zone: a.Zone()})
		}
		return ips, err
	}
	return r.std().LookupIPAddr(ctx, ascii)
}

// LookupIP looks up host for the network "ip", "ip4" or "ip6", as
// [net.Resolver.LookupIP].
func (r *Resolver) LookupIP(ctx context.Context, network, host string) ([]net.IP, error) {
	ascii, err := toASCII(host)
	if err != nil {
		return nil, err
	}
	if r.serverOf() != nil {
		addrs, err := r.server.netIP(ctx, network, ascii)
		var ips []net.IP
		for _, a := range addrs {
			ips = append(ips, a.AsSlice())
		}
		return ips, err
	}
	return r.std().LookupIP(ctx, network, ascii)
}

// LookupNetIP looks up host for the network "ip", "ip4" or "ip6", as
// [net.Resolver.LookupNetIP], except that the addresses for "ip4" are
// IPv4 addresses: net.Resolver gives an IPv4 literal such as 192.0.2.1 in
// its IPv4-mapped IPv6 form, ::ffff:192.0.2.1.
func (r *Resolver) LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error) {
	ascii, err := toASCII(host)
	if err != nil {
		return nil, err
	}
	if r.serverOf() != nil {
		return r.server.netIP(ctx, network, ascii)
	}
	addrs, err := r.std().LookupNetIP(ctx, network, ascii)
	if network == "ip4" {
		for i, a := range addrs {
			addrs[i] = a.Unmap()
		}
	}
	return addrs, err
}

// LookupCNAME returns the canonical name of host, as
// [net.Resolver.LookupCNAME]: as the DNS gives it (see [Show]).
func (r *Resolver) LookupCNAME(ctx context.Context, host string) (string, error) {
	ascii, err := toASCII(host)
	if err != nil {
		return "", err
	}
	if r.serverOf() != nil {
		return r.server.cname(ctx, ascii)
	}
	return r.std().LookupCNAME(ctx, ascii)
}

// LookupMX returns the MX records of name, as [net.Resolver.LookupMX].
func (r *Resolver) LookupMX(ctx context.Context, name string) ([]*net.MX, error) {
	ascii, err := toASCII(name)
	if err != nil {
		return nil, err
	}
	if r.serverOf() != nil {
		return r.server.mx(ctx, ascii)
	}
	return r.std().LookupMX(ctx, ascii)
}

// LookupNS returns the NS records of name, as [net.Resolver.LookupNS].
func (r *Resolver) LookupNS(ctx context.Context, name string) ([]*net.NS, error) {
	ascii, err := toASCII(name)
	if err != nil {
		return nil, err
	}
	if r.serverOf() != nil {
		return r.server.ns(ctx, ascii)
	}
	return r.std().LookupNS(ctx, ascii)
}

// LookupSRV looks up the SRV records of _service._proto.name, or of name
// when service and proto are both empty, as [net.Resolver.LookupSRV]. Only
// name is converted: service and proto are ASCII protocol names ("sip",
// "tcp").
func (r *Resolver) LookupSRV(ctx context.Context, service, proto, name string) (string, []*net.SRV, error) {
	ascii, err := toASCII(name)
	if err != nil {
		return "", nil, err
	}
	if r.serverOf() != nil {
		return r.server.srv(ctx, service, proto, ascii)
	}
	return r.std().LookupSRV(ctx, service, proto, ascii)
}

// LookupTXT returns the TXT records of name, as [net.Resolver.LookupTXT].
func (r *Resolver) LookupTXT(ctx context.Context, name string) ([]string, error) {
	ascii, err := toASCII(name)
	if err != nil {
		return nil, err
	}
	if r.serverOf() != nil {
		return r.server.txt(ctx, ascii)
	}
	return r.std().LookupTXT(ctx, ascii)
}

// LookupAddr returns the names of the address addr (reverse lookup), as
// [net.Resolver.LookupAddr]. addr is an IP address and is passed
// unchanged; the names come back as the DNS gives them (see [Show]).
func (r *Resolver) LookupAddr(ctx context.Context, addr string) ([]string, error) {
	if r.serverOf() != nil {
		return r.server.ptr(ctx, addr)
	}
	return r.std().LookupAddr(ctx, addr)
}

// LookupPort returns the port of a service name, as
// [net.Resolver.LookupPort], unchanged: it is here so that Resolver has
// every method of net.Resolver.
func (r *Resolver) LookupPort(ctx context.Context, network, service string) (port int, err error) {
	return r.std().LookupPort(ctx, network, service)
}
