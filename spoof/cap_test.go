package spoof_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/spoof"
)

// TestInputCap: every function of spoof that takes a name refuses input
// over idna.MaxInputLen with the result its documentation gives, at a cost
// that does not grow with the input (issue 41 item 6: 4 MiB of U+0301 cost
// 736 MB and 3.6 s in Confusable), and still examines input at the cap.
func TestInputCap(t *testing.T) {
	policy := spoof.DefaultPolicy()
	for name, in := range map[string]string{
		"4 MiB of U+0301":               strings.Repeat("\u0301", 2<<20),
		"4 MiB of a.":                   strings.Repeat("a.", 2<<20),
		"MaxInputLen+1 of а (Cyrillic)": strings.Repeat("\u0430", idna.MaxInputLen/2) + "a",
	} {
		checks := []struct {
			what string
			ok   func() bool
		}{
			{"Skeleton", func() bool { return spoof.Skeleton(in) == "" }},
			{"Confusable", func() bool {
				return !spoof.Confusable(in, in) && !spoof.Confusable("a", in) && !spoof.Confusable(in, "a")
			}},
			{"LooksLike", func() bool { return spoof.LooksLike(in) == "" }},
			{"RestrictionLevel", func() bool { return spoof.RestrictionLevel(in) == spoof.Unrestricted }},
			{"IsMixedScript", func() bool { return !spoof.IsMixedScript(in) }},
			{"IsWholeScriptConfusable", func() bool { return !spoof.IsWholeScriptConfusable(in) }},
			{"Check", func() bool { return onlyTooLong(policy.Check(in)) }},
			{"CheckLabel", func() bool { return onlyTooLong(policy.CheckLabel(in)) }},
			{"DisplayConverted", func() bool { s, rs := policy.DisplayConverted("x", in); return s == "x" && onlyTooLong(rs) }},
		}
		for _, c := range checks {
			if !c.ok() {
				t.Errorf("%s(%s): not refused as documented", c.what, name)
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			c.ok()
			runtime.ReadMemStats(&after)
			if b := after.TotalAlloc - before.TotalAlloc; b > 4096 {
				t.Errorf("%s(%s) allocates %d bytes; want at most 4 KiB", c.what, name, b)
			}
		}
	}
	// At the cap the functions still examine their input.
	at := strings.Repeat("\u0430", idna.MaxInputLen/2)
	if spoof.Skeleton(at) == "" || !spoof.Confusable(at, strings.Repeat("a", idna.MaxInputLen/2)) || spoof.LooksLike(at) != strings.Repeat("a", idna.MaxInputLen/2) {
		t.Error("a Cyrillic label of MaxInputLen bytes is not examined")
	}
}

func onlyTooLong(rs []spoof.Reason) bool {
	return len(rs) == 1 && rs[0].Code == spoof.CodeTooLong && rs[0].Rune == -1 &&
		rs[0].Sentence().ID == "spoof.too-long"
}
