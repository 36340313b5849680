package compare

import (
	"runtime"
	"strings"
	"testing"
)

// TestNameHugeInputBounded: comparing a name far over idna.MaxInputLen
// costs a bounded number of bytes, not some per byte of input (issue 41
// item 5: 4 MiB of "a." cost 616 MB per call, of U+3002 393 MB). Every
// regime refuses it.
func TestNameHugeInputBounded(t *testing.T) {
	const maxBytes = 64 << 10
	for name, in := range map[string]string{
		"4 MiB of a.":     strings.Repeat("a.", 2<<20),
		"4 MiB of U+3002": strings.Repeat("\u3002", (4<<20)/3),
	} {
		c := Name(in)
		for _, r := range c.Results {
			if r.OK || r.Message == "" {
				t.Errorf("%s under %s: OK %v, message %q; want a refusal with its sentence", name, r.Regime, r.OK, r.Message)
			}
		}
		f := func() { _ = Name(in) }
		f()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		const runs = 3
		for range runs {
			f()
		}
		runtime.ReadMemStats(&after)
		if b := (after.TotalAlloc - before.TotalAlloc) / runs; b > maxBytes {
			t.Errorf("Name(%s) allocates %d bytes a call; want at most %d", name, b, maxBytes)
		}
		if n := testing.AllocsPerRun(runs, f); n > 2000 {
			t.Errorf("Name(%s) makes %.0f allocations a call; want at most 2000", name, n)
		}
	}
}
