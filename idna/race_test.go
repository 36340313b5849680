//go:build race

package idna

// RaceEnabled reports whether the race detector is on. Its instrumentation
// moves a few values to the heap, so allocation counts run a little higher.
const RaceEnabled = true
