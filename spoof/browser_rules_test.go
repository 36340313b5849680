package spoof_test

import (
	"slices"
	"testing"

	"github.com/xn-go/xn/spoof"
)

// TestBrowserRules checks the rules that browsers add on top of UTS #39,
// each with names it must refuse and names it must still show (its own
// false-positive guard). Names are given in Unicode form; Display converts
// them, so the A-label form is checked too (TestBrowserRulesALabel).
var browserRuleTests = []struct {
	name string
	want []string // label:code; nil when the name is shown in Unicode
}{
	// Characters browsers leave out.
	{"\u0138ite.com", []string{"0:browser-removed-character"}},                     // ĸite
	{"ab\u02bcc.com", []string{"0:browser-removed-character"}},                     // ʼ like an apostrophe
	{"\u1e37ook.com", []string{"0:browser-removed-character"}},                     // ḷook
	{"\u1f00\u03b8\u03b7\u03bd\u03b1.gr", []string{"0:browser-removed-character"}}, // ἀθηνα, polytonic
	{"\u03b1\u03b8\u03b7\u03bd\u03b1.gr", nil},                                     // αθηνα
	{"vi\u1ec7t.vn", nil}, // việt: Vietnamese letters stay

	// IDNA2008 validity.
	{"abc\u2010def.com", []string{"0:not-idna2008"}},              // U+2010 HYPHEN (NV8)
	{"ab\u2019c.com", []string{"0:not-idna2008"}},                 // U+2019 (NV8)
	{"a\u00b7b.cat", []string{"0:not-idna2008"}},                  // middle dot outside l·l
	{"a\u30fbb.com", []string{"0:not-idna2008", "0:cjk-context"}}, // ・ without Kana, next to Latin
	{"\u30a2\u30fb\u30a2.jp", nil},                                // ア・ア: ・ among Katakana
	{"l\u00b7l.cat", nil},
	{"\u05e9\u05d1\u05f4\u05e6.il", nil},      // ״ after Hebrew letters
	{"\u05f4.il", []string{"0:not-idna2008"}}, // ״ alone: CONTEXTO needs a Hebrew letter before it

	// Characters only valid under some TLDs.
	{"l\u00b7l.com", []string{"0:tld-specific-character"}},
	{"\u00feorp.com", []string{"0:tld-specific-character"}}, // þorp
	{"\u00feorp.is", nil},
	{"bla\u00f0.fo", nil}, // blað
	{"bla\u00f0.de", []string{"0:tld-specific-character"}},
	{"\u0259li.az", nil}, // əli
	{"\u0259li.com", []string{"0:tld-specific-character"}},

	// Labels of letters that look like Latin letters.
	{"\u0441\u043a.com", []string{"0:latin-lookalike-letters"}},             // ск
	{"\u03b9\u03ba\u03b1.com", []string{"0:latin-lookalike-letters"}},       // ικα
	{"\u0578\u057d\u0582\u0585.com", []string{"0:latin-lookalike-letters"}}, // ոսւօ
	{"\u0441\u043a.ru", nil},           // vouched for by .ru
	{"\u0441\u043a.\u0440\u0444", nil}, // and by .рф
	{"\u03b9\u03ba\u03b1.gr", nil},
	{"\u0578\u057d\u0582\u0585.am", nil},
	{"\u043f\u0440\u0438\u043c\u0435\u0440.com", nil},                             // пример: и looks like no Latin letter
	{"\u043a\u0443\u0440\u0441.com", nil},                                         // курс: one of Chromium's allowed words
	{"\u043a\u0443\u0440\u0441\u044b.com", []string{"0:latin-lookalike-letters"}}, // курсы: not one
	{"\u09e6\u09e8.com", []string{"0:latin-lookalike-letters"}},                   // ০২: Bengali zero and two read o2
	{"\u0966\u0968.com", []string{"0:latin-lookalike-letters"}},                   // ०२ in Devanagari
	{"\u0967\u0968\u0969.com", nil},                                               // १२३: real Devanagari digits
	{"\u1001\u1002\u1004.mm", nil},
	{"\u1001\u1002\u1004.com", []string{"0:latin-lookalike-letters"}}, // Myanmar look-alikes under .mm
	{"\u03b5\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba\u03ac.com", nil},     // ελληνικά

	// Digit look-alikes.
	{"1\u0577.com", []string{"0:digit-lookalike"}},            // 1շ
	{"\u0a68\u0a68\u0a68.com", []string{"0:digit-lookalike"}}, // ੨੨੨
	// ੧੨੩: ੧ looks like q, ੨ and ੩ like 2 and 3; the label reads q23.
	{"\u0a67\u0a68\u0a69.com", []string{"0:latin-lookalike-letters"}},
	{"123.com", nil},
	{"12\u04374567890.com", []string{"0:digit-lookalike"}}, // 12з4567890

	// Decided against: deviation characters are shown.
	{"fa\u00df.de", nil},

	// CJK and Kana context.
	{"ip\u4e00address.com", []string{"0:cjk-context"}},          // 一 like a hyphen
	{"google\u4e28com.com", []string{"0:cjk-context"}},          // 丨 like l
	{"\u30fc\u65e5\u672c.jp", []string{"0:cjk-context"}},        // ー at the start
	{"\u304b\u30fd.jp", []string{"0:cjk-context"}},              // ヽ after Hiragana
	{"abc\u30ce\u30ce\u30ce.jp", nil},                           // ノ next to Katakana
	{"a\u30cec.jp", []string{"0:cjk-context"}},                  // ノ like a slash between Latin letters
	{"\u4e00\u4e8c\u4e09.cn", nil},                              // 一二三
	{"\u30b3\u30fc\u30d2\u30fc.jp", nil},                        // コーヒー
	{"\u30a2\u30d8\u30a2.jp", nil},                              // アヘア: Katakana ヘ among Katakana
	{"\u30a2\u3078\u30a2.jp", []string{"0:cjk-context"}},        // アへア: Hiragana へ among Katakana
	{"\u3078\u30a2.jp", []string{"0:cjk-context"}},              // へア: next to Katakana (Firefox)
	{"\u3078\u3084.jp", nil},                                    // へや: among Hiragana
	{"\u0e1a\u0e1f.com", []string{"0:latin-lookalike-letters"}}, // บฟ
	{"\u0e1a\u0e1f.th", nil},
	{"tokyo\u6771\u4eac.jp", nil},
	{"t\u00f6kyo\u6771\u4eac.jp", []string{"0:non-ascii-latin-mixed"}},

	{"a\u4e3fb.jp", []string{"0:cjk-context"}},
	{"example.com\u4e36test", []string{"1:cjk-context"}}, // in the top-level label too
	{"example.\u4e2d\u56fd", nil},                        // 丿 like a slash
	{"\u30fctest.jp", []string{"0:cjk-context"}},         // ー at the start

	// Combining marks in context.
	{"\u00e0\u0301.com", nil}, // à́: stacks are left to MaxMarks and repeated-mark
	{"pi\u0307xel.com", []string{"0:mark-context"}},
	{"\u0131\u0301stanbul.com", []string{"0:mark-context"}},
	{"caf\u00e9.fr", nil},
	{"\u1ec7.vn", nil}, // ệ, precomposed

	// Ordinary names stay shown.
	{"b\u00fccher.de", nil},
	{"m\u00fcnchen.de", nil},
	{"\u65e5\u672c\u8a9e.jp", nil},
	{"\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", nil},
	{"\u03b5\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba\u03ac.gr", nil},
	{"\u4e2d\u56fd.cn", nil},
	{"example.com", nil},
	{"\ud55c\uad6d.kr", nil},
	{"\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631", nil},
	{"\u0e44\u0e17\u0e22.\u0e44\u0e17\u0e22", nil},
	{"\u00e7a.fr", nil},
	{"\u0151r.hu", nil},
}

