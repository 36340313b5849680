package catalog

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
)

var update = flag.Bool("update", false, "rewrite testdata/de.txt from the catalog")

// samples gives representative arguments to the messages whose arguments
// are not a quoted part and numbers (see sampleArgs).
var samples = map[msg.ID][]any{
	msg.ID("char.visible"):                   {"ü"},
	msg.ID("char.mark"):                      {"◌́"},
	msg.TextQuoted:                           {"bücher"},
	msg.ID("list.pair"):                      {msg.Char(':'), msg.Char(' ')},
	msg.ID("list.more"):                      {msg.Char(':'), msg.Char('/')},
	msg.ID("script.other"):                   {"Old Italic"},
	msg.ID("idna.uppercase"):                 {msg.Quote("Bücher"), msg.Quote("bücher")},
	msg.ID("idna.invisible"):                 {msg.Quote("a\u200db"), msg.Char(0x200d), msg.Char('a')},
	msg.ID("idna.invisible-start"):           {msg.Quote("\u200dx"), msg.Char(0x200d)},
	msg.ID("idna.ascii-one"):                 {msg.Quote("my_site"), msg.Char('_')},
	msg.ID("idna.ascii-many"):                {msg.Quote("https://bücher"), msg.List(msg.Char(':'), msg.Char('/'))},
	msg.ID("idna.disallowed-one"):            {msg.Quote("a⒈b"), msg.Char('⒈')},
	msg.ID("idna.disallowed-many"):           {msg.Quote("a⒈b⒉"), msg.List(msg.Char('⒈'), msg.Char('⒉'))},
	msg.ID("idna.forbidden-one"):             {msg.Quote("a<b"), msg.Char('<')},
	msg.ID("idna.forbidden-many"):            {msg.Quote("a<b>"), msg.List(msg.Char('<'), msg.Char('>'))},
	msg.ID("idna.not-nfc"):                   {msg.Quote("u\u0308"), msg.Quote("ü")},
	msg.ID("idna.leading-mark"):              {msg.Quote("\u0301x"), msg.Char(0x301)},
	msg.ID("idna.mark-alone"):                {msg.Char(0x301)},
	msg.ID("idna.hebrew-punctuation"):        {msg.Quote("\u05f3\u05d0"), msg.Char(0x5f3)},
	msg.ID("idna.not-pair"):                  {msg.Quote("bücher"), msg.Quote("xn--mnchen-3ya")},
	msg.ID("idna.ascii-alone"):               {msg.Quote("*")},
	msg.ID("idna.disallowed-alone"):          {msg.Quote("☃")},
	msg.ID("idna.forbidden-alone"):           {msg.Quote("<")},
	msg.ID("idna.too-new-one"):               {msg.Quote("a\U000105C0"), msg.Char(0x105C0), "16.0.0", "15.1.0"},
	msg.ID("idna.too-new-many"):              {msg.Quote("\U000105C0\U000105C1"), msg.List(msg.Char(0x105C0), msg.Char(0x105C1)), "16.0.0", "15.1.0"},
	msg.ID("idna.too-new-alone"):             {msg.Quote("\U000105C0"), "16.0.0", "15.1.0"},
	msg.ID("lgr.action-line"):                {"45944"},
	msg.ID("lgr.empty-tag-class"):            {"45944", msg.Quote("sc:Latn")},
	msg.ID("lgr.count-over-position"):        {"45944", "<char>"},
	msg.ID("lgr.why-as-written"):             {msg.Char('ß')},
	msg.ID("idna.middle-dot"):                {msg.Quote("l·a")},
	msg.ID("idna.greek-numeral"):             {msg.Quote("͵a")},
	msg.ID("idna.katakana-dot"):              {msg.Quote("a・b")},
	msg.ID("idna.bad-alabel"):                {msg.Quote("xn--go-")},
	msg.ID("idna.hyphen-end"):                {msg.Quote("bücher-")},
	msg.ID("spoof.invisible"):                {msg.Quote("pay\u200bpal"), msg.Char(0x200b)},
	msg.ID("spoof.restricted"):               {msg.Quote("ɑpple"), msg.Char('ɑ')},
	msg.ID("spoof.restricted-alone"):         {msg.Quote("😀")},
	msg.ID("spoof.mixed-scripts"):            {msg.Quote("аpple"), msg.List(msg.ScriptLetters("Cyrillic"), msg.ScriptLetters("Latin"))},
	msg.ID("spoof.mixed-scripts-looks-like"): {msg.Quote("раураl"), msg.List(msg.ScriptLetters("Cyrillic"), msg.ScriptLetters("Latin")), msg.Quote("paypal.com")},
	msg.ID("spoof.whole-script"):             {msg.Quote("аррӏе"), msg.InScript("Cyrillic"), msg.Quote("apple")},
	msg.ID("spoof.ascii-lookalike"):          {msg.Quote("ɑpple"), msg.Quote("apple")},
	msg.ID("spoof.repeated-mark"):            {msg.Quote("a\u0301\u0301"), msg.Char(0x301)},
	msg.ID("spoof.not-idna2008"):             {msg.Quote("abc‐def"), msg.Char('‐')},
	msg.ID("spoof.tld-character"):            {msg.Quote("əli"), msg.Char('ə'), ".az"},
	msg.ID("spoof.tld-character-alone"):      {msg.Quote("ə"), ".az"},
	msg.ID("spoof.latin-lookalike"):          {msg.Quote("ск"), msg.InScript("Cyrillic")},
	msg.ID("spoof.cjk-context"):              {msg.Quote("ip一address"), msg.Char('一')},
	msg.ID("spoof.non-ascii-latin"):          {msg.Quote("tökyo東京"), msg.Char('ö')},
	msg.ID("spoof.mark-context"):             {msg.Quote("pi\u0307xel"), msg.Char(0x307)},
	msg.ID("spoof.protected"):                {msg.Quote("google.com")},
	msg.ID("spoof.browser-removed"):          {msg.Quote("abʼc"), msg.Char('ʼ')},
	msg.ID("spoof.browser-removed-alone"):    {msg.Quote("ʼ")},
	msg.ID("email.local-char"):               {msg.Char(' ')},
	msg.ID("email.quoted-control"):           {msg.Char(1)},
	msg.ID("email.local-invisible"):          {msg.Char(0xa0), msg.Quote("max")},
	msg.ID("email.local-invisible-start"):    {msg.Char(0x200b)},
	msg.ID("email.local-wide"):               {msg.Quote("ｍａｘ"), msg.Quote("max")},
	msg.ID("email.wide-at"):                  {msg.Quote("max@example.com")},
	msg.ID("form.url-in-email"):              {"bücher.de"},
	msg.ID("form.invisible-start"):           {msg.Char(0x3164)},
	msg.ID("form.invisible-after"):           {msg.Char(0x3164), msg.Quote("bücher.")},
	msg.ID("form.invisible-after-many"):      {2, msg.Quote("bücher.")},
	msg.ID("form.invisible-start-many"):      {2},
	msg.ID("form.quoted-name"):               {"bücher.de"},
	msg.ID("form.angle-name"):                {"bücher.de"},
	msg.ID("form.many-addresses"):            {"max@example.com"},
	msg.ID("form.space-or-name"):             {msg.Quote("jörg"), "müller@example.com"},
	msg.ID("form.url"):                       {"bücher.de"},
	msg.ID("form.email-in-domain"):           {"bücher.de"},
	msg.ID("form.port"):                      {":8080", "bücher.de"},
	msg.ID("form.ip"):                        {"192.168.0.1"},
	msg.ID("form.ip-read"):                   {"0x7f.0.0.1", "127.0.0.1"},
	msg.ID("form.ends-in-number"):            {"123"},
	msg.ID("form.single-label"):              {"bücher"},
	msg.ID("cert.character"):                 {msg.Quote("a b"), msg.Char(' ')},
	msg.ID("cert.ulabel"):                    {msg.Quote("bücher"), msg.Quote("xn--bcher-kva")},
	msg.ID("cert.uppercase"):                 {msg.Quote("xn--BCHER-kva"), msg.Quote("xn--bcher-kva")},
	msg.ID("cert.invalid-alabel"):            {msg.Quote("xn--ls8h"), msg.Quote("💩")},
	msg.ID("cert.wildcard-suffix"):           {msg.Quote("*.co.uk"), msg.Quote("co.uk")},
	msg.ID("cert.cn-not-copy"):               {msg.Quote("bücher.example"), msg.Quote("xn--bcher-kva.example")},
}

