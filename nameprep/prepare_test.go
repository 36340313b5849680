package nameprep

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"

	"github.com/xn-go/xn/rule"
)

// prepCase is one input of Prepare with its expected output or error.
type prepCase struct {
	name  string
	in    string
	allow bool   // allowUnassigned
	want  string // expected output when err is nil
	err   *Error // expected error
}

func runPrepCases(t *testing.T, cases []prepCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Prepare(tc.in, tc.allow)
			if tc.err == nil {
				if got != tc.want || err != nil {
					t.Errorf("Prepare(%+q, %v) = %+q, %v; want %+q", tc.in, tc.allow, got, err, tc.want)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || got != "" {
				t.Fatalf("Prepare(%+q, %v) = %+q, %v; want error %v", tc.in, tc.allow, got, err, tc.err)
			}
			if *e != *tc.err {
				t.Errorf("Prepare(%+q, %v) error %+v\nwant %+v", tc.in, tc.allow, *e, *tc.err)
			}
		})
	}
}

func prohibited(tb string, off int, r rune) *Error {
	return &Error{Code: rule.NP_PROHIBITED, Table: tb, Offset: off, Rune: r}
}

func TestPrepareMapping(t *testing.T) {
	runPrepCases(t, []prepCase{
		// B.1: mapped to nothing.
		{name: "B.1 soft hyphen", in: "ab\u00ADc", want: "abc"},
		{name: "B.1 CGJ", in: "a\u034Fb", want: "ab"},
		{name: "B.1 ZWNJ ZWJ", in: "a\u200C\u200Db", want: "ab"},
		{name: "B.1 word joiner", in: "a\u2060", want: "a"},
		{name: "B.1 variation selectors", in: "\uFE00a\uFE0F", want: "a"},
		{name: "B.1 BOM", in: "\uFEFFa", want: "a"},
		{name: "B.1 only", in: "\u200B\u00AD", want: ""},
		{name: "B.1 between base and mark", in: "e\u00AD\u0301", want: "\u00E9"},
		// B.2: case folding.
		{name: "B.2 ASCII", in: "ExAmPlE", want: "example"},
		{name: "B.2 Latin-1", in: "\u00C0\u00DE", want: "\u00E0\u00FE"},
		{name: "B.2 sharp s", in: "Stra\u00DFe", want: "strasse"},
		{name: "B.2 dotted I", in: "\u0130", want: "i\u0307"},
		{name: "B.2 final sigma", in: "\u03C2", want: "\u03C3"},
		{name: "B.2 Cyrillic", in: "\u041F\u0420", want: "\u043F\u0440"},
		{name: "B.2 Deseret", in: "\U00010400", want: "\U00010428"},
		{name: "B.2 additional folding", in: "\u2121", want: "tel"},
		{name: "B.2 math letter", in: "\U0001D400", want: "a"},
		{name: "B.2 ypogegrammeni", in: "\u1FB3", want: "\u03B1\u03B9"},
		{name: "B.2 long s", in: "\u017F", want: "s"},
		// Not in B.2: letters whose lower case was added after 3.2.
		{name: "B.2 not Georgian", in: "\u10A0", want: "\u10A0"},
		// Normalization (NFKC).
		{name: "NFKC compose", in: "e\u0301", want: "\u00E9"},
		{name: "NFKC compat", in: "\uFB01", want: "fi"},
		{name: "NFKC fullwidth", in: "\uFF21\uFF22", want: "ab"},
		{name: "NFKC Hangul jamo", in: "\u1100\u1161", want: "\uAC00"},
		{name: "NFKC 2F868", in: "\U0002F868", want: "\U0002136A"},
		// Unchanged input, including spaces and controls that nameprep
		// allows (C.1.1 and C.2.1 are not nameprep tables).
		{name: "unchanged", in: "b\u00FCcher", want: "b\u00FCcher"},
		{name: "ASCII space and controls", in: " \x00\x1f\x7f", want: " \x00\x1f\x7f"},
		{name: "empty", in: "", want: ""},
	})
}

