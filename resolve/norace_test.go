//go:build !race

package resolve_test

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
