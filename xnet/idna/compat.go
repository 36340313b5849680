package idna

// compat selects x/net's behaviour where this package keeps xn's answer, one
// bit per class of docs/xnet-differences.md. Every profile has zero: all of
// xn's answers. Only the differential tests set bits, to show that a
// difference from x/net is exactly the documented class (with its bit set,
// the profile gives x/net's result) and nothing else.
type compat uint16

const (
	compatEmptyALabel   compat = 1 << iota // "xn--" decodes to "" without error
	compatDecoder                          // x/net's Punycode decoder (legacyDecode)
	compatEncodeFFFD                       // from Unicode 16, U+FFFD does not encode
	compatHyphenBytes                      // "--" checked at bytes 3 and 4
	compatNoV4                             // a decoded label may begin with "xn--"
	compatMarkByJoiners                    // a leading mark checked only with CheckJoiners
	compatJoiners                          // x/net's joiner state machine (legacyJoiners)
	compatBidiBeforeMap                    // a Bidi domain name by the runes before mapping
	compatLazyNFC                          // no NFC of an unchanged name with a disallowed rune
	compatStreamSafe                       // x/text's NFC with U+034F after 30 non-starters
	compatSkipEmptyLast                    // the empty label before the root is not checked
	compatUnassignedLTR                    // with compatBidiBeforeMap: an unassigned input rune is not RTL
)

// The legacy implementations that compatDecoder and compatJoiners select.
// They live in the tests; in a program they are nil and never called.
var (
	legacyDecode  func(enc string) (string, error)
	legacyJoiners func(label string) bool
)

func (o *options) legacy(c compat) bool { return o.compat&c != 0 }