func TestPrepareProhibited(t *testing.T) {
	runPrepCases(t, []prepCase{
		{name: "C.1.2", in: "a\u1680", err: prohibited("C.1.2", 1, 0x1680)},
		{name: "C.1.2 normalized away", in: "a\u3000b", want: "a b"},
		{name: "C.2.2 NEL", in: "\u0085", err: prohibited("C.2.2", 0, 0x85)},
		{name: "C.2.2 line separator", in: "ab\u2028", err: prohibited("C.2.2", 2, 0x2028)},
		{name: "C.2.2 musical", in: "\U0001D173", err: prohibited("C.2.2", 0, 0x1D173)},
		{name: "C.2.2 before C.6", in: "\uFFF9", err: prohibited("C.2.2", 0, 0xFFF9)},
		{name: "C.3 plane 0", in: "\uE000", err: prohibited("C.3", 0, 0xE000)},
		{name: "C.3 plane 16", in: "x\U0010FFFD", err: prohibited("C.3", 1, 0x10FFFD)},
		{name: "C.4", in: "\uFDD0", err: prohibited("C.4", 0, 0xFDD0)},
		{name: "C.4 plane 1", in: "\U0001FFFF", err: prohibited("C.4", 0, 0x1FFFF)},
		{name: "C.5 surrogate", in: "a\xED\xA0\x80", err: prohibited("C.5", 1, 0xD800)},
		{name: "C.6", in: "\uFFFD", err: prohibited("C.6", 0, 0xFFFD)},
		{name: "C.7", in: "\u2FF0", err: prohibited("C.7", 0, 0x2FF0)},
		{name: "C.8 LRM", in: "\u200E", err: prohibited("C.8", 0, 0x200E)},
		{name: "C.8 RLO", in: "\u202E", err: prohibited("C.8", 0, 0x202E)},
		{name: "C.8 tone mark normalized away", in: "a\u0341", want: "\u00E1"},
		{name: "C.9", in: "\U000E0001", err: prohibited("C.9", 0, 0xE0001)},
		{name: "C.9 tag", in: "\U000E007F", err: prohibited("C.9", 0, 0xE007F)},
		// Offsets are in the input: the deleted and expanded characters
		// before U+1680 do not shift it.
		{name: "input offset", in: "\u00AD\u00DF\u2121\u1680", err: prohibited("C.1.2", 7, 0x1680)},
		// The first prohibited character is reported.
		{name: "first of two", in: "\u200E\u1680", err: prohibited("C.8", 0, 0x200E)},
		// Prohibition comes before bidi and unassigned.
		{name: "before bidi", in: "a\u05D0\u1680", err: prohibited("C.1.2", 3, 0x1680)},
		{name: "before unassigned", in: "\u0221\u1680", err: prohibited("C.1.2", 2, 0x1680)},
	})
}

func TestPrepareBidi(t *testing.T) {
	mixed := func(off int, r rune) *Error { return &Error{Code: rule.NP_BIDI, Table: "D.2", Offset: off, Rune: r} }
	ends := func(off int, r rune) *Error { return &Error{Code: rule.NP_BIDI, Table: "D.1", Offset: off, Rune: r} }
	runPrepCases(t, []prepCase{
		{name: "Hebrew", in: "\u05E9\u05DC\u05D5\u05DD", want: "\u05E9\u05DC\u05D5\u05DD"},
		{name: "Arabic with digit inside", in: "\u0627\u0031\u0628", want: "\u0627\u0031\u0628"},
		{name: "Arabic-Indic digits only", in: "\u0661\u0662", want: "\u0661\u0662"},
		{name: "Arabic with mark inside", in: "\u0628\u064E\u0628", want: "\u0628\u064E\u0628"},
		{name: "no RandALCat", in: "abc-123", want: "abc-123"},
		{name: "RandALCat after mapping", in: "\uFB4F", want: "\u05D0\u05DC"},
		{name: "mixed L first", in: "ab\u05D0", err: mixed(2, 0x05D0)},
		{name: "mixed RandAL first", in: "\u05D0\u05D1a\u05D2", err: mixed(4, 'a')},
		{name: "mixed after folding", in: "\u05D0A\u05D1", err: mixed(2, 'a')},
		{name: "mixed wins over ends", in: "1\u05D0a", err: mixed(3, 'a')},
		{name: "ends digit", in: "\u0627\u0031", err: ends(2, '1')},
		{name: "starts with digit", in: "1\u05D0", err: ends(0, '1')},
		{name: "starts with hyphen", in: "-\u05D0", err: ends(0, '-')},
		{name: "ends with mark", in: "\u05D0\u05B4", err: ends(2, 0x05B4)},
		{name: "ends with mark after NFKC", in: "\uFB1D", err: ends(0, 0x05B4)},
		{name: "before unassigned", in: "\u05D0a\u0221", err: mixed(2, 'a')},
		// Bidi characters made by normalization (U+FD50 is a ligature of
		// three Arabic letters), reported at the input offset.
		{name: "ligature", in: "foo\uFD50bar", err: mixed(3, 0x062A)},
	})
}

