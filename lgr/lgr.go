// Package lgr reads Label Generation Rulesets (RFC 7940) and applies them
// to labels: whether a label may be registered under the ruleset, which
// variant labels it has and with which disposition, and the index label
// that all labels of one variant set share, so that a registry detects a
// collision with one lookup.
//
// Parse reads the XML document completely and refuses a malformed or
// inconsistent one with a *ParseError naming the element and its line.
// Check, Variants and Index then work on the parsed ruleset; an LGR is
// read-only after parsing and safe for concurrent use.
//
// Unicode properties (classes such as sc:Arab or gc:Mn) come from the
// tables this module is built with: General_Category and Script from Go's
// unicode package, Canonical_Combining_Class from golang.org/x/text, and
// Bidi_Class and Joining_Type from xn's own IDNA tables (Unicode 15.0.0
// under go1.26, 17.0.0 under go1.27). [LGR.Warnings] says when an LGR
// declares a newer Unicode version than these tables.
package lgr

import (
	"fmt"
)

// Meta is the metadata of an LGR (RFC 7940 section 4.3). Dates are kept as
// written (YYYY-MM-DD).
type Meta struct {
	Version        string
	VersionComment string
	Date           string
	// Languages are the language tags of the <language> elements.
	Languages []string
	Scopes    []Scope
	// ValidityStart and ValidityEnd are the optional validity dates.
	ValidityStart, ValidityEnd string
	// Description is the text of <description> and DescriptionType its
	// MIME type (text/plain when absent).
	Description, DescriptionType string
	UnicodeVersion               string
	References                   []Reference
}

// Scope is one <scope> element: a type (such as "domain") and a value.
type Scope struct{ Type, Value string }

// Reference is one <reference> element of the metadata.
type Reference struct{ ID, Text, Comment string }

// Char is one repertoire entry of the <data> element: a code point or a
// code point sequence (from a <char> element, or one code point of a
// <range>), with its context rule, tags and variants.
type Char struct {
	// CP is the code point or sequence; empty for the source of null
	// variants (<char cp="">).
	CP []rune
	// When and NotWhen name the context rule; at most one is set.
	When, NotWhen string
	Tags          []string
	Variants      []Variant
	// Line is the line of the <char> or <range> element.
	Line int
}

// Variant is one <var> element: a variant mapping from its Char.
type Variant struct {
	// CP is the target; empty for a null variant.
	CP []rune
	// Type is the variant type (section 5.3.2): by default the
	// disposition the mapping gives the variant labels made with it.
	Type          Disposition
	When, NotWhen string
	Line          int
}

// counts counts the elements of a parsed LGR, for the tests to compare
// with the ICANN files.
type counts struct {
	// Chars counts the <char> elements of <data> (code points and
	// sequences); Ranges the <range> elements; CodePoints the repertoire's
	// single code points, ranges expanded; Sequences the <char> elements
	// holding two or more code points.
	Chars, Ranges, CodePoints, Sequences int
	// Variants counts the <var> elements.
	Variants int
	// Classes counts the named class definitions (<class>, <union>,
	// <intersection>, <difference>, <symmetric-difference>, <complement>
	// with a name attribute); Rules all <rule> elements, nested and
	// by-ref ones included; NamedRules the top-level ones; Actions the
	// <action> elements.
	Classes, Rules, NamedRules, Actions int
}

// LGR is a parsed Label Generation Ruleset.
type LGR struct {
	Meta Meta

	chars   map[string]*Char // by string(CP); single code points in single
	single  map[rune]*Char
	ranges  []rangeChar // sorted, non-overlapping
	maxSeq  int         // longest sequence, in code points
	classes map[string]class
	rules   map[string]*node
	actions []action
	stats   counts
	warn    []Warning
	merged  bool
}

type rangeChar struct {
	lo, hi rune
	c      *Char // CP is nil; the code point is the one looked up
}

// Warnings returns remarks about a document that parsed but may not behave
// as its authors meant, such as a declared Unicode version newer than the
// property tables in use, or a class from a tag no code point carries.
func (l *LGR) Warnings() []Warning { return append([]Warning(nil), l.warn...) }

// Merged reports whether the LGR is a merged ("common") one, made of the
// LGRs of several scripts to find conflicts between labels: its
// description says so, or its <language> elements name several scripts
// (Latin aside, which a script LGR declares when it admits ASCII). ICANN
// says such an LGR cannot establish that a label is valid for a script;
// Check adds a WarnMerged warning to each eligible verdict.
func (l *LGR) Merged() bool { return l.merged }

// Lookup returns the repertoire entry for a code point or sequence, and
// whether there is one. A code point inside a <range> gets a Char whose CP
// is that code point.
func (l *LGR) Lookup(cp []rune) (Char, bool) {
	c := l.lookup(cp)
	if c == nil {
		return Char{}, false
	}
	out := *c
	if out.CP == nil && len(cp) == 1 {
		out.CP = []rune{cp[0]}
	}
	return out, true
}

func (l *LGR) lookup(cp []rune) *Char {
	if len(cp) == 1 {
		return l.lookupRune(cp[0])
	}
	return l.chars[string(cp)]
}

func (l *LGR) lookupRune(r rune) *Char {
	if c := l.single[r]; c != nil {
		return c
	}
	lo, hi := 0, len(l.ranges)
	for lo < hi {
		m := (lo + hi) / 2
		switch {
		case r < l.ranges[m].lo:
			hi = m
		case r > l.ranges[m].hi:
			lo = m + 1
		default:
			return l.ranges[m].c
		}
	}
	return nil
}

// cpString formats a code point sequence as RFC 7940 writes it: "0061 0062".
func cpString(cp []rune) string {
	s := ""
	for i, r := range cp {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%04X", r)
	}
	return s
}
