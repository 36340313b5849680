package nameprep

import (
	"bufio"
	"flag"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/rule"
)

// TestNormalizationCorrections reads NormalizationCorrections.txt of the
// Unicode version of x/text and checks each entry: a decomposition
// corrected after Unicode 3.2 must be the original (Unicode 3.2) one in
// Normalize and Prepare, while x/text gives the corrected one; a correction
// entered in Unicode 3.2 itself (U+F951) must be kept.
func TestNormalizationCorrections(t *testing.T) {
	for _, version := range []string{"15.0.0", "17.0.0"} {
		t.Run(version, func(t *testing.T) {
			f, err := os.Open(shareddata.UnicodePath(t, version, "NormalizationCorrections.txt"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			after32 := map[rune]bool{}
			n := 0
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				line, _, _ := strings.Cut(sc.Text(), "#")
				if strings.TrimSpace(line) == "" {
					continue
				}
				fields := strings.Split(line, ";")
				if len(fields) != 4 {
					t.Fatalf("bad line %q", sc.Text())
				}
				cps, err := parseCodePoints(strings.Join(fields[:3], " "))
				if err != nil || len(cps) != 3 {
					t.Fatalf("bad line %q: %v", sc.Text(), err)
				}
				cp, original, corrected := cps[0], string(cps[1]), string(cps[2])
				v := strings.TrimSpace(fields[3])
				ver, err := parseVersion(v)
				if err != nil {
					t.Fatalf("bad line %q: %v", sc.Text(), err)
				}
				want := original
				if slices.Compare(ver, []int{3, 2, 0}) <= 0 {
					// Corrected in UnicodeData.txt of Unicode 3.2 already.
					want = corrected
				} else {
					after32[cp] = true
				}
				n++
				in := string(cp)
				if got, _ := Normalize(in); got != want {
					t.Errorf("Normalize(%U) = %+q, want %+q (corrected in %s)", cp, got, want, v)
				}
				if got, err := Prepare(in, false); got != want || err != nil {
					t.Errorf("Prepare(%U) = %+q, %v; want %+q", cp, got, err, want)
				}
				if got := norm.NFKC.String(in); got != corrected {
					t.Errorf("x/text NFKC(%U) = %+q, want the corrected %+q", cp, got, corrected)
				}
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}
			if n != 6 || len(after32) != 5 {
				t.Errorf("read %d corrections, %d after Unicode 3.2; want 6 and 5", n, len(after32))
			}
			// decomposition32 covers exactly the corrections after 3.2.
			for r := rune(0); r <= 0x10FFFF; r++ {
				if got := decomposition32(r) != ""; got != after32[r] {
					t.Errorf("decomposition32(%U) set: %v, want %v", r, got, after32[r])
				}
			}
		})
	}
}

// TestUnicode32Normalization checks inputs whose Unicode 3.2 NFKC differs
// from the NFKC of x/text, with the result x/text gives for contrast.
func TestUnicode32Normalization(t *testing.T) {
	long := func(base string, marks ...string) string {
		var b strings.Builder
		b.WriteString(base)
		for _, m := range marks {
			b.WriteString(m)
		}
		return b.String()
	}
	rep := strings.Repeat
	for _, tc := range []struct {
		name, in, want string
		asXText        bool // x/text gives the same result
	}{
		// Corrigendum #4, corrected in Unicode 4.0.
		{"2F868", "\U0002F868", "\U0002136A", false},
		{"2F874", "\U0002F874", "\u5F33", false},
		{"2F91F", "\U0002F91F", "\u43AB", false},
		{"2F95F", "\U0002F95F", "\u7AAE", false},
		{"2F9BF", "\U0002F9BF", "\u4D57", false},
		// Corrigendum #3: already in Unicode 3.2.
		{"F951", "\uF951", "\u964B", true},
		// U+1DC0 (Unicode 4.1, class 230) was unassigned in Unicode 3.2:
		// class 0, so U+0323 is not reordered before it nor composed with a.
		{"unassigned mark", "a\u1DC0\u0323", "a\u1DC0\u0323", false},
		// U+1B05 U+1B35 (Unicode 5.0) compose to U+1B06 only later.
		{"unassigned composition", "\u1B05\u1B35", "\u1B05\u1B35", false},
		// U+1F101 (Unicode 5.2) has a compatibility decomposition later.
		{"unassigned compatibility", "\U0001F101", "\U0001F101", false},
		{"unassigned mark 2", "o\u1DC4\u031B", "o\u1DC4\u031B", false},
		// More than 30 marks: no U+034F, all marks ordered and composed.
		{"31 marks", long("a", rep("\u0301", 31)), long("\u00E1", rep("\u0301", 30)), false},
		{"ordering beyond 30", long("a", rep("\u0301\u0316", 20)), long("\u00E1", rep("\u0316", 20), rep("\u0301", 19)), false},
		{"60 marks then base", long("a", rep("\u0308", 60), "b"), long("\u00E4", rep("\u0308", 59), "b"), false},
		{"only marks", rep("\u0316\u0301", 40), long(rep("\u0316", 40), rep("\u0301", 40)), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Normalize(tc.in)
			if got != tc.want || err != nil {
				t.Errorf("Normalize(%+q) = %+q, %v\nwant %+q\nx/text %+q", tc.in, got, err, tc.want, norm.NFKC.String(tc.in))
			}
			if x := norm.NFKC.String(tc.in); (x == tc.want) != tc.asXText {
				t.Errorf("x/text gives %+q: same as Unicode 3.2 is %v, want %v", x, !tc.asXText, tc.asXText)
			}
			if strings.Contains(got, "\u034F") {
				t.Errorf("Normalize(%+q) holds U+034F", tc.in)
			}
		})
	}
}

