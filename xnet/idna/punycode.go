package idna

import (
	"strings"

	"github.com/xn-go/xn/punycode"
)

// decodePunycode decodes the part of an A-label after "xn--" with xn's
// decoder, which follows RFC 3492 section 6.2: it fails on non-basic code
// points before the delimiter and on surrogates, which x/net decodes, and
// has no limit of 1024 code points, which x/net has (the input is bounded
// instead).
func (p *Profile) decodePunycode(enc string) (string, error) {
	if p.legacy(compatDecoder) {
		return legacyDecode(enc)
	}
	u, err := punycode.Decode(enc)
	if err != nil {
		return "", punyError(enc)
	}
	return u, nil
}

// encodeULabel returns the A-label of a label that holds a non-ASCII rune.
// On failure (overflow) the label becomes empty, as in x/net.
func (p *Profile) encodeULabel(label string) (string, error) {
	if unicode16 && p.legacy(compatEncodeFFFD) && strings.ContainsRune(label, '\ufffd') {
		return label, &labelError{label, "A3"}
	}
	b, err := punycode.AppendEncode([]byte(acePrefix), label)
	if err != nil {
		return "", punyError(label)
	}
	return string(b), nil
}
