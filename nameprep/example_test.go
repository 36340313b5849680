package nameprep_test

import (
	"errors"
	"fmt"

	"github.com/xn-go/xn/nameprep"
)

func Example() {
	for _, label := range []string{"example", "B\u00FCcher", "Stra\u00DFe", "\uFF21\uFF22\uFF23"} {
		out, err := nameprep.Prepare(label, false)
		fmt.Printf("%q %v\n", out, err)
	}
	// Output:
	// "example" <nil>
	// "bücher" <nil>
	// "strasse" <nil>
	// "abc" <nil>
}

func ExamplePrepare_error() {
	_, err := nameprep.Prepare("a\u00ADb\u1680", false)
	fmt.Println(err)

	var e *nameprep.Error
	if errors.As(err, &e) {
		fmt.Println(e.Code, e.Table, e.Offset, fmt.Sprintf("%U", e.Rune))
	}
	// Output:
	// nameprep: prohibited code point U+1680 (table C.1.2) at byte 4
	// NP_PROHIBITED C.1.2 4 U+1680
}

func ExamplePrepare_unassigned() {
	// U+0221 was unassigned in Unicode 3.2 (table A.1).
	for _, allow := range []bool{true, false} {
		out, err := nameprep.Prepare("a\u0221", allow)
		fmt.Printf("%+q %v\n", out, err)
	}
	// Output:
	// "a\u0221" <nil>
	// "" nameprep: unassigned code point U+0221 (table A.1) at byte 1
}

func ExamplePrepare_bidi() {
	for _, label := range []string{"\u0627\u0031\u0628", "\u0627\u0031", "foo\u05BEbar"} {
		_, err := nameprep.Prepare(label, false)
		fmt.Println(err)
	}
	// Output:
	// <nil>
	// nameprep: bidi: must start and end with RandALCat: U+0031 at byte 2
	// nameprep: bidi: RandALCat and LCat mixed: U+05BE at byte 3
}

func ExampleNormalize() {
	// Unicode 4.0 corrected the decomposition of U+2F868 to U+36FC;
	// nameprep keeps the Unicode 3.2 one, U+2136A.
	s, _ := nameprep.Normalize("\U0002F868")
	fmt.Printf("%U\n", []rune(s))
	// Output:
	// [U+2136A]
}

func ExampleMap() {
	s, _ := nameprep.Map("Stra\u00DFe\u00AD")
	fmt.Println(s)
	// Output:
	// strasse
}

func ExampleTables() {
	fmt.Println(nameprep.Tables('\u1680'), nameprep.Tables('\u05D0'), nameprep.Tables('\u0221'), nameprep.Tables('A'))
	// Output:
	// [C.1.2] [D.1] [A.1] [B.2 D.2]
}
