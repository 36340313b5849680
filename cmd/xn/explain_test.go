package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// sections returns the report split at its numbered headings.
func sections(t *testing.T, out string) map[string]string {
	t.Helper()
	secs := map[string]string{}
	cur := "header"
	for _, line := range strings.SplitAfter(out, "\n") {
		if m := regexp.MustCompile(`^([1-7])\. `).FindStringSubmatch(line); m != nil {
			cur = m[1]
		}
		secs[cur] += line
	}
	for _, want := range []string{"header", "1", "2", "3", "4", "5", "6", "7"} {
		if _, ok := secs[want]; !ok {
			t.Fatalf("no section %s in:\n%s", want, out)
		}
	}
	return secs
}

func TestExplain(t *testing.T) {
	r := xn(t, "", "explain", "Bücher.TLD")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("%v", r)
	}
	if strings.Contains(r.stdout, "\x1b") {
		t.Errorf("colour escapes in piped output")
	}
	s := sections(t, r.stdout)
	checks := []struct {
		section string
		re      string
	}{
		{"header", `(?m)^input +Bücher\.TLD$`},
		{"header", `(?m)^size +11 bytes, 10 code points$`},
		{"header", `(?m)^profile +lookup$`},
		{"header", `(?m)^settings +Nontransitional CheckHyphens CheckBidi CheckJoiners UseSTD3ASCIIRules ForbidHostCodePoints RejectMappedIPLiterals RejectMappedForbidden$`},
		// The labels with their offsets.
		{"1", `(?m)^ +1 +0 +7 +Bücher$`},
		{"1", `(?m)^ +2 +8 +3 +TLD$`},
		// Each code point with its offset and status.
		{"2", `(?m)^ +0 +U\+0042 B +mapped to b +DISALLOWED +L +U$`},
		{"2", `(?m)^ +1 +U\+00FC ü +valid +PVALID +L +U$`},
		{"2", `(?m)^ +3 +U\+0063 c +valid`},
		{"2", `(?m)^ +10 +U\+0044 D +mapped to d`},
		{"2", `(?m)^ +mapped +bücher$`},
		{"2", `(?m)^ +NFC +bücher \(unchanged\)$`},
		// The rules and their verdicts.
		{"3", `(?m)^ +ok +V3 +`},
		{"3", `Bidi rules B1 to B6: not run`},
		// RFC 3492: ü is inserted at 1 with delta 745 ("kva"); the bias
		// adapts to 0.
		{"4", `(?m)^ +U\+00FC ü +1 +745 +kva +72 +0$`},
		{"5", `(?m)^ +label 1 +xn--bcher-kva +13 +ok$`},
		{"5", `(?m)^ +name +xn--bcher-kva\.tld +17 +ok$`},
		{"5", `not enforced`},
		{"6", `(?m)^ +ToASCII +xn--bcher-kva\.tld$`},
		{"6", `(?m)^ +ToUnicode +bücher\.tld$`},
		{"6", `(?m)^ +verdict +ok$`},
	}
	for _, c := range checks {
		if !regexp.MustCompile(c.re).MatchString(s[c.section]) {
			t.Errorf("section %s does not match %s:\n%s", c.section, c.re, s[c.section])
		}
	}
}

