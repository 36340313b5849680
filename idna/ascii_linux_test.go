package idna

import (
	"strings"
	"testing"
	"unsafe"

	"github.com/xn-go/xn/internal/testenv"
)

// TestASCIIRulesPageEdge places names at the very end of a page followed by
// an inaccessible page, and at the start of a page, so that asciiRules's
// reads of whole blocks would fault if they went past the name's page.
func TestASCIIRulesPageEdge(t *testing.T) {
	mem, page := testenv.GuardedPage(t)
	for n := 1; n <= 64; n++ {
		name := strings.Repeat("aB-.", 16)[:n]
		for _, at := range []int{page - n, 0} {
			copy(mem[at:], name)
			s := unsafe.String(&mem[at], n)
			checkRules(t, s)
		}
	}
}
