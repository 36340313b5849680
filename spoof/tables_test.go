package spoof

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/spoof/internal/gen"
)

// The tests in this file check the generated tables against the data files
// with a parser of their own, entry by entry, and check that the generator
// reproduces the committed table files.

func TestUnicodeVersions(t *testing.T) {
	if unicodeVersion != idna.UnicodeVersion {
		t.Errorf("unicodeVersion = %s, but idna.UnicodeVersion is %s", unicodeVersion, idna.UnicodeVersion)
	}
	if UnicodeVersion != norm.Version {
		t.Errorf("UnicodeVersion = %s, but golang.org/x/text/unicode/norm has %s", UnicodeVersion, norm.Version)
	}
	if UnicodeVersion != unicode.Version {
		t.Errorf("UnicodeVersion = %s, but package unicode has %s", UnicodeVersion, unicode.Version)
	}
}

// ucdLines returns the data lines of a UCD-style file, comments removed,
// split at semicolons and trimmed.
func ucdLines(t *testing.T, name string) [][]string {
	t.Helper()
	path := shareddata.UnicodePath(t, UnicodeVersion, name)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, ";")
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no data lines", path)
	}
	return out
}

func hexRune(t *testing.T, s string) rune {
	t.Helper()
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		t.Fatalf("bad code point %q", s)
	}
	return rune(v)
}

func hexRange(t *testing.T, s string) (rune, rune) {
	t.Helper()
	a, b, ok := strings.Cut(s, "..")
	if !ok {
		b = a
	}
	return hexRune(t, a), hexRune(t, b)
}

// indexOfCode returns the script number of an ISO 15924 code.
func indexOfCode(t *testing.T, code string) int {
	t.Helper()
	i := slices.Index(scriptCodes[:], code)
	if i < 0 {
		t.Fatalf("script code %s missing from scriptCodes", code)
	}
	return i
}

func TestScriptSetsMatchData(t *testing.T) {
	// Script property, long names.
	sc := make([]int, unicode.MaxRune+1)
	for i := range sc {
		sc[i] = scriptZzzz
	}
	names := map[string]bool{}
	for _, f := range ucdLines(t, "Scripts.txt") {
		lo, hi := hexRange(t, f[0])
		i := slices.Index(scriptNames[:], f[1])
		if i < 0 {
			t.Fatalf("script %s missing from scriptNames", f[1])
		}
		names[f[1]] = true
		for r := lo; r <= hi; r++ {
			sc[r] = i
		}
	}
	// Every script of the data has a number, and nothing else has one
	// besides Unknown and the three UTS #39 combinations.
	if want := len(names) + 4; len(scriptCodes) != want {
		t.Errorf("%d scripts in the tables, want %d", len(scriptCodes), want)
	}

	// Script_Extensions, short names.
	scx := make([][]int, unicode.MaxRune+1)
	for _, f := range ucdLines(t, "ScriptExtensions.txt") {
		lo, hi := hexRange(t, f[0])
		var ids []int
		for _, c := range strings.Fields(f[1]) {
			ids = append(ids, indexOfCode(t, c))
		}
		for r := lo; r <= hi; r++ {
			scx[r] = ids
			// The long-name and short-name tables agree: a character of
			// a real script lists that script among its extensions.
			if s := sc[r]; s != scriptZyyy && s != scriptZinh && !slices.Contains(ids, s) {
				t.Fatalf("%U: Script %s (%s) not among its extensions %s; scriptCodes and scriptNames disagree",
					r, scriptNames[s], scriptCodes[s], f[1])
			}
		}
	}

	failures := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		var want scriptSet
		ids := scx[r]
		if ids == nil {
			ids = []int{sc[r]}
		}
		if len(ids) == 1 && (ids[0] == scriptZyyy || ids[0] == scriptZinh) {
			want = allScripts
		} else {
			add := func(i int) { want[i/64] |= 1 << (i % 64) }
			for _, i := range ids {
				add(i)
				switch i {
				case scriptHani:
					add(scriptHanb)
					add(scriptJpan)
					add(scriptKore)
				case scriptHira, scriptKana:
					add(scriptJpan)
				case scriptHang:
					add(scriptKore)
				case scriptBopo:
					add(scriptHanb)
				}
			}
		}
		if got := scriptSetOf(r); *got != want {
			t.Errorf("scriptSetOf(%U) = {%s}, want {%s}", r, scriptList(got), scriptList(&want))
			if failures++; failures == 10 {
				t.Fatal("too many failures")
			}
		}
	}
}

