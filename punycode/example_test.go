package punycode_test

import (
	"errors"
	"fmt"

	"github.com/xn-go/xn/punycode"
)

func Example() {
	ace, err := punycode.Encode("bücher")
	if err != nil {
		panic(err)
	}
	fmt.Println("xn--" + ace)
	label, err := punycode.Decode(ace)
	if err != nil {
		panic(err)
	}
	fmt.Println(label)
	// Output:
	// xn--bcher-kva
	// bücher
}

func ExampleEncode() {
	for _, s := range []string{"münchen", "日本語", "abc", "Bücher"} {
		enc, err := punycode.Encode(s)
		fmt.Printf("%q %v\n", enc, err)
	}
	// Invalid UTF-8 is an error, never a silent U+FFFD.
	_, err := punycode.Encode("a\xffb")
	fmt.Println(err)
	// Output:
	// "mnchen-3ya" <nil>
	// "wgv71a119e" <nil>
	// "abc-" <nil>
	// "Bcher-kva" <nil>
	// punycode: invalid UTF-8 at offset 1
}

func ExampleDecode() {
	// Digits are read in either case; basic code points keep theirs.
	for _, s := range []string{"mnchen-3ya", "MNCHEN-3YA", "wgv71a119e"} {
		dec, err := punycode.Decode(s)
		fmt.Printf("%q %v\n", dec, err)
	}
	// Every failure says what and where.
	for _, s := range []string{"mnchen-3y!", "ib9b", "ü-abc"} {
		_, err := punycode.Decode(s)
		var e *punycode.Error
		if errors.As(err, &e) {
			fmt.Println(e.Offset, errors.Is(err, punycode.ErrSurrogate), err)
		}
	}
	// Output:
	// "münchen" <nil>
	// "MüNCHEN" <nil>
	// "日本語" <nil>
	// 9 false punycode: invalid digit at offset 9
	// 0 true punycode: code point is a surrogate at offset 0
	// 0 false punycode: non-basic code point before the delimiter at offset 0
}

func ExampleAppendEncode() {
	// With a buffer that has room, AppendEncode does not allocate.
	buf := make([]byte, 0, 64)
	buf = append(buf, "xn--"...)
	buf, err := punycode.AppendEncode(buf, "παράδειγμα")
	fmt.Println(string(buf), err)
	// Output:
	// xn--hxajbheg2az3al <nil>
}

func ExampleAppendDecode() {
	buf := make([]byte, 0, 64)
	buf = append(buf, "label: "...)
	buf, err := punycode.AppendDecode(buf, "e1afmkfd")
	fmt.Println(string(buf), err)
	// Output:
	// label: пример <nil>
}

func ExampleEncodeMixedCase() {
	// RFC 3492 section 7.1, sample I: the flag of the first code point is
	// carried by the uppercase "D" that ends its delta.
	s := "почемужеонинеговорятпорусски"
	upper := make([]bool, len([]rune(s)))
	upper[0] = true
	enc, err := punycode.EncodeMixedCase(s, upper)
	fmt.Println(enc, err)

	// DecodeMixedCase gives the flags back; display code may uppercase
	// the flagged code points.
	dec, flags, err := punycode.DecodeMixedCase(enc)
	fmt.Println(dec == s, flags[0], flags[1], err)

	// Without annotation, the digits are lowercase.
	plain, _ := punycode.Encode(s)
	fmt.Println(plain)
	// Output:
	// b1abfaaepdrnnbgefbaDotcwatmq2g4l <nil>
	// true true false <nil>
	// b1abfaaepdrnnbgefbadotcwatmq2g4l
}

func ExampleDecodeTrace() {
	// RFC 3492 section 7.2, sample L.
	out, err := punycode.DecodeTrace("3B-ww4c5e180e575a65lsy2b", func(st punycode.Step) {
		fmt.Printf("%-4s delta %5d -> U+%04X at %d, bias %d\n", st.Digits, st.Delta, st.CodePoint, st.Index, st.Bias)
	})
	fmt.Println(out, err)
	// Output:
	// ww4c delta 62042 -> U+5148 at 2, bias 27
	// 5e   delta   139 -> U+516B at 2, bias 24
	// 180e delta 16683 -> U+5E74 at 1, bias 67
	// 575a delta 34821 -> U+751F at 5, bias 82
	// 65l  delta 14592 -> U+7D44 at 3, bias 67
	// sy2b delta 42088 -> U+91D1 at 4, bias 84
	// 3年B組金八先生 <nil>
}

func ExampleNew() {
	// A Bootstring encoding other than Punycode: uppercase digits and "_"
	// as the delimiter.
	p := punycode.PunycodeParams
	p.Digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	p.Delimiter = '_'
	c, err := punycode.New(p)
	if err != nil {
		panic(err)
	}
	enc, _ := c.Encode("bücher-kva")
	dec, _ := c.Decode(enc)
	fmt.Println(enc, dec)

	// Parameters are checked against RFC 3492 section 4.
	p.TMin = 30
	_, err = punycode.New(p)
	fmt.Println(errors.Is(err, punycode.ErrInvalidParams), err)
	// Output:
	// bcher-kva_Q9A bücher-kva
	// true punycode: invalid Bootstring parameters: tmin 30 > tmax 26
}
