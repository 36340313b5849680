package idna

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/unicodeversions"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

var updatePinned = flag.Bool("update", false, "rewrite testdata/pinned/answers-<version>.txt.gz for the versions this toolchain is the reference for")

// The answers of a pinned version must not depend on the toolchain
// (docs/unicode-versions.md). TestPinnedAnswers checks it across
// toolchains: testdata/pinned holds, per version, the answers of four
// conversions for a corpus (the sources of every IdnaTestV2.txt and
// generated names), written with -update by the oldest toolchain that
// serves the version (its header names that toolchain's normalization
// data), and every toolchain that serves the version must give the same
// answers: .ci/run runs the test under go1.26 and go1.27, so the 15.x files,
// written under go1.26 (x/text's data is 15.0.0 there), check go1.27
// (17.0.0 data). The 16.0.0 and 17.0.0 files guard against change.

// pinnedProfiles are the conversions whose answers are recorded.
var pinnedProfiles = []struct {
	name    string
	profile *Profile
	toASCII bool
}{
	{"UTS46.ToUnicode", UTS46, false},
	{"UTS46.ToASCII", UTS46, true},
	{"UTS46+Transitional.ToASCII", UTS46.With(Transitional(true)), true},
	{"WHATWG.ToASCII", WHATWG, true},
}

// pinnedAnswer formats what a conversion gives: the output (the
// best-effort string on error) and each problem as code@label:offset.
func pinnedAnswer(p *Profile, toASCII bool, in string) string {
	var out string
	var err error
	if toASCII {
		out, err = p.ToASCII(in)
	} else {
		out, err = p.ToUnicode(in)
	}
	s := strconv.QuoteToASCII(out)
	var e *Error
	switch {
	case errors.As(err, &e):
		for _, pr := range e.Problems {
			s += fmt.Sprintf(" %s@%d:%d", pr.Code, pr.Label, pr.Offset)
		}
	case err != nil:
		s += " error"
	}
	return s
}

func pinnedPath(version string) string {
	return filepath.Join("testdata", "pinned", "answers-"+version+".txt.gz")
}

// pinnedLines returns the answer lines of a version for inputs, one per
// input: the quoted input and the answer of each profile, tab-separated.
func pinnedLines(version string, inputs []string) []string {
	lines := make([]string, len(inputs))
	for i, in := range inputs {
		f := []string{strconv.QuoteToASCII(in)}
		for _, pp := range pinnedProfiles {
			f = append(f, pinnedAnswer(pp.profile.With(Unicode(version)), pp.toASCII, in))
		}
		lines[i] = strings.Join(f, "\t")
	}
	return lines
}

func TestPinnedAnswers(t *testing.T) {
	checked := 0
	for _, v := range unicodeversions.Names() {
		t.Run(v, func(t *testing.T) {
			if err := ServesUnicode(v); err != nil {
				t.Skipf("not served by this build: %v", err)
			}
			writer, lines, err := readPinned(pinnedPath(v))
			if *updatePinned && (err != nil || !unicodeversions.Less(writer, norm.Version)) {
				writePinned(t, v)
				return
			}
			if err != nil {
				t.Fatalf("%v (go test -run TestPinnedAnswers -update writes it)", err)
			}
			checked++
			checkPinned(t, v, writer, lines)
		})
	}
	if checked == 0 && !*updatePinned {
		t.Error("no version checked")
	}
}

