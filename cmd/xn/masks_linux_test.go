package main

import (
	"strings"
	"syscall"
	"testing"
)

// TestByteMasksPageEdge places lines at the very end of a page followed by
// an inaccessible page, and at the start of a page, so that byteMasks's
// reads of 16 bytes would fault if they went past the line's page.
func TestByteMasksPageEdge(t *testing.T) {
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 2*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatalf("mmap: %v", err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[page:], syscall.PROT_NONE); err != nil {
		t.Fatalf("mprotect: %v", err)
	}
	for n := 1; n <= 80; n++ {
		line := strings.Repeat("a #\t,", 16)[:n]
		for _, at := range []int{page - n, 0} {
			copy(mem[at:], line)
			checkMasks(t, mem[at:at+n:at+n], ' ', '#', '\t')
		}
	}
}
