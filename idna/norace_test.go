//go:build !race

package idna

// RaceEnabled reports whether the race detector is on.
const RaceEnabled = false