// browserRules17 holds the decisions that differ with the Unicode 17.0.0
// tables (go1.27).
var browserRules17 = map[string][]string{
	// 17.0.0's confusables.txt maps ւ to a Latin letter too: ոսւօ is then
	// a whole-script confusable of an ASCII label.
	"\u0578\u057d\u0582\u0585.com": {"0:whole-script-confusable"},
	// 17.0.0 restricts ĸ and the polytonic Greek letters itself.
	"\u0138ite.com":                     {"0:restricted-character"},
	"\u1f00\u03b8\u03b7\u03bd\u03b1.gr": {"0:restricted-character"},
	// 17.0.0 makes the Gurmukhi digits Uncommon_Use (restricted).
	"\u0a68\u0a68\u0a68.com": {"0:restricted-character", "0:digit-lookalike"},
	"\u0a67\u0a68\u0a69.com": {"0:restricted-character", "0:latin-lookalike-letters"},
}

func TestBrowserRules(t *testing.T) {
	for _, tt := range browserRuleTests {
		shown, reasons, err := spoof.Display(tt.name)
		if err != nil {
			t.Errorf("Display(%+q): %v", tt.name, err)
			continue
		}
		got, want := reasonKeys(reasons), tt.want
		if w, ok := browserRules17[tt.name]; ok && spoof.UnicodeVersion == "17.0.0" {
			want = w
		}
		if !slices.Equal(got, want) || (want == nil) != (shown == tt.name) {
			t.Errorf("Display(%+q) = %+q, %v; want %v (Unicode %s)", tt.name, shown, got, want, spoof.UnicodeVersion)
		}
	}
}

