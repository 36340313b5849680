package lgr

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/rule"
)

// TestParseErrors: each malformed or inconsistent document is refused with
// a *ParseError naming the element and its line.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		name, doc, elem string
		line            int
		msg             string
	}{
		{"not xml", "<lgr", "", 1, "XML"},
		{"wrong root", `<x xmlns="urn:ietf:params:xml:ns:lgr-1.0"/>`, "x", 1, "root"},
		{"wrong namespace", `<lgr xmlns="urn:example"><data/></lgr>`, "lgr", 1, "namespace"},
		{"no data", `<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0"></lgr>`, "lgr", 1, "no <data>"},
		{"unknown element", wrap("\n<chars cp=\"0061\"/>", ""), "chars", 4, "unknown element"},
		{"unknown attribute", wrap("\n<char cp=\"0061\" colour=\"red\"/>", ""), "char", 4, "colour"},
		{"lowercase cp", wrap(`<char cp="006a"/>`, ""), "char", 3, "uppercase"},
		{"short cp", wrap(`<char cp="61"/>`, ""), "char", 3, "4 to 6"},
		{"surrogate", wrap(`<char cp="D800"/>`, ""), "char", 3, "scalar"},
		{"duplicate char", wrap("<char cp=\"0061\"/>\n<char cp=\"0061\"/>", ""), "char", 4, "already defined on line 3"},
		{"range overlap", wrap("<range first-cp=\"0061\" last-cp=\"0066\"/>\n<char cp=\"0063\"/>", ""), "data", 4, "also defined on line 3"},
		{"reversed range", wrap(`<range first-cp="0066" last-cp="0061"/>`, ""), "range", 3, "before"},
		{"undefined when", wrap(`<char cp="0061" when="nope"/>`, ""), "char", 3, `"nope" is not defined`},
		{"when and not-when", wrap(`<char cp="0061" when="a" not-when="b"/>`, `<rule name="a"><any/></rule><rule name="b"><any/></rule>`), "char", 3, "mutually exclusive"},
		{"undefined class", wrap(`<char cp="0061"/>`, "\n<rule name=\"r\"><class by-ref=\"nope\"/></rule>"), "class", 5, `"nope" is not defined`},
		{"rule cycle", wrap(`<char cp="0061"/>`, "\n<rule name=\"r\"><rule by-ref=\"r\"/></rule>"), "rule", 5, "recursive"},
		{"forward rule", wrap(`<char cp="0061"/>`, "\n<rule name=\"a\"><rule by-ref=\"b\"/></rule><rule name=\"b\"><any/></rule>"), "rule", 5, "not defined before"},
		{"undefined action rule", wrap(`<char cp="0061"/>`, "\n<action disp=\"invalid\" match=\"nope\"/>"), "action", 5, `"nope"`},
		{"anchor rule in action", wrap(`<char cp="0061"/>`, "\n<rule name=\"r\"><anchor/></rule><action disp=\"invalid\" match=\"r\"/>"), "action", 5, "anchor"},
		{"unnamed top rule", wrap(`<char cp="0061"/>`, "\n<rule><any/></rule>"), "rule", 5, "needs a name"},
		{"bad count", wrap(`<char cp="0061"/>`, "\n<rule name=\"r\"><any count=\"0\"/></rule>"), "any", 5, "count"},
		{"count on anchor rule", wrap(`<char cp="0061"/>`, "\n<rule name=\"r\"><rule count=\"2\"><anchor/></rule></rule>"), "rule", 5, "count"},
		{"start not first", wrap(`<char cp="0061"/>`, "\n<rule name=\"r\"><any/><start/></rule>"), "start", 5, "first"},
		{"end not last", wrap(`<char cp="0061"/>`, "\n<rule name=\"r\"><end/><any/></rule>"), "end", 5, "last"},
		{"look-ahead before anchor", wrap(`<char cp="0061" when="r"/>`, "\n<rule name=\"r\"><look-ahead><any/></look-ahead><anchor/></rule>"), "look-ahead", 5, "after"},
		{"union of one", wrap(`<char cp="0061"/>`, "\n<union name=\"u\"><class>0061</class></union>"), "union", 5, "two or more"},
		{"unsupported property", wrap(`<char cp="0061"/>`, "\n<class name=\"c\" property=\"InSC:Virama\"/>"), "class", 5, "InSC"},
		{"unknown script", wrap(`<char cp="0061"/>`, "\n<class name=\"c\" property=\"sc:Qqqq\"/>"), "class", 5, "Qqqq"},
		{"not symmetric", wrap("<char cp=\"0061\">\n<var cp=\"0062\"/></char><char cp=\"0062\"/>", ""), "var", 4, "no reverse mapping"},
		{"duplicate var", wrap("<char cp=\"0061\"><var cp=\"0062\"/>\n<var cp=\"0062\"/></char><char cp=\"0062\"><var cp=\"0061\"/></char>", ""), "var", 4, "already defined"},
		{"empty char without var", wrap(`<char cp=""/>`, ""), "char", 3, "at least one variant"},
		{"tag on sequence", wrap(`<char cp="0061 0062" tag="x"/>`, ""), "char", 3, "tag"},
		{"undeclared ref", wrap(`<char cp="0061" ref="9"/>`, ""), "char", 3, "not declared"},
		{"match and not-match", wrap(`<char cp="0061"/>`, "\n<rule name=\"r\"><any/></rule><action disp=\"x\" match=\"r\" not-match=\"r\"/>"), "action", 5, "mutually exclusive"},
		{"bad date", `<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0"><meta><date>2010-1-1</date></meta><data/></lgr>`, "date", 1, "YYYY-MM-DD"},
		{"unknown meta", `<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0"><meta><author>x</author></meta><data/></lgr>`, "author", 1, "unknown element"},
		{"sections out of order", `<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0"><data/><meta/></lgr>`, "meta", 1, "order"},
	} {
		_, err := Parse(strings.NewReader(c.doc))
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s: error %v, want a *ParseError", c.name, err)
			continue
		}
		if pe.Element != c.elem || pe.Line != c.line || !strings.Contains(pe.Error(), c.msg) {
			t.Errorf("%s: %v (element %q line %d), want element %q line %d and %q", c.name, err, pe.Element, pe.Line, c.elem, c.line, c.msg)
		}
	}
}

