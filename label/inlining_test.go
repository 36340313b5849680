package label_test

import (
	"os/exec"
	"regexp"
	"testing"
)

// TestInlining checks that the small functions callers use on every label
// stay inlinable, by reading the compiler's -m output.
func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package with -gcflags=-m")
	}
	want := []string{
		"HasACEPrefix",
		"TrimACEPrefix",
		"CheckHyphenEnds",
		"CheckLength",
		"All",
		"Kind.IsLDH",
		"Kind.IsReserved",
		"Kind.IsXN",
	}
	// go test puts the toolchain's bin directory first in PATH.
	out, err := exec.Command("go", "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	got := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m): can inline (\S+)`).FindAllSubmatch(out, -1) {
		got[string(m[1])] = true
	}
	for _, fn := range want {
		if !got[fn] {
			t.Errorf("%s is not inlinable", fn)
		}
	}
}
