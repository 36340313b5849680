package lgr

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/rule"
)

// sentenceLGR has one label for each kind of sentence: actions giving
// invalid (a rule), blocked (a rule), activated (a variant type), an
// LGR's own disposition (not-match) and valid (catch-all); a not-when
// and two when contexts (a code point, and a sequence whose middle code
// point is in no entry of its own, as in ICANN's Spanish LGR).
const sentenceLGR = `<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0">
<meta><language>und-Latn</language></meta>
<data>
  <char cp="002D" not-when="hyphen-end"/>
  <range first-cp="0061" last-cp="0070"/>
  <char cp="0071"><var cp="0071" type="t"/></char>
  <range first-cp="0072" last-cp="007A"/>
  <char cp="00E7" when="never"/>
  <char cp="006C 00B7 006C" when="never"/>
</data>
<rules>
  <rule name="never"><start/><end/></rule>
  <rule name="hyphen-end"><anchor/><end/></rule>
  <rule name="has-zz"><char cp="007A"/><char cp="007A"/></rule>
  <rule name="starts-x"><start/><char cp="0078"/></rule>
  <rule name="has-a"><char cp="0061"/></rule>
  <action disp="invalid" match="has-zz"/>
  <action disp="blocked" match="starts-x"/>
  <action disp="activated" any-variant="t"/>
  <action disp="reserved" not-match="has-a"/>
  <action disp="valid"/>
</rules>
</lgr>`

// mergedLGR declares three scripts, so Merged holds; without Cyrillic, it
// is a Greek LGR that admits ASCII (Latin), as the Japanese one does.
const mergedLGR = `<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0">
<meta><language>und-Cyrl</language><language>und-Grek</language><language>und-Latn</language></meta>
<data><range first-cp="0030" last-cp="0039"/><range first-cp="0061" last-cp="007A"/><char cp="043E"/></data>
</lgr>`

