package spoof

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/xn-go/xn/idna"
)

// maxProtectedLabels is the most labels a protected name may have: a name
// is matched on its last labels, the registrable part and what is above
// it (bbc.co.uk), and Chromium's top-domain list has no longer names.
const maxProtectedLabels = 4

// ProtectedNames is a set of host names, such as a user's own brand or a
// top-sites list, whose look-alikes a [Policy] refuses to show in Unicode.
// A name is a look-alike of a protected name when its last labels, as many
// as the protected name has, compare equal after diacritics are dropped
// from Latin, Greek and Cyrillic letters, letters that browsers know to
// look like Latin ones are replaced (Cyrillic к by k, Thai บ by u...), and
// the UTS #39 skeleton is taken: googlé.com and gооgle.com (Cyrillic о)
// look like google.com. The protected name itself and the names under it
// (mail.google.com) are not look-alikes, nor are names whose matching
// labels are all ASCII (rnicrosoft.com): their A-label form is the same
// string, so there is nothing else to show.
//
// The package ships no list: see [ReadProtectedNames] to load one. A
// ProtectedNames is never changed after it is built and is safe for
// concurrent use.
type ProtectedNames struct {
	byKey  map[string][]string // lookalike key -> the names (Unicode form) with it
	counts []int               // the label counts of the names, descending
	n      int                 // number of distinct names
}

// NewProtectedNames builds a set from host names in Unicode or ASCII form
// ("google.com", "bücher.de", "xn--bcher-kva.de"). Each must be valid for
// idna.ToUnicode and have 2 to 4 labels; a trailing dot is ignored. It
// returns an error naming the first name that is not.
func NewProtectedNames(names ...string) (*ProtectedNames, error) {
	s := &ProtectedNames{byKey: make(map[string][]string, len(names))}
	for _, name := range names {
		if err := s.add(name); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// ReadProtectedNames reads a set from r, one name per line. Blank lines and
// lines starting with "#" are skipped, and in a line with commas only the
// text after the last comma counts, so that a ranking list in the common
// "rank,name" CSV form (such as Tranco's top-1m.csv) can be read as it is.
// Errors name the line.
func ReadProtectedNames(r io.Reader) (*ProtectedNames, error) {
	s := &ProtectedNames{byKey: make(map[string][]string)}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if i := strings.LastIndexByte(text, ','); i >= 0 {
			text = strings.TrimSpace(text[i+1:])
		}
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if err := s.add(text); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("spoof: reading protected names: %w", err)
	}
	return s, nil
}

// Len returns the number of distinct protected names.
func (s *ProtectedNames) Len() int {
	if s == nil {
		return 0
	}
	return s.n
}

var errProtectedLabels = errors.New("a protected name needs 2 to 4 labels")

func (s *ProtectedNames) add(name string) error {
	u, err := idna.ToUnicode(name)
	if err != nil {
		return fmt.Errorf("spoof: protected name %+q: %w", name, err)
	}
	u = strings.TrimSuffix(u, ".")
	labels := strings.Split(u, ".")
	if len(labels) < 2 || len(labels) > maxProtectedLabels || slices.Contains(labels, "") {
		return fmt.Errorf("spoof: protected name %+q: %w", name, errProtectedLabels)
	}
	keys := make([]string, len(labels))
	for i, l := range labels {
		keys[i] = lookalikeKey(l)
	}
	key := strings.Join(keys, ".")
	if slices.Contains(s.byKey[key], u) {
		return nil
	}
	// Protected names may look alike (bücher.de and bucher.de): each is
	// then shown as itself, and their look-alikes are refused.
	s.byKey[key] = append(s.byKey[key], u)
	s.n++
	if !slices.Contains(s.counts, len(labels)) {
		s.counts = append(s.counts, len(labels))
		slices.Sort(s.counts)
		slices.Reverse(s.counts)
	}
	return nil
}

// lookalike returns the protected name that the last labels of name look
// like without being it (nor a name under it), with the index of the first
// label that differs; ok is false if there is none. The longest protected
// names are tried first, as Chromium does.
func (s *ProtectedNames) lookalike(name string) (protected string, label int, ok bool) {
	if s == nil || len(s.counts) == 0 {
		return "", 0, false
	}
	last := lastLabels(name)
	for _, n := range s.counts {
		if len(last) < n {
			continue
		}
		suffix := last[len(last)-n:]
		if !slices.ContainsFunc(suffix, func(l indexedLabel) bool { return !isASCII(l.text) }) {
			continue
		}
		keys := make([]string, n)
		for i, l := range suffix {
			keys[i] = lookalikeKey(l.text)
		}
		names := s.byKey[strings.Join(keys, ".")]
		if len(names) == 0 {
			continue
		}
		for _, p := range names {
			if sameLabels(suffix, p) {
				return "", 0, false
			}
		}
		p := names[0]
		for i, l := range strings.Split(p, ".") {
			if !strings.EqualFold(l, suffix[i].text) {
				return p, suffix[i].index, true
			}
		}
	}
	return "", 0, false
}

// indexedLabel is a label and its index in the name.
type indexedLabel struct {
	text  string
	index int
}

// lastLabels returns the last maxProtectedLabels non-empty labels of name,
// split as Check splits it.
func lastLabels(name string) []indexedLabel {
	var ring [maxProtectedLabels]indexedLabel
	n := 0
	for i, rest := 0, name; ; i++ {
		label, next, more := cutLabel(rest)
		if label != "" {
			ring[n%maxProtectedLabels] = indexedLabel{label, i}
			n++
		}
		if !more {
			break
		}
		rest = next
	}
	out := make([]indexedLabel, 0, min(n, maxProtectedLabels))
	for i := max(0, n-maxProtectedLabels); i < n; i++ {
		out = append(out, ring[i%maxProtectedLabels])
	}
	return out
}

// sameLabels reports whether the labels spell the dotted name p (ASCII
// letters compared without case).
func sameLabels(labels []indexedLabel, p string) bool {
	for _, l := range labels {
		head, rest, _ := strings.Cut(p, ".")
		if !strings.EqualFold(head, l.text) {
			return false
		}
		p = rest
	}
	return p == ""
}
