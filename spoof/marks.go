package spoof

import "unicode/utf8"

// maxTrackedMarks is how many marks on one character markCheck remembers to
// find a repeated one; it keeps the check linear on hostile input. That many
// marks are far beyond any sensible MaxMarks anyway.
const maxTrackedMarks = 32

// markCheck looks at the nonspacing marks carried by each character of s in
// NFD, as UTS #39 section 5.4 suggests. It returns the first nonspacing mark
// (Mn) that one character carries twice, and the first mark (Mn or Me) that
// brings the count on one character above max; each is -1 if there is none.
//
// The marks of a character are those between it and the next character
// that is not a mark and has Canonical_Combining_Class 0. Canonical
// reordering never moves a code point across such a character, so neither
// the order of the marks nor a reordering step matters.
func markCheck(s string, max int) (repeated, excess rune) {
	repeated, excess = -1, -1
	var seen [maxTrackedMarks]rune
	run := 0
	f := func(r rune, ccc uint8) bool {
		if !isMark(r) {
			if ccc == 0 {
				run = 0
			}
			return true
		}
		run++
		if run > max && excess < 0 {
			excess = r
		}
		if repeated < 0 && isNonspacingMark(r) {
			for _, m := range seen[:min(run-1, maxTrackedMarks)] {
				if m == r {
					repeated = r
					break
				}
			}
		}
		if run <= maxTrackedMarks {
			seen[run-1] = r
		}
		return repeated < 0 || excess < 0
	}
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			run = 0 // what f does with an ASCII character: no mark, class 0
			i++
			continue
		}
		j := i + 1
		for j < len(s) && s[j] >= utf8.RuneSelf {
			j++
		}
		forEachDecomposed(s[i:j], f)
		if repeated >= 0 && excess >= 0 {
			break
		}
		i = j
	}
	return repeated, excess
}
