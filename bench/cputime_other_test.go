//go:build !linux

package bench

import "time"

// processCPU is not implemented outside Linux: the benchmarks report the
// wall-clock time only.
func processCPU() (time.Duration, bool) { return 0, false }
