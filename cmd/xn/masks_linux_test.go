package main

import (
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/testenv"
)

// TestByteMasksPageEdge places lines at the very end of a page followed by
// an inaccessible page, and at the start of a page, so that byteMasks's
// reads of 16 bytes would fault if they went past the line's page.
func TestByteMasksPageEdge(t *testing.T) {
	mem, page := testenv.GuardedPage(t)
	for n := 1; n <= 80; n++ {
		line := strings.Repeat("a #\t,", 16)[:n]
		for _, at := range []int{page - n, 0} {
			copy(mem[at:], line)
			checkMasks(t, mem[at:at+n:at+n], ' ', '#', '\t')
		}
	}
}