// The Punycode steps are those of the encoding trace of example B in
// RFC 3492 section 7.3: code point, delta, digits and bias.
func TestExplainPunycodeTrace(t *testing.T) {
	r := xn(t, "", "explain", "他们为什么不说中文")
	s := sections(t, r.stdout)["4"]
	steps := []struct{ cp, delta, digits, bias, next string }{
		{"U+4E0D", "19853", "ihq", "72", "21"},
		{"U+4E2D", "64", "wc", "21", "20"},
		{"U+4E3A", "37", "rb", "20", "13"},
		{"U+4E48", "56", "4c", "13", "17"},
		{"U+4EC0", "599", "v8a", "17", "32"},
		{"U+4ED6", "130", "8d", "32", "23"},
		{"U+4EEC", "154", "qg", "23", "25"},
		{"U+6587", "46301", "056p", "25", "84"},
		{"U+8BF4", "88531", "qjye", "84", "90"},
	}
	for _, st := range steps {
		re := `(?m)^ +` + regexp.QuoteMeta(st.cp) + ` \S+ +\d+ +` + st.delta + ` +` + st.digits + ` +` + st.bias + ` +` + st.next + `$`
		if !regexp.MustCompile(re).MatchString(s) {
			t.Errorf("no step %v in:\n%s", st, s)
		}
	}
	if !strings.Contains(s, `"他们为什么不说中文" encodes to xn--ihqwcrb4cv8a8dqg056pqjye`) || !strings.Contains(s, "no basic code points") {
		t.Errorf("section 4:\n%s", s)
	}
	// Decoding an xn-- label shows the same steps.
	r = xn(t, "", "explain", "xn--ihqwcrb4cv8a8dqg056pqjye")
	s = sections(t, r.stdout)["4"]
	if !strings.Contains(s, `decodes to "他们为什么不说中文"`) || !regexp.MustCompile(`(?m)^ +U\+8BF4 \S+ +\d+ +88531 +qjye +84 +90$`).MatchString(s) {
		t.Errorf("decoding, section 4:\n%s", s)
	}
}

func TestExplainFailures(t *testing.T) {
	tests := []struct {
		args []string
		want map[string][]string // section -> regexps
	}{
		{[]string{"explain", "a-.b..c"}, map[string][]string{
			"1": {`(?m)^ +3 +5 +0 +""$`},
			"3": {`(?m)^ +FAIL +V3 +no hyphen at the start or end$`},
			"5": {`(?m)^ +label 3 +"" +0 +empty$`},
			"6": {`(?m)^ +ToASCII +error$`, `(?m)^ +V3 +invalid hyphen placement U\+002D '-' in label 1 at byte 1$`,
				// Under it, idna.Problem.Message: the label counted from 1
				// and named by its text.
				`(?m)^ +V3 +invalid hyphen placement[^\n]*\n {12}The part 'a-' [^\n]*hyphen`},
		}},
		{[]string{"explain", "--profile", "uts46", "a..b"}, map[string][]string{
			"5": {`VerifyDNSLength is on`},
			"6": {`(?m)^ +A4_2 +`},
		}},
		{[]string{"explain", "\xff.de"}, map[string][]string{
			"2": {`(?m)^ +0 +byte 0xFF +invalid UTF-8$`},
			"3": {`Not reached`},
			"6": {`(?m)^ +UTF8 +invalid UTF-8 at byte 0$`},
		}},
		{[]string{"explain", "xn--zz.de"}, map[string][]string{
			// The label did not decode: the label rules did not run on
			// it.
			"3": {`(?m)^ +FAIL +P4 +`, `(?s)label 1 "xn--zz"\n(?:[^\n]*\n)*?[^\n]*not run +V, C, B +validity rules: the label did not decode\n +label 2`},
			"4": {`label 1 xn--zz does not decode`, `punycode: `},
		}},
		// An xn-- label that decodes to ASCII or to nothing fails P4, and
		// every section says so: the A-label as given, its decoding, and
		// no ASCII form of its own.
		{[]string{"explain", "xn--go-.dev"}, map[string][]string{
			"3": {`(?m)^   label 1 "go"  \(decoded from xn--go-\)$`, `(?m)^ +FAIL +P4 +`},
			"4": {`(?m)^   label 1 xn--go- decodes to "go"$`, `basic code points "go"`, `(?m)^ +it decodes, but to the all-ASCII "go", which an xn-- label must not \(P4\)$`},
			"5": {`(?m)^ +label 1 +xn--go-  \(as given: ToASCII fails, P4\) +7 +ok$`, `(?m)^ +name +xn--go-\.dev +11 +ok$`},
			"6": {`(?m)^ +P4 +`},
		}},
		{[]string{"explain", "xn--abc-.tld"}, map[string][]string{
			"3": {`(?m)^   label 1 "abc"  \(decoded from xn--abc-\)$`, `(?m)^ +FAIL +P4 +`},
			"4": {`(?m)^   label 1 xn--abc- decodes to "abc"$`, `\(P4\)`},
			"5": {`(?m)^ +label 1 +xn--abc-  \(as given: ToASCII fails, P4\) +8 +ok$`},
		}},
		// Without mapping, the A-label keeps its case.
		{[]string{"explain", "--profile", "idna2008", "XN--ABC-.tld"}, map[string][]string{
			"3": {`(?m)^   label 1 "ABC"  \(decoded from XN--ABC-\)$`},
			"4": {`(?m)^   label 1 XN--ABC- decodes to "ABC"$`},
			"5": {`(?m)^ +label 1 +XN--ABC-  \(as given: ToASCII fails, P4\) +8 +ok$`},
		}},
		{[]string{"explain", "XN--.tld"}, map[string][]string{
			"3": {`(?m)^   label 1 ""  \(decoded from xn--\)$`, `(?m)^ +FAIL +P4 +`},
			"4": {`(?m)^   label 1 xn-- decodes to ""$`, `no code point to insert`, `it decodes, but to nothing, which an xn-- label must not \(P4\)`},
			"5": {`(?m)^ +label 1 +xn--  \(as given: ToASCII fails, P4\) +4 +ok$`, `(?m)^ +name +xn--\.tld +8 +ok$`},
		}},
		{[]string{"explain", "a\u200cb.de"}, map[string][]string{
			"2": {`(?m)^ +1 +U\+200C +deviation: kept \(nontransitional\) +CONTEXTJ +BN +`},
			"3": {`(?m)^ +FAIL +C1 +`},
		}},
		{[]string{"explain", "--profile", "idna2008", "a\u00b7b.cat"}, map[string][]string{
			"3": {`(?m)^ +FAIL +C3 +`},
		}},
		{[]string{"explain", "1.\u0645\u062b\u0627\u0644"}, map[string][]string{
			// The Bidi rules run, with each character's class.
			"3": {`bidi: U\+0031 1 EN; left-to-right label`, `(?m)^ +FAIL +B1 +`,
				`bidi: U\+0645 م AL, U\+062B ث AL, U\+0627 ا AL, U\+0644 ل AL; right-to-left label`},
		}},
	}
	for _, tt := range tests {
		r := xn(t, "", tt.args...)
		if r.code != 1 || r.stderr != "" {
			t.Errorf("xn %q:\n%v", tt.args, r)
			continue
		}
		s := sections(t, r.stdout)
		matchSections(t, tt.args, s, tt.want)
		if strings.Contains(strings.ToLower(strings.Join(tt.args, " ")), "xn--") {
			if strings.Contains(s["4"], "every label is ASCII") {
				t.Errorf("xn %q: section 4 ignores the xn-- label:\n%s", tt.args, s["4"])
			}
			if regexp.MustCompile(`(?m)^ +label 1 +(go|abc|"") +\d`).MatchString(s["5"]) {
				t.Errorf("xn %q: section 5 shows the decoded label as the ASCII form:\n%s", tt.args, s["5"])
			}
		}
	}
}

