package idna

import "strings"

// labelIter walks the labels of a name split at U+002E, replacing some.
// It visits every label but the root: a last empty label after a dot.
// (x/net's iterator also skips an empty label just before the root, so that
// VerifyDNSLength misses it in "example.com..": docs/xnet-differences.md,
// class empty-label-before-root.)
type labelIter struct {
	name  string
	parts []string // the labels, once set replaced one; nil before
	i     int      // index of the current label
	start int      // its offset in name, while parts is nil
	count int      // labels to visit

	skipEmptyLast bool // compatSkipEmptyLast
}

func newLabelIter(name string) labelIter {
	l := labelIter{name: name}
	if name != "" {
		l.count = strings.Count(name, ".") + 1
		if name[len(name)-1] == '.' {
			l.count--
		}
	}
	return l
}

func (l *labelIter) reset() { l.i, l.start = 0, 0 }
func (l *labelIter) done() bool {
	return l.i >= l.count ||
		l.skipEmptyLast && l.parts == nil && l.i > 0 && l.i == l.count-1 && l.label() == ""
}

func (l *labelIter) label() string {
	if l.parts != nil {
		return l.parts[l.i]
	}
	rest := l.name[l.start:]
	if end := strings.IndexByte(rest, '.'); end >= 0 {
		return rest[:end]
	}
	return rest
}

func (l *labelIter) next() {
	if l.parts == nil {
		l.start += len(l.label()) + 1
	}
	l.i++
}

// set replaces the current label.
func (l *labelIter) set(s string) {
	if l.parts == nil {
		l.parts = strings.Split(l.name, ".")
	}
	l.parts[l.i] = s
}

// result returns the name with the replaced labels.
func (l *labelIter) result() string {
	if l.parts == nil {
		return l.name
	}
	return strings.Join(l.parts, ".")
}
