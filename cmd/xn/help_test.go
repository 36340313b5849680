package main

import (
	"flag"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/cmd/xn/internal/regime"
)

// helpFlag matches a line of a list of flags, capturing its long names:
// "  -f, --format FORMAT ..." or "      --form, --email ...".
var helpFlag = regexp.MustCompile(`(?m)^ {2}(?:-\w, |    )--([a-z-]+)(?:, --([a-z-]+))?`)

// TestHelpListsCommandFlags: "xn help COMMAND" lists every flag the
// command's FlagSet takes (the switches apart: the main help lists them)
// and no flag it does not take, so the help cannot drift from the parser
// (resolve's help did not list --lang).
func TestHelpListsCommandFlags(t *testing.T) {
	for _, cmd := range commandTable {
		if strings.Contains(cmd.name, " ") || cmd.name == "help" || cmd.name == "version" {
			continue
		}
		_, flags, ok := strings.Cut(xn(t, "", "help", cmd.name).stdout, "\nFlags:\n")
		if !ok {
			t.Errorf("xn help %s has no list of flags", cmd.name)
			continue
		}
		var listed []string
		for _, m := range helpFlag.FindAllStringSubmatch(flags, -1) {
			listed = append(listed, m[1])
			if m[2] != "" {
				listed = append(listed, m[2])
			}
		}
		takes := map[string]bool{}
		for _, c := range commandTable {
			if c.name == cmd.name || strings.HasPrefix(c.name, cmd.name+" ") {
				c.flagSet(&config{}).VisitAll(func(f *flag.Flag) { takes[f.Name] = true })
			}
		}
		for name := range takes {
			isSwitch := regime.LookupSwitch(strings.TrimPrefix(name, "no-")) != nil
			if len(name) > 1 && !isSwitch && !slices.Contains(listed, name) {
				t.Errorf("xn help %s does not list --%s", cmd.name, name)
			}
		}
		for _, name := range listed {
			if !takes[name] {
				t.Errorf("xn help %s lists --%s, which it does not take", cmd.name, name)
			}
		}
	}
}