// TestCorrigendum5 pins the composition of the sequences of PRI #29: a
// starter that combines backward, after a combining mark, is not composed
// (Unicode 4.1, Corrigendum #5), as in x/text, ICU, libidn and Python.
func TestCorrigendum5(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"\u0B47\u0300\u0B3E", "\u0B47\u0300\u0B3E"},
		{"\u1100\u0300\u1161", "\u1100\u0300\u1161"},
		{"\uAC00\u0300\u11A8", "\uAC00\u0300\u11A8"},
		{"\u0B47\u0B3E", "\u0B4B"},
		{"\u1100\u1161\u11A8", "\uAC01"},
		{"\u3131\u314F", "\uAC00"}, // compatibility jamo
		{"\u1108\uFFCD", "\uBF5C"}, // halfwidth jamo after a conjoining one
		{"\uAC00\u3133", "\uAC03"}, // LV syllable + compatibility final
		{"\uFF76\uFF9E", "\u30AC"}, // halfwidth katakana + voiced mark
		{"\u30AB\uFF9E\uFF9E", "\u30AC\u3099"},
	} {
		if got, _ := Normalize(tc.in); got != tc.want {
			t.Errorf("Normalize(%+q) = %+q, want %+q", tc.in, got, tc.want)
		}
	}
}

// TestUnassignedUnchanged checks that every code point of table A.1 passes
// through Prepare unchanged when unassigned code points are allowed, and is
// rejected when they are not. No A.1 code point is in another table.
func TestUnassignedUnchanged(t *testing.T) {
	n := 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		if !tableA1.contains(r) {
			continue
		}
		n++
		in := string(r)
		if got, err := Prepare(in, true); got != in || err != nil {
			t.Fatalf("Prepare(%U, true) = %+q, %v; want it unchanged", r, got, err)
		}
		_, err := Prepare(in, false)
		if e, ok := err.(*Error); !ok || e.Code != rule.NP_UNASSIGNED || e.Table != "A.1" || e.Rune != r || e.Offset != 0 {
			t.Fatalf("Prepare(%U, false): error %v, want unassigned A.1", r, err)
		}
	}
	if n != 879309 {
		t.Errorf("%d code points in A.1, want 879309", n)
	}
}

// TestNoUnassignedFromAssigned checks, for every code point assigned in
// Unicode 3.2, that mapping and normalization produce no code point of
// table A.1. So checking A.1 on the output, as Prepare does, rejects the
// same labels as checking it on the input.
func TestNoUnassignedFromAssigned(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		if tableA1.contains(r) || r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		m, _ := Map(string(r))
		out, _ := Normalize(m)
		for _, c := range out {
			if tableA1.contains(c) {
				t.Errorf("%U prepares to %+q, holding unassigned %U", r, out, c)
			}
		}
	}
}

// TestNoNewComposites checks that x/text composes no sequence of code
// points assigned in Unicode 3.2 into a code point assigned later. If it
// did, normalizing Unicode 3.2 text with x/text would not give the
// Unicode 3.2 result.
func TestNoNewComposites(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		if !tableA1.contains(r) {
			continue
		}
		d := norm.NFD.String(string(r))
		if d == string(r) {
			continue
		}
		old := true
		for _, c := range d {
			old = old && !tableA1.contains(c)
		}
		if old && norm.NFC.String(d) == string(r) {
			t.Errorf("x/text composes %+q, assigned in Unicode 3.2, into %U", d, r)
		}
	}
}

