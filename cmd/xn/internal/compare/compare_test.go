package compare

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/rule"
)

// Regimes in the order of Results, for the expectations below.
const (
	nt = iota
	tr
	i8
	i8m
	ww
	i3
)

// fail is the expected ASCII form of a regime that rejects the name.
const fail = "FAIL"

func TestName(t *testing.T) {
	tests := []struct {
		name string
		// ascii are the expected ToASCII results, per regime (fail: an
		// error), written by hand from the standards.
		ascii [6]string
		// reasons are, for pairs of regimes, a phrase the reasons must hold.
		reasons map[[2]int]string
	}{
		{"faß.de", [6]string{"xn--fa-hia.de", "fass.de", "xn--fa-hia.de", "xn--fa-hia.de", "xn--fa-hia.de", "fass.de"},
			map[[2]int]string{
				{nt, tr}: `with UTS #46 transitional and IDNA2003, 'ß', a deviation character, is mapped to 'ss'`,
				{ww, i3}: `with UTS #46 transitional and IDNA2003, 'ß', a deviation character, is mapped to 'ss'`,
			}},
		{"ς.gr", [6]string{"xn--3xa.gr", "xn--4xa.gr", "xn--3xa.gr", "xn--3xa.gr", "xn--3xa.gr", "xn--4xa.gr"},
			map[[2]int]string{{nt, tr}: `'ς', a deviation character, is mapped to 'σ'`}},
		// ZWJ not after a virama: CONTEXTJ fails where it is kept, and
		// ToUnicode, never transitional, keeps it.
		{"a\u200db.de", [6]string{fail, fail, fail, fail, fail, "ab.de"},
			map[[2]int]string{
				{nt, i3}: "with UTS #46 nontransitional, UTS #46 transitional, IDNA2008, IDNA2008 with UTS #46 mapping and WHATWG URL Standard, an invisible character, a deviation character that transitional processing and IDNA2003 map to nothing, is kept and then rejected",
			}},
		// ZWNJ between Latin letters: no joining context.
		{"a\u200cb.com", [6]string{fail, fail, fail, fail, fail, "ab.com"},
			map[[2]int]string{{ww, i3}: "WHATWG URL Standard, an invisible character, a deviation character that transitional processing and IDNA2003 map to nothing, is kept and then rejected"}},
		// ZWJ after a virama: valid where it is kept (the forms are those
		// of IdnaTestV2.txt's row a\u094D\u200Db).
		{"a\u094d\u200db.in", [6]string{"xn--ab-fsf014u.in", "xn--ab-fsf.in", "xn--ab-fsf014u.in", "xn--ab-fsf014u.in", "xn--ab-fsf014u.in", "xn--ab-fsf.in"},
			map[[2]int]string{{nt, tr}: "an invisible character, a deviation character, is mapped to nothing"}},
		{"a·b.cat", [6]string{"xn--ab-0ea.cat", "xn--ab-0ea.cat", fail, fail, "xn--ab-0ea.cat", "xn--ab-0ea.cat"},
			map[[2]int]string{{nt, i8}: "with IDNA2008 and IDNA2008 with UTS #46 mapping, '·' is not allowed here: a CONTEXTO rule"}},
		{"l·l.cat", [6]string{"xn--ll-0ea.cat", "xn--ll-0ea.cat", "xn--ll-0ea.cat", "xn--ll-0ea.cat", "xn--ll-0ea.cat", "xn--ll-0ea.cat"}, nil},
		{"😀.com", [6]string{"xn--e28h.com", "xn--e28h.com", fail, fail, "xn--e28h.com", fail},
			map[[2]int]string{
				{ww, i8}: "with IDNA2008 and IDNA2008 with UTS #46 mapping, '😀' is not allowed (its IDNA2008 property is DISALLOWED)",
				{nt, i3}: "with IDNA2003, '😀' is rejected: it was not assigned in Unicode 3.2",
			}},
		{"Bücher.DE", [6]string{"xn--bcher-kva.de", "xn--bcher-kva.de", fail, "xn--bcher-kva.de", "xn--bcher-kva.de", "xn--bcher-kva.DE"},
			map[[2]int]string{
				{i8m, i8}: `with IDNA2008, nothing is mapped: 'B' must be written as 'b'`,
				{nt, i3}:  "with IDNA2003, all-ASCII labels are left as they are, capitals included",
			}},
		// ⒈ maps to "1.", a full stop inside a label: every regime refuses.
		{"⒈.com", [6]string{fail, fail, fail, fail, fail, fail}, nil},
		{"_dmarc.example", [6]string{fail, fail, fail, fail, "_dmarc.example", "_dmarc.example"},
			map[[2]int]string{{nt, ww}: "with UTS #46 nontransitional and UTS #46 transitional, the STD3 rules apply, which allow only letters, digits and hyphens in ASCII, so '_' is rejected"}},
		{"a-.com", [6]string{fail, fail, fail, fail, "a-.com", "a-.com"},
			map[[2]int]string{{nt, ww}: "with UTS #46 nontransitional, UTS #46 transitional, IDNA2008 and IDNA2008 with UTS #46 mapping, hyphens at the ends of labels and in positions 3 and 4 are checked, which the other regimes leave alone: the part 'a-' ends with a hyphen"}},
		{"xn--bcher-kva.de", [6]string{"xn--bcher-kva.de", "xn--bcher-kva.de", "xn--bcher-kva.de", "xn--bcher-kva.de", "xn--bcher-kva.de", "xn--bcher-kva.de"}, nil},
		// IDNA2003 does not look inside an ASCII label, xn-- or not.
		// The URL Standard keeps a failing all-ASCII name as it is (its
		// ASCII fallback of June 2026), as IDNA2003 does for another
		// reason.
		// IDNA2003's ToUnicode finds that it is not ToASCII of anything.
		{"xn--go-.dev", [6]string{fail, fail, fail, fail, "xn--go-.dev", fail},
			map[[2]int]string{{nt, ww}: "while WHATWG URL Standard keeps an all-ASCII name that fails its checks as it is, lowercased (the URL Standard's ASCII fallback"}},
		{"\xff.de", [6]string{fail, fail, fail, fail, fail, fail}, nil},
	}
	for _, tt := range tests {
		c := Name(tt.name)
		if len(c.Results) != 6 {
			t.Fatalf("%q: %d results", tt.name, len(c.Results))
		}
		for i, want := range tt.ascii {
			r := c.Results[i]
			got := r.ASCII
			if !r.OK {
				got = fail
				if len(r.Codes) == 0 || r.Message == "" || r.Err == nil {
					t.Errorf("%q %s: failed result %+v lacks codes or message", tt.name, r.Regime, r)
				}
			}
			if got != want {
				t.Errorf("%q %s: ASCII %q, want %q (%v)", tt.name, r.Regime, got, want, r.Err)
			}
		}
		// Exactly the pairs whose results differ are listed, each with a
		// reason.
		pairs := map[[2]string]Difference{}
		for _, d := range c.Differences {
			pairs[[2]string{d.A, d.B}] = d
			if len(d.Reasons) == 0 {
				t.Errorf("%q: %s/%s without a reason", tt.name, d.A, d.B)
			}
		}
		ids := Regimes()
		for i := range 6 {
			for j := i + 1; j < 6; j++ {
				_, listed := pairs[[2]string{ids[i], ids[j]}]
				if differ := tt.ascii[i] != tt.ascii[j]; differ != listed {
					t.Errorf("%q: %s/%s listed %v, want %v", tt.name, ids[i], ids[j], listed, differ)
				}
			}
		}
		for pair, phrase := range tt.reasons {
			a, b := min(pair[0], pair[1]), max(pair[0], pair[1])
			d := pairs[[2]string{ids[a], ids[b]}]
			var texts []string
			for _, r := range d.Reasons {
				texts = append(texts, r.Text)
			}
			if !strings.Contains(strings.Join(texts, "\n"), phrase) {
				t.Errorf("%q: %s/%s reasons %q, want one with %q", tt.name, ids[a], ids[b], texts, phrase)
			}
		}
	}
}

