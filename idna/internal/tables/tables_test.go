package tables

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables/internal/gentables"
	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// This file checks the generated tables against a separate, deliberately
// plain reading of the data files: every code point, every property.

// ucdLine is one data line (or @missing line) of a UCD-style file.
type ucdLine struct {
	lo, hi  rune
	fields  []string
	missing bool
}

func readLines(t *testing.T, version, name string) []ucdLine {
	t.Helper()
	path := shareddata.UnicodePath(t, version, name)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []ucdLine
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		s := sc.Text()
		missing := false
		if rest, ok := strings.CutPrefix(s, "# @missing:"); ok {
			s, missing = rest, true
		} else {
			s, _, _ = strings.Cut(s, "#")
		}
		if strings.TrimSpace(s) == "" {
			continue
		}
		parts := strings.Split(s, ";")
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		first, last, found := strings.Cut(parts[0], "..")
		if !found {
			last = first
		}
		lo, err1 := strconv.ParseInt(first, 16, 32)
		hi, err2 := strconv.ParseInt(last, 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: bad line %q", name, sc.Text())
		}
		lines = append(lines, ucdLine{rune(lo), rune(hi), parts[1:], missing})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// valueFile returns the value of one property for every code point: the
// @missing defaults in file order, overridden by the data lines. long
// converts the long names of @missing lines to short ones.
func valueFile(t *testing.T, version, name string, long map[string]string) []string {
	t.Helper()
	vals := make([]string, unicode.MaxRune+1)
	lines := readLines(t, version, name)
	for _, pass := range []bool{true, false} {
		for _, l := range lines {
			if l.missing != pass {
				continue
			}
			v := l.fields[0]
			if s, ok := long[v]; ok && l.missing {
				v = s
			}
			for r := l.lo; r <= l.hi; r++ {
				vals[r] = v
			}
		}
	}
	return vals
}

type mappingEntry struct {
	status  string
	mapping string
	hasMap  bool
	nv8     bool
}

func mappingFile(t *testing.T, version string) []mappingEntry {
	t.Helper()
	out := make([]mappingEntry, unicode.MaxRune+1)
	seen := make([]bool, unicode.MaxRune+1)
	for _, l := range readLines(t, version, "IdnaMappingTable.txt") {
		e := mappingEntry{status: l.fields[0]}
		if len(l.fields) > 1 {
			e.hasMap = true
			for _, h := range strings.Fields(l.fields[1]) {
				c, err := strconv.ParseInt(h, 16, 32)
				if err != nil {
					t.Fatalf("bad mapping %q", l.fields[1])
				}
				e.mapping += string(rune(c))
			}
		}
		if len(l.fields) > 2 {
			e.nv8 = l.fields[2] == "NV8" || l.fields[2] == "XV8"
		}
		for r := l.lo; r <= l.hi; r++ {
			out[r] = e
			seen[r] = true
		}
	}
	for r, ok := range seen {
		if !ok {
			t.Fatalf("IdnaMappingTable.txt does not list U+%04X", r)
		}
	}
	return out
}

var bidiLongNames = map[string]string{
	"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL",
	"European_Terminator": "ET", "Boundary_Neutral": "BN",
}

// TestAgainstDataFiles checks every table against its data files, and the
// properties that are not in them (mark, virama, NFC-inert) against the
// toolchain's unicode and norm packages for every table whose code points
// they know: the versions up to unicode.Version, and those whose later code
// points are all NFC-inert (NormVersion), whose other code points the
// toolchain's packages must then describe as unassigned ones.
func TestAgainstDataFiles(t *testing.T) {
	for _, tab := range allTables {
		t.Run(tab.Version(), func(t *testing.T) { checkAgainstDataFiles(t, tab) })
	}
}

func checkAgainstDataFiles(t *testing.T, tab *Table) {
	v := tab.Version()
	idna := mappingFile(t, v)
	derived := valueFile(t, v, "Idna2008.txt", nil)
	joining := valueFile(t, v, "DerivedJoiningType.txt", map[string]string{"Non_Joining": "U"})
	bidi := valueFile(t, v, "DerivedBidiClass.txt", bidiLongNames)
	script := valueFile(t, v, "Scripts.txt", nil)
	known := !unicodeversions.Less(unicode.Version, v) || !unicodeversions.Less(norm.Version, tab.NormVersion())
	if !known {
		t.Logf("Unicode %s: mark, virama and NFC-inert not checked: this toolchain's data is Unicode %s", v, unicode.Version)
	}

	failures := 0
	fail := func(r rune, what string, got, want any) {
		t.Helper()
		t.Errorf("U+%04X: %s = %v, want %v", r, what, got, want)
		if failures++; failures >= 10 {
			t.Fatal("too many failures")
		}
	}
	counts := map[Status]int{}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		p := tab.Lookup(r)
		e := idna[r]
		counts[p.Status()]++
		if got := p.Status().String(); got != e.status {
			fail(r, "Status", got, e.status)
		}
		wantMap := ""
		if e.hasMap && e.status != "disallowed" && e.status != "valid" && e.status != "ignored" {
			wantMap = e.mapping
		}
		if got := tab.Mapping(p); got != wantMap {
			fail(r, "Mapping", strconv.Quote(got), strconv.Quote(wantMap))
		}
		if got := p.NV8(); got != e.nv8 {
			fail(r, "NV8", got, e.nv8)
		}
		// Idna2008.txt spells CONTEXTO with a letter O in its data lines
		// and with a zero in its header.
		wantDerived := strings.Replace(derived[r], "CONTEXT0", "CONTEXTO", 1)
		if got := p.Derived().String(); got != wantDerived {
			fail(r, "Derived", got, wantDerived)
		}
		if got := p.Joining().String(); got != joining[r] {
			fail(r, "Joining", got, joining[r])
		}
		if got := p.Bidi().String(); got != bidi[r] {
			fail(r, "Bidi", got, bidi[r])
		}
		wantScript := script[r]
		switch wantScript {
		case "Greek", "Hebrew", "Hiragana", "Katakana", "Han":
		default:
			wantScript = "Other"
		}
		if got := p.Script().String(); got != wantScript {
			fail(r, "Script", got, wantScript)
		}
		if !known {
			continue
		}
		assigned := derived[r] != "UNASSIGNED"
		if got, want := p.IsMark(), assigned && unicode.Is(unicode.M, r); got != want {
			fail(r, "IsMark", got, want)
		}
		want := assigned && utf8.ValidRune(r) && norm.NFD.PropertiesString(string(r)).CCC() == 9
		if got := p.IsVirama(); got != want {
			fail(r, "IsVirama", got, want)
		}
		wantInert := !assigned
		if assigned && utf8.ValidRune(r) {
			s := string(r)
			wantInert = norm.NFC.PropertiesString(s).CCC() == 0 &&
				norm.NFC.PropertiesString(s).BoundaryBefore() && norm.NFC.String(s) == s
		}
		if got := p.NFCInert(); got != wantInert {
			fail(r, "NFCInert", got, wantInert)
		}
		if !assigned || !utf8.ValidRune(r) {
			continue
		}
		s := string(r)
		ccc := norm.NFC.PropertiesString(s).CCC()
		if got, want := p.CCCRank(), gentables.CCCRank(ccc); got != want {
			fail(r, "CCCRank", got, want)
		}
		if got, want := p.NFCNo(), norm.NFC.String(s) != s; got != want {
			fail(r, "NFCNo", got, want)
		}
		// A starter that begins no segment is Maybe; a decomposing code
		// point may combine with what follows.
		if ccc == 0 && !norm.NFC.PropertiesString(s).BoundaryBefore() && norm.NFC.String(s) == s && !p.NFCMaybe() {
			fail(r, "NFCMaybe", false, true)
		}
		if norm.NFD.String(s) != s && !p.Composes() {
			fail(r, "Composes", false, true)
		}
	}
	t.Logf("Unicode %s: code points by status: %v", v, counts)
}

