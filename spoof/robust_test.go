package spoof_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/fullnorm"
	"github.com/xn-go/xn/rule"
	"github.com/xn-go/xn/spoof"
)

// TestHostileInput runs every entry point on inputs of idna.MaxInputLen
// bytes, the longest they examine (TestInputCap: longer input is refused):
// they must finish (in linear time; no timing is asserted) and give the
// expected findings.
func TestHostileInput(t *testing.T) {
	const mb = idna.MaxInputLen
	marks := "a" + strings.Repeat("\u0301", mb/2-1)
	tests := []struct {
		name  string
		in    string
		codes []rule.Code // codes of CheckLabel, in order
		level spoof.Level
	}{
		{"ASCII", strings.Repeat("a", mb), nil, spoof.ASCIIOnly},
		{"Cyrillic look-alike", strings.Repeat("\u0430", mb/2), []rule.Code{spoof.CodeWholeScriptConfusable}, spoof.SingleScript},
		// Within idna.MaxInputLen, idna's IDNA2008 check finds every U+00B7
		// between two l's (l·l, RFC 5892 A.3); only .cat shows it.
		{"long middle dots", "l" + strings.Repeat("\u00b7l", mb/3), []rule.Code{spoof.CodeTLDCharacter}, spoof.SingleScript},
		{"marks", marks, []rule.Code{spoof.CodeRepeatedMark, spoof.CodeTooManyMarks}, spoof.SingleScript},
		{"distinct marks", "a" + strings.Repeat("\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0309", mb/20),
			[]rule.Code{spoof.CodeRestrictedCharacter, spoof.CodeRepeatedMark, spoof.CodeTooManyMarks}, spoof.Unrestricted},
		{"invalid", strings.Repeat("\xff", mb), []rule.Code{spoof.CodeInvalidUTF8}, spoof.Unrestricted},
		{"NUL", strings.Repeat("\x00", mb), []rule.Code{spoof.CodeRestrictedCharacter}, spoof.Unrestricted},
		{"invisible", strings.Repeat("\u200b", mb/3), []rule.Code{spoof.CodeInvisible}, spoof.Unrestricted},
		{"mixed", strings.Repeat("a\u0430\u03b1\u0627", mb/8), []rule.Code{spoof.CodeRestrictionLevel}, spoof.MinimallyRestrictive},
	}
	p := spoof.DefaultPolicy()
	for _, tt := range tests {
		var got []rule.Code
		for _, r := range p.CheckLabel(tt.in) {
			got = append(got, r.Code)
		}
		if !slices.Equal(got, tt.codes) {
			t.Errorf("%s: CheckLabel = %v, want %v", tt.name, got, tt.codes)
		}
		if got := spoof.RestrictionLevel(tt.in); got != tt.level {
			t.Errorf("%s: RestrictionLevel = %v, want %v", tt.name, got, tt.level)
		}
		spoof.IsMixedScript(tt.in)
		if sk := spoof.Skeleton(tt.in); len(sk) == 0 && len(tt.in) > 0 && tt.name != "invisible" {
			t.Errorf("%s: empty skeleton", tt.name)
		}
	}

	// Many labels: one reason per refused label, with the right index.
	name := strings.Repeat("\u0430.", 20000) + "com"
	rs := p.Check(name)
	if len(rs) != 20000 || rs[19999].Label != 19999 || rs[0].Code != spoof.CodeWholeScriptConfusable {
		t.Errorf("Check of 20000 Cyrillic labels: %d reasons", len(rs))
	}
	if rs := p.Check(strings.Repeat(".", idna.MaxInputLen)); rs != nil {
		t.Errorf("Check of dots only = %v", rs)
	}
}

func TestNoAllocs(t *testing.T) {
	p := spoof.DefaultPolicy()
	tests := []struct {
		name string
		f    func()
	}{
		{"Check/ASCII", func() { p.Check("www.example.com") }},
		{"Check/Unicode", func() { p.Check("b\u00fccher.\u043f\u0440\u0438\u043c\u0435\u0440.\u4f8b\u3048.jp") }},
		{"CheckLabel/Hangul", func() { p.CheckLabel("\ud55c\uad6d") }},
		{"RestrictionLevel", func() { spoof.RestrictionLevel("p\u0430ypal") }},
		{"IsMixedScript", func() { spoof.IsMixedScript("abc\u4f8b\u3048") }},
		{"Skeleton/ASCII", func() { spoof.Skeleton("paypal") }},
	}
	for _, tt := range tests {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tt.name, n)
		}
	}
}

