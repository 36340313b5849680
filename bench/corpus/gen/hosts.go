package main

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// asciiHost returns a host name as it appears in real traffic: an optional
// service label, a name and a TLD, or a cloud endpoint; one in ten has
// upper-case letters.
func (r *rng) asciiHost() string {
	var labels []string
	var name int // index of the registered name
	switch x := r.intn(1000); {
	case x < 40: // s3.eu-west-1.amazonaws.com
		labels = append(labels, r.pick(cloudServices), r.pick(cloudRegions))
		name = len(labels)
		labels = append(labels, strings.Split(r.pick(cloudProviders), ".")...)
	case x < 70: // d1x2y3z4w5v6u7.cloudfront.net
		labels = append(labels, "d"+r.alnum(13), "cloudfront", "net")
		name = 1
	default:
		if i := r.weighted(prefixWeights); i >= 0 {
			labels = append(labels, asciiPrefixes[i].label)
		}
		if r.perMille(40) { // news.city.example.com
			labels = append(labels, r.pick(asciiWords))
		}
		name = len(labels)
		labels = append(labels, r.asciiName())
		tld := asciiTLDs[max(r.weighted(tldWeights), 0)].tld
		labels = append(labels, strings.Split(tld, ".")...)
	}
	if r.perMille(100) {
		r.mixCase(labels, name)
	}
	return strings.Join(labels, ".")
}

var prefixWeights, tldWeights []int

func init() {
	for _, p := range asciiPrefixes {
		prefixWeights = append(prefixWeights, p.weight)
	}
	for _, t := range asciiTLDs {
		tldWeights = append(tldWeights, t.weight)
	}
	for _, l := range languages {
		langWeights = append(langWeights, l.weight)
	}
}

// asciiName returns the registered part of a host name.
func (r *rng) asciiName() string {
	w := r.pick(asciiWords)
	switch x := r.intn(1000); {
	case x < 400:
		return w
	case x < 650:
		return w + r.pick(asciiWords)
	case x < 750:
		return w + "-" + r.pick(asciiWords)
	case x < 870:
		s := r.pick(asciiSyllables) + r.pick(asciiSyllables)
		if r.perMille(400) {
			s += r.pick(asciiSyllables)
		}
		return s
	case x < 960:
		return w + strconv.Itoa(r.intn(1000))
	default:
		return strconv.Itoa(1+r.intn(999)) + w
	}
}

func (r *rng) alnum(n int) string {
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	b := make([]byte, n)
	for i := range b {
		b[i] = digits[r.intn(len(digits))]
	}
	return string(b)
}

// mixCase gives labels the capitals that people type: all upper case, every
// label capitalized, only the name capitalized, or only the TLD in upper
// case. name is the index of the registered name's label.
func (r *rng) mixCase(labels []string, name int) {
	switch x := r.intn(10); {
	case x < 2:
		for i, l := range labels {
			labels[i] = strings.ToUpper(l)
		}
	case x < 5:
		for i, l := range labels {
			labels[i] = capitalize(l)
		}
	case x < 9:
		labels[name] = capitalize(labels[name])
	default:
		last := len(labels) - 1
		labels[last] = strings.ToUpper(labels[last])
	}
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

var langWeights []int

// idnHost returns an IDN host name in its canonical form (lowercase, NFC)
// and in the form to feed to ToASCII, which has upper-case letters one time
// in ten.
func (r *rng) idnHost() (canonical, input string) {
	lang := &languages[max(r.weighted(langWeights), 0)]
	var labels []string
	switch x := r.intn(1000); {
	case x < 250:
		labels = append(labels, "www")
	case x < 300:
		labels = append(labels, r.pick([]string{"mail", "shop", "m", "blog"}))
	}
	if r.perMille(80) { // почта.москва.рф
		labels = append(labels, r.pick(lang.words))
	}
	nameIdx := len(labels)
	labels = append(labels, r.idnName(lang))
	if !lang.rtl && r.perMille(50) { // münchen.example.com
		labels = append(labels, r.pick(asciiWords))
	}
	labels = append(labels, strings.Split(r.pick(lang.tlds), ".")...)
	canonical = strings.Join(labels, ".")
	if r.perMille(100) {
		if lang.cased {
			if r.perMille(200) {
				labels[nameIdx] = strings.ToUpper(labels[nameIdx])
			} else {
				labels[nameIdx] = capitalize(labels[nameIdx])
			}
		} else {
			for i, l := range labels {
				if isASCII(l) {
					labels[i] = strings.ToUpper(l)
				}
			}
		}
	}
	return canonical, strings.Join(labels, ".")
}

// idnName returns the registered part of an IDN host name.
func (r *rng) idnName(lang *language) string {
	w := r.pick(lang.words)
	switch x := r.intn(1000); {
	case x < 550:
		return w
	case x < 800:
		return w + r.pick(lang.words)
	case x < 900:
		return w + "-" + r.pick(lang.words)
	case x < 950 && lang.name == "latin": // hotel-münchen
		return r.pick(asciiWords) + "-" + w
	case x < 950 && !lang.rtl: // 中国-travel (an RTL label must not hold Latin letters)
		return w + "-" + r.pick(asciiWords)
	case x < 950:
		return w + "-" + r.pick(lang.words)
	default:
		return w + strconv.Itoa(r.intn(100))
	}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
