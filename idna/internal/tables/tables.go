// Package tables holds the Unicode properties that IDNA processing needs,
// generated from the Unicode data files: the UTS #46 status and mapping of
// each code point (IdnaMappingTable.txt), its IDNA2008 derived property
// (RFC 5892, Idna2008.txt), Joining_Type, Bidi_Class, whether it is a mark
// or a virama, and the few scripts that the RFC 5892 CONTEXTO rules name.
//
// There is one Table for each Unicode version of the generated list
// internal/unicodeversions (V15_0_0, V15_1_0, ...); Table.Lookup returns
// all the properties of a code point at once, in a Props value, with a few
// loads from compact tries. See
// docs/tables.md for the layout and docs/unicode-versions.md for the
// versions.
//
// Default is the table of the toolchain's Unicode version: 15.0.0 before
// go1.27 and 17.0.0 from go1.27 on, so that Default's version,
// unicode.Version and norm.Version agree. A program links only the tables it
// refers to: Default, and those that ByVersion's callers or Register's
// callers name.
package tables

import (
	"strconv"
	"unicode"

	"github.com/xn-go/xn/internal/codepoint"
)

//go:generate go run ./gen
//go:generate env GOTOOLCHAIN=go1.27.4 go run ./gen

// Shapes of the tries, the same for every version; see docs/tables.md.
const (
	leafShift   = 4
	midShift    = 5
	winShift    = 5
	mapMidShift = 4
	propTopLen  = (unicode.MaxRune + 1) >> (leafShift + midShift)
)

// A Table holds the properties of every code point for one Unicode
// version. The generated files define one per version; the zero Table is
// not usable.
type Table struct {
	version     string
	normVersion string      // the oldest normalization data that is exact for it
	classes     [256]uint32 // in the Table, not behind a pointer: one load fewer each per Lookup
	propTop     [propTopLen]uint8
	propMid     []uint16
	propLeaf    []uint8
	mapTop      []uint8
	mapMid      []uint16
	mapGroups   []uint32 // offset | length<<16
	mappings    string

	// ascii holds Lookup of the ASCII code points, which fillASCII sets
	// when the table is Default or registered, so that the checks read
	// an ASCII code point's properties without a lookup. A pointer, so
	// that the tables a program links carry 8 bytes for it, not 1 KiB.
	ascii *[128]Props
}

// fillASCII sets t.ascii.
func (t *Table) fillASCII() {
	t.ascii = new([128]Props)
	for c := range t.ascii {
		t.ascii[c] = t.Lookup(rune(c))
	}
}

// ASCII returns the properties of the ASCII code point c (c < 0x80) in
// t, which must be Default or registered.
func (t *Table) ASCII(c byte) Props { return t.ascii[c] }

// Version returns the Unicode version of t, such as "16.0.0".
func (t *Table) Version() string { return t.version }

// NormVersion returns the oldest Unicode version of normalization data
// (golang.org/x/text/unicode/norm's Version) with which NFC gives exact
// results for t's version: the code points that t's version assigns after
// it are all inert under NFC.
func (t *Table) NormVersion() string { return t.normVersion }

// Props holds the properties of one code point. Its low 32 bits are the
// class word of the code point; its high 32 bits are the code point itself,
// which Mapping uses to find the mapping target. Props values of distinct
// code points therefore differ even when their properties are equal;
// compare the results of the methods instead.
//
// The zero Props is what Lookup returns for a value that is not a code
// point: Disallowed, DISALLOWED, JoinU, BidiL, ScriptOther, no mapping.
type Props uint64

// Bit layout of the class word. The generator uses the same constants.
const (
	statusShift  = 0 // 3 bits: Status
	nv8Bit       = 3 // IDNA2008 status NV8 or XV8
	derivedShift = 4 // 3 bits: Derived
	joiningShift = 7 // 3 bits: JoiningType
	bidiShift    = 10
	markBit      = 15
	viramaBit    = 16
	scriptShift  = 17 // 3 bits: Script
	selShift     = 20 // 3 bits: mapping group within the window
	mappedBit    = 23 // the status carries a mapping
	nfcInertBit  = 24 // NFC_Quick_Check=Yes and combining class 0
	nfcMaybeBit  = 25 // NFC_Quick_Check=Maybe
	nfcNoBit     = 26 // NFC_Quick_Check=No
	composesBit  = 27 // NFC may combine it with a code point that follows
	cccShift     = 28 // 4 bits: the rank of the combining class

	leafMask   = 1<<leafShift - 1
	midMask    = 1<<midShift - 1
	winMask    = 1<<winShift - 1
	mapMidMask = 1<<mapMidShift - 1
)

// Lookup returns the properties of r in Default. For r outside
// 0..unicode.MaxRune it returns the zero Props, which is disallowed.
func Lookup(r rune) Props { return Default.Lookup(r) }

