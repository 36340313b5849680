package idna

// The documented differences between IDNA2008Lookup and libidn2 2.3.3.
//
// libidn2 is not a dependency: what it does is recorded in
// docs/libidn2-differences.md as issue 23 measured it. These tests pin
// xn's side of each example, written out by hand, so that the page stays
// true of xn, and check that every class has its row there.

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/rule"
)

// libidn2Example is one input of a documented class with xn's result.
type libidn2Example struct {
	class string
	p     *Profile
	ascii bool // ToASCII, else ToUnicode
	in    string
	want  string
	codes []string // nil: no error
}

// disallowedCodes are the codes of a code point that IDNA2008 does not
// allow, in IDNA2008Lookup (P1 from mapping and V6 from validation with
// the 15.0.0 tables; V7 from 16.0 on).
var disallowedCodes = pickCodes([]string{"P1", "V6"}, []string{"V7"})

// libidn2Examples has the examples of docs/libidn2-differences.md, each
// class with its example in IDNA2008Lookup first, then the setting that
// gives libidn2's verdict where xn has one.
var libidn2Examples = []libidn2Example{
	{class: "std3-off", p: IDNA2008Lookup, ascii: true, in: "a_b", want: "", codes: disallowedCodes},
	{class: "std3-off", p: IDNA2008Lookup, ascii: true, in: "a_\u00fc", want: "", codes: disallowedCodes},
	{class: "std3-off", p: IDNA2008Lookup.With(AllowUnderscore(true)), ascii: true, in: "a_b", want: "a_b"},
	{class: "std3-off", p: IDNA2008Lookup.With(AllowUnderscore(true)), ascii: true, in: "a_\u00fc", want: "xn--a_-yka"},

	{class: "std3-deleted", p: IDNA2008Lookup, ascii: true, in: "a_b", want: "", codes: disallowedCodes},
	{class: "std3-deleted", p: IDNA2008Lookup, in: "a_b", want: "a_b", codes: disallowedCodes},

	{class: "empty-label", p: IDNA2008Lookup, ascii: true, in: "a..b", want: "", codes: []string{"A4_2"}},
	{class: "empty-label", p: IDNA2008Lookup, in: "a..b", want: "a..b", codes: []string{"X4_2"}},
	{class: "empty-label", p: IDNA2008Lookup.With(VerifyDNSLength(false)), ascii: true, in: "a..b", want: "a..b"},

	{class: "bidi-every-label", p: IDNA2008Lookup, ascii: true, in: "0.\u05d0", want: "", codes: []string{"B1"}},
	{class: "bidi-every-label", p: IDNA2008Lookup, ascii: true, in: "a.\u05d0", want: "a.xn--4db"},

	{class: "bidi-rule-4", p: IDNA2008Lookup, ascii: true, in: "\u05d00\u0660", want: "", codes: []string{"B4"}},
	{class: "bidi-rule-4", p: IDNA2008Lookup, ascii: true, in: "\u05d00", want: "xn--0-zhc"},

	{class: "bidi-mark-after-neutral", p: IDNA2008Lookup, ascii: true, in: "\u0621-\u06e2", want: "", codes: []string{"B3"}},
	{class: "bidi-mark-after-neutral", p: IDNA2008Lookup, ascii: true, in: "\u0621\u06e2", want: "xn--ggb00b"},

	{class: "contexto", p: IDNA2008Lookup, ascii: true, in: "\u00b7", want: "", codes: []string{"C3"}},
	{class: "contexto", p: IDNA2008Lookup, ascii: true, in: "l\u00b7l", want: "xn--ll-0ea"},
	{class: "contexto", p: IDNA2008Lookup.With(CheckContextO(false)), ascii: true, in: "\u00b7", want: "xn--uba"},

	{class: "to-unicode-decodes-only", p: IDNA2008Lookup, in: "xn--ls8h.la", want: "\U0001f4a9.la",
		codes: pickCodes([]string{"V6"}, []string{"V7"})},
	{class: "to-unicode-decodes-only", p: IDNA2008Lookup, in: "B\u00fccher.DE", want: "b\u00fccher.de"},
	{class: "to-unicode-decodes-only", p: Punycode, in: "xn--ls8h.la", want: "\U0001f4a9.la"},
	{class: "to-unicode-decodes-only", p: Punycode, in: "B\u00fccher.DE", want: "B\u00fccher.DE"},

	// U+A7C8 LATIN SMALL LETTER D WITH SHORT STROKE OVERLAY is new in
	// Unicode 13.0 (IdnaMappingTable.txt: "# 13.0"); U+A7C7 maps to it.
	{class: "unicode-version", p: IDNA2008Lookup, ascii: true, in: "\ua7c8.com", want: "xn--t78a.com"},
	{class: "unicode-version", p: IDNA2008Lookup, ascii: true, in: "\ua7c7.com", want: "xn--t78a.com"},
}

