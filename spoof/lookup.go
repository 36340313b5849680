package spoof

import (
	"math/bits"
	"slices"
	"sync"
	"unicode"
	"unicode/utf8"
)

// This file holds the types of the generated tables (tables*.go) and the
// lookups over them. The tables are sorted, so every lookup outside ASCII is a
// binary search; ASCII uses small arrays built once from the same tables.

// scriptSet is a set of script numbers (positions in scriptCodes).
type scriptSet [scriptWords]uint64

// scriptRange gives the augmented script set (an index into scriptSets) of
// the code points lo through hi.
type scriptRange struct {
	lo, hi rune
	set    uint16
}

// runeRange is the code points lo through hi.
type runeRange struct{ lo, hi rune }

// confusable maps r to its prototype protoData[off : off+n].
type confusable struct {
	r   rune
	off uint16
	n   uint8
}

func (s *scriptSet) has(i int) bool { return s[i/64]&(1<<(i%64)) != 0 }

func (s *scriptSet) intersect(t *scriptSet) {
	for i := range s {
		s[i] &= t[i]
	}
}

func (s *scriptSet) intersects(t *scriptSet) bool {
	for i := range s {
		if s[i]&t[i] != 0 {
			return true
		}
	}
	return false
}

func (s *scriptSet) isEmpty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// isAll reports whether s holds every script, which is the set of Common and
// Inherited characters.
func (s *scriptSet) isAll() bool { return *s == allScripts }

// count returns the number of scripts in s.
func (s *scriptSet) count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// allScripts is the set holding every script number.
var allScripts = func() (s scriptSet) {
	for i := range scriptCodes {
		s[i/64] |= 1 << (i % 64)
	}
	return s
}()

// asciiInfo caches, for each ASCII byte, its script set index and whether it
// has Identifier_Status=Allowed.
var asciiInfo = func() (t [utf8.RuneSelf]struct {
	set     uint16
	allowed bool
}) {
	for r := range rune(utf8.RuneSelf) {
		t[r].set = scriptSetIndexSlow(r)
		t[r].allowed = isAllowedSlow(r)
	}
	return t
}()

// scriptSetOf returns the augmented script set of r (UTS #39 section 5.1):
// its Script_Extensions, all scripts for Common and Inherited, plus Hanb,
// Jpan and Kore where Han, Hiragana, Katakana, Hangul or Bopomofo appear.
func scriptSetOf(r rune) *scriptSet {
	if uint32(r) < utf8.RuneSelf {
		return &scriptSets[asciiInfo[r].set]
	}
	return &scriptSets[scriptSetIndexSlow(r)]
}

func scriptSetIndexSlow(r rune) uint16 {
	lo, hi := 0, len(scriptRanges)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch e := &scriptRanges[m]; {
		case r < e.lo:
			hi = m
		case r > e.hi:
			lo = m + 1
		default:
			return e.set
		}
	}
	return 0
}

// isAllowed reports whether r has Identifier_Status=Allowed (UTS #39
// section 3.1); every other code point is Restricted.
func isAllowed(r rune) bool {
	if uint32(r) < utf8.RuneSelf {
		return asciiInfo[r].allowed
	}
	return isAllowedSlow(r)
}

func isAllowedSlow(r rune) bool { return inRanges(allowedRanges[:], r) }

// isAllowedNotPVALID reports whether r, a character of the identifier
// profile, is one that IDNA2008 does not make PVALID (allowedNotPVALID).
func isAllowedNotPVALID(r rune) bool { return inRanges(allowedNotPVALID[:], r) }

// inRanges reports whether r is in one of the sorted, disjoint ranges.
func inRanges(ranges []runeRange, r rune) bool {
	lo, hi := 0, len(ranges)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch e := &ranges[m]; {
		case r < e.lo:
			hi = m
		case r > e.hi:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}

// prototype returns the confusables.txt prototype of r, if r has one.
func prototype(r rune) (string, bool) {
	lo, hi := 0, len(confusables)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch e := &confusables[m]; {
		case r < e.r:
			hi = m
		case r > e.r:
			lo = m + 1
		default:
			return protoData[e.off : int(e.off)+int(e.n)], true
		}
	}
	return "", false
}

// isDefaultIgnorable reports whether r has the Default_Ignorable_Code_Point
// property. Go's unicode package has no table for it, so it is derived the
// way DerivedCoreProperties.txt derives it: Other_Default_Ignorable_Code_Point,
// format characters (Cf) and variation selectors, minus white space, the
// interlinear annotation characters U+FFF9..U+FFFB, the Egyptian hieroglyph
// format controls and the prepended concatenation marks. The tables of Go's
// unicode package have the same Unicode version as ours (see
// TestUnicodeVersions); TestDefaultIgnorable checks the result against
// IdentifierType.txt.
func isDefaultIgnorable(r rune) bool {
	if r < 0xAD || 0xAD < r && r < 0x34F {
		// U+00AD SOFT HYPHEN and U+034F COMBINING GRAPHEME JOINER are
		// the first two (TestDefaultIgnorableGap).
		return false
	}
	return inRanges(defaultIgnorables(), r)
}

