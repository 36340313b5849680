package tables_test

import (
	"fmt"

	"github.com/xn-go/xn/idna/internal/tables"
)

func ExampleTable_Lookup() {
	for _, r := range []rune{'ß', 'Ⅶ', 'ا', '\u094d', '\u200d'} {
		p := tables.V17_0_0.Lookup(r)
		fmt.Printf("U+%04X %-9v %-6q %-8v joining=%v bidi=%-3v mark=%v virama=%v\n",
			r, p.Status(), tables.V17_0_0.Mapping(p), p.Derived(), p.Joining(), p.Bidi(), p.IsMark(), p.IsVirama())
	}
	// Output:
	// U+00DF deviation "ss"   PVALID   joining=U bidi=L   mark=false virama=false
	// U+2166 mapped    "vii"  DISALLOWED joining=U bidi=L   mark=false virama=false
	// U+0627 valid     ""     PVALID   joining=R bidi=AL  mark=false virama=false
	// U+094D valid     ""     PVALID   joining=T bidi=NSM mark=true virama=true
	// U+200D deviation ""     CONTEXTJ joining=C bidi=BN  mark=false virama=false
}