// Lookup returns the properties of r. For r outside 0..unicode.MaxRune it
// returns the zero Props, which is disallowed.
func (t *Table) Lookup(r rune) Props {
	// Unsigned indexes, which need no sign extension.
	u := uint(uint32(r))
	if u > unicode.MaxRune {
		return 0
	}
	m := t.propTop[u>>(leafShift+midShift)]
	l := t.propMid[uint(m)<<midShift|u>>leafShift&midMask]
	c := t.propLeaf[uint(l)+u&leafMask]
	return Props(t.classes[c]) | Props(u)<<32
}

// Rune returns the code point whose properties p holds.
func (p Props) Rune() rune { return rune(p >> 32) }

// Status returns the UTS #46 status.
func (p Props) Status() Status { return Status(p >> statusShift & 7) }

// Mapping returns the UTS #46 mapping target of a code point of t whose
// properties are p and whose status is Mapped, Deviation or
// DisallowedSTD3Mapped. It returns "" for a deviation that maps to nothing
// (U+200C, U+200D) and for every other status.
func (t *Table) Mapping(p Props) string {
	if p&(1<<mappedBit) == 0 {
		return ""
	}
	r := uint32(p >> 32)
	b := t.mapMid[int(t.mapTop[r>>(winShift+mapMidShift)])<<mapMidShift|int(r>>winShift)&mapMidMask]
	g := t.mapGroups[int(b)+int(p>>selShift&7)]
	off := g&0xffff + (r&winMask)*(g>>16)
	return t.mappings[off : off+g>>16]
}

// NV8 reports whether the IDNA2008 status column of the mapping table is NV8
// or XV8: the code point is valid in UTS #46 but not in IDNA2008.
func (p Props) NV8() bool { return p&(1<<nv8Bit) != 0 }

// Derived returns the RFC 5892 derived property.
func (p Props) Derived() Derived { return Derived(p >> derivedShift & 7) }

// Joining returns the Joining_Type.
func (p Props) Joining() JoiningType { return JoiningType(p >> joiningShift & 7) }

// Bidi returns the Bidi_Class.
func (p Props) Bidi() BidiClass { return BidiClass(p >> bidiShift & 31) }

// IsMark reports whether the General_Category is Mn, Mc or Me.
func (p Props) IsMark() bool { return p&(1<<markBit) != 0 }

// NFCInert reports whether the code point has NFC_Quick_Check=Yes and
// canonical combining class 0. A string of such code points is in NFC, so
// normalization can be skipped.
func (p Props) NFCInert() bool { return p&(1<<nfcInertBit) != 0 }

// NFCMaybe reports whether the code point has NFC_Quick_Check=Maybe: NFC
// may combine it with a code point before it.
func (p Props) NFCMaybe() bool { return p&(1<<nfcMaybeBit) != 0 }

// NFCNo reports whether the code point has NFC_Quick_Check=No: it never
// occurs in NFC text.
func (p Props) NFCNo() bool { return p&(1<<nfcNoBit) != 0 }

// Composes reports whether NFC may combine the code point, where it is
// the last starter, with a code point that follows: it has a canonical
// decomposition, or its decomposition begins a primary composite's.
func (p Props) Composes() bool { return p&(1<<composesBit) != 0 }

// CCCRank returns the rank of the Canonical_Combining_Class: 0 for class
// 0, 1 to 14 for the classes of a fixed list (nukta, virama, the Arabic
// vowel signs, the Thai and Lao marks and the most frequent others; the
// generator's CCCRanks), in the order of the classes, and 15 for every
// other class, whose order it does not tell.
func (p Props) CCCRank() uint8 { return uint8(p >> cccShift & 15) }

// IsVirama reports whether the Canonical_Combining_Class is Virama (9).
func (p Props) IsVirama() bool { return p&(1<<viramaBit) != 0 }

// Script returns the script, if it is one that the RFC 5892 CONTEXTO rules
// test for, and ScriptOther otherwise.
func (p Props) Script() Script { return Script(p >> scriptShift & 7) }

// Describe describes the properties of a code point of t for debugging, for example
// `U+00DF deviation "ss" PVALID joining=U bidi=L`. It is not a String
// method: fmt's Stringer would keep it, with the name tables and
// strconv.AppendQuote, in every program that links idna.
func (t *Table) Describe(p Props) string {
	b := codepoint.Append(make([]byte, 0, 64), rune(p>>32))
	b = append(b, ' ')
	b = append(b, p.Status().String()...)
	if p&(1<<mappedBit) != 0 {
		b = strconv.AppendQuote(append(b, ' '), t.Mapping(p))
	}
	if p.NV8() {
		b = append(b, " NV8"...)
	}
	b = append(append(b, ' '), p.Derived().String()...)
	b = append(append(b, " joining="...), p.Joining().String()...)
	b = append(append(b, " bidi="...), p.Bidi().String()...)
	if p.IsMark() {
		b = append(b, " mark"...)
	}
	if p.IsVirama() {
		b = append(b, " virama"...)
	}
	if s := p.Script(); s != ScriptOther {
		b = append(append(b, " script="...), s.String()...)
	}
	return string(b)
}
