package idna

import "strings"

// Description is [Problem.String] without the code in front: what a
// developer reads of the problem ("disallowed code point U+005F '_' in
// label 1 at byte 2"), all that sameFact compares, for a
// program that shows the codes apart.
func (p Problem) Description() string { return string(p.appendFact(nil)) }

// Reason is [UnicodeVersionError.Error] without the package name in
// front, for a program that says it after its own words ("unicode
// "16.0.0": the tables of Unicode 16.0.0 are not linked …").
func (e *UnicodeVersionError) Reason() string { return strings.TrimPrefix(e.Error(), "idna: ") }
