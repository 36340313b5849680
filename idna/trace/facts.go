package trace

import "github.com/xn-go/xn/idna/internal/tables"

// The typed properties of [RuneInfo]. Each is the value of the IDNA
// tables; String gives its name as the Unicode data files spell it, and
// MarshalText the same, so that JSON shows names, not numbers.

// Status is a UTS #46 status from IdnaMappingTable.txt.
type Status uint8

// The UTS #46 statuses. StatusDisallowedSTD3Valid and
// StatusDisallowedSTD3Mapped occur only in the 15.0.0 tables.
const (
	StatusDisallowed           = Status(tables.Disallowed)
	StatusValid                = Status(tables.Valid)
	StatusIgnored              = Status(tables.Ignored)
	StatusMapped               = Status(tables.Mapped)
	StatusDeviation            = Status(tables.Deviation)
	StatusDisallowedSTD3Valid  = Status(tables.DisallowedSTD3Valid)
	StatusDisallowedSTD3Mapped = Status(tables.DisallowedSTD3Mapped)
)

// String returns the status as IdnaMappingTable.txt spells it, such as
// "deviation".
func (s Status) String() string { return tables.Status(s).String() }

// MarshalText returns String's text.
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Maps reports whether the mapping step replaces a code point of status s
// when the STD3 rules are off: mapped, or disallowed_STD3_mapped.
func (s Status) Maps() bool { return s == StatusMapped || s == StatusDisallowedSTD3Mapped }

// STD3 reports whether status s is one of the 15.0.0 statuses of the STD3
// rules: disallowed_STD3_valid or disallowed_STD3_mapped.
func (s Status) STD3() bool { return s == StatusDisallowedSTD3Valid || s == StatusDisallowedSTD3Mapped }

// Property is an RFC 5892 derived property value, as Idna2008.txt lists it.
type Property uint8

// The RFC 5892 derived property values.
const (
	DISALLOWED = Property(tables.DISALLOWED)
	PVALID     = Property(tables.PVALID)
	CONTEXTJ   = Property(tables.CONTEXTJ)
	CONTEXTO   = Property(tables.CONTEXTO)
	UNASSIGNED = Property(tables.UNASSIGNED)
)

// String returns the value as RFC 5892 spells it, such as "PVALID".
func (p Property) String() string { return tables.Derived(p).String() }

// MarshalText returns String's text.
func (p Property) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// BidiClass is a Bidi_Class value, from DerivedBidiClass.txt.
type BidiClass uint8

// The Bidi_Class values that the Bidi rule of RFC 5893 names; the other
// values (the explicit formatting classes) are BidiClass values too, and
// print by their short names.
const (
	BidiL   = BidiClass(tables.BidiL)
	BidiR   = BidiClass(tables.BidiR)
	BidiAL  = BidiClass(tables.BidiAL)
	BidiEN  = BidiClass(tables.BidiEN)
	BidiES  = BidiClass(tables.BidiES)
	BidiET  = BidiClass(tables.BidiET)
	BidiAN  = BidiClass(tables.BidiAN)
	BidiCS  = BidiClass(tables.BidiCS)
	BidiNSM = BidiClass(tables.BidiNSM)
	BidiBN  = BidiClass(tables.BidiBN)
	BidiON  = BidiClass(tables.BidiON)
)

// String returns the short name of the class, such as "AL".
func (b BidiClass) String() string { return tables.BidiClass(b).String() }

// MarshalText returns String's text.
func (b BidiClass) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// RightToLeft reports whether the class makes a label right-to-left for
// the Bidi rule: R or AL.
func (b BidiClass) RightToLeft() bool { return b == BidiR || b == BidiAL }

// JoiningType is a Joining_Type value, from DerivedJoiningType.txt.
type JoiningType uint8

// The Joining_Type values.
const (
	JoinU = JoiningType(tables.JoinU) // Non_Joining, the default
	JoinC = JoiningType(tables.JoinC) // Join_Causing
	JoinD = JoiningType(tables.JoinD) // Dual_Joining
	JoinL = JoiningType(tables.JoinL) // Left_Joining
	JoinR = JoiningType(tables.JoinR) // Right_Joining
	JoinT = JoiningType(tables.JoinT) // Transparent
)

// String returns the short name of the value, such as "D".
func (j JoiningType) String() string { return tables.JoiningType(j).String() }

// MarshalText returns String's text.
func (j JoiningType) MarshalText() ([]byte, error) { return []byte(j.String()), nil }
