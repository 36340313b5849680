// Package tablegen reads the tables of RFC 3454 (stringprep) and writes the
// Go table file of package nameprep. It is shared by the generator command
// (nameprep/internal/gen) and by the test that checks that the committed
// file is reproduced byte for byte.
package tablegen

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// MaxRune is the largest Unicode code point.
const MaxRune = 0x10FFFF

// A Range is an inclusive range of code points.
type Range struct {
	Lo, Hi rune
}

// A Mapping is one line of a mapping table (B.1, B.2, B.3): the code point
// From is replaced by the code points To (none for B.1).
type Mapping struct {
	From rune
	To   []rune
}

// Tables holds every table found in the RFC text, keyed by the table name
// as the RFC spells it ("A.1", "C.1.2", ...).
type Tables struct {
	// Sets holds the code points of every table. For a mapping table it
	// holds the code points that have a mapping.
	Sets map[string][]Range
	// Maps holds the lines of the mapping tables (names starting with "B.").
	Maps map[string][]Mapping
}

// Parse reads the tables of RFC 3454 from r. It accepts the RFC text as
// published (page headers, footers and form feeds inside tables are
// skipped) as well as a file holding only the tables. Every other line
// between "Start Table" and "End Table" markers must be a table entry.
// Ranges within a table must be in ascending order without overlaps.
func Parse(r io.Reader) (*Tables, error) {
	t := &Tables{Sets: map[string][]Range{}, Maps: map[string][]Mapping{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	var (
		cur    string // table being read, "" outside tables
		lineNo int
	)
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(strings.Trim(sc.Text(), "\f"))
		if name, ok := marker(line, "Start"); ok {
			if cur != "" {
				return nil, fmt.Errorf("line %d: table %s starts inside table %s", lineNo, name, cur)
			}
			if _, dup := t.Sets[name]; dup {
				return nil, fmt.Errorf("line %d: table %s appears twice", lineNo, name)
			}
			cur = name
			t.Sets[name] = nil
			continue
		}
		if name, ok := marker(line, "End"); ok {
			if name != cur {
				return nil, fmt.Errorf("line %d: end of table %s, want end of %q", lineNo, name, cur)
			}
			cur = ""
			continue
		}
		if cur == "" || skippable(line) {
			continue
		}
		if err := t.addEntry(cur, line); err != nil {
			return nil, fmt.Errorf("line %d: table %s: %v", lineNo, cur, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if cur != "" {
		return nil, fmt.Errorf("table %s is not closed", cur)
	}
	return t, nil
}

// marker reports whether line is "----- Start Table X -----" (or End) and
// returns X.
func marker(line, kind string) (string, bool) {
	rest, ok := strings.CutPrefix(line, "----- "+kind+" Table ")
	if !ok {
		return "", false
	}
	name, ok := strings.CutSuffix(rest, " -----")
	return name, ok && name != ""
}

// skippable reports whether a line inside a table is layout of the
// published RFC rather than an entry: blank lines, page footers
// ("Hoffman & Blanchet ... [Page 31]") and page headers ("RFC 3454 ...").
func skippable(line string) bool {
	return line == "" ||
		strings.HasPrefix(line, "RFC 3454") ||
		strings.HasSuffix(line, "]") && strings.Contains(line, "[Page ")
}

func (t *Tables) addEntry(name, line string) error {
	fields := strings.Split(line, ";")
	for i := range fields {
		fields[i] = strings.TrimSpace(fields[i])
	}
	rg, err := parseRange(fields[0])
	if err != nil {
		return err
	}
	set := t.Sets[name]
	if n := len(set); n > 0 && rg.Lo <= set[n-1].Hi {
		return fmt.Errorf("%q: not after the previous entry", line)
	}
	t.Sets[name] = append(set, rg)
	if !strings.HasPrefix(name, "B.") {
		return nil
	}
	// Mapping table: "FROM; TO TO ...; comment", TO empty for B.1.
	if rg.Lo != rg.Hi || len(fields) != 3 {
		return fmt.Errorf("%q: want \"code point; mapping; comment\"", line)
	}
	m := Mapping{From: rg.Lo}
	for _, f := range strings.Fields(fields[1]) {
		r, err := parseRune(f)
		if err != nil {
			return err
		}
		m.To = append(m.To, r)
	}
	t.Maps[name] = append(t.Maps[name], m)
	return nil
}

func parseRange(s string) (Range, error) {
	lo, hi, isRange := strings.Cut(s, "-")
	a, err := parseRune(lo)
	if err != nil {
		return Range{}, err
	}
	b := a
	if isRange {
		if b, err = parseRune(hi); err != nil {
			return Range{}, err
		}
		if b <= a {
			return Range{}, fmt.Errorf("range %q is empty or reversed", s)
		}
	}
	return Range{a, b}, nil
}

func parseRune(s string) (rune, error) {
	if len(s) < 4 || len(s) > 6 {
		return 0, fmt.Errorf("code point %q: want 4 to 6 hex digits", s)
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil || v > MaxRune {
		return 0, fmt.Errorf("code point %q: not a hex code point", s)
	}
	return rune(v), nil
}

// Contains reports whether r is in the named set (binary search).
func (t *Tables) Contains(name string, r rune) bool {
	set := t.Sets[name]
	_, found := slices.BinarySearchFunc(set, r, func(rg Range, r rune) int {
		switch {
		case rg.Hi < r:
			return -1
		case rg.Lo > r:
			return 1
		}
		return 0
	})
	return found
}
