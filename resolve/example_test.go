package resolve_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/resolve"
	"github.com/xn-go/xn/resolve/resolvetest"
)

// exampleServer serves testdata/example.zone in the process; a real
// program leaves Resolver.Resolver nil (net.DefaultResolver).
func exampleServer() *resolvetest.Server {
	f, err := os.Open("testdata/example.zone")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	records, err := resolvetest.ParseZone(f)
	if err != nil {
		panic(err)
	}
	s, err := resolvetest.NewServer(records)
	if err != nil {
		panic(err)
	}
	return s
}

func ExampleResolver() {
	s := exampleServer()
	defer s.Close()
	r := &resolve.Resolver{Resolver: s.Resolver()}

	mx, err := r.LookupMX(context.Background(), "Bücher.example.")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range mx {
		fmt.Println(m.Pref, m.Host, "shown as", resolve.Show(m.Host).Text)
	}
	fmt.Println("asked:", s.Questions()[0].Name)
	// Output:
	// 10 mail.xn--bcher-kva.example. shown as mail.bücher.example.
	// asked: xn--bcher-kva.example.
}

// A refused name is never sent; the error is a *net.DNSError that unwraps
// to the *idna.Error, with a sentence for the person.
func ExampleResolver_refused() {
	s := exampleServer()
	defer s.Close()
	r := &resolve.Resolver{Resolver: s.Resolver()}

	_, err := r.LookupHost(context.Background(), "a..b.example")
	var dnsErr *net.DNSError
	var idnaErr *idna.Error
	if errors.As(err, &dnsErr) && errors.As(err, &idnaErr) {
		fmt.Println(dnsErr.Name, dnsErr.IsNotFound, errors.Is(err, idna.ErrLength))
		fmt.Println(idnaErr.Sentences()[0])
	}
	fmt.Println("packets sent:", s.Packets())
	// Output:
	// a..b.example true true
	// the name has two dots in a row; remove one
	// packets sent: 0
}

func ExampleQueryName() {
	for _, name := range []string{"Bücher.example", "_sip._tcp.bücher.example", "exa mple.example"} {
		q, err := resolve.QueryName(name)
		fmt.Printf("%q %v\n", q, err != nil)
	}
	// Output:
	// "xn--bcher-kva.example." false
	// "_sip._tcp.xn--bcher-kva.example." false
	// "" true
}

func ExampleShow() {
	for _, name := range []string{"xn--bcher-kva.example.", "xn--80ak6aa92e.example."} {
		s := resolve.Show(name)
		fmt.Println(s.Text, s.Unicode)
		for _, r := range s.Reasons {
			fmt.Println(" ", r.Sentence().Sentence())
		}
	}
	// Output:
	// bücher.example. true
	// xn--80ak6aa92e.example. false
	//   A part that looks like the Latin 'apple' is written in Cyrillic letters, so it can imitate that name
}

// Every question to one server, as dig @server asks it, whatever
// resolv.conf and /etc/hosts say; the names asked are converted as with
// any Resolver, and the errors name the server.
func ExampleServerResolver() {
	s := exampleServer()
	defer s.Close()
	r := resolve.ServerResolver(s.Addr)

	addrs, err := r.LookupNetIP(context.Background(), "ip4", "Bücher.example.")
	fmt.Println(addrs, err)
	_, err = r.LookupTXT(context.Background(), "köln.example")
	var dnsErr *net.DNSError
	if errors.As(err, &dnsErr) {
		fmt.Println(dnsErr.Server == s.Addr, dnsErr.IsNotFound, errors.Is(err, resolve.ErrNotExist))
	}
	fmt.Println("asked:", s.Questions())
	// Output:
	// [192.0.2.1] <nil>
	// true true true
	// asked: [{xn--bcher-kva.example. TypeA ClassINET} {xn--kln-sna.example. TypeTXT ClassINET}]
}

// A Dialer in an http.Transport: net/http converts URL hosts before it
// dials (though not its Host header the same way: convert the URL's host
// first, see docs/resolve.md); the Dialer converts the other addresses it
// is given.
func ExampleDialer() {
	d := &resolve.Dialer{Dialer: &net.Dialer{}}
	client := &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
	_ = client

	_, err := d.Dial("tcp", "a..b.example:443")
	fmt.Println(err)
	// Output:
	// dial tcp: lookup a..b.example: idna: "a..b.example": A4_2: invalid length in label 2 at byte 2
}
