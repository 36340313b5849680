package gentables

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

const maxRune = unicode.MaxRune

// The enumerations below list the values of each property in the order of
// their numeric codes in package tables. The names are those of the data
// files; the tests of package tables check that each String method agrees.
var (
	// StatusNames holds the UTS #46 statuses as spelled in
	// IdnaMappingTable.txt.
	StatusNames = []string{"disallowed", "valid", "ignored", "mapped", "deviation",
		"disallowed_STD3_valid", "disallowed_STD3_mapped"}
	// DerivedNames holds the RFC 5892 derived property values.
	DerivedNames = []string{"DISALLOWED", "PVALID", "CONTEXTJ", "CONTEXTO", "UNASSIGNED"}
	// JoiningNames holds the Joining_Type short names.
	JoiningNames = []string{"U", "C", "D", "L", "R", "T"}
	// BidiNames holds the Bidi_Class short names.
	BidiNames = []string{"L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN",
		"B", "S", "WS", "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"}
	// ScriptNames holds the scripts that RFC 5892 CONTEXTO rules name; every
	// other script is "Other".
	ScriptNames = []string{"Other", "Greek", "Hebrew", "Hiragana", "Katakana", "Han"}
)

// Long Bidi_Class names used on @missing lines.
var bidiLong = map[string]string{
	"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL",
	"European_Number": "EN", "European_Separator": "ES", "European_Terminator": "ET",
	"Arabic_Number": "AN", "Common_Separator": "CS", "Nonspacing_Mark": "NSM",
	"Boundary_Neutral": "BN", "Paragraph_Separator": "B", "Segment_Separator": "S",
	"White_Space": "WS", "Other_Neutral": "ON", "Left_To_Right_Embedding": "LRE",
	"Left_To_Right_Override": "LRO", "Right_To_Left_Embedding": "RLE",
	"Right_To_Left_Override": "RLO", "Pop_Directional_Format": "PDF",
	"Left_To_Right_Isolate": "LRI", "Right_To_Left_Isolate": "RLI",
	"First_Strong_Isolate": "FSI", "Pop_Directional_Isolate": "PDI",
}

// Long Joining_Type names used on @missing lines.
var joiningLong = map[string]string{
	"Non_Joining": "U", "Join_Causing": "C", "Dual_Joining": "D",
	"Left_Joining": "L", "Right_Joining": "R", "Transparent": "T",
}

// info holds every property of one code point.
type info struct {
	status  uint8
	nv8     bool
	derived uint8
	joining uint8
	bidi    uint8
	script  uint8
	mark    bool
	virama  bool
	// nfcInert: NFC_Quick_Check=Yes and combining class 0, so that a
	// string of such code points is in NFC.
	nfcInert bool
	mapping  string // UTF-8 target; meaningful when hasMapping(status)
}

// hasMapping reports whether a status carries a mapping field.
func hasMapping(status uint8) bool {
	switch StatusNames[status] {
	case "mapped", "deviation", "disallowed_STD3_mapped":
		return true
	}
	return false
}

func index(names []string, s string) (uint8, bool) {
	i := slices.Index(names, s)
	return uint8(i), i >= 0
}

// load reads the data files of one Unicode version and returns the
// properties of every code point.
func load(dir string) ([]info, error) {
	cps := make([]info, maxRune+1)
	if err := loadMapping(dir, cps); err != nil {
		return nil, err
	}
	if err := loadDerived(dir, cps); err != nil {
		return nil, err
	}
	joining := func(s string) (uint8, bool) { return index(JoiningNames, s) }
	if err := loadEnum(dir, cps, "DerivedJoiningType.txt", joiningLong, joining, func(c *info, v uint8) { c.joining = v }); err != nil {
		return nil, err
	}
	bidi := func(s string) (uint8, bool) { return index(BidiNames, s) }
	if err := loadEnum(dir, cps, "DerivedBidiClass.txt", bidiLong, bidi, func(c *info, v uint8) { c.bidi = v }); err != nil {
		return nil, err
	}
	script := func(s string) (uint8, bool) {
		if i, ok := index(ScriptNames, s); ok && i != 0 {
			return i, true
		}
		return 0, true
	}
	if err := loadEnum(dir, cps, "Scripts.txt", nil, script, func(c *info, v uint8) { c.script = v }); err != nil {
		return nil, err
	}
	// The toolchain's data may be of a later version: a code point that
	// this version does not assign keeps the properties of an unassigned
	// one (no mark, combining class 0, NFC-inert).
	unassigned, _ := index(DerivedNames, "UNASSIGNED")
	for r := range cps {
		if cps[r].derived == unassigned {
			cps[r].nfcInert = true
			continue
		}
		cps[r].mark = unicode.Is(unicode.M, rune(r))
		if utf8.ValidRune(rune(r)) {
			cps[r].virama = norm.NFD.PropertiesString(string(rune(r))).CCC() == 9
			cps[r].nfcInert = NFCInert(rune(r))
		}
	}
	return cps, nil
}