// defaultIgnorables lists the Default_Ignorable_Code_Point ranges, built on
// first use from the few thousand code points of the three tables that
// contribute to the property.
var defaultIgnorables = sync.OnceValue(func() []runeRange {
	var out []runeRange
	add := func(r rune) {
		if n := len(out); n > 0 && out[n-1].hi == r-1 {
			out[n-1].hi = r
			return
		}
		out = append(out, runeRange{r, r})
	}
	var candidates []rune
	for _, t := range []*unicode.RangeTable{unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector, unicode.Cf} {
		for _, e := range t.R16 {
			for r := rune(e.Lo); r <= rune(e.Hi); r += rune(e.Stride) {
				candidates = append(candidates, r)
			}
		}
		for _, e := range t.R32 {
			for r := rune(e.Lo); r <= rune(e.Hi); r += rune(e.Stride) {
				candidates = append(candidates, r)
			}
		}
	}
	slices.Sort(candidates)
	candidates = slices.Compact(candidates)
	for _, r := range candidates {
		if isDefaultIgnorableSlow(r) {
			add(r)
		}
	}
	return out
})

func isDefaultIgnorableSlow(r rune) bool {
	if unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.Is(unicode.Variation_Selector, r) {
		return true
	}
	if !unicode.Is(unicode.Cf, r) {
		return false
	}
	switch {
	case 0xFFF9 <= r && r <= 0xFFFB, 0x13430 <= r && r <= 0x1345F:
		return false
	}
	return !unicode.Is(unicode.White_Space, r) && !unicode.Is(unicode.Prepended_Concatenation_Mark, r)
}

// digitZero returns the zero of the decimal digit system of r, or -1 if r is
// not a decimal digit (General_Category=Nd). Unicode encodes every decimal
// system as ten consecutive code points from zero to nine, so in the
// unicode.Nd table the zero is found by counting in tens from the start of
// the range holding r (TestDigitZero checks this for every Nd character).
func digitZero(r rune) rune {
	if '0' <= r && r <= '9' {
		return '0'
	}
	if r < firstDigit {
		return -1
	}
	if r <= 0xFFFF {
		return zeroInRanges(unicode.Nd.R16, r, func(e *unicode.Range16) (lo, hi, stride rune) {
			return rune(e.Lo), rune(e.Hi), rune(e.Stride)
		})
	}
	return zeroInRanges(unicode.Nd.R32, r, func(e *unicode.Range32) (lo, hi, stride rune) {
		return rune(e.Lo), rune(e.Hi), rune(e.Stride)
	})
}

// firstDigit is the first decimal digit (Nd) after the ASCII ones
// (U+0660 ARABIC-INDIC DIGIT ZERO), below which digitZero needs no search.
var firstDigit = func() rune {
	for _, e := range unicode.Nd.R16 {
		if rune(e.Hi) >= utf8.RuneSelf {
			return max(rune(e.Lo), utf8.RuneSelf)
		}
	}
	return utf8.RuneSelf
}()

// zeroInRanges finds the range of t holding r by binary search and returns
// the zero of r's digit system, or -1.
func zeroInRanges[T any](t []T, r rune, bounds func(*T) (lo, hi, stride rune)) rune {
	lo, hi := 0, len(t)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		elo, ehi, stride := bounds(&t[m])
		switch {
		case r < elo:
			hi = m
		case r > ehi:
			lo = m + 1
		default:
			return zeroIn(elo, stride, r)
		}
	}
	return -1
}

// zeroIn returns the zero of digit r in the unicode.Nd range starting at lo.
// Every version of the table lists digits in ranges of stride 1; should one
// not, digitZero fails (TestDigitZero checks every Nd character).
func zeroIn(lo, stride, r rune) rune {
	if stride != 1 {
		return -1
	}
	return lo + (r-lo)/10*10
}

// isNonspacingMark reports whether r is a nonspacing mark (Mn), and
// isMark whether it is a nonspacing or enclosing mark (Mn or Me), the two
// kinds UTS #39 section 5.4 counts.
func isNonspacingMark(r rune) bool {
	if r < combiningEnd {
		return r >= 0x300
	}
	return unicode.Is(unicode.Mn, r)
}

// combiningEnd ends the block of Combining Diacritical Marks (U+0300 to
// U+036F), all of them nonspacing marks (TestCombiningBlock): the marks
// of accented Latin letters need no search of unicode.Mn.
const combiningEnd = 0x370

func isMark(r rune) bool {
	if r < combiningEnd {
		return r >= 0x300
	}
	return unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r)
}
