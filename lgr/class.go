package lgr

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/trace"
)

// A class is a set of code points (RFC 7940 section 6.2), as a membership
// test: property and complement classes are not worth listing.
type class func(r rune) bool

// rangeSet is a sorted list of disjoint inclusive ranges.
type rangeSet []rrange

type rrange struct{ lo, hi rune }

func (s rangeSet) has(r rune) bool {
	i := sort.Search(len(s), func(i int) bool { return s[i].hi >= r })
	return i < len(s) && s[i].lo <= r
}

// normalize sorts the ranges and merges overlapping and adjacent ones.
func (s rangeSet) normalize() rangeSet {
	sort.Slice(s, func(i, j int) bool { return s[i].lo < s[j].lo })
	out := s[:0]
	for _, r := range s {
		if n := len(out); n > 0 && r.lo <= out[n-1].hi+1 {
			if r.hi > out[n-1].hi {
				out[n-1].hi = r.hi
			}
			continue
		}
		out = append(out, r)
	}
	return out
}

// parseClassText reads the content of an explicit <class>: code points and
// ranges "0061-0064" separated by white space (section 6.2.4).
func parseClassText(text string) (rangeSet, error) {
	var s rangeSet
	for _, f := range strings.Fields(text) {
		lo, hi, isRange := strings.Cut(f, "-")
		a, err := parseCP(lo)
		if err != nil {
			return nil, err
		}
		b := a
		if isRange {
			if b, err = parseCP(hi); err != nil {
				return nil, err
			}
			if b < a {
				return nil, fmt.Errorf("range %s ends before it starts", f)
			}
		}
		s = append(s, rrange{a, b})
	}
	return s.normalize(), nil
}

// parseCP reads one code point written as RFC 7940 requires: 4 to 6
// uppercase hexadecimal digits, a Unicode scalar value.
func parseCP(s string) (rune, error) {
	if len(s) < 4 || len(s) > 6 {
		return 0, fmt.Errorf("code point %q must have 4 to 6 hexadecimal digits", s)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'A' <= c && c <= 'F') {
			return 0, fmt.Errorf("code point %q must be uppercase hexadecimal", s)
		}
	}
	v, _ := strconv.ParseUint(s, 16, 32)
	if v > unicode.MaxRune || 0xD800 <= v && v <= 0xDFFF {
		return 0, fmt.Errorf("code point %q is not a Unicode scalar value", s)
	}
	return rune(v), nil
}

