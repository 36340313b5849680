package zone_test

import (
	"fmt"

	"github.com/miekg/dns"

	"github.com/xn-go/xn/zone"
)

func ExampleRecordToASCII() {
	rr, err := dns.NewRR("_sip._tcp.bücher.example. 300 IN SRV 0 5 5060 sip.münchen.example.")
	if err != nil {
		panic(err)
	}
	ascii, err := zone.RecordToASCII(rr)
	if err != nil {
		panic(err)
	}
	fmt.Println(ascii)
	shown, err := zone.RecordToUnicode(ascii)
	fmt.Println(shown.(*dns.SRV).Target, err)
	// Output:
	// _sip._tcp.xn--bcher-kva.example.	300	IN	SRV	0 5 5060 sip.xn--mnchen-3ya.example.
	// sip.münchen.example. <nil>
}