// TestBrowserRuleMessages pins one message per new code: plain ASCII, with
// the character at fault escaped.
func TestBrowserRuleMessages(t *testing.T) {
	tests := []struct {
		name string
		want spoof.Reason
	}{
		{"abc\u2010def.com", spoof.Reason{Code: spoof.CodeNotIDNA2008, Rune: 0x2010,
			Message: "contains U+2010, which IDNA2008 (RFC 5892) does not allow here"}},
		{"ab\u02bcc.com", spoof.Reason{Code: spoof.CodeBrowserRemoved, Rune: 0x02BC,
			Message: "contains U+02BC, which browsers leave out of the characters they show"}},
		{"\u0259li.com", spoof.Reason{Code: spoof.CodeTLDCharacter, Rune: 0x0259,
			Message: "contains U+0259, which the policy shows only under the top-level domains .az"}},
		{"\u0441\u043a.com", spoof.Reason{Code: spoof.CodeLatinLookalikeLetters, Rune: -1,
			Message: "is written in Cyrillic letters that all look like Latin letters"}},
		{"1\u0577.com", spoof.Reason{Code: spoof.CodeDigitLookalike, Rune: -1,
			Message: "is made of digits and characters that look like digits"}},
		{"ip\u4e00address.com", spoof.Reason{Code: spoof.CodeCJKContext, Rune: 0x4E00,
			Message: "has U+4E00 out of its Chinese or Japanese context, where it can pass for another character"}},
		{"t\u00f6kyo\u6771\u4eac.jp", spoof.Reason{Code: spoof.CodeNonASCIILatinMixed, Rune: 0x00F6,
			Message: "mixes the non-ASCII Latin letter U+00F6 with another script"}},
		{"pi\u0307xel.com", spoof.Reason{Code: spoof.CodeMarkContext, Rune: 0x0307,
			Message: "has the combining mark U+0307 where it can fake or hide a letter"}},
	}
	for _, tt := range tests {
		rs := spoof.DefaultPolicy().Check(tt.name)
		if len(rs) != 1 || exported(rs[0]) != tt.want {
			t.Errorf("Check(%+q) = %#v, want [%#v]", tt.name, rs, tt.want)
		}
	}
}
