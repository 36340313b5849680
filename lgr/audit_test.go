package lgr

import (
	"sort"
	"testing"
)

// TestChineseOnlyVariants: the Chinese LGR's variant sets and
// dispositions worked out by hand from the document (actions on lines
// 71769-71778). 国 U+56FD maps to 囯 56EF and 圀 5700 (blocked), 國 570B
// (trad) and itself (r-simp); 发 U+53D1 to 彂 5F42, 発 767A, 髪 9AEA
// (blocked), 發 767C (trad-1), 髮 9AEE (trad-2) and itself (r-simp). Of the
// 4 × 6 − 1 = 23 variant labels, those with a blocked mapping are blocked
// (any-variant="blocked"); 國發 {trad, trad-1} and 國髮 {trad, trad-2} use
// only mappings (only-variants) within one traditional set: allocatable;
// the mixes 国發, 国髮, 國发 are blocked by the last any-variant action.
// The label itself records only r-simp: valid (all-variants="r-neither
// r-trad r-simp r-both"), as is 國發, which records only r-trad.
func TestChineseOnlyVariants(t *testing.T) {
	zh := referenceLGR(t, "second-level/lgr-second-level-chinese-language-31may22-en.xml.gz")
	got := variantMap(t, zh, "国发")
	if len(got) != 23 {
		t.Errorf("国发 has %d variants, want 23: %v", len(got), got)
	}
	for label, disp := range got {
		want := Blocked
		if label == "國發" || label == "國髮" {
			want = "allocatable"
		}
		if disp != want {
			t.Errorf("variant %s of 国发: %s, want %s", label, disp, want)
		}
	}
	for _, mix := range []string{"国發", "国髮", "國发", "囯发", "国彂"} {
		if got[mix] != "blocked" {
			t.Errorf("variant %s of 国发: %q, want blocked", mix, got[mix])
		}
	}
	v, err := zh.Variants("国发", VariantOptions{OnlyAllocatable: true})
	if err != nil || len(v.Labels) != 2 {
		t.Errorf("allocatable variants of 国发: %+v, %v; want 國發 and 國髮", v.Labels, err)
	}
	runChecks(t, zh, []checkCase{{"国发", "valid", OK}, {"國發", "valid", OK}})
	// Index: the least of each set, 囯 56EF and 发 53D1, for every label of
	// the set.
	for _, label := range []string{"国发", "國發", "國髮", "囯彂"} {
		if idx, err := zh.Index(label); err != nil || idx != "囯发" {
			t.Errorf("Index(%s) = %q, %v; want 囯发", label, idx, err)
		}
	}
}

// TestLatinDotlessI: the Latin script LGR's dotless i, by hand from the
// document (actions on lines 1431-1440). ı U+0131 maps to i (dotted) and
// to itself (r-dotless), and to look-alikes (blocked). ıı records only
// r-dotless: valid (all-variants="r-eszett r-dotless"); ii records only
// dotted: allocatable (all-variants="r-eszett dotted"); ıi and iı mix the
// forms: blocked (any-variant="eszett-to-ss dotted"); every other variant
// holds a blocked mapping.
func TestLatinDotlessI(t *testing.T) {
	la := referenceLGR(t, "second-level/lgr-second-level-latin-script-31may22-en.xml.gz")
	runChecks(t, la, []checkCase{{"ıı", "valid", OK}, {"ii", "valid", OK}})
	got := variantMap(t, la, "ıı")
	for label, disp := range got {
		want := Blocked
		if label == "ii" {
			want = "allocatable"
		}
		if disp != want {
			t.Errorf("variant %s of ıı: %s, want %s", label, disp, want)
		}
	}
	if got["ii"] != "allocatable" || got["ıi"] != "blocked" || got["iı"] != "blocked" {
		t.Errorf("ii %q, ıi %q, iı %q", got["ii"], got["ıi"], got["iı"])
	}
	// From ii, nothing is allocatable: i has no dotted-to-dotless mapping
	// of its own (i → ı is blocked).
	v, err := la.Variants("ii", VariantOptions{OnlyAllocatable: true})
	if err != nil || len(v.Labels) != 0 {
		t.Errorf("allocatable variants of ii: %+v, %v; want none", v.Labels, err)
	}
}

// TestGermanSequences: the German LGR's sequence ss (when="enabled", which
// matches any label) maps to ß (blocked), and ß to ss (eszett-to-ss) and
// itself (r-eszett); actions on lines 368-372. massstab splits as s ss /
// ss s / s s s: the two ways of putting ß are both blocked, and the
// label's own splits are one label. The index of every label of a set is
// the one with ss (U+0073 < U+00DF).
func TestGermanSequences(t *testing.T) {
	de := referenceLGR(t, "second-level/lgr-second-level-german-language-31may22-en.xml.gz")
	if got, want := variantMap(t, de, "massstab"), map[string]Disposition{"maßstab": "blocked", "masßtab": "blocked"}; !sameMap(got, want) {
		t.Errorf("variants of massstab: %v, want %v", got, want)
	}
	if got, want := variantMap(t, de, "maßstab"), map[string]Disposition{"massstab": "allocatable"}; !sameMap(got, want) {
		t.Errorf("variants of maßstab: %v, want %v", got, want)
	}
	runChecks(t, de, []checkCase{{"maßstab", "valid", OK}, {"massstab", "valid", OK}})
	for _, label := range []string{"maßstab", "massstab", "masßtab"} {
		if idx, err := de.Index(label); err != nil || idx != "massstab" {
			t.Errorf("Index(%s) = %q, %v; want massstab", label, idx, err)
		}
	}
}

