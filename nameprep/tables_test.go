package nameprep

import (
	"bufio"
	"bytes"
	"flag"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/nameprep/internal/tablegen"
)

var update = flag.Bool("update", false, "rewrite tables.go from the RFC text")

// TestTablesUpToDate regenerates tables.go in memory from the RFC text and
// compares it byte for byte with the committed file.
func TestTablesUpToDate(t *testing.T) {
	src, err := os.ReadFile(shareddata.Path(t, "specs/rfc3454.txt"))
	if err != nil {
		t.Fatal(err)
	}
	tables, err := tablegen.Parse(bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	want, err := tablegen.Generate(tables)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("tables.go", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile("tables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("tables.go is out of date; run go generate in nameprep (or go test -run TestTablesUpToDate -update)")
	}
	header, _, _ := bytes.Cut(got, []byte("\n"))
	if !regexp.MustCompile(`^// Code generated .* DO NOT EDIT\.$`).Match(header) {
		t.Errorf("tables.go starts with %q, not a generated-code header", header)
	}
}

// rfcData holds the tables of RFC 3454 as read by this test, independently
// of package tablegen.
type rfcData struct {
	sets map[string][]uint64 // bit set over all code points, per table
	maps map[string]map[rune][]rune
}

func (d *rfcData) has(table string, r rune) bool {
	s := d.sets[table]
	return s != nil && s[r/64]&(1<<(r%64)) != 0
}

var tableLine = regexp.MustCompile(`^\s*----- (Start|End) Table ([A-D](?:\.\d+)+) -----\s*$`)

// readRFCTables reads rfc3454.txt: every line between a Start and an End
// marker that begins with a hexadecimal code point or range is an entry.
func readRFCTables(t *testing.T) *rfcData {
	t.Helper()
	f, err := os.Open(shareddata.Path(t, "specs/rfc3454.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := &rfcData{sets: map[string][]uint64{}, maps: map[string]map[rune][]rune{}}
	entry := regexp.MustCompile(`^\s*([0-9A-F]{4,6})(?:-([0-9A-F]{4,6}))?\s*(?:;(.*))?$`)
	hex := func(s string) rune {
		v, err := strconv.ParseUint(s, 16, 32)
		if err != nil {
			t.Fatalf("bad hex %q", s)
		}
		return rune(v)
	}
	cur := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if m := tableLine.FindStringSubmatch(line); m != nil {
			if m[1] == "Start" {
				cur = m[2]
				d.sets[cur] = make([]uint64, (0x10FFFF+64)/64)
			} else {
				cur = ""
			}
			continue
		}
		m := entry.FindStringSubmatch(line)
		if cur == "" || m == nil {
			continue
		}
		lo, hi := hex(m[1]), hex(m[1])
		if m[2] != "" {
			hi = hex(m[2])
		}
		for r := lo; r <= hi; r++ {
			d.sets[cur][r/64] |= 1 << (r % 64)
		}
		if strings.HasPrefix(cur, "B.") {
			if d.maps[cur] == nil {
				d.maps[cur] = map[rune][]rune{}
			}
			fields := strings.Split(m[3], ";")
			var to []rune
			for _, h := range strings.Fields(fields[0]) {
				to = append(to, hex(h))
			}
			d.maps[cur][lo] = to
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return d
}

var allTables = []table{
	tableA1, tableB1, tableB2, tableC12, tableC22, tableC3, tableC4, tableC5,
	tableC6, tableC7, tableC8, tableC9, tableD1, tableD2,
}

// TestTablesAgainstRFC checks every code point, listed or not, of every
// table against the RFC text: contains must be true exactly for the code
// points the RFC lists, so the neighbours of every range are checked too.
func TestTablesAgainstRFC(t *testing.T) {
	d := readRFCTables(t)
	names := []string{"A.1", "B.1", "B.2", "C.1.2", "C.2.2", "C.3", "C.4", "C.5", "C.6", "C.7", "C.8", "C.9", "D.1", "D.2"}
	for i, tb := range allTables {
		name := names[i]
		t.Run(name, func(t *testing.T) {
			if tb.String() != name {
				t.Fatalf("String() = %q, want %q", tb.String(), name)
			}
			if d.sets[name] == nil {
				t.Fatalf("table %s not found in the RFC text", name)
			}
			members, fails := 0, 0
			for r := rune(0); r <= 0x10FFFF; r++ {
				want := d.has(name, r)
				if want {
					members++
				}
				if got := tb.contains(r); got != want {
					t.Errorf("%s.contains(%U) = %v, want %v", name, r, got, want)
					if fails++; fails == 10 {
						t.Fatal("too many failures")
					}
				}
			}
			if members == 0 {
				t.Errorf("table %s is empty in the RFC text", name)
			}
			for _, r := range []rune{-1, 0x110000, 0x7FFFFFFF} {
				if tb.contains(r) {
					t.Errorf("%s.contains(%d) = true for a value outside the code space", name, r)
				}
			}
		})
	}
}

// TestTablesFuncAgainstRFC checks Tables on every code point against the
// RFC text: the names of exactly the tables that list it, in the RFC's
// order.
func TestTablesFuncAgainstRFC(t *testing.T) {
	d := readRFCTables(t)
	names := []string{"A.1", "B.1", "B.2", "C.1.2", "C.2.2", "C.3", "C.4", "C.5", "C.6", "C.7", "C.8", "C.9", "D.1", "D.2"}
	fails := 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		var want []string
		for _, name := range names {
			if d.has(name, r) {
				want = append(want, name)
			}
		}
		if got := Tables(r); !slices.Equal(got, want) {
			t.Errorf("Tables(%U) = %q, want %q", r, got, want)
			if fails++; fails == 10 {
				t.Fatal("too many failures")
			}
		}
	}
	for _, r := range []rune{-1, 0x110000, 0x7FFFFFFF} {
		if got := Tables(r); got != nil {
			t.Errorf("Tables(%d) = %q, want none outside the code space", r, got)
		}
	}
}

// TestMappingAgainstRFC checks Map on every code point against tables B.1
// and B.2 of the RFC text: B.1 code points vanish, B.2 code points become
// their mapping, all others are unchanged.
func TestMappingAgainstRFC(t *testing.T) {
	d := readRFCTables(t)
	if len(d.maps["B.2"]) != 1371 || len(d.maps["B.1"]) != 27 {
		t.Fatalf("read %d B.1 and %d B.2 entries, want 27 and 1371", len(d.maps["B.1"]), len(d.maps["B.2"]))
	}
	fails := 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		in := encode([]rune{r})
		want := in
		if d.has("B.1", r) {
			want = ""
		} else if to, ok := d.maps["B.2"][r]; ok {
			want = encode(to)
		}
		got, err := Map(in)
		if got != want || err != nil {
			t.Errorf("Map(%U) = %+q, %v; want %+q", r, got, err, want)
			if fails++; fails == 10 {
				t.Fatal("too many failures")
			}
		}
	}
}

func TestTableString(t *testing.T) {
	for _, tc := range []struct {
		t    table
		want string
	}{
		{tableA1, "A.1"}, {tableC12, "C.1.2"}, {tableC22, "C.2.2"}, {tableD2, "D.2"},
		{0, "table(0)"}, {tableD2 + 1, "table(15)"},
	} {
		if got := tc.t.String(); got != tc.want {
			t.Errorf("table(%d).String() = %q, want %q", tc.t, got, tc.want)
		}
	}
	if table(0).contains('a') || (tableD2 + 1).contains('a') {
		t.Error("an unknown Table contains 'a'")
	}
}

// TestPropCache checks the cached lookup against the plain one, for every
// code point in ascending order (mostly hits) and in a scattered order
// (mostly misses).
func TestPropCache(t *testing.T) {
	var up, scattered propCache
	for r := rune(0); r <= 0x10FFFF; r++ {
		if got, want := up.props(r), props(r); got != want {
			t.Fatalf("ascending: props(%U) = %#x, want %#x", r, got, want)
		}
		s := r * 7919 % 0x110000
		if got, want := scattered.props(s), props(s); got != want {
			t.Fatalf("scattered: props(%U) = %#x, want %#x", s, got, want)
		}
	}
	var c propCache
	for _, r := range []rune{-1, 0x110000, 0x7FFFFFFF} {
		if c.props(r) != 0 {
			t.Errorf("props(%d) != 0", r)
		}
	}
}