// loadDerived reads the RFC 5892 derived property of Idna2008.txt.
func loadDerived(dir string, cps []info) error {
	// Idna2008.txt spells the context value "CONTEXTO" in its data lines
	// but "CONTEXT0" (with a zero) in its header; accept both.
	derived := func(s string) (uint8, bool) {
		return index(DerivedNames, strings.Replace(s, "CONTEXT0", "CONTEXTO", 1))
	}
	return loadEnum(dir, cps, "Idna2008.txt", nil, derived, func(c *info, v uint8) { c.derived = v })
}

func loadMapping(dir string, cps []info) error {
	const name = "IdnaMappingTable.txt"
	rows, _, err := readUCD(dir, name)
	if err != nil {
		return err
	}
	next := rune(0)
	for _, r := range rows {
		if r.lo != next {
			return fmt.Errorf("%s: range %04X..%04X does not follow %04X", name, r.lo, r.hi, next-1)
		}
		next = r.hi + 1
		st, ok := index(StatusNames, r.fields[0])
		if !ok {
			return fmt.Errorf("%s: unknown status %q at %04X", name, r.fields[0], r.lo)
		}
		c := info{status: st}
		if hasMapping(st) {
			if len(r.fields) < 2 {
				return fmt.Errorf("%s: %04X: %s without a mapping field", name, r.lo, r.fields[0])
			}
			if c.mapping, err = parseCodePoints(r.fields[1]); err != nil {
				return fmt.Errorf("%s: %04X: %v", name, r.lo, err)
			}
		}
		if len(r.fields) >= 3 {
			switch r.fields[2] {
			case "NV8", "XV8":
				c.nv8 = true
			case "":
			default:
				return fmt.Errorf("%s: %04X: unknown IDNA2008 status %q", name, r.lo, r.fields[2])
			}
		}
		for cp := r.lo; cp <= r.hi; cp++ {
			cps[cp] = c
		}
	}
	if next != maxRune+1 {
		return fmt.Errorf("%s: data ends at %04X", name, next-1)
	}
	return nil
}

// loadEnum applies the @missing defaults of a file in order and then its
// data lines. long maps the long value names of @missing lines to the short
// ones of data lines; nil means they are the same.
func loadEnum(dir string, cps []info, name string, long map[string]string, code func(string) (uint8, bool), set func(*info, uint8)) error {
	rows, missing, err := readUCD(dir, name)
	if err != nil {
		return err
	}
	if len(missing) == 0 {
		return fmt.Errorf("%s: no @missing line", name)
	}
	apply := func(r row, isDefault bool) error {
		if len(r.fields) == 0 {
			return fmt.Errorf("%s: %04X: no value", name, r.lo)
		}
		s := r.fields[0]
		if isDefault && long != nil {
			short, ok := long[s]
			if !ok {
				return fmt.Errorf("%s: unknown @missing value %q", name, s)
			}
			s = short
		}
		v, ok := code(s)
		if !ok {
			return fmt.Errorf("%s: %04X: unknown value %q", name, r.lo, s)
		}
		for cp := r.lo; cp <= r.hi; cp++ {
			set(&cps[cp], v)
		}
		return nil
	}
	for _, r := range missing {
		if err := apply(r, true); err != nil {
			return err
		}
	}
	for _, r := range rows {
		if err := apply(r, false); err != nil {
			return err
		}
	}
	return nil
}

// NFCInert reports whether r has NFC_Quick_Check=Yes and canonical combining
// class 0: NFC leaves a string of such code points unchanged (UAX #15 quick
// check). BoundaryBefore is combining class 0 and not combining with what
// precedes (not NFC_QC=Maybe); NFC changing r alone means NFC_QC=No.
func NFCInert(r rune) bool {
	s := string(r)
	return norm.NFC.PropertiesString(s).BoundaryBefore() && norm.NFC.String(s) == s
}
