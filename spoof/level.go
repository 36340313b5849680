package spoof

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Level is a restriction level of UTS #39 section 5.2. The levels are
// ordered from the most restrictive (ASCIIOnly) to the least (Unrestricted),
// so a string that meets a level also meets every greater one.
type Level uint8

const (
	// ASCIIOnly: every character is ASCII and has Identifier_Status=Allowed.
	ASCIIOnly Level = iota
	// SingleScript: every character is Allowed and the string is
	// single-script (its resolved script set is not empty).
	SingleScript
	// HighlyRestrictive: every character is Allowed and the string is
	// covered by Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo or
	// Latin + Han + Hangul.
	HighlyRestrictive
	// ModeratelyRestrictive: every character is Allowed and the string is
	// covered by Latin and one other Recommended script that is neither
	// Cyrillic nor Greek.
	ModeratelyRestrictive
	// MinimallyRestrictive: every character is Allowed; scripts may mix
	// freely.
	MinimallyRestrictive
	// Unrestricted: some character has Identifier_Status=Restricted, or the
	// string is not valid UTF-8.
	Unrestricted
)

var levelNames = [...]string{
	ASCIIOnly:             "ASCII-only",
	SingleScript:          "single script",
	HighlyRestrictive:     "highly restrictive",
	ModeratelyRestrictive: "moderately restrictive",
	MinimallyRestrictive:  "minimally restrictive",
	Unrestricted:          "unrestricted",
}

// String returns the name of the level as UTS #39 spells it, in lower case
// ("highly restrictive").
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "Level(" + strconv.Itoa(int(l)) + ")"
}

// RestrictionLevel returns the most restrictive level of UTS #39 section 5.2
// that s meets. The check covers the whole string; to classify a domain
// name, classify each label (see [Policy.Check]). Invalid UTF-8 is
// Unrestricted, and so is s longer than idna.MaxInputLen bytes, which is
// not examined.
func RestrictionLevel(s string) Level {
	if tooLong(s) {
		return Unrestricted
	}
	var a analysis
	a.scan(s, false)
	if a.anyRestricted || a.invalid {
		return Unrestricted
	}
	return a.scriptLevel()
}

// IsMixedScript reports whether s is mixed-script in the sense of UTS #39
// section 5.1: its resolved script set, the intersection of the augmented
// Script_Extensions sets of its characters, is empty. Common and Inherited
// characters (digits, hyphen, combining marks) belong to every script, and
// Han, Hiragana, Katakana, Hangul and Bopomofo characters also belong to the
// writing systems (Jpan, Kore, Hanb) that combine them, so 例え (Han and
// Hiragana) is single-script, while pаypal (with a Cyrillic а) is mixed.
// It reports false for s longer than idna.MaxInputLen bytes, which it does
// not examine ([RestrictionLevel] reports Unrestricted for it).
func IsMixedScript(s string) bool {
	if tooLong(s) {
		return false
	}
	var a analysis
	a.scan(s, false)
	return a.resolved.isEmpty()
}

// analysis gathers what the checks need from one pass over a string.
type analysis struct {
	ascii   bool // every byte is ASCII
	invalid bool // s is not valid UTF-8

	// resolved is the resolved script set; nonLatin the intersection of the
	// sets of the characters whose set lacks Latin (all scripts if none).
	resolved, nonLatin scriptSet

	// restricted is the first character with Identifier_Status=Restricted
	// that is not also invisible, or -1; anyRestricted counts invisible
	// characters too.
	restricted    rune
	anyRestricted bool
	invisible     rune // first Default_Ignorable_Code_Point character, or -1
	digit         rune // first digit of a second decimal system, or -1
}

// scan analyses s. With allowJoiners, U+200C and U+200D are treated as
// neither restricted nor invisible.
func (a *analysis) scan(s string, allowJoiners bool) {
	a.ascii = true
	a.invalid = false
	a.resolved = allScripts
	a.nonLatin = allScripts
	a.restricted, a.invisible, a.digit = -1, -1, -1
	a.anyRestricted = false
	zero := rune(-1)
	lastSet := -1 // the script set of the ASCII character before
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			info := &asciiInfo[c]
			if int(info.set) != lastSet {
				// Intersecting with the same set again changes nothing:
				// a run of letters costs one intersection.
				lastSet = int(info.set)
				set := &scriptSets[info.set]
				a.resolved.intersect(set)
				if !set.has(scriptLatn) {
					a.nonLatin.intersect(set)
				}
			}
			if !info.allowed {
				a.anyRestricted = true
				if a.restricted < 0 {
					a.restricted = rune(c)
				}
			}
			if '0' <= c && c <= '9' {
				zero = a.noteDigit('0', rune(c), zero)
			}
			continue
		}
		a.ascii = false
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if r == utf8.RuneError && size == 1 {
			a.invalid = true // reported as such; U+FFFD is Common anyway
			continue
		}
		set := scriptSetOf(r)
		a.resolved.intersect(set)
		if !set.has(scriptLatn) {
			a.nonLatin.intersect(set)
		}
		if allowJoiners && (r == 0x200C || r == 0x200D) {
			continue
		}
		allowed := isAllowed(r)
		if !allowed {
			a.anyRestricted = true
		}
		if isDefaultIgnorable(r) {
			if a.invisible < 0 {
				a.invisible = r
			}
			continue // reported as invisible, not as restricted
		}
		if !allowed && a.restricted < 0 {
			a.restricted = r
		}
		if z := digitZero(r); z >= 0 {
			zero = a.noteDigit(z, r, zero)
		}
	}
}

func (a *analysis) noteDigit(z, r, zero rune) rune {
	if zero < 0 {
		return z
	}
	if z != zero && a.digit < 0 {
		a.digit = r
	}
	return zero
}

// scriptLevel returns the restriction level implied by the scripts alone,
// as if every character were Allowed.
func (a *analysis) scriptLevel() Level {
	switch {
	case a.ascii:
		return ASCIIOnly
	case !a.resolved.isEmpty():
		return SingleScript
	case a.nonLatin.has(scriptHanb) || a.nonLatin.has(scriptJpan) || a.nonLatin.has(scriptKore):
		// The characters without Latin share Han+Bopomofo, Japanese or
		// Korean: the string is covered by Latin plus that combination.
		return HighlyRestrictive
	}
	other := a.nonLatin
	other.intersect(&recommendedScripts)
	other[scriptCyrl/64] &^= 1 << (scriptCyrl % 64)
	other[scriptGrek/64] &^= 1 << (scriptGrek % 64)
	if !other.isEmpty() {
		return ModeratelyRestrictive
	}
	return MinimallyRestrictive
}

// scriptList names the real scripts of a set ("Latin, Cyrillic"), leaving
// out the UTS #39 combinations Hanb, Jpan and Kore.
func scriptList(s *scriptSet) string {
	if s.isAll() {
		return "Common"
	}
	var b strings.Builder
	for i, name := range scriptNames {
		if !s.has(i) || i == scriptHanb || i == scriptJpan || i == scriptKore {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(name)
	}
	return b.String()
}
