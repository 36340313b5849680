package spoof

import "unicode/utf8"

// ldhSkeleton marks the ASCII characters that occur in the skeleton of some
// letter, digit or hyphen ("a".."z", "0".."9", "-"). All those skeletons are
// ASCII (TestLDHSkeletons checks it), and each marked character is itself the
// skeleton of an LDH character, so a string spelled with marked characters
// only is exactly the skeleton of some all-ASCII host name label.
var ldhSkeleton = func() (t [utf8.RuneSelf]bool) {
	const ldh = "abcdefghijklmnopqrstuvwxyz0123456789-"
	for i := range len(ldh) {
		for _, r := range Skeleton(ldh[i : i+1]) {
			if r < utf8.RuneSelf {
				t[r] = true
			}
		}
	}
	return t
}()

// looksLikeASCII reports whether the skeleton of label equals the skeleton of
// some string of ASCII letters, digits and hyphens, that is, whether label
// can be drawn so that it looks like an ordinary ASCII label.
//
// It follows the steps of Skeleton without building the skeleton: the
// question is whether every code point of the skeleton is marked in
// ldhSkeleton, which does not depend on their order. The last NFD step
// matters only for a non-ASCII code point of a prototype, whose own
// decomposition is checked instead (a few, such as U+212A KELVIN SIGN,
// decompose to ASCII).
func looksLikeASCII(label string) bool {
	seen, ok := false, true
	final := func(r rune, _ uint8) bool {
		if r >= utf8.RuneSelf || !ldhSkeleton[r] {
			ok = false
			return false
		}
		seen = true
		return true
	}
	forEachDecomposed(label, func(r rune, _ uint8) bool {
		if isDefaultIgnorable(r) {
			return true
		}
		p, mapped := prototype(r)
		if !mapped {
			return final(r, 0) // already decomposed
		}
		for i := 0; i < len(p); {
			q, n := utf8.DecodeRuneInString(p[i:])
			if !decompose(p[i:i+n], q, final) {
				return false
			}
			i += n
		}
		return true
	})
	return ok && seen
}

// IsWholeScriptConfusable reports whether label is a whole-script confusable
// of an ASCII label (UTS #39 section 4): label is written in one script other
// than Latin, and its skeleton is that of a string of ASCII letters, digits
// and hyphens. The Cyrillic аррӏе (looks like "apple") and ѕсоре (like
// "scope") are; the Cyrillic пример and the Greek δοκιμή are not, because
// some of their letters have no ASCII look-alike.
//
// The ASCII side may be digits only: the Cyrillic бб looks like "66".
// Strings that are ASCII, mixed-script or Latin are never whole-script
// confusables; mixed-script ones are caught by [RestrictionLevel], and
// Latin look-alikes such as ɑpple (with U+0251) need a policy with
// RejectASCIILookalikes. A label longer than idna.MaxInputLen bytes is not
// examined: the result is false.
func IsWholeScriptConfusable(label string) bool {
	if tooLong(label) {
		return false
	}
	var a analysis
	a.scan(label, false)
	return a.wholeScript(label)
}

// wholeScript reports whether the analysed label is a whole-script
// confusable of an ASCII label.
func (a *analysis) wholeScript(label string) bool {
	if a.ascii || a.invalid || a.resolved.isEmpty() || a.resolved.has(scriptLatn) {
		return false
	}
	return looksLikeASCII(label)
}