// parseCPs reads a space-separated code point sequence; "" is the empty
// sequence of null variants.
func parseCPs(s string) ([]rune, error) {
	f := strings.Split(s, " ")
	if s == "" {
		return []rune{}, nil
	}
	out := make([]rune, 0, len(f))
	for _, x := range f {
		r, err := parseCP(x)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// propertyClass returns the class of a Unicode property value written
// "alias:value" (section 6.2.3). Unsupported properties and values are an
// error, as the RFC requires.
func propertyClass(p string) (class, error) {
	name, value, ok := strings.Cut(p, ":")
	if !ok || name == "" || value == "" {
		return nil, fmt.Errorf("property %q must be written alias:value, such as sc:Latn", p)
	}
	switch name {
	case "gc", "General_Category":
		t, ok := unicode.Categories[value]
		if !ok {
			if long, ok2 := gcLong[value]; ok2 {
				t, ok = unicode.Categories[long], true
			}
		}
		if !ok {
			return nil, fmt.Errorf("unknown General_Category value %q", value)
		}
		return func(r rune) bool { return unicode.Is(t, r) }, nil
	case "sc", "Script":
		return scriptClass(value)
	case "ccc", "Canonical_Combining_Class":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > 254 {
			return nil, fmt.Errorf("Canonical_Combining_Class value %q must be a number from 0 to 254", value)
		}
		return func(r rune) bool { return int(norm.NFD.PropertiesString(string(r)).CCC()) == n }, nil
	case "bc", "Bidi_Class":
		if !bidiClasses[value] {
			return nil, fmt.Errorf("unknown Bidi_Class value %q", value)
		}
		return func(r rune) bool { return trace.LookupRune(r).BidiClass.String() == value }, nil
	case "jt", "Joining_Type":
		switch value {
		case "U", "C", "D", "L", "R", "T":
		default:
			return nil, fmt.Errorf("unknown Joining_Type value %q", value)
		}
		return func(r rune) bool { return trace.LookupRune(r).JoiningType.String() == value }, nil
	case "Dep", "Deprecated":
		// A binary property: UAX #44 writes its values Y/Yes/T/True and
		// N/No/F/False.
		var want bool
		switch looseName(value) {
		case "y", "yes", "t", "true":
			want = true
		case "n", "no", "f", "false":
		default:
			return nil, fmt.Errorf("Deprecated value %q must be Y or N", value)
		}
		return func(r rune) bool { return unicode.Is(unicode.Deprecated, r) == want }, nil
	case "InSC", "Indic_Syllabic_Category":
		return nil, fmt.Errorf("unsupported Unicode property %q: this package has no Indic_Syllabic_Category table (neither Go's unicode package nor xn carries IndicSyllabicCategory.txt); use a class of code points or tags instead", name)
	}
	return nil, fmt.Errorf("unsupported Unicode property %q (supported: gc, sc, ccc, bc, jt, Dep)", name)
}

var bidiClasses = map[string]bool{
	"L": true, "R": true, "AL": true, "EN": true, "ES": true, "ET": true,
	"AN": true, "CS": true, "NSM": true, "BN": true, "B": true, "S": true,
	"WS": true, "ON": true, "LRE": true, "LRO": true, "RLE": true,
	"RLO": true, "PDF": true, "LRI": true, "RLI": true, "FSI": true, "PDI": true,
}

// gcLong maps the long General_Category value aliases to Go's short names.
var gcLong = map[string]string{
	"Letter": "L", "Cased_Letter": "LC", "Uppercase_Letter": "Lu",
	"Lowercase_Letter": "Ll", "Titlecase_Letter": "Lt", "Modifier_Letter": "Lm",
	"Other_Letter": "Lo", "Mark": "M", "Nonspacing_Mark": "Mn",
	"Spacing_Mark": "Mc", "Enclosing_Mark": "Me", "Number": "N",
	"Decimal_Number": "Nd", "Letter_Number": "Nl", "Other_Number": "No",
	"Punctuation": "P", "Connector_Punctuation": "Pc", "Dash_Punctuation": "Pd",
	"Open_Punctuation": "Ps", "Close_Punctuation": "Pe", "Initial_Punctuation": "Pi",
	"Final_Punctuation": "Pf", "Other_Punctuation": "Po", "Symbol": "S",
	"Math_Symbol": "Sm", "Currency_Symbol": "Sc", "Modifier_Symbol": "Sk",
	"Other_Symbol": "So", "Separator": "Z", "Space_Separator": "Zs",
	"Line_Separator": "Zl", "Paragraph_Separator": "Zp", "Other": "C",
	"Control": "Cc", "Format": "Cf", "Surrogate": "Cs", "Private_Use": "Co",
}

// scriptLoose maps the loose form (UAX #44 LM3: case, spaces, hyphens and
// underscores ignored) of every Script value alias, short and long, to
// the long name.
var scriptLoose = func() map[string]string {
	m := make(map[string]string, 2*len(scriptNames))
	for code, long := range scriptNames {
		m[looseName(code)] = long
		m[looseName(long)] = long
	}
	return m
}()

func looseName(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' || c == '-' || c == ' ':
		case 'A' <= c && c <= 'Z':
			b = append(b, c+'a'-'A')
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// scriptClass returns the class of a Script value: an ISO 15924 code
// (Latn) or a long name (Latin), as PropertyValueAliases.txt lists them.
func scriptClass(value string) (class, error) {
	long, ok := scriptLoose[looseName(value)]
	if !ok {
		return nil, fmt.Errorf("unknown Script value %q: write an ISO 15924 code such as Latn or a Unicode script name such as Latin", value)
	}
	switch long {
	case "Katakana_Or_Hiragana":
		// An alias no code point has as its Script value since Unicode 4.1.
		return func(rune) bool { return false }, nil
	case "Unknown":
		return func(r rune) bool {
			for _, t := range unicode.Scripts {
				if unicode.Is(t, r) {
					return false
				}
			}
			return true
		}, nil
	}
	t, ok := unicode.Scripts[long]
	if !ok {
		return nil, fmt.Errorf("Script value %q (%s) is newer than the Unicode %s tables of this build: build with a newer Go release", value, long, unicode.Version)
	}
	return func(r rune) bool { return unicode.Is(t, r) }, nil
}
