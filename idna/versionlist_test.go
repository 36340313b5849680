package idna

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/idnatestv2"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// TestVersionListFollows adds a fictitious version to the generated list
// (unicodeversions.All, in memory) and checks that every list derived from
// it follows: the known versions, the unknown-version message, the package
// to import, the conformance versions and the revision of UTS #46. (The
// generator's TestFictitiousVersion does the same for the generated files
// from a scratch copy of the data folders.)
func TestVersionListFollows(t *testing.T) {
	const fake = "18.0.0"
	saved := unicodeversions.All
	t.Cleanup(func() { unicodeversions.All = saved })
	unicodeversions.All = append(slices.Clip(saved), unicodeversions.Version{
		Version: fake, NormVersion: fake, Toolchain: "go1.99", Package: "github.com/xn-go/xn/idna/unicode18",
	})

	if err := ServesUnicode("14.0.0"); err == nil || !strings.HasSuffix(err.Error(), ", "+fake) {
		t.Errorf("ServesUnicode(14.0.0) = %v, want the versions to end with %s", err, fake)
	}
	if got := idnatestv2.Versions(); got[len(got)-1] != fake {
		t.Errorf("idnatestv2.Versions() = %v", got)
	}
	var ve *UnicodeVersionError
	if err := ServesUnicode(fake); !errors.As(err, &ve) || ve.Import != "github.com/xn-go/xn/idna/unicode18" {
		t.Errorf("ServesUnicode(%s) = %v, want the package to import", fake, err)
	}
	if err := ServesUnicode("9.0.0"); err == nil || !strings.HasSuffix(err.Error(), ", 17.0.0, "+fake) {
		t.Errorf("ServesUnicode(9.0.0) = %v, want the list to end with %s", err, fake)
	}
	if _, err := Lookup.With(Unicode(fake)).ToASCII("a"); !errors.Is(err, ErrOption) || !strings.Contains(err.Error(), "unicode18") {
		t.Errorf("Unicode(%s): %v, want OPTION naming the package", fake, err)
	}
	if got := revisionOf(fake); got != rev160 {
		t.Errorf("revisionOf(%s) = %d, want the latest revision", fake, got)
	}
	if got := UnicodeVersions(); slices.Contains(got, fake) {
		t.Errorf("UnicodeVersions() = %v serves a version without tables", got)
	}
}

// TestRevisionOfComparesNumerically: versions are numbers, not strings
// ("9.0.0" sorts after "15.0.0" as a string).
func TestRevisionOfComparesNumerically(t *testing.T) {
	for v, want := range map[string]revision{
		"9.0.0": rev150, "14.0.0": rev150, "15.0.0": rev150, "15.1.0": rev151,
		"15.2.0": rev151, "16.0.0": rev160, "17.0.0": rev160, "100.0.0": rev160,
	} {
		if got := revisionOf(v); got != want {
			t.Errorf("revisionOf(%s) = %d, want %d", v, got, want)
		}
	}
}
