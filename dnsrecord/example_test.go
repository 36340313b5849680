package dnsrecord_test

import (
	"fmt"

	"golang.org/x/net/dns/dnsmessage"

	"github.com/xn-go/xn/dnsrecord"
)

// An MX record built from names a person typed, converted before it goes
// into a message, and an answer's record converted to show it.
func ExampleToASCII() {
	r := dnsmessage.Resource{
		Header: dnsmessage.ResourceHeader{Name: dnsmessage.MustNewName("Bücher.example."), Type: dnsmessage.TypeMX, Class: dnsmessage.ClassINET},
		Body:   &dnsmessage.MXResource{Pref: 10, MX: dnsmessage.MustNewName("mail.münchen.example.")},
	}
	ascii, err := dnsrecord.ToASCII(r)
	if err != nil {
		panic(err)
	}
	fmt.Println(ascii.Header.Name, ascii.Body.(*dnsmessage.MXResource).MX)
	shown, _ := dnsrecord.ToUnicode(ascii)
	fmt.Println(shown.Header.Name, shown.Body.(*dnsmessage.MXResource).MX)
	// Output:
	// xn--bcher-kva.example. mail.xn--mnchen-3ya.example.
	// bücher.example. mail.münchen.example.
}
