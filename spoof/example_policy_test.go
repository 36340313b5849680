package spoof_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/xn-go/xn/spoof"

	// The tables of Unicode 15.0.0 and 15.1.0, for ExampleDefaultProfile.
	_ "github.com/xn-go/xn/idna/unicode15"
	_ "github.com/xn-go/xn/idna/unicode151"
)

// A policy with protected names refuses names that look like them, even
// when every other rule lets them through: googlé.com is ordinary Latin, and
// акамаі.com is ordinary Cyrillic whose letters к and м only browsers' extra
// tables know to look like k and m. The protected names themselves, and
// the names under them, are shown.
func ExamplePolicy_protected() {
	protected, err := spoof.NewProtectedNames("google.com", "akamai.com")
	if err != nil {
		log.Fatal(err)
	}
	p := spoof.DefaultPolicy()
	p.Protected = protected
	for _, name := range []string{
		"googl\u00e9.com",                          // googlé.com
		"\u0430\u043a\u0430\u043c\u0430\u0456.com", // акамаі.com, in Cyrillic
		"mail.google.com",
		"b\u00fccher.de",
	} {
		shown, reasons, err := p.Display(name)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(shown)
		for _, r := range reasons {
			fmt.Println("  ", r)
		}
	}
	// Output:
	// xn--googl-fsa.com
	//    spoof: label 1: looks like the protected name "google.com"
	// xn--80aaa2bl1n.com
	//    spoof: label 1: looks like the protected name "akamai.com"
	// mail.google.com
	// bücher.de
}

// ReadProtectedNames loads a list of names to protect, one per line or in
// the "rank,name" CSV form of ranking lists such as Tranco's top-1m.csv.
// The package ships no such list: a program reads its own, typically with
// os.Open, once, and shares the result among its policies.
func ExampleReadProtectedNames() {
	// f, err := os.Open("top-1m.csv") in a real program.
	f := strings.NewReader("1,google.com\n2,facebook.com\n3,bbc.co.uk\n")
	protected, err := spoof.ReadProtectedNames(f)
	if err != nil {
		log.Fatal(err)
	}
	p := spoof.DefaultPolicy()
	p.Protected = protected
	fmt.Println(protected.Len(), "names")
	for _, name := range []string{"f\u0430cebook.com", "faceb\u00f3\u00f3k.com", "bb\u00e7.co.uk", "www.bbc.co.uk"} {
		fmt.Printf("%+q %v\n", name, p.Check(name))
	}
	// Output:
	// 3 names
	// "f\u0430cebook.com" [spoof: label 1: is minimally restrictive (Cyrillic, Latin); the policy allows highly restrictive at most spoof: label 1: looks like the protected name "facebook.com"]
	// "faceb\u00f3\u00f3k.com" [spoof: label 1: looks like the protected name "facebook.com"]
	// "bb\u00e7.co.uk" [spoof: label 1: looks like the protected name "bbc.co.uk"]
	// "www.bbc.co.uk" []
}

// TLDCharacters keeps characters to the top-level domains of the languages
// that need them. The default holds þ, ð, ə and U+00B7; a program may add
// its own, here the dotless ı of Turkish and Azerbaijani.
func ExamplePolicy_tldCharacters() {
	p := spoof.DefaultPolicy()
	p.TLDCharacters[0x0131] = []string{"tr", "az"} // ı LATIN SMALL LETTER DOTLESS I
	for _, name := range []string{"\u0131l\u0131k.com.tr", "\u0131l\u0131k.com", "\u00feorp.is", "\u00feorp.com"} {
		fmt.Printf("%+q %v\n", name, p.Check(name))
	}
	// Output:
	// "\u0131l\u0131k.com.tr" []
	// "\u0131l\u0131k.com" [spoof: label 1: contains U+0131, which the policy shows only under the top-level domains .tr, .az]
	// "\u00feorp.is" []
	// "\u00feorp.com" [spoof: label 1: contains U+00FE, which the policy shows only under the top-level domains .is, .fo]
}

// A program that has just converted a name, to store its ASCII form,
// decides how to show it without converting it again.
func ExamplePolicy_DisplayConverted() {
	p := spoof.DefaultPolicy()
	for _, n := range [][2]string{
		{"xn--bcher-kva.de", "b\u00fccher.de"}, // bücher.de
		{"xn--pple-43d.com", "\u0430pple.com"}, // аpple.com, its first letter Cyrillic
	} {
		shown, reasons := p.DisplayConverted(n[0], n[1])
		fmt.Println(shown, len(reasons) > 0)
	}
	// Output:
	// bücher.de false
	// xn--pple-43d.com true
}

// A program that pins its Unicode version gives the policy the profile of
// that version: ẞ (U+1E9E) maps to "ss" by the 15.0.0 tables and to ß, a
// deviation the lookup profile keeps, from 15.1.0 on.
func ExampleDefaultProfile() {
	p := spoof.DefaultPolicy()
	for _, version := range []string{"15.0.0", "15.1.0"} {
		p.Profile = spoof.DefaultProfile(version)
		shown, _, err := p.Display("\u1e9e.de")
		fmt.Println(version, shown, err)
	}
	// Output:
	// 15.0.0 ss.de <nil>
	// 15.1.0 ß.de <nil>
}