// TestSpotChecks pins a few well-known values, so that a wrong reading of
// the data files shared by the generator and the test above would still be
// caught.
func TestSpotChecks(t *testing.T) {
	tests := []struct {
		r       rune
		status  Status
		mapping string
		derived Derived
		joining JoiningType
		bidi    BidiClass
		script  Script
	}{
		{'a', Valid, "", PVALID, JoinU, BidiL, ScriptOther},
		{'-', Valid, "", PVALID, JoinU, BidiES, ScriptOther},
		{0x00DF, Deviation, "ss", PVALID, JoinU, BidiL, ScriptOther},                         // ß
		{0x03C2, Deviation, "σ", PVALID, JoinU, BidiL, ScriptGreek},                          // ς
		{0x200C, Deviation, "", CONTEXTJ, JoinU, BidiBN, ScriptOther},                        // ZWNJ
		{0x200D, Deviation, "", CONTEXTJ, JoinC, BidiBN, ScriptOther},                        // ZWJ
		{0x00AD, Ignored, "", DISALLOWED, JoinT, BidiBN, ScriptOther},                        // soft hyphen
		{0x00B7, Valid, "", CONTEXTO, JoinU, BidiON, ScriptOther},                            // middle dot
		{0x0375, Valid, "", CONTEXTO, JoinU, BidiON, ScriptGreek},                            // Greek keraia
		{0x05F3, Valid, "", CONTEXTO, JoinU, BidiR, ScriptHebrew},                            // geresh
		{0x30FB, Valid, "", CONTEXTO, JoinU, BidiON, ScriptOther},                            // katakana middle dot (Common)
		{0x3042, Valid, "", PVALID, JoinU, BidiL, ScriptHiragana},                            // あ
		{0x30A2, Valid, "", PVALID, JoinU, BidiL, ScriptKatakana},                            // ア
		{0x4E00, Valid, "", PVALID, JoinU, BidiL, ScriptHan},                                 // 一
		{0x0628, Valid, "", PVALID, JoinD, BidiAL, ScriptOther},                              // beh
		{0x0627, Valid, "", PVALID, JoinR, BidiAL, ScriptOther},                              // alef
		{0x0660, Valid, "", CONTEXTO, JoinU, BidiAN, ScriptOther},                            // Arabic-Indic zero
		{0x2166, Mapped, "vii", DISALLOWED, JoinU, BidiL, ScriptOther},                       // Ⅶ
		{0xFB01, Mapped, "fi", DISALLOWED, JoinU, BidiL, ScriptOther},                        // ﬁ
		{0x1D400, Mapped, "a", DISALLOWED, JoinU, BidiL, ScriptOther},                        // 𝐀
		{0x2F800, Mapped, "丽", DISALLOWED, JoinU, BidiL, ScriptHan},                          // CJK compatibility ideograph
		{0x0590, Disallowed, "", UNASSIGNED, JoinU, BidiR, ScriptOther},                      // unassigned, R by @missing
		{0x07BF, Disallowed, "", UNASSIGNED, JoinU, BidiAL, ScriptOther},                     // unassigned, AL by @missing
		{0x20CF, Disallowed, "", UNASSIGNED, JoinU, BidiET, ScriptOther},                     // unassigned, ET by @missing
		{0xFFFF, Disallowed, "", DISALLOWED, JoinU, BidiBN, ScriptOther},                     // noncharacter
		{0xD800, Disallowed, "", DISALLOWED, JoinU, BidiL, ScriptOther},                      // surrogate
		{0xE0001, Disallowed, "", DISALLOWED, JoinT, BidiBN, ScriptOther},                    // language tag
		{unicode.MaxRune, Disallowed, "", DISALLOWED, JoinU, BidiBN, ScriptOther},            // noncharacter
		{0x10FFFD, Disallowed, "", DISALLOWED, JoinU, BidiL, ScriptOther},                    // private use
		{0x0041, Mapped, "a", DISALLOWED, JoinU, BidiL, ScriptOther},                         // A
		{0x0130, Mapped, "i̇", DISALLOWED, JoinU, BidiL, ScriptOther},                        // İ
		{0xFDFA, std3(Mapped), "صلى الله عليه وسلم", DISALLOWED, JoinU, BidiAL, ScriptOther}, // longest mapping
	}
	for _, tt := range tests {
		p := Lookup(tt.r)
		st := p.Status()
		if st != tt.status || Default.Mapping(p) != tt.mapping || p.Derived() != tt.derived ||
			p.Joining() != tt.joining || p.Bidi() != tt.bidi || p.Script() != tt.script {
			t.Errorf("U+%04X: got %v %q %v %v %v %v, want %v %q %v %v %v %v", tt.r,
				st, Default.Mapping(p), p.Derived(), p.Joining(), p.Bidi(), p.Script(),
				tt.status, tt.mapping, tt.derived, tt.joining, tt.bidi, tt.script)
		}
	}
}