// TestSentences: each sentence of a verdict in English and German, by
// hand. A person reads them: no U+XXXX, characters quoted.
func TestSentences(t *testing.T) {
	l := mustParse(t, sentenceLGR)
	ldh := mustParse(t, appendixA1) // no actions: the default ones decide
	merged := mustParse(t, mergedLGR)
	alloc := mustParse(t, wrap(`<char cp="0061"><var cp="0061" type="allocatable"/></char>`, ""))
	complex := mustParse(t, wrap(`<range first-cp="0061" last-cp="007A"/>`, `
	  <rule name="bad"><start/><rule count="0+"><rule count="0+"><char cp="0061"/></rule><rule count="0+"><char cp="0061"/></rule></rule><char cp="0062"/><end/></rule>
	  <action disp="invalid" match="bad"/>`))
	for _, c := range []struct {
		l          *LGR
		label      string
		code       Code
		english    string
		german     string
		noWarnings bool
	}{
		{l, "azz", OK,
			"the label 'azz' is invalid under this LGR: it matches the rule 'has-zz' (the action on line 17); choose another label",
			"der Teil „azz“ ist nach diesem LGR ungültig: es entspricht der Regel „has-zz“ (Aktion in Zeile 17); wählen Sie einen anderen Teil", true},
		{l, "xa", OK,
			"the label 'xa' is blocked under this LGR: it matches the rule 'starts-x' (the action on line 18); choose another label",
			"der Teil „xa“ ist nach diesem LGR gesperrt: es entspricht der Regel „starts-x“ (Aktion in Zeile 18); wählen Sie einen anderen Teil", true},
		{l, "aq", OK,
			"the label 'aq' is activated under this LGR: it has 'q' as written, not as a variant (the action on line 19)",
			"der Teil „aq“ ist nach diesem LGR aktiviert: er enthält „q“ in der geschriebenen Form, nicht als Variante (Aktion in Zeile 19)", true},
		{l, "bc", OK,
			"the label 'bc' is 'reserved' under this LGR: it does not match the rule 'has-a' (the action on line 20)",
			"der Teil „bc“ ist nach diesem LGR „reserved“: es entspricht nicht der Regel „has-a“ (Aktion in Zeile 20)", true},
		{l, "ab", OK,
			"the label 'ab' is valid under this LGR: no earlier action applies (the action on line 21)",
			"der Teil „ab“ ist nach diesem LGR gültig: keine frühere Aktion greift (Aktion in Zeile 21)", true},
		{ldh, "ab", OK,
			"the label 'ab' is valid under this LGR: no earlier action applies (a default action of RFC 7940)",
			"der Teil „ab“ ist nach diesem LGR gültig: keine frühere Aktion greift (eine Standardaktion nach RFC 7940)", true},
		{alloc, "a", OK,
			"the label 'a' is allocatable under this LGR: it has 'a' as written, not as a variant (a default action of RFC 7940)",
			"der Teil „a“ ist nach diesem LGR zuteilbar: er enthält „a“ in der geschriebenen Form, nicht als Variante (eine Standardaktion nach RFC 7940)", true},
		{l, "b-", Context,
			"the label 'b-' has '-' where this LGR's rule 'hyphen-end' forbids it; remove it or change what stands around it",
			"der Teil „b-“ enthält „-“ an einer Stelle, an der die Regel „hyphen-end“ dieses LGR es verbietet; entfernen Sie es oder ändern Sie die Zeichen davor oder danach", true},
		{l, "aç", Context,
			"the label 'aç' has 'ç', which this LGR allows only where its rule 'never' is met, and here it is not; remove it or change what stands around it",
			"der Teil „aç“ enthält „ç“, das dieses LGR nur dort zulässt, wo seine Regel „never“ erfüllt ist, und hier ist sie nicht erfüllt; entfernen Sie es oder ändern Sie die Zeichen davor oder danach", true},
		{l, "al·la", Context,
			"the label 'al·la' has 'l·l', which this LGR allows only where its rule 'never' is met, and here it is not; remove it or change what stands around it",
			"der Teil „al·la“ enthält „l·l“, das dieses LGR nur dort zulässt, wo seine Regel „never“ erfüllt ist, und hier ist sie nicht erfüllt; entfernen Sie es oder ändern Sie die Zeichen davor oder danach", true},
		{l, "a!", NotInRepertoire,
			"the label 'a!' has '!', which this LGR does not allow; remove or replace it",
			"der Teil „a!“ enthält „!“, das dieses LGR nicht zulässt; entfernen oder ersetzen Sie es", true},
		{l, "Ab", NotInRepertoire,
			"the label 'Ab' has capital letters, which this LGR does not allow; write 'ab'",
			"der Teil „Ab“ enthält Großbuchstaben, die dieses LGR nicht zulässt; schreiben Sie „ab“", true},
		{l, "\xff", BadInput,
			"the label is damaged (it is not valid UTF-8); enter it again",
			"der Teil ist beschädigt (kein gültiges UTF-8); geben Sie ihn erneut ein", true},
		{l, "", BadInput,
			"the label is empty; enter a label",
			"der Teil ist leer; geben Sie einen Teil eines Domainnamens ein", true},
		{l, "a.b", BadInput,
			"the label 'a.b' has a dot; enter one label at a time, not a whole domain name",
			"der Teil „a.b“ enthält einen Punkt; geben Sie jeweils einen einzelnen Teil ein, keinen ganzen Domainnamen", true},
		{l, "xn--zz", BadInput,
			"the label 'xn--zz' is not a valid xn-- form; check it, or enter the label as you would write it",
			"der Teil „xn--zz“ ist keine gültige xn--Form; prüfen Sie ihn oder geben Sie ihn so ein, wie man ihn schreibt", true},
		{l, strings.Repeat("a", 64), BadInput,
			"the label 'aaaaaaaaaaaaaaaaaaaaaaaa…' is too long: 64 characters where at most 63 are allowed; shorten it",
			"der Teil „aaaaaaaaaaaaaaaaaaaaaaaa…“ ist zu lang: 64 Zeichen, erlaubt sind höchstens 63; kürzen Sie ihn", true},
		// The A-label: 4 + 60 + 1 + 3 octets (é's delta, 105×61+60, takes
		// three base-36 digits).
		{l, strings.Repeat("a", 60) + "é", BadInput,
			"the label 'aaaaaaaaaaaaaaaaaaaaaaaa…' is too long: 68 characters in its xn-- form where at most 63 are allowed; shorten it",
			"der Teil „aaaaaaaaaaaaaaaaaaaaaaaa…“ ist zu lang: 68 Zeichen in der xn--Form, erlaubt sind höchstens 63; kürzen Sie ihn", true},
		{complex, strings.Repeat("a", 40) + "c", TooComplex,
			"this LGR's rules take too long to decide on 'aaaaaaaaaaaaaaaaaaaaaaaa…'; choose a shorter or simpler label",
			"die Regeln dieses LGR brauchen zu lange, um über „aaaaaaaaaaaaaaaaaaaaaaaa…“ zu entscheiden; wählen Sie einen kürzeren oder einfacheren Teil", true},
		{merged, "оnline", OK,
			"the label 'оnline' is valid under this LGR: no earlier action applies (a default action of RFC 7940)",
			"der Teil „оnline“ ist nach diesem LGR gültig: keine frühere Aktion greift (eine Standardaktion nach RFC 7940)", false},
	} {
		r := c.l.Check(c.label)
		if r.Code != c.code {
			t.Errorf("Check(%.20q): code %s, want %s", c.label, r.Code, c.code)
		}
		if got := r.Sentence().String(); got != c.english {
			t.Errorf("Check(%.20q) English:\n got %s\nwant %s", c.label, got, c.english)
		}
		if got := catalog.Sprint(language.German, r.Sentence()); got != c.german {
			t.Errorf("Check(%.20q) German:\n got %s\nwant %s", c.label, got, c.german)
		}
		if (len(r.Warnings) == 0) != c.noWarnings {
			t.Errorf("Check(%.20q): warnings %v", c.label, r.Warnings)
		}
	}
}