func TestExplainMisc(t *testing.T) {
	// Transitional processing maps ß.
	r := xn(t, "", "explain", "--profile", "uts46", "--transitional", "faß.de")
	if r.code != 0 || !strings.Contains(r.stdout, "deviation: mapped to ss (transitional)") ||
		!regexp.MustCompile(`(?m)^profile +uts46 --transitional$`).MatchString(r.stdout) {
		t.Errorf("%v", r)
	}
	// Several names, one report each.
	r = xn(t, "", "explain", "a.com", "b.com")
	if r.code != 0 || strings.Count(r.stdout, "\n6. Result\n") != 2 {
		t.Errorf("%v", r)
	}
	// Colour on request, never by default when piped.
	r = xn(t, "", "explain", "--color=always", "a-.com")
	if !strings.Contains(r.stdout, "\x1b[31mFAIL\x1b[0m") {
		t.Errorf("no colour with --color=always:\n%s", r.stdout)
	}
	// A root dot is not a label; an over-long name is rejected whole.
	r = xn(t, "", "explain", "a.b.")
	if r.code != 0 || !strings.Contains(r.stdout, "The final dot ends the name at the root") || strings.Contains(r.stdout, "label 3") {
		t.Errorf("%v", r)
	}
	r = xn(t, "", "explain", strings.Repeat("a", 100_000))
	if r.code != 1 || len(r.stdout) > 4000 || !strings.Contains(r.stdout, "TOOLONG") {
		t.Errorf("exit %d, %d bytes of output", r.code, len(r.stdout))
	}
	// The mapping step, which Unicode 15.0.0's UTS #46 checks (P1), runs
	// on an xn-- label that does not decode, unlike the label rules.
	if unicodeversions.Less(idna.UnicodeVersion, "16") {
		r = xn(t, "", "explain", "xn--zz.de")
		if s := sections(t, r.stdout)["3"]; !regexp.MustCompile(`(?m)^ +ok +P1 +`).MatchString(s) {
			t.Errorf("xn explain xn--zz.de, section 3:\n%s", s)
		}
	}
	// The empty name: explain's status is that of ToASCII, as for check.
	// Lookup accepts it (an empty name is not an error without
	// VerifyDNSLength); uts46 rejects it (A4_2).
	for _, tt := range []struct {
		profile string
		code    int
		result  string
	}{{"lookup", 0, `(?m)^ +verdict +ok$`}, {"uts46", 1, `(?m)^ +A4_2 +invalid length in label 1 at byte 0$`}} {
		r = xn(t, "", "explain", "--profile", tt.profile, "")
		if r.code != tt.code || r.stderr != "" || !regexp.MustCompile(tt.result).MatchString(sections(t, r.stdout)["6"]) {
			t.Errorf("empty name, %s: %v", tt.profile, r)
		}
		if c := xn(t, "", "check", "--profile", tt.profile, ""); c.code != tt.code {
			t.Errorf("xn check --profile %s '': exit %d, explain %d", tt.profile, c.code, tt.code)
		}
	}
}