func TestAllowedMatchesData(t *testing.T) {
	want := make([]bool, unicode.MaxRune+1)
	for _, f := range ucdLines(t, "IdentifierStatus.txt") {
		if f[1] != "Allowed" {
			t.Fatalf("unexpected status %q", f[1])
		}
		lo, hi := hexRange(t, f[0])
		for r := lo; r <= hi; r++ {
			want[r] = true
		}
	}
	failures := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if got := isAllowed(r); got != want[r] {
			t.Errorf("isAllowed(%U) = %v, want %v", r, got, want[r])
			if failures++; failures == 10 {
				t.Fatal("too many failures")
			}
		}
	}
	// Spot checks that do not depend on the parser above.
	for _, r := range []rune{'a', 'z', '0', '-', 'ü', 'а', 'ο', '例', 'え', '한'} {
		if !isAllowed(r) {
			t.Errorf("isAllowed(%U) = false, want true", r)
		}
	}
	for _, r := range []rune{'!', ' ', 0, 0x200B, 0x200D, 0x0251, 0x01C4, 0x13A0} {
		if isAllowed(r) {
			t.Errorf("isAllowed(%U) = true, want false", r)
		}
	}
}

func TestAllowedNotPVALIDMatchesData(t *testing.T) {
	pvalid := make([]bool, unicode.MaxRune+1)
	for _, f := range ucdLines(t, "Idna2008.txt") {
		if f[1] != "PVALID" {
			continue
		}
		lo, hi := hexRange(t, f[0])
		for r := lo; r <= hi; r++ {
			pvalid[r] = true
		}
	}
	failures := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := isAllowed(r) && !pvalid[r] // isAllowed: TestAllowedMatchesData
		if got := isAllowedNotPVALID(r); got != want {
			t.Errorf("isAllowedNotPVALID(%U) = %v, want %v", r, got, want)
			if failures++; failures == 10 {
				t.Fatal("too many failures")
			}
		}
	}
	// Facts of RFC 5892: upper case and U+00B7 (CONTEXTO) are not PVALID,
	// lower-case letters are.
	for _, tt := range []struct {
		r    rune
		want bool
	}{{'A', true}, {0x00B7, true}, {0x30FB, true}, {'a', false}, {0x00FC, false}, {0x4F8B, false}} {
		if got := isAllowedNotPVALID(tt.r); got != tt.want {
			t.Errorf("isAllowedNotPVALID(%U) = %v, want %v", tt.r, got, tt.want)
		}
	}
}

func TestConfusablesMatchData(t *testing.T) {
	want := map[rune]string{}
	for _, f := range ucdLines(t, "confusables.txt") {
		var b strings.Builder
		for _, h := range strings.Fields(f[1]) {
			b.WriteRune(hexRune(t, h))
		}
		want[hexRune(t, f[0])] = b.String()
	}
	if len(confusables) != len(want) {
		t.Errorf("%d confusables in the table, %d in the data", len(confusables), len(want))
	}
	failures := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		got, ok := prototype(r)
		w, wok := want[r]
		if got != w || ok != wok {
			t.Errorf("prototype(%U) = %+q, %v; want %+q, %v", r, got, ok, w, wok)
			if failures++; failures == 10 {
				t.Fatal("too many failures")
			}
		}
	}
}

// recommended lists the Recommended scripts of UAX #31 Table 5 (Common and
// Inherited left out). Unicode 17.0.0 gives every Bopomofo letter
// Identifier_Type=Limited_Use, so Bopomofo is no longer among them.
var recommended = map[string][]string{
	"15.0.0": {"Arab", "Armn", "Beng", "Bopo", "Cyrl", "Deva", "Ethi", "Geor", "Grek", "Gujr",
		"Guru", "Hang", "Hani", "Hebr", "Hira", "Kana", "Khmr", "Knda", "Laoo", "Latn", "Mlym",
		"Mymr", "Orya", "Sinh", "Taml", "Telu", "Thaa", "Thai", "Tibt"},
	"17.0.0": {"Arab", "Armn", "Beng", "Cyrl", "Deva", "Ethi", "Geor", "Grek", "Gujr",
		"Guru", "Hang", "Hani", "Hebr", "Hira", "Kana", "Khmr", "Knda", "Laoo", "Latn", "Mlym",
		"Mymr", "Orya", "Sinh", "Taml", "Telu", "Thaa", "Thai", "Tibt"},
}

func TestRecommendedScripts(t *testing.T) {
	var want scriptSet
	for _, c := range recommended[UnicodeVersion] {
		i := indexOfCode(t, c)
		want[i/64] |= 1 << (i % 64)
	}
	if recommendedScripts != want {
		t.Errorf("recommendedScripts = {%s}, want {%s}", scriptList(&recommendedScripts), scriptList(&want))
	}
}

