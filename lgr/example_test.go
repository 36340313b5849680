package lgr_test

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/lgr"
	"github.com/xn-go/xn/msg/catalog"
)

func exampleLGR() *lgr.LGR {
	l, err := lgr.ParseFile("testdata/example.xml")
	if err != nil {
		panic(err)
	}
	return l
}

func ExampleParseFile() {
	l, err := lgr.ParseFile("testdata/example.xml")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(l.Meta.Languages, l.Check("straße").Disposition)
	// Output: [und-Latn] valid
}

func ExampleParse() {
	_, err := lgr.Parse(strings.NewReader(`<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0">
<data><char cp="0061" when="no-such-rule"/></data>
</lgr>`))
	fmt.Println(err)
	// Output: lgr: line 2: <char>: context rule "no-such-rule" is not defined in <rules>
}

func ExampleLGR_Check() {
	l := exampleLGR()
	for _, label := range []string{"strasse", "straße", "ı", "-abc", "1abc", "xn--strae-oqa", "abc!"} {
		r := l.Check(label)
		fmt.Printf("%s: %s %v — %v\n", label, r.Code, r.Eligible(), r.Sentence())
	}
	// Output:
	// strasse: OK true — the label 'strasse' is valid under this LGR: no earlier action applies (the action on line 30)
	// straße: OK true — the label 'straße' is valid under this LGR: no earlier action applies (the action on line 30)
	// ı: OK true — the label 'ı' is valid under this LGR: no earlier action applies (the action on line 30)
	// -abc: CONTEXT false — the label '-abc' has '-' where this LGR's rule 'hyphen-minus-disallowed' forbids it; remove it or change what stands around it
	// 1abc: OK false — the label '1abc' is invalid under this LGR: it matches the rule 'leading-digit' (the action on line 27); choose another label
	// xn--strae-oqa: OK true — the label 'xn--strae-oqa' is valid under this LGR: no earlier action applies (the action on line 30)
	// abc!: REPERTOIRE false — the label 'abc!' has '!', which this LGR does not allow; remove or replace it
}

func ExampleLGR_Variants() {
	l := exampleLGR()
	v, err := l.Variants("straße", lgr.VariantOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, x := range v.Labels {
		fmt.Println(x.Label, x.Disposition, x.Types)
	}
	// Output: strasse allocatable [allocatable]
}

func ExampleLGR_Variants_onlyAllocatable() {
	l := exampleLGR()
	v, _ := l.Variants("iß", lgr.VariantOptions{OnlyAllocatable: true})
	for _, x := range v.Labels {
		fmt.Println(x.Label, x.Disposition)
	}
	// Output: iss allocatable
}

func ExampleLGR_Index() {
	l := exampleLGR()
	a, _ := l.Index("straße")
	b, _ := l.Index("strasse")
	fmt.Println(a == b, a)
	// Output: true strasse
}

func ExampleLGR_Lookup() {
	l := exampleLGR()
	c, ok := l.Lookup([]rune("ß"))
	fmt.Println(ok, string(c.Variants[0].CP), c.Variants[0].Type)
	// Output: true ss allocatable
}

func ExampleLGR_Warnings() {
	l, _ := lgr.Parse(strings.NewReader(`<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0">
<meta><unicode-version>99.0.0</unicode-version></meta>
<data><char cp="0061"/></data>
</lgr>`))
	fmt.Println(len(l.Warnings()))
	// Output: 1
}

func ExampleResult_Eligible() {
	r := exampleLGR().Check("ı")
	fmt.Println(r.Disposition, r.Eligible())
	// Output: valid true
}

func ExampleResult_Sentence() {
	l := exampleLGR()
	r := l.Check("Straße")
	fmt.Println(r.Code, r.Lowercase)
	fmt.Println(r.Sentence())
	fmt.Println(catalog.Sprint(language.German, r.Sentence()))
	// Output:
	// REPERTOIRE straße
	// the label 'Straße' has capital letters, which this LGR does not allow; write 'straße'
	// der Teil „Straße“ enthält Großbuchstaben, die dieses LGR nicht zulässt; schreiben Sie „straße“
}

func ExampleLGR_Merged() {
	l, _ := lgr.Parse(strings.NewReader(`<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0">
<meta><language>und-Cyrl</language><language>und-Grek</language><language>und-Latn</language></meta>
<data><range first-cp="0061" last-cp="007A"/><char cp="043E"/></data>
</lgr>`))
	r := l.Check("оnline") // Cyrillic о
	fmt.Println(l.Merged(), r.Disposition)
	for _, w := range r.Warnings {
		fmt.Println(w)
	}
	// Output:
	// true valid
	// this LGR merges the LGRs of several scripts to find conflicts between labels, and cannot establish that 'оnline' is valid for its script; check it with the LGR of its script (Cyrillic and Latin)
}
