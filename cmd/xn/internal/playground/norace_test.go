//go:build !race

package playground

// raceEnabled reports whether the race detector is on: it makes the work
// several times slower and heavier, so the load tests send less.
const raceEnabled = false