// TestWarnings: the warnings of a merged LGR's verdicts and of documents,
// in English and German. The scripts of the label are named, in German as
// nouns that stand in parentheses.
// TestSentenceVariantTypes: the repros of issue 40 item 17. An action on
// variant types is told by the characters the label has as written, not
// by the LGR's condition (all-variants="r-eszett", which a registrant
// cannot act on); a line number has no thousands separator in either
// language (line 1213, not 1,213 or 1.213).
func TestSentenceVariantTypes(t *testing.T) {
	pad := strings.Repeat("\n", 1200)
	src := wrap(`<range first-cp="0061" last-cp="007A"/>
  <char cp="00DF"><var cp="0073 0073" type="eszett-to-ss"/><var cp="00DF" type="r-eszett"/></char>`,
		pad+`<action disp="valid" all-variants="r-eszett"/><action disp="valid"/>`)
	line := func(action string) string { // the line of the action in src, counted by hand
		return fmt.Sprint(strings.Count(src[:strings.Index(src, action)], "\n") + 1)
	}
	l := mustParse(t, src)
	for _, c := range []struct{ label, english, german string }{
		{"straße",
			"the label 'straße' is valid under this LGR: it has 'ß' as written, not as a variant (the action on line " + line(`<action disp="valid" all-variants`) + ")",
			"der Teil „straße“ ist nach diesem LGR gültig: er enthält „ß“ in der geschriebenen Form, nicht als Variante (Aktion in Zeile " + line(`<action disp="valid" all-variants`) + ")"},
		{"strasse",
			"the label 'strasse' is valid under this LGR: no earlier action applies (the action on line " + line(`<action disp="valid"/>`) + ")",
			"der Teil „strasse“ ist nach diesem LGR gültig: keine frühere Aktion greift (Aktion in Zeile " + line(`<action disp="valid"/>`) + ")"},
	} {
		r := l.Check(c.label)
		m := r.Sentence()
		for _, got := range []string{m.String(), catalog.Sprint(language.English, m)} {
			if got != c.english {
				t.Errorf("Check(%q) English:\n got %s\nwant %s", c.label, got, c.english)
			}
		}
		if got := catalog.Sprint(language.German, m); got != c.german {
			t.Errorf("Check(%q) German:\n got %s\nwant %s", c.label, got, c.german)
		}
	}
	if len(line(`<action disp="valid"/>`)) < 4 {
		t.Fatal("the padding does not put the actions past line 1000")
	}
}