// Reasons lists each sentence once, however many pairs share it, and
// regimes that differ for one reason share one sentence.
func TestReasonsOnce(t *testing.T) {
	c := Name("faß.de")
	rs := c.Reasons()
	if len(rs) != 1 {
		t.Fatalf("reasons %+v, want one for transitional processing and IDNA2003", rs)
	}
	if !slices.Equal(rs[0].Regimes, []string{"uts46-transitional", "idna2003"}) {
		t.Errorf("reasons %+v", rs)
	}
	if n := len(Name("xn--a.com").Reasons()); n == 0 || n > 4 {
		t.Errorf("xn--a.com: %d reasons, want 1 to 4", n)
	}
	// faß.de: the one reason separates four pairs, with one ID; a
	// program that lists reasons by ID lists it once.
	ids := map[int]string{}
	for _, d := range c.Differences {
		for _, r := range d.Reasons {
			if text, ok := ids[r.ID]; ok && text != r.Text {
				t.Errorf("reason ID %d is both %q and %q", r.ID, text, r.Text)
			}
			ids[r.ID] = r.Text
		}
	}
	if len(c.Differences) < 2 || len(ids) != 1 {
		t.Errorf("faß.de: %d differences, reason IDs %v: want one reason in several pairs", len(c.Differences), ids)
	}
}

