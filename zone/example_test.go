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

// A zone file written in Unicode, converted for the name server: only the
// names change, and each line with a name in Unicode keeps that form as a
// comment. A name that cannot be converted is a problem with its line.
func ExampleConverter_Convert() {
	src := `$ORIGIN bücher.example.
@	3600 IN MX 10 mail.münchen.example. ; the mail server
café	IN A 192.0.2.1
́x	IN A 192.0.2.2
`
	res := (&zone.Converter{To: zone.ASCII}).Convert("bücher.zone", []byte(src))
	fmt.Print(string(res.Files[0].Text))
	for _, p := range res.Problems {
		fmt.Printf("%s:%d: %s\n", p.File, p.Line, p.Sentences()[0].Sentence())
	}
	// Output:
	// $ORIGIN xn--bcher-kva.example.	; bücher.example.
	// @	3600 IN MX 10 mail.xn--mnchen-3ya.example. ; the mail server	; mail.münchen.example.
	// xn--caf-dma	IN A 192.0.2.1	; café
	// ́x	IN A 192.0.2.2
	// bücher.zone:4: The part '◌́x' begins with the mark '◌́', which needs a letter before it; remove it or add the letter
}