// TestBadLabels: bad input gets a typed verdict, not a panic.
func TestBadLabels(t *testing.T) {
	l := mustParse(t, appendixA1)
	for _, label := range []string{
		"", "\xff", "a\x00b", "ab.cd", strings.Repeat("a", 64), strings.Repeat("a", 1<<20), "xn--", "xn--a-ecp.ru-", "xn--zz",
	} {
		r := l.Check(label)
		if r.Code != BadInput && r.Code != NotInRepertoire {
			t.Errorf("Check(%.20q): %s %s", label, r.Code, r.Sentence())
		}
		if r.Eligible() {
			t.Errorf("Check(%.20q) eligible", label)
		}
		var le *LabelError
		if _, err := l.Variants(label, VariantOptions{}); !errors.As(err, &le) {
			t.Errorf("Variants(%.20q): %v, want a *LabelError", label, err)
		}
		if _, err := l.Index(label); !errors.As(err, &le) {
			t.Errorf("Index(%.20q): %v, want a *LabelError", label, err)
		}
	}
	var ie *InputError
	if r := l.Check("ab.cd"); r.Code != BadInput || !errors.As(r.Err, &ie) || ie.Code != rule.LABEL_DOT {
		t.Errorf("Check(ab.cd): %+v", r)
	}
	if r := l.Check("xn--caf-dma"); r.Code != NotInRepertoire || r.ULabel != "café" || r.Pos != 3 {
		t.Errorf("Check(xn--caf-dma): %+v", r)
	}
	if r := l.Check(strings.Repeat("a", 63)); r.Code != OK {
		t.Errorf("63 letters: %+v", r)
	}
}

