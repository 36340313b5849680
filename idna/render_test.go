package idna_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
)

// maxRenderBytes bounds what rendering the refusal of an input over
// MaxInputLen allocates, whatever the input's size (issue 41 item 5: 4 MiB
// of "a." cost 103 MB per call, 4 MiB of U+3002 65 MB, because every
// rendering split the whole input into labels first).
const maxRenderBytes = 64 << 10

// hugeInputs are inputs far over MaxInputLen: many labels, split at the
// ASCII dot and at the ideographic full stop.
func hugeInputs() map[string]string {
	return map[string]string{
		"4 MiB of a.":     strings.Repeat("a.", 2<<20),
		"4 MiB of U+3002": strings.Repeat("\u3002", (4<<20)/3),
	}
}

// TestRenderRefusalBounded: the sentences, findings, per-problem messages
// and Error() of a TOOLONG refusal, and of a profile that refuses an option,
// cost a bounded number of bytes, not some per byte of input.
func TestRenderRefusalBounded(t *testing.T) {
	profiles := []*idna.Profile{idna.UTS46, idna.Lookup, idna.Display, idna.Registration, idna.Punycode,
		idna.IDNA2008, idna.IDNA2008Lookup, idna.WHATWG, idna.Lookup.With(idna.Unicode("9.9.9"))}
	for name, in := range hugeInputs() {
		for _, p := range profiles {
			_, err := p.ToASCII(in)
			var e *idna.Error
			if !errors.As(err, &e) || len(e.Problems) == 0 {
				t.Fatalf("%v.ToASCII(%s) = %v; want an *Error", p, name, err)
			}
			renders := map[string]func(){
				"Error":    func() { _ = e.Error() },
				"Findings": func() { _ = e.Findings() },
				"Sentences": func() {
					for _, m := range e.Sentences() {
						_ = m.Sentence()
					}
				},
				"Problem.Message": func() { _ = e.Problems[0].Message(in) },
			}
			for what, f := range renders {
				if b := bytesPerRun(3, f); b > maxRenderBytes {
					t.Errorf("%v: %s of the refusal of %s allocates %d bytes a call; want at most %d", p, what, name, b, maxRenderBytes)
				}
				if n := testing.AllocsPerRun(3, f); n > 64 {
					t.Errorf("%v: %s of the refusal of %s makes %.0f allocations; want at most 64", p, what, name, n)
				}
			}
		}
	}
}
