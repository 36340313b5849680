package idna

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/idna/internal/tables"
)

// TestASCIIPropsPerVersion checks that Table.ASCII, which the checks read
// instead of a lookup for ASCII, holds the properties of every served
// version: the statuses of ASCII code points differ between UTS #46 15.x
// (disallowed_STD3_valid) and 16.0 (valid).
func TestASCIIPropsPerVersion(t *testing.T) {
	for _, v := range UnicodeVersions() {
		tab := tables.Registered(v)
		for c := rune(0); c < utf8.RuneSelf; c++ {
			if got, want := tab.ASCII(byte(c)), tab.Lookup(c); got != want {
				t.Errorf("Unicode %s: U+%04X has %#x in Table.ASCII, %#x in its Lookup", v, c, uint64(got), uint64(want))
			}
		}
	}
}

// TestUnicodeOption checks the refusals of Unicode and ServesUnicode, and
// that a served version's profile converts by its tables. The test binary
// imports every version's package (conformance_test.go).
func TestUnicodeOption(t *testing.T) {
	served := UnicodeVersions()
	if !slices.Contains(served, UnicodeVersion) {
		t.Fatalf("UnicodeVersions() = %v, without UnicodeVersion %s", served, UnicodeVersion)
	}
	wantServed := map[string][]string{"15.0.0": {"15.0.0", "15.1.0"}, "17.0.0": {"15.0.0", "15.1.0", "16.0.0", "17.0.0"}}[UnicodeVersion]
	if !slices.Equal(served, wantServed) {
		t.Errorf("UnicodeVersions() = %v, want %v", served, wantServed)
	}
	// U+2EBF0 (CJK Extension I) is new in Unicode 15.1.0, valid there;
	// U+1C89 (Cyrillic capital TJE) is new in 16.0.0, mapped to U+1C8A
	// (IdnaMappingTable.txt); U+0C5C (Telugu archaic shrii) is new in
	// 17.0.0. The A-labels are Python's Punycode codec's.
	tests := []struct {
		version, input, want string
	}{
		{"15.0.0", "\U0002ebf0", ""},
		{"15.1.0", "\U0002ebf0", "xn--8g0n"},
		{"15.1.0", "\u1c89", ""},
		{"16.0.0", "\u1c89", "xn--d4f"},
		{"17.0.0", "\u1c89", "xn--d4f"},
		{"16.0.0", "\u0c5c", ""}, // new in 17.0.0, valid there
		{"17.0.0", "\u0c5c", "xn--0qc"},
	}
	for _, tt := range tests {
		err := ServesUnicode(tt.version)
		p := Lookup.With(Unicode(tt.version))
		got, convErr := p.ToASCII(tt.input)
		if err != nil {
			if !errors.Is(convErr, ErrOption) || !strings.Contains(convErr.Error(), tt.version) {
				t.Errorf("%s: ToASCII error %v, want OPTION naming the version", tt.version, convErr)
			}
			if v := p.UnicodeVersion(); v != "" {
				t.Errorf("%v.UnicodeVersion() = %q for a refused version, want \"\"", p, v)
			}
			continue
		}
		if p.UnicodeVersion() != tt.version {
			t.Errorf("%v.UnicodeVersion() = %s", p, p.UnicodeVersion())
		}
		if got != tt.want || (tt.want == "") != (convErr != nil) {
			t.Errorf("Unicode %s: ToASCII(%+q) = %q, %v; want %q", tt.version, tt.input, got, convErr, tt.want)
		}
	}
	for _, v := range []string{"14.0.0", "16.0", ""} {
		var ve *UnicodeVersionError
		if err := ServesUnicode(v); !errors.As(err, &ve) || ve.Toolchain != "" || ve.Import != "" || !strings.Contains(err.Error(), "15.1.0, 16.0.0") {
			t.Errorf("ServesUnicode(%q) = %v, want an unknown-version error listing the versions", v, err)
		}
	}
	other := map[string]string{"15.0.0": "16.0.0", "17.0.0": "15.0.0"}[UnicodeVersion]
	two := Lookup.With(Unicode(UnicodeVersion), Unicode(other))
	if _, err := two.ToASCII("a"); !errors.Is(err, ErrOption) {
		t.Errorf("two versions: err = %v, want OPTION", err)
	}
	for _, p := range []*Profile{two, Lookup.With(Unicode("14.0.0")), IDNA2008.With(Transitional(true))} {
		if v := p.UnicodeVersion(); v != "" {
			t.Errorf("%v.UnicodeVersion() = %q, want \"\" for a profile that converts nothing", p, v)
		}
	}
}

func TestUnicodeVersionErrorNotLinked(t *testing.T) {
	e := &UnicodeVersionError{Version: "16.0.0", Import: "github.com/xn-go/xn/idna/unicode16"}
	if got := e.Error(); !strings.Contains(got, `import _ "github.com/xn-go/xn/idna/unicode16"`) {
		t.Errorf("Error() = %q, want the import to add", got)
	}
}

// TestExplainUnicode checks that Explain shows the properties of the
// profile's own tables: U+1E9E maps to "ss" in 15.0.0 and to U+00DF from
// 15.1.0 on (IdnaMappingTable.txt).
func TestExplainUnicode(t *testing.T) {
	for version, want := range map[string]string{"15.0.0": "ss", "15.1.0": "\u00df"} {
		tr := UTS46.With(Unicode(version)).Explain("\u1e9e")
		if len(tr.InputLabels) != 1 || len(tr.InputLabels[0].CodePoints) != 1 {
			t.Fatalf("%s: %+v", version, tr.InputLabels)
		}
		if got := tr.InputLabels[0].CodePoints[0].Mapping; got != want {
			t.Errorf("Unicode %s: Explain shows U+1E9E mapping to %q, want %q", version, got, want)
		}
	}
}

// TestBuildRevision checks that the constant of each toolchain's file is
// the revision of the default tables.
func TestBuildRevision(t *testing.T) {
	if got := revisionOf(tables.UnicodeVersion); got != buildRevision {
		t.Errorf("buildRevision %d, the revision of %s is %d", buildRevision, tables.UnicodeVersion, got)
	}
}
