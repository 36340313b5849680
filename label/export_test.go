package label

import "slices"

// MinACELen exposes minACELen to the external tests.
var MinACELen = minACELen

// CheckHyphens exposes checkHyphens, both hyphen rules in the order of
// UTS #46, to the external tests.
var CheckHyphens = checkHyphens

// Split collects the labels of All, for the tests written against a slice.
func Split(name string) []Label { return slices.Collect(All(name)) }
