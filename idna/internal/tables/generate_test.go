package tables

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/xn-go/xn/idna/internal/tables/internal/gentables"
	"github.com/xn-go/xn/internal/shareddata"
)

// TestGeneratedFileIsCurrent regenerates the tables of this toolchain's
// Unicode version and compares them byte for byte with the committed file.
func TestGeneratedFileIsCurrent(t *testing.T) {
	var dir string
	for _, name := range gentables.Files {
		dir = filepath.Dir(shareddata.UnicodePath(t, UnicodeVersion, name))
	}
	got, err := gentables.Generate(dir, UnicodeVersion)
	if err != nil {
		t.Fatal(err)
	}
	name := gentables.FileName(UnicodeVersion)
	want, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		i := 0
		for i < len(got) && i < len(want) && got[i] == want[i] {
			i++
		}
		line := bytes.Count(want[:i], []byte("\n")) + 1
		t.Errorf("%s differs from the generator's output from line %d on (%d bytes generated, %d committed); run go generate",
			name, line, len(got), len(want))
	}
}

// TestNames checks that the names of the values, in the order of their
// codes, are the ones the generator encodes.
func TestNames(t *testing.T) {
	tests := []struct {
		typ  string
		gen  []string
		name func(uint8) string
	}{
		{"Status", gentables.StatusNames, func(v uint8) string { return Status(v).String() }},
		{"Derived", gentables.DerivedNames, func(v uint8) string { return Derived(v).String() }},
		{"JoiningType", gentables.JoiningNames, func(v uint8) string { return JoiningType(v).String() }},
		{"BidiClass", gentables.BidiNames, func(v uint8) string { return BidiClass(v).String() }},
		{"Script", gentables.ScriptNames, func(v uint8) string { return Script(v).String() }},
	}
	for _, tt := range tests {
		for i, want := range tt.gen {
			if got := tt.name(uint8(i)); got != want {
				t.Errorf("%s(%d).String() = %q, generator has %q", tt.typ, i, got, want)
			}
		}
		if got, want := tt.name(uint8(len(tt.gen))), tt.typ+"("; len(got) < len(want) || got[:len(want)] != want {
			t.Errorf("%s(%d).String() = %q, want an out-of-range form", tt.typ, len(tt.gen), got)
		}
	}
}

// TestConstants checks that each named constant has the value its name says.
func TestConstants(t *testing.T) {
	tests := []struct {
		got  interface{ String() string }
		want string
	}{
		{Disallowed, "disallowed"}, {Valid, "valid"}, {Ignored, "ignored"}, {Mapped, "mapped"},
		{Deviation, "deviation"}, {DisallowedSTD3Valid, "disallowed_STD3_valid"},
		{DisallowedSTD3Mapped, "disallowed_STD3_mapped"},
		{DISALLOWED, "DISALLOWED"}, {PVALID, "PVALID"}, {CONTEXTJ, "CONTEXTJ"},
		{CONTEXTO, "CONTEXTO"}, {UNASSIGNED, "UNASSIGNED"},
		{JoinU, "U"}, {JoinC, "C"}, {JoinD, "D"}, {JoinL, "L"}, {JoinR, "R"}, {JoinT, "T"},
		{BidiL, "L"}, {BidiR, "R"}, {BidiAL, "AL"}, {BidiEN, "EN"}, {BidiES, "ES"},
		{BidiET, "ET"}, {BidiAN, "AN"}, {BidiCS, "CS"}, {BidiNSM, "NSM"}, {BidiBN, "BN"},
		{BidiB, "B"}, {BidiS, "S"}, {BidiWS, "WS"}, {BidiON, "ON"}, {BidiLRE, "LRE"},
		{BidiLRO, "LRO"}, {BidiRLE, "RLE"}, {BidiRLO, "RLO"}, {BidiPDF, "PDF"},
		{BidiLRI, "LRI"}, {BidiRLI, "RLI"}, {BidiFSI, "FSI"}, {BidiPDI, "PDI"},
		{ScriptOther, "Other"}, {ScriptGreek, "Greek"}, {ScriptHebrew, "Hebrew"},
		{ScriptHiragana, "Hiragana"}, {ScriptKatakana, "Katakana"}, {ScriptHan, "Han"},
	}
	for _, tt := range tests {
		if got := tt.got.String(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

// TestBitLayout checks that the class word layout of this package and of
// the generator agree.
func TestBitLayout(t *testing.T) {
	got := []uint{statusShift, nv8Bit, derivedShift, joiningShift, bidiShift, markBit,
		viramaBit, scriptShift, selShift, mappedBit, nfcInertBit}
	want := gentables.BitLayout()
	if len(got) != len(want) {
		t.Fatalf("layout has %d fields here, %d in the generator", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("field %d: shift %d here, %d in the generator", i, got[i], want[i])
		}
	}
}
