// Package fuzzseeds holds the seed inputs that the fuzz targets of packages
// idna and idna2003 share: names of every kind the conversions treat
// differently, each with the reason it is there.
package fuzzseeds

import "strings"

// Names returns the seed names.
func Names() []string {
	return []string{
		"",                                   // empty name
		"example.com",                        // the ASCII fast path
		"EXAMPLE.Com.",                       // uppercase and a root label
		"a..b",                               // empty label
		"bücher.de",                          // a U-label
		"xn--bcher-kva.de",                   // an A-label
		"XN--BCHER-KVA.DE",                   // an uppercase A-label
		"xn--go-.dev",                        // fake A-label: decodes to ASCII
		"xn--",                               // empty A-label body
		"xn--ib9b",                           // Punycode for a surrogate
		"xn--a-\u00e4.pt",                    // non-ASCII after the prefix
		"xn--xn---epa",                       // A-label decoding to "xn--é"
		"xn--zca.de",                         // A-label of ß, a deviation character
		"xn--99999999999",                    // Punycode overflow
		"xn--bücher-kva.de",                  // non-ASCII Punycode basic part
		"ü--x.com",                           // "--" at bytes 2-3, characters 2-3
		"faß.de",                             // deviation character
		"a\u200db.com",                       // ZWJ without a virama
		"क्\u200dष",                          // ZWJ after a virama
		"\u0628\u200c\u0628",                 // ZWNJ between dual-joining letters
		"0à.\u05d0",                          // bidi rule B1
		"\u05d0\u05d1.com",                   // an RTL label
		"\u0300a",                            // leading combining mark
		"bu\u0308cher",                       // not NFC
		"a\u3002b\uff0ec\uff61d",             // the four dots
		"\u2488x",                            // maps to "1.x": a dot from mapping
		"\u2488.",                            // IDNA2003: nameprep gives "1.", rejected
		"\uff58\uff4e--bcher-kva",            // IDNA2003: nameprep gives an ACE label
		"xn--a_-yka.xn--a-4gj",               // IDNA2003: round trip fails on "a_ü", "a\u1680"
		"\u00ad.com",                         // ignored code point: empty label
		"a_b.com",                            // STD3
		"-ab-.ab--c",                         // hyphen rules
		"a\x00b",                             // NUL
		"A\xffb.com",                         // invalid UTF-8
		"a\xed\xa0\x80z",                     // an encoded surrogate (WTF-8)
		"\ufffd.com",                         // U+FFFD itself
		strings.Repeat("a", 64) + ".com",     // label over 63 octets
		strings.Repeat("ä.", 100) + "de",     // long name of IDN labels
		strings.Repeat("\u4e2d", 30) + ".cn", // long CJK label
	}
}

// HasACELabel reports whether a label of u (split at U+002E) starts with
// "xn--" in any case.
func HasACELabel(u string) bool {
	for _, l := range strings.Split(u, ".") {
		if len(l) >= 4 && strings.EqualFold(l[:4], "xn--") {
			return true
		}
	}
	return false
}