// With IDNA2003, explain shows RFC 3490 and nameprep step by step.
func TestExplainIDNA2003(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want map[string][]string // section -> regexps
		not  map[string][]string // section -> regexps that must not match
	}{
		// ToASCII keeps xn--go- as it is; ToUnicode fails the round trip.
		{[]string{"explain", "--profile", "idna2003", "xn--go-.dev"}, 0, map[string][]string{
			"3": {`(?m)^   label 1 "go"  \(decoded from xn--go-\)$`, `(?m)^ +FAIL +ROUNDTRIP +`},
			"4": {`(?m)^   label 1 xn--go- decodes to "go"$`, `whose ToASCII is not this xn-- label \(ROUNDTRIP\)`},
			"5": {`(?m)^ +label 1 +xn--go- +7 +ok$`},
		}, nil},
		{[]string{"explain", "--profile", "idna2003", "Bücher.مثال"}, 0, map[string][]string{
			"header": {`(?m)^settings +IDNA2003$`},
			"2": {`nameprep, RFC 3491: tables B.1 and B.2, then NFKC`,
				`(?m)^ +offset +code point +nameprep mapping +tables \(RFC 3454\)$`,
				`(?m)^ +0 +U\+0042 B +mapped to b \(B\.2\) +LCat D\.2$`,
				`(?m)^ +1 +U\+00FC ü +kept +LCat D\.2$`,
				`(?m)^ +8 +U\+0645 م +kept +RandALCat D\.1$`,
				`(?m)^ +mapped +bücher$`, `(?m)^ +NFKC +bücher \(unchanged\)$`},
			"3": {`(?m)^3\. Steps of each label \(RFC 3490 ToASCII`,
				`(?m)^   label 1 "bücher"$`,
				`(?m)^ +ok +NP_PROHIBITED +nameprep: no prohibited code point`,
				`(?m)^ +ok +NP_BIDI +`, `(?m)^ +ok +NP_UNASSIGNED +`, `(?m)^ +ok +ACE_PREFIX +`,
				`(?m)^ +ok +PUNYCODE +step 6`, `(?m)^ +ok +LENGTH +step 8`},
			"4": {`label 1 "bücher" encodes to xn--bcher-kva`, `(?m)^ +U\+00FC ü +1 +745 +kva +72 +0$`,
				`label 2 "مثال" encodes to xn--mgbh0fb`},
			"5": {`(?m)^ +name +xn--bcher-kva\.xn--mgbh0fb +25 +ok$`, `requires 1 to 63 octets a label`},
			"6": {`(?m)^ +ToASCII +xn--bcher-kva\.xn--mgbh0fb$`, `(?m)^ +verdict +ok$`},
		}, map[string][]string{
			"2": {`unchanged\)\n +NFKC +bücher`, `UTS #46`},
			"3": {`V[0-9]`, `FAIL`},
			"4": {`every label is ASCII`},
		}},
		// RandALCat and LCat mixed: NP_BIDI fails, the steps after it do
		// not run, and the label has no ASCII form.
		{[]string{"explain", "--profile", "idna2003", "aم.com"}, 1, map[string][]string{
			"2": {`(?m)^ +1 +U\+0645 م +kept +RandALCat D\.1$`},
			"3": {`(?m)^ +ok +NP_PROHIBITED +`, `(?m)^ +FAIL +NP_BIDI +`, `(?m)^ +bidi: RandALCat and LCat mixed: U\+0645`,
				`(?m)^ +not run +the steps after a failure`,
				`(?m)^      nameprep: not applied, the label is all ASCII`},
			"4": {`None: ToASCII stopped before the Punycode step`},
			"5": {`(?m)^ +label 1 +\(none: ToASCII failed before\) +- +n/a$`, `(?m)^ +name +\(none\) +- +n/a$`},
			"6": {`(?m)^ +ToASCII +error$`, `(?m)^ +NP_BIDI +bidi rule not satisfied U\+0645`},
		}, nil},
		// U+1680 is prohibited (table C.1.2); U+0221 unassigned in
		// Unicode 3.2 unless --allow-unassigned.
		{[]string{"explain", "--profile", "idna2003", "a\u1680b"}, 1, map[string][]string{
			"2": {`(?m)^ +1 +U\+1680 +kept +prohibited C\.1\.2$`},
			"3": {`(?m)^ +FAIL +NP_PROHIBITED +`, `prohibited: U\+1680 .*\(table C\.1\.2\)`, `(?m)^ +not run +the steps after a failure`},
			"6": {`(?m)^ +NP_PROHIBITED +`},
		}, nil},
		{[]string{"explain", "--profile", "idna2003", "a\u0221"}, 1, map[string][]string{
			"2": {`(?m)^ +1 +U\+0221 ȡ +kept +unassigned A\.1$`},
			"3": {`(?m)^ +FAIL +NP_UNASSIGNED +`},
		}, nil},
		{[]string{"explain", "--profile", "idna2003", "--allow-unassigned", "a\u0221"}, 0, map[string][]string{
			"header": {`(?m)^settings +IDNA2003 AllowUnassigned$`},
			"6":      {`(?m)^ +ToASCII +xn--a-4xa$`},
		}, map[string][]string{"3": {`NP_UNASSIGNED`}}},
		// B.1 and B.2 mapping, then NFKC.
		{[]string{"explain", "--profile", "idna2003", "Ａ\u00adﬁ"}, 0, map[string][]string{
			"2": {`(?m)^ +0 +U\+FF21 Ａ +mapped to ａ \(B\.2\) +LCat D\.2$`,
				`(?m)^ +3 +U\+00AD +mapped to nothing \(B\.1\) +-$`,
				`(?m)^ +5 +U\+FB01 ﬁ +mapped to fi \(B\.2\) +LCat D\.2$`,
				`(?m)^ +mapped +ａfi$`, `(?m)^ +NFKC +afi$`},
			"6": {`(?m)^ +ToASCII +afi$`},
		}, nil},
		// STD3 rules when set; an xn-- label goes through ToUnicode.
		{[]string{"explain", "--profile", "idna2003", "--std3", "a_b.xn--bcher-kva"}, 1, map[string][]string{
			"3": {`(?m)^ +FAIL +STD3_LDH +step 3a`, `(?m)^ +not run +the steps after a failure`,
				`(?m)^   label 2 "bücher"  \(decoded from xn--bcher-kva\)$`,
				`(?m)^ +ok +PUNYCODE +ToUnicode step 5`, `(?m)^ +ok +ROUNDTRIP +ToUnicode steps 6 and 7`},
			"4": {`label 2 xn--bcher-kva decodes to "bücher"`},
		}, nil},
		// ToUnicode's round trip fails: "abc" is not encoded as xn--abc-.
		{[]string{"explain", "--profile", "idna2003", "xn--abc-.de"}, 0, map[string][]string{
			"3": {`(?m)^ +FAIL +ROUNDTRIP +`, `ToASCII gives abc`},
			"6": {`(?m)^ +ToASCII +xn--abc-\.de$`, `(?m)^ +ROUNDTRIP +`},
		}, nil},
	}
	for _, tt := range tests {
		r := xn(t, "", tt.args...)
		if r.code != tt.code || r.stderr != "" {
			t.Errorf("xn %q: want exit %d\n%v", tt.args, tt.code, r)
			continue
		}
		s := sections(t, r.stdout)
		matchSections(t, tt.args, s, tt.want)
		for sec, res := range tt.not {
			for _, re := range res {
				if regexp.MustCompile(re).MatchString(s[sec]) {
					t.Errorf("xn %q: section %s matches %s:\n%s", tt.args, sec, re, s[sec])
				}
			}
		}
	}
}

