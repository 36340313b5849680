//go:build race

package resolve_test

// raceEnabled reports whether the race detector is on. Its instrumentation
// moves a few values to the heap, so allocation counts mean nothing there.
const raceEnabled = true
