package docstest

import (
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestValidatingRecipe runs the dnsName function of the resolver recipe of
// docs/validating.md ("A resolver front-end"), as the block has it, under
// the toolchain of the test: CI runs it under go1.26 (Unicode 15.0.0) and
// go1.27 (17.0.0), where the verdicts must be the same. The block's main,
// which asks the DNS, is replaced by one that prints the query names.
func TestValidatingRecipe(t *testing.T) {
	root := moduleRoot(t)
	blocks, err := goBlocks(root, "docs/validating.md")
	if err != nil {
		t.Fatal(err)
	}
	var recipe *codeBlock
	for i, b := range blocks {
		if strings.Contains(b.code, "\nfunc dnsName(") {
			recipe = &blocks[i]
		}
	}
	if recipe == nil {
		t.Fatal("docs/validating.md has no block with func dnsName: the resolver recipe moved or was renamed")
	}
	body, _, ok := strings.Cut(recipe.code, "\nfunc main() {")
	if !ok {
		t.Fatal("the resolver recipe of docs/validating.md has no func main to replace")
	}
	names := []struct{ name, want string }{
		{"_dmarc.bücher.example.", `"_dmarc.xn--bcher-kva.example." false`}, // A4_2 under go1.27 without the trimming
		{"_dmarc.bücher.example", `"_dmarc.xn--bcher-kva.example." false`},
		{"Bücher.Example。", `"xn--bcher-kva.example." false`},
		{"_sip._tcp.example.com.", `"_sip._tcp.example.com." false`},
		{"example.com..", `"" true`}, // an empty label before the root
		{"a..b.de", `"" true`},
		{".", `"" true`},
		{"", `"" true`},
	}
	var main, want strings.Builder
	main.WriteString("\nfunc main() {\n")
	for _, n := range names {
		main.WriteString("\t{\n\t\tq, err := dnsName(" + strconv.Quote(n.name) + ")\n\t\tfmt.Printf(\"%q %t\\n\", q, err != nil)\n\t}\n")
		want.WriteString(n.want + "\n")
	}
	main.WriteString("}\n")
	run := *recipe
	run.code = body + main.String()
	dir, goTool := blockModule(t, root, []codeBlock{run})
	cmd := exec.Command(goTool, "run", "./block000")
	cmd.Dir = dir
	cmd.Env = blockEnv()
	out, err := cmd.CombinedOutput()
	if err != nil || string(out) != want.String() {
		t.Errorf("the recipe's dnsName under %s: %v\n%s\nwant\n%s", runtime.Version(), err, out, want.String())
	}
}
