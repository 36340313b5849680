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

func ExampleAppendEncodeRunes() {
	// Code points, for example from a normalization step, need no UTF-8
	// round trip.
	buf := make([]byte, 0, 64)
	buf = append(buf, "xn--"...)
	buf, err := punycode.AppendEncodeRunes(buf, []rune{'b', 0xFC, 'c', 'h', 'e', 'r'})
	fmt.Println(string(buf), err)

	// A rune that is not a Unicode scalar value fails at its index; buf
	// is returned as it was.
	buf, err = punycode.AppendEncodeRunes(buf, []rune{'a', 0xD800})
	fmt.Println(string(buf), err)
	// Output:
	// xn--bcher-kva <nil>
	// xn--bcher-kva punycode: code point is a surrogate at offset 1
}

func ExampleAppendDecodeRunes() {
	// RFC 3492 section 7.1, sample L. The buffer can be reused from one
	// call to the next.
	buf := make([]rune, 0, 64)
	for _, s := range []string{"3B-ww4c5e180e575a65lsy2b", "ihq!"} {
		var err error
		buf, err = punycode.AppendDecodeRunes(buf[:0], s)
		fmt.Printf("%U %v\n", buf, err)
	}
	// Output:
	// [U+0033 U+5E74 U+0042 U+7D44 U+91D1 U+516B U+5148 U+751F] <nil>
	// [] punycode: invalid digit at offset 3
}

func ExampleEncodeTrace() {
	// RFC 3492 section 7.3, sample B: one step per delta, in the order of
	// the code points.
	out, err := punycode.EncodeTrace("\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587", func(st punycode.Step) {
		fmt.Printf("U+%04X delta %5d encodes as %-4s bias %d\n", st.CodePoint, st.Delta, st.Digits, st.Bias)
	})
	fmt.Println(out, err)
	// Output:
	// U+4E0D delta 19853 encodes as ihq  bias 21
	// U+4E2D delta    64 encodes as wc   bias 20
	// U+4E3A delta    37 encodes as rb   bias 13
	// U+4E48 delta    56 encodes as 4c   bias 17
	// U+4EC0 delta   599 encodes as v8a  bias 32
	// U+4ED6 delta   130 encodes as 8d   bias 23
	// U+4EEC delta   154 encodes as qg   bias 25
	// U+6587 delta 46301 encodes as 056p bias 84
	// U+8BF4 delta 88531 encodes as qjye bias 90
	// ihqwcrb4cv8a8dqg056pqjye <nil>
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
