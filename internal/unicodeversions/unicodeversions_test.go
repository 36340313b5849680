package unicodeversions

import (
	"slices"
	"testing"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"9.0.0", "15.0.0", -1}, // a string comparison gets this one wrong
		{"15.0.0", "9.0.0", +1},
		{"15.0.0", "15.0.0", 0},
		{"15.0.0", "15.1.0", -1},
		{"15.1.0", "16", -1},
		{"16", "16.0.0", 0},
		{"16.0.1", "16.0.0", +1},
		{"100.0.0", "17.0.0", +1},
		{"17.0.0", "x", +1},
	}
	for _, tt := range tests {
		if got := Compare(tt.a, tt.b); got != tt.want {
			t.Errorf("Compare(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := Less(tt.a, tt.b); got != (tt.want < 0) {
			t.Errorf("Less(%q, %q) = %v", tt.a, tt.b, got)
		}
	}
	vs := []string{"15.1.0", "9.0.0", "17.0.0", "15.0.0", "10.0.0"}
	Sort(vs)
	if want := []string{"9.0.0", "10.0.0", "15.0.0", "15.1.0", "17.0.0"}; !slices.Equal(vs, want) {
		t.Errorf("Sort = %v, want %v", vs, want)
	}
}

// TestAll checks the shape of the generated list: oldest first, each
// normalization version no newer than its version, and a package for each.
func TestAll(t *testing.T) {
	if len(All) == 0 {
		t.Fatal("All is empty")
	}
	for i, v := range All {
		if i > 0 && Compare(All[i-1].Version, v.Version) >= 0 {
			t.Errorf("All[%d] = %s does not follow %s", i, v.Version, All[i-1].Version)
		}
		if Compare(v.NormVersion, v.Version) > 0 || v.Package == "" || v.Toolchain == "" {
			t.Errorf("All[%d] = %+v", i, v)
		}
		if got, ok := Find(v.Version); !ok || got != v {
			t.Errorf("Find(%s) = %+v, %v", v.Version, got, ok)
		}
	}
	if _, ok := Find("9.0.0"); ok {
		t.Error("Find(9.0.0) found a version xn has no tables for")
	}
	if got := Names(); len(got) != len(All) || got[0] != All[0].Version {
		t.Errorf("Names() = %v", got)
	}
}

func TestCompareMalformed(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"1x.0.0", "0.0.0", 0}, // a component that is not a number is 0
		{"15.x.1", "15.0.1", 0},
		{"15.0.0.9", "15.0.0", 0}, // a fourth component is ignored
		{"", "0.0.0", 0},
		{"99999999999.0.0", "9999999999.0.0", 0}, // saturates
		{"2.0.0", "10.0.0", -1},
	}
	for _, tt := range tests {
		if got := Compare(tt.a, tt.b); got != tt.want {
			t.Errorf("Compare(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