// Columns line up by display width: wide characters take two columns,
// combining marks none.
func TestExplainWide(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
	}{
		{"例え.テスト", []string{
			"   label  offset  bytes  text",
			"   1      0       6      例え",
			"   2      7       9      テスト",
			"      offset  code point  UTS #46  IDNA2008  bidi  joining",
			"      0       U+4F8B 例   valid    PVALID    L     U",
			"      10      U+30B9 ス   valid    PVALID    L     U",
			"   label 1  xn--r8jz45g             11  ok",
			"   name     xn--r8jz45g.xn--zckzah  22  ok",
		}},
		{"x.😀", []string{
			"      offset  code point  UTS #46                    IDNA2008    bidi  joining",
			"      2       U+1F600 😀  valid (NV8: not IDNA2008)  DISALLOWED  ON    U",
			"      code point  insert at  delta   digits  bias  next bias",
			"      U+1F600 😀  0          128384  e28h    72    32",
		}},
		{"éx.de", []string{
			"      0       U+0065 e    valid    PVALID    L     U",
			"      1       U+0301 ◌́    valid    PVALID    NSM   T",
		}},
	}
	for _, tt := range tests {
		r := xn(t, "", "explain", tt.name)
		for _, l := range tt.lines {
			if !strings.Contains(r.stdout, "\n"+l+"\n") {
				t.Errorf("xn explain %s: no line %q in:\n%s", tt.name, l, r.stdout)
			}
		}
	}
}

