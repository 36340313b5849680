// Package binsize holds the programs that bench/binsize.sh measures, and a
// test of what the Lookup-only one links.
package binsize

import (
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/testenv"
)

// notDeps are the packages a program that converts names with the UTS #46
// profiles of package idna must not link.
var notDeps = []string{
	"github.com/xn-go/xn/nameprep", // IDNA2003's tables: package idna2003
	"github.com/xn-go/xn/idna2003",
	"github.com/xn-go/xn/email",
	"github.com/xn-go/xn/spoof",
	"github.com/xn-go/xn/internal/bootstring", // general Bootstring: tests only
	"github.com/xn-go/xn/resolve",             // the resolver front-end (issue 32)
	"net/netip",
}

func TestLookupDeps(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./lookup").Output()
	if err != nil {
		t.Fatalf("go list -deps ./lookup: %v", err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "github.com/xn-go/xn/idna") {
		t.Fatalf("go list -deps ./lookup does not list package idna: %q", deps)
	}
	for _, d := range notDeps {
		if slices.Contains(deps, d) {
			t.Errorf("the Lookup-only program links %s", d)
		}
	}
}

// notLinked are functions that package idna and its dependencies have but
// that ToASCII and ToUnicode do not need: the linker must be able to drop
// them, which it cannot when a package-level initializer or a method kept
// for an interface reaches them.
var notLinked = []string{
	"github.com/xn-go/xn/idna.(*Profile).Explain",
	"github.com/xn-go/xn/idna/trace.LookupRune",
	"github.com/xn-go/xn/idna.(*Profile).Key",
	// Steps that Lookup's settings do not run, reached through the
	// options' step functions that only other profiles set.
	"github.com/xn-go/xn/idna.(*state).punycodeOnly",
	"github.com/xn-go/xn/idna.(*state).checkContextO",
	"github.com/xn-go/xn/idna.(*state).checkForbidden",
	"github.com/xn-go/xn/idna.(*state).skipValidation",
	"github.com/xn-go/xn/idna.(*state).classify",
	"github.com/xn-go/xn/idna.remapDeviations",
	// The list of rules that Explain walks, and its walk.
	"github.com/xn-go/xn/idna.conversionSteps",
	"github.com/xn-go/xn/idna.ranSteps",
	"github.com/xn-go/xn/idna.labelRules", // the validity rules as Explain lists them
	// The sentences for people (package msg), built only when a program
	// asks for them: their templates, Unicode names and tables.
	"github.com/xn-go/xn/idna.(*Error).Sentences",
	"github.com/xn-go/xn/msg.Message.String",
	"github.com/xn-go/xn/msg.English",
	"github.com/xn-go/xn/idna.english",
	"github.com/xn-go/xn/idna.registerEnglish",
	"github.com/xn-go/xn/msg.Register",
	"golang.org/x/text/unicode/runenames.Name",
	// Substring search, for which package idna has no need: its bytes.Count
	// and strings.SplitSeq of one byte were hand-written loops.
	"bytes.Index",
	"internal/stringslite.Index",
}

func TestLookupSymbols(t *testing.T) {
	testenv.Slow(t, "builds a program with -trimpath, which rebuilds the standard library once")
	bin := filepath.Join(t.TempDir(), "lookup")
	if out, err := exec.Command("go", "build", "-trimpath", "-o", bin, "./lookup").CombinedOutput(); err != nil {
		t.Fatalf("go build ./lookup: %v\n%s", err, out)
	}
	out, err := exec.Command("go", "tool", "nm", bin).Output()
	if err != nil {
		t.Fatalf("go tool nm: %v", err)
	}
	syms := map[string]bool{}
	for _, line := range strings.Split(string(out), "\n") {
		if f := strings.Fields(line); len(f) >= 3 {
			syms[f[len(f)-1]] = true
		}
	}
	if !syms["github.com/xn-go/xn/idna.(*Profile).ToASCII"] {
		t.Fatal("go tool nm does not list idna.(*Profile).ToASCII: the check would say nothing")
	}
	for _, s := range notLinked {
		if syms[s] {
			t.Errorf("the Lookup-only program links %s", s)
		}
	}
}