// sampleArgs returns the arguments to render id with: its samples, or for
// each verb of its English template a quoted part ("%[n]s") or a number
// ("%[n]d"), so that a message added later is rendered too.
func sampleArgs(id msg.ID) []any {
	if a, ok := samples[id]; ok {
		return a
	}
	en, _ := msg.English(id)
	var args []any
	for _, m := range regexp.MustCompile(`%\[(\d+)\]([a-z])`).FindAllStringSubmatch(en, -1) {
		n, _ := strconv.Atoi(m[1])
		for len(args) < n {
			args = append(args, nil)
		}
		if m[2] == "d" {
			args[n-1] = 64
		} else {
			args[n-1] = msg.Quote("beispiel")
		}
	}
	return args
}

// fragment reports the messages that are parts of sentences, never shown
// alone: characters, quoted text, lists and scripts.
func fragment(id msg.ID) bool {
	for _, p := range []string{"char.", "text.", "list.", "script.", "script-letters.", "script-in."} {
		if strings.HasPrefix(string(id), p) {
			return true
		}
	}
	return false
}

// render writes every message of the catalog, in English and German, as
// sentences (fragments as Sprint renders them).
func render() []byte {
	var b bytes.Buffer
	b.WriteString("# Every message of xn in English and German, rendered with representative\n")
	b.WriteString("# arguments (msg/catalog/render_test.go). Regenerate: go test ./msg/catalog -run TestRenderedCatalog -update\n")
	for _, id := range msg.IDs() {
		m := msg.Message{ID: id, Args: sampleArgs(id)}
		en, de := m.Sentence(), Sentence(language.German, m)
		if fragment(id) {
			en, de = m.String(), Sprint(language.German, m)
		}
		fmt.Fprintf(&b, "\n%s\n  en: %s\n  de: %s\n", id, en, de)
	}
	return b.Bytes()
}

