package idna

import (
	"strings"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/rule"
)

// Key returns the canonical form of a host name under the profile p: the
// string to compare, to store, to use as a map key and to match against an
// allow-list or a block-list. Two spellings name the same host under p if
// and only if their keys are equal (see [Profile.Equal]).
//
// The key is the ASCII form, with three further steps:
//
//  1. The name is converted with p.ToASCII: mapped (case, width, the four
//     IDNA dots, compatibility characters), validated and encoded, so that
//     "Bücher.DE", "ｂüｃｈｅｒ．ｄｅ" and "xn--bcher-kva.de" have one key. ASCII
//     is the form DNS and certificates use, and it has no normalization
//     questions left: two keys are equal exactly when their bytes are.
//  2. ASCII letters are lowercased, in every profile: DNS compares names
//     without regard to ASCII case (RFC 4343). The mapping profiles already
//     lowercase; Punycode keeps the case of ASCII labels, and
//     the key of "xn--Bcher-kva" under Punycode is that of "xn--bcher-kva",
//     the same DNS name.
//  3. One trailing dot, the root label, is removed: "example.com." and
//     "example.com" are the same host to a resolver, and a list that held
//     one spelling must not be bypassed with the other. (URL origins do
//     tell them apart; compare whole origins for that.)
//
// Key fails with the conversion's [*Error] when p rejects the name, and with
// an *Error of code "A4_2" ([ErrLength]) when the name is empty, is only the
// root dot, or has an empty label elsewhere ("a..b", ".a"), even under
// profiles that let empty labels through: such a string is not a host name,
// and a key must not make two different strings equal by dropping them.
// Label and name lengths are checked only by profiles that verify them
// (UTS46, Registration, IDNA2008).
func (p *Profile) Key(name string) (string, error) {
	a, err := p.ToASCII(name)
	if err != nil {
		return "", err
	}
	s := strings.TrimSuffix(a, ".")
	if s == "" {
		return "", emptyLabelError(name, 0)
	}
	upper := false
	idx := 0
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if i == start {
				return "", emptyLabelError(name, idx)
			}
			idx++
			start = i + 1
			continue
		}
		if 'A' <= s[i] && s[i] <= 'Z' {
			upper = true
		}
	}
	if !upper {
		return s, nil
	}
	return string(appendLower(make([]byte, 0, len(s)), s)), nil
}

// emptyLabelError reports the empty label idx of name, with the offset of
// that label in the input when the input has that many labels.
func emptyLabelError(name string, idx int) error {
	off := 0
	for l := range label.All(name) {
		if l.Index == idx {
			off = l.Offset
			break
		}
	}
	return &Error{Input: name, Problems: []Problem{{
		Code: rule.A4_2, Label: idx, Offset: off, Rune: -1, Err: ErrLength,
		Detail: "a host name has no empty labels",
	}}}
}

// Equal reports whether a and b name the same host under p: whether their
// keys ([Profile.Key]) are equal. It is false when either name fails, even
// when a and b are the same string: an invalid name matches nothing.
func (p *Profile) Equal(a, b string) bool {
	ka, err := p.Key(a)
	if err != nil {
		return false
	}
	kb, err := p.Key(b)
	return err == nil && ka == kb
}