// The two forms of a name get one verdict: the same regimes accept them,
// and the regime that rejects one rejects the other, for the same reason
// (U+04CF was not assigned in Unicode 3.2: IDNA2003 refuses it, in ToASCII
// of the Unicode form and in ToUnicode of the xn-- form).
func TestBothForms(t *testing.T) {
	for _, pair := range [][2]string{
		{"xn--80ak6aa92e.com", "\u0430\u0440\u0440\u04cf\u0435.com"},
		{"xn--bcher-kva.de", "b\u00fccher.de"},
		{"xn--ab-0ea.cat", "a\u00b7b.cat"},
	} {
		a, u := Name(pair[0]), Name(pair[1])
		for i := range a.Results {
			if a.Results[i].OK != u.Results[i].OK {
				t.Errorf("%s: %q OK %v, %q OK %v", a.Results[i].Regime, pair[0], a.Results[i].OK, pair[1], u.Results[i].OK)
			}
		}
	}
	want := "with IDNA2003, 'ӏ' is rejected: it was not assigned in Unicode 3.2"
	for _, n := range []string{"xn--80ak6aa92e.com", "\u0430\u0440\u0440\u04cf\u0435.com"} {
		rs := Name(n).Reasons()
		if len(rs) != 1 || !strings.HasPrefix(rs[0].Text, want) || rs[0].Code != rule.NP_UNASSIGNED {
			t.Errorf("%q: reasons %+v, want one starting %q", n, rs, want)
		}
	}
}

// The reasons are messages that the catalog renders in German.
func TestReasonsInGerman(t *testing.T) {
	rs := Name("_dmarc.example").Reasons()
	if len(rs) == 0 {
		t.Fatal("no reasons")
	}
	got := catalog.Sprint(language.German, rs[0].Message)
	want := "mit UTS #46 nontransitional und UTS #46 transitional gelten die STD3-Regeln"
	if !strings.HasPrefix(got, want) {
		t.Errorf("German: %q, want it to start %q", got, want)
	}
}

// Hostile input gets results, not a panic, and no reason is empty.
func TestHostile(t *testing.T) {
	for _, n := range []string{"", ".", "\x00", strings.Repeat(".", 70000), strings.Repeat("a", 70000), "xn--", "xn--a", "\u0627\u0031.com"} {
		c := Name(n)
		for _, d := range c.Differences {
			for _, r := range d.Reasons {
				if r.Text == "" {
					t.Errorf("%.20q: empty reason in %s/%s", n, d.A, d.B)
				}
			}
		}
	}
}

// Any input gets six results, and exactly the pairs that differ are
// listed, each with a reason that is not empty.
func FuzzName(f *testing.F) {
	for _, s := range []string{"faß.de", "a\u200db.de", "a·b.cat", "😀.com", "Bücher.DE", "⒈.com", "_dmarc.example", "xn--go-.dev", "\xff", "a-.com", "\u0627\u0031.com", "XN--ZCA.de"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c := Name(s)
		if len(c.Results) != len(defaultRegimes) {
			t.Fatalf("%q: %d results", s, len(c.Results))
		}
		n := 0
		for i := range c.Results {
			for j := i + 1; j < len(c.Results); j++ {
				a, b := c.Results[i], c.Results[j]
				if a.OK != b.OK || a.OK && a.ASCII != b.ASCII {
					n++
				}
			}
		}
		if n != len(c.Differences) {
			t.Fatalf("%q: %d pairs differ, %d listed", s, n, len(c.Differences))
		}
		for _, d := range c.Differences {
			if len(d.Reasons) == 0 {
				t.Fatalf("%q: %s/%s without a reason", s, d.A, d.B)
			}
			for _, r := range d.Reasons {
				if r.Text == "" {
					t.Fatalf("%q: %s/%s: empty reason", s, d.A, d.B)
				}
			}
		}
	})
}

// TestRenderReasons: every reason's Text becomes its message as the given
// function renders it, so that a program shows them in its language.
func TestRenderReasons(t *testing.T) {
	c := Name("faß.de")
	c.RenderReasons(func(m msg.Message) string { return "<" + string(m.ID) + ">" })
	n := 0
	for _, d := range c.Differences {
		for _, r := range d.Reasons {
			n++
			if r.Text != "<"+string(r.Message.ID)+">" {
				t.Errorf("%s/%s: Text %q, want the rendering of %s", d.A, d.B, r.Text, r.Message.ID)
			}
		}
	}
	if n == 0 {
		t.Fatal("faß.de: no reasons to render")
	}
}