// TestErrata: RFC 7940's verified errata. 5986 (section 6.3.1): the
// "preferred-label" rule reads count="1+", matching labels of one or more
// preferred code points (as published, count="1" matched only
// one-character labels, which this package also does, as written). 6102
// (section 5.4.2): a <var> may carry a comment attribute.
func TestErrata(t *testing.T) {
	for _, c := range []struct {
		count      string
		one, three Disposition
	}{
		{"1+", "allocatable", "allocatable"},
		{"1", "allocatable", "valid"},
	} {
		l := mustParse(t, wrap(`
          <range first-cp="0061" last-cp="007A" tag="preferred"/>
          <char cp="0030"><var cp="004F" type="blocked" comment="erratum 6102: a comment on a var"/></char>
          <char cp="004F"><var cp="0030" type="blocked"/></char>`, `
          <class name="preferred-codepoint" from-tag="preferred"/>
          <rule name="preferred-label">
              <start />
              <class by-ref="preferred-codepoint" count="`+c.count+`"/>
              <end />
          </rule>
          <action disp="allocatable" match="preferred-label"/>`))
		runChecks(t, l, []checkCase{{"a", c.one, OK}, {"abc", c.three, OK}, {"a0", "valid", OK}})
	}
}

// TestLatinRefusals: labels a registry must refuse under the Latin script
// LGR, by hand from the document: U+002D carries not-when
// "hyphen-minus-disallowed" (no leading or trailing hyphen, no hyphen in
// the fourth position after one in the third); Cyrillic с U+0441 is
// listed only for its mappings, with the reflexive type
// out-of-repertoire-var, which the second action makes invalid; capital
// letters and "_" are not in the repertoire.
func TestLatinRefusals(t *testing.T) {
	la := referenceLGR(t, "second-level/lgr-second-level-latin-script-31may22-en.xml.gz")
	runChecks(t, la, []checkCase{
		{"-abc", "invalid", Context},
		{"abc-", "invalid", Context},
		{"ab--cd", "invalid", Context},
		{"a--b", "valid", OK},
		{"ab-cd", "valid", OK},
		{"\u0441afe", "invalid", OK},
		{"Abc", "invalid", NotInRepertoire},
		{"a_b", "invalid", NotInRepertoire},
	})
	r := la.Check("\u0441afe")
	if r.ActionLine != 1432 {
		t.Errorf("сafe decided by the action on line %d, want 1432 (any-variant=\"out-of-repertoire-var\")", r.ActionLine)
	}
	if r := la.Check("ab--cd"); r.Pos != 3 || r.Rule != "hyphen-minus-disallowed" {
		t.Errorf("ab--cd: position %d rule %q, want 3 hyphen-minus-disallowed", r.Pos, r.Rule)
	}
}

// TestSearchHints: the search hints of named rules (setHints) skip start
// positions only where a rule cannot match: every rule of two reference
// LGRs gives the same answer with and without them, on labels made of
// their repertoire and of the code points the rules name, whole
// (actions) and at every anchor (contexts).
func TestSearchHints(t *testing.T) {
	for _, file := range []string{
		"root-zone/lgr-5-common-26may22-en.xml.gz",
		"second-level/lgr-second-level-arabic-language-31may22-en.xml.gz",
	} {
		l := referenceLGR(t, file)
		var reps []rune
		for r := range l.single {
			reps = append(reps, r)
		}
		for _, rc := range l.ranges {
			reps = append(reps, rc.lo, rc.hi)
		}
		sort.Slice(reps, func(i, j int) bool { return reps[i] < reps[j] })
		// Half of the code points drawn are those the rules name, so that
		// the rules match often.
		var named []rune
		var walk func(n *node)
		walk = func(n *node) {
			named = append(named, n.cp...)
			for _, k := range n.kids {
				walk(k)
			}
		}
		for _, name := range sortedRuleNames(l) {
			walk(l.rules[name])
		}
		seed := uint32(1)
		next := func(n int) int {
			seed = seed*1664525 + 1013904223
			return int(seed>>8) % n
		}
		hinted, checked, matched := 0, 0, 0
		for _, name := range sortedRuleNames(l) {
			n := l.rules[name]
			if !n.startOnly && n.first == nil {
				continue
			}
			hinted++
			plain := *n
			plain.startOnly, plain.first = false, nil
			for i := 0; i < 200; i++ {
				label := make([]rune, 1+next(8))
				for j := range label {
					if len(named) > 0 && next(2) == 0 {
						label[j] = named[next(len(named))]
					} else {
						label[j] = reps[next(len(reps))]
					}
				}
				for a := -1; a < len(label); a++ {
					m1 := matcher{label: label, anchorPos: a, anchorLen: 1}
					m2 := m1
					got, want := m1.matches(n), m2.matches(&plain)
					if got != want {
						t.Fatalf("%s: rule %q on %q anchor %d: %v with hints, %v without", file, name, string(label), a, got, want)
					}
					checked++
					if got {
						matched++
					}
				}
			}
		}
		if hinted == 0 || matched == 0 {
			t.Errorf("%s: only %d rules with hints, %d of %d evaluations matching", file, hinted, matched, checked)
		}
		t.Logf("%s: %d rules with hints, %d evaluations compared, %d matching", file, hinted, checked, matched)
	}
}

func sortedRuleNames(l *LGR) []string {
	var names []string
	for name := range l.rules {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}
