// Package dnsname converts domain names for the DNS and finds the zone
// that holds a name, whatever form the name and the zones are written in.
//
// # Conversion
//
// [ToASCII] and [ToUnicode] convert a name with the Lookup profile of
// package idna (UTS #46 nontransitional), with two changes for the DNS: an
// underscore is allowed in any label (_dmarc, _sip._tcp, _acme-challenge)
// and the DNS lengths are checked (no empty name or label, labels of at
// most 63 octets, names of at most 253 octets in A-label form, 254 with
// the trailing dot). A trailing dot is kept. These are the rules of
// package resolve, which converts its names here.
//
// # Which zone holds a name
//
// [Zones] answers the question that DNS providers, certificate clients and
// DNS-as-code tools ask before they touch a record: which of my zones does
// this name belong to, and what is its name relative to that zone. The
// comparison is label by label on canonical A-labels: case, the trailing
// dot and the form (Unicode or A-label) of the name and of each zone do
// not matter, and notbücher.example is not in bücher.example.
//
// The package depends on idna alone: a program that only needs the zone
// finder does not link a DNS library or a zone-file reader.
package dnsname
