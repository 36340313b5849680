package tlsclient_test

import (
	"fmt"
	"net/http"

	"github.com/xn-go/xn/cert/tlsclient"
)

// An HTTP client for internationalized hosts: the URL's host is converted
// once, and that form is dialed, sent in SNI and in the Host header, and
// verified against the server's certificate.
func ExampleTransport() {
	client := &http.Client{Transport: &tlsclient.Transport{}}
	resp, err := client.Get("https://bücher.example/")
	if err != nil {
		fmt.Println(err) // tlsclient: bücher.example: ... (the host as the display policy shows it)
		return
	}
	resp.Body.Close()
}

// A TLS connection for a protocol other than HTTP (SMTP, IMAP, a custom
// one): Dial returns a *tls.Conn verified for xn--bcher-kva.example.
func ExampleDialer() {
	d := &tlsclient.Dialer{}
	conn, err := d.Dial("tcp", "mail.bücher.example:993")
	if err != nil {
		fmt.Println(err)
		return
	}
	conn.Close()
}
