//go:build !race

package idna

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
