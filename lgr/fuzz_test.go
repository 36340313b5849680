package lgr

import (
	"strings"
	"testing"
)

// FuzzParse: any document is parsed or refused with an error, without a
// panic; what parses can check a label.
func FuzzParse(f *testing.F) {
	for _, s := range []string{appendixA1, appendixA2, appendixA3, wrap(`<char cp="0061"><var cp="0062" type="x"/></char><char cp="0062"><var cp="0061"/></char>`, `<rule name="r"><start/><any count="1+"/><end/></rule><action disp="blocked" not-match="r"/>`)} {
		f.Add(s, "ab")
	}
	f.Fuzz(func(t *testing.T, doc, label string) {
		l, err := Parse(strings.NewReader(doc))
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("error %T %v, want *ParseError", err, err)
			}
			return
		}
		l.Check(label)
		l.Variants(label, VariantOptions{Max: 100})
		l.Index(label)
	})
}

// FuzzVariants: variant generation on an LGR with many variants per
// character stays within its bounds for any label.
func FuzzVariants(f *testing.F) {
	l := mustParse(f, wrap(`
	  <char cp="0061"><var cp="0061" type="allocatable"/><var cp="0062" type="blocked"/><var cp="0063 0063" type="allocatable"/></char>
	  <char cp="0062"><var cp="0061" type="blocked"/></char>
	  <char cp="0063"/>
	  <char cp="0063 0063"><var cp="0061" type="allocatable"/><var cp="" type="invalid"/></char>
	  <char cp=""><var cp="0063 0063" type="invalid"/></char>
	  <char cp="002D" not-when="edge"/>`, `
	  <rule name="edge"><choice><rule><look-behind><start/></look-behind><anchor/></rule><rule><anchor/><look-ahead><end/></look-ahead></rule></choice></rule>
	  <action disp="blocked" any-variant="blocked"/>
	  <action disp="allocatable" only-variants="allocatable"/>`))
	for _, s := range []string{"abc", "a-a", "cccc", strings.Repeat("a", 63), "xn--a"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, label string, only bool) {
		v, err := l.Variants(label, VariantOptions{Max: 200, OnlyAllocatable: only})
		if err != nil {
			return
		}
		if len(v.Labels) > 200 {
			t.Fatalf("%d labels, over Max", len(v.Labels))
		}
		seen := map[string]bool{}
		for _, x := range v.Labels {
			if seen[x.Label] || x.Label == v.Original.ULabel || x.Disposition == "invalid" {
				t.Fatalf("bad variant %+v of %q", x, label)
			}
			seen[x.Label] = true
		}
	})
}
