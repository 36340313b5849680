package label_test

import (
	"testing"

	"github.com/xn-go/xn/label"
)

// TestNoAllocs requires zero allocations on the success paths that the
// idna package runs for every ASCII host name.
func TestNoAllocs(t *testing.T) {
	const host = "www.Example-123.co.uk."
	var (
		sinkInt  int
		sinkBool bool
		sinkStr  string
		sinkErr  error
		sinkKind label.Kind
	)
	valid := func(string) bool { return true }
	tests := []struct {
		name string
		fn   func()
	}{
		{"IndexDot", func() { sinkInt, _ = label.IndexDot(host) }},
		{"IndexDot/wide", func() { sinkInt, _ = label.IndexDot("b\u00FCcher\u3002de") }},
		{"TrimRoot", func() { sinkStr, sinkBool = label.TrimRoot(host) }},
		{"All", func() {
			for l := range label.All(host) {
				sinkInt += l.Offset
			}
		}},
		{"All/break", func() {
			for l := range label.All(host) {
				sinkStr = l.Text
				break
			}
		}},
		{"HasACEPrefix", func() { sinkBool = label.HasACEPrefix("xn--bcher-kva") }},
		{"TrimACEPrefix", func() { sinkStr, sinkBool = label.TrimACEPrefix("xn--bcher-kva") }},
		{"CheckLDH", func() { sinkErr = label.CheckLDH("Example-123", false) }},
		{"CheckLDH/underscore", func() { sinkErr = label.CheckLDH("_dmarc", true) }},
		{"CheckHyphenEnds", func() { sinkErr = label.CheckHyphenEnds("a-b") }},
		{"CheckHyphen34", func() { sinkErr = label.CheckHyphen34("abc-d") }},
		{"CheckHyphen34/non-ASCII", func() { sinkErr = label.CheckHyphen34("\u00E4\u00E4-x") }},
		{"CheckHyphens", func() { sinkErr = label.CheckHyphens("a-b") }},
		{"CheckLength", func() { sinkErr = label.CheckLength("example") }},
		{"CheckNameLength", func() { sinkErr = label.CheckNameLength(host) }},
		{"Classify", func() { sinkKind = label.Classify("example", nil) }},
		{"Classify/XN", func() { sinkKind = label.Classify("xn--bcher-kva", valid) }},
		{"Classify/U", func() { sinkKind = label.Classify("b\u00FCcher", nil) }},
		{"Kind.String", func() { sinkStr = label.ALabel.String() }},
		{"host name", func() { sinkErr = checkHost(host) }},
	}
	for _, tt := range tests {
		if n := testing.AllocsPerRun(100, tt.fn); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", tt.name, n)
		}
	}
	_, _, _, _, _ = sinkInt, sinkBool, sinkStr, sinkErr, sinkKind
}

// checkHost is what a strict profile does with an ASCII host name: every
// check of this package on every label, and the name length.
func checkHost(name string) error {
	if err := label.CheckNameLength(name); err != nil {
		return err
	}
	for l := range label.All(name) {
		if err := label.CheckLength(l.Text); err != nil {
			return err
		}
		if err := label.CheckLDH(l.Text, false); err != nil {
			return err
		}
		if err := label.CheckHyphens(l.Text); err != nil {
			return err
		}
	}
	return nil
}
