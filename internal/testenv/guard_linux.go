package testenv

import (
	"syscall"
	"testing"
)

// GuardedPage returns two pages of fresh memory whose second page cannot
// be read or written, and the page size: a test places input at
// mem[page-n:page] to check that code reading several bytes at a time
// never reads past the end of its input's page, and at mem[0:n] for the
// start of one. The memory is unmapped when the test ends.
func GuardedPage(tb testing.TB) (mem []byte, page int) {
	tb.Helper()
	page = syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 2*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		tb.Fatalf("mmap: %v", err)
	}
	tb.Cleanup(func() { syscall.Munmap(mem) })
	if err := syscall.Mprotect(mem[page:], syscall.PROT_NONE); err != nil {
		tb.Fatalf("mprotect: %v", err)
	}
	return mem, page
}
