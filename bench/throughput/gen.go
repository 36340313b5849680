package main

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// The building blocks of the generated names. Every internationalized label
// is written in one script and is valid under both UTS #46 and IDNA2008, so
// that every tool converts every line (idn2 stops at the first error).
var (
	syllables = []string{
		"ka", "lo", "mi", "net", "web", "shop", "data", "cloud", "mail", "in",
		"fo", "tech", "sun", "river", "blue", "bit", "app", "zen", "max", "go",
		"north", "lab", "one", "pro", "media", "news", "home", "art", "sky", "star",
	}
	latinExtra = []rune("äöüßéèêàçñåøæ")
	tlds       = []string{"com", "net", "org", "de", "fr", "io", "jp", "ru", "uk", "info", "example", "tld"}

	// Lowercase letters of single scripts, all PVALID in IDNA2008 and valid
	// in UTS #46.
	scripts = [][]rune{
		[]rune("abcdefghijklmnopqrstuvwxyz" + string(latinExtra)), // Latin
		[]rune("αβγδεζηθικλμνξοπρστυφχψω"),                        // Greek
		[]rune("абвгдежзийклмнопрстуфхцчшщыэюя"),                  // Cyrillic
		[]rune("日本語中文字例網絡東京大学山川花鳥風月"),                             // Han
		[]rune("あいうえおかきくけこさしすせそたちつてとなにぬねの"),                       // Hiragana
		[]rune("ابتثجحخدذرزسشصضطظعغفقكلمنهوي"),                    // Arabic
		[]rune("אבגדהוזחטיכלמנסעפצקרשת"),                          // Hebrew
	}
)

// generate returns n names, one per line: 90% ASCII (a few with capitals),
// 10% with one internationalized label, from a fixed seed.
func generate(n int, seed uint64) []byte {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var b strings.Builder
	b.Grow(n * 24)
	for range n {
		labels := 1 + rng.IntN(2)
		idn := rng.IntN(10) == 0
		idnAt := rng.IntN(labels)
		for i := range labels {
			if i > 0 {
				b.WriteByte('.')
			}
			if idn && i == idnAt {
				writeIDNLabel(&b, rng)
				continue
			}
			writeASCIILabel(&b, rng)
		}
		b.WriteByte('.')
		b.WriteString(tlds[rng.IntN(len(tlds))])
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

func writeASCIILabel(b *strings.Builder, rng *rand.Rand) {
	parts := 1 + rng.IntN(3)
	upper := rng.IntN(20) == 0
	for i := range parts {
		if i > 0 && rng.IntN(4) == 0 {
			b.WriteByte('-')
		}
		s := syllables[rng.IntN(len(syllables))]
		if upper && i == 0 {
			s = strings.ToUpper(s[:1]) + s[1:]
		}
		b.WriteString(s)
	}
	if rng.IntN(6) == 0 {
		// Digits only at the end: a label that begins with a digit breaks
		// Bidi rule B1 in a name with a right-to-left label.
		b.WriteString(strconv.Itoa(rng.IntN(100)))
	}
}

func writeIDNLabel(b *strings.Builder, rng *rand.Rand) {
	letters := scripts[rng.IntN(len(scripts))]
	rs := make([]rune, 2+rng.IntN(8))
	for i := range rs {
		rs[i] = letters[rng.IntN(len(letters))]
	}
	if strings.IndexFunc(string(rs), func(r rune) bool { return r >= 0x80 }) < 0 {
		// A Latin label drew only ASCII letters: make it internationalized.
		rs[rng.IntN(len(rs))] = latinExtra[rng.IntN(len(latinExtra))]
	}
	b.WriteString(string(rs))
}