// std3 returns the status that a code point whose mapping involves a
// character outside the STD3 rules had in Unicode 15.0.0, where the mapping
// table still marked such code points.
func std3(s Status) Status {
	if Default.Version() != "15.0.0" {
		return s
	}
	if s == Mapped {
		return DisallowedSTD3Mapped
	}
	return DisallowedSTD3Valid
}

func TestMarkAndVirama(t *testing.T) {
	tests := []struct {
		r            rune
		mark, virama bool
	}{
		{'a', false, false},
		{0x0301, true, false}, // combining acute accent
		{0x094D, true, true},  // Devanagari sign virama
		{0x0DCA, true, true},  // Sinhala sign al-lakuna
		{0x0903, true, false}, // Devanagari sign visarga (Mc)
		{0x20DD, true, false}, // combining enclosing circle (Me)
	}
	for _, tt := range tests {
		p := Lookup(tt.r)
		if p.IsMark() != tt.mark || p.IsVirama() != tt.virama {
			t.Errorf("U+%04X: IsMark %v IsVirama %v, want %v %v", tt.r, p.IsMark(), p.IsVirama(), tt.mark, tt.virama)
		}
	}
}

func TestOutOfRange(t *testing.T) {
	for _, r := range []rune{-1, -0x110000, unicode.MaxRune + 1, math.MaxInt32, math.MinInt32} {
		p := Lookup(r)
		if p != 0 || p.Status() != Disallowed || Default.Mapping(p) != "" || p.Derived() != DISALLOWED ||
			p.NV8() || p.IsMark() || p.IsVirama() || p.Joining() != JoinU || p.Bidi() != BidiL ||
			p.Script() != ScriptOther {
			t.Errorf("Lookup(%d) = %#x (%v %v), want the zero Props", r, uint64(p), p.Status(), p.Derived())
		}
	}
}

