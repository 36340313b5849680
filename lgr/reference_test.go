package lgr

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
)

// referenceFiles lists the ICANN LGRs of ../shared/lgr, skipping the test
// (or failing it under XN_REQUIRE_DATA=1) when they are absent.
func referenceFiles(t testing.TB) []string {
	dir := shareddata.Path(t, "lgr/README.md")
	dir = filepath.Dir(dir)
	var files []string
	for _, g := range []string{"second-level/*.xml.gz", "root-zone/*.xml.gz", "root-zone/lgr-5/*.xml.gz", "schema/*.xml"} {
		m, _ := filepath.Glob(filepath.Join(dir, g))
		files = append(files, m...)
	}
	if len(files) != 86 {
		t.Fatalf("found %d LGR files under %s, want the 86 README.md lists", len(files), dir)
	}
	return files
}

func referenceLGR(t testing.TB, rel string) *LGR {
	t.Helper()
	l, err := ParseFile(shareddata.Path(t, "lgr/"+rel))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func readXML(t testing.TB, path string) string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var (
	xmlComment = regexp.MustCompile(`(?s)<!--.*?-->`)
	cdata      = regexp.MustCompile(`(?s)<!\[CDATA\[.*?\]\]>`)
	namedClass = regexp.MustCompile(`<(class|union|intersection|difference|symmetric-difference|complement)\s[^>]*\bname="`)
	namedRule  = regexp.MustCompile(`<rule\s[^>]*\bname="`)
)

// naiveCounts counts element tags in the document text, without an XML
// parser: the independent expectation for LGR.stats.
func naiveCounts(doc string) counts {
	doc = cdata.ReplaceAllString(xmlComment.ReplaceAllString(doc, ""), "")
	tags := func(s, name string) int {
		return strings.Count(s, "<"+name+" ") + strings.Count(s, "<"+name+">") +
			strings.Count(s, "<"+name+"/>") + strings.Count(s, "<"+name+"\n") + strings.Count(s, "<"+name+"\t")
	}
	data := ""
	if i := strings.Index(doc, "<data>"); i >= 0 {
		data = doc[i:]
		if j := strings.Index(data, "</data>"); j >= 0 {
			data = data[:j]
		}
	}
	return counts{
		Chars:      tags(data, "char"),
		Ranges:     tags(data, "range"),
		Variants:   tags(doc, "var"),
		Classes:    len(namedClass.FindAllString(doc, -1)),
		Rules:      tags(doc, "rule"),
		NamedRules: len(namedRule.FindAllString(doc, -1)),
		Actions:    tags(doc, "action"),
	}
}

// TestReferenceLGRs parses every ICANN LGR in ../shared and compares its
// element counts with a count of the tags in the text.
func TestReferenceLGRs(t *testing.T) {
	for _, f := range referenceFiles(t) {
		name := filepath.Base(f)
		l, err := ParseFile(f)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		got := l.stats
		want := naiveCounts(readXML(t, f))
		got.CodePoints, got.Sequences = 0, 0
		if got != want {
			t.Errorf("%s: counts\n got %+v\nwant %+v", name, got, want)
		}
	}
}

// TestReferenceCountsByHand pins a few files' counts to the numbers of
// ../shared/lgr/README.md ("char in data", "range", "var", "rule",
// "action").
func TestReferenceCountsByHand(t *testing.T) {
	for _, c := range []struct {
		file                                string
		chars, ranges, vars, rules, actions int
	}{
		{"second-level/lgr-second-level-chinese-language-31may22-en.xml.gz", 19802, 0, 31864, 5, 10},
		{"second-level/lgr-second-level-arabic-script-31may22-en.xml.gz", 159, 0, 252, 50, 22},
		{"second-level/lgr-second-level-common-31may22-en.xml.gz", 33348, 0, 14452, 262, 61},
		{"root-zone/lgr-5-common-26may22-en.xml.gz", 21960, 8, 13312, 229, 52},
		{"root-zone/lgr-1-common-24feb16-en.xml.gz", 78, 9, 192, 49, 21},
		{"schema/msr-2-wle-rules-13apr15-en.xml", 8490, 4293, 0, 1, 5},
	} {
		s := referenceLGR(t, c.file).stats
		if s.Chars != c.chars || s.Ranges != c.ranges || s.Variants != c.vars || s.Rules != c.rules || s.Actions != c.actions {
			t.Errorf("%s: %+v, want chars %d ranges %d var %d rule %d action %d", c.file, s, c.chars, c.ranges, c.vars, c.rules, c.actions)
		}
	}
}

func TestReferenceMetadata(t *testing.T) {
	l := referenceLGR(t, "second-level/lgr-second-level-chinese-language-31may22-en.xml.gz")
	m := l.Meta
	if m.UnicodeVersion != "11.0.0" || strings.Join(m.Languages, ",") != "zh-Hani,zh-Latn" {
		t.Errorf("meta: unicode-version %q languages %q", m.UnicodeVersion, m.Languages)
	}
	if m.Description == "" || m.Date == "" || len(m.References) == 0 {
		t.Errorf("meta lacks description, date or references: %+v", m)
	}
}

// TestExampleCounts pins the element counts of testdata/example.xml,
// counted by hand: five <char> (four single code points and the sequence
// 0073 0073), three ranges of 10, 8 and 17 code points, four <var>, two
// top-level rules with two nested ones, four actions.
func TestExampleCounts(t *testing.T) {
	l, err := ParseFile("testdata/example.xml")
	if err != nil {
		t.Fatal(err)
	}
	want := counts{Chars: 5, Ranges: 3, CodePoints: 4 + 10 + 8 + 17, Sequences: 1, Variants: 4, Rules: 4, NamedRules: 2, Actions: 4}
	if l.stats != want {
		t.Errorf("counts\n got %+v\nwant %+v", l.stats, want)
	}
}
