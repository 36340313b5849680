package idna

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	xnet "golang.org/x/net/idna"
)

// A classCase pins one row of docs/xnet-differences.md: what this package
// returns (by the standard), what x/net returns, and, for the classes a
// compat bit selects, that the bit decides the difference.
type classCase struct {
	class   string
	only    string // "15.0.0" or "17.0.0" when the class shows with those tables only
	profile string
	toASCII bool
	in      string
	ours    outcome
	theirs  outcome
}

var (
	acute31   = "a" + strings.Repeat("\u0301", 31) + ".com"
	acuteNFC  = "\u00e1" + strings.Repeat("\u0301", 30)
	acuteXNet = "\u00e1" + strings.Repeat("\u0301", 29) + "\u034f\u0301"
)

var classCases = []classCase{
	{"empty-a-label", "", "Lookup", true, "xn--.com",
		outcome{".com", true, `idna: invalid label ""`}, outcome{out: ".com"}},
	{"punycode-decoder", "", "Lookup", true, "xn--bücher-kva.de",
		outcome{"xn--xn--bcher-kva-0ob.de", true, `idna: invalid label "bücher-kva"`}, outcome{out: "xn--bcher-isa8j.de"}},
	{"punycode-decoder", "", "Punycode", false, "xn--ib9b",
		outcome{"xn--ib9b", true, `idna: invalid label "ib9b"`}, outcome{out: "\ufffd"}},
	{"literal-replacement-character", "17.0.0", "Punycode", true, "a\ufffdb.com",
		outcome{out: "xn--ab-gg4n.com"}, outcome{"a\ufffdb.com", true, "idna: invalid label \"a\ufffdb\""}},
	{"hyphen-positions-in-bytes", "", "Lookup", true, "ü--x.com",
		outcome{out: "xn----x-goa.com"}, outcome{"xn----x-goa.com", true, `idna: invalid label "ü--x"`}},
	{"hyphen-positions-in-bytes", "", "Lookup", true, "üü--x.com",
		outcome{"xn----x-goaa.com", true, `idna: invalid label "üü--x"`}, outcome{out: "xn----x-goaa.com"}},
	{"decoded-ace-prefix", "17.0.0", "New(MapForLookup(), CheckHyphens(false))", false, "xn--xn---epa",
		outcome{"xn--é", true, `idna: invalid label "xn--é"`}, outcome{out: "xn--é"}},
	{"leading-mark-without-joiners", "", "New(MapForLookup(), CheckJoiners(false))", true, "\u0308a.com",
		outcome{"xn--a-bcb.com", true, "idna: invalid label \"\u0308a\""}, outcome{out: "xn--a-bcb.com"}},
	{"joiner-context", "", "Lookup", true, "\u0628\u200c\u0640",
		outcome{"xn--ngb2cx87i", true, "idna: invalid label \"\u0628\\u200c\u0640\""}, outcome{out: "xn--ngb2cx87i"}},
	{"joiner-context", "", "New(MapForLookup(), CheckHyphens(false))", false, "\u0628\u200c-x.com",
		outcome{"\u0628\u200c-x.com", true, "idna: invalid label \"\u0628\\u200c-x\""}, outcome{out: "\u0628\u200c-x.com"}},
	{"bidi-after-mapping", "", "Lookup", true, "a\u2138",
		outcome{"xn--a-6hc", true, "idna: invalid label \"a\u05d3\""}, outcome{out: "xn--a-6hc"}},
	{"bidi-after-mapping", "", "Lookup", false, "\u2135\u4e2d",
		outcome{"\u05d0\u4e2d", true, "idna: invalid label \"\u05d0\u4e2d\""}, outcome{out: "\u05d0\u4e2d"}},
	{"unnormalized-error-output", "15.0.0", "Lookup", false, "a\u2000b.com",
		outcome{"a\u2002b.com", true, "idna: disallowed rune U+2000"}, outcome{"a\u2000b.com", true, "idna: disallowed rune U+2000"}},
	{"stream-safe-joiner", "15.0.0", "Lookup", true, acute31,
		outcome{out: "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com"}, outcome{out: "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa90w.com"}},
	{"stream-safe-joiner", "17.0.0", "Lookup", true, acute31,
		outcome{out: "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com"}, outcome{"xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa90w.com", true, "idna: invalid label \"" + acuteXNet + "\""}},
	{"stream-safe-joiner", "", "Lookup", false, "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com",
		outcome{out: acuteNFC + ".com"}, outcome{acuteNFC + ".com", true, "idna: invalid label \"" + acuteNFC + "\""}},
	{"empty-label-before-root", "", "Registration", false, "example.com..",
		outcome{"example.com..", true, `idna: invalid label "example.com.."`}, outcome{out: "example.com.."}},
	{"unassigned-rtl-default", "17.0.0", "New(MapForLookup(), BidiRule(), ValidateLabels(false))", false, "a-.\U00010e0b",
		outcome{"a-.\U00010e0b", true, "idna: invalid label \"a-.\\U00010e0b\""}, outcome{out: "a-.\U00010e0b"}},
}

