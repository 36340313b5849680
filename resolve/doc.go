// Package resolve looks up internationalized domain names with Go's
// resolver: the names a person types (bücher.example, _dmarc.bücher.example)
// go out as the A-labels the DNS knows (xn--bcher-kva.example), and a name
// that IDNA refuses never reaches the network.
//
// Go's net package does no IDNA: net.LookupHost("bücher.example") fails
// with "no such host" without sending a query. [Resolver] has the methods
// and signatures of [net.Resolver], so replacing the type is the whole
// migration:
//
//	r := &resolve.Resolver{}            // was: r := net.DefaultResolver
//	addrs, err := r.LookupHost(ctx, "bücher.example")
//
// [Dialer] does the same for [net.Dialer] ("bücher.example:443"), and
// [QueryName] gives the query name for programs that build DNS messages
// themselves (golang.org/x/net/dns/dnsmessage, github.com/miekg/dns).
// [ServerResolver] asks one DNS server every question, as dig @server
// does, with its own queries: a net.Resolver answers from /etc/hosts first
// whatever server its Dial hook picks.
//
// net/http converts a URL's host before it dials, but writes the Host
// header with another conversion (BÜCHER.example is dialed as
// xn--bcher-kva.example and sent as xn--BCHER-2pa.example): convert the
// URL's host first (docs/resolve.md).
//
// # Conversion
//
// Names are converted with the Lookup profile of package idna (UTS #46
// nontransitional, as browsers and x/net/idna's Lookup), with two changes
// for the DNS: an underscore is allowed (the service and protocol labels of
// SRV, _dmarc, _acme-challenge; Go's resolver allows it in any label, and
// so does this package), and the DNS lengths are checked. A trailing dot is
// kept: it makes the name fully qualified, so that the resolver does not
// try the search domains of resolv.conf. IP address literals ("192.0.2.1",
// "2001:db8::1", "fe80::1%eth0") and the root name "." pass unchanged.
//
// A name already in canonical ASCII form (lower case, valid) is passed on
// as it is, without an allocation.
//
// # Refusals
//
// These names are refused before anything is sent: a name that IDNA
// refuses (a space, a symbol, a disallowed character, a bad xn-- label,
// Bidi and joiner rules), the empty name and empty labels ("a..b.example"),
// a label over 63 octets, a name over 253 octets (254 with the trailing
// dot), invalid UTF-8 and NUL bytes. The error is a *[net.DNSError], as
// net's own for a name it cannot send (IsNotFound is set), so existing
// callers keep working, and it unwraps to the *[idna.Error] that says why:
// errors.Is(err, idna.ErrLength), errors.As(err, &idnaErr) and
// idnaErr.Sentences for the person.
//
// # Names in answers
//
// The names that come back (CNAME targets, MX, NS and SRV hosts, PTR names)
// are returned as the DNS gives them, A-labels with a trailing dot. [Show]
// turns one into what to show a person: the Unicode form when the display
// policy of package spoof allows it, the A-label form otherwise, with the
// policy's reasons.
package resolve
