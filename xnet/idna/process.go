package idna

import (
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/utf8fast"
)

// acePrefix starts an A-label. x/net recognizes it in lowercase only, so
// the profiles without mapping keep "XN--" labels as they are.
const acePrefix = "xn--"

// process converts s as x/net's profiles do: map the whole name, remove
// leading dots, check and decode each label keeping the first error, apply
// the Bidi rule, and for ToASCII encode and check lengths. The partial
// result is returned with the error.
func (p *Profile) process(s string, toASCII bool) (string, error) {
	if len(s) > maxInputLen {
		return "", tooLongError{}
	}
	if !utf8.ValidString(s) {
		return "", runeError{utf8.RuneError, "UTF8"}
	}
	input := s
	s, err := p.mapName(s)
	if p.removeLeadingDots {
		s = strings.TrimLeft(s, ".")
	}
	lengthCode := "A4"
	if unicode16 && !toASCII {
		lengthCode = "X4_2"
	}
	if err == nil && p.verifyDNSLength && s == "" {
		err = labelError{s, lengthCode}
	}
	labels := newLabelIter(s)
	labels.skipEmptyLast = p.legacy(compatSkipEmptyLast)
	decodedRTL, e := p.convertLabels(&labels, lengthCode)
	if err == nil {
		err = e
	}
	if err == nil && p.bidiRule && !p.bidiValid(&labels, p.legacyBidiName(input, s, decodedRTL)) {
		err = labelError{s, "B"}
	}
	if toASCII {
		if e := p.encodeLabels(&labels, lengthCode); err == nil {
			err = e
		}
	}
	s = labels.result()
	if e := p.checkNameLength(s, toASCII, lengthCode); err == nil {
		err = e
	}
	return s, err
}

// convertLabels decodes the A-labels and validates each label. After the
// first error it only decodes, as x/net does. It reports whether a decoded
// label holds a right-to-left rune, for compatBidiBeforeMap.
func (p *Profile) convertLabels(labels *labelIter, lengthCode string) (decodedRTL bool, err error) {
	keep := func(e error) {
		if err == nil {
			err = e
		}
	}
	for ; !labels.done(); labels.next() {
		label := labels.label()
		switch {
		case label == "":
			if p.verifyDNSLength {
				keep(labelError{labels.name, lengthCode})
			}
		case strings.HasPrefix(label, acePrefix):
			enc := label[len(acePrefix):]
			u, e := p.decodePunycode(enc)
			if e != nil {
				keep(e) // the label stays as it is
				continue
			}
			if isASCII(u) && (u != "" || !p.legacy(compatEmptyALabel)) {
				// An A-label must hold a non-ASCII rune (UTS #46 section 4
				// step 4, P4); x/net lets the empty one, "xn--", pass.
				keep(punyError(enc))
			}
			labels.set(u)
			decodedRTL = decodedRTL || hasRTL(u, false)
			if err == nil && p.validateLabels {
				err = p.validateDecoded(u)
			}
			if err == nil {
				err = p.validateLabel(u, lengthCode)
			}
		case err == nil:
			err = p.validateLabel(label, lengthCode)
		}
	}
	return decodedRTL, err
}

// encodeLabels gives every label its ASCII form and checks its length.
func (p *Profile) encodeLabels(labels *labelIter, lengthCode string) error {
	var err error
	for labels.reset(); !labels.done(); labels.next() {
		label := labels.label()
		if !isASCII(label) {
			a, e := p.encodeULabel(label)
			if err == nil {
				err = e
			}
			label = a
			labels.set(a)
		}
		if n := len(label); err == nil && p.verifyDNSLength && (n == 0 || n > 63) {
			err = labelError{label, lengthCode}
		}
	}
	return err
}

// checkNameLength is VerifyDNSLength on the whole ASCII name: at most 253
// octets without the root dot, and from Unicode 16 on no root dot at all
// (UTS #46 revision 33 counts the root label as an empty label).
func (p *Profile) checkNameLength(s string, toASCII bool, lengthCode string) error {
	if !toASCII || !p.verifyDNSLength {
		return nil
	}
	n := len(s)
	rooted := n > 0 && s[n-1] == '.'
	if rooted {
		n--
	}
	if s == "" || n > 253 || unicode16 && rooted {
		return labelError{s, lengthCode}
	}
	return nil
}

func isASCII(s string) bool { return utf8fast.IsASCII(s) }

// decodeRune decodes the first rune of s, which is valid UTF-8.
func decodeRune(s string) (rune, int) {
	if s[0] < utf8.RuneSelf {
		return rune(s[0]), 1
	}
	return utf8fast.DecodeRune(s, 0)
}