// TestRenderedCatalog renders every message into testdata/de.txt, so that
// a reviewer reads the whole catalog in one file, and checks the file byte
// for byte.
func TestRenderedCatalog(t *testing.T) {
	got := render()
	path := filepath.Join("testdata", "de.txt")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the rendered catalog differs from %s; review and run with -update:\n%s", path, firstDiff(got, want))
	}
}

// firstDiff returns the first differing line of a and b.
func firstDiff(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range max(len(al), len(bl)) {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n\tgot  %q\n\twant %q", i+1, x, y)
		}
	}
	return ""
}

// badGerman are phrases of a noun phrase in the wrong case: a character
// phrase in the nominative after a preposition that takes the dative.
var badGerman = regexp.MustCompile(`\b(mit|nach|von|zu|bei|aus) (das|ein|eine|einen) `)

// variants are the character, list and script arguments a German template
// may receive in any of its positions.
var variants = []any{
	msg.Char(' '), msg.Char('\t'), msg.Char('\n'), msg.Char(0x200d), msg.Char(0x202e),
	msg.Char(0x301), msg.Char('x'), msg.List(msg.Char(':'), msg.Char(' ')),
	msg.List(msg.Char(0x200d), msg.Char(0x301)), msg.Script("Cyrillic"),
	msg.List(msg.Script("Greek"), msg.Script("Cyrillic"), msg.Script("Latin")),
}

// TestGermanGrammar renders every German message with each kind of
// character, list and script in every argument that takes a message, and
// checks that none has a phrase in the wrong case ("mit das", "mit ein ")
// or an English script name; and that every sentence begins with a
// capital.
func TestGermanGrammar(t *testing.T) {
	var english []string
	for name, de := range germanScripts {
		if msg.Script(name).ID == msg.ID("script.other") {
			t.Errorf("germanScripts has %q, which msg.Script does not know", name)
		}
		if de != name {
			english = append(english, name)
		}
	}
	englishRE := regexp.MustCompile(`\b(` + strings.Join(english, "|") + `)\b`)
	for _, id := range msg.IDs() {
		base := sampleArgs(id)
		for _, v := range variants {
			args := make([]any, len(base))
			for i, a := range base {
				args[i] = a
				if m, ok := a.(msg.Message); ok && m.ID != msg.TextQuoted {
					args[i] = v
				}
			}
			s := Sentence(language.German, msg.Message{ID: id, Args: args})
			if bad := badGerman.FindString(s); bad != "" {
				t.Errorf("%s: %q has %q", id, s, bad)
			}
			if bad := englishRE.FindString(s); bad != "" {
				t.Errorf("%s: %q names the script %q in English", id, s, bad)
			}
			if strings.Contains(s, "mit ein ") || strings.Contains(s, "mit das ") {
				t.Errorf("%s: %q", id, s)
			}
		}
		m := msg.Message{ID: id, Args: base}
		for _, s := range []string{Sentence(language.German, m), m.Sentence()} {
			if r, _ := utf8.DecodeRuneInString(s); !fragment(id) && !unicode.IsUpper(r) && !startsWithTyped[id] {
				t.Errorf("%s: sentence %q does not begin with a capital", id, s)
			}
		}
	}
}

// startsWithTyped are the sentences that begin with the text the person
// typed, which Sentence does not change: none, since every template
// begins with a word.
var startsWithTyped = map[msg.ID]bool{}
