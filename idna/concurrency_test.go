package idna_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna2003"
)

// concurrencyNames mixes the paths through the package: ASCII fast path,
// mapping, A-labels, every kind of error, Bidi, joiners, IDNA2003 (package
// idna2003), and
// inputs long enough that pooled buffers grow past what the pool keeps.
func concurrencyNames() []string {
	names := []string{
		"", ".", "www.example.com", "WWW.Example.COM", "example.com.", "a..b",
		"bücher.de", "Bücher.DE", "xn--bcher-kva.de", "XN--BCHER-KVA.DE",
		"faß.de", "βόλος.gr", "пример.рф", "例え.テスト", "مثال.إختبار", "דוגמה.ישראל",
		"क्\u200dष.in", "ل\u200cا.example", "a\u200db.com", "a\u200cb.com",
		"xn--go-.dev", "xn--", "xn--ib9b", "xn--u-ccb", "xn--99999999",
		"a\u2100b.com", "１２７．０．０．１", "example\u3002com", "a_b.com", "-x.com",
		"bad\xff.com", "exa\x00mple.com", "ab--c.com", "\u0660\u06f1.com", "l\u00b7l.cat",
		"user@bücher.de", `"a@b"@bücher.de`, "a@b@c.de", "user@[192.0.2.1]",
		strings.Repeat("a", 63) + ".com", strings.Repeat("a", 64) + ".com",
		strings.Repeat("ü", 3000), strings.Repeat("例", 2000), strings.Repeat("a.", 3000),
		strings.Repeat("a", idna.MaxInputLen+1),
	}
	return names
}

// op is one conversion, run the same way alone and concurrently.
type op struct {
	name string
	f    func(string) string
}

func result(s string, err error) string { return fmt.Sprintf("%q %v", s, err) }

func concurrencyOps() []op {
	profiles := []*idna.Profile{
		idna.Lookup, idna.Display, idna.Registration, idna.Punycode, idna.UTS46,
		idna.IDNA2008, idna.WHATWG,
		idna.UTS46.With(idna.Transitional(true)), idna.NewForTest(),
		idna.Lookup.With(idna.UseSTD3ASCIIRules(false), idna.VerifyDNSLength(true)),
	}
	ops := []op{
		{"ToASCII", func(s string) string { return result(idna.ToASCII(s)) }},
		{"ToUnicode", func(s string) string { return result(idna.ToUnicode(s)) }},
		{"Key", func(s string) string { return result(idna.Lookup.Key(s)) }},
		{"Equal", func(s string) string { return fmt.Sprint(idna.Lookup.Equal(s, strings.ToUpper(s))) }},
		{"Diverges", func(s string) string {
			a, b, d, err := idna.Diverges(s)
			return fmt.Sprintf("%q %q %v %v", a, b, d, err)
		}},
	}
	for _, p := range profiles {
		ops = append(ops,
			op{p.String() + ".ToASCII", func(s string) string { return result(p.ToASCII(s)) }},
			op{p.String() + ".ToUnicode", func(s string) string { return result(p.ToUnicode(s)) }},
			op{p.String() + ".AppendToASCII", func(s string) string {
				b, err := p.AppendToASCII([]byte("prefix:"), s)
				return result(string(b), err)
			}},
			op{p.String() + ".AppendToUnicode", func(s string) string {
				b, err := p.AppendToUnicode([]byte("prefix:"), s)
				return result(string(b), err)
			}},
			op{p.String() + ".Key", func(s string) string { return result(p.Key(s)) }},
		)
	}
	// IDNA2003 shares idna's error type and nameprep's tables.
	rfc3490 := idna2003.Profile{}
	ops = append(ops,
		op{"idna2003.ToASCII", func(s string) string { return result(rfc3490.ToASCII(s)) }},
		op{"idna2003.ToUnicode", func(s string) string { return result(rfc3490.ToUnicode(s)) }},
	)
	return ops
}

// TestConcurrency hammers every predefined profile and the package-level
// functions from many goroutines, each running a different random mix of
// operations and names, and requires every result (and every error
// message) to equal the one computed alone. Run it with -race:
//
//	go test -race ./idna -run Concurrency
func TestConcurrency(t *testing.T) {
	names := concurrencyNames()
	ops := concurrencyOps()
	want := make([][]string, len(ops))
	for i, o := range ops {
		want[i] = make([]string, len(names))
		for j, n := range names {
			want[i][j] = o.f(n)
		}
	}
	goroutines, perGoroutine := 16, 2000
	if testing.Short() {
		perGoroutine = 200
	}
	var wg sync.WaitGroup
	errs := make(chan string, goroutines)
	for g := range goroutines {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(g), 7))
			for range perGoroutine {
				i, j := r.IntN(len(ops)), r.IntN(len(names))
				if got := ops[i].f(names[j]); got != want[i][j] {
					errs <- fmt.Sprintf("%s(%.40q) = %.200s concurrently; %.200s alone", ops[i].name, names[j], got, want[i][j])
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	// Results handed out earlier are not changed by later calls (no
	// aliasing of pooled buffers).
	for i, o := range ops {
		for j, n := range names {
			if got := o.f(n); got != want[i][j] {
				t.Errorf("%s(%.40q) changed: %.200s, first %.200s", o.name, n, got, want[i][j])
			}
		}
	}
}

// TestConcurrencyResultsNotAliased keeps results and errors from many
// goroutines and checks them only after all have finished: a result or an
// *Error that shared a pooled buffer would have been overwritten.
func TestConcurrencyResultsNotAliased(t *testing.T) {
	names := concurrencyNames()
	type kept struct {
		name      string
		a, u      string
		aErr, uEr error
	}
	want := make([]kept, len(names))
	for i, n := range names {
		a, aErr := idna.Lookup.ToASCII(n)
		u, uErr := idna.Lookup.ToUnicode(n)
		want[i] = kept{n, a, u, aErr, uErr}
	}
	const goroutines = 16
	got := make([][]kept, goroutines)
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Go(func() {
			for range 8 {
				for _, n := range names {
					a, aErr := idna.Lookup.ToASCII(n)
					u, uErr := idna.Lookup.ToUnicode(n)
					got[g] = append(got[g], kept{n, a, u, aErr, uErr})
				}
			}
		})
	}
	wg.Wait()
	errString := func(err error) string { return fmt.Sprint(err) }
	for g := range got {
		for k, r := range got[g] {
			w := want[k%len(names)]
			if r.a != w.a || r.u != w.u || errString(r.aErr) != errString(w.aErr) || errString(r.uEr) != errString(w.uEr) {
				t.Fatalf("goroutine %d, %.40q: kept %q/%q (%v/%v); want %q/%q (%v/%v)",
					g, r.name, r.a, r.u, r.aErr, r.uEr, w.a, w.u, w.aErr, w.uEr)
			}
		}
	}
}
