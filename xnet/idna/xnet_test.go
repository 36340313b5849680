package idna

import (
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	xnet "golang.org/x/net/idna"

	"github.com/xn-go/xn/internal/testenv"
)

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// The classes of docs/xnet-differences.md that a compat bit selects. With
// every bit set, a profile must give exactly x/net's result; a difference
// belongs to each class whose bit alone, cleared, brings it back.
var compatClasses = []struct {
	bit  compat
	name string
}{
	{compatEmptyALabel, "empty-a-label"},
	{compatDecoder, "punycode-decoder"},
	{compatEncodeFFFD, "literal-replacement-character"},
	{compatHyphenBytes, "hyphen-positions-in-bytes"},
	{compatNoV4, "decoded-ace-prefix"},
	{compatMarkByJoiners, "leading-mark-without-joiners"},
	{compatJoiners, "joiner-context"},
	{compatBidiBeforeMap, "bidi-after-mapping"},
	{compatLazyNFC, "unnormalized-error-output"},
	{compatStreamSafe, "stream-safe-joiner"},
	{compatSkipEmptyLast, "empty-label-before-root"},
	{compatUnassignedLTR, "unassigned-rtl-default"},
}

// The classes decided by the input alone, for which x/net is not called:
// it may take quadratic time on a long name and loop forever on invalid
// UTF-8 next to a joiner.
const (
	classInvalidUTF8 = "invalid-utf8"
	classTooLong     = "input-too-long"
)

func allCompat() compat {
	var c compat
	for _, cl := range compatClasses {
		c |= cl.bit
	}
	return c
}

// An outcome is what one conversion returned.
type outcome struct {
	out    string
	failed bool
	text   string
}

func outcomeOf(s string, err error) outcome {
	if err == nil {
		return outcome{out: s}
	}
	return outcome{s, true, err.Error()}
}

// A conversion is one profile pair in one direction; pkg selects the
// package-level functions, which are the Punycode profile's.
type conversion struct {
	pair    profilePair
	toASCII bool
	pkg     bool
}

func (c conversion) String() string {
	dir := ".ToUnicode"
	if c.toASCII {
		dir = ".ToASCII"
	}
	if c.pkg {
		return "idna" + dir
	}
	return c.pair.name + dir
}

func (c conversion) ours(p *Profile, s string) outcome {
	switch {
	case c.pkg && c.toASCII && p == c.pair.ours:
		return outcomeOf(ToASCII(s))
	case c.pkg && p == c.pair.ours:
		return outcomeOf(ToUnicode(s))
	case c.toASCII:
		return outcomeOf(p.ToASCII(s))
	}
	return outcomeOf(p.ToUnicode(s))
}

func (c conversion) theirs(s string) outcome {
	switch {
	case c.pkg && c.toASCII:
		return outcomeOf(xnet.ToASCII(s))
	case c.pkg:
		return outcomeOf(xnet.ToUnicode(s))
	case c.toASCII:
		return outcomeOf(c.pair.theirs.ToASCII(s))
	}
	return outcomeOf(c.pair.theirs.ToUnicode(s))
}

func conversions() []conversion {
	var cs []conversion
	for _, p := range profilePairs() {
		cs = append(cs, conversion{pair: p, toASCII: true}, conversion{pair: p})
	}
	pkg := profilePair{"package-level", Punycode, xnet.Punycode}
	return append(cs, conversion{pair: pkg, toASCII: true, pkg: true}, conversion{pair: pkg, pkg: true})
}

func withCompat(p *Profile, c compat) *Profile {
	q := *p
	q.compat = c
	return &q
}

// A tally counts the conversions of a run by class.
type tally struct {
	mu          sync.Mutex
	names, runs int
	same        int
	classes     map[string]int
	unexplained []string
}

func (t *tally) add(o *tally) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.names += o.names
	t.runs += o.runs
	t.same += o.same
	for k, v := range o.classes {
		t.classes[k] += v
	}
	if len(t.unexplained) < 20 {
		t.unexplained = append(t.unexplained, o.unexplained...)
	}
}

// compare runs name through every conversion and records each outcome.
func (t *tally) compare(cs []conversion, name string) {
	t.names++
	if cl := inputClass(name); cl != "" {
		for _, c := range cs {
			t.runs++
			if got := c.ours(c.pair.ours, name); got.out != "" || !got.failed {
				t.unexplained = append(t.unexplained, c.String()+quote(name)+": want a failure and \"\", got "+quote(got.out))
			}
		}
		t.classes[cl] += len(cs)
		return
	}
	for _, c := range cs {
		t.runs++
		want, got := c.theirs(name), c.ours(c.pair.ours, name)
		if got == want {
			t.same++
			continue
		}
		if legacy := c.ours(withCompat(c.pair.ours, allCompat()), name); legacy != want {
			t.unexplained = append(t.unexplained, c.String()+quote(name)+": x/net "+describe(want)+", here "+describe(got)+", with every compat bit "+describe(legacy))
			continue
		}
		found := false
		for _, cl := range compatClasses {
			if c.ours(withCompat(c.pair.ours, allCompat()&^cl.bit), name) != want {
				t.classes[cl.name]++
				found = true
			}
		}
		if !found {
			t.classes["combined"]++
		}
	}
}

// inputClass names the class that the input alone decides.
func inputClass(name string) string {
	switch {
	case len(name) > maxInputLen:
		return classTooLong
	case !utf8.ValidString(name):
		return classInvalidUTF8
	}
	return ""
}

func quote(s string) string {
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return "(" + strings.TrimSuffix(strings.TrimPrefix(strconv.Quote(s), ""), "") + ")"
}

func describe(o outcome) string {
	if o.failed {
		return quote(o.out) + " with " + o.text
	}
	return quote(o.out)
}

// runDifferential compares n generated names, on two goroutines.
func runDifferential(t *testing.T, n int) *tally {
	names := generatedNames(n)
	cs := conversions()
	total := &tally{classes: map[string]int{}}
	var wg sync.WaitGroup
	const workers = 2
	for w := range workers {
		wg.Go(func() {
			part := &tally{classes: map[string]int{}}
			for i := w; i < len(names); i += workers {
				part.compare(cs, names[i])
			}
			total.add(part)
		})
	}
	wg.Wait()
	for _, u := range total.unexplained {
		t.Error("unexplained difference: " + u)
	}
	t.Logf("Unicode %s: %d names, %d conversions, %d the same as x/net", UnicodeVersion, total.names, total.runs, total.same)
	for _, k := range sortedKeys(total.classes) {
		t.Logf("  %-32s %d", k, total.classes[k])
	}
	return total
}

// TestXNetDifferential compares every profile and New combination with
// x/net on generated hostile names: a few thousand here, one million and
// more with XN_SLOW=1 (TestXNetDifferentialMillion).
func TestXNetDifferential(t *testing.T) {
	runDifferential(t, 3000)
}

// TestXNetDifferentialMillion is the run of one million names (XN_SLOW=1;
// XN_XNET_NAMES=n runs n names instead).
func TestXNetDifferentialMillion(t *testing.T) {
	testenv.Slow(t, "the differential test over one million names")
	if raceEnabled {
		// The race detector looks at the two workers, not at the names.
		runDifferential(t, 5_000)
		return
	}
	n := 1_000_000
	if v, err := strconv.Atoi(os.Getenv("XN_XNET_NAMES")); err == nil && v > 0 {
		n = v // a shorter or longer run by hand
	}
	runDifferential(t, n)
}
