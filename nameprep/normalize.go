package nameprep

import (
	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/internal/fullnorm"
)

// Unicode 3.2 normalization on top of golang.org/x/text/unicode/norm, which
// implements the Unicode version of the Go release (15.0.0 or 17.0.0). For
// code points assigned in Unicode 3.2 the data is the same, except in the
// three cases below, each handled here or in preparer.run;
// docs/nameprep.md gives the evidence.
//
//  1. Five decompositions were corrected after Unicode 3.2 (Corrigendum #4,
//     NormalizationCorrections.txt entries marked 4.0.0); decomposition32
//     restores the Unicode 3.2 ones. The sixth entry of that file, U+F951,
//     was corrected in Unicode 3.2.0 itself and needs nothing.
//  2. Code points assigned after Unicode 3.2 (table A.1) had no
//     decomposition, combining class 0 and no composition in Unicode 3.2;
//     preparer.run copies them and normalizes the text between them
//     separately.
//  3. x/text inserts U+034F COMBINING GRAPHEME JOINER after 30 non-starters
//     in a row (the Stream-Safe Text Format of UAX #15), which normalization
//     form KC does not do; appendNFKC uses package fullnorm, which
//     normalizes such runs exactly.

// decomposition32 returns, in UTF-8, the Unicode 3.2 decomposition of the
// code points whose decomposition was corrected after Unicode 3.2, or ""
// for any other code point. Each is a CJK unified ideograph that
// normalization leaves unchanged, so replacing the code point before
// normalizing gives the Unicode 3.2 result.
func decomposition32(r rune) string {
	if r < 0x2F868 || r > 0x2F9BF {
		return ""
	}
	switch r {
	case 0x2F868:
		return "\U0002136A"
	case 0x2F874:
		return "\u5F33"
	case 0x2F91F:
		return "\u43AB"
	case 0x2F95F:
		return "\u7AAE"
	case 0x2F9BF:
		return "\u4D57"
	}
	return ""
}

// appendNFKC appends the NFKC form of text to dst, normalizing text on its
// own (unlike norm.Form.Append, which normalizes dst and text together),
// exactly: without the stream-safe limit of x/text (package fullnorm).
// text must hold no code point of table A.1 and no surrogate, and must not
// overlap the spare capacity of dst.
func appendNFKC(dst, text []byte) []byte {
	return fullnorm.Append(norm.NFKC, dst, text)
}

// boundaryBefore reports whether normalization form KC has a boundary
// before the character with properties p (in form NFKC); see
// fullnorm.BoundaryBefore.
func boundaryBefore(p norm.Properties) bool {
	return fullnorm.BoundaryBefore(norm.NFKC, p)
}
