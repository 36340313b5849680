package idna

import (
	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/internal/fullnorm"
)

// mapName runs the profile's first step on the whole name. An error does
// not stop the mapping: x/net goes on with the labels and keeps the first
// error it found.
func (p *Profile) mapName(s string) (string, error) {
	switch p.mapping {
	case normalizeNFC:
		return p.nfc(s), nil
	case mapLookup:
		return p.mapForLookup(s)
	case checkNoMap:
		return s, p.checkUnmapped(s)
	}
	return s, nil
}

// mapForLookup applies the UTS #46 mapping table, then NFC. Before Unicode
// 16 a disallowed rune is an error here; from then on validation finds it.
// The result is always normalized: UTS #46 section 4 step 2 applies to the
// whole string, whatever step 1 recorded.
func (p *Profile) mapForLookup(s string) (string, error) {
	var (
		out     []byte // the mapped name up to copied
		copied  int    // bytes of s already in out, or passed over
		changed bool   // whether out holds the name, not s
		err     error
	)
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		start := i
		i += size
		f := factsOf(r)
		switch p.simplify(f.Status) {
		case catValid:
			continue
		case catDisallowed:
			if !unicode16 && err == nil {
				err = runeError{r, "P1"}
			}
			continue
		case catIgnored:
			out = append(out, s[copied:start]...)
		default: // mapped, and deviations under transitional processing
			out = append(out, s[copied:start]...)
			if unicode16 && p.transitional && r == '\u1e9e' {
				out = append(out, "ss"...) // ẞ maps to ß, which maps to ss
			} else {
				out = append(out, f.Mapping...)
			}
		}
		copied, changed = i, true
	}
	if changed {
		s = string(append(out, s[copied:]...))
	} else if err != nil && p.legacy(compatLazyNFC) && !p.mayNeedNFC(s) {
		return s, err
	}
	return p.nfc(s), err
}

// checkUnmapped is ValidateForRegistration's first step: the name must be in
// NFC and hold only runes that UTS #46 keeps as they are.
func (p *Profile) checkUnmapped(s string) error {
	if !p.isNFC(s) {
		return labelError{s, "V1"}
	}
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		i += size
		switch p.simplify(factsOf(r).Status) {
		case catValid, catDeviation:
			if r < 0x80 && p.useSTD3Rules && !allowedSTD3(r) {
				return runeError{r, "P1"}
			}
		default:
			return runeError{r, "P1"}
		}
	}
	return nil
}

// nfc returns s in Normalization Form C, exactly as UAX #15 defines it:
// x/text's normalizer inserts U+034F after 30 non-starters, which NFC does
// not, so such runs go through internal/fullnorm.
func (p *Profile) nfc(s string) string {
	if isASCII(s) || norm.NFC.IsNormalString(s) {
		return s
	}
	if p.legacy(compatStreamSafe) {
		return norm.NFC.String(s)
	}
	return string(fullnorm.AppendString(norm.NFC, nil, s))
}

// isNFC reports whether s is in NFC, exactly. ASCII is, and is decided
// without x/text, whose IsNormalString allocates.
func (p *Profile) isNFC(s string) bool {
	return isASCII(s) || norm.NFC.IsNormalString(s) || !p.legacy(compatStreamSafe) && fullnorm.IsNormal(norm.NFC, []byte(s))
}

// mayNeedNFC is x/net's test for normalizing a name it mapped nothing in:
// a rune it does not disallow that may change under NFC (a combining mark,
// or one that is not NFC_Quick_Check=Yes). For compatLazyNFC.
func (p *Profile) mayNeedNFC(s string) bool {
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		props := norm.NFC.PropertiesString(s[i : i+size])
		i += size
		if p.simplify(factsOf(r).Status) != catDisallowed && (props.CCC() != 0 || !props.BoundaryBefore()) {
			return true
		}
	}
	return false
}
