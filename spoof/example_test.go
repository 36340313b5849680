package spoof_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/spoof"
)

func ExampleDisplay() {
	for _, name := range []string{
		"bücher.de",
		"xn--e1afmkfd.xn--p1ai",
		"\u0455\u0441\u043e\u0440\u0435.com", // Cyrillic letters that look like "scope"
		"p\u0430ypal.com",                    // a Cyrillic а among Latin letters
	} {
		shown, reasons, err := spoof.Display(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(shown)
		for _, r := range reasons {
			fmt.Println("  ", r)
		}
	}
	// Output:
	// bücher.de
	// пример.рф
	// xn--e1argc3h.com
	//    spoof: label 1: is written in Cyrillic but looks like ASCII "scope"
	// xn--pypal-4ve.com
	//    spoof: label 1: is minimally restrictive (Cyrillic, Latin); the policy allows highly restrictive at most
}

// A name that mapping turns into an IPv4 address literal has no form that is
// safe to show: Display fails as idna.ToASCII does. The same address typed
// in plain ASCII is shown as it is.
func ExampleDisplay_ipLiteral() {
	for _, name := range []string{
		"\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", // １２７．０．０．１, fullwidth
		"127.0.0.1",
	} {
		shown, _, err := spoof.Display(name)
		fmt.Printf("%q %v\n", shown, errors.Is(err, idna.ErrIPLiteral))
	}
	// Output:
	// "" true
	// "127.0.0.1" false
}

func ExampleSkeleton() {
	fmt.Println(spoof.Skeleton("paypal"))
	fmt.Println(spoof.Skeleton("p\u0430ypal")) // Cyrillic а
	fmt.Println(spoof.Skeleton("modern"))
	fmt.Println(spoof.Skeleton("rnodern"))
	// Output:
	// paypal
	// paypal
	// rnodern
	// rnodern
}

func ExampleConfusable() {
	fmt.Println(spoof.Confusable("paypal", "p\u0430ypal"))
	fmt.Println(spoof.Confusable("rn", "m"))
	fmt.Println(spoof.Confusable("bücher", "bucher"))
	// Output:
	// true
	// true
	// false
}

func ExampleRestrictionLevel() {
	for _, s := range []string{
		"paypal",
		"bücher",
		"\u4f8b\u3048",      // 例え, Han and Hiragana: Japanese
		"tokyo\u6771\u4eac", // Latin and Han
		"abc\u0627",         // Latin and Arabic
		"p\u0430ypal",       // Latin and Cyrillic
		"\u0251pple",        // U+0251 is outside the identifier profile
	} {
		fmt.Printf("%+q: %v\n", s, spoof.RestrictionLevel(s))
	}
	// Output:
	// "paypal": ASCII-only
	// "b\u00fccher": single script
	// "\u4f8b\u3048": single script
	// "tokyo\u6771\u4eac": highly restrictive
	// "abc\u0627": moderately restrictive
	// "p\u0430ypal": minimally restrictive
	// "\u0251pple": unrestricted
}

func ExampleIsMixedScript() {
	fmt.Println(spoof.IsMixedScript("\u4f8b\u3048")) // 例え
	fmt.Println(spoof.IsMixedScript("p\u0430ypal"))
	// Output:
	// false
	// true
}

func ExampleIsWholeScriptConfusable() {
	fmt.Println(spoof.IsWholeScriptConfusable("\u0455\u0441\u043e\u0440\u0435"))       // ѕсоре
	fmt.Println(spoof.IsWholeScriptConfusable("\u043f\u0440\u0438\u043c\u0435\u0440")) // пример
	// Output:
	// true
	// false
}

func ExamplePolicy_Check() {
	p := spoof.DefaultPolicy()
	for _, name := range []string{"\u0455\u0441\u043e\u0440\u0435.com", "\u0455\u0441\u043e\u0440\u0435.ru", "pay\u200bpal.com"} {
		fmt.Printf("%+q\n", name)
		for _, r := range p.Check(name) {
			fmt.Println("  ", r.Code, r.Label, r.Message)
		}
	}
	// Output:
	// "\u0455\u0441\u043e\u0440\u0435.com"
	//    whole-script-confusable 0 is written in Cyrillic but looks like ASCII "scope"
	// "\u0455\u0441\u043e\u0440\u0435.ru"
	// "pay\u200bpal.com"
	//    invisible-character 0 contains the invisible character U+200B
}

func ExamplePolicy() {
	// Show Persian names spelled with ZERO WIDTH NON-JOINER, and Latin mixed
	// with one other recommended script (not Cyrillic or Greek).
	p := spoof.DefaultPolicy()
	p.AllowJoiners = true
	p.MaxLevel = spoof.ModeratelyRestrictive
	fmt.Println(p.Check("\u0646\u0627\u0645\u0647\u200c\u0627\u06cc.com"))
	fmt.Println(p.Check("abc\u10ebef.com"))
	fmt.Println(len(p.Check("p\u0430ypal.com")))
	// Output:
	// []
	// []
	// 1
}

// Input longer than idna.MaxInputLen, far beyond any domain name, is not
// examined: Check gives it one reason, CodeTooLong, and Confusable says
// false, at a cost that does not grow with the input.
func ExamplePolicy_Check_tooLong() {
	huge := strings.Repeat("\u0301", 1<<20)
	for _, r := range spoof.DefaultPolicy().Check(huge) {
		fmt.Println(r.Code, "-", r.Sentence().Sentence())
	}
	fmt.Println(spoof.Confusable(huge, huge))
	// Output:
	// too-long - The name is far longer than any domain name, so it was not checked; enter only the domain name
	// false
}
