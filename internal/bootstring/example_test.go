package bootstring_test

import (
	"errors"
	"fmt"

	"github.com/xn-go/xn/internal/bootstring"
)

func ExampleParams_Encode() {
	// A Bootstring encoding other than Punycode: uppercase digits and "_"
	// as the delimiter.
	p := bootstring.Punycode
	p.Digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	p.Delimiter = '_'
	enc, _, err := p.Encode([]rune("bücher-kva"), nil)
	fmt.Println(enc, err)
	dec, _, _, err := p.Decode(enc)
	fmt.Println(string(dec), err)

	// Parameters are checked against RFC 3492 section 4.
	p.TMin = 30
	_, _, err = p.Encode([]rune("bücher"), nil)
	fmt.Println(errors.Is(err, bootstring.ErrInvalidParams), err)
	// Output:
	// bcher-kva_Q9A <nil>
	// bücher-kva <nil>
	// true bootstring: invalid parameters: tmin 30 > tmax 26
}
