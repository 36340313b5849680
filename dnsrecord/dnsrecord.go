// Package dnsrecord converts the names of records of
// golang.org/x/net/dns/dnsmessage between their Unicode and A-label forms:
// the owner name and the names inside the record's data (CNAME, NS, PTR,
// MX, SOA's two, SRV, SVCB and HTTPS targets), with the rules of package
// dnsname (and of package resolve): underscore labels allowed, the DNS
// lengths checked, the trailing dot kept, a wildcard label kept. The
// records of github.com/miekg/dns are package zone's.
//
// dnsmessage holds the other record types (DNAME, NAPTR, …) as
// UnknownResource, whose bytes are not parsed: they pass unchanged.
package dnsrecord

import (
	"golang.org/x/net/dns/dnsmessage"

	"github.com/xn-go/xn/dnsname"
)

// ToASCII returns a copy of r with every name in A-label form, for a
// message to send. A name that cannot be converted is a
// *[dnsname.NameError]; r is not changed.
func ToASCII(r dnsmessage.Resource) (dnsmessage.Resource, error) {
	return convert(r, dnsname.DataToASCII)
}

// ToUnicode returns a copy of r with every A-label in Unicode form, to
// show a record. A name whose Unicode form does not fit dnsmessage.Name's
// 255 bytes is an error, as one that IDNA refuses.
func ToUnicode(r dnsmessage.Resource) (dnsmessage.Resource, error) {
	return convert(r, dnsname.DataToUnicode)
}

// convert applies to to the names of a copy of r.
func convert(r dnsmessage.Resource, to func(string) (string, error)) (dnsmessage.Resource, error) {
	out := dnsmessage.Resource{Header: r.Header, Body: copyBody(r.Body)}
	names := append([]*dnsmessage.Name{&out.Header.Name}, bodyNames(out.Body)...)
	for _, n := range names {
		converted, err := to(n.String())
		if err == nil {
			*n, err = dnsmessage.NewName(converted)
		}
		if err != nil {
			return r, &dnsname.NameError{Name: n.String(), Err: err}
		}
	}
	return out, nil
}

// copyBody returns a copy of the bodies that hold names, so that
// converting them leaves the caller's record as it was; other bodies are
// returned as they are.
func copyBody(b dnsmessage.ResourceBody) dnsmessage.ResourceBody {
	switch b := b.(type) {
	case *dnsmessage.CNAMEResource:
		c := *b
		return &c
	case *dnsmessage.NSResource:
		c := *b
		return &c
	case *dnsmessage.PTRResource:
		c := *b
		return &c
	case *dnsmessage.MXResource:
		c := *b
		return &c
	case *dnsmessage.SOAResource:
		c := *b
		return &c
	case *dnsmessage.SRVResource:
		c := *b
		return &c
	case *dnsmessage.SVCBResource:
		c := *b
		return &c
	case *dnsmessage.HTTPSResource:
		c := *b
		return &c
	}
	return b
}

// bodyNames returns pointers to the names inside b.
func bodyNames(b dnsmessage.ResourceBody) []*dnsmessage.Name {
	switch b := b.(type) {
	case *dnsmessage.CNAMEResource:
		return []*dnsmessage.Name{&b.CNAME}
	case *dnsmessage.NSResource:
		return []*dnsmessage.Name{&b.NS}
	case *dnsmessage.PTRResource:
		return []*dnsmessage.Name{&b.PTR}
	case *dnsmessage.MXResource:
		return []*dnsmessage.Name{&b.MX}
	case *dnsmessage.SOAResource:
		return []*dnsmessage.Name{&b.NS, &b.MBox}
	case *dnsmessage.SRVResource:
		return []*dnsmessage.Name{&b.Target}
	case *dnsmessage.SVCBResource:
		return []*dnsmessage.Name{&b.Target}
	case *dnsmessage.HTTPSResource:
		return []*dnsmessage.Name{&b.Target}
	}
	return nil
}
