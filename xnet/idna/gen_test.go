package idna

import (
	"math/rand/v2"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/fuzzseeds"
	"github.com/xn-go/xn/punycode"
)

// The pieces generated names are made of, by what they exercise.
var namePieces = [][]string{
	// ASCII: letters in both cases, digits, hyphens, STD3 violations
	{"a", "b", "x", "n", "z", "A", "Q", "X", "N", "0", "7", "-", "--", "_", "*", " ", "@", "\x00", "\x7f"},
	// dots: U+002E and the three that UTS #46 maps to it
	{".", ".", ".", "\u3002", "\uff0e", "\uff61"},
	// letters that stay, from several scripts
	{"ü", "é", "ä", "ö", "ы", "中", "日", "한", "ก", "ж", "α", "ñ", "\u0915", "\u0937"},
	// mapped: width, case, compatibility, ligatures, a dot from mapping
	{"Ü", "É", "Σ", "ﬁ", "Ａ", "ｘｎ--", "\u2488", "\u2000", "\u2135", "\u2138", "\u1e9e", "\u00bd", "\ufc61", "\u3392", "\u0340"},
	// ignored and default-ignorable
	{"\u00ad", "\u034f", "\ufe0f", "\u200b", "\u2060"},
	// deviation characters
	{"ß", "ς", "\u200c", "\u200d"},
	// Bidi: Hebrew, Arabic letters and digits, European digits, marks
	{"\u05d0", "\u05d1", "\u0627", "\u0628", "\u0660", "\u06f1", "1", "\u0610", "\u0640", "\u07fa", "\u05b0", "\u0300"},
	// joiner contexts: viramas, joining letters, transparent marks
	{"\u094d", "\u0915\u094d", "\u0628\u200c", "\u200c\u0628", "\u064b", "\u0644", "\u0647", "\u0622"},
	// combining marks, leading and not, unnormalized sequences
	{"\u0308", "\u0301", "u\u0308", "\u0301\u0301\u0301", "a\u030a"},
	// disallowed, unassigned, private use, specials
	{"\ufffd", "\u2028", "\u0378", "\ue000", "\U0001f600", "\U000e0001", "\U00010e0b", "\u0080", "\ufdd0"},
	// invalid UTF-8 and an encoded surrogate
	{"\xff", "\xc3", "\xed\xa0\x80", "\xe2\x82"},
	// A-label prefixes and fragments
	{"xn--", "XN--", "Xn--", "xn--a", "xn---", "xn--zca", "xn--ib9b", "xn--bcher-kva", "xn--go-", "xn--99999999999", "xn--xn---epa"},
}

// genName returns a hostile name: seeds, pieces, A-labels of generated
// labels (valid and corrupted), and long labels and names.
func genName(rng *rand.Rand, seeds []string) string {
	switch rng.IntN(10) {
	case 0:
		return seeds[rng.IntN(len(seeds))]
	case 1:
		return genALabel(rng) + "." + genLabel(rng, 1+rng.IntN(6))
	case 2:
		return strings.Repeat(genLabel(rng, 1+rng.IntN(3)), 1+rng.IntN(70))
	}
	var b strings.Builder
	for n := 1 + rng.IntN(4); n > 0; n-- {
		if b.Len() > 0 || rng.IntN(8) == 0 {
			b.WriteString(namePieces[1][rng.IntN(len(namePieces[1]))])
		}
		if rng.IntN(6) == 0 {
			b.WriteString(genALabel(rng))
		} else {
			b.WriteString(genLabel(rng, 1+rng.IntN(8)))
		}
	}
	if rng.IntN(6) == 0 {
		b.WriteString(".")
	}
	return b.String()
}

// genLabel returns n pieces, mostly of one kind, without dots.
func genLabel(rng *rand.Rand, n int) string {
	var b strings.Builder
	kind := rng.IntN(len(namePieces))
	for ; n > 0; n-- {
		k := kind
		if k == 1 || rng.IntN(3) == 0 {
			k = rng.IntN(len(namePieces))
			if k == 1 {
				k = 0
			}
		}
		b.WriteString(namePieces[k][rng.IntN(len(namePieces[k]))])
	}
	return b.String()
}

// genALabel returns "xn--" and the Punycode of a generated label, sometimes
// with a byte changed, dropped or uppercased.
func genALabel(rng *rand.Rand) string {
	enc, err := punycode.Encode(strings.ReplaceAll(genLabel(rng, 1+rng.IntN(5)), ".", ""))
	if err != nil || enc == "" {
		enc = "a"
	}
	switch rng.IntN(5) {
	case 0:
		i := rng.IntN(len(enc))
		enc = enc[:i] + string("0a9z-"[rng.IntN(5)]) + enc[i+1:]
	case 1:
		enc = enc[:rng.IntN(len(enc))]
	case 2:
		enc = strings.ToUpper(enc)
	}
	return "xn--" + enc
}

// generatedNames returns the seeds followed by n generated names, the same
// ones on every run.
func generatedNames(n int) []string {
	seeds := append(fuzzseeds.Names(), handwritten...)
	rng := rand.New(rand.NewPCG(43, 2026))
	names := append([]string(nil), seeds...)
	for range n {
		name := genName(rng, seeds)
		if !utf8.ValidString(name) && rng.IntN(10) != 0 {
			name = strings.ToValidUTF8(name, "") // keep one in ten
		}
		names = append(names, name)
	}
	return names
}

// handwritten are the names of the documented classes and of x/net's
// examples.
var handwritten = []string{
	"*.GÖPHER.com", "*.bücher.de", "Bücher.DE", "a_b.com", "bücher.123",
	"１２７．０．０．１", "python.org.", "example.com..", "xn--go-.dev",
	"xn--.com", "xn--bücher-kva.de", "xn--ib9b.com", "ü--x.com", "üü--x.com",
	"\u0628\u200c-x.com", "\u0628\u200c\u0640", "xn--xn---epa", "a\ufffdb.com",
	"\u00ad.com", "a\u2000b.com", "a\u2138", "\u2135\u4e2d", "\ufc61",
	"a-.\U00010e0b", "xn--" + strings.Repeat("a", 1100) + "-em6i",
	"a" + strings.Repeat("\u0301", 31) + ".com", "\u0308a.com", "xn--a-bcb.com",
	"bücher。de", "XN--BCHER-KVA.DE", "XN----00-K0A", "xn--ab-r13a",
	"r3---sn-apo3qvuoxuxbt-j5pe.googlevideo.com", strings.Repeat("a", 64) + ".com",
	strings.Repeat("a.", 127) + "a", strings.Repeat("ü", 70*1024),
}
