package zone

import (
	"github.com/miekg/dns"

	"github.com/xn-go/xn/dnsname"
)

// RecordToASCII returns a copy of rr with its owner name and every domain
// name in its data (see [Names]) in A-label form, with the rules of
// package dnsname: underscore labels allowed, the DNS lengths checked, the
// trailing dot and a wildcard label kept, a name with nothing to convert
// left as it is. miekg/dns keeps names in presentation format; escapes
// (\DDD, \.) are decoded before the conversion, so "b\195\188cher" is
// bücher. A name that cannot be converted is a *[dnsname.NameError]; rr is
// not changed.
func RecordToASCII(rr dns.RR) (dns.RR, error) {
	return convertRecord(rr, dnsname.DataToASCII)
}

// RecordToUnicode is [RecordToASCII] towards Unicode, to show a record:
// the Unicode labels are written as UTF-8 (miekg/dns's String escapes
// them as \DDD).
func RecordToUnicode(rr dns.RR) (dns.RR, error) {
	return convertRecord(rr, dnsname.DataToUnicode)
}

// convertRecord applies to to the names of a copy of rr.
func convertRecord(rr dns.RR, to func(string) (string, error)) (dns.RR, error) {
	out := dns.Copy(rr)
	for _, name := range append([]*string{&out.Header().Name}, Names(out)...) {
		converted, err := convertName(*name, to)
		if err != nil {
			return rr, &dnsname.NameError{Name: *name, Err: err}
		}
		*name = converted
	}
	return out, nil
}

// Names returns pointers to the domain names in the data of rr, in their
// order in the record's text: the target of CNAME, DNAME, SRV, SVCB and
// HTTPS, the host of NS, MX, PTR, AFSDB and KX, SOA's server and mailbox,
// RP's mailbox and TXT domain, NAPTR's replacement, NSEC's next name.
// Other types have none here, and their names pass unconverted.
func Names(rr dns.RR) []*string {
	switch rr := rr.(type) {
	case *dns.CNAME:
		return []*string{&rr.Target}
	case *dns.DNAME:
		return []*string{&rr.Target}
	case *dns.NS:
		return []*string{&rr.Ns}
	case *dns.PTR:
		return []*string{&rr.Ptr}
	case *dns.MX:
		return []*string{&rr.Mx}
	case *dns.AFSDB:
		return []*string{&rr.Hostname}
	case *dns.KX:
		return []*string{&rr.Exchanger}
	case *dns.SRV:
		return []*string{&rr.Target}
	case *dns.SOA:
		return []*string{&rr.Ns, &rr.Mbox}
	case *dns.RP:
		return []*string{&rr.Mbox, &rr.Txt}
	case *dns.NAPTR:
		return []*string{&rr.Replacement}
	case *dns.SVCB:
		return []*string{&rr.Target}
	case *dns.HTTPS:
		return []*string{&rr.Target}
	case *dns.NSEC:
		return []*string{&rr.NextDomain}
	}
	return nil
}