func TestWarnings(t *testing.T) {
	merged := mustParse(t, mergedLGR)
	onlyLatin := mustParse(t, strings.Replace(mergedLGR, "<language>und-Cyrl</language>", "", 1))
	if !merged.Merged() || onlyLatin.Merged() {
		t.Fatalf("Merged: %v with two scripts, %v with one", merged.Merged(), onlyLatin.Merged())
	}
	if w := onlyLatin.Check("оnline").Warnings; len(w) != 0 {
		t.Errorf("a single-script LGR warns: %v", w)
	}
	if w := merged.Check("a!").Warnings; len(w) != 0 {
		t.Errorf("a refused label gets the merged warning: %v", w)
	}
	warning := func(l *LGR, label string) Warning {
		ws := l.Check(label).Warnings
		if len(ws) != 1 || ws[0].Kind != WarnMerged {
			t.Fatalf("Check(%q).Warnings = %v, want one WarnMerged", label, ws)
		}
		return ws[0]
	}
	parsed := func(doc string) Warning {
		ws := mustParse(t, doc).Warnings()
		if len(ws) != 1 {
			t.Fatalf("Warnings() = %v, want one", ws)
		}
		return ws[0]
	}
	for _, c := range []struct {
		w               Warning
		english, german string
	}{
		{warning(merged, "оnline"),
			"this LGR merges the LGRs of several scripts to find conflicts between labels, and cannot establish that 'оnline' is valid for its script; check it with the LGR of its script (Cyrillic and Latin)",
			"dieses LGR führt die LGRs mehrerer Schriften zusammen, um Konflikte zwischen Teilen von Domainnamen zu finden, und kann nicht feststellen, ob „оnline“ in seiner Schrift gültig ist; prüfen Sie es mit dem LGR seiner Schrift (Kyrillisch und Lateinisch)"},
		{warning(merged, "123"),
			"this LGR merges the LGRs of several scripts to find conflicts between labels, and cannot establish that '123' is valid; check it with the LGR of the script or language it is meant for",
			"dieses LGR führt die LGRs mehrerer Schriften zusammen, um Konflikte zwischen Teilen von Domainnamen zu finden, und kann nicht feststellen, ob „123“ gültig ist; prüfen Sie es mit dem LGR der Schrift oder Sprache, für die es gedacht ist"},
		{parsed(`<lgr xmlns="urn:ietf:params:xml:ns:lgr-1.0"><meta><unicode-version>99.0.0</unicode-version></meta><data/></lgr>`),
			"the LGR is written for Unicode 99.0.0, newer than the Unicode " + unicode.Version + " of this program, so its classes of Unicode properties may miss newer characters",
			"das LGR ist für Unicode 99.0.0 geschrieben, eine neuere Fassung als Unicode " + unicode.Version + " dieses Programms; seine Klassen aus Unicode-Eigenschaften können daher neuere Zeichen verfehlen"},
		{parsed(wrap(`<char cp="0061"/>`, "\n<class name=\"c\" from-tag=\"nope\"/>")),
			"line 5: no code point has the tag 'nope', so this class is empty",
			"Zeile 5: kein Codepunkt trägt das Tag „nope“, daher ist diese Klasse leer"},
		{parsed(wrap(`<char cp="0061"/><char cp="0062"/>`, "\n<rule name=\"r\"><choice count=\"1+\"><rule><start/><char cp=\"0061\"/></rule><char cp=\"0062\"/></choice></rule>")),
			"line 5: <choice> has a count but holds start or end, which RFC 7940 does not allow; it is read as written",
			"Zeile 5: <choice> hat eine Anzahl (count), enthält aber start oder end, was RFC 7940 nicht erlaubt; es wird so gelesen, wie es dasteht"},
	} {
		if got := c.w.String(); got != c.english {
			t.Errorf("%v English:\n got %s\nwant %s", c.w.Kind, got, c.english)
		}
		if got := catalog.Sprint(language.German, c.w.Message()); got != c.german {
			t.Errorf("%v German:\n got %s\nwant %s", c.w.Kind, got, c.german)
		}
	}
}

// TestScriptNamesGerman: a merged LGR's warning names the scripts of
// ICANN's LGRs in German (msg.Script), and a script without a translation
// by its Unicode name with spaces.
func TestScriptNamesGerman(t *testing.T) {
	for _, tt := range []struct{ script, want string }{
		{"Cyrillic", "(Kyrillisch)"},
		{"Old_Italic", "(Old Italic)"},
	} {
		got := catalog.Sprint(language.German, msg.Message{ID: msgMerged, Args: []any{"x", msg.Script(tt.script)}})
		if !strings.HasSuffix(got, tt.want) {
			t.Errorf("%s: %s, want the suffix %s", tt.script, got, tt.want)
		}
	}
}

