// Package cert handles internationalized names in X.509 certificates and
// certificate requests: the dNSName entries of the subject alternative
// name extension (SANs) and the subject's common name (CN).
//
// A certificate holds names in their ASCII form, A-labels in lower case
// (RFC 5280 section 7.2 as updated by RFC 9549): "*.xn--bcher-kva.de",
// never "*.bücher.de". The package converts between the forms with the
// rules a certification authority applies ([ToASCII], [ToUnicode]),
// matches a presented identifier against the host a client asked for by
// RFC 9525 section 6.3 ([Match], [Matcher]), and checks every name of a
// certificate or a request as a linter does ([Checker]), each problem in
// the one presentation of package problem: the rule code of its fact
// (package rule's, or cert's own for the facts of certificates, such as
// [CodeWildcardSuffix]), its place in the name and a sentence for the
// reader.
//
// Conversion uses IDNA2008 (RFC 5891 to 5893) with the UTS #46 mapping in
// front (idna.IDNA2008Lookup): what a person types ("Bücher.DE") is
// mapped to lower case, and the result must be valid IDNA2008. A wildcard
// is '*' as the whole first label and nothing else; every other label is
// converted.
//
// TLS and HTTP clients that dial such names are in the subpackage
// github.com/xn-go/xn/cert/tlsclient, so that a program that only checks
// certificates links no net/http. docs/certificates.md says which call a
// CA, an ACME client, a TLS server and a linter should make, and which
// section of which standard each code stands for ([Section]).
package cert
