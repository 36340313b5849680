// Package corpus holds the host names that the benchmarks of this module
// measure: ASCII host names, IDN host names in ten scripts, a 90/10 mix of
// the two and the A-label forms of the IDN host names, one thousand each.
//
// The program in gen draws the names from small word lists with fixed
// seeds and writes them to the data directory; see its documentation.
package corpus

//go:generate go run ./gen

import (
	_ "embed"
	"strings"
)

var (
	//go:embed data/ascii.txt
	asciiData string
	//go:embed data/idn.txt
	idnData string
	//go:embed data/alabel.txt
	alabelData string
	//go:embed data/mixed.txt
	mixedData string
)

// A Corpus is a named list of host names.
type Corpus struct {
	Name  string
	Hosts []string
}

// ASCII returns host names of letters, digits, hyphens and dots: service
// prefixes (www., mail., api.), registered names, country and generic TLDs
// and cloud endpoints. One in ten has capitals.
func ASCII() Corpus { return Corpus{"ascii", lines(asciiData)} }

// IDN returns host names with at least one non-ASCII label, in Latin with
// diacritics, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Chinese,
// Hangul and Japanese. One in ten has capitals; all are valid under
// UTS #46.
func IDN() Corpus { return Corpus{"idn", lines(idnData)} }

// ALabel returns the A-label (xn--) forms of the host names of [IDN], in
// the same order.
func ALabel() Corpus { return Corpus{"alabel", lines(alabelData)} }

// Mixed returns nine ASCII host names to one IDN host name.
func Mixed() Corpus { return Corpus{"mixed", lines(mixedData)} }

// All returns the four corpora: ascii, mixed, idn and alabel.
func All() []Corpus {
	return []Corpus{ASCII(), Mixed(), IDN(), ALabel()}
}

// lines returns the lines of s that are not comments.
func lines(s string) []string {
	var out []string
	for line := range strings.Lines(s) {
		line = strings.TrimSuffix(line, "\n")
		if line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
}
