package nameprep

import (
	"strings"
	"testing"
)

// The files python-*.txt in testdata hold the results of an
// independent nameprep implementation, Python's encodings.idna.nameprep
// on its Unicode 3.2 database (see testdata/pyoracle.py). Python
// never rejects unassigned code points, so the comparison runs with
// allowUnassigned true.

// pyOutcome converts a result of the Python files to the form of outcome,
// without the table and code point, which Python does not report.
func pyOutcome(t *testing.T, res string) string {
	switch res {
	case "!prohibited":
		return "error prohibited"
	case "!bidi-mixed":
		return "error bidi-mixed"
	case "!bidi-ends":
		return "error bidi-ends"
	}
	rs, err := parseCodePoints(res)
	if err != nil {
		t.Fatal(err)
	}
	return hexOf(rs)
}

// ourOutcome is outcome without the table and code point of a prohibited
// code point.
func ourOutcome(out string, err error) string {
	o := outcome(out, err)
	if strings.HasPrefix(o, "error prohibited") {
		return "error prohibited"
	}
	return o
}

// pyFoldsLater reports whether a Python result is a mapping to a code point
// unassigned in Unicode 3.2. Python's stringprep module derives table B.2
// from the current Unicode's lower-case mappings, so it folds letters whose
// lower-case forms were added later (Georgian U+10A0 to U+2D00, Cherokee
// U+13A0 to U+AB70, U+04C0, U+2132, U+2183). RFC 3454 lists none of them,
// and no Unicode 3.2 mapping can produce an unassigned code point.
func pyFoldsLater(res string) bool {
	rs, err := parseCodePoints(res)
	if err != nil {
		return false
	}
	for _, r := range rs {
		if tableA1.contains(r) {
			return true
		}
	}
	return false
}

// TestPythonSingles compares Prepare on every code point assigned in
// Unicode 3.2 with the Python results: the file lists the code points
// whose result is not the code point itself (apart from prohibited ones,
// covered by TestTablesAgainstRFC).
func TestPythonSingles(t *testing.T) {
	lines, nums := readDataLines(t, "python-singles.txt")
	want := map[rune]string{}
	for i, line := range lines {
		cp, res, ok := strings.Cut(line, ";")
		rs, err := parseCodePoints(cp)
		if !ok || err != nil || len(rs) != 1 {
			t.Fatalf("python-singles.txt:%d: bad line %q", nums[i], line)
		}
		want[rs[0]] = res
	}
	if len(want) < 5000 {
		t.Fatalf("read %d entries, want more than 5000", len(want))
	}
	fails, pyDefects := 0, 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		if tableA1.contains(r) {
			continue
		}
		in := encode([]rune{r})
		got := ourOutcome(Prepare(in, true))
		res, listed := want[r]
		var w string
		switch {
		case !listed && strings.HasPrefix(got, "error prohibited"):
			continue // prohibited code points are not listed
		case !listed:
			w = hexOf([]rune{r})
		case pyFoldsLater(res):
			pyDefects++
			w = hexOf([]rune{r}) // nameprep leaves it unchanged
		default:
			w = pyOutcome(t, res)
		}
		if got != w {
			t.Errorf("Prepare(%U) = %s, Python %s", r, got, w)
			if fails++; fails == 20 {
				t.Fatal("too many failures")
			}
		}
	}
	// The known defect of the oracle covers exactly these 126 code points:
	// U+04C0, U+10A0-U+10C5, U+13A0-U+13F5, U+2132, U+2183.
	if pyDefects != 126 {
		t.Errorf("%d results of Python map to a code point unassigned in Unicode 3.2, want 126", pyDefects)
	}
}

// TestPythonSequences compares Prepare with the Python results on
// pseudo-random strings: letters, combining marks (also runs of more than
// 30, beyond the stream-safe limit of x/text), jamo, bidi and
// compatibility characters.
func TestPythonSequences(t *testing.T) {
	lines, nums := readDataLines(t, "python-sequences.txt")
	if len(lines) < 3000 {
		t.Fatalf("read %d lines, want at least 3000", len(lines))
	}
	fails := 0
	for i, line := range lines {
		in, res, ok := strings.Cut(line, ";")
		rs, err := parseCodePoints(in)
		if !ok || err != nil {
			t.Fatalf("python-sequences.txt:%d: bad line %q", nums[i], line)
		}
		got := ourOutcome(Prepare(encode(rs), true))
		if w := pyOutcome(t, res); got != w {
			t.Errorf("python-sequences.txt:%d: Prepare(%s) =\n%s\nPython:\n%s", nums[i], in, got, w)
			if fails++; fails == 20 {
				t.Fatal("too many failures")
			}
		}
	}
}
