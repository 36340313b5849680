package idna_test

import (
	"errors"
	"fmt"

	"github.com/xn-go/xn/idna"
)

func Example() {
	a, err := idna.ToASCII("Bücher.example")
	fmt.Println(a, err)
	u, err := idna.ToUnicode("xn--bcher-kva.example")
	fmt.Println(u, err)
	// Output:
	// xn--bcher-kva.example <nil>
	// bücher.example <nil>
}

func ExampleProfile_With() {
	transitional := idna.UTS46.With(idna.Transitional(true))
	a, _ := transitional.ToASCII("faß.de")
	b, _ := idna.UTS46.ToASCII("faß.de")
	fmt.Println(a, b)
	// Output: fass.de xn--fa-hia.de
}

func ExampleError() {
	// x/net/idna returns "go.dev" here; xn returns "" and says why.
	a, err := idna.ToASCII("xn--go-.dev")
	fmt.Printf("%q\n", a)
	var e *idna.Error
	if errors.As(err, &e) {
		fmt.Println(e.Codes(), errors.Is(err, idna.ErrPunycode))
		fmt.Println(e.Problems[0])
	}
	// Output:
	// ""
	// [P4] true
	// P4: invalid Punycode in label 0 at byte 0
}

func ExampleProfile_ToUnicode() {
	// ToUnicode returns its best effort together with the error.
	u, err := idna.Lookup.ToUnicode("xn--99999999999.xn--bcher-kva.example")
	fmt.Println(u)
	fmt.Println(err)
	// Output:
	// xn--99999999999.bücher.example
	// idna: "xn--99999999999.xn--bcher-kva.example": P4: invalid Punycode in label 0 at byte 0: punycode: arithmetic overflow at offset 7
}

func ExampleProfile_AppendToASCII() {
	buf := make([]byte, 0, 64)
	for _, name := range []string{"WWW.Example.COM", "bücher.example"} {
		var err error
		buf, err = idna.Lookup.AppendToASCII(buf[:0], name)
		fmt.Println(string(buf), err)
	}
	// Output:
	// www.example.com <nil>
	// xn--bcher-kva.example <nil>
}

func ExampleWHATWG() {
	// The URL Standard allows hyphens anywhere and underscores, and rejects
	// forbidden host code points.
	for _, name := range []string{"r3---sn-abc.googlevideo.com", "_sip.example", "a b.example"} {
		a, err := idna.WHATWG.ToASCII(name)
		fmt.Printf("%q %v\n", a, err != nil)
	}
	// Output:
	// "r3---sn-abc.googlevideo.com" false
	// "_sip.example" false
	// "" true
}

func ExampleLookupRune() {
	info := idna.LookupRune('ß')
	fmt.Println(info.Status, info.Mapping, info.IDNA2008)
	// Output: deviation ss PVALID
}
