package bench

import (
	"runtime"
	"testing"
)

// sink keeps the compiler from dropping the work of a benchmark.
var sink int

// perItem runs body, which does n items of work per op, as the benchmark's
// loop, and reports per item (unit "host" or "label"): the wall-clock time
// (ns/host), the process CPU time (cpu-ns/host, see processCPU), the
// allocations (allocs/host) and the bytes allocated (B/host). With b.Loop
// the benchmark function runs once, so the measures taken around the loop
// cover every op.
func perItem(b *testing.B, n int, unit string, body func()) {
	b.ReportAllocs()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	cpu0, cpuOK := processCPU()
	for b.Loop() {
		body()
	}
	cpu1, _ := processCPU()
	runtime.ReadMemStats(&after)
	items := float64(b.N) * float64(n)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/items, "ns/"+unit)
	if cpuOK {
		b.ReportMetric(float64((cpu1-cpu0).Nanoseconds())/items, "cpu-ns/"+unit)
	}
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/items, "allocs/"+unit)
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/items, "B/"+unit)
}

// perByte is the loop of the hostile-input benchmarks, whose op is one
// input of n bytes: it reports MB/s, ns/B and cpu-ns/B.
func perByte(b *testing.B, n int, body func()) {
	b.ReportAllocs()
	b.SetBytes(int64(n))
	cpu0, cpuOK := processCPU()
	for b.Loop() {
		body()
	}
	cpu1, _ := processCPU()
	bytes := float64(b.N) * float64(n)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/bytes, "ns/B")
	if cpuOK {
		b.ReportMetric(float64((cpu1-cpu0).Nanoseconds())/bytes, "cpu-ns/B")
	}
}
