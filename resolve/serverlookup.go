package resolve

import (
	"cmp"
	"context"
	"errors"
	"net"
	"net/netip"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/net/dns/dnsmessage"
)

// The lookups of a ServerResolver: each asks the server and gives the
// records in the form net.Resolver's method of the same name gives them.
// The names are converted already; IP literals are answered by netIP.

// netIP looks up the addresses of host for network "ip", "ip4" or "ip6":
// A, then AAAA. A name that does not exist is not asked again for AAAA;
// the addresses of one family are enough when the other fails.
func (c *serverClient) netIP(ctx context.Context, network, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a}, nil
	}
	var types []dnsmessage.Type
	switch network {
	case "ip":
		types = []dnsmessage.Type{dnsmessage.TypeA, dnsmessage.TypeAAAA}
	case "ip4":
		types = []dnsmessage.Type{dnsmessage.TypeA}
	case "ip6":
		types = []dnsmessage.Type{dnsmessage.TypeAAAA}
	default:
		return nil, &net.DNSError{Err: "unknown network " + network, Name: host, Server: c.addr}
	}
	var addrs []netip.Addr
	var first error
	for _, t := range types {
		records, _, err := c.lookup(ctx, host, t)
		if err != nil {
			first = cmp.Or(first, err)
			if errors.Is(err, ErrNotExist) {
				break
			}
			continue
		}
		addrs = append(addrs, addrsOf(records)...)
	}
	if len(addrs) == 0 {
		return nil, first
	}
	return addrs, nil
}

// cname returns the canonical name of host: the last target of its CNAME
// chain, or host itself when it has no CNAME record but addresses, as
// net.Resolver.LookupCNAME does.
func (c *serverClient) cname(ctx context.Context, host string) (string, error) {
	records, _, err := c.lookup(ctx, host, dnsmessage.TypeCNAME)
	if err == nil {
		return chainEnd(records), nil
	}
	if !errors.Is(err, ErrNoRecord) {
		return "", err
	}
	if _, ipErr := c.netIP(ctx, "ip", host); ipErr != nil {
		return "", err
	}
	return fullyQualified(host), nil
}

// chainEnd is the target of the last CNAME record of records.
func chainEnd(records []dnsmessage.Resource) string {
	return records[len(records)-1].Body.(*dnsmessage.CNAMEResource).CNAME.String()
}

func (c *serverClient) mx(ctx context.Context, name string) ([]*net.MX, error) {
	records, _, err := c.lookup(ctx, name, dnsmessage.TypeMX)
	return mxOf(records), err
}

func (c *serverClient) ns(ctx context.Context, name string) ([]*net.NS, error) {
	records, _, err := c.lookup(ctx, name, dnsmessage.TypeNS)
	return nsOf(records), err
}

// srv looks up the SRV records of _service._proto.name, or of name when
// service and proto are both empty, and returns the name that holds them.
func (c *serverClient) srv(ctx context.Context, service, proto, name string) (string, []*net.SRV, error) {
	if service != "" || proto != "" {
		name = "_" + service + "._" + proto + "." + name
	}
	records, owner, err := c.lookup(ctx, name, dnsmessage.TypeSRV)
	if err != nil {
		return "", nil, err
	}
	return owner, srvOf(records), nil
}

// txt returns one string for each TXT record: its strings joined, as
// net.Resolver.LookupTXT gives them.
func (c *serverClient) txt(ctx context.Context, name string) ([]string, error) {
	records, _, err := c.lookup(ctx, name, dnsmessage.TypeTXT)
	return txtOf(records), err
}

// ptr returns the names of the address addr: the PTR records of its
// in-addr.arpa or ip6.arpa name.
func (c *serverClient) ptr(ctx context.Context, addr string) ([]string, error) {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return nil, &net.DNSError{Err: "unrecognized address", Name: addr, Server: c.addr}
	}
	records, _, err := c.lookup(ctx, reverseName(ip), dnsmessage.TypePTR)
	return ptrOf(records), err
}

// reverseName is the name of the PTR records of ip (RFC 1035 section
// 3.5, RFC 3596 section 2.5): 1.2.0.192.in-addr.arpa. for 192.0.2.1, the
// nibbles in reverse under ip6.arpa. for an IPv6 address.
func reverseName(ip netip.Addr) string {
	ip = ip.WithZone("").Unmap()
	var b strings.Builder
	if ip.Is4() {
		a := ip.As4()
		for i := 3; i >= 0; i-- {
			b.WriteString(strconv.Itoa(int(a[i])) + ".")
		}
		return b.String() + "in-addr.arpa."
	}
	const hex = "0123456789abcdef"
	a := ip.As16()
	for i := 15; i >= 0; i-- {
		b.WriteByte(hex[a[i]&0xf])
		b.WriteByte('.')
		b.WriteByte(hex[a[i]>>4])
		b.WriteByte('.')
	}
	return b.String() + "ip6.arpa."
}

// fullyQualified is name with a trailing dot.
func fullyQualified(name string) string {
	if strings.HasSuffix(name, ".") {
		return name
	}
	return name + "."
}

// The values of records as net.Resolver's methods give them; each takes
// the records of one type, as answerOf returns them.

func addrsOf(records []dnsmessage.Resource) []netip.Addr {
	var addrs []netip.Addr
	for _, r := range records {
		switch b := r.Body.(type) {
		case *dnsmessage.AResource:
			addrs = append(addrs, netip.AddrFrom4(b.A))
		case *dnsmessage.AAAAResource:
			addrs = append(addrs, netip.AddrFrom16(b.AAAA))
		}
	}
	return addrs
}

// mxOf sorts the hosts by preference, as net does (without shuffling
// those of equal preference).
func mxOf(records []dnsmessage.Resource) []*net.MX {
	var mx []*net.MX
	for _, r := range records {
		b := r.Body.(*dnsmessage.MXResource)
		mx = append(mx, &net.MX{Host: b.MX.String(), Pref: b.Pref})
	}
	slices.SortStableFunc(mx, func(a, b *net.MX) int { return cmp.Compare(a.Pref, b.Pref) })
	return mx
}

func nsOf(records []dnsmessage.Resource) []*net.NS {
	var ns []*net.NS
	for _, r := range records {
		ns = append(ns, &net.NS{Host: r.Body.(*dnsmessage.NSResource).NS.String()})
	}
	return ns
}

// srvOf sorts the targets by priority, then by weight, the heaviest first
// (net draws among equal priorities by weight; this order is the one
// without chance).
func srvOf(records []dnsmessage.Resource) []*net.SRV {
	var srv []*net.SRV
	for _, r := range records {
		b := r.Body.(*dnsmessage.SRVResource)
		srv = append(srv, &net.SRV{Target: b.Target.String(), Port: b.Port, Priority: b.Priority, Weight: b.Weight})
	}
	slices.SortStableFunc(srv, func(a, b *net.SRV) int {
		return cmp.Or(cmp.Compare(a.Priority, b.Priority), cmp.Compare(b.Weight, a.Weight))
	})
	return srv
}

func txtOf(records []dnsmessage.Resource) []string {
	var txt []string
	for _, r := range records {
		txt = append(txt, strings.Join(r.Body.(*dnsmessage.TXTResource).TXT, ""))
	}
	return txt
}

func ptrOf(records []dnsmessage.Resource) []string {
	var names []string
	for _, r := range records {
		names = append(names, r.Body.(*dnsmessage.PTRResource).PTR.String())
	}
	return names
}
