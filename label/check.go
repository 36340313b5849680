package label

import (
	"unicode/utf8"

	"github.com/xn-go/xn/rule"
)

// Length limits of the DNS (RFC 1035 section 2.3.4, restated in RFC 2181
// section 11 and RFC 5890 section 2.3.2.1).
//
// On the wire a name is a sequence of labels, each preceded by its length
// byte, ended by the zero-length root label: a name with labels of lengths
// n1..nk takes (1+n1) + ... + (1+nk) + 1 octets, at most 255. In the
// dotted form without a root dot the same name takes n1 + ... + nk + (k-1)
// octets, which is the wire length minus 2; hence MaxNameLen = 255 - 2,
// and a dotted name ending in a root dot may be MaxNameLen + 1 octets
// long.
const (
	MaxLabelLen = 63  // octets in one label
	MaxNameLen  = 253 // octets in a dotted name, without the root dot
)

// CheckLDH checks that every byte of the label s is an ASCII letter, digit
// or hyphen (the LDH rule of RFC 1034 section 3.5 and RFC 1123 section 2.1,
// which is what UTS #46 UseSTD3ASCIIRules leaves of ASCII). With
// allowUnderscore, '_' is also accepted anywhere in the label, as
// resolvers need for service and policy labels such as "_dmarc" and the
// "_sip" and "_tcp" of "_sip._tcp" (RFC 8552).
//
// It does not check the hyphen positions or the length: see
// [CheckHyphen34], [CheckHyphenEnds] and [CheckLength]. The empty label passes. The error, an
// [*Error] with Code [rule.U1], gives the first byte that is not allowed.
func CheckLDH(s string, allowUnderscore bool) error {
	mask := uint8(classIsLDH)
	if allowUnderscore {
		mask = classIsLDHU
	}
	i := 0
	// Four bytes per test: the AND of their classes keeps the bit only if
	// all four have it.
	for ; len(s)-i >= 4; i += 4 {
		t := s[i : i+4]
		if byteClass[t[0]]&byteClass[t[1]]&byteClass[t[2]]&byteClass[t[3]]&mask == 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if byteClass[s[i]]&mask == 0 {
			return ldhError(s, i)
		}
	}
	return nil
}

func ldhError(s string, i int) error {
	r, size := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && size <= 1 {
		r = -1
	}
	return &Error{Code: rule.U1, Offset: i, Rune: r}
}

// CheckHyphenEnds checks that the label s neither begins nor ends with a
// hyphen-minus (UTS #46 section 4.1 step V3, RFC 5891 section 4.2.3.1,
// and part of the LDH syntax of RFC 1034). The empty label passes. A label
// that breaks both ends is reported at offset 0.
func CheckHyphenEnds(s string) error {
	if len(s) == 0 {
		return nil
	}
	if s[0] == '-' {
		return &Error{Code: rule.V3, Offset: 0}
	}
	if s[len(s)-1] == '-' {
		return &Error{Code: rule.V3, Offset: len(s) - 1}
	}
	return nil
}

// CheckHyphen34 checks that the label s does not have hyphen-minus in both
// its third and fourth positions (UTS #46 section 4.1 step V2, RFC 5891
// section 4.2.3.1). Positions count code points, not bytes: "ää--x" breaks
// the rule although its hyphens are bytes 4 and 5. Each byte that is not
// part of valid UTF-8 counts as one position.
//
// An ACE label such as "xn--bcher-kva" breaks this rule by design: check
// the label before adding the ACE prefix, or after removing it.
func CheckHyphen34(s string) error {
	if len(s) < 4 { // four code points need at least four bytes
		return nil
	}
	if s[0] < utf8.RuneSelf && s[1] < utf8.RuneSelf {
		if s[2] == '-' && s[3] == '-' {
			return &Error{Code: rule.V2, Offset: 2}
		}
		return nil
	}
	return checkHyphen34Slow(s)
}

func checkHyphen34Slow(s string) error {
	i := 0
	for n := 0; n < 2 && i < len(s); n++ {
		if s[i] < utf8.RuneSelf {
			i++
		} else {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
	}
	if len(s)-i >= 2 && s[i] == '-' && s[i+1] == '-' {
		return &Error{Code: rule.V2, Offset: i}
	}
	return nil
}

// checkHyphens applies both hyphen rules of UTS #46 (CheckHyphens=true):
// [CheckHyphen34] (V2) first, then [CheckHyphenEnds] (V3), and returns the
// first error.
func checkHyphens(s string) error {
	if err := CheckHyphen34(s); err != nil {
		return err
	}
	return CheckHyphenEnds(s)
}

// CheckLength checks that the label s is from 1 to [MaxLabelLen] (63)
// octets long (RFC 1035 section 2.3.4, UTS #46 section 4.2 step 4). It
// counts bytes, so for an internationalized label pass its ASCII (A-label)
// form: that is the form the limit applies to.
func CheckLength(s string) error {
	if n := len(s); n == 0 || n > MaxLabelLen {
		off := 0
		if n > 0 {
			off = MaxLabelLen
		}
		return &Error{Code: rule.A4_2, Offset: off, Length: n}
	}
	return nil
}

// CheckNameLength checks that name, without its root dot (see [TrimRoot]),
// is from 1 to [MaxNameLen] (253) octets long (RFC 1035 section 2.3.4, UTS
// #46 section 4.2 step 4): a name ending in a root dot may thus be 254
// octets long. Each of the four IDNA dots counts as one octet, since each
// stands for one length byte on the wire; other bytes count as themselves,
// so pass the ASCII form of an internationalized name.
//
// Following UTS #46, the empty name and the name "." (the root alone) fail.
// Empty labels inside the name are not this check's concern: apply
// [CheckLength] to each label.
func CheckNameLength(name string) error {
	s, _ := TrimRoot(name)
	if s != "" && len(s) <= MaxNameLen { // dots count at most their byte length
		return nil
	}
	return checkNameLengthSlow(s)
}

func checkNameLengthSlow(s string) error {
	if s == "" {
		return &Error{Code: rule.A4_1}
	}
	n, off := 0, 0
	for i := 0; i < len(s); n++ {
		if n == MaxNameLen {
			off = i
		}
		if s[i] != fullStop && byteClass[s[i]]&classDotLead != 0 && multiByteDotAt(s, i) {
			i += multiByteDotLength
		} else {
			i++
		}
	}
	if n <= MaxNameLen {
		return nil
	}
	return &Error{Code: rule.A4_1, Offset: off, Length: n}
}
