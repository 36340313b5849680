package idna

import (
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// TestASCIIMasksPageEdge places names at the very end of a page followed by
// an inaccessible page, and at the start of a page, so that asciiMasks's
// reads of whole blocks would fault if they went past the name's page.
func TestASCIIMasksPageEdge(t *testing.T) {
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 2*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatalf("mmap: %v", err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[page:], syscall.PROT_NONE); err != nil {
		t.Fatalf("mprotect: %v", err)
	}
	for n := 1; n <= 64; n++ {
		name := strings.Repeat("aB-.", 16)[:n]
		for _, at := range []int{page - n, 0} {
			copy(mem[at:], name)
			s := unsafe.String(&mem[at], n)
			checkMasks(t, s)
		}
	}
}