// TestVariantBounds: a 63-character label whose characters each have
// several variants has more variant labels than can be listed; Variants
// stops at Max (or its work bound) and says so.
func TestVariantBounds(t *testing.T) {
	var data strings.Builder
	letters := "abcd"
	for _, a := range letters {
		data.WriteString(`<char cp="` + cpString([]rune{a}) + `">`)
		for _, b := range letters {
			if a != b {
				data.WriteString(`<var cp="` + cpString([]rune{b}) + `" type="allocatable"/>`)
			}
		}
		data.WriteString("</char>")
	}
	l := mustParse(t, wrap(data.String(), ""))
	label := strings.Repeat("a", 63) // 4^63 permutations
	v, err := l.Variants(label, VariantOptions{Max: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if !v.Truncated || len(v.Labels) != 1000 {
		t.Errorf("got %d labels, truncated %v; want 1000, truncated", len(v.Labels), v.Truncated)
	}
	// No allocatable variant at all, and every one blocked: the blocked
	// type is skipped without enumerating the 4^63 labels.
	blocked := strings.ReplaceAll(data.String(), "allocatable", "blocked")
	l = mustParse(t, wrap(blocked, ""))
	v, err = l.Variants(label, VariantOptions{OnlyAllocatable: true})
	if err != nil || len(v.Labels) != 0 || v.Truncated {
		t.Errorf("allocatable variants: %d, truncated %v, %v", len(v.Labels), v.Truncated, err)
	}
	// With every label invalid (no label in the repertoire of the
	// variant), the work bound stops the search.
	v, err = l.Variants(label, VariantOptions{})
	if err != nil || !v.Truncated {
		t.Errorf("all variants: %d, truncated %v, %v", len(v.Labels), v.Truncated, err)
	}
}

// TestRuleBudget: nested unbounded counts would backtrack exponentially
// on a label that almost matches; the step budget stops them.
func TestRuleBudget(t *testing.T) {
	l := mustParse(t, wrap(`<range first-cp="0061" last-cp="007A"/>`, `
	  <rule name="bad"><start/><rule count="0+"><rule count="0+"><char cp="0061"/></rule><rule count="0+"><char cp="0061"/></rule></rule><char cp="0062"/><end/></rule>
	  <action disp="invalid" match="bad"/>`))
	r := l.Check(strings.Repeat("a", 40) + "c")
	if r.Code != TooComplex {
		t.Errorf("Check: %s %s, want %s", r.Code, r.Disposition, TooComplex)
	}
	if r.Eligible() {
		t.Error("a label whose rules could not be evaluated is eligible")
	}
}

// TestChineseLongLabel: the largest reference LGR, a label of 20 Han
// characters with variants, bounded by Max.
func TestChineseLongLabel(t *testing.T) {
	zh := referenceLGR(t, "second-level/lgr-second-level-chinese-language-31may22-en.xml.gz")
	label := strings.Repeat("国发", 10)
	v, err := zh.Variants(label, VariantOptions{Max: 500})
	if err != nil {
		t.Fatal(err)
	}
	if !v.Truncated || len(v.Labels) != 500 {
		t.Errorf("%d labels, truncated %v", len(v.Labels), v.Truncated)
	}
	v, err = zh.Variants(label, VariantOptions{OnlyAllocatable: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range v.Labels {
		if x.Disposition != "allocatable" && x.Disposition != "activated" {
			t.Errorf("OnlyAllocatable gave %s %s", x.Label, x.Disposition)
		}
	}
	if len(v.Labels) == 0 {
		t.Error("no allocatable variant of a label of simplified characters")
	}
}

// TestLabelLength: a label whose A-label has more than 63 octets cannot be
// registered. The A-label lengths come from golang.org/x/net/idna.
func TestLabelLength(t *testing.T) {
	l := mustParse(t, wrap(`<range first-cp="0061" last-cp="007A"/><range first-cp="00E0" last-cp="00FF"/><range first-cp="4E00" last-cp="4E2F"/>`, ""))
	for _, label := range []string{
		strings.Repeat("a", 63), strings.Repeat("a", 64),
		strings.Repeat("a", 55) + "é", strings.Repeat("a", 56) + "é",
		strings.Repeat("é", 40), strings.Repeat("中", 40), strings.Repeat("中丫", 30),
	} {
		a, err := xnet.Punycode.ToASCII(label)
		if err != nil {
			t.Fatal(err)
		}
		want := OK
		if len(a) > 63 {
			want = BadInput
		}
		if r := l.Check(label); r.Code != want {
			t.Errorf("Check(%d code points, A-label of %d octets): %s %s, want %s", len([]rune(label)), len(a), r.Code, r.Sentence(), want)
		}
	}
}

// TestVariantLeafBound: every variant label is invalid by a whole-label
// rule, which cannot be judged before the label is complete; the bound on
// complete labels stops the 2^63 of them.
func TestVariantLeafBound(t *testing.T) {
	l := mustParse(t, wrap(`
	  <char cp="0061"><var cp="0062" type="allocatable"/></char>
	  <char cp="0062"><var cp="0061" type="allocatable"/></char>`, `
	  <rule name="all-a"><start/><char cp="0061" count="1+"/><end/></rule>
	  <action disp="invalid" not-match="all-a"/>`))
	v, err := l.Variants(strings.Repeat("a", 63), VariantOptions{})
	if err != nil || len(v.Labels) != 0 || !v.Truncated {
		t.Errorf("%d labels, truncated %v, %v; want none, truncated", len(v.Labels), v.Truncated, err)
	}
}

// TestConcurrent: an LGR is read-only after parsing; run with -race.
func TestConcurrent(t *testing.T) {
	l := mustParse(t, appendixA3)
	want := l.Check("abcd")
	done := make(chan bool)
	for i := 0; i < 4; i++ {
		go func() {
			for j := 0; j < 50; j++ {
				if r := l.Check("abcd"); !reflect.DeepEqual(r, want) {
					t.Errorf("Check: %+v, want %+v", r, want)
				}
				l.Variants("\u4e16", VariantOptions{})
				l.Index("\u4e17")
			}
			done <- true
		}()
	}
	for i := 0; i < 4; i++ {
		<-done
	}
}

// TestVariantWorkBound: the rule evaluations of one Variants call are
// bounded in proportion to Max (workPerLabel matcher steps per label
// asked for), so that a long label whose variant labels each cost many
// rule steps stops early instead of judging Max of them. The test counts
// matcher steps, not time.
func TestVariantWorkBound(t *testing.T) {
	// Each variant label runs a rule that scans the whole label from
	// every start position: about 63*63/2 steps for 63 code points.
	l := mustParse(t, wrap(`
	  <char cp="0061"><var cp="0062" type="blocked"/></char>
	  <char cp="0062"><var cp="0061" type="blocked"/></char>`, `
	  <rule name="has-c"><any count="0+"/><char cp="0063"/></rule>
	  <action disp="invalid" match="has-c"/>`))
	label := strings.Repeat("a", 63)
	for _, m := range []int{10, 1000, DefaultMaxVariants} {
		g := l.variantsGen(label, VariantOptions{Max: m})
		if g.err != nil {
			t.Fatal(g.err)
		}
		// One more label may be judged after the bound is passed.
		perLabel := g.work / len(g.seen)
		if perLabel < workPerLabel {
			t.Fatalf("Max %d: a label costs %d steps, not enough to test the bound", m, perLabel)
		}
		if g.work > g.maxWork+2*perLabel {
			t.Errorf("Max %d: %d matcher steps, bound %d", m, g.work, g.maxWork)
		}
		// Max 10 stays under minWork: Max stops it.
		if fewer := m*perLabel > 2*g.maxWork; !g.out.Truncated || fewer != (len(g.out.Labels) < m) {
			t.Errorf("Max %d: %d labels, truncated %v; want truncated, fewer than Max %v", m, len(g.out.Labels), g.out.Truncated, fewer)
		}
		if g.maxWork != max(min(m, maxLeaves)*workPerLabel, minWork) {
			t.Errorf("Max %d: bound %d", m, g.maxWork)
		}
	}
}

// TestRootZoneHostile: 63 letters y, each with four look-alikes in the
// Root Zone LGR, whose thirty whole-label rules are each searched for in
// every variant label. The search hints of the rules (a rule that begins
// with <start/> is tried at position 0 only, one that begins with a code
// point or class only where the label has one) keep a variant label under
// workPerLabel matcher steps, so Max stops the generation; without them it
// took about 10,000 steps per label and the work bound stopped it.
func TestRootZoneHostile(t *testing.T) {
	rz := referenceLGR(t, "root-zone/lgr-5-common-26may22-en.xml.gz")
	g := rz.variantsGen(strings.Repeat("y", 63), VariantOptions{})
	if g.err != nil {
		t.Fatal(g.err)
	}
	if !g.out.Truncated || len(g.out.Labels) != DefaultMaxVariants {
		t.Errorf("%d labels, truncated %v; want %d, truncated", len(g.out.Labels), g.out.Truncated, DefaultMaxVariants)
	}
	if perLabel := g.work / len(g.seen); perLabel > workPerLabel {
		t.Errorf("%d matcher steps per variant label, want at most %d", perLabel, workPerLabel)
	}
	for _, x := range g.out.Labels {
		if x.Disposition != "blocked" {
			t.Errorf("%s: %s, want blocked", x.Label, x.Disposition)
			break
		}
	}
}

// TestInputErrorCodes: each way a label is not well formed is told by the
// rule.Code of its *InputError, and Error() names it for developers.
func TestInputErrorCodes(t *testing.T) {
	l := mustParse(t, sentenceLGR)
	for _, c := range []struct {
		label string
		code  rule.Code
		text  string
	}{
		{"\xff", rule.UTF8, "invalid UTF-8"},
		{"", rule.EMPTY, "empty"},
		{"a.b", rule.LABEL_DOT, "holds a dot"},
		{"xn--a", rule.ALABEL, "A-label does not decode"},
		{strings.Repeat("a", 64), rule.TOOLONG, "too many code points (64, at most 63)"},
		{strings.Repeat("a", 60) + "é", rule.A4_2, "too long in the DNS ("},
	} {
		r := l.Check(c.label)
		var ie *InputError
		if r.Code != BadInput || !errors.As(r.Err, &ie) || ie.Code != c.code {
			t.Errorf("Check(%.20q): code %s, err %v; want BadInput with an *InputError of code %s", c.label, r.Code, r.Err, c.code)
			continue
		}
		if !strings.Contains(ie.Error(), c.text) {
			t.Errorf("Check(%.20q): Error() = %q, want it to contain %q", c.label, ie.Error(), c.text)
		}
	}
}