// matchSections checks that each numbered section of an explain transcript
// matches every regular expression listed for it.
func matchSections(t *testing.T, args []string, s map[string]string, want map[string][]string) {
	t.Helper()
	for sec, res := range want {
		for _, re := range res {
			if !regexp.MustCompile(re).MatchString(s[sec]) {
				t.Errorf("xn %q: section %s does not match %s:\n%s", args, sec, re, s[sec])
			}
		}
	}
}

// Section 7 gives the verdict of the display policy (spoof.Display) and
// its reasons, whatever the profile.
func TestExplainDisplay(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want []string // regexps on section 7
		not  []string
	}{
		{[]string{"explain", "аррӏе.com"}, 0, []string{
			`(?m)^   shown +xn--80ak6aa92e\.com +A-labels: the policy refuses the Unicode form$`,
			`(?m)^   reasons\n +[a-z-]+ +label 1 +`,
		}, []string{`--profile`}},
		{[]string{"explain", "bücher.de"}, 0, []string{
			`(?m)^   shown +bücher\.de +Unicode: the policy allows it$`,
		}, []string{`reasons`}},
		{[]string{"explain", "ip一address.com"}, 0, []string{
			`(?m)^   shown +xn--ipaddress-w75n\.com +A-labels: `,
			`(?m)^ +[a-z-]+ +label 1 +U\+4E00 一 +`,
		}, nil},
		{[]string{"explain", "a-.com"}, 1, []string{
			`(?m)^   shown +\(none\) +the lookup profile rejects the name \(V3\)`,
		}, nil},
		// The policy converts with lookup, whatever the profile.
		{[]string{"explain", "--profile", "idna2003", "ip一address.com"}, 0, []string{
			`(?m)^   shown +xn--ipaddress-w75n\.com +A-labels`,
			`The policy converts with the lookup profile`,
		}, nil},
	}
	for _, tt := range tests {
		r := xn(t, "", tt.args...)
		if r.code != tt.code || r.stderr != "" {
			t.Errorf("xn %q: want exit %d\n%v", tt.args, tt.code, r)
			continue
		}
		s := sections(t, r.stdout)
		matchSections(t, tt.args, s, map[string][]string{"7": tt.want})
		for _, re := range tt.not {
			if regexp.MustCompile(re).MatchString(s["7"]) {
				t.Errorf("xn %q: section 7 matches %s:\n%s", tt.args, re, s["7"])
			}
		}
	}
}

