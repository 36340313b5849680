package idna_test

import (
	"fmt"

	"github.com/xn-go/xn/idna"
	_ "github.com/xn-go/xn/idna/unicode16"
)

// A program pins the Unicode version of its conversions with the Unicode
// option, after importing the version's package. Whether the build serves
// the version depends on its Go toolchain (16.0.0 needs Go 1.27), so a
// program checks with ServesUnicode, or reads the OPTION error of a
// conversion.
func ExampleUnicode() {
	p := idna.Lookup.With(idna.Unicode("16.0.0"))
	if err := idna.ServesUnicode("16.0.0"); err == nil {
		a, err := p.ToASCII("\u1c89.example") // U+1C89 is new in 16.0.0
		_, _ = a, err                         // "xn--d4f.example", nil
	}
	fmt.Println(idna.ServesUnicode("14.0.0"))
	// Output:
	// idna: there are no tables of Unicode 14.0.0; the versions are 15.0.0, 15.1.0, 16.0.0, 17.0.0
}