func checkPinned(t *testing.T, version, writer string, lines []string) {
	inputs := make([]string, len(lines))
	for i, line := range lines {
		q, _, _ := strings.Cut(line, "\t")
		in, err := strconv.Unquote(q)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		inputs[i] = in
	}
	got := pinnedLines(version, inputs)
	bad := 0
	for i := range lines {
		if got[i] != lines[i] {
			if bad++; bad <= 10 {
				t.Errorf("Unicode %s, line %d (norm %s here, %s in the file):\n got  %s\n want %s", version, i+1, norm.Version, writer, got[i], lines[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("Unicode %s: %d of %d answers differ", version, bad, len(lines))
	}
	t.Logf("Unicode %s: %d names, answers as under norm %s", version, len(lines), writer)
}

// readPinned reads a version's answers file: the normalization version of
// the toolchain that wrote it and the answer lines.
func readPinned(path string) (writer string, lines []string, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return "", nil, fmt.Errorf("%s: %v", path, err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if w, ok := strings.CutPrefix(line, "# written with normalization data of Unicode "); ok {
			writer = w
			continue
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		lines = append(lines, line)
	}
	if err := sc.Err(); err != nil {
		return "", nil, fmt.Errorf("%s: %v", path, err)
	}
	if writer == "" || len(lines) == 0 {
		return "", nil, fmt.Errorf("%s: no header or no answers", path)
	}
	return writer, lines, nil
}

func writePinned(t *testing.T, version string) {
	inputs := pinnedCorpus(t)
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	fmt.Fprintf(zw, "# Answers of idna's conversions pinned to Unicode %s (TestPinnedAnswers).\n", version)
	fmt.Fprintf(zw, "# written with normalization data of Unicode %s\n", norm.Version)
	fmt.Fprintf(zw, "# input")
	for _, pp := range pinnedProfiles {
		fmt.Fprintf(zw, "\t%s", pp.name)
	}
	fmt.Fprintln(zw)
	for _, line := range pinnedLines(version, inputs) {
		fmt.Fprintln(zw, line)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(pinnedPath(version)), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pinnedPath(version), b.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s: %d names", pinnedPath(version), len(inputs))
}

// pinnedCorpus returns the names the answers are recorded for: the sources
// of every version's IdnaTestV2.txt, the two cases of issue 42, and
// generated names (pinnedGenerated).
func pinnedCorpus(t *testing.T) []string {
	seen := map[string]bool{}
	var corpus []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			corpus = append(corpus, s)
		}
	}
	for _, v := range unicodeversions.Names() {
		for _, row := range readConformance(t, v) {
			add(row.source)
		}
	}
	for _, s := range []string{"a\u1ad3\u065f", "xn--a-6pc128m", "ü.xn--q-", "xn--ASCII-", "xn--"} {
		add(s)
	}
	for _, s := range pinnedGenerated(4000) {
		add(s)
	}
	return corpus
}

// pinnedGenerated returns n names made of code points that tell versions
// and normalization data apart: those that a later version assigns and an
// older one does not (from the tables, not the toolchain), combining marks
// of every version, letters that compose with them, joiners, capitals,
// right-to-left letters and digits, and some as A-labels. It depends only
// on n and the tables, through its own generator (splitmix64), so that
// every toolchain generates the same names.
func pinnedGenerated(n int) []string {
	newer := newlyAssigned()
	var newMarks []rune // the marks among them, by the newest table
	newest := tables.Registered(unicodeversions.All[len(unicodeversions.All)-1].Version)
	for _, r := range newer {
		if newest.Lookup(r).IsMark() {
			newMarks = append(newMarks, r)
		}
	}
	common := []rune{
		'a', 'e', 'o', 'z', 'A', 'E', '0', '5', '-', '.', 'ß', 'ς', 'Σ', 'ẞ',
		0x0300, 0x0301, 0x0308, 0x0323, 0x0327, 0x0328, 0x0345, 0x05B0, 0x05D0,
		0x0627, 0x0644, 0x065F, 0x0660, 0x06F0, 0x093F, 0x094D, 0x0E48, 0x1100,
		0x1161, 0x11A8, 0x200C, 0x200D, 0x3099, 0x30AB, 0xAC00, 0xFB2A, 0xFF21,
		0x1D15E, 0x0F73, 0x0344, 0x1E9E, 0x2260, 0x226E, 0x00C5, 0x212B,
	}
	state := uint64(0x9E3779B97F4A7C15)
	next := func(k int) int {
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		z ^= z >> 31
		return int(z % uint64(k))
	}
	names := make([]string, 0, n)
	for len(names) < n {
		var b strings.Builder
		for range 1 + next(8) {
			switch k := next(6); {
			case k < 2:
				b.WriteRune(newMarks[next(len(newMarks))])
			case k < 3:
				b.WriteRune(newer[next(len(newer))])
			default:
				b.WriteRune(common[next(len(common))])
			}
		}
		s := b.String()
		if next(3) == 0 {
			if a, err := punycode.Encode(s); err == nil {
				s = "xn--" + a
			}
		}
		if next(4) == 0 {
			s += ".example"
		}
		names = append(names, s)
	}
	return names
}

// newlyAssigned returns, in code point order, the code points that some
// table assigns and the one before it does not.
func newlyAssigned() []rune {
	var tabs []*tables.Table
	for _, v := range unicodeversions.Names() {
		if tab := tables.Registered(v); tab != nil {
			tabs = append(tabs, tab)
		}
	}
	var out []rune
	for r := rune(0x80); r <= 0x10FFFF; r++ {
		for i := 1; i < len(tabs); i++ {
			if tabs[i-1].Lookup(r).Derived() == tables.UNASSIGNED && tabs[i].Lookup(r).Derived() != tables.UNASSIGNED {
				out = append(out, r)
				break
			}
		}
	}
	return slices.Compact(out)
}

// TestPinnedRepros pins the cases of issue 42 found against other
// implementations, under every toolchain that serves the version. Under
// go1.27 (x/text's data 17.0.0) the first three failed before
// normversion.go: U+1AD3, a combining mark new in 17.0.0 (class 230),
// was moved behind U+065F (class 220), and V1 was added to the
// decoded label; ICU 72 (Unicode 15.0) and go1.26 keep the order, as 15.x
// leaves U+1AD3 unassigned.
//
// The others pin the one rule xn applies to 15.x although its revision of
// UTS #46 has no such step: an xn-- label that decodes to an empty or
// all-ASCII string is an error (P4), which UTS #46 added in 16.0.0 and
// tr46 5.0.0, a 15.1.0 implementation, does not apply ("ü.xn--q-" is
// "xn--tda.q" there). Without it "xn--go-.dev" becomes "go.dev", one name
// under two spellings (CVE-2024-12224, CVE-2026-39821; TestFakeALabels):
// docs/unicode-versions.md says so.
func TestPinnedRepros(t *testing.T) {
	tests := []struct {
		version string
		profile *Profile
		toASCII bool
		in      string
		want    string
		codes   []rule.Code
	}{
		{"15.0.0", UTS46, false, "a\u1ad3\u065f", "a\u1ad3\u065f", []rule.Code{rule.P1, rule.V6}},
		{"15.0.0", UTS46, true, "xn--a-6pc128m", "", []rule.Code{rule.V6}},
		{"15.1.0", UTS46, true, "xn--a-6pc128m", "", []rule.Code{rule.V6}},
		{"17.0.0", UTS46, false, "a\u1ad3\u065f", "a\u065f\u1ad3", nil},
		{"15.0.0", WHATWG.With(ASCIIFallback(false)), true, "\u00fc.xn--q-", "", []rule.Code{rule.P4}},
		{"15.1.0", WHATWG.With(ASCIIFallback(false)), true, "\u00fc.xn--q-", "", []rule.Code{rule.P4}},
		{"15.1.0", UTS46, false, "xn--ASCII-", "ascii", []rule.Code{rule.P4}},
		{"16.0.0", UTS46, false, "xn--ASCII-", "ascii", []rule.Code{rule.P4}},
	}
	for _, tt := range tests {
		if err := ServesUnicode(tt.version); err != nil {
			t.Logf("%s: not served by this build", tt.version)
			continue
		}
		p := tt.profile.With(Unicode(tt.version))
		var got string
		var err error
		if tt.toASCII {
			got, err = p.ToASCII(tt.in)
		} else {
			got, err = p.ToUnicode(tt.in)
		}
		var codes []rule.Code
		var e *Error
		if errors.As(err, &e) {
			codes = e.Codes()
		}
		if got != tt.want || !slices.Equal(codes, tt.codes) {
			t.Errorf("%v.%s(%+q) = %+q, %v; want %+q, %v", p, fnName(tt.toASCII), tt.in, got, codes, tt.want, tt.codes)
		}
	}
}