// TestExplainBySettings pins each line of the report that depends on a
// setting of the profile: the kind of mapping, the deviations, the STD3
// rows of the UTS #46 status (Unicode 15.0.0 only), the bidi classes, the
// DNS lengths, and the IDNA2003 sections. want must match the section and
// not must not.
func TestExplainBySettings(t *testing.T) {
	const std3Mapped = `(?m)^ +0 +U\+2474 ⑴ +mapped to \(1\) \(STD3 rules off\) `
	const std3Off = `(?m)^ +3 +U\+005F _ +valid \(STD3 rules off\) `
	tests := []struct {
		args               []string
		unicode15          bool // the STD3 statuses exist in 15.0.0 only
		section, want, not string
	}{
		{[]string{"faß.de"}, false, "2", `deviation: kept \(nontransitional\)`, `\(transitional\)`},
		{[]string{"--transitional", "a\u200db.com"}, false, "2", `(?m)^ +1 +U\+200D +deviation: removed \(transitional\) `, ``},
		{[]string{"-p", "registration", "--transitional", "faß.de"}, false, "2",
			`none: this profile takes names in their final form, and a code point UTS #46 maps is an error`, `UTS #46 mapping table`},
		// Transitional validity without mapping refuses a deviation.
		{[]string{"-p", "registration", "--transitional", "faß.de"}, false, "2",
			`(?m)^ +2 +U\+00DF ß +deviation: refused \(transitional; this profile maps nothing\) `, `mapped to ss`},
		{[]string{"-p", "registration", "faß.de"}, false, "2", `none: this profile takes names in their final form`, `\(transitional\)`},
		{[]string{"-p", "idna2008", "faß.de"}, false, "2", `none: IDNA2008 takes names in their final form`, `UTS #46 mapping table`},
		// RFC 5895: the UTS #46 mapping, then the rules of IDNA2008.
		{[]string{"-p", "idna2008-lookup", "Bücher.de"}, false, "2", `\(UTS #46 mapping table, then NFC\)(?s:.*)(?m)^ +mapped +bücher$`, `none:`},
		{[]string{"-p", "punycode", "faß.de"}, false, "2", `none: the Punycode profile converts labels as they are`, `UTS #46 mapping table`},
		{[]string{"-p", "whatwg", "faß.de"}, false, "2", `\(UTS #46 mapping table, then NFC\)`, `none:`},
		{[]string{"--no-std3", "⑴_.com"}, true, "2", std3Mapped, `STD3 rules\)`},
		{[]string{"--no-std3", "⑴_.com"}, true, "2", std3Off, `STD3 rules\)`},
		{[]string{"⑴_.com"}, true, "2", `(?m)^ +3 +U\+005F _ +disallowed \(STD3 rules\) `, `STD3 rules off`},
		{[]string{"-p", "idna2008-lookup", "⑴_.com"}, true, "2", `(?m)^ +0 +U\+2474 ⑴ +disallowed \(STD3 rules\) `, `STD3 rules off`},
		{[]string{"-p", "idna2008", "a_b.com"}, true, "2", `(?m)^ +1 +U\+005F _ +disallowed \(STD3 rules\) `, `STD3 rules off`},
		{[]string{"-p", "idna2003", "a_b\xff"}, true, "2", `valid \(STD3 rules off\)`, `STD3 rules\)`},
		{[]string{"-p", "idna2003", "--std3", "a_b\xff"}, true, "2", `disallowed \(STD3 rules\)`, `STD3 rules off`},
		{[]string{"مثال.com"}, false, "3", `(?m)^ +bidi: U\+0645 م AL, .*; right-to-left label`, `not run, as no label`},
		{[]string{"a.com"}, false, "3", `Bidi rules B1 to B6: not run, as no label has an R, AL or AN character`, `bidi:`},
		{[]string{"--no-check-bidi", "مثال.com"}, false, "3", `(?m)^ +ok +V3 `, `(?i)bidi`},
		{[]string{"--no-check-bidi", "a.com"}, false, "3", `(?m)^ +ok +V3 `, `(?i)bidi`},
		{[]string{"-p", "idna2003", "a.com"}, false, "3", `RFC 3490 ToASCII`, `(?i)bidi`},
		{[]string{"a.com"}, false, "5", `VerifyDNSLength is off in this profile: the limits are shown, not enforced`, `IDNA2003`},
		{[]string{"--verify-dns-length", "a.com"}, false, "5", `VerifyDNSLength is on: these limits are enforced \(A4_1, A4_2\)`, `IDNA2003`},
		{[]string{"-p", "uts46", "a.com"}, false, "5", `VerifyDNSLength is on`, `IDNA2003`},
		{[]string{"-p", "idna2003", "a.com"}, false, "5", `IDNA2003 ToASCII requires 1 to 63 octets a label`, `VerifyDNSLength`},
	}
	for _, tt := range tests {
		if tt.unicode15 && !unicodeversions.Less(idna.UnicodeVersion, "16") {
			continue
		}
		r := xn(t, "", append([]string{"explain"}, tt.args...)...)
		s := sections(t, r.stdout)[tt.section]
		if !regexp.MustCompile(tt.want).MatchString(s) || tt.not != "" && regexp.MustCompile(tt.not).MatchString(s) {
			t.Errorf("xn explain %q, section %s: want %s, not %s:\n%s", tt.args, tt.section, tt.want, tt.not, s)
		}
	}
}