// randomAssigned returns random strings of code points assigned in Unicode
// 3.2 from ranges rich in compositions and compatibility decompositions.
func randomAssigned(rng *rand.Rand, maxLen int) string {
	ranges := [][2]rune{
		{0x41, 0x7A}, {0xA0, 0x24F}, {0x300, 0x362}, {0x370, 0x3FF}, {0x400, 0x4FF},
		{0x591, 0x5C4}, {0x5D0, 0x5EA}, {0x621, 0x655}, {0x900, 0x97F}, {0xB00, 0xB7F},
		{0xBC6, 0xBD7}, {0xCC6, 0xCD6}, {0xD46, 0xD57}, {0xDD9, 0xDDF}, {0xF71, 0xF81},
		{0x1100, 0x11F9}, {0x1E00, 0x1FFF}, {0x2000, 0x218F}, {0x2460, 0x24FF},
		{0x3099, 0x30FF}, {0x3131, 0x318E}, {0x3300, 0x33FF}, {0xAC00, 0xAC40},
		{0xF900, 0xFA2D}, {0xFB00, 0xFB4F}, {0xFE70, 0xFEFF}, {0xFF00, 0xFFEF},
		{0x1D15E, 0x1D1C0}, {0x1D400, 0x1D7FF},
	}
	var b []byte
	n := 1 + rng.IntN(maxLen)
	for len([]rune(string(b))) < n {
		rg := ranges[rng.IntN(len(ranges))]
		r := rg[0] + rune(rng.IntN(int(rg[1]-rg[0]+1)))
		if tableA1.contains(r) || decomposition32(r) != "" {
			continue
		}
		b = utf8.AppendRune(b, r)
	}
	return string(b)
}

// TestNormalizeMatchesXText checks the segment-by-segment normalization
// against x/text's NFKC of the whole string, on random strings of code
// points assigned in Unicode 3.2 (without the five corrected ones), where
// both must agree.
func TestNormalizeMatchesXText(t *testing.T) {
	rng := rand.New(rand.NewPCG(3491, 3454))
	for range 200000 {
		s := randomAssigned(rng, 8)
		got, err := Normalize(s)
		if want := norm.NFKC.String(s); got != want || err != nil {
			t.Fatalf("Normalize(%+q) = %+q, %v; x/text %+q", s, got, err, want)
		}
	}
}

// TestIdempotentSingles checks that Prepare returns its own output
// unchanged, for the result of every code point.
func TestIdempotentSingles(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		p, err := Prepare(string(r), true)
		if err != nil {
			continue
		}
		if q, err := Prepare(p, true); q != p || err != nil {
			t.Errorf("Prepare(%U) = %+q, but Prepare(%+q) = %+q, %v", r, p, p, q, err)
		}
	}
}

// parseVersion parses a Unicode version such as "3.2.0" into its numbers,
// which compare with slices.Compare ("10.0.0" is after "3.2.0").
func parseVersion(v string) ([]int, error) {
	parts := strings.Split(v, ".")
	nums := make([]int, len(parts))
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return nil, &strconv.NumError{Func: "parseVersion", Num: v, Err: strconv.ErrSyntax}
		}
		nums[i] = n
	}
	return nums, nil
}

func TestParseVersion(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		cmp  int
	}{
		{"3.2.0", "3.2.0", 0},
		{"3.1.1", "3.2.0", -1},
		{"4.0.0", "3.2.0", 1},
		{"10.0.0", "3.2.0", 1}, // before "3.2.0" as strings
		{"3.10.0", "3.2.0", 1},
	} {
		a, errA := parseVersion(tt.a)
		b, errB := parseVersion(tt.b)
		if errA != nil || errB != nil {
			t.Fatalf("parseVersion(%q), parseVersion(%q): %v, %v", tt.a, tt.b, errA, errB)
		}
		if got := slices.Compare(a, b); got != tt.cmp {
			t.Errorf("compare %q with %q = %d, want %d", tt.a, tt.b, got, tt.cmp)
		}
	}
	for _, bad := range []string{"", "3.2.x", "3..0", "-1.0"} {
		if _, err := parseVersion(bad); err == nil {
			t.Errorf("parseVersion(%q) succeeded", bad)
		}
	}
}

// idempotentN is the number of random strings of TestIdempotentRandom; a
// longer run: go test -run TestIdempotentRandom ./nameprep -idempotent.n=3000000
var idempotentN = flag.Int("idempotent.n", 50000, "number of random strings TestIdempotentRandom prepares")

// TestIdempotentRandom checks idempotence on random strings of code points
// assigned in Unicode 3.2, rich in mappings and compositions. The strings
// come from a fixed seed, so a run with a larger -idempotent.n repeats and
// extends the default one.
func TestIdempotentRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3490, 3491))
	for range *idempotentN {
		s := randomAssigned(rng, 6)
		p, err := Prepare(s, true)
		if err != nil {
			continue
		}
		if q, err := Prepare(p, true); q != p || err != nil {
			t.Fatalf("Prepare(%+q) = %+q, but Prepare(%+q) = %+q, %v", s, p, p, q, err)
		}
	}
}
