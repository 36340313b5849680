package label

import (
	"strconv"
	"unicode/utf8"
)

// A Kind is the class of a label in the vocabulary of RFC 5890 section 2.3,
// as returned by [Classify]. The classes nest: every LDH label is either
// non-reserved (NR-LDH) or reserved (R-LDH, "--" in its third and fourth
// positions); the reserved labels that start with "xn" are XN-labels, and
// an XN-label is either an A-label or a fake A-label. Kind names the
// innermost class; the Is methods answer for the enclosing ones.
type Kind uint8

// The kinds returned by [Classify].
const (
	// Invalid is not a label that can appear in a domain name handled by
	// IDNA: the empty label, an ASCII label longer than 63 octets, or a
	// non-ASCII label that is not valid UTF-8 or cannot be a U-label for
	// the syntax reasons listed under ULabelCandidate.
	Invalid Kind = iota

	// NonLDH is an ASCII label of 1 to 63 octets that is not LDH: it holds
	// a byte other than letter, digit and hyphen, or starts or ends with a
	// hyphen. Underscore labels such as "_dmarc" are NonLDH.
	NonLDH

	// NRLDH is a non-reserved LDH label: LDH, without hyphens in both the
	// third and fourth positions. Ordinary host name labels are NRLDH.
	NRLDH

	// RLDH is a reserved LDH label that is not an XN-label, such as
	// "ab--cd": RFC 5890 keeps these for future encodings, and IDNA
	// treats them as neither plain host names nor A-labels.
	RLDH

	// XNLabel is an XN-label (an R-LDH label that begins with the ACE
	// prefix "xn--" in any case) that Classify was not asked to verify:
	// an A-label candidate, either an A-label or a fake A-label.
	XNLabel

	// ALabel is an XN-label whose text after the prefix was accepted by
	// the validator passed to Classify: it encodes a valid U-label.
	ALabel

	// FakeALabel is an XN-label whose text after the prefix was rejected
	// by the validator passed to Classify: it is not the encoding of a
	// valid U-label (bad Punycode, a decoding that breaks the IDNA rules,
	// or one that does not encode back to the same label).
	FakeALabel

	// ULabelCandidate is a label with at least one non-ASCII code point
	// that meets the requirements on U-labels that need no Unicode
	// tables: valid UTF-8; no hyphen at the start, at the end, or in
	// both the third and fourth positions (RFC 5891 section 4.2.3.1);
	// and short enough for an A-label of at most 63 octets (see
	// Classify). Whether it is a U-label depends on the IDNA2008 rules
	// (RFC 5891, RFC 5892), which the idna package checks.
	ULabelCandidate

	numKinds
)

var kindNames = [numKinds]string{
	Invalid:         "invalid label",
	NonLDH:          "non-LDH label",
	NRLDH:           "NR-LDH label",
	RLDH:            "R-LDH label",
	XNLabel:         "XN-label",
	ALabel:          "A-label",
	FakeALabel:      "fake A-label",
	ULabelCandidate: "U-label candidate",
}

// String returns the RFC 5890 name of k, such as "NR-LDH label" or
// "fake A-label".
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// IsLDH reports whether labels of kind k are LDH labels: NRLDH, RLDH,
// XNLabel, ALabel or FakeALabel.
func (k Kind) IsLDH() bool { return NRLDH <= k && k <= FakeALabel }

// IsReserved reports whether labels of kind k are reserved LDH labels
// (R-LDH in RFC 5890, which includes XN-labels): RLDH, XNLabel, ALabel or
// FakeALabel.
func (k Kind) IsReserved() bool { return RLDH <= k && k <= FakeALabel }

// IsXN reports whether labels of kind k are XN-labels: XNLabel, ALabel or
// FakeALabel.
func (k Kind) IsXN() bool { return XNLabel <= k && k <= FakeALabel }

// minACELen returns the length of the shortest ACE form a label of valid
// UTF-8 can have: "xn--" followed by the Punycode encoding, which copies
// each ASCII code point, adds a delimiter if there was any, and spends at
// least one digit on each non-ASCII code point.
func minACELen(s string) int {
	n, ascii := len(ACEPrefix), false
	for _, r := range s {
		n++
		if r < utf8.RuneSelf {
			ascii = true
		}
	}
	if ascii {
		n++ // the delimiter
	}
	return n
}

// Classify returns the kind of the label s (one label, without dots).
//
// For an ASCII label it decides by syntax alone among [Invalid], [NonLDH],
// [NRLDH], [RLDH] and the XN-label kinds; the 63-octet limit applies. For
// an XN-label, validULabel decides: it is called with the text after the
// ACE prefix (as it appears in s, in its original case) and must report
// whether that text is the Punycode encoding of a valid U-label (a caller
// typically decodes it, validates the result as a U-label and checks that
// encoding it again gives the same text, ignoring case). Classify returns
// [ALabel] or [FakeALabel] by its answer. With a nil validULabel, Classify
// is syntax-only and returns [XNLabel] for every XN-label.
//
// For a label with a non-ASCII byte it returns [ULabelCandidate] or
// [Invalid]; validULabel is not called. The 63-octet limit does not apply
// to the UTF-8 form of such a label but to its A-label, which Classify
// cannot compute; it uses a lower bound instead. Punycode copies each ASCII
// code point, adds one delimiter if there was any, and spends at least one
// digit on each other code point, so a label of n code points has an
// A-label of at least 4+n octets, 5+n if it contains ASCII: a label of
// more than 59 code points (58 with any ASCII) is Invalid.
func Classify(s string, validULabel func(aLabelBody string) bool) Kind {
	ldh := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return classifyNonASCII(s)
		}
		if byteClass[c]&classLDH == 0 {
			ldh = false
		}
	}
	switch n := len(s); {
	case n == 0 || n > MaxLabelLen:
		return Invalid
	case !ldh || s[0] == '-' || s[n-1] == '-':
		return NonLDH
	case n < 4 || s[2] != '-' || s[3] != '-':
		return NRLDH
	case !HasACEPrefix(s):
		return RLDH
	case validULabel == nil:
		return XNLabel
	case validULabel(s[len(ACEPrefix):]):
		return ALabel
	}
	return FakeALabel
}

func classifyNonASCII(s string) Kind {
	if !utf8.ValidString(s) || checkHyphens(s) != nil || minACELen(s) > MaxLabelLen {
		return Invalid
	}
	return ULabelCandidate
}
