package spoof

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/fullnorm"
)

// idna2008Characters checks what IDNA2008 says about the characters of one
// label: every code point PVALID, or CONTEXTJ or CONTEXTO with its RFC 5892
// rule met. The rules about the label's shape (hyphens, Bidi over the name,
// DNS length) are left to the Lookup conversion that Display makes: they
// are not about what the reader sees.
var idna2008Characters = idna.IDNA2008.With(
	idna.CheckHyphens(false), idna.CheckBidi(false), idna.VerifyDNSLength(false))

// appendIDNA2008 appends a CodeNotIDNA2008 reason if label, a non-ASCII
// label, is not valid under IDNA2008. UTS #46 maps or allows some
// characters that IDNA2008 disallows (NV8: U+2010 HYPHEN, U+2019) and does
// not apply the CONTEXTO rules (U+00B7 outside l·l, U+30FB without Kana);
// browsers show such labels as A-labels. Only whether the conversion fails
// is used, not how: idna's error types are not part of this decision.
func appendIDNA2008(dst []Reason, label string, index int) []Reason {
	if surelyIDNA2008(label) || validIDNA2008(label) {
		return dst
	}
	// The label should already be NFC (ToUnicode's form); for a caller's
	// decomposed spelling, the question is about its characters.
	if norm.NFC.QuickSpanString(label) != len(label) {
		label = string(fullnorm.AppendString(norm.NFC, nil, label))
		if validIDNA2008(label) {
			return dst
		}
	}
	if len(label) > idna.MaxInputLen {
		return append(dst, Reason{Code: CodeNotIDNA2008, Label: index, Rune: -1, Message: "is too long to check under IDNA2008"})
	}
	r := firstNotIDNA2008(label)
	msg := "is not valid under IDNA2008 (RFC 5892)"
	if r >= 0 {
		msg = fmt.Sprintf("contains %U, which IDNA2008 (RFC 5892) does not allow here", r)
	}
	return append(dst, Reason{Code: CodeNotIDNA2008, Label: index, Rune: r, Message: msg})
}

// surelyIDNA2008 reports whether label passes the IDNA2008 check without
// asking idna: it is NFC, does not start with a mark or "xn--", and every
// character is a lower-case ASCII letter, a digit, a hyphen or a character
// of the identifier profile that IDNA2008 makes PVALID (allowedNotPVALID
// holds the others). Under the rules idna2008Characters applies, such a
// label is valid; TestSurelyIDNA2008 checks the table against idna. Most
// labels take this path, which costs one pass and no allocation.
func surelyIDNA2008(label string) bool {
	if len(label) >= 4 && strings.EqualFold(label[:4], "xn--") {
		return false
	}
	low := true // every character below U+0300: the label is NFC
	for i, r := range label {
		low = low && r < 0x300
		switch {
		case 'a' <= r && r <= 'z', '0' <= r && r <= '9', r == '-':
		case r < utf8.RuneSelf:
			return false
		case i == 0 && unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me):
			return false
		case !isAllowed(r) || isAllowedNotPVALID(r):
			return false
		}
	}
	// Below U+0300 every character is its own NFC and of combining class
	// 0 (TestLowNFC).
	return low || norm.NFC.QuickSpanString(label) == len(label)
}

// validIDNA2008 reports whether the IDNA2008 conversion of label succeeds.
// ToUnicode validates as ToASCII does and skips the Punycode encoding.
func validIDNA2008(label string) bool {
	var buf [128]byte
	_, err := idna2008Characters.AppendToUnicode(buf[:0], label)
	return err == nil
}

// firstNotIDNA2008 returns the first character of label that IDNA2008
// refuses on its own, or -1. Marks and joiners are skipped: alone they fail
// for want of a base or a context, not for what they are. A character that
// only fails in its context (U+00B7 between a and b) also fails alone, and
// is found. The search is linear and only runs for a label already refused.
func firstNotIDNA2008(label string) rune {
	var buf [utf8.UTFMax]byte
	for _, r := range label {
		if r < utf8.RuneSelf || isMark(r) || r == 0x200C || r == 0x200D {
			continue
		}
		n := utf8.EncodeRune(buf[:], r)
		if !validIDNA2008(string(buf[:n])) {
			return r
		}
	}
	return -1
}
