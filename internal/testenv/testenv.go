// Package testenv holds the switch between the quick test run, the
// README's go test ./..., and the full one that .ci/run makes: tests that
// take long (building programs, millions of conversions, long inputs) run
// only when XN_SLOW=1, and otherwise skip with a message that says so.
package testenv

import (
	"os"
	"testing"
)

// SlowEnv is the environment variable that turns the slow tests on.
const SlowEnv = "XN_SLOW"

// SlowEnabled reports whether XN_SLOW=1 asks for the slow tests.
func SlowEnabled() bool { return os.Getenv(SlowEnv) == "1" }

// Slow skips the test unless XN_SLOW=1. what says what makes the test
// slow, for the skip message.
func Slow(tb testing.TB, what string) {
	tb.Helper()
	if !SlowEnabled() {
		tb.Skipf("slow: %s; set %s=1 to run it (.ci/run does)", what, SlowEnv)
	}
}
