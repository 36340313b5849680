package idna

import (
	"unicode/utf8"

	"github.com/xn-go/xn/idna/trace"
)

// category is a UTS #46 status after the profile's settings have decided
// the STD3 and deviation statuses, as x/net simplifies them.
type category uint8

const (
	catDisallowed category = iota
	catValid
	catMapped
	catIgnored
	catDeviation // only with transitional processing: mapped
)

// asciiFacts holds xn's table entries of the ASCII code points, so that the
// common case reads no trie.
var asciiFacts = func() (t [utf8.RuneSelf]trace.RuneInfo) {
	for c := range t {
		t[c] = trace.LookupRune(rune(c))
	}
	return t
}()

// factsOf returns what xn's default tables say about r.
func factsOf(r rune) trace.RuneInfo {
	if r < utf8.RuneSelf {
		return asciiFacts[r]
	}
	return trace.LookupRune(r)
}

// simplify decides a status by the STD3 rules and transitional processing.
func (o *options) simplify(st trace.Status) category {
	switch st {
	case trace.StatusValid:
		return catValid
	case trace.StatusMapped:
		return catMapped
	case trace.StatusIgnored:
		return catIgnored
	case trace.StatusDeviation:
		if o.transitional {
			return catDeviation
		}
		return catValid
	case trace.StatusDisallowedSTD3Valid:
		if o.useSTD3Rules {
			return catDisallowed
		}
		return catValid
	case trace.StatusDisallowedSTD3Mapped:
		if o.useSTD3Rules {
			return catDisallowed
		}
		return catMapped
	}
	return catDisallowed
}

// carriesMapping reports whether the table gives st a mapping of its own:
// x/net reads no mark or joining facts for such code points.
func carriesMapping(st trace.Status) bool {
	return st == trace.StatusMapped || st == trace.StatusDisallowedSTD3Mapped || st == trace.StatusDeviation
}

// allowedSTD3 reports whether the ASCII rune r is allowed by the STD3 rules:
// a lowercase letter, a digit, the hyphen, or the dot between labels.
func allowedSTD3(r rune) bool {
	return 'a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-' || r == '.'
}

// rightToLeft reports whether a Bidi_Class makes its label right-to-left in
// the sense of RFC 5893 section 1.4 (R, AL or AN).
func rightToLeft(c trace.BidiClass) bool {
	return c == trace.BidiR || c == trace.BidiAL || c == trace.BidiAN
}
