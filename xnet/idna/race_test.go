//go:build race

package idna

// raceEnabled reports whether the race detector is on: its instrumentation
// allocates, and slows the million-name run down tenfold.
const raceEnabled = true