func TestPrepareUnassigned(t *testing.T) {
	unassigned := func(off int, r rune) *Error {
		return &Error{Code: rule.NP_UNASSIGNED, Table: "A.1", Offset: off, Rune: r}
	}
	runPrepCases(t, []prepCase{
		{name: "allowed", in: "a\u0221b", allow: true, want: "a\u0221b"},
		{name: "forbidden", in: "a\u0221b", err: unassigned(1, 0x0221)},
		{name: "allowed, folding around", in: "A\u0221B", allow: true, want: "a\u0221b"},
		{name: "forbidden after mapping", in: "\u00AD\u00DF\U000E0002", err: unassigned(4, 0xE0002)},
		{name: "first of two", in: "\u0221\u0234", err: unassigned(0, 0x0221)},
		{name: "plane 14", in: "\U000E0002", allow: true, want: "\U000E0002"},
		{name: "allowed, not normalized", in: "\U0001F101", allow: true, want: "\U0001F101"},
		{name: "assigned only", in: "\u00E9", want: "\u00E9"},
	})
}

func TestPrepareInvalidUTF8(t *testing.T) {
	utf8Err := func(off int) *Error { return &Error{Code: rule.UTF8, Offset: off, Rune: -1} }
	runPrepCases(t, []prepCase{
		{name: "lone byte", in: "\xff", err: utf8Err(0)},
		{name: "after ASCII", in: "abc\x80", err: utf8Err(3)},
		{name: "truncated", in: "a\xC3", err: utf8Err(1)},
		{name: "overlong", in: "\xC0\x80", err: utf8Err(0)},
		{name: "truncated surrogate", in: "\xED\xA0", err: utf8Err(0)},
		{name: "beyond U+10FFFF", in: "\xF4\x90\x80\x80", err: utf8Err(0)},
		{name: "after a prohibited character", in: "\u1680\xff", err: utf8Err(3)},
		{name: "after upper case", in: "ABC\xfe", err: utf8Err(3)},
		// U+FFFD itself is valid UTF-8, and prohibited (C.6).
		{name: "replacement character", in: "\uFFFD", err: prohibited("C.6", 0, 0xFFFD)},
	})
}

func TestErrorMessages(t *testing.T) {
	for _, tc := range []struct {
		in    string
		allow bool
		want  string
	}{
		{"a\u1680", true, "nameprep: prohibited code point U+1680 (table C.1.2) at byte 1"},
		{"\U000E0001", true, "nameprep: prohibited code point U+E0001 (table C.9) at byte 0"},
		{"\u05D0a", true, "nameprep: bidi: RandALCat and LCat mixed: U+0061 at byte 2"},
		{"\u0627\u0031", true, "nameprep: bidi: must start and end with RandALCat: U+0031 at byte 2"},
		{"\U000E0002", false, "nameprep: unassigned code point U+E0002 (table A.1) at byte 0"},
		{"ab\xff", false, "nameprep: invalid UTF-8 at byte 2"},
	} {
		_, err := Prepare(tc.in, tc.allow)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Prepare(%+q) error %q, want %q", tc.in, err, tc.want)
		}
	}
}

