package compare

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	_ "github.com/xn-go/xn/idna/unicodeall" // every version's tables
)

// TestNameUnicode compares by the tables of one version. U+1E9E (capital
// sharp s) maps to "ss" in IdnaMappingTable 15.0.0 and to U+00DF from
// 15.1.0 on, so the UTS #46 regimes and the sentences of the comparison
// change with the version; IDNA2003 stays at Unicode 3.2, where U+1E9E is
// unassigned. A version the build does not serve is an error.
func TestNameUnicode(t *testing.T) {
	for _, tt := range []struct {
		version, uts46, transitional, mapping string
	}{
		{"15.0.0", "ss.de", "ss.de", "ss"},
		{"15.1.0", "xn--zca.de", "ss.de", "ß"},
	} {
		c, err := NameUnicode("\u1e9e.de", tt.version)
		if err != nil {
			t.Fatalf("NameUnicode(%s): %v", tt.version, err)
		}
		if c.UnicodeVersion != tt.version {
			t.Errorf("%s: UnicodeVersion %q", tt.version, c.UnicodeVersion)
		}
		if got := c.Results[0].ASCII; got != tt.uts46 {
			t.Errorf("%s: uts46 gives %q, want %q", tt.version, got, tt.uts46)
		}
		if got := c.Results[1].ASCII; got != tt.transitional {
			t.Errorf("%s: uts46-transitional gives %q, want %q", tt.version, got, tt.transitional)
		}
		if last := c.Results[len(c.Results)-1]; last.Regime != "idna2003" || last.OK {
			t.Errorf("%s: IDNA2003 gives %+v, want a rejection (Unicode 3.2)", tt.version, last)
		}
		found := false // the sentence of strict IDNA2008 names the mapping
		for _, r := range c.Reasons() {
			found = found || strings.Contains(r.Text, "written as '"+tt.mapping+"'")
		}
		if !found {
			t.Errorf("%s: no reason names the mapping %q: %+v", tt.version, tt.mapping, c.Reasons())
		}
		// From 15.1.0 on, transitional processing maps the ß that U+1E9E
		// maps to: the reason is that deviation, not "the name becomes".
		for _, r := range c.Reasons() {
			if tt.version == "15.1.0" && r.Message.ID == msgMappingsDiffer {
				t.Errorf("%s: %q, want the deviation named", tt.version, r.Text)
			}
		}
		if dev := slices.ContainsFunc(c.Reasons(), func(r Reason) bool { return r.Message.ID == msgMapsDeviation }); dev != (tt.version == "15.1.0") {
			t.Errorf("%s: a deviation reason: %v, want %v: %+v", tt.version, dev, tt.version == "15.1.0", c.Reasons())
		}
	}
	var ve *idna.UnicodeVersionError
	if _, err := NameUnicode("a.de", "14.0.0"); !errors.As(err, &ve) {
		t.Errorf("NameUnicode(14.0.0): %v, want a UnicodeVersionError", err)
	}
	if err := idna.ServesUnicode("17.0.0"); err != nil {
		if _, err2 := NameUnicode("a.de", "17.0.0"); !errors.As(err2, &ve) || ve.Toolchain == "" {
			t.Errorf("NameUnicode(17.0.0) in a build that does not serve it: %v", err2)
		}
	}
}
