package bench

import (
	"syscall"
	"time"
	"unsafe"
)

// processCPU returns the CPU time that the process has used, all threads
// together (CLOCK_PROCESS_CPUTIME_ID). Unlike the wall-clock time it does
// not grow when other processes take the CPU, which makes it the better
// measure on a shared machine.
func processCPU() (time.Duration, bool) {
	const clockProcessCPUTimeID = 2
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockProcessCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
