package tables

import "sort"

// NewIn returns the Unicode version in which r is new, when t leaves r
// unassigned and a later version of these tables assigns it (U+105C0 is
// new in 16.0.0, U+0C5C in 17.0.0), and "" otherwise. It reads a short list
// of ranges derived from the tables of every version (assigned.go), so a
// program that asks links none of the later tables.
func (t *Table) NewIn(r rune) string {
	if t.Lookup(r).Derived() != UNASSIGNED {
		return ""
	}
	i := sort.Search(len(assignedLater), func(i int) bool { return assignedLater[i].hi >= r })
	if i == len(assignedLater) || assignedLater[i].lo > r {
		return ""
	}
	return laterVersions[assignedLater[i].version]
}