// TestStepsEqualPrepare checks that Prepare gives the output, or the rule,
// table and code point of the error, of the step functions run in turn.
func TestStepsEqualPrepare(t *testing.T) {
	inputs := []string{
		"", "abc", "ABC", "\u00AD\u1680", "a\u05D0", "\u0627\u0031", "\U000E0002",
		"\U0002F868", "a\u1DC0\u0323", "Stra\u00DFe", "\u3131\u314F", "\xff",
		"a" + strings.Repeat("\u0301", 40), "\uFB1D", "foo\uFD50bar", "\u0221\u05D0a",
	}
	lines, _ := readDataLines(t, "python-sequences.txt")
	for _, line := range lines {
		in, _, _ := strings.Cut(line, ";")
		rs, err := parseCodePoints(in)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, encode(rs))
	}
	for _, in := range inputs {
		for _, allow := range []bool{true, false} {
			got, gotErr := Prepare(in, allow)
			want, wantErr := steps(in, allow)
			if got != want || !sameError(gotErr, wantErr) {
				t.Errorf("Prepare(%+q, %v) = %+q, %v\nsteps: %+q, %v", in, allow, got, gotErr, want, wantErr)
			}
		}
	}
}

// steps runs the step functions in the order of Prepare.
func steps(in string, allow bool) (string, error) {
	s, err := Map(in)
	if err != nil {
		return "", err
	}
	if s, err = Normalize(s); err != nil {
		return "", err
	}
	if err := checkProhibited(s); err != nil {
		return "", err
	}
	if err := checkBidi(s); err != nil {
		return "", err
	}
	if !allow {
		if err := checkUnassigned(s); err != nil {
			return "", err
		}
	}
	return s, nil
}

// sameError compares two errors of this package, except their offsets.
func sameError(a, b error) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	var ea, eb *Error
	if !errors.As(a, &ea) || !errors.As(b, &eb) {
		return false
	}
	return ea.Code == eb.Code && ea.Table == eb.Table && ea.Rune == eb.Rune
}

func TestStepOffsets(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want Error
	}{
		{"checkProhibited", checkProhibited("ab\u200E"), Error{Code: rule.NP_PROHIBITED, Table: "C.8", Offset: 2, Rune: 0x200E}},
		{"checkProhibited first table", checkProhibited("\uFFFC"), Error{Code: rule.NP_PROHIBITED, Table: "C.2.2", Offset: 0, Rune: 0xFFFC}},
		{"checkBidi", checkBidi("\u05D0\u05D1x"), Error{Code: rule.NP_BIDI, Table: "D.2", Offset: 4, Rune: 'x'}},
		{"checkBidi ends", checkBidi("\u05D0\u05D1 "), Error{Code: rule.NP_BIDI, Table: "D.1", Offset: 4, Rune: ' '}},
		{"checkUnassigned", checkUnassigned("a\U000E0002"), Error{Code: rule.NP_UNASSIGNED, Table: "A.1", Offset: 1, Rune: 0xE0002}},
		{"Map", func() error { _, err := Map("a\xC3"); return err }(), Error{Code: rule.UTF8, Offset: 1, Rune: -1}},
		{"Normalize", func() error { _, err := Normalize("\x80"); return err }(), Error{Code: rule.UTF8, Offset: 0, Rune: -1}},
	} {
		var e *Error
		if !errors.As(tc.err, &e) || *e != tc.want {
			t.Errorf("%s: error %v, want %+v", tc.name, tc.err, tc.want)
		}
	}
	for _, err := range []error{checkProhibited("abc"), checkBidi("\u05D0\u05D1"), checkUnassigned("abc")} {
		if err != nil {
			t.Errorf("unexpected error %v", err)
		}
	}
}

func TestAppendPrepare(t *testing.T) {
	dst := []byte("lead.")
	got, err := AppendPrepare(dst, "B\u00DCcher", false)
	if string(got) != "lead.b\u00FCcher" || err != nil {
		t.Errorf("AppendPrepare = %q, %v", got, err)
	}
	got, err = AppendPrepare(dst, "b\u1680", false)
	if string(got) != "lead." || err == nil {
		t.Errorf("AppendPrepare on error = %q, %v; want dst unchanged and an error", got, err)
	}
}

// TestSameString checks that Prepare returns its argument itself when
// nothing changes.
func TestSameString(t *testing.T) {
	for _, in := range []string{"example", "xn--bcher-kva", "b\u00FCcher", "\u05E9\u05DC\u05D5\u05DD", "\u4E2D\u6587"} {
		got, err := Prepare(in, false)
		if err != nil || got != in || unsafe.StringData(got) != unsafe.StringData(in) {
			t.Errorf("Prepare(%+q) did not return its argument", in)
		}
	}
	if got, _ := Map("abc"); unsafe.StringData(got) != unsafe.StringData("abc") {
		t.Error("Map did not return its argument")
	}
}

