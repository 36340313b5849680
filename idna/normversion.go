package idna

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/fullnorm"
)

// NFC by the normalization of a table's own Unicode version.
//
// x/text's normalization data follows the toolchain (17.0.0 under go1.27),
// and a profile pinned to an older version (15.0.0) must normalize as that
// version does. By Unicode's normalization stability policy, a string of
// code points that version V assigns normalizes by V's data exactly as by
// any later data (the decompositions and combining classes of assigned code
// points never change; the last NormalizationCorrections entry is of 4.0.0,
// before every version xn has tables for, which gentables'
// TestNoCorrectionsSince checks). What differs is the code points V leaves
// unassigned: V's normalization gives them combining class 0, no
// decomposition and no composition, so each is a boundary on both sides
// that nothing reorders across or composes with, while later data may know
// one as a combining mark (U+1AD3, new in 17.0.0, has class 230 there, so
// 17.0.0's NFC moves it behind U+065F, of class 220). So V's NFC of a
// string is the later data's NFC of each stretch between V's unassigned
// code points, with those code points left in place; that is what
// nfcAppend and isNFC compute for a pinned table. tables.Default, of the
// data's own version, takes x/text's answer as it is.

// unassignedIndex returns the byte offset of the first code point of text
// that tab leaves unassigned, or -1.
func unassignedIndex(tab *tables.Table, text []byte) int {
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRune(text[i:])
		if r >= utf8.RuneSelf && tab.Lookup(r).Derived() == tables.UNASSIGNED {
			return i
		}
		i += n
	}
	return -1
}

// nfcAppend appends the NFC of text by tab's Unicode version to dst (see
// fullnorm.Append for the rules on dst and text). Cutting at tab's
// unassigned code points is right whatever the data's version: where the
// data is not newer than tab, it does not know them either. It is skipped
// for tables.Default, whose version is the data's, so that the default
// profiles scan nothing more.
func nfcAppend(tab *tables.Table, dst, text []byte) []byte {
	for tab != tables.Default {
		i := unassignedIndex(tab, text)
		if i < 0 {
			break
		}
		dst = fullnorm.Append(norm.NFC, dst, text[:i])
		_, n := utf8.DecodeRune(text[i:])
		dst = append(dst, text[i:i+n]...)
		text = text[i+n:]
	}
	return fullnorm.Append(norm.NFC, dst, text)
}

// isNFC reports whether b is in NFC by tab's Unicode version. With quick,
// it is x/text's answer where that is tab's (norm.Form.IsNormal), which may
// be no for text in NFC that holds a run of more than 30 non-starters; the
// caller then normalizes, to the same text.
func isNFC(tab *tables.Table, b []byte, quick bool) bool {
	switch {
	case tab != tables.Default && unassignedIndex(tab, b) >= 0:
		return bytes.Equal(nfcAppend(tab, nil, b), b)
	case quick:
		return norm.NFC.IsNormal(b)
	}
	return fullnorm.IsNormal(norm.NFC, b)
}

// nfc appends the NFC of text to dst by the Unicode version of the
// state's profile: x/text's, or nfcAppend's for a profile pinned to
// another version than tables.Default's, reached through the options
// (pinnedNFC) so that a program without such profiles does not link it.
func (st *state) nfc(dst, text []byte) []byte {
	if f := st.o.pinnedNFC; f != nil {
		return f(st.tab, dst, text)
	}
	return fullnorm.Append(norm.NFC, dst, text)
}

// isNFC is isNFC by the Unicode version of the state's profile (see nfc).
func (st *state) isNFC(b []byte, quick bool) bool {
	if f := st.o.pinnedIsNFC; f != nil {
		return f(st.tab, b, quick)
	}
	if quick {
		return norm.NFC.IsNormal(b)
	}
	return fullnorm.IsNormal(norm.NFC, b)
}

// normalizeNFCIn is normalizeNFC by tab's Unicode version.
func normalizeNFCIn(tab *tables.Table, s string) string {
	if isASCII(s) || !utf8.ValidString(s) {
		return s
	}
	return string(nfcAppend(tab, nil, []byte(s)))
}
