package tables

import "strconv"

// Status is a UTS #46 status from IdnaMappingTable.txt.
type Status uint8

// The UTS #46 statuses. DisallowedSTD3Valid and DisallowedSTD3Mapped occur
// only in the 15.0.0 tables: from Unicode 16.0.0 on, the mapping table
// lists such code points as valid or mapped, and the STD3 rules are applied
// separately.
const (
	Disallowed           Status = iota // disallowed
	Valid                              // valid
	Ignored                            // ignored: removed by the mapping step
	Mapped                             // mapped to Mapping()
	Deviation                          // deviation: valid in nontransitional processing, mapped in transitional
	DisallowedSTD3Valid                // disallowed_STD3_valid: valid unless UseSTD3ASCIIRules
	DisallowedSTD3Mapped               // disallowed_STD3_mapped: mapped unless UseSTD3ASCIIRules
)

var statusNames = [...]string{"disallowed", "valid", "ignored", "mapped", "deviation",
	"disallowed_STD3_valid", "disallowed_STD3_mapped"}

// String returns the status as IdnaMappingTable.txt spells it.
func (s Status) String() string { return name(statusNames[:], uint8(s), "Status") }

// Derived is an RFC 5892 derived property value, as listed in Idna2008.txt.
type Derived uint8

// The RFC 5892 derived property values.
const (
	DISALLOWED Derived = iota
	PVALID
	CONTEXTJ
	CONTEXTO
	UNASSIGNED
)

var derivedNames = [...]string{"DISALLOWED", "PVALID", "CONTEXTJ", "CONTEXTO", "UNASSIGNED"}

// String returns the value as RFC 5892 spells it.
func (d Derived) String() string { return name(derivedNames[:], uint8(d), "Derived") }

// JoiningType is a Joining_Type value, from DerivedJoiningType.txt.
type JoiningType uint8

// The Joining_Type values.
const (
	JoinU JoiningType = iota // Non_Joining, the default
	JoinC                    // Join_Causing
	JoinD                    // Dual_Joining
	JoinL                    // Left_Joining
	JoinR                    // Right_Joining
	JoinT                    // Transparent
)

var joiningNames = [...]string{"U", "C", "D", "L", "R", "T"}

// String returns the short name of the value, such as "D".
func (j JoiningType) String() string { return name(joiningNames[:], uint8(j), "JoiningType") }

// BidiClass is a Bidi_Class value, from DerivedBidiClass.txt.
type BidiClass uint8

// The Bidi_Class values.
const (
	BidiL   BidiClass = iota // Left_To_Right
	BidiR                    // Right_To_Left
	BidiAL                   // Arabic_Letter
	BidiEN                   // European_Number
	BidiES                   // European_Separator
	BidiET                   // European_Terminator
	BidiAN                   // Arabic_Number
	BidiCS                   // Common_Separator
	BidiNSM                  // Nonspacing_Mark
	BidiBN                   // Boundary_Neutral
	BidiB                    // Paragraph_Separator
	BidiS                    // Segment_Separator
	BidiWS                   // White_Space
	BidiON                   // Other_Neutral
	BidiLRE                  // Left_To_Right_Embedding
	BidiLRO                  // Left_To_Right_Override
	BidiRLE                  // Right_To_Left_Embedding
	BidiRLO                  // Right_To_Left_Override
	BidiPDF                  // Pop_Directional_Format
	BidiLRI                  // Left_To_Right_Isolate
	BidiRLI                  // Right_To_Left_Isolate
	BidiFSI                  // First_Strong_Isolate
	BidiPDI                  // Pop_Directional_Isolate
)

var bidiNames = [...]string{"L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN",
	"B", "S", "WS", "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"}

// String returns the short name of the class, such as "AL".
func (b BidiClass) String() string { return name(bidiNames[:], uint8(b), "BidiClass") }

// Script is a Unicode Script value, reduced to the scripts that the RFC 5892
// CONTEXTO rules test for.
type Script uint8

// The scripts. Every script not listed is ScriptOther.
const (
	ScriptOther Script = iota
	ScriptGreek
	ScriptHebrew
	ScriptHiragana
	ScriptKatakana
	ScriptHan
)

var scriptNames = [...]string{"Other", "Greek", "Hebrew", "Hiragana", "Katakana", "Han"}

// String returns the script name as Scripts.txt spells it, or "Other".
func (s Script) String() string { return name(scriptNames[:], uint8(s), "Script") }

func name(names []string, v uint8, typ string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return typ + "(" + strconv.Itoa(int(v)) + ")"
}