// TestExplainProblemsOnce checks that each problem of ToASCII and
// ToUnicode has one row, and each finding one sentence.
func TestExplainProblemsOnce(t *testing.T) {
	tests := []struct {
		args     []string
		rows     []string // the codes of the problem rows, in order
		sentence string   // said once
	}{
		// ToASCII's A4_2 and ToUnicode's X4_2: one sentence.
		{[]string{"-p", "uts46", "a..b"}, []string{"A4_2", "X4_2"}, "two dots in a row"},
		// ToUnicode repeats ToASCII's P4.
		{[]string{"xn--go-.dev"}, []string{"P4"}, "is not a valid xn-- form"},
		// Two refused options: two problems, each with its setting in the
		// developer text, and the one sentence for people said once.
		{[]string{"-p", "idna2008", "--transitional", "--no-std3", "a.com"}, []string{"OPTION", "OPTION"}, "settings that do not work together"},
	}
	if unicodeversions.Less(idna.UnicodeVersion, "16") {
		// P1 and V6 of one code point: one sentence.
		tests = append(tests, struct {
			args     []string
			rows     []string
			sentence string
		}{[]string{"⑴.com"}, []string{"P1", "V6"}, "a character that a domain name cannot have"})
	}
	row := regexp.MustCompile(`(?m)^      ([A-Z0-9_]+)  `)
	for _, tt := range tests {
		r := xn(t, "", append([]string{"explain"}, tt.args...)...)
		s := sections(t, r.stdout)["6"]
		var codes []string
		for _, m := range row.FindAllStringSubmatch(s, -1) {
			codes = append(codes, m[1])
		}
		if strings.Join(codes, " ") != strings.Join(tt.rows, " ") || strings.Count(s, tt.sentence) != 1 {
			t.Errorf("xn explain %q: rows %q, %d times %q; want rows %q, once:\n%s", tt.args, codes, strings.Count(s, tt.sentence), tt.sentence, tt.rows, s)
		}
	}
}
