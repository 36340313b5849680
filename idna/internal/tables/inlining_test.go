package tables

import (
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestInlining checks that the compiler inlines Lookup, Mapping and the accessors,
// which keeps them cheap on the hot path.
func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package with the go command")
	}
	goCmd, err := exec.LookPath(runtime.GOROOT() + "/bin/go")
	if err != nil {
		t.Skipf("go command not found: %v", err)
	}
	out, err := exec.Command(goCmd, "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	want := []string{"Lookup", "(*Table).Lookup", "(*Table).Mapping", "Props.Rune", "Props.Status", "Props.NV8", "Props.Derived",
		"Props.Joining", "Props.Bidi", "Props.IsMark", "Props.IsVirama", "Props.Script"}
	for _, fn := range want {
		if !strings.Contains(string(out), "can inline "+fn+"\n") {
			t.Errorf("%s is not inlinable", fn)
		}
	}
}
