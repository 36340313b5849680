package cert

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestNotLinked: a program that does not import cert links none of it (no
// package of the module but cert/tlsclient and cmd/xn depends on it), and
// cert itself links no net/http or TLS client, which are tlsclient's.
func TestNotLinked(t *testing.T) {
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	out, err := exec.Command(goTool, "list", "-f", `{{.ImportPath}} {{join .Deps " "}}`, "github.com/xn-go/xn/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const self = "github.com/xn-go/xn/cert"
	importers := map[string]bool{self + "/tlsclient": true, "github.com/xn-go/xn/cmd/xn": true}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg, deps := fields[0], fields[1:]
		switch {
		case pkg == self:
			for _, bad := range []string{"net/http", "crypto/tls"} {
				if slices.Contains(deps, bad) {
					t.Errorf("package cert links %s", bad)
				}
			}
		case slices.Contains(deps, self) && !importers[pkg]:
			t.Errorf("%s links package cert", pkg)
		}
	}
}
