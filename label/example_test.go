package label_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/rule"
)

func ExampleAll_offsets() {
	name := "www.b\u00FCcher\u3002de."
	for l := range label.All(name) {
		fmt.Printf("%d %q at byte %d\n", l.Index, l.Text, l.Offset)
	}
	_, root := label.TrimRoot(name)
	fmt.Println("root dot:", root)
	// Output:
	// 0 "www" at byte 0
	// 1 "bücher" at byte 4
	// 2 "de" at byte 14
	// root dot: true
}

func ExampleAll_emptyLabels() {
	for _, name := range []string{"", ".", "a..b", ".a", "a.."} {
		var texts []string
		for l := range label.All(name) {
			texts = append(texts, l.Text)
		}
		_, root := label.TrimRoot(name)
		fmt.Printf("%-6q %d labels %q root=%v\n", name, len(texts), texts, root)
	}
	// Output:
	// ""     0 labels [] root=false
	// "."    0 labels [] root=true
	// "a..b" 3 labels ["a" "" "b"] root=false
	// ".a"   2 labels ["" "a"] root=false
	// "a.."  2 labels ["a" ""] root=true
}

func ExampleAll() {
	// All does not allocate; stop early with break.
	for l := range label.All("mail.example.com") {
		if l.Text == "example" {
			fmt.Println("found at byte", l.Offset)
			break
		}
	}
	// Output:
	// found at byte 5
}

func ExampleIndexDot() {
	fmt.Println(label.IndexDot("example.com"))
	fmt.Println(label.IndexDot("例え\uFF0Ejp"))
	fmt.Println(label.IndexDot("localhost"))
	// Output:
	// 7 1
	// 6 3
	// -1 0
}

func ExampleClassify() {
	// A stand-in for the idna package's check: decode the Punycode and
	// validate the result as a U-label.
	valid := func(body string) bool { return strings.EqualFold(body, "bcher-kva") }
	for _, s := range []string{
		"example", "ab--cd", "xn--bcher-kva", "xn--abc", "_dmarc", "b\u00FCcher", "-x", "",
	} {
		fmt.Printf("%-15q %-18v syntax only: %v\n", s, label.Classify(s, valid), label.Classify(s, nil))
	}
	// Output:
	// "example"       NR-LDH label       syntax only: NR-LDH label
	// "ab--cd"        R-LDH label        syntax only: R-LDH label
	// "xn--bcher-kva" A-label            syntax only: XN-label
	// "xn--abc"       fake A-label       syntax only: XN-label
	// "_dmarc"        non-LDH label      syntax only: non-LDH label
	// "bücher"        U-label candidate  syntax only: U-label candidate
	// "-x"            non-LDH label      syntax only: non-LDH label
	// ""              invalid label      syntax only: invalid label
}

func ExampleCheckLDH() {
	fmt.Println(label.CheckLDH("_dmarc", false))
	fmt.Println(label.CheckLDH("_dmarc", true))
	fmt.Println(label.CheckLDH("b\u00FCcher", true))
	// Output:
	// label: U+005F '_' at byte 0 is not a letter, digit or hyphen [U1]
	// <nil>
	// label: U+00FC 'ü' at byte 1 is not a letter, digit or hyphen [U1]
}

func ExampleCheckHyphen34() {
	// UTS #46 CheckHyphens=true: V2, then V3.
	for _, s := range []string{"a-b", "-ab", "ab-", "ab--c", "\u00E4\u00E4--x"} {
		err := label.CheckHyphen34(s)
		if err == nil {
			err = label.CheckHyphenEnds(s)
		}
		fmt.Printf("%q: %v\n", s, err)
	}
	// Output:
	// "a-b": <nil>
	// "-ab": label: label starts with a hyphen [V3]
	// "ab-": label: label ends with a hyphen (byte 2) [V3]
	// "ab--c": label: label has hyphens in the third and fourth positions (byte 2) [V2]
	// "ää--x": label: label has hyphens in the third and fourth positions (byte 4) [V2]
}

func ExampleCheckLength() {
	fmt.Println(label.CheckLength(strings.Repeat("a", 63)))
	fmt.Println(label.CheckLength(strings.Repeat("a", 64)))
	fmt.Println(label.CheckLength(""))
	// Output:
	// <nil>
	// label: label is 64 octets long, more than 63 [A4_2]
	// label: empty label [A4_2]
}

func ExampleCheckNameLength() {
	name := strings.Repeat("a", 63) + "." + strings.Repeat("b", 63) + "." +
		strings.Repeat("c", 63) + "." + strings.Repeat("d", 61) // 253 octets
	fmt.Println(label.CheckNameLength(name))
	fmt.Println(label.CheckNameLength(name + ".")) // 254 with the root dot
	fmt.Println(label.CheckNameLength(name + "d")) // 254 without
	fmt.Println(label.CheckNameLength("."))
	// Output:
	// <nil>
	// <nil>
	// label: name is 254 octets long without the root dot, more than 253 (byte 253) [A4_1]
	// label: empty name [A4_1]
}

func ExampleError() {
	err := label.CheckHyphen34("ab--cd")
	var e *label.Error
	if errors.As(err, &e) {
		fmt.Println(e.Code, e.Offset, e.Code == rule.V2)
	}
	// Output:
	// V2 2 true
}

func ExampleTrimACEPrefix() {
	body, ok := label.TrimACEPrefix("XN--BCHER-KVA")
	fmt.Println(body, ok)
	fmt.Println(label.ACEPrefix + "bcher-kva")
	// Output:
	// BCHER-KVA true
	// xn--bcher-kva
}
