package main

import (
	"fmt"
	"strings"

	"github.com/xn-go/xn/cmd/xn/internal/compare"
	"github.com/xn-go/xn/msg"
)

// runCompare prints each name converted under every regime (package
// compare), with the rules that separate the regimes whose results differ.
// The exit status is 1 when, for one of the names, the regimes do not all
// give the same result.
func runCompare(cfg *config, e *env) int {
	status := exitOK
	for i, name := range cfg.args {
		c, err := compare.NameUnicode(name, cfg.unicode)
		if err != nil { // checkUnicode refused the version already
			fmt.Fprintf(e.stderr, "xn: %v\n", err)
			return exitUsage
		}
		if len(c.Differences) > 0 {
			status = exitFailed
		}
		c.RenderReasons(func(m msg.Message) string { return sentence(cfg.tag, m) })
		var b strings.Builder
		if cfg.format == "json" {
			b.Write(jsonLine(c))
		} else {
			if i > 0 {
				b.WriteString("\n")
			}
			writeComparison(&b, c)
		}
		if writeOutput(e, b.String()) != exitOK {
			return exitUsage
		}
	}
	return status
}

// writeComparison writes the text form of c: the name, a table of the
// regimes, and why they differ.
func writeComparison(b *strings.Builder, c *compare.Comparison) {
	b.WriteString(quoteName(c.Input) + "\n")
	var t table
	t.row(plainCells("regime", "ASCII", "Unicode", "verdict")...)
	for _, r := range c.Results {
		ascii, uni, verdict := quoteName(r.ASCII), quoteName(r.Unicode), "ok"
		if !r.OK {
			ascii, uni = "-", "-"
			verdict = "FAIL " + string(appendJoinedCodes(nil, r.Codes))
		}
		t.row(plainCells(r.Name, ascii, uni, verdict)...)
	}
	t.write(b, "")
	reasons := c.Reasons()
	switch {
	case len(reasons) > 0:
		b.WriteString("why they differ:\n")
		for _, r := range reasons {
			b.WriteString("- " + r.Text + "\n")
		}
	case c.Results[0].OK:
		b.WriteString("every regime gives the same result\n")
	default:
		b.WriteString("every regime rejects the name; " + c.Results[0].Name + ": " + c.Results[0].Message + "\n")
	}
}
