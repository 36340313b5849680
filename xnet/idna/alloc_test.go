package idna

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestASCIIAllocatesNothing: a name that is already in its ASCII form costs
// no allocation in any profile, in either direction.
func TestASCIIAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation allocates")
	}
	for _, pp := range profilePairs() {
		for _, name := range []string{"example.com", "golang.org", "a-b.c0", "a-b.c0."} {
			p := pp.ours
			// An error allocates: the root dot fails with VerifyDNSLength
			// under Unicode 16 and later.
			if _, err := p.ToASCII(name); err == nil {
				if n := testing.AllocsPerRun(100, func() { p.ToASCII(name) }); n != 0 {
					t.Errorf("%s.ToASCII(%q) allocates %v times", pp.name, name, n)
				}
			}
			if n := testing.AllocsPerRun(100, func() { p.ToUnicode(name) }); n != 0 {
				t.Errorf("%s.ToUnicode(%q) allocates %v times", pp.name, name, n)
			}
		}
	}
}

// TestNotLinkedByOthers: no other package of the module imports this one,
// so a program that does not import it links none of it.
func TestNotLinkedByOthers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "github.com/xn-go/xn/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	const self = "github.com/xn-go/xn/xnet/idna"
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, " ")
		if pkg != self && slices.Contains(strings.Fields(imports), self) {
			t.Errorf("%s imports %s", pkg, self)
		}
	}
}
