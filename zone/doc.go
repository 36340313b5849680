// Package zone converts DNS zone files and the records of
// github.com/miekg/dns between the Unicode and A-label forms of their
// names: every owner name and every domain name inside record data, with
// the rules of package dnsname (those of package resolve).
//
// [Convert] rewrites an RFC 1035 master file in place: the names change,
// everything else (TTLs, classes, comments, spacing, parentheses, quoted
// strings) stays byte for byte. [RecordToASCII] and [RecordToUnicode]
// convert one dns.RR.
//
// This is the package of the module that links github.com/miekg/dns, the
// DNS library of Go's DNS servers (CoreDNS among them), which reads the
// master-file syntax: a program that does not import zone does not link
// it. Programs holding golang.org/x/net/dns/dnsmessage records use
// package dnsrecord, and programs that only need the zone that holds a
// name use package dnsname.
package zone
