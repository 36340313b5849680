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
	// nfcMaybe, nfcNo: NFC_Quick_Check=Maybe, No.
	nfcMaybe, nfcNo bool
	// composes: NFC may combine the code point, as the last starter, with
	// one that follows: it decomposes, or begins a primary composite's
	// decomposition.
	composes bool
	cccRank  uint8  // CCCRank of its combining class
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
			ccc := norm.NFD.PropertiesString(string(rune(r))).CCC()
			cps[r].virama = ccc == 9
			cps[r].cccRank = CCCRank(ccc)
			cps[r].nfcInert = NFCInert(rune(r))
			cps[r].nfcMaybe, cps[r].nfcNo = nfcQuickCheck(rune(r))
		}
	}
	// NFC may combine a code point that decomposes, and the first code
	// point of a primary composite's decomposition, with what follows;
	// the last code point of that decomposition is NFC_Quick_Check=Maybe.
	// Only the composites this version assigns count, so that a later
	// toolchain's data gives the same bits (stability of NFC).
	for r := range cps {
		if cps[r].derived == unassigned || !utf8.ValidRune(rune(r)) {
			continue
		}
		d, primary := decomposition(rune(r))
		if d == "" {
			continue
		}
		cps[r].composes = true
		if primary {
			first, _ := utf8.DecodeRuneInString(d)
			last, _ := utf8.DecodeLastRuneInString(d)
			cps[first].composes = true
			cps[last].nfcMaybe = !cps[last].nfcNo
		}
	}
	return cps, nil
}

// CCCRanks are the combining classes, in increasing order, that the class
// word gives a rank of their own (1 to 14: the index plus one): those of
// the marks that follow one another in labels: nukta and virama (Indic
// scripts), the Arabic vowel signs, shadda and sukun, the Thai and Lao
// vowel and tone marks, and the most frequent classes of combining marks
// (attached below, below, above). Combining class 0 has rank 0, every
// other class rank 15.
var CCCRanks = []uint8{7, 9, 30, 31, 32, 33, 34, 103, 107, 118, 122, 202, 220, 230}

// CCCRank returns the rank of combining class ccc (see CCCRanks).
func CCCRank(ccc uint8) uint8 {
	if ccc == 0 {
		return 0
	}
	if i := slices.Index(CCCRanks, ccc); i >= 0 {
		return uint8(i + 1)
	}
	return 15
}

// nfcQuickCheck returns whether r has NFC_Quick_Check=Maybe or No, as far
// as r alone tells: NFC changing r alone means No, and a starter that
// begins no segment of its own (not BoundaryBefore) is Maybe. The
// non-starters that are Maybe, the second code points of primary
// composites, are found from the composites (load).
func nfcQuickCheck(r rune) (maybe, no bool) {
	s := string(r)
	if norm.NFC.String(s) != s {
		return false, true
	}
	p := norm.NFC.PropertiesString(s)
	return p.CCC() == 0 && !p.BoundaryBefore(), false
}

// decomposition returns the canonical decomposition of r, "" if it has
// none, and whether r is a primary composite: NFC composes its
// decomposition back to r.
func decomposition(r rune) (d string, primary bool) {
	s := string(r)
	if d = norm.NFD.String(s); d == s {
		return "", false
	}
	return d, norm.NFC.String(d) == s
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
