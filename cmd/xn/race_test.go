//go:build race

package main

// raceEnabled reports whether the race detector is on; it makes sync.Pool
// drop items at random, so allocation counts mean nothing then.
const raceEnabled = true