// TestDefaultIgnorable checks the derivation of Default_Ignorable_Code_Point
// against IdentifierType.txt, which gives Identifier_Type=Default_Ignorable
// to every assigned default-ignorable character that is not Deprecated.
func TestDefaultIgnorable(t *testing.T) {
	types := map[rune][]string{}
	for _, f := range ucdLines(t, "IdentifierType.txt") {
		lo, hi := hexRange(t, f[0])
		for r := lo; r <= hi; r++ {
			types[r] = strings.Fields(f[1])
		}
	}
	assigned := func(r rune) bool { return *scriptSetOf(r) != scriptSets[0] }
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if got, want := isDefaultIgnorable(r), isDefaultIgnorableSlow(r); got != want {
			t.Fatalf("isDefaultIgnorable(%U) = %v, but the derivation gives %v", r, got, want)
		}
		ty := types[r]
		di := isDefaultIgnorable(r)
		switch {
		case slices.Contains(ty, "Default_Ignorable") && !di:
			t.Errorf("%U has Identifier_Type %v but isDefaultIgnorable is false", r, ty)
		case di && assigned(r) && !slices.Contains(ty, "Default_Ignorable") && !slices.Contains(ty, "Deprecated"):
			t.Errorf("isDefaultIgnorable(%U) is true but its Identifier_Type is %v", r, ty)
		}
	}
	// From DerivedCoreProperties.txt, independent of IdentifierType.txt.
	for _, r := range []rune{0xAD, 0x34F, 0x61C, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x202E, 0x2060, 0x2065, 0x206F, 0x3164, 0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0, 0x1D173, 0xE0001, 0xE0100, 0xE0FFF} {
		if !isDefaultIgnorable(r) {
			t.Errorf("isDefaultIgnorable(%U) = false, want true", r)
		}
	}
	for _, r := range []rune{'a', ' ', 0x85, 0x600, 0x6DD, 0x70F, 0x110BD, 0x2028, 0xFFF9, 0xFFFB, 0x13430, 0x1BCA4, 0xDFFFF} {
		if isDefaultIgnorable(r) {
			t.Errorf("isDefaultIgnorable(%U) = true, want false", r)
		}
	}
}

func TestDigitZero(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		z := digitZero(r)
		if !unicode.Is(unicode.Nd, r) {
			if z != -1 {
				t.Fatalf("digitZero(%U) = %U, want -1 for a non-digit", r, z)
			}
			continue
		}
		if z < 0 || r-z > 9 || r < z {
			t.Fatalf("digitZero(%U) = %U", r, z)
		}
		for d := z; d <= z+9; d++ {
			if !unicode.Is(unicode.Nd, d) {
				t.Fatalf("digitZero(%U) = %U, but %U is not a digit", r, z, d)
			}
		}
		if unicode.Is(unicode.Nd, z-1) && digitZero(z-1) != z-10 {
			t.Fatalf("digit systems at %U and before it overlap", z)
		}
	}
	for _, tt := range []struct{ r, zero rune }{
		{'7', '0'}, {'٣', '٠'}, {'۳', '۰'}, {'३', '०'}, {'３', '０'},
		{0x1D7D0, 0x1D7CE}, {0x1D7D9, 0x1D7D8}, {0x1D7FF, 0x1D7F6},
		{'a', -1}, {'Ⅳ', -1}, {'²', -1}, {'½', -1},
	} {
		if got := digitZero(tt.r); got != tt.zero {
			t.Errorf("digitZero(%U) = %U, want %U", tt.r, got, tt.zero)
		}
	}
}

// TestLDHSkeletons checks what ldhSkeleton relies on: the skeleton of every
// letter, digit and hyphen is ASCII, and every character in those skeletons
// is itself the skeleton of one.
func TestLDHSkeletons(t *testing.T) {
	const ldh = "abcdefghijklmnopqrstuvwxyz0123456789-"
	single := map[string]bool{}
	for _, c := range ldh {
		sk := Skeleton(string(c))
		for i := 0; i < len(sk); i++ {
			if sk[i] >= utf8.RuneSelf {
				t.Fatalf("skeleton of %q is %+q, not ASCII", c, sk)
			}
		}
		single[sk] = true
	}
	for c := range utf8.RuneSelf {
		if ldhSkeleton[c] && !single[string(rune(c))] {
			t.Errorf("%q occurs in an LDH skeleton but is not the skeleton of an LDH character", rune(c))
		}
	}
	// Facts of confusables.txt: m looks like rn, 1 like l, 0 like O.
	for _, tt := range [][2]string{{"m", "rn"}, {"1", "l"}, {"0", "O"}, {"a", "a"}, {"-", "-"}} {
		if got := Skeleton(tt[0]); got != tt[1] {
			t.Errorf("Skeleton(%q) = %q, want %q", tt[0], got, tt[1])
		}
	}
}

// TestGenerator checks that the generator reproduces both committed table
// files byte for byte. The generator reads only the data files (it needs
// neither norm nor unicode), so both versions can be checked with any
// toolchain.
func TestGenerator(t *testing.T) {
	for _, v := range []string{"15.0.0", "17.0.0"} {
		t.Run(v, func(t *testing.T) {
			dir := filepath.Dir(shareddata.UnicodePath(t, v, gen.Files[0]))
			for _, f := range gen.Files[1:] {
				shareddata.UnicodePath(t, v, f)
			}
			got, err := gen.Generate(v, dir)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(gen.FileName(v))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s is not what the generator produces from %s; run go generate", gen.FileName(v), dir)
			}
		})
	}
}
