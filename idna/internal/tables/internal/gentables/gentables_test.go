package gentables

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// otherVersion returns a version of the list other than v: the next one,
// or the one before for the newest.
func otherVersion(v string) string {
	names := unicodeversions.Names()
	i := slices.Index(names, v)
	if i+1 < len(names) {
		return names[i+1]
	}
	return names[i-1]
}

func TestCheckToolchain(t *testing.T) {
	tests := []struct {
		version, unicodeVersion, normVersion string
		ok                                   bool
	}{
		{"15.0.0", "15.0.0", "15.0.0", true},
		{"17.0.0", "17.0.0", "17.0.0", true},
		{"17.0.0", "15.0.0", "15.0.0", false},
		{"15.0.0", "17.0.0", "17.0.0", true}, // older versions from newer data
		{"16.0.0", "17.0.0", "17.0.0", true},
		{"16.0.0", "15.0.0", "15.0.0", false},
		{"17.0.0", "17.0.0", "15.0.0", false},
		{"17.0.0", "15.0.0", "17.0.0", false},
	}
	for _, tt := range tests {
		err := checkToolchain(tt.version, tt.unicodeVersion, tt.normVersion)
		if (err == nil) != tt.ok {
			t.Errorf("checkToolchain(%s, %s, %s) = %v, want ok=%v", tt.version, tt.unicodeVersion, tt.normVersion, err, tt.ok)
		}
	}
}

func TestGenerateRefuses(t *testing.T) {
	newer := "99.0.0"
	tmp := t.TempDir()
	tests := []struct {
		name, version, errText string
	}{
		{"unknown version", newer, "not one of the versions"},
		{"missing data", unicode.Version, "no such file"},
	}
	if unicode.Version == "15.0.0" {
		tests = append(tests, struct{ name, version, errText string }{"newer than the toolchain", "16.0.0", "needs a Go toolchain"})
	}
	for _, tt := range tests {
		_, err := Generate(func(string) string { return tmp }, unicodeversions.Names(), tt.version)
		if err == nil || !strings.Contains(err.Error(), tt.errText) || !strings.HasPrefix(err.Error(), "gentables: ") {
			t.Errorf("%s: Generate error %v, want one containing %q", tt.name, err, tt.errText)
		}
	}
}

// TestCheckHeader makes sure that the files of one version are not taken
// for those of another.
func TestCheckHeader(t *testing.T) {
	for _, v := range unicodeversions.Names() {
		for _, name := range Files {
			dir := filepath.Dir(shareddata.UnicodePath(t, v, name))
			if err := checkHeader(dir, name, v); err != nil {
				t.Errorf("%s %s: %v", v, name, err)
			}
			other := otherVersion(v)
			if err := checkHeader(dir, name, other); err == nil {
				t.Errorf("%s %s: accepted as version %s", v, name, other)
			}
		}
	}
}

func TestParseRow(t *testing.T) {
	tests := []struct {
		in     string
		lo, hi rune
		fields []string
		ok     bool
	}{
		{"0041 ; mapped ; 0061", 0x41, 0x41, []string{"mapped", "0061"}, true},
		{"0000..002C    ; valid      ;      ; NV8    ", 0, 0x2c, []string{"valid", "", "NV8"}, true},
		{"10FFFF ; X", 0x10FFFF, 0x10FFFF, []string{"X"}, true},
		{"110000 ; X", 0, 0, nil, false},
		{"0042..0041 ; X", 0, 0, nil, false},
		{"zz ; X", 0, 0, nil, false},
	}
	for _, tt := range tests {
		r, err := parseRow(tt.in)
		if (err == nil) != tt.ok {
			t.Errorf("parseRow(%q) error %v, want ok=%v", tt.in, err, tt.ok)
			continue
		}
		if tt.ok && (r.lo != tt.lo || r.hi != tt.hi || strings.Join(r.fields, "|") != strings.Join(tt.fields, "|")) {
			t.Errorf("parseRow(%q) = %04X..%04X %q", tt.in, r.lo, r.hi, r.fields)
		}
	}
}

func TestPacker(t *testing.T) {
	var p packer
	w := func(s string) []int16 {
		out := make([]int16, len(s))
		for i := range len(s) {
			out[i] = int16(s[i])
			if s[i] == '?' {
				out[i] = -1
			}
		}
		return out
	}
	steps := []struct {
		win string
		off int
	}{
		{"abc", 0},
		{"bc", 1},     // inside
		{"cde", 2},    // overlaps the end
		{"a?c", 0},    // wildcard matches anything
		{"x?y", 5},    // appended, with a hole
		{"z", 6},      // fills the hole
		{"?" + "", 0}, // all wildcards fits at 0
	}
	for _, s := range steps {
		if got := p.place(w(s.win)); got != s.off {
			t.Errorf("place(%q) = %d, want %d", s.win, got, s.off)
		}
	}
	var got strings.Builder
	for _, b := range p.big {
		got.WriteByte(byte(b))
	}
	if got.String() != "abcdexzy" {
		t.Errorf("packed %q, want %q", got.String(), "abcdexzy")
	}
}