func FuzzCheck(f *testing.F) {
	for _, s := range []string{
		"", ".", "example.com", "b\u00fccher.de", "\u0430\u0440\u0440\u04cf\u0435.com", "p\u0430ypal.com",
		"\u0430\u0440\u0440\u04cf\u0435.\u0440\u0444", "a\u200bb.com", "\u0661\u06f4.com", "e\u0301\u0301.fr",
		"a\xffb.com", "a\u3002b\uff0ec\uff61d", "\u0131l\u0131k.com", "x.\u0430",
		"googl\u00e9.com", "www.b\u00fbcher.de.", "bb\u00e7.co\u3002uk", "ip\u4e00address.com", "pi\u0307xel.com",
	} {
		f.Add(s)
	}
	p := spoof.DefaultPolicy()
	strict := spoof.DefaultPolicy()
	strict.RejectASCIILookalikes = true
	protected, err := spoof.NewProtectedNames("google.com", "b\u00fccher.de", "bbc.co.uk", "xn--e1afmkfd.xn--p1ai")
	if err != nil {
		f.Fatal(err)
	}
	strict.Protected = protected
	f.Fuzz(func(t *testing.T, name string) {
		labels := splitLabels(name)
		for _, pol := range []*spoof.Policy{p, strict} {
			rs := pol.Check(name)
			for _, r := range rs {
				if r.Label < 0 || r.Label >= len(labels) {
					t.Fatalf("reason %v for label %d of %d", r, r.Label, len(labels))
				}
				if !slices.Contains(allCodes, r.Code) {
					t.Fatalf("unknown code in %v", r)
				}
				for _, c := range r.Message {
					if c < 0x20 || c > 0x7E {
						t.Fatalf("message %q holds %U", r.Message, c)
					}
				}
				// The name's context can only take reasons away: every
				// reason for a label is also a reason for the label alone,
				// except a protected look-alike, which is about the name.
				if r.Code == spoof.CodeProtectedLookalike {
					continue
				}
				alone := pol.CheckLabel(labels[r.Label])
				if r.Code == spoof.CodeNotIDNA2008 && len(alone) > 0 {
					// The IDNA2008 reason is given only when no other
					// check refused the label; a TLD that vouches for a
					// script can remove that other reason, and the
					// IDNA2008 one shows instead (A\u3e2d.tw). The label
					// alone is refused all the same.
					continue
				}
				if !slices.ContainsFunc(alone, func(a spoof.Reason) bool { return a.Code == r.Code }) {
					t.Fatalf("Check(%+q) gives %v, CheckLabel(%+q) does not", name, r, labels[r.Label])
				}
			}
		}
		lvl := spoof.RestrictionLevel(name)
		if spoof.IsMixedScript(name) {
			if lvl < spoof.HighlyRestrictive {
				t.Fatalf("%+q is mixed-script but %v", name, lvl)
			}
		} else if lvl > spoof.SingleScript && lvl != spoof.Unrestricted {
			t.Fatalf("%+q is single-script but %v", name, lvl)
		}
	})
}

func FuzzSkeleton(f *testing.F) {
	for _, s := range []string{"", "paypal", "p\u0430ypal", "caf\u00e9", "\u1e69\u0301", "\xff", "a\u200bb", "\u01c4", "\uac00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sk := spoof.Skeleton(s)
		if !utf8.ValidString(sk) {
			t.Fatalf("Skeleton(%+q) = %+q, not valid UTF-8", s, sk)
		}
		if !fullnorm.IsNormal(norm.NFD, []byte(sk)) {
			t.Fatalf("Skeleton(%+q) = %+q, not NFD", s, sk)
		}
		if !spoof.Confusable(s, s) {
			t.Fatalf("%+q not confusable with itself", s)
		}
		if utf8.ValidString(s) {
			for _, f := range []norm.Form{norm.NFC, norm.NFD} {
				if got := spoof.Skeleton(string(fullnorm.AppendString(f, nil, s))); got != sk {
					t.Fatalf("Skeleton(%+q) = %+q, Skeleton(%v form) = %+q", s, sk, f, got)
				}
			}
		}
	})
}

// splitLabels splits at the four IDNA dots, as Check does.
func splitLabels(s string) []string {
	s = strings.NewReplacer("\u3002", ".", "\uff0e", ".", "\uff61", ".").Replace(s)
	return strings.Split(s, ".")
}
