package idna

import "github.com/xn-go/xn/idna/trace"

// bidiValid applies the Bidi rule of RFC 5893 section 2 to every label of a
// Bidi domain name: one with a label holding an R, AL or AN character
// (section 1.4). Which name is one is decided on the labels after mapping
// and decoding, as UTS #46 section 4.1 applies the rule; x/net decides it
// from the characters before mapping.
func (p *Profile) bidiValid(labels *labelIter, legacyName int) bool {
	bidiName := legacyName > 0
	for labels.reset(); legacyName < 0 && !labels.done() && !bidiName; labels.next() {
		bidiName = hasRTL(labels.label(), false)
	}
	if !bidiName {
		return true
	}
	for labels.reset(); !labels.done(); labels.next() {
		if !bidiLabelValid(labels.label()) {
			return false
		}
	}
	return true
}

// The Bidi_Class sets of RFC 5893 section 2, as bits by class.
const (
	rtlAllowed = 1<<trace.BidiR | 1<<trace.BidiAL | 1<<trace.BidiAN | 1<<trace.BidiEN |
		1<<trace.BidiES | 1<<trace.BidiCS | 1<<trace.BidiET | 1<<trace.BidiON |
		1<<trace.BidiBN | 1<<trace.BidiNSM // rule 2
	rtlEnd     = 1<<trace.BidiR | 1<<trace.BidiAL | 1<<trace.BidiEN | 1<<trace.BidiAN // rule 3
	ltrAllowed = 1<<trace.BidiL | 1<<trace.BidiEN | 1<<trace.BidiES | 1<<trace.BidiCS |
		1<<trace.BidiET | 1<<trace.BidiON | 1<<trace.BidiBN | 1<<trace.BidiNSM // rule 5
	ltrEnd = 1<<trace.BidiL | 1<<trace.BidiEN // rule 6
)

// bidiLabelValid reports whether one label satisfies rules 1 to 6. The
// empty label does.
func bidiLabelValid(label string) bool {
	var (
		allowed, end uint32
		seen         uint32 // the classes met
		last         uint32 // the class of the last character that is not NSM
	)
	for i, r := range label {
		class := uint32(1) << factsOf(r).BidiClass
		if i == 0 {
			switch {
			case class == 1<<trace.BidiL:
				allowed, end = ltrAllowed, ltrEnd
			case class&(1<<trace.BidiR|1<<trace.BidiAL) != 0:
				allowed, end = rtlAllowed, rtlEnd
			default:
				return false // rule 1
			}
		}
		if class&allowed == 0 {
			return false // rules 2 and 5
		}
		seen |= class
		if class != 1<<trace.BidiNSM {
			last = class
		}
	}
	const both = 1<<trace.BidiEN | 1<<trace.BidiAN
	return label == "" || last&end != 0 && seen&both != both // rules 3, 4, 6
}

// hasRTL reports whether s holds an R, AL or AN rune. An unassigned code
// point has the default class of its block (DerivedBidiClass.txt: R in most
// of U+10800..U+10FFF, for one); with unassignedLTR it counts as L, as in
// the table x/net reads the input's directions from.
func hasRTL(s string, unassignedLTR bool) bool {
	for _, r := range s {
		f := factsOf(r)
		if rightToLeft(f.BidiClass) && !(unassignedLTR && f.IDNA2008 == trace.UNASSIGNED) {
			return true
		}
	}
	return false
}

// legacyBidiName is -1 when the labels decide whether the name is a Bidi
// domain name; with compatBidiBeforeMap it is 1 or 0, x/net's verdict from
// the runes of the input (after NFC alone for ValidateLabels without
// mapping) and of the decoded labels.
func (p *Profile) legacyBidiName(input, mapped string, decodedRTL bool) int {
	if !p.legacy(compatBidiBeforeMap) {
		return -1
	}
	rtl := decodedRTL
	switch p.mapping {
	case mapLookup, checkNoMap:
		rtl = rtl || hasRTL(input, p.legacy(compatUnassignedLTR))
	case normalizeNFC:
		rtl = rtl || hasRTL(mapped, false)
	}
	if rtl {
		return 1
	}
	return 0
}