func profileByName(t *testing.T, name string) profilePair {
	for _, p := range profilePairs() {
		if p.name == name {
			return p
		}
	}
	t.Fatalf("no profile pair %s", name)
	return profilePair{}
}

// TestXNetClasses checks the example of each class on both sides, that
// with every compat bit this package gives x/net's result, and that without
// the class's bit it does not: the class decides the difference.
func TestXNetClasses(t *testing.T) {
	bits := map[string]compat{}
	for _, cl := range compatClasses {
		bits[cl.name] = cl.bit
	}
	for _, c := range classCases {
		if c.only != "" && c.only != UnicodeVersion {
			continue
		}
		conv := conversion{pair: profileByName(t, c.profile), toASCII: c.toASCII}
		name := c.class + ": " + conv.String() + quote(c.in)
		if got := conv.ours(conv.pair.ours, c.in); got != c.ours {
			t.Errorf("%s = %+v, want %+v", name, got, c.ours)
		}
		if got := conv.theirs(c.in); got != c.theirs {
			t.Errorf("x/net's %s = %+v, the docs say %+v: update the docs", name, got, c.theirs)
		}
		bit, ok := bits[c.class]
		if !ok {
			t.Fatalf("class %s has no compat bit", c.class)
		}
		if got := conv.ours(withCompat(conv.pair.ours, allCompat()), c.in); got != c.theirs {
			t.Errorf("%s with every compat bit = %+v, want x/net's %+v", name, got, c.theirs)
		}
		if got := conv.ours(withCompat(conv.pair.ours, allCompat()&^bit), c.in); got == c.theirs {
			t.Errorf("%s with every compat bit but %s = %+v, x/net's: the class does not decide it", name, c.class, got)
		}
	}
}

// TestInputClasses: invalid UTF-8 and input over 64 KiB fail with "" in
// every profile, in time linear in the input. x/net reads invalid UTF-8 as
// U+FFFD, and loops forever on a truncated sequence after a joiner
// (New(CheckJoiners(true)).ToASCII("a\u200d\xc3")), so it is not called.
func TestInputClasses(t *testing.T) {
	long := strings.Repeat("ü", maxInputLen/2+1)
	for _, in := range []string{"A\xffb.com", "a\u200d\xc3", "\u200d\xe2\x82", "a\xed\xa0\x80z", long} {
		want := outcome{"", true, "idna: disallowed rune U+FFFD"}
		if len(in) > maxInputLen {
			want.text = "idna: name longer than 65536 bytes"
		}
		for _, c := range conversions() {
			start := time.Now()
			if got := c.ours(c.pair.ours, in); got != want {
				t.Errorf("%s%s = %+v, want %+v", c, quote(in), got, want)
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("%s%s took %v", c, quote(in), d)
			}
		}
	}
	_ = xnet.Punycode
}

// TestDifferencesDoc: the shim's table in docs/xnet-differences.md has a
// row for each class of the tests and none for another.
func TestDifferencesDoc(t *testing.T) {
	doc, err := os.ReadFile("../../docs/xnet-differences.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]bool{}
	for _, line := range strings.Split(string(doc), "\n") {
		if m := shimRow.FindStringSubmatch(line); m != nil {
			rows[m[1]] = true
		}
	}
	for _, name := range append(classNames(), classInvalidUTF8, classTooLong) {
		if !rows[name] {
			t.Errorf("class %s has no row in docs/xnet-differences.md", name)
		}
		delete(rows, name)
	}
	for name := range rows {
		t.Errorf("docs/xnet-differences.md has a row for %s, which is no class of xnet/idna's tests", name)
	}
}

var shimRow = regexp.MustCompile(`^\| \*\*([a-z0-9-]+)\*\* \|`)

func classNames() []string {
	var names []string
	for _, cl := range compatClasses {
		names = append(names, cl.name)
	}
	return names
}