// TestSpanishSequenceContext: in ICANN's Spanish LGR, "l·l" is a sequence
// gated by the context rule "extended-cp", and "·" is in no entry of its
// own; "al·la" is refused for that context, not for "·".
func TestSpanishSequenceContext(t *testing.T) {
	es := referenceLGR(t, "second-level/lgr-second-level-spanish-language-31may22-en.xml.gz")
	r := es.Check("al·la")
	if r.Code != Context || r.Pos != 1 || string(r.CP) != "l·l" || r.Rule != "extended-cp" {
		t.Errorf("Check(al·la): %s at %d %q rule %q, want CONTEXT at 1 \"l·l\" rule \"extended-cp\"", r.Code, r.Pos, string(r.CP), r.Rule)
	}
	want := "the label 'al·la' has 'l·l', which this LGR allows only where its rule 'extended-cp' is met, and here it is not; remove it or change what stands around it"
	if got := r.Sentence().String(); got != want {
		t.Errorf("Check(al·la):\n got %s\nwant %s", got, want)
	}
	// A code point gated by the same rule alone.
	if r := es.Check("ça"); r.Code != Context || string(r.CP) != "ç" || r.Rule != "extended-cp" {
		t.Errorf("Check(ça): %s %q %q", r.Code, string(r.CP), r.Rule)
	}
	// Capitals: Müller is refused for M, and müller is valid.
	r = es.Check("Müller")
	if r.Code != NotInRepertoire || r.Lowercase != "müller" {
		t.Errorf("Check(Müller): %s, Lowercase %q", r.Code, r.Lowercase)
	}
	if got, want := catalog.Sprint(language.German, r.Sentence()), "der Teil „Müller“ enthält Großbuchstaben, die dieses LGR nicht zulässt; schreiben Sie „müller“"; got != want {
		t.Errorf("Check(Müller) German:\n got %s\nwant %s", got, want)
	}
	// A capital whose lowercase form is refused too gets no hint.
	if r := es.Check("Ça"); r.Lowercase != "" {
		t.Errorf("Check(Ça): Lowercase %q, but ça is refused", r.Lowercase)
	}
}

// TestMergedReference: of ICANN's files, the merged ones are the common
// LGRs of the root zone and the second level and the two MSR files (which
// cover every script); the script and language LGRs are not, though some
// declare Latin beside their script and send the reader to "an applicable
// merged, or Common LGR".
func TestMergedReference(t *testing.T) {
	for _, path := range referenceFiles(t) {
		l, err := ParseFile(path)
		if err != nil {
			t.Fatal(err)
		}
		base := path[strings.LastIndex(path, string(os.PathSeparator))+1:]
		want := strings.Contains(base, "-common-") || strings.HasPrefix(base, "msr-")
		if l.Merged() != want {
			t.Errorf("%s: Merged() = %v, want %v (languages %v)", base, l.Merged(), want, l.Meta.Languages)
		}
	}
	common := referenceLGR(t, "second-level/lgr-second-level-common-31may22-en.xml.gz")
	r := common.Check("оnline")
	if !r.Eligible() || len(r.Warnings) != 1 || r.Warnings[0].Kind != WarnMerged {
		t.Errorf("common LGR, оnline: %s %v", r.Disposition, r.Warnings)
	}
}

// TestErrorValues: Variants and Index refuse a label with a *LabelError
// holding the verdict, which wraps the *InputError of a
// malformed label; Error() is for developers and keeps code points.
func TestErrorValues(t *testing.T) {
	l := mustParse(t, sentenceLGR)
	for _, c := range []struct {
		label   string
		code    Code
		problem rule.Code
		text    string
	}{
		{"a!", NotInRepertoire, "", `lgr: label not eligible: "a!": U+0021 at position 1 is not in the repertoire`},
		{"al·la", Context, "", `lgr: label not eligible: "al·la": 006C 00B7 006C at position 1 fails its context rule "never"`},
		{"a.b", BadInput, rule.LABEL_DOT, `lgr: label not eligible: "a.b": lgr: label "a.b": holds a dot`},
		{"\xff", BadInput, rule.UTF8, `lgr: label not eligible: "\xff": lgr: label "\xff": invalid UTF-8`},
	} {
		_, ierr := l.Index(c.label)
		_, verr := l.Variants(c.label, VariantOptions{})
		for _, err := range []error{ierr, verr} {
			var le *LabelError
			if !errors.As(err, &le) || le.Result.Code != c.code {
				t.Errorf("%q: %v, want a *LabelError with code %s", c.label, err, c.code)
				continue
			}
			var ie *InputError
			if got := errors.As(err, &ie); got != (c.problem != "") || got && ie.Code != c.problem {
				t.Errorf("%q: InputError %v, want problem %v", c.label, ie, c.problem)
			}
			if err.Error() != c.text {
				t.Errorf("%q: Error() = %q, want %q", c.label, err.Error(), c.text)
			}
		}
	}
	if _, err := l.Variants("xa", VariantOptions{}); err != nil {
		t.Errorf("Variants of a blocked label: %v; only invalid labels have none", err)
	}
	if s := fmt.Sprintf("%v %v", Blocked, &InputError{Label: "xn--a", Code: rule.ALABEL}); s != `blocked lgr: label "xn--a": A-label does not decode` {
		t.Errorf("String methods: %q", s)
	}
}