func TestAllocs(t *testing.T) {
	for _, tc := range []struct {
		in  string
		max float64
		why string
	}{
		{"www-example-123", 0, "ASCII without upper case"},
		{"b\u00FCcher", 0, "unchanged non-ASCII"},
		{"Example", 1, "upper-case ASCII: the result"},
		{"B\u00FCcher", 1, "folded non-ASCII: the result"},
	} {
		in := tc.in
		n := testing.AllocsPerRun(100, func() { _, _ = Prepare(in, false) })
		if n > tc.max {
			t.Errorf("Prepare(%+q) (%s): %v allocations, want at most %v", in, tc.why, n, tc.max)
		}
	}
	buf := make([]byte, 0, 64)
	n := testing.AllocsPerRun(100, func() { _, _ = AppendPrepare(buf[:0], "Stra\u00DFe-\u00C9t\u00E9", false) })
	if n != 0 {
		t.Errorf("AppendPrepare with room in dst: %v allocations, want 0", n)
	}
}

// TestLongInputs runs Prepare on inputs of a megabyte built to be hard:
// every one must finish (in linear time) with the expected result.
func TestLongInputs(t *testing.T) {
	const mb = 1 << 20
	rep := strings.Repeat
	for _, tc := range []struct {
		name, in string
		check    func(out string, err error) bool
	}{
		{"ASCII upper", rep("A", mb), func(o string, e error) bool { return e == nil && o == rep("a", mb) }},
		{"marks", "a" + rep("\u0301", mb/2), func(o string, e error) bool {
			return e == nil && o == "\u00E1"+rep("\u0301", mb/2-1)
		}},
		{"alternating marks", "a" + rep("\u0301\u0316", mb/4), func(o string, e error) bool {
			return e == nil && o == "\u00E1"+rep("\u0316", mb/4)+rep("\u0301", mb/4-1)
		}},
		{"B.1", "a" + rep("\u00AD", mb/2) + "b", func(o string, e error) bool { return e == nil && o == "ab" }},
		{"expanding", rep("\u3316", mb/3), func(o string, e error) bool { return e == nil && len(o) == 18*(mb/3) }},
		{"jamo", rep("\u1100\u1161", mb/6), func(o string, e error) bool { return e == nil && o == rep("\uAC00", mb/6) }},
		{"RTL", rep("\u05D0", mb/2), func(o string, e error) bool { return e == nil && len(o) == mb }},
		{"prohibited at end", rep("a", mb) + "\u1680", func(o string, e error) bool {
			var pe *Error
			return errors.As(e, &pe) && pe.Offset == mb
		}},
		{"unassigned", rep("\u0221", mb/2), func(o string, e error) bool { var ne *Error; return errors.As(e, &ne) && ne.Code == rule.NP_UNASSIGNED }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := Prepare(tc.in, false)
			if !tc.check(out, err) {
				t.Errorf("unexpected result: %d bytes, %v", len(out), err)
			}
		})
	}
}

// TestPreciseModeOutput checks that the segment-by-segment run, used to
// find offsets for errors, gives the same output as the chunked run, on the
// Python sequences and on random strings.
func TestPreciseModeOutput(t *testing.T) {
	var inputs []string
	lines, _ := readDataLines(t, "python-sequences.txt")
	for _, line := range lines {
		in, _, _ := strings.Cut(line, ";")
		rs, err := parseCodePoints(in)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, encode(rs))
	}
	rng := rand.New(rand.NewPCG(1, 3491))
	for range 20000 {
		inputs = append(inputs, randomAssigned(rng, 10))
	}
	inputs = append(inputs, "a\u0221\u0301", "\U000E0002\u0301\u0316", "x"+strings.Repeat("\u0301\u0316", 30)+"\u0221"+strings.Repeat("\u0301", 31))
	for _, in := range inputs {
		chunked := preparer{doMap: true}
		chunked.run(in)
		precise := preparer{doMap: true, precise: true}
		if !precise.run(in) {
			continue // stopped at a prohibited character
		}
		if string(chunked.out) != string(precise.out) {
			t.Errorf("%+q: chunked %+q, precise %+q", in, chunked.out, precise.out)
		}
	}
}
