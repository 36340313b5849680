package main

import (
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// The language of the sentences: --lang, else LC_ALL, LC_MESSAGES, LANG.
func TestLanguageOfSentences(t *testing.T) {
	const (
		// The codes depend on the Unicode version (P1,V6 or U1); the
		// sentences do not.
		german  = ": Der Teil „my_site“ enthält „_“"
		english = ": The part 'my_site' has '_'"
	)
	tests := []struct {
		env  []string
		args []string
		want string // in stdout
	}{
		{[]string{"LANG=de_DE.UTF-8"}, []string{"check", "--form", "my_site.com"}, german},
		{[]string{"LANG=de_DE.UTF-8"}, []string{"check", "--form", "--lang", "en", "my_site.com"}, english},
		{[]string{"LANG=de_DE.UTF-8"}, []string{"check", "my_site.com"}, german},
		{[]string{"LC_MESSAGES=de_AT", "LANG=en_US"}, []string{"check", "my_site.com"}, german},
		{[]string{"LC_ALL=C", "LANG=de_DE.UTF-8"}, []string{"check", "my_site.com"}, english},
		{[]string{"LANG=fr_FR.UTF-8"}, []string{"check", "my_site.com"}, english}, // not in the catalog
		{nil, []string{"check", "--lang", "de", "my_site.com"}, german},
		{nil, []string{"-fjson", "--lang", "de", "my_site.com"}, `"message":"disallowed code point U+005F '_' in label 1 at byte 2","text":"Der Teil „my_site“ enthält`},
	}
	for _, tt := range tests {
		r := xnEnv(t, tt.env, strings.NewReader(""), tt.args...)
		if !strings.HasPrefix(r.stdout, "my_site.com: ") && !strings.HasPrefix(r.stdout, "{") || !strings.Contains(r.stdout, tt.want) {
			t.Errorf("%q xn %q:\n%v\nwant stdout with %q", tt.env, tt.args, r, tt.want)
		}
	}
}

func TestPOSIXLocale(t *testing.T) {
	for _, tt := range []struct {
		env  map[string]string
		want language.Tag
	}{
		{map[string]string{"LANG": "de_DE.UTF-8"}, language.MustParse("de-DE")},
		{map[string]string{"LANG": "de_CH@euro"}, language.MustParse("de-CH")},
		{map[string]string{"LANG": "C.UTF-8"}, language.English},
		{map[string]string{"LANG": "POSIX"}, language.English},
		{map[string]string{"LANG": "!!"}, language.English},
		{map[string]string{"LC_ALL": "de", "LANG": "en"}, language.German},
		{map[string]string{"LC_MESSAGES": "en", "LANG": "de"}, language.English},
		{map[string]string{}, language.English},
	} {
		if got := chooseLanguage("", func(k string) string { return tt.env[k] }); got != tt.want {
			t.Errorf("%v: %v, want %v", tt.env, got, tt.want)
		}
	}
}

// std3Codes are the codes of an ASCII character that the STD3 rules
// refuse: P1 and V6 by the Unicode 15 tables, U1 from 16.0.0 on.
var std3Codes = map[bool]string{true: "P1,V6", false: "U1"}[unicodeversions.Less(idna.UnicodeVersion, "16")]

// check without --form names the profile and says what a form refuses;
// each fact is said once; --form -f tsv carries the warnings.
func TestSaidOnce(t *testing.T) {
	tests := []struct {
		args []string
		out  string
	}{
		{[]string{"check", "a..b", "", "bücher.tld"}, "a..b: ok under the lookup profile; xn check --form refuses it: A4_2: The name has two dots in a row; remove one\n" +
			`"": ok under the lookup profile; xn check --form refuses it: EMPTY: Enter a domain name, such as example.com` + "\nbücher.tld: ok\n"},
		// A failed paste: what a form says to enter, and the host's warning.
		{[]string{"check", "bücher.de:8080", "https://аpple.com"}, "bücher.de:8080: " + std3Codes + ": The part 'de:8080' has ':'; a domain name can have only " +
			"letters, digits and hyphens, so remove it; xn check --form says: PORT: Remove the port number :8080; enter only the domain, bücher.de\n" +
			"https://аpple.com: " + std3Codes + ": The part 'https://аpple' has ':' and '/'; a domain name can have only letters, digits and hyphens, so remove them; " +
			"xn check --form says: URL: This is a web address; enter only the domain, xn--pple-43d.com; " +
			"warning: The part 'аpple' mixes Cyrillic and Latin letters and looks like 'apple.com', so it can imitate that name\n"},
		// The words around the sentences are in the reader's language too.
		{[]string{"check", "--lang", "de", "a..b", "--form", "аpple.com"}, "a..b: A4_2: Der Name enthält zwei Punkte hintereinander; entfernen Sie einen\n" +
			"аpple.com: ok: xn--pple-43d.com; Warnung: Der Teil „аpple“ mischt kyrillische und lateinische Buchstaben, sieht aus wie „apple.com“ und kann so diesen Namen nachahmen\n"},
		{[]string{"check", "--lang", "de", "a..b"}, "a..b: ok nach dem Profil lookup; xn check --form lehnt ihn ab: A4_2: Der Name enthält zwei Punkte hintereinander; entfernen Sie einen\n"},
		// The profile is named as the command line selected it.
		{[]string{"check", "--no-check-hyphens", "a..b"}, "a..b: ok under the lookup --no-check-hyphens profile; " +
			"xn check --form refuses it: A4_2: The name has two dots in a row; remove one\n"},
		// --form keeps a length switch given, and so does the hint.
		{[]string{"check", "-p", "uts46", "--no-verify-dns-length", "a..b"}, "a..b: ok\n"},
		{[]string{"check", "--form", "-f", "tsv", "аpple.com"}, "аpple.com\txn--pple-43d.com\t\trestriction-level\n"},
		// The form checker's own warning has its code in tsv too.
		{[]string{"check", "--form", "-f", "tsv", "😀.com"}, "😀.com\txn--e28h.com\t\tNOT_REGISTRABLE,restricted-character\n"},
		// The host suggested in a pasted address comes with its warning.
		{[]string{"check", "--form", "https://аpple.com/login"}, "https://аpple.com/login: URL: This is a web address; enter only the domain, xn--pple-43d.com; " +
			"warning: The part 'аpple' mixes Cyrillic and Latin letters and looks like 'apple.com', so it can imitate that name\n"},
	}
	for _, tt := range tests {
		if r := xn(t, "", tt.args...); r.stdout != tt.out {
			t.Errorf("xn %q:\n%v\nwant stdout %q", tt.args, r, tt.out)
		}
	}
	r := xn(t, "", "explain", "-fjson", "-p", "uts46", "--no-check-hyphens", "--unicode", "15.0.0", "a-.de")
	if !strings.Contains(r.stdout, `"profile":"uts46 --no-check-hyphens --unicode 15.0.0",`) {
		t.Errorf("xn explain --no-check-hyphens: the profile is not named as selected:\n%v", r)
	}
	// P1 and V6 with the Unicode 15.0.0 tables, U1 with 17.0.0: one fact.
	r = xn(t, "", "ascii", "my_site.com")
	if fact := ": disallowed code point U+005F '_' in label 1 at byte 2\n"; strings.Count(r.stderr, "disallowed") != 1 ||
		!strings.HasSuffix(r.stderr, fact) || !strings.HasPrefix(r.stderr, "my_site.com: ") {
		t.Errorf("xn ascii my_site.com: stderr %q, want the fact %q once", r.stderr, fact)
	}
}

// explain takes what the form checker takes: the host of a pasted URL,
// host:port or email address, with its look-alike verdict.
func TestExplainPastedHost(t *testing.T) {
	// The host named as the display policy allows: a look-alike by its
	// A-labels, never drawn in Unicode (issue 40 item 4).
	r := xn(t, "", "explain", "--color=never", "https://аpple.com/login")
	if !strings.HasPrefix(r.stdout, "Checking the host xn--pple-43d.com\n  This is a web address; enter only the domain, xn--pple-43d.com\n") ||
		!strings.Contains(r.stdout, "restriction-level") || strings.Contains(r.stdout, "has ':'") {
		t.Errorf("xn explain https://аpple.com/login:\n%v", r)
	}
	r = xn(t, "", "explain", "-fjson", "аpple.com:443")
	if !strings.HasPrefix(r.stdout, `{"input":"аpple.com:443",`) || !strings.Contains(r.stdout, `,"host":"аpple.com",`) ||
		!strings.Contains(r.stdout, `"code":"restriction-level"`) {
		t.Errorf("xn explain -fjson аpple.com:443:\n%v", r)
	}
	r = xn(t, "", "explain", "-fjson", "bücher.de")
	if !strings.Contains(r.stdout, `,"host":"bücher.de",`) {
		t.Errorf("xn explain -fjson bücher.de:\n%v", r)
	}
	for _, lang := range []string{"en", "de"} {
		r = xn(t, "", "explain", "-fjson", "--lang", lang, "https://xn--pple-43d.com:443/x")
		x := decodeExplain(t, r.stdout)
		if x.Host != "аpple.com" || !strings.HasSuffix(x.Verdict.Host, " xn--pple-43d.com") || strings.Contains(x.Verdict.Host, "аpple") {
			t.Errorf("xn explain -fjson --lang %s: host %q, verdict.host %q, want the host named xn--pple-43d.com", lang, x.Host, x.Verdict.Host)
		}
	}
	// A name that fails under the profile chosen has nothing safe to show,
	// although the display policy's own profile accepts it (issue 40 item 11).
	r = xn(t, "", "explain", "-fjson", "--profile", "uts46", "--std3", "my_site.com")
	x := decodeExplain(t, r.stdout)
	if x.ASCIIOK || x.Display.Shown != "" || x.Display.Output != "" || x.Verdict.Safe || len(x.Display.Problems) == 0 {
		t.Errorf("xn explain -fjson --std3 my_site.com: display %+v, verdict %+v", x.Display, x.Verdict)
	}
}

// explain says each reason of the display policy in the reader's language
// under its developer message, as it does each problem; unicode --safe
// says it in that language, with the words around it.
func TestExplainReasonSentence(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "A part that looks like the Latin 'apple' is written in Cyrillic letters, so it can imitate that name",
		"de": "Ein Teil, der aussieht wie das lateinische „apple“, ist in kyrillischer Schrift geschrieben und kann so diesen Namen nachahmen",
	} {
		if r := xn(t, "", "unicode", "--safe", "--lang", lang, "xn--80ak6aa92e.com"); !strings.Contains(r.stderr, ": whole-script-confusable: "+want) ||
			!strings.Contains(r.stderr, map[string]string{"en": ": shown in ASCII: ", "de": ": in ASCII angezeigt: "}[lang]) {
			t.Errorf("xn unicode --safe --lang %s: stderr %q", lang, r.stderr)
		}
		r := xn(t, "", "explain", "--color=never", "--lang", lang, "xn--80ak6aa92e.com")
		_, section, _ := strings.Cut(r.stdout, "7. Display policy")
		if !strings.Contains(section, "whole-script-confusable") || !strings.Contains(section, want) {
			t.Errorf("xn explain --lang %s: section 7 lacks %q:\n%s", lang, want, section)
		}
	}
}

// In the json records each finding's sentence is said once, by the first
// problem it covers: P1 and V6 of one '_' share one text.
func TestJSONSaysOnce(t *testing.T) {
	for in, want := range map[string]int{"Ab_c-.de": 2, "a_b.c_d.de": 2, "bücher.de": 0} {
		r := xn(t, "", "check", "-fjson", in)
		var rec struct{ Problems []struct{ Code, Text string } }
		if err := json.Unmarshal([]byte(r.stdout), &rec); err != nil {
			t.Fatalf("%s: %v\n%v", in, err, r)
		}
		said := map[string]bool{}
		for _, p := range rec.Problems {
			if p.Text != "" && said[p.Text] {
				t.Errorf("%s: the text %q twice", in, p.Text)
			}
			if p.Text != "" {
				said[p.Text] = true
			}
		}
		if len(said) != want {
			t.Errorf("%s: %d sentences in %+v, want %d", in, len(said), rec.Problems, want)
		}
	}
}
