package spoof_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/xn-go/xn/spoof"
)

// spoofConcurrencyNames mixes the paths through the package: ASCII names,
// names shown in Unicode, every kind of refusal, IDNA errors (Display),
// invalid UTF-8 and inputs long enough to grow any buffer.
func spoofConcurrencyNames() []string {
	return []string{
		"", ".", "www.example.com", "WWW.Example.COM", "example.com.",
		"bücher.de", "xn--bcher-kva.de", "пример.рф", "xn--e1afmkfd.xn--p1ai", "例え.jp", "δοκιμή.gr", "한국.kr",
		"\u0430\u0440\u0440\u04cf\u0435", "\u0430\u0440\u0440\u04cf\u0435.com", "\u0430\u0440\u0440\u04cf\u0435.ru", "g\u03bfogle.com", "p\u0430ypal.com",
		"www.P\u0410YPAL.com", "\u0646\u0627\u0645\u0647\u200c\u0627\u06cc.com", "pay\u200bpal.com", "pay\u00adpal.com",
		"1\u06623.com", "e\u0301\u0301.fr", "a\u0300\u0301\u0302\u0303\u0304.fr", "\u0131l\u0131k.com", "\u0251pple.com",
		"tokyo\u6771\u4eac.jp", "abc\u0627.com", "rnodern.com", "modern.com",
		"１２７．０．０．１", "127.0.0.1", "example.０ｘ７ｆ", "-a.com", "xn--zz.com", "xn--", "a\u202eb.com",
		"a\xffb.com", "\xed\xa0\x80.com", "a\x00b.com",
		strings.Repeat("\u0430", 4000), strings.Repeat("p\u0430ypal.", 500) + "com",
		"a" + strings.Repeat("\u0301", 3000), strings.Repeat("例え", 2000),
		"googl\u00e9.com", "www.g\u00f6\u00f6gle.com", "\u0430\u043a\u0430\u043c\u0430\u0456.com", "b\u00fccher.at",
		"abc\u2010def.com", "ip\u4e00address.com", "pi\u0307xel.com", "\u0441\u043a.com", "1\u0577.com", "\u00feorp.is",
	}
}

// spoofOp is one entry point. f returns its raw results, which are
// formatted only after every goroutine has finished: a result that shared
// memory with a later call would show it.
type spoofOp struct {
	name string
	f    func(string) any
}

type displayResult struct {
	shown   string
	reasons []spoof.Reason
	err     error
}

func format(v any) string {
	switch v := v.(type) {
	case displayResult:
		return fmt.Sprintf("%q %+v %v", v.shown, v.reasons, v.err)
	case string:
		return fmt.Sprintf("%+q", v)
	}
	return fmt.Sprintf("%+v", v)
}

func spoofConcurrencyOps() []spoofOp {
	def := spoof.DefaultPolicy()
	custom := spoof.DefaultPolicy()
	custom.AllowJoiners = true
	custom.RejectASCIILookalikes = true
	custom.MaxLevel = spoof.ModeratelyRestrictive
	custom.MaxMarks = 1
	protected, err := spoof.NewProtectedNames("google.com", "b\u00fccher.de", "akamai.com")
	if err != nil {
		panic(err)
	}
	custom.Protected = protected
	custom.TLDCharacters = map[rune][]string{0x00FC: {"de"}} // ü only under .de
	display := func(s string, rs []spoof.Reason, err error) any { return displayResult{s, rs, err} }
	return []spoofOp{
		{"Display", func(s string) any { return display(spoof.Display(s)) }},
		{"DefaultPolicy.Display", func(s string) any { return display(def.Display(s)) }},
		{"custom.Display", func(s string) any { return display(custom.Display(s)) }},
		{"DefaultPolicy.Check", func(s string) any { return def.Check(s) }},
		{"custom.Check", func(s string) any { return custom.Check(s) }},
		{"DefaultPolicy.CheckLabel", func(s string) any { return def.CheckLabel(s) }},
		{"Skeleton", func(s string) any { return spoof.Skeleton(s) }},
		{"Confusable", func(s string) any { return spoof.Confusable(s, "paypal.com") }},
		{"RestrictionLevel", func(s string) any { return spoof.RestrictionLevel(s) }},
		{"IsMixedScript", func(s string) any { return spoof.IsMixedScript(s) }},
		{"IsWholeScriptConfusable", func(s string) any { return spoof.IsWholeScriptConfusable(s) }},
	}
}

// TestConcurrency hammers Display, Check, Skeleton, RestrictionLevel and the
// other entry points, with the default policy and with one shared custom
// policy, from many goroutines, each running a different random mix of
// operations and names. The goroutines run first, so that when the test
// runs alone they also race on any lazily built table; every result they
// kept is then compared with the one computed alone. Run it with -race:
//
//	go test -race ./spoof -run Concurrency
func TestConcurrency(t *testing.T) {
	names := spoofConcurrencyNames()
	ops := spoofConcurrencyOps()
	goroutines, perGoroutine := 16, 1000
	if testing.Short() {
		perGoroutine = 150
	}
	type kept struct {
		op, name int
		got      any
	}
	got := make([][]kept, goroutines)
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(g), 39))
			for range perGoroutine {
				i, j := r.IntN(len(ops)), r.IntN(len(names))
				got[g] = append(got[g], kept{i, j, ops[i].f(names[j])})
			}
		})
	}
	wg.Wait()

	want := make([][]string, len(ops))
	for i, o := range ops {
		want[i] = make([]string, len(names))
		for j, n := range names {
			want[i][j] = format(o.f(n))
		}
	}
	// The results alone are the ones the other tests pin; check the start
	// of a few, so that a comparison of equally wrong results cannot pass.
	for _, c := range []struct{ op, name, want string }{
		{"Display", "bücher.de", `"bücher.de" [] <nil>`},
		{"Skeleton", "p\u0430ypal.com", `"paypal.corn"`},
		{"RestrictionLevel", "p\u0430ypal.com", "minimally restrictive"},
		{"IsWholeScriptConfusable", "\u0430\u0440\u0440\u04cf\u0435", "true"},
		{"Display", "\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", `"" [] idna: `},
	} {
		i := slices.IndexFunc(ops, func(o spoofOp) bool { return o.name == c.op })
		j := slices.IndexFunc(names, func(n string) bool { return n == c.name })
		if i < 0 || j < 0 {
			t.Fatalf("no op %s or name %+q", c.op, c.name)
		}
		if !strings.HasPrefix(want[i][j], c.want) {
			t.Fatalf("%s(%+q) alone = %q, want %q", c.op, c.name, want[i][j], c.want)
		}
	}

	bad := 0
	for g := range got {
		for _, k := range got[g] {
			if got := format(k.got); got != want[k.op][k.name] && bad < 10 {
				bad++
				t.Errorf("goroutine %d: %s(%+.40q) = %.200s concurrently; %.200s alone",
					g, ops[k.op].name, names[k.name], got, want[k.op][k.name])
			}
		}
	}
}