// TestLibidn2Differences pins xn's result for each example of
// docs/libidn2-differences.md.
func TestLibidn2Differences(t *testing.T) {
	for _, ex := range libidn2Examples {
		t.Run(ex.class, func(t *testing.T) {
			c := convCase{in: ex.in, want: ex.want, codes: ex.codes}
			if ex.ascii {
				got, err := ex.p.ToASCII(ex.in)
				checkResult(t, ex.p, "ToASCII", c, got, err, true)
			} else {
				got, err := ex.p.ToUnicode(ex.in)
				checkResult(t, ex.p, "ToUnicode", c, got, err, false)
			}
		})
	}
}

// TestLibidn2DifferencesDoc checks that docs/libidn2-differences.md has one
// row per class of libidn2Examples, that each row shows the input of the
// class's first example (as a Go string literal), and that the page has no
// row for a class without examples.
func TestLibidn2DifferencesDoc(t *testing.T) {
	doc, err := os.ReadFile("../docs/libidn2-differences.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(doc), "\n") {
		if m := docRow.FindStringSubmatch(line); m != nil {
			rows[m[1]] = line
		}
	}
	seen := map[string]bool{}
	for _, ex := range libidn2Examples {
		if seen[ex.class] {
			continue
		}
		seen[ex.class] = true
		row, ok := rows[ex.class]
		if !ok {
			t.Errorf("class %s has no row in docs/libidn2-differences.md", ex.class)
			continue
		}
		if q := strconv.QuoteToASCII(ex.in); !strings.Contains(row, q) {
			t.Errorf("the row of class %s does not show its example %s", ex.class, q)
		}
	}
	for name := range rows {
		if !seen[name] {
			t.Errorf("docs/libidn2-differences.md has a row for %s, which has no example in libidn2Examples", name)
		}
	}
}

// TestTrailingDotFollowsTables pins that the verdict of the profiles with
// VerifyDnsLength on a name ending in a dot follows the Unicode version of
// the tables, and so the toolchain: UTS #46 15.0 lets the empty root label
// through, 16.0 and later make it an error (A4_2). docs/libidn2-differences.md
// and docs/xnet-differences.md say so.
func TestTrailingDotFollowsTables(t *testing.T) {
	for _, p := range []*Profile{IDNA2008, IDNA2008Lookup, UTS46, Registration} {
		got, err := p.ToASCII("python.org.")
		var e *Error
		switch {
		case v15 && (err != nil || got != "python.org."):
			t.Errorf("%v.ToASCII(\"python.org.\") = %q, %v; want \"python.org.\" with the 15.0.0 tables", p, got, err)
		case !v15 && (!errors.As(err, &e) || !slices.Equal(e.Codes(), []rule.Code{rule.A4_2})):
			t.Errorf("%v.ToASCII(\"python.org.\") = %q, %v; want A4_2 with the %s tables", p, got, err, tables.UnicodeVersion)
		}
	}
	// x/net's Registration follows its tables the same way.
	if _, err := xnet.Registration.ToASCII("python.org."); (err == nil) != v15 {
		t.Errorf("x/net Registration.ToASCII(\"python.org.\"): %v; docs/xnet-differences.md says it fails from 16.0 on only; update the docs", err)
	}
}