func TestVersions(t *testing.T) {
	if v := Default.Version(); v != UnicodeVersion {
		t.Errorf("Default is Unicode %s, UnicodeVersion %s", v, UnicodeVersion)
	}
	for _, v := range []string{unicode.Version, norm.Version} {
		if v != UnicodeVersion {
			t.Errorf("UnicodeVersion is %s; unicode.Version is %s, norm.Version %s", UnicodeVersion, unicode.Version, norm.Version)
		}
	}
	if len(allTables) != len(unicodeversions.All) {
		t.Fatalf("%d tables, %d versions in unicodeversions.All", len(allTables), len(unicodeversions.All))
	}
	for i, tab := range allTables {
		v := unicodeversions.All[i]
		if tab.Version() != v.Version || tab.NormVersion() != v.NormVersion {
			t.Errorf("table %d is Unicode %s (norm %s), want %s (norm %s)", i, tab.Version(), tab.NormVersion(), v.Version, v.NormVersion)
		}
	}
}

func TestNoAllocs(t *testing.T) {
	runes := []rune{'a', 0x00DF, 0x1D400, 0xFDFA, 0x2F800, 0x10FFFF}
	var sink int
	n := testing.AllocsPerRun(100, func() {
		for _, r := range runes {
			p := Lookup(r)
			sink += len(Default.Mapping(p)) + int(p.Status()) + int(p.Bidi())
		}
	})
	if n != 0 {
		t.Errorf("Lookup and Mapping allocate %v times per run", n)
	}
	_ = sink
}

func TestPropsString(t *testing.T) {
	tests := []struct {
		r    rune
		want string
	}{
		{0xDF, `U+00DF deviation "ss" PVALID joining=U bidi=L`},
		{0x94D, `U+094D valid PVALID joining=T bidi=NSM mark virama`},
		{0x3042, `U+3042 valid PVALID joining=U bidi=L script=Hiragana`},
		{0x1D400, `U+1D400 mapped "a" DISALLOWED joining=U bidi=L`},
		{0x200C, `U+200C deviation "" CONTEXTJ joining=U bidi=BN`},
		{-1, `U+0000 disallowed DISALLOWED joining=U bidi=L`},
	}
	for _, tt := range tests {
		if got := Default.Describe(Lookup(tt.r)); got != tt.want {
			t.Errorf("Lookup(%U).Describe() = %s, want %s", tt.r, got, tt.want)
		}
	}
}
